"""A slow, plain search for the best score, to check the solver against on small inventories.

It tries every connected set of cells that the inventory's colours allow and,
on each, every set of wires between neighbours that joins them all; the wires
fix each tile's shape and rotation. Every candidate is scored by the game's own
scoring code on a real layout, so the check does not trust the solver's model.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from microgames.games.microchip.boards import Board, neighbour
from microgames.games.microchip.scoring import score
from microgames.games.microchip.tiles import E, S, tile, tileset


def connected_sets(cells: set[int], limit: int) -> list[frozenset[int]]:
    found: set[frozenset[int]] = set()
    frontier = [frozenset([c]) for c in cells]
    while frontier:
        grown = []
        for group in frontier:
            if group in found:
                continue
            found.add(group)
            if len(group) == limit:
                continue
            for c in group:
                for side in (1, 2, 4, 8):
                    other = neighbour(c, side)
                    if other in cells and other not in group:
                        grown.append(group | {other})
        frontier = grown
    return [g for g in found if len(g) >= 2]


def brute_best(board: Board, tiles: Sequence[int]) -> int:
    """The best score over every closed group (or −2 per tile when there is none)."""
    return brute_best_chip(board, tiles)[0]


def brute_best_chip(board: Board, tiles: Sequence[int]) -> tuple[int, int]:
    """The best score and the most tiles a microchip of that score has (the game's tie-break)."""
    have = Counter(tile(t).kind for t in tiles)
    per_colour = Counter(tile(t).colour.key for t in tiles)
    cells = {c for c in range(25) if per_colour[board.colour(c)]}
    best = (-2 * len(tiles), 0)
    for group in connected_sets(cells, len(tiles)):
        if any(sum(1 for c in group if board.colour(c) == col) > n for col, n in per_colour.items()):
            continue
        edges = [(c, side) for c in group for side in (E, S) if neighbour(c, side) in group]
        for size in range(len(group) - 1, len(edges) + 1):
            for chosen in combinations(edges, size):
                masks = dict.fromkeys(group, 0)
                for c, side in chosen:
                    masks[c] |= side
                    masks[neighbour(c, side)] |= {E: 8, S: 1}[side]
                if not all(masks.values()):
                    continue
                kinds = Counter((board.colour(c), tileset().shape_of_mask(m).key) for c, m in masks.items())
                if any(n > have[k] for k, n in kinds.items()):
                    continue
                spare = {k: [t for t in tiles if tile(t).kind == k] for k in kinds}
                layout: list[tuple[int, int] | None] = [None] * 25
                for c, m in masks.items():
                    shape = tileset().shape_of_mask(m)
                    layout[c] = (spare[(board.colour(c), shape.key)].pop(), shape.rotation_of(m))
                result = score(layout, len(tiles) - len(group))
                if result.microchip == group:  # closed and connected, as the rules see it
                    best = max(best, (result.points, len(group)))
    return best
