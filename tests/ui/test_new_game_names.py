"""A name typed or pasted into New Game is the name the save keeps and the game reopens with."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from microgames.engine import saves
from microgames.games import registry


def test_a_pasted_name_is_kept_and_reopens(qtbot, make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    qtbot.mouseClick(window.launcher.cards["microworld"].button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    dialog.rows[0].name.setText("نیک‌نام")  # a Persian name with its zero-width non-joiner
    dialog.rows[1].name.setText("Ben\tLee 👨‍👩‍👧")  # a tab pasted from elsewhere, an emoji family
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None)
    assert [s.name for s in window.controller.game.seats] == ["نیک‌نام", "Ben Lee 👨‍👩‍👧"]
    path = tmp_path / "names.microgame"
    window.prompts.save_paths.append(path)
    window.save_as_action.trigger()
    again = saves.load(path, registry.get)
    assert [s.name for s in again.seats] == ["نیک‌نام", "Ben Lee 👨‍👩‍👧"]
