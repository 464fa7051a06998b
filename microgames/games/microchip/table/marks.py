"""Which tiles carry the "last moved" mark: every tile the other seats drafted, placed, turned or moved
since the viewer last acted (see :mod:`microgames.ui.tablekit.lastmoves`).

The marks compare where each tile lay before those steps with where it lies now rather than reading
each command, so a draft, a move, a swap, a turn or a whole rearrangement are marked alike, and a tile
moved away and back again is rightly left unmarked.
"""

from __future__ import annotations

from microgames.games.microchip.state import EMPTY, MicrochipState
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.lastmoves import others_since_my_turn, state_before

Place = tuple[str, int, int, int]  # ("pool" | "tray" | "board", seat, cell, rotation); a tray keeps no order


def tile_places(state: MicrochipState) -> dict[int, Place]:
    """Where every tile in play lies: a tray tile that only slides along its tray has not moved."""
    places: dict[int, Place] = {}
    for row in state.pool:
        for tile_id in row:
            if tile_id != EMPTY:
                places[tile_id] = ("pool", -1, -1, 0)
    for seat, tray in enumerate(state.trays):
        for tile_id in tray:
            places[tile_id] = ("tray", seat, -1, 0)
    for seat, cells in enumerate(state.cells):
        for cell, placed in enumerate(cells):
            if placed is not None:
                places[placed[0]] = ("board", seat, cell, placed[1])
    return places


def marked_tiles(context: TableContext) -> frozenset[int]:
    """The tiles the other seats moved since the viewer's last step, in the position on show."""
    before = state_before(context, others_since_my_turn(context))
    if before is None:
        return frozenset()
    then, now = tile_places(before), tile_places(context.state)
    return frozenset(tile_id for tile_id, place in now.items() if then.get(tile_id) != place)
