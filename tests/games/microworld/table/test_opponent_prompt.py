"""Score opponent pawns at a loss: the table asks first, through the window's prompts; No changes nothing."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.session import Game
from microgames.games.microworld.commands import UseGene
from microgames.games.microworld.genes import OPPONENT
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.state import AFTER
from tests.support.microworld_people import settle
from tests.support.microworld_table import seats


def _game_where_opponent_pawns_give(fewer: bool) -> Game:
    """A hot-seat game played at random up to a turn where Score opponent pawns would give ``fewer`` (or more)
    points than the placement's own (the same game every run: the seeds and the random play are fixed)."""
    for seed in range(200):
        game = Game.new(RULES, seats(("person", "person")), seed, {})
        history, rng = game.history, random.Random(seed)
        while not history.state.is_over():
            state = history.state
            seat = state.awaiting()[0]
            legal = state.legal_commands(seat)
            if state.phase == AFTER and UseGene(seat, OPPONENT) in legal:
                scored, instead = state.opponent_count()
                if (instead < scored) if fewer else (instead > scored):
                    return game
            history.execute(rng.choice([c for c in legal if c != UseGene(seat, OPPONENT)]))
    raise AssertionError("no such game")


def test_a_use_that_lowers_the_points_is_asked_first(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    game = _game_where_opponent_pawns_give(fewer=True)
    window.start_game(game, None)
    settle(qtbot, window)
    table = window.table
    state = game.history.state
    seat = state.active
    scored, instead = state.opponent_count()
    row = next(r for r in table.panel.token_rows if r.isVisible() and r.token == OPPONENT)
    before, steps = list(state.points), len(game.history.steps)
    prompts = window.prompts
    prompts.confirm_answers = [False]
    qtbot.mouseClick(row.use, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert prompts.asked_confirm == [f"This gives you {instead} point{'s' if instead != 1 else ''} instead of "
                                     f"{scored}: use it anyway?"]
    assert len(game.history.steps) == steps and list(game.history.state.points) == before  # refused: nothing
    assert OPPONENT in game.history.state.hand[seat]
    prompts.confirm_answers = [True]
    qtbot.mouseClick(row.use, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert len(prompts.asked_confirm) == 2
    after = game.history.state
    assert OPPONENT in after.used[seat]
    assert after.points[seat] == before[seat] - (scored - instead)
    assert (seat, instead - scored, "Score opponent pawns") in after.scored
    assert table.track.scores[seat] == after.scores()[seat]  # the marker walks back


def test_a_use_that_gives_more_points_is_not_asked(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    game = _game_where_opponent_pawns_give(fewer=False)
    window.start_game(game, None)
    settle(qtbot, window)
    seat = game.history.state.active
    before = game.history.state.points[seat]
    scored, instead = game.history.state.opponent_count()
    row = next(r for r in window.table.panel.token_rows if r.isVisible() and r.token == OPPONENT)
    qtbot.mouseClick(row.use, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.prompts.asked_confirm == []
    after = game.history.state
    assert OPPONENT in after.used[seat] and after.points[seat] >= before + instead - scored
