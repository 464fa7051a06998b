"""New Game in German, the longest of the app's languages, at every game's most seats in a 1024×700 window:
each seat's choices show whole ("Mittel – spielt gelegentlich") and the dialog stays inside the window."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from microgames.games import registry


@pytest.mark.parametrize("game_id", [entry.id for entry in registry.all_games()])
def test_every_choice_of_every_seat_reads_whole_in_german(qtbot: Any, make_window: Any, speak: Any,
                                                          game_id: str) -> None:
    speak("de")
    window = make_window()
    window.resize(1024, 700)
    qtbot.mouseClick(window.launcher.cards[game_id].button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    dialog.count.setValue(dialog.rules.max_seats)
    qtbot.waitUntil(lambda: all(row.level.isVisible() for row in dialog.rows[: dialog.rules.max_seats]))
    for row in dialog.rows[: dialog.rules.max_seats]:
        for combo in (row.kind, row.level):
            longest = max(combo.fontMetrics().horizontalAdvance(combo.itemText(i)) for i in range(combo.count()))
            assert combo.width() >= combo.sizeHint().width() and combo.width() > longest, combo.currentText()
    assert dialog.frameGeometry().width() <= 1024
    dialog.reject()
