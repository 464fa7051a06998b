"""Error and warning badges: the soft placement rules, flagged but allowed while arranging.

A wire pointing off the board, or meeting a neighbour's blank edge, is an
**error** (red ``!``); a wire pointing at an empty space is a **warning**
(yellow triangle). The badge belongs to the tile whose wire is at fault; a
tile with both shows the error. ``faults`` tells the view which sides are at
fault, ``badges`` gives one badge per cell.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from microgames.games.microchip.boards import neighbour
from microgames.games.microchip.tiles import OPPOSITE, SIDES, tile

Badge = Literal["error", "warning"]
#: A seat's board: for each of the 25 cells, ``(tile id, rotation)`` or None.
Layout = Sequence[tuple[int, int] | None]


def mask_at(layout: Layout, cell: int) -> int:
    """The wire mask of the tile on ``cell`` (0 when empty)."""
    placed = layout[cell]
    return 0 if placed is None else tile(placed[0]).mask(placed[1])


def faults(layout: Layout) -> dict[int, dict[int, Badge]]:
    """For each cell with a faulty wire: side -> "error" or "warning"."""
    found: dict[int, dict[int, Badge]] = {}
    for cell, placed in enumerate(layout):
        if placed is None:
            continue
        mask = tile(placed[0]).mask(placed[1])
        for side in SIDES:
            if not mask & side:
                continue
            other = neighbour(cell, side)
            if other is None or (layout[other] is not None and not mask_at(layout, other) & OPPOSITE[side]):
                found.setdefault(cell, {})[side] = "error"
            elif layout[other] is None:
                found.setdefault(cell, {})[side] = "warning"
    return found


def badges(layout: Layout) -> dict[int, Badge]:
    """One badge per faulty cell: "error" wins over "warning"."""
    return {cell: ("error" if "error" in sides.values() else "warning") for cell, sides in faults(layout).items()}
