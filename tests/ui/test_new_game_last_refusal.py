"""New Game: nothing closes the dialog on a refusal. A setup the checks let through but the game refuses at
the last moment keeps the dialog open with the reason beside Start, instead of an error after it closed."""

from __future__ import annotations

import attrs
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def test_a_last_moment_refusal_keeps_the_dialog_open_with_the_reason(qtbot, make_window, pebbles, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from microgames.games import registry

    def refuse(*_: object) -> None:
        raise ValueError("the pile is lost")

    monkeypatch.setattr(registry, "get", lambda game_id: attrs.evolve(pebbles, new_state=refuse))
    window = make_window()
    window.new_game("pebbles")
    dialog = window.new_game_dialog
    assert dialog.start_button.isEnabled()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert dialog.isVisible() and dialog.result() == 0 and window.game is None
    assert dialog.reason.isVisible() and dialog.reason.text() == "Cannot start: the pile is lost"
    assert window.prompts.errors == []
    dialog.reject()
