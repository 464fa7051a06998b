"""New Game: the seed field is empty, a new deal, every time it opens; the last deal is only offered, to
repeat on purpose."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.support.window import start_pebbles


def test_the_seed_is_empty_on_the_next_opening_and_the_last_deal_is_offered(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, seed="42")
    assert window.game.seed == 42
    window.new_game("pebbles")
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.seed.text() == "" and dialog.seed.placeholderText() == "a new deal"
    assert dialog.repeat.isVisible() and not dialog.repeat.isChecked()
    assert dialog.repeat.text() == "Repeat the last deal (seed 42)"
    qtbot.mouseClick(dialog.repeat, Qt.MouseButton.LeftButton, pos=dialog.repeat.rect().center())
    assert dialog.seed.text() == "42"
    qtbot.mouseClick(dialog.repeat, Qt.MouseButton.LeftButton, pos=dialog.repeat.rect().center())
    assert dialog.seed.text() == ""  # a new deal again
    qtbot.mouseClick(dialog.repeat, Qt.MouseButton.LeftButton, pos=dialog.repeat.rect().center())
    qtbot.keyClicks(dialog.seed, "7")  # typed over: another deal, not the last one
    assert dialog.seed.text() == "427" and not dialog.repeat.isChecked()
    dialog.seed.clear()
    window.prompts.unsaved_answers.append("discard")  # the game in progress is given up
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game is not None and window.game.seed != 42)
    drawn = window.game.seed  # an empty field dealt anew: that deal is the one offered next time
    window.new_game("pebbles")
    dialog = window.new_game_dialog
    assert dialog.seed.text() == "" and dialog.repeat.text() == f"Repeat the last deal (seed {drawn})"
    dialog.reject()


def test_the_seed_stays_empty_without_a_game_before(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.new_game("pebbles")
    dialog = window.new_game_dialog
    assert dialog.seed.text() == "" and dialog.repeat.isHidden()
    assert dialog.setup().seed == dialog.setup().seed  # one deal per opening, whatever asks for it
    dialog.reject()
