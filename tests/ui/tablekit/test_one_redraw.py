"""One history event, one redraw: each game's table syncs once per move, in hot seat and against a bot.

Each move is counted while the history executes it: the syncs the move itself causes (nested
ones included), not the ones an animation makes when it lands later.
"""

from __future__ import annotations

import pytest

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from tests.support.window import play_first_legal

GAMES = ["microworld", "remediate", "microchip"]


def _syncs_per_move(window) -> list[int]:  # type: ignore[no-untyped-def]
    """The number of table syncs during each move executed from now on, in order."""
    table, history = window.table, window.controller.game.history
    counts: list[int] = []
    calls = [0]
    sync, execute = table.sync, history.execute

    def counted_sync() -> None:
        calls[0] += 1
        sync()

    def counted_execute(command):  # type: ignore[no-untyped-def]
        calls[0] = 0
        try:
            return execute(command)
        finally:
            counts.append(calls[0])

    table.sync = counted_sync  # the signals reach it through self.sync()
    history.execute = counted_execute  # people's moves and bots' moves alike
    return counts


@pytest.mark.parametrize("game_id", GAMES)
def test_hot_seat_moves_redraw_the_table_once(qtbot, make_window, game_id: str) -> None:  # type: ignore[no-untyped-def]
    rules = registry.get(game_id)
    window = make_window()
    seats = tuple(Seat(name, "person", None, rules.seat_colours[n]) for n, name in enumerate(("Ana", "Ben")))
    window.start_game(Game.new(rules, seats, 5), None)
    controller = window.controller
    qtbot.wait(100)  # the table is laid out and shown before the first person plays
    counts = _syncs_per_move(window)
    for _ in range(8):
        if controller.handoff_pending is not None:
            window.page.handoff.ready.emit()
        play_first_legal(window)
    assert counts == [1] * 8, f"{game_id}: syncs per move {counts}"


@pytest.mark.parametrize("game_id", GAMES)
def test_moves_against_a_bot_redraw_the_table_once(qtbot, make_window, game_id: str) -> None:  # type: ignore[no-untyped-def]
    rules = registry.get(game_id)
    window = make_window()
    seats = (Seat("Ana", "person", None, rules.seat_colours[0]), Seat("Bot", "bot", "easy", rules.seat_colours[1]))
    window.start_game(Game.new(rules, seats, 7), None)
    controller = window.controller
    controller.bot_budget = 0.02
    history = controller.game.history
    qtbot.wait(100)  # the table is laid out and shown before the person plays
    counts = _syncs_per_move(window)
    for _ in range(5):
        qtbot.waitUntil(lambda: controller.context.acting_seat() is not None or history.state.is_over(),
                        timeout=15000)
        if history.state.is_over():
            break
        play_first_legal(window)
    qtbot.waitUntil(lambda: controller.context.acting_seat() is not None or history.state.is_over(), timeout=15000)
    bot_moves = sum(1 for step in history.steps if step.seat == 1)
    assert bot_moves >= 2 and len(counts) >= 7
    assert counts == [1] * len(counts), f"{game_id}: syncs per move {counts}"
