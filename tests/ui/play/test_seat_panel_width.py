"""Six seats fit a 1024 px window whoever is thinking: a seat card's "thinking…" never widens the card, so it
never widens the window (it once pushed a 1024×700 window to 1036 px while a bot played, cutting off the
table's right edge)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from tests.support.random_play import new_game


def test_a_thinking_bot_never_widens_its_card_nor_the_window(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.start_game(new_game("remediate", 6, seed=4), None)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024)
    panel = window.page.seat_panel
    seen = []
    for seat in [-1, *range(6)]:
        panel.set_thinking(seat)
        for card in panel.cards:  # the layouts take in the new text now
            card.layout().invalidate()
            card.layout().activate()
        QApplication.processEvents()
        seen.append((tuple(card.minimumSizeHint().width() for card in panel.cards), window.minimumSizeHint().width()))
    assert panel.cards[5].turn.word == "thinking…" and panel.cards[5].turn.toolTip() == "thinking…"
    assert len(set(seen)) == 1 and seen[0][1] <= 1024


def test_the_status_word_is_shown_whole_or_not_at_all(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.start_game(new_game("remediate", 2, seed=4), None)
    qtbot.waitUntil(lambda: any(card.turn.word == "to play" for card in window.page.seat_panel.cards))
    card = next(card for card in window.page.seat_panel.cards if card.turn.word == "to play")
    assert card.turn.text() == "to play"  # two seats: room for it
    card.turn.resize(card.turn.fontMetrics().horizontalAdvance("to play") - 2, card.turn.height())
    card.turn.set_word("to play")  # (the panel may be behind the hand-off cover: no resize event then)
    assert card.turn.text() == "" and card.turn.toolTip() == "to play"


def test_six_seats_fit_1024_px_in_german_a_long_kind_cut_with_its_whole_in_the_tool_tip(
        qtbot: Any, make_window: Any) -> None:
    from microgames.engine.session import Game
    from microgames.games import registry
    from microgames.ui import language
    from tests.support.table_harness import seats_for

    window = make_window()
    language.speak("de")
    try:
        rules = registry.get("remediate")
        names = ("Ana", "B1", "B2", "B3", "B4", "B5")
        window.start_game(Game.new(rules, seats_for(rules, ("person",) + ("bot",) * 5, names), 4), None)
        window.resize(1024, 700)
        qtbot.waitUntil(lambda: window.width() == 1024)
        QApplication.processEvents()
        assert window.minimumSizeHint().width() <= 1024
        kinds = [card.kind for card in window.page.seat_panel.cards]
        bot = next(kind for kind in kinds if kind.whole.startswith("Computer"))
        assert bot.toolTip() == bot.whole and (bot.text() == bot.whole or bot.text().endswith("…"))
    finally:
        language.speak("en")
