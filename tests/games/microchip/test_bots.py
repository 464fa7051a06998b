"""Microchip bots within budget: solves are anytime, a tiny budget buys little search, seeded choices repeat."""

from __future__ import annotations

import time

import pytest

from microgames.engine.rng import Rng
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games.microchip.boards import CELLS, boards
from microgames.games.microchip.bots import MIN_SOLVE, make_bot
from microgames.games.microchip.commands import Draft
from microgames.games.microchip.rules import RULES
from microgames.games.microchip.scoring import score
from microgames.games.microchip.solver import STAND_IN_WORK, best_arrangement
from microgames.games.microchip.tiles import tile


def test_a_limited_solve_gives_a_real_arrangement_and_keeps_the_bound() -> None:
    tiles = Rng(5).sample(range(60), 18)
    board = boards()["A"]
    exact = best_arrangement(board, tiles)
    assert exact.proven and exact.states > 2000 and exact.upper == exact.score
    quick = best_arrangement(board, tiles, 200)
    assert not quick.proven and quick.states <= 201
    layout = [quick.placements.get(cell) for cell in range(CELLS)]
    assert score(layout, len(tiles) - len(quick.placements)).points == quick.score
    assert all(board.colour(cell) == tile(t).colour.key for cell, (t, _) in quick.placements.items())
    assert quick.score <= exact.score <= quick.upper


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_tiny_budget_caps_every_decision(level: str) -> None:
    seats = [Seat(f"S{i}", "bot", level) for i in range(2)]
    game = Game.new(RULES, seats, 11)
    bots = [make_bot(level, seat, 40 + seat) for seat in range(2)]
    drafts = 0
    while not game.state.is_over():
        seat = game.state.awaiting()[0]
        began = time.perf_counter()
        command = bots[seat].choose(game.state.view(seat), 0.001)
        assert time.perf_counter() - began < 2.0  # generous: the cap is in search states
        if isinstance(command, Draft):
            drafts += 1
            assert bots[seat].effort <= 6 * (MIN_SOLVE + STAND_IN_WORK)
        assert bots[seat].solve_limit == MIN_SOLVE
        game.history.execute(command)
    assert drafts > 20


def test_a_seeded_bot_chooses_the_same_and_leaves_its_view_alone() -> None:
    """Nothing is hidden in Microchip, so the view is the whole table; the search is counted in
    states, so a fresh bot with the same seed repeats its choice (caches warm or cold)."""
    game = Game.new(RULES, [Seat(f"S{i}", "bot", "hard") for i in range(2)], 4)
    for _ in range(6):
        seat = game.state.awaiting()[0]
        view = game.state.view(seat)
        first = make_bot("hard", seat, 9).choose(view, 0.001)
        assert view == game.state.view(seat)
        assert make_bot("hard", seat, 9).choose(game.state.view(seat), 0.001) == first
        game.history.execute(first)
