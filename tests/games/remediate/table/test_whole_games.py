"""Whole games of Remediate in the main window at the default settings, by gestures only, checked after each one."""

from __future__ import annotations

import pytest

from tests.support.remediate_window import close_window, open_window, play_to_the_end


@pytest.mark.parametrize(("people", "seed"), [(2, 18), (3, 16)])
def test_a_whole_hot_seat_game(qtbot, people: int, seed: int) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person",) * people, seed, {"environments": 1})
    try:
        handoffs: list[int] = []
        window.controller.handoff_needed.connect(handoffs.append)
        play_to_the_end(qtbot, window, cap=400)
        assert len(set(handoffs)) == people  # every person was handed the screen
        qtbot.waitUntil(lambda: window.results_dialog is not None, timeout=5000)
    finally:
        close_window(window)


def test_a_whole_game_against_a_medium_bot(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.games.remediate.table.results import ResultsTable

    window = open_window(qtbot, ("person", "bot"), 10, {"environments": 1})
    try:
        assert window.controller.game.seats[1].level == "medium"
        game = window.controller.game
        turn = [game.state.turn]
        bot_moves_flying: list[bool] = []

        def moved(event: str) -> None:  # runs after the table's own sync: its flights have started
            if event == "executed" and turn[0] == 1:
                bot_moves_flying.append(window.table.flights.busy())
            turn[0] = game.state.turn

        window.controller.context.changed.connect(moved)
        play_to_the_end(qtbot, window, cap=400)
        assert sum(bot_moves_flying) >= len(bot_moves_flying) // 2 > 0  # draws, clones, plastic: seen moving
        qtbot.waitUntil(lambda: window.results_dialog is not None, timeout=5000)
        dialog = window.results_dialog
        assert dialog.headline.text().endswith("wins!") or dialog.headline.text().startswith("A tie")
        details = dialog.findChild(ResultsTable)
        assert details is not None and len(details.rows) == 2
        assert [int(row[-1]) for row in details.rows] == list(game.state.scores())
    finally:
        close_window(window)
