"""A status line belongs to its moment: after a move, a return from looking back, a bot's move or an
undo, nothing said about the earlier position stays up (every game, default preferences)."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import Qt

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from tests.support.window import play_first_legal

GAMES = ["microworld", "remediate", "microchip"]


def _hot_seat(make_window, game_id: str):  # type: ignore[no-untyped-def]
    rules = registry.get(game_id)
    window = make_window()
    seats = tuple(Seat(name, "person", None, rules.seat_colours[n]) for n, name in enumerate(("Ana", "Ben")))
    window.start_game(Game.new(rules, seats, 3), None)
    return window


@pytest.mark.parametrize("game_id", GAMES)
def test_a_prompt_goes_when_the_move_is_made_and_after_undo(qtbot, make_window, game_id: str) -> None:  # type: ignore[no-untyped-def]
    window = _hot_seat(make_window, game_id)
    bar = window.statusBar()
    play_first_legal(window)
    window.controller.context.tell("Move opponent's pawn: click one of the lit cells.")
    assert bar.currentMessage().startswith("Move opponent's pawn")
    play_first_legal(window)
    assert bar.currentMessage() == ""
    window.controller.context.tell("Pick a lit cell.")
    window.undo_action.trigger()
    assert "Pick a lit cell." not in bar.currentMessage()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_looking_back_line_goes_on_return(qtbot, make_window, game_id: str) -> None:  # type: ignore[no-untyped-def]
    window = _hot_seat(make_window, game_id)
    for _ in range(3):
        play_first_legal(window)
    if window.controller.handoff_pending is not None:
        window.page.handoff.ready.emit()
    window.controller.look_at(1)
    assert window.statusBar().currentMessage().startswith("Looking back")
    qtbot.mouseClick(window.page.banner.return_button, Qt.MouseButton.LeftButton)
    assert window.controller.looking_at is None
    assert window.statusBar().currentMessage() == ""


@pytest.mark.parametrize("game_id", GAMES)
def test_a_refusal_goes_when_the_bot_has_moved(qtbot, make_window, game_id: str) -> None:  # type: ignore[no-untyped-def]
    rules = registry.get(game_id)
    window = make_window()
    seats = (Seat("Bot", "bot", "easy", rules.seat_colours[0]), Seat("Ana", "person", None, rules.seat_colours[1]))
    window.start_game(Game.new(rules, seats, 9), None)
    controller = window.controller
    history = controller.game.history
    context = controller.context
    if context.acting_seat() is not None:  # the person plays first here: let the bot have a turn
        play_first_legal(window)
    # a move tried while the bot thinks (Microchip people may arrange meanwhile, so its refusal is the rules')
    assert not context.submit(attrs.evolve(history.state.legal_commands(0)[0], seat=1))
    refusal = window.statusBar().currentMessage()
    assert refusal == "Please wait: it is not your turn yet." or (game_id == "microchip" and refusal)
    moves = history.index
    qtbot.waitUntil(lambda: history.index > moves, timeout=15000)
    assert window.statusBar().currentMessage() != refusal
