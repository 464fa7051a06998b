"""The best arrangement of a seat's tiles, proven optimal by an exhaustive search.

Only the microchip matters: every tile outside it costs −2 wherever it lies, so
the best arrangement is the closed group with the largest
``connections + 2 × tiles`` (see ``scoring``), the rest in the tray. A closed
group is a connected set of cells with a set of grid edges between them (the
matched wires), every cell having at least one edge; a cell's edges are its
tile's wires, so they fix the tile's shape and rotation, and the group may use
at most as many tiles of each colour and shape as the seat owns.

The search itself (a frontier programme over the cells, with proven bounds) is in
``frontier``; here are its answers: the arrangement, an estimate for look-ahead,
and the commands of a hint.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import attrs

from microgames.engine.commands import Command
from microgames.games.microchip.boards import CELLS, Board
from microgames.games.microchip.commands import Move, Place, ReturnToTray, Rotate
from microgames.games.microchip.frontier import Search, Spent, collector_paused, shape_index, worth_of
from microgames.games.microchip.scoring import OUTSIDE_PENALTY
from microgames.games.microchip.scoring import score as layout_score
from microgames.games.microchip.sketch import sketch
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.tiles import tile, tileset, wire_count

PRICE_FROM = 14  # smaller inventories are solved faster than the prices are found
PRICE_WORTH = 4000  # a search limited to fewer states has no time to spare for finding prices
STAND_IN_WORK = 1200  # search states the arrangement by eye costs in time
STAND_IN_TRIES = 8  # orders the arrangement by eye tries when it stands in for an unfinished search


@attrs.frozen
class Arrangement:
    """A best arrangement: which tile goes where, and what it scores."""

    placements: dict[int, tuple[int, int]]  # cell -> (tile id, rotation)
    score: int
    connections: int
    tiles: int  # in the microchip
    owned: int
    proven: bool  # the search was exhaustive
    states: int  # distinct search states solved
    seconds: float
    upper: int = 0  # a proven upper bound on the score (the score itself when proven)
    work: int = 0  # the effort in search states, relaxations for the bound included (``Search.work``)


def _search_for(board: Board, tiles: Sequence[int], limit: int | None) -> Search:
    """A search for ``tiles`` on ``board``, priced first when it is large and may take its time."""
    ts = tileset()
    colour_index = {c.key: i for i, c in enumerate(ts.colours)}
    shapes = {s.key: i for i, s in enumerate(ts.shapes)}
    counts = [0] * (len(ts.colours) * 5)
    for tile_id in tiles:
        t = tile(tile_id)
        counts[colour_index[t.colour.key] * 5 + shapes[t.shape.key]] += 1
    search = Search([colour_index[c] for c in board.colours], counts)
    search.stop = float("inf") if limit is None else limit
    if len(tiles) >= PRICE_FROM and (limit is None or limit >= PRICE_WORTH):
        search.price()
    return search


@collector_paused()  # as a decorator, it resumes the collector once the search is gone: nothing of it to sweep
def estimate(board: Board, tiles: Sequence[int], limit: int) -> tuple[int, bool, int]:
    """The best score of ``tiles`` on ``board`` if found within ``limit`` search states, else an
    upper bound on it: ``(score, exact, work)``, work in search states (see ``Search.work``).
    For look-ahead, where many inventories are weighed and a rare hard one must not stall the decision."""
    search = _search_for(board, tiles, limit)
    try:
        worth, exact = search.settle(), True
    except Spent:
        worth, exact = search.upper, False
    return worth_of(worth) - OUTSIDE_PENALTY * len(tiles), exact, search.work


@collector_paused()
def best_arrangement(board: Board, tiles: Sequence[int], limit: int | None = None) -> Arrangement:
    """The highest-scoring arrangement of ``tiles`` on ``board``, found by exhaustive search.

    With a ``limit`` on search states the answer is anytime: when the proof would take
    longer, the best arrangement found by eye (``sketch``) stands in, with the bound
    proven so far kept beside it (``proven`` False), so no caller waits unboundedly.
    """
    began = time.perf_counter()
    search = _search_for(board, tiles, limit)
    try:
        search.settle()
    except Spent:
        return _sketched(board, tiles, search, began)
    ts = tileset()
    masks = search.walk()
    spare = {}
    for tile_id in tiles:
        spare.setdefault(tile(tile_id).kind, []).append(tile_id)
    placements: dict[int, tuple[int, int]] = {}
    for cell, mask in masks.items():
        shape = ts.shapes[shape_index(mask)]
        tile_id = spare[(board.colour(cell), shape.key)].pop(0)
        rotation = shape.rotation_of(mask)
        assert rotation is not None
        placements[cell] = (tile_id, rotation)
    connections = sum(wire_count(m) for m in masks.values())
    score = connections - OUTSIDE_PENALTY * (len(tiles) - len(masks))
    return Arrangement(placements, score, connections, len(masks), len(tiles), True, len(search.memo),
                       time.perf_counter() - began, score, search.work)


def _sketched(board: Board, tiles: Sequence[int], search: Search, began: float) -> Arrangement:
    """The arrangement by eye of ``tiles``, for a search that ran out of states before its proof."""
    placements = sketch(board, tiles, STAND_IN_TRIES)
    layout: list[tuple[int, int] | None] = [placements.get(cell) for cell in range(CELLS)]
    found = layout_score(layout, len(tiles) - len(placements))
    kept = {cell: placements[cell] for cell in found.microchip}  # tiles outside the group score the same in the tray
    upper = max(found.points, worth_of(search.upper) - OUTSIDE_PENALTY * len(tiles))
    return Arrangement(kept, found.points, found.connections, len(kept), len(tiles), False, len(search.memo),
                       time.perf_counter() - began, upper, search.work + STAND_IN_WORK)


def hint(state: MicrochipState, seat: int) -> list[Command]:
    """Commands that turn the seat's board into a best arrangement of all its tiles (empty when it is one)."""
    best = best_arrangement(state.board(seat), state.owned(seat))
    return commands_for(state, seat, best.placements)


def commands_for(state: MicrochipState, seat: int, placements: dict[int, tuple[int, int]]) -> list[Command]:
    """Commands that make the seat's board show ``placements`` (by kind: copies are interchangeable).

    Tiles already on a cell with the right kind stay; others of the right kind on the
    board move (a move onto a tile swaps them); the rest come from the tray; tiles
    not wanted go back to the tray first. Rotations come last.
    """
    cells = list(state.cells[seat])
    want = {cell: (tile(t).kind, rot) for cell, (t, rot) in placements.items()}
    kept = {cell for cell, (kind, _) in want.items() if cells[cell] is not None and tile(cells[cell][0]).kind == kind}
    movable: dict[tuple[str, str], list[int]] = {}  # kind -> board cells whose tile may move
    for cell, placed in enumerate(cells):
        if placed is not None and cell not in kept:
            movable.setdefault(tile(placed[0]).kind, []).append(cell)
    tray = {kind: [t for t in state.trays[seat] if tile(t).kind == kind] for kind in {k for k, _ in want.values()}}
    moves: list[tuple[int, int]] = []  # (from cell, to cell)
    places: list[tuple[int, int, int]] = []  # (tile, cell, rotation)
    for cell, (kind, rot) in sorted(want.items()):
        if cell in kept:
            continue
        if movable.get(kind):
            moves.append((movable[kind].pop(0), cell))
        else:
            places.append((tray[kind].pop(0), cell, rot))
    found: list[Command] = []
    for spare in movable.values():
        for cell in spare:
            found.append(ReturnToTray(seat, cell))
            cells[cell] = None
    while moves:
        source, target = moves.pop(0)
        if source == target:
            continue  # an earlier swap already brought this tile home
        found.append(Move(seat, source, target))
        cells[source], cells[target] = cells[target], cells[source]
        moves = [(source if s == target else s, t) for s, t in moves]  # a swapped tile now waits on source
    for tile_id, cell, rot in places:
        found.append(Place(seat, tile_id, cell, rot))
        cells[cell] = (tile_id, rot)
    for cell, (_, rot) in sorted(want.items()):
        placed = cells[cell]
        assert placed is not None
        turns = (rot - placed[1]) % tile(placed[0]).shape.rotations
        found += [Rotate(seat, cell, -1)] if turns == 3 else [Rotate(seat, cell, 1)] * turns
    return found

