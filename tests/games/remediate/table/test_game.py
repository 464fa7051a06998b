"""The hot-seat hand-off of the Remediate table in the window, at the default settings."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.support.window import hand_over
from tests.support.remediate_window import check_scene, close_window, open_window, take_the_table, wait


def test_hot_seat_hides_the_table_and_shows_only_the_next_persons_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person", "person"), 6, {})
    try:
        game = window.controller.game
        table = window.table
        take_the_table(qtbot, window)
        assert table.context.viewer == 0
        qtbot.mouseClick(table.buttons["redraw"], Qt.MouseButton.LeftButton)  # asks first: it ends the turn
        assert game.state.turn == 0 and table.prompt.text().startswith("Redraw your whole hand?")
        assert not table.buttons["draw"].isVisible() and table.controls.yes.text() == "Redraw 4 genes"
        qtbot.mouseClick(table.controls.yes, Qt.MouseButton.LeftButton)
        assert game.state.turn == 1
        assert window.controller.handoff_pending == 1
        assert window.page.passing.isVisible() and table.isVisible()  # Ana sees her turn's end, then passes
        qtbot.mouseClick(window.page.passing.button, Qt.MouseButton.LeftButton)
        assert window.page.stack.currentWidget() is window.page.handoff  # Ben's hand is private: the cover
        hand_over(qtbot, window)
        wait(qtbot, window)
        assert table.context.viewer == 1
        shown = sorted(t[1] for _item, t in table.clickables() if t[0] == "hand")
        assert shown == sorted(game.state.hands[1])
        assert not set(shown) & set(game.state.hands[0])
        check_scene(window)  # the next person's turn is offered at once: prompt, buttons
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_D)  # the keys are not refused after the hand-off
        wait(qtbot, window)
        assert game.state.phase == "clone" and game.state.turn == 1
        qtbot.keyClick(table, Qt.Key.Key_S)
        wait(qtbot, window)
        assert game.state.phase == "act", window.statusBar().currentMessage()
    finally:
        close_window(window)
