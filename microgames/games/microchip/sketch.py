"""A quick arrangement by eye: how the easy bot lays out its tiles.

A few dozen tries, each in a different order, and the best scoring one kept.
A try has three passes and no search: tiles go down one at a time on the
space and in the rotation that looks best right now (wires meeting wires are
good, wires meeting nothing or a blank edge are bad); then open wires are closed
with tray tiles that fit exactly, and tiles that stay faulty are turned, or
taken back when no turn mends them, until no tile on the board has a fault;
last, tray tiles that fit exactly are added. The result is sensible but far
from the best (``solver.best_arrangement`` gives that).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs

from microgames.engine.rng import Rng
from microgames.games.microchip.badges import faults, mask_at
from microgames.games.microchip.boards import CELLS, Board, neighbour
from microgames.games.microchip.scoring import score
from microgames.games.microchip.tiles import OPPOSITE, SIDES, tile

MATCH, FAULT = 2, 3  # how much a wire meeting a wire pleases the eye, and a fault displeases it
TRIES = 60  # orders tried (the first is most wires first; the others are shuffled)
Cells = list[tuple[int, int] | None]


@attrs.frozen
class Look:
    """A tile's four sides on a space: wires meeting wires, faults, and wires to empty spaces."""

    matches: int
    faults: int
    open_ends: int

    @property
    def value(self) -> int:
        return MATCH * self.matches - FAULT * self.faults

    @property
    def fits(self) -> bool:
        return self.matches > 0 and not self.faults and not self.open_ends


def sketch(board: Board, tiles: Sequence[int], tries: int = TRIES) -> dict[int, tuple[int, int]]:
    """Placements ``{cell: (tile id, rotation)}``; the same tiles always give the same sketch."""
    order = sorted(tiles, key=lambda t: (-tile(t).shape.connections, t))
    rng = Rng(sum(order) * CELLS + len(order))
    best: tuple[int, Cells] | None = None
    for _ in range(tries):
        layout = _try(board, order)
        points = score(layout, len(order) - sum(p is not None for p in layout)).points
        if best is None or points > best[0]:
            best = (points, layout)
        order = rng.sample(order, len(order))
    assert best is not None
    return {cell: placed for cell, placed in enumerate(best[1]) if placed is not None}


def _try(board: Board, order: Sequence[int]) -> Cells:
    """One arrangement by eye, placing the tiles in ``order``."""
    layout: Cells = [None] * CELLS
    tray = [t for t in order if not _put(board, layout, t, lambda look: look.value >= 0)]
    _mend(board, layout, tray)
    for tile_id in list(tray):
        _put(board, layout, tile_id, lambda look: look.fits)
    return layout


def _put(board: Board, layout: Cells, tile_id: int, accept: Callable[[Look], bool]) -> bool:
    """Place ``tile_id`` where it looks best, if ``accept`` agrees with that look."""
    shape = tile(tile_id).shape
    best: tuple[tuple[int, int, int], int, int] | None = None
    for cell in board.cells_of(tile(tile_id).colour.key):
        if layout[cell] is None:
            for rotation in range(shape.rotations):
                look = _look(layout, cell, shape.mask(rotation))
                key = (look.value, -look.open_ends, -cell)
                if best is None or key > best[0]:
                    best = (key, cell, rotation)
    if best is None:
        return False
    _, cell, rotation = best
    if not accept(_look(layout, cell, shape.mask(rotation))):
        return False
    layout[cell] = (tile_id, rotation)
    return True


def _mend(board: Board, layout: Cells, tray: list[int]) -> None:
    """Close open wires with tray tiles that fit exactly; turn or take back the tiles that stay
    faulty, the worst first, until no tile on the board has a fault."""
    while found := faults(layout):
        cell = max(found, key=lambda c: (len(found[c]), -c))
        if _close(board, layout, tray, cell, found[cell]):
            continue
        placed = layout[cell]
        assert placed is not None
        tile_id = placed[0]
        best, fewest = None, sum(map(len, found.values()))
        for rotation in range(tile(tile_id).shape.rotations):
            layout[cell] = (tile_id, rotation)
            after = faults(layout)
            if cell not in after and sum(map(len, after.values())) < fewest:
                best, fewest = rotation, sum(map(len, after.values()))
        layout[cell] = None if best is None else (tile_id, best)
        if best is None:
            tray.append(tile_id)


def _close(board: Board, layout: Cells, tray: list[int], cell: int, sides: dict[int, str]) -> bool:
    """Fill a space an open wire of ``cell`` points at with a tray tile that fits there exactly."""
    for side, badge in sides.items():
        other = neighbour(cell, side)
        if badge != "warning" or other is None:
            continue
        for tile_id in tray:
            if tile(tile_id).colour.key != board.colour(other):
                continue
            for rotation in range(tile(tile_id).shape.rotations):
                if _look(layout, other, tile(tile_id).mask(rotation)).fits:
                    layout[other] = (tile_id, rotation)
                    tray.remove(tile_id)
                    return True
    return False


def _look(layout: Sequence[tuple[int, int] | None], cell: int, mask: int) -> Look:
    """How a tile with wires ``mask`` looks on ``cell``, judged by its four sides alone."""
    matches = bad = open_ends = 0
    for side in SIDES:
        other = neighbour(cell, side)
        wire = bool(mask & side)
        if other is None:
            bad += wire
        elif layout[other] is not None:
            facing = bool(mask_at(layout, other) & OPPOSITE[side])
            matches += wire and facing
            bad += wire != facing
        else:
            open_ends += wire
    return Look(matches, bad, open_ends)
