"""After the bots' turns the person reads what happened since their own last step, automatic events included
(a reshuffled pool, a cleaned environment, genes discarded on the change), in the events panel and the move log."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tests.support.remediate_window import close_window, open_window, wait


def test_a_reshuffle_during_the_bots_turns_is_in_the_summary(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person", "bot", "bot"), 12, {"microbe_1": "Rhodococcus ruber"}, size=(1180, 800))
    try:
        state: Any = window.controller.game.history.state
        state.discard.extend(state.pool[1:])  # one gene left in the pool: the first bot's draw reshuffles
        del state.pool[1:]
        state.discard.append(state.hands[0].pop())  # the person's hand stays within its limit of 4
        window.table.sync()
        wait(qtbot, window)
        table = window.table
        assert table.log_title.text() == "What happened"
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_D)  # the person draws the last gene
        wait(qtbot, window)
        qtbot.keyClick(table, Qt.Key.Key_S)  # skips cloning
        wait(qtbot, window)
        qtbot.keyClick(table, Qt.Key.Key_P)  # passes: the bots play
        game = window.controller.game
        qtbot.waitUntil(lambda: game.state.turn == 0 and table.context.acting_seat() == 0 and table.settled(),
                        timeout=30000)
        reshuffle = next(event for event in game.state.events if event.startswith("The gene pool is empty"))
        assert table.log_title.text() == "Since your last turn"
        html = table.log_text.toHtml()
        assert "The gene pool is empty" in table.log_text.toPlainText()
        bold = [line for line in html.split("<br />") if "font-weight" in line and "700" in line]
        assert any("The gene pool is empty" in line for line in bold), reshuffle  # among what is new to the person
    finally:
        close_window(window)


def test_when_the_panel_is_full_what_nothing_else_tells_stays() -> None:
    from microgames.games.remediate.table.lastturn import line_to_drop

    shown = list(range(10, 20))  # events 10 to 19; 14 on are new to the person; 12, 15 and 18 followed by themselves
    automatic = {12, 15, 18}
    order = []
    while len(shown) > 1:
        dropped = line_to_drop(shown, 14, automatic)
        order.append(dropped)
        shown.remove(dropped)
    assert order == [10, 11, 12, 13, 14, 16, 17, 19, 15]  # seen ones, then the players' steps, then the rest
