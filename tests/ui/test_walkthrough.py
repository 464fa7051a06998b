"""The shell as a person uses it: launcher, New Game, a move, Ctrl+Z, save, close, reopen."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.support.window import click_table_item, start_pebbles


def press(qtbot, window, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.ControlModifier) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()  # the dialog that just closed had the focus
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.table or window.launcher, key, modifiers)
    QApplication.processEvents()


def test_launcher_new_game_move_undo_save_close_reopen(qtbot, make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    assert window.pages.currentWidget() is window.launcher
    assert window.launcher.cards["pebbles"].button.isEnabled()

    start_pebbles(qtbot, window, names=("Ana", "Ben"))
    game = window.game
    assert [s.name for s in game.seats] == ["Ana", "Ben"] and game.seed == 42
    pile = game.state.pile
    assert not window.isWindowModified()

    click_table_item(qtbot, window.table, window.table.buttons["take2"])
    assert game.state.pile == pile - 2 and game.state.taken == [2, 0]
    assert window.isWindowModified() and "[*]" in window.windowTitle()
    assert window.undo_action.text() == "Undo Seat 1 takes 2"
    assert window.log_dock.widget().count() == 1

    press(qtbot, window, Qt.Key.Key_Z)
    assert game.history.index == 0 and game.state.pile == pile
    assert window.redo_action.text() == "Redo Seat 1 takes 2"

    click_table_item(qtbot, window.table, window.table.buttons["take3"])
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    expected = game.state.clone()
    assert expected.taken == [3, 1]

    target = tmp_path / "pebbles game.microgame"
    window.prompts.save_paths.append(target)
    press(qtbot, window, Qt.Key.Key_S)
    assert target.is_file() and not window.isWindowModified()

    press(qtbot, window, Qt.Key.Key_W)
    assert window.controller is None and window.pages.currentWidget() is window.launcher
    assert window.prompts.asked_unsaved == []  # it was saved: no question

    recent = window.launcher.recent_buttons
    assert len(recent) == 1 and "pebbles game" in recent[0].text()
    qtbot.mouseClick(recent[0], Qt.MouseButton.LeftButton)
    assert window.controller is not None and window.controller.file == target.resolve()
    assert window.game.state == expected
    assert window.game.history.labels() == ["Seat 1 takes 3", "Seat 2 takes 1"]
    assert not window.isWindowModified()
