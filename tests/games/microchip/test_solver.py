"""The solver: exact against a plain search on small inventories, never beaten, and its hints."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from microgames.engine.history import History
from microgames.engine.rng import Rng
from microgames.engine.seats import Seat
from microgames.games.microchip.boards import boards
from microgames.games.microchip.commands import Place
from microgames.games.microchip.diagram import draw, table
from microgames.games.microchip.scoring import score
from microgames.games.microchip.solver import best_arrangement, hint
from microgames.games.microchip.tiles import tile
from tests.support.microchip_brute import brute_best
from tests.support.microchip import board_a

LETTERS = "ABCDE"


def inventory(seed: int, size: int) -> list[int]:
    return Rng(seed).sample(range(60), size)


def test_the_solver_matches_a_plain_search_on_small_inventories() -> None:
    checked = interesting = 0
    for seed in range(40):
        size = 5 + seed % 4
        tiles = inventory(seed, size)
        board = boards()[LETTERS[seed % 5]]
        best = best_arrangement(board, tiles)
        assert best.proven
        assert best.score == brute_best(board, tiles), (seed, board.letter, tiles)
        checked += 1
        interesting += best.score > -2 * size
    assert checked == 40 and interesting >= 15


def test_the_arrangement_scores_what_it_claims() -> None:
    for seed in range(6):
        tiles = inventory(100 + seed, 14)
        board = boards()[LETTERS[seed % 5]]
        best = best_arrangement(board, tiles)
        layout: list[tuple[int, int] | None] = [None] * 25
        for cell, (tile_id, rotation) in best.placements.items():
            assert tile(tile_id).colour.key == board.colour(cell) and tile_id in tiles
            layout[cell] = (tile_id, rotation)
        result = score(layout, len(tiles) - len(best.placements))
        assert result.points == best.score and result.microchip == set(best.placements)
        assert len({t for t, _ in best.placements.values()}) == len(best.placements)


def test_the_best_of_a_terminal_pair_and_of_nothing() -> None:
    state = table([board_a(tray="P╵ B╵")])
    best = best_arrangement(state.board(0), state.trays[0])
    assert best.score == 2 and best.tiles == 2
    assert best_arrangement(boards()["A"], []).score == 0
    lonely = best_arrangement(boards()["A"], [0])  # a cross alone closes nothing
    assert (lonely.score, lonely.placements) == (-2, {})


@given(st.integers(0, 10_000), st.integers(0, 4), st.data())
def test_no_random_legal_arrangement_beats_the_solver(seed: int, board_index: int, data: st.DataObject) -> None:
    rng = Rng(seed)
    tiles = rng.sample(range(60), 10)
    board = boards()[LETTERS[board_index]]
    best = best_arrangement(board, tiles).score
    layout: list[tuple[int, int] | None] = [None] * 25
    placed = 0
    for tile_id in tiles:
        free = [c for c in board.cells_of(tile(tile_id).colour.key) if layout[c] is None]
        if free and data.draw(st.booleans()):
            cell = data.draw(st.sampled_from(free))
            layout[cell] = (tile_id, data.draw(st.integers(0, tile(tile_id).shape.rotations - 1)))
            placed += 1
    assert score(layout, len(tiles) - placed).points <= best


def test_a_hint_is_commands_that_reach_the_best_score() -> None:
    state = table([board_a("""
1  B╵ r. g. y. p.
3  g. y. P┌ b. r.
""", tray="B╶ R╴ G╷ Y╵ P┘ G│ R│ B┼")], names=["Pink"])
    best = best_arrangement(state.board(0), state.owned(0)).score
    history = History(state, [Seat("Pink")])
    steps = hint(history.state, 0)
    assert steps and all(step.seat == 0 for step in steps)
    for step in steps:
        history.execute(step)
    assert history.state.scores() == (best,)
    assert hint(history.state, 0) == []
    assert draw(history.state, 0).count(".") == 25 - len(best_arrangement(state.board(0), state.owned(0)).placements)


def test_a_hint_moves_and_swaps_tiles_already_on_the_board() -> None:
    state = table([board_a("5  p. b. R╵ g. y.", tray="P╶ B╴")])
    Place(0, state.trays[0][0], 20, 1).apply(state)  # the pink terminal on A5, pointing E
    history = History(state, [Seat("Pink")])
    for step in hint(history.state, 0):
        history.execute(step)
    assert history.state.scores() == (best_arrangement(state.board(0), state.owned(0)).score,)
