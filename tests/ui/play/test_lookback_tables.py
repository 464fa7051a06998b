"""Looking back in every game's table at the default animation speed: bots wait, nothing is lost, play goes on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry


@pytest.mark.parametrize("game_id", ["microworld", "remediate", "microchip"])
def test_looking_back_while_bots_play_keeps_every_move(qtbot, make_window, game_id: str) -> None:  # type: ignore[no-untyped-def]
    rules = registry.get(game_id)
    window = make_window()
    seats = tuple(Seat(f"Bot {n + 1}", "bot", "easy", rules.seat_colours[n]) for n in range(2))
    window.start_game(Game.new(rules, seats, 11), None)
    controller = window.controller
    controller.bot_budget = 0.02
    history = controller.game.history
    qtbot.waitUntil(lambda: history.index >= 4, timeout=15000)
    window.history_panel.setCurrentRow(1)
    controller.look_at(1)
    moves = history.index
    assert controller.context.state == history.state_at(1) and window.page.banner.isVisible()
    qtbot.wait(1200)  # a bot's pause is 350 ms: it would have moved by now
    assert history.index == moves == len(history.steps)
    window.look_later_action.trigger()
    assert controller.looking_at == 2
    window.table.sync()  # a sync at any moment, on an earlier position, is safe
    qtbot.mouseClick(window.page.banner.return_button, Qt.MouseButton.LeftButton)
    assert controller.looking_at is None and controller.context.state is history.state
    qtbot.waitUntil(lambda: history.index > moves, timeout=15000)  # and the bots play on
