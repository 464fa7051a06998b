"""New Game for Microchip: the Boards field takes only board letters, names a letter chosen twice or a count
that is not one per player beside it, and Start waits until the boards are mended."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from microgames.engine.session import Game
from microgames.games.microchip.rules import RULES
from microgames.ui.app import make_application
from microgames.ui.newgame import NewGameDialog


def _dialog(qtbot: Any) -> tuple[NewGameDialog, QLineEdit]:
    make_application()
    dialog = NewGameDialog(RULES)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    field = dialog.option_widgets["boards"]
    assert isinstance(field, QLineEdit)
    return dialog, field


def _type(qtbot: Any, field: QLineEdit, text: str) -> None:
    field.selectAll()
    qtbot.keyClicks(field, text)


def test_a_board_chosen_twice_is_named_and_start_waits(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog, field = _dialog(qtbot)
    assert dialog.count.value() == 2 and field.text() == "" and dialog.start_button.isEnabled()
    assert dialog.setup().options["boards"] == "random" and field.placeholderText().startswith("Empty: drawn at random")
    _type(qtbot, field, "AA")
    note = dialog.option_notes["boards"]
    assert note.isVisible() and note.text() == "Board A is chosen twice: each player needs a different board."
    assert not dialog.start_button.isEnabled()
    assert dialog.reason.isVisible() and dialog.reason.text() == note.text() == dialog.start_button.toolTip()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(field, Qt.Key.Key_Return)  # nor does Enter start it
    QApplication.processEvents()
    assert dialog.isVisible() and dialog.result() == 0
    _type(qtbot, field, "C")
    assert "1 board for 2 players" in note.text() and not dialog.start_button.isEnabled()
    qtbot.keyClicks(field, "a")  # lower case is the same board
    assert note.isHidden() and dialog.reason.isHidden() and dialog.start_button.isEnabled()
    dialog.count.setValue(3)  # a third player needs a third board
    assert "2 boards for 3 players" in note.text() and not dialog.start_button.isEnabled()
    dialog.count.setValue(2)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == 1 and not dialog.isVisible()
    setup = dialog.setup()
    assert setup.options == {"improve": True, "boards": "Ca"}
    assert Game.new(RULES, setup.seats, setup.seed, setup.options).state.board_letters == ("C", "A")


def test_the_field_takes_only_board_letters_or_random(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog, field = _dialog(qtbot)
    _type(qtbot, field, "A1Z-B")  # no board has those: the keys are refused
    assert field.text() == "AB" and dialog.start_button.isEnabled()
    _type(qtbot, field, "ABCDEA")  # never more letters than boards
    assert field.text() == "ABCDE" and "5 boards for 2 players" in dialog.option_notes["boards"].text()
    _type(qtbot, field, "rand")  # on the way to "random": said until it is
    assert not dialog.start_button.isEnabled()
    qtbot.keyClicks(field, "om")
    assert field.text() == "random" and dialog.start_button.isEnabled()  # the saves' own word is still taken
    field.clear()  # empty: drawn at random too, as the placeholder says
    assert dialog.start_button.isEnabled() and "random" in field.placeholderText()
