"""Groups, the scored microchip and the score of one seat's board.

A **group** is a set of placed tiles joined by matched wires (wire meets wire);
it is **closed** when none of its tiles has a badge. The **microchip** is the
closed group that maximises ``connections − 2 × (tiles outside it)``, where
connections are the wire ends of its tiles and "outside" counts every other
tile the seat owns, on the board or in the tray. Ties between groups go to the
one with more tiles. With no closed group every tile counts −2.

Since a group's score is ``connections + 2 × tiles − 2 × owned``, the best
group is simply the closed group with the largest ``connections + 2 × tiles``.
"""

from __future__ import annotations

import attrs

from microgames.games.microchip.badges import Layout, badges, mask_at
from microgames.games.microchip.boards import neighbour
from microgames.games.microchip.tiles import E, OPPOSITE, S, wire_count

OUTSIDE_PENALTY = 2


@attrs.frozen
class Group:
    cells: frozenset[int]
    connections: int  # wire ends of its tiles
    closed: bool

    @property
    def size(self) -> int:
        return len(self.cells)

    @property
    def worth(self) -> int:
        """Connections plus the penalty its tiles avoid: what the group adds to a score."""
        return self.connections + OUTSIDE_PENALTY * self.size


@attrs.frozen
class Score:
    points: int
    microchip: frozenset[int]  # the scored cells; empty when no group is closed
    connections: int
    outside: int  # tiles outside the microchip (board and tray)

    @property
    def chip_tiles(self) -> int:
        return len(self.microchip)


def groups(layout: Layout) -> list[Group]:
    """Every group on the board, ordered by its first cell."""
    parent = list(range(len(layout)))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for cell, placed in enumerate(layout):
        if placed is None:
            continue
        mask = mask_at(layout, cell)
        for side in (E, S):
            other = neighbour(cell, side)
            if mask & side and other is not None and mask_at(layout, other) & OPPOSITE[side]:
                parent[find(other)] = find(cell)
    flagged = badges(layout)
    members: dict[int, list[int]] = {}
    for cell, placed in enumerate(layout):
        if placed is not None:
            members.setdefault(find(cell), []).append(cell)
    return [
        Group(frozenset(cells), sum(wire_count(mask_at(layout, c)) for c in cells), not any(c in flagged for c in cells))
        for cells in members.values()
    ]


def score(layout: Layout, tray_size: int) -> Score:
    """The seat's score: the best closed group, −2 for every other tile it owns."""
    owned = tray_size + sum(1 for p in layout if p is not None)
    best = max((g for g in groups(layout) if g.closed), key=lambda g: (g.worth, g.size), default=None)
    if best is None:
        return Score(-OUTSIDE_PENALTY * owned, frozenset(), 0, owned)
    outside = owned - best.size
    return Score(best.connections - OUTSIDE_PENALTY * outside, best.cells, best.connections, outside)
