"""Setting up the board by hand in the New Game dialog, as the rulebook starts: drag, turn over, or draw."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLineEdit

from microgames.engine.session import Game
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.table.assembly import BoardAssembly
from tests.support.microworld_table import seats


def _dialog(qtbot: Any) -> Any:
    from microgames.ui.app import make_application
    from microgames.ui.newgame import NewGameDialog

    make_application()
    dialog = NewGameDialog(RULES)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _at(point: QPointF) -> QPoint:
    return QPoint(round(point.x()), round(point.y()))


def test_assembling_the_board_by_hand_gives_the_code_the_game_is_built_from(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot)
    assembly = dialog.options_panel
    assert isinstance(assembly, BoardAssembly)
    code: QLineEdit = dialog.option_widgets["board"]
    picture = assembly.picture
    assert code.text() == "" and picture.board is None  # empty: drawn at the start, the hint says so
    assert dialog.setup().options["board"] == "random"  # the word the save keeps, never shown
    qtbot.mouseClick(picture, Qt.MouseButton.LeftButton, pos=_at(picture.quarter_centre(2)))  # turn Q3 over
    assert code.text() == "1A-2A-3B-4A" and picture.board is not None and picture.board.code == "1A-2A-3B-4A"
    start, end = picture.quarter_centre(0), picture.quarter_centre(3)  # drag element 1 onto quarter 4
    qtbot.mousePress(picture, Qt.MouseButton.LeftButton, pos=_at(start))
    for k in range(1, 5):
        qtbot.mouseMove(picture, _at(start + (end - start) * k / 4))
    qtbot.mouseRelease(picture, Qt.MouseButton.LeftButton, pos=_at(end))
    assert code.text() == "4A-2A-3B-1A"
    code.setText("2b-1a-4b-3a")  # typed: the picture follows
    assert picture.board is not None and picture.board.code == "2B-1A-4B-3A"
    qtbot.mouseClick(assembly.random_button, Qt.MouseButton.LeftButton)
    drawn = code.text()
    assert picture.board is not None and picture.board.code == drawn and drawn != "random"
    qtbot.mouseClick(assembly.at_start_button, Qt.MouseButton.LeftButton)
    assert code.text() == "" and picture.board is None and dialog.setup().options["board"] == "random"
    qtbot.mouseClick(assembly.random_button, Qt.MouseButton.LeftButton)
    drawn = code.text()
    dialog.accept()
    setup = dialog.setup()
    game = Game.new(RULES, seats(("person", "person")), 1, setup.options)
    assert game.state.setup.board.code == drawn  # the option a save keeps and a replay rebuilds


def test_a_code_that_names_no_board_is_named_beside_the_field_and_holds_start(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot)
    code: QLineEdit = dialog.option_widgets["board"]
    code.setText("1A-2A-3A-4A")
    drawn = dialog.options_panel.picture.board
    code.selectAll()
    qtbot.keyClicks(code, "5A-1A-2A-3A")  # typed over the code
    note = dialog.option_notes["board"]
    assert note.isVisible() and "1A-3B-2A-4B" in note.text()
    assert not dialog.start_button.isEnabled() and dialog.reason.text() == note.text()
    assert dialog.options_panel.picture.board is drawn  # the picture keeps the last board the code named
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert dialog.isVisible() and dialog.result() == 0  # still open, saying why
    code.setText("5A-1")  # still no board: still said
    assert note.isVisible() and not dialog.start_button.isEnabled()
    code.setText("1A-3B-2A-4B")  # mended: the line goes
    assert note.isHidden() and dialog.reason.isHidden() and dialog.start_button.isEnabled()


def test_a_scenario_ticks_its_rules_and_locks_the_boxes(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot)
    scenario: QComboBox = dialog.option_widgets["scenario"]
    boxes: dict[str, QCheckBox] = {c: dialog.option_widgets[f"rule_{c}"] for c in "abcdefgh"}
    qtbot.mouseClick(boxes["e"], Qt.MouseButton.LeftButton, pos=QPoint(8, boxes["e"].height() // 2))  # own ticks
    assert boxes["e"].isChecked()
    scenario.setCurrentIndex(scenario.findData("10"))  # rules A + B + C + H
    assert [c for c, box in boxes.items() if box.isChecked()] == ["a", "b", "c", "h"]
    assert not any(box.isEnabled() for box in boxes.values()) and dialog.option_widgets["target"].isEnabled()
    scenario.setCurrentIndex(scenario.findData("free"))
    assert [c for c, box in boxes.items() if box.isChecked()] == ["e"] and all(b.isEnabled() for b in boxes.values())
    assert not dialog.option_widgets["target"].isEnabled()  # no target tile without rule B


def test_a_dragged_element_moves_with_the_pointer_and_the_two_glide_into_place(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot)
    code: QLineEdit = dialog.option_widgets["board"]
    code.setText("1A-2A-3A-4A")
    picture = dialog.options_panel.picture
    start, end = picture.quarter_centre(1), picture.quarter_centre(2)
    qtbot.mousePress(picture, Qt.MouseButton.LeftButton, pos=_at(start))
    assert picture.dragged_centre() is None  # a press alone moves nothing (it may be a click)
    for k in range(1, 6):
        pointer = start + (end - start) * k / 5
        qtbot.mouseMove(picture, _at(pointer))
        centre = picture.dragged_centre()
        assert centre is not None and (centre - QPointF(_at(pointer))).manhattanLength() <= 2  # under the pointer
    before = picture.grab().toImage()
    qtbot.mouseMove(picture, _at(end + QPointF(6, 6)))
    assert picture.grab().toImage() != before  # and it is drawn there
    qtbot.mouseRelease(picture, Qt.MouseButton.LeftButton, pos=_at(end + QPointF(6, 6)))
    assert code.text() == "1A-3A-2A-4A" and picture.dragged_centre() is None
    assert picture.swapping is not None  # the two glide into each other's place
    qtbot.waitUntil(lambda: picture.swapping is None, timeout=5000)
    qtbot.mouseClick(picture, Qt.MouseButton.LeftButton, pos=_at(picture.quarter_centre(1)))  # a click still turns
    assert code.text() == "1A-3B-2A-4A"
