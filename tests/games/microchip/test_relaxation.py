"""The priced relaxations behind the solver's bounds: never below the best, and only the kinds a seat owns."""

from __future__ import annotations

from microgames.engine.rng import Rng
from microgames.games.microchip.boards import boards
from microgames.games.microchip.frontier import SIZE, Search
from microgames.games.microchip.relaxation import reached, solve
from microgames.games.microchip.solver import _search_for

LETTERS = "ABCDE"


def searches(count: int, size: int) -> list[tuple[Search, int]]:
    """Seeded searches, each with its best value found by a search of its own."""
    found = []
    for seed in range(count):
        board = boards()[LETTERS[seed % 5]]
        tiles = Rng(900 + seed).sample(range(60), size)
        found.append((_search_for(board, tiles, 0), _search_for(board, tiles, None).settle()))
    return found


def test_both_relaxations_bound_the_best_value_from_the_start() -> None:
    for search, best in searches(6, 20):
        root = (0, (0,) * (SIZE + 1), search.stock(0, search.counts))
        search.price()
        assert search.table is not None and search.labelled is None
        plain = search.bound(*root, 1 << 60)
        search.price_labelled()
        labelled = search.bound(*root, 1 << 60)
        assert best <= labelled <= plain


def test_a_relaxed_optimum_uses_only_the_kinds_owned_whatever_the_prices() -> None:
    for search, _ in searches(4, 12):
        cells = reached(search.plain_cells(), search.counts)
        for prices in ([0.0] * search.kinds, [float(k % 7) for k in range(search.kinds)]):
            _, used = solve(cells, [0.0] + [-1e18] * 63 + [0.0], prices, search.kinds)
            assert any(used)
            assert all(n == 0 for n, owned in zip(used, search.counts) if not owned)
