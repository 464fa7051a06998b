"""The solver's answers stay what they were: best scores and microchip sizes on fixed inventories.

The expected values were computed by the solver before its speed work; a faster search
that prunes, orders or merges states differently must still find exactly these optima.
"""

from __future__ import annotations

import pytest

from microgames.engine.rng import Rng
from microgames.games.microchip.boards import boards
from microgames.games.microchip.solver import best_arrangement

LETTERS = "ABCDE"
SIZES = (25, 20, 15, 12)  # a seat's tiles at the end of the draft, for 2 to 5 players

# seed -> (best score, tiles in the microchip) for Rng(700 + seed).sample(range(60), SIZES[seed % 4])
# on board LETTERS[seed % 5]
SEEDED = {
    0: (30, 20), 1: (36, 19), 2: (-12, 5), 3: (20, 11), 4: (48, 23), 5: (30, 17), 6: (4, 9), 7: (2, 7),
    8: (26, 19), 9: (26, 17), 10: (-4, 7), 11: (4, 7), 12: (46, 23), 13: (36, 19), 14: (26, 14), 15: (6, 8),
    16: (40, 21), 17: (28, 16), 18: (4, 9), 19: (18, 11), 20: (42, 22), 21: (42, 20), 22: (8, 10), 23: (-2, 6),
}

# the slowest drafted inventories of the solver benchmark: (board, tiles, best score, tiles in the microchip)
DRAFTED = [
    ("C", [1, 2, 3, 7, 10, 12, 17, 21, 26, 27, 28, 31, 36, 37, 38, 39, 44, 47, 48, 49, 52, 53, 55, 56, 57], 34, 19),
    ("C", [0, 1, 2, 4, 5, 13, 15, 16, 18, 20, 21, 23, 24, 25, 28, 29, 31, 32, 35, 36, 43, 44, 47, 51, 53], 34, 20),
    ("B", [0, 1, 3, 5, 7, 8, 9, 12, 17, 18, 19, 22, 25, 28, 30, 35, 40, 41, 42, 43, 46, 48, 50, 51, 52], 48, 23),
    ("B", [4, 9, 10, 17, 18, 22, 25, 27, 28, 32, 33, 38, 40, 41, 47, 49, 52, 55, 56, 58], 30, 18),
    ("A", [2, 4, 12, 13, 17, 23, 24, 27, 28, 30, 31, 33, 35, 36, 40, 44, 46, 47, 48, 55], 20, 15),
    ("B", [4, 11, 13, 20, 22, 24, 27, 29, 36, 41, 42, 48, 51, 54, 58], 20, 12),
    ("A", [2, 5, 22, 25, 28, 31, 33, 37, 43, 46, 51, 57], 14, 10),
]


@pytest.mark.parametrize("seed", sorted(SEEDED))
def test_seeded_inventories_keep_their_best_score_and_size(seed: int) -> None:
    tiles = Rng(700 + seed).sample(range(60), SIZES[seed % 4])
    best = best_arrangement(boards()[LETTERS[seed % 5]], tiles)
    assert best.proven
    assert (best.score, best.tiles) == SEEDED[seed]


@pytest.mark.parametrize(("letter", "tiles", "points", "size"), DRAFTED)
def test_the_slowest_drafted_inventories_keep_their_best_score_and_size(
        letter: str, tiles: list[int], points: int, size: int) -> None:
    best = best_arrangement(boards()[letter], tiles)
    assert best.proven
    assert (best.score, best.tiles) == (points, size)
