"""New Game for Remediate: only the seats in play have a microbe to pick, on their own row; seats are named
after their colours; two seats on one microbe are named as they are picked and hold Start back."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from microgames.engine.game import GameRules
from microgames.engine.session import Game
from microgames.games.remediate import cards as C
from microgames.games.remediate.rules import RULES
from microgames.ui.app import make_application
from microgames.ui.newgame import NewGameDialog


def _dialog(qtbot: Any, rules: GameRules = RULES) -> NewGameDialog:
    make_application()
    dialog = NewGameDialog(rules)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_only_the_seats_in_play_offer_a_microbe_and_names_follow_colours(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.games.microchip.rules import RULES as MICROCHIP

    dialog = _dialog(qtbot)
    dialog.count.setValue(2)

    def offered() -> list[int]:
        return [n for n in range(1, 7) if dialog.option_widgets[f"microbe_{n}"].isVisible()]

    assert offered() == [1, 2]
    grid = dialog.grid  # each microbe on its seat's row, under a "Microbe" heading
    assert grid.itemAtPosition(0, 4).widget().text() == "Microbe"
    assert grid.itemAtPosition(3, 4).widget() is dialog.option_widgets["microbe_2"]
    assert dialog.option_widgets["environments"].isVisible()
    dialog.count.setValue(4)
    assert offered() == [1, 2, 3, 4]
    setup = dialog.setup()
    assert [seat.name for seat in setup.seats] == ["Red", "Blue", "Green", "Yellow"]
    row = dialog.rows[1]
    row.colour.setCurrentIndex(row.colour.findData("#8a5ad6"))
    assert row.name.text() == "Purple"  # an untouched name follows the colour
    row.name.setText("Ben")
    row.colour.setCurrentIndex(row.colour.findData("#d65fa6"))
    assert row.name.text() == "Ben"  # a name the player typed stays
    chip = _dialog(qtbot, MICROCHIP)
    assert [chip.rows[k].name.text() for k in range(2)] == ["Blue", "Red"]  # the same naming in Microchip
    assert [chip.rows[k].colour.currentData() for k in range(2)] == ["#3a78d8", "#d64545"]


def _pick(qtbot: Any, combo: QComboBox, text: str) -> None:
    """Step through a drop-down list with the arrow keys to one of its entries, as a player may."""
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.findText(text)):
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == text


def test_two_seats_on_one_microbe_are_named_beside_the_second_and_hold_start(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot)
    dialog.count.setValue(3)
    first, second, third = (dialog.option_widgets[f"microbe_{n}"] for n in (1, 2, 3))
    _pick(qtbot, first, "Escherichia coli")
    _pick(qtbot, third, "Escherichia coli")
    assert first.currentData() == third.currentData() == "Escherichia coli"
    note = dialog.rows[2].note  # under the third seat's row, naming who has it
    assert note.isVisible() and note.text() == "Red already plays Escherichia coli: pick another microbe, or Random."
    assert dialog.rows[0].note.isHidden() and dialog.rows[1].note.isHidden()
    assert not dialog.start_button.isEnabled()
    assert dialog.reason.isVisible() and dialog.reason.text() == note.text() == dialog.start_button.toolTip()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.result() == 0
    assert second.currentData() == "random"  # any number of seats may leave it to chance
    _pick(qtbot, third, "Rhodococcus ruber")  # mended: the line goes and Start is back
    assert note.isHidden() and dialog.reason.isHidden() and dialog.start_button.isEnabled()
    assert dialog.start_button.toolTip() == ""
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == 1 and not dialog.isVisible()
    setup = dialog.setup()
    assert [setup.options[f"microbe_{n}"] for n in (1, 2, 3)] == ["Escherichia coli", "random", "Rhodococcus ruber"]
    state = Game.new(RULES, setup.seats, setup.seed, setup.options).state
    assert [state.microbes[k] for k in (0, 2)] == [C.MICROBE_BY_NAME["Escherichia coli"],
                                                   C.MICROBE_BY_NAME["Rhodococcus ruber"]]


def test_a_seat_out_of_play_keeps_no_claim_on_its_microbe(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot)
    dialog.count.setValue(3)
    _pick(qtbot, dialog.option_widgets["microbe_1"], "Escherichia coli")
    _pick(qtbot, dialog.option_widgets["microbe_3"], "Escherichia coli")
    assert not dialog.start_button.isEnabled()
    dialog.count.setValue(2)  # the third seat leaves: nothing clashes any more
    assert dialog.start_button.isEnabled() and dialog.rows[2].note.isHidden()


def test_the_dialog_fits_a_1024_by_700_window_at_six_players_and_shrinks_with_fewer(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Opened over the main window at 1024×700 (its font follows the window's size), as the player opens it."""
    from microgames.ui.mainwindow import MainWindow
    from microgames.ui.preferences import Preferences
    from tests.support.window import FakePrompts

    make_application()
    window = MainWindow(Preferences())
    window.prompts = FakePrompts()
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    window.new_game("remediate")
    dialog = window.new_game_dialog
    qtbot.waitExposed(dialog)
    heights: dict[int, int] = {}
    for count in (2, 3, 4, 5, 6, 5, 4, 3, 2):
        dialog.count.setValue(count)
        qtbot.waitUntil(lambda: dialog.height() == dialog.heightForWidth(dialog.width()), timeout=5000)
        assert heights.setdefault(count, dialog.height()) == dialog.height(), count  # the same going up or down
    assert heights[6] <= 700 - 40  # under the window's height, with room for a title bar
    assert heights[2] < heights[3] < heights[4] < heights[5] < heights[6]
    dialog.reject()
