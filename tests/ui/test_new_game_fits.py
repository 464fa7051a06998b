"""New Game in German, the longest of the app's languages, at every game's most seats in a 1024×700 window:
each seat's choices show whole ("Mittel – spielt gelegentlich"), closed and in their open list, and the dialog
stays inside the window."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox

from microgames.games import registry


def _open_german_dialog(qtbot: Any, make_window: Any, speak: Any, game_id: str) -> Any:
    """The New Game dialog of ``game_id`` in German in a 1024×700 window, with its most seats."""
    speak("de")
    window = make_window()
    window.resize(1024, 700)
    qtbot.mouseClick(window.launcher.cards[game_id].button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    dialog.count.setValue(dialog.rules.max_seats)
    qtbot.waitUntil(lambda: all(row.level.isVisible() for row in dialog.rows[: dialog.rules.max_seats]))
    return dialog


def _text_room(combo: QComboBox) -> int:
    """The width the closed combo gives its chosen item's text: its field, without the frame and the arrow."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo).width()


@pytest.mark.parametrize("game_id", [entry.id for entry in registry.all_games()])
def test_every_choice_of_every_seat_reads_whole_in_german(qtbot: Any, make_window: Any, speak: Any,
                                                          game_id: str) -> None:
    dialog = _open_german_dialog(qtbot, make_window, speak, game_id)
    for row in dialog.rows[: dialog.rules.max_seats]:
        for combo in (row.kind, row.level):
            longest = max(combo.fontMetrics().horizontalAdvance(combo.itemText(i)) for i in range(combo.count()))
            assert combo.width() >= combo.sizeHint().width() and combo.width() > longest, combo.currentText()
    assert dialog.frameGeometry().width() <= 1024
    dialog.reject()


@pytest.mark.parametrize("game_id", [entry.id for entry in registry.all_games()])
def test_each_level_fits_its_closed_combo_and_its_open_list_in_german(qtbot: Any, make_window: Any, speak: Any,
                                                                       game_id: str) -> None:
    dialog = _open_german_dialog(qtbot, make_window, speak, game_id)
    per_seat = [dialog.option_widgets[key] for key in dialog.seat_options]
    combos = [row.level for row in dialog.rows[: dialog.rules.max_seats]]
    combos += [widget for widget in per_seat if isinstance(widget, QComboBox) and widget.isVisible()]
    assert any("Mittel" in combo.itemText(i) for combo in combos for i in range(combo.count()))  # German indeed
    for combo in combos:
        room = _text_room(combo)
        for i in range(combo.count()):
            text = combo.itemText(i)
            assert combo.fontMetrics().horizontalAdvance(text) <= room, (text, room)
        combo.showPopup()
        qtbot.waitUntil(combo.view().isVisible)
        view = combo.view()
        for i in range(combo.count()):  # the open list gives each item at least the closed field's room
            assert view.fontMetrics().horizontalAdvance(combo.itemText(i)) <= room <= view.viewport().width()
        combo.hidePopup()
    dialog.reject()
