"""Open Recent, Save, Undo and Redo are always current, and a finished game's save holds its ending."""

from __future__ import annotations

from pathlib import Path

import pytest

from microgames.engine import saves
from microgames.engine.history import UndoPolicy
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from microgames.ui.launcher.recent import peek
from tests.support.window import start_pebbles


def test_open_recent_is_enabled_right_after_the_first_save(qtbot, make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    assert not window.recent_menu.isEnabled()  # no saves yet
    start_pebbles(qtbot, window)
    path = tmp_path / "first.microgame"
    window.prompts.save_paths.append(path)
    window.save_as_action.trigger()
    assert window.recent_menu.isEnabled()
    assert [a.text() for a in window.recent_menu.actions()][:1] == ["first.microgame"]


def test_undo_is_disabled_and_plain_where_strict_undo_would_refuse(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(undo_policy=UndoPolicy.STRICT)
    rules = registry.get("remediate")
    seats = tuple(Seat(n, "person", None, rules.seat_colours[i]) for i, n in enumerate(("Ana", "Ben")))
    window.start_game(Game.new(rules, seats, 4, policy=UndoPolicy.STRICT), None)
    context = window.controller.context
    if window.controller.handoff_pending is not None:
        window.page.handoff.ready.emit()
    draw = next(c for c in context.state.legal_commands(context.acting_seat()) if type(c).__name__ == "Draw")
    assert context.submit(draw)  # a draw reveals cards: strict undo never takes it back
    assert not window.undo_action.isEnabled()
    assert window.undo_action.text() == "Undo"
    assert "Strict undo" in window.undo_action.toolTip()


@pytest.mark.parametrize("game_id", ["microworld", "microchip"])
def test_a_finished_game_is_saved_in_its_file_and_listed_as_finished(qtbot, make_window, tmp_path: Path,
                                                                      game_id: str) -> None:  # type: ignore[no-untyped-def]
    rules = registry.get(game_id)
    window = make_window()
    seats = tuple(Seat(f"Bot {n + 1}", "bot", "easy", rules.seat_colours[n]) for n in range(2))
    path = tmp_path / "mid.microgame"
    played = Game.new(rules, seats, 21)
    while not played.state.is_over():  # a whole game, to know how long it is
        state = played.history.state
        played.history.execute(state.legal_commands(state.awaiting()[0])[0])
    game = Game.new(rules, seats, 21)
    for step in played.history.applied()[:-3]:  # the file is saved a few moves before the end
        game.history.execute_macro(step.label, step.commands)
    saves.save(game, path)
    window.open_file(path)
    controller = window.controller
    controller.bot_budget = 0.01
    qtbot.waitUntil(lambda: controller.game.state.is_over(), timeout=60000)
    qtbot.waitUntil(lambda: controller.game.history.is_clean, timeout=5000)
    assert not controller.modified  # closing has nothing to ask
    reopened = saves.load(path, registry.get)
    assert reopened.state.is_over() and reopened.history.index == controller.game.history.index
    summary = peek(path)
    assert summary is not None and summary.finished
    assert "finished after" in summary.describe(rules.title)
