"""The hand as a held fan: it always fits its panel, every card's name shows, the card under the pointer rises,
and the card being played lies over everything until it lands."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF

from microgames.games.remediate import cards as C
from microgames.games.remediate.table.look import name_rect
from tests.support.remediate_window import close_window, open_window, take_the_table, wait


def outline(item: Any, rect: Any = None) -> QPainterPath:
    """The scene outline of ``rect`` in the item (its whole card by default), turned as the item is."""
    path = QPainterPath()
    path.addPolygon(QPolygonF(item.mapToScene(rect if rect is not None else item.rect)))
    return path


def name_outline(item: Any) -> QPainterPath:
    shown = item.key[3] if len(item.key) > 3 else 1.0  # the part of its width its neighbour leaves in sight
    return outline(item, name_rect(item.rect, shown).adjusted(0, 0, 0, -item.rect.height() * 0.06))


def check_hand(table: Any, hand: list[int]) -> None:
    """Every hand card inside the hand's panel, each name clear of the cards over it, the attack on top."""
    g = table.geometry_
    items = [table.hand_items[card] for card in hand]
    assert all(item.isVisible() for item in items)
    for item in items:
        box = item.mapRectToScene(item.rect)
        assert g.hand.left() <= box.left() and box.right() <= g.hand.right() + 2, (box, g.hand)
    over_all = [*items]
    pending = table._pending_item
    if pending is not None:
        assert pending.isVisible() and all(pending.zValue() > item.zValue() for item in items)
        box = pending.mapRectToScene(pending.rect)
        assert box.right() <= g.hand.right() + 1
        over_all.append(pending)
    for item in items:
        name = name_outline(item)
        covering = [other for other in over_all if other is not item and other.zValue() > item.zValue()]
        assert not any(name.intersects(outline(other)) for other in covering), C.card_name(item.target[1])


def give_hand(state: Any, count: int, attack: str) -> int:
    """Seat 0 holds ``count`` genes, the last an attack; the cards come from the pool (the totals stay)."""
    card = next(c for c in state.pool if C.KIND_NAME[C.CARD_KIND[c]] == attack)
    state.pool.remove(card)
    while len(state.hands[0]) < count - 1:
        state.hands[0].append(state.pool.pop())
    while len(state.hands[0]) > count - 1:
        state.pool.append(state.hands[0].pop())
    state.hands[0].append(card)
    return card


@pytest.mark.parametrize("cards", [6, 7])
@pytest.mark.parametrize("size", [(1180, 800), (1024, 700)])
@pytest.mark.parametrize("people", [3, 6])
def test_a_long_hand_fits_shows_every_name_and_the_played_card_on_top(qtbot, cards: int, size: tuple[int, int],
                                                                      people: int) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person",) * people, 30 + cards, {"microbe_1": "Rhodococcus ruber"}, size=size)
    try:
        game = window.controller.game
        attack = give_hand(game.history.state, cards - 1, "Terephthalate Sensitivity")  # one more comes with the draw
        window.table.sync()
        take_the_table(qtbot, window)
        table = window.table
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_D)  # draws one: the hand now holds ``cards``
        wait(qtbot, window)
        hand = game.state.hands[0]
        assert len(hand) == cards and game.state.phase == "clone"
        check_hand(table, hand)
        item = table.hand_items[attack]
        where = item.mapToScene(name_rect(item.rect, item.key[3]).center())
        view = table.graphics_view
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(where))
        qtbot.waitUntil(lambda: game.state.phase == "target", timeout=5000)
        assert game.state.pending == attack
        wait(qtbot, window)
        assert table._pending_item is not None and table._pending_item.key[1] == attack
        check_hand(table, game.state.hands[0])
    finally:
        close_window(window)


def test_the_card_under_the_pointer_rises_over_its_neighbours(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person",) * 6, 41, {"microbe_1": "Rhodococcus ruber"}, size=(1024, 700))
    try:
        give_hand(window.controller.game.history.state, 7, "Chemotaxis")
        window.table.sync()
        take_the_table(qtbot, window)
        table = window.table
        hand = window.controller.game.state.hands[0]
        items = sorted((table.hand_items[card] for card in hand), key=lambda item: item.x())
        second = items[1]
        point = second.mapToScene(name_rect(second.rect, second.key[3]).center())
        view = table.graphics_view
        qtbot.mouseMove(view.viewport(), view.mapFromScene(point))
        qtbot.waitUntil(lambda: second.zValue() > max(item.zValue() for item in items if item is not second),
                        timeout=5000)
        away = QPointF(table.geometry_.seats[0].panel.center())
        qtbot.mouseMove(view.viewport(), view.mapFromScene(away))
        qtbot.waitUntil(lambda: second.zValue() < items[2].zValue(), timeout=5000)  # back in its place
    finally:
        close_window(window)
