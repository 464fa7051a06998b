"""Six people around one screen read every card: the smallest name or number on screen, measured, and no panel overlaps.

A card's name or number is measured as it reaches the screen: the font's point
size times the scale from the item to the view's pixels. The rules texts of the
cards are left out (they are read enlarged, on hover).
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.table.items import PictureItem
from microgames.games.remediate.table.panels import ability_text, slot_rects
from tests.support.remediate_window import close_window, open_window, take_the_table

RULES_TEXTS = set(C.KIND_TEXT) | set(C.MICROBE_TEXT)


class Recorder(QPainter):
    """A painter that notes every text drawn through it with its point size."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple[str, float]] = []

    def drawText(self, *args: Any) -> None:  # type: ignore[override]
        text = next(a for a in reversed(args) if isinstance(a, str))
        self.texts.append((text.replace("\u00ad", "").replace("\u200b", ""), self.font().pointSizeF()))
        super().drawText(*args)


def prepare(state: Any) -> None:
    """Cloned genes on every microbe (more on later seats), plastic in every stash, recycle cards on most.

    The first microbe resists radiation for good, as Bacillus subtilis may choose (its head shows it).
    """
    state.resistance_pick[0] = C.HAZARDS.index("radiation")
    for seat in range(state.seats):
        for gene_type in (C.REMEDIATION, C.SUPPORT, C.ATTACK, C.DEFENCE, C.RESISTANCE)[:2 + seat % 4]:
            card = next((c for c in state.pool if C.CARD_TYPE[c] == gene_type), None)
            if card is not None and len(E.slot_cards(state, seat, gene_type)) < E.slot_size(state, seat, gene_type):
                state.pool.remove(card)
                state.cloned[seat].append(card)
        state.supply -= 3 + 2 * seat
        state.stash[seat] += 3 + 2 * seat
        for pile in range(seat % 3 + 1):
            state.piles[pile] -= 1
            state.recycled[seat][pile] += 1


def screen_scale(item: QGraphicsItem, view: Any) -> float:
    """How many pixels one unit of the item covers on screen (rotation aside)."""
    t = item.deviceTransform(view.viewportTransform())
    return math.hypot(t.m11(), t.m12())


def smallest_texts(table: Any) -> list[tuple[float, str]]:
    """(on-screen points, text) of every card name and number and every label on the table, smallest first."""
    view = table.graphics_view
    found: list[tuple[float, str]] = []
    for item in table.scene.items():
        if not item.isVisible() or item is table.zoom.item:
            continue
        scale = screen_scale(item, view)
        if isinstance(item, QGraphicsSimpleTextItem) and item.text():
            found.append((item.font().pointSizeF() * scale, item.text()))
        elif isinstance(item, PictureItem) and item.draw is not None:
            image = QImage(4, 4, QImage.Format.Format_ARGB32)
            painter = Recorder(image)
            item.draw(painter, item.rect)
            painter.end()
            found += [(size * scale, text) for text, size in painter.texts
                      if text.strip() and text not in RULES_TEXTS and not text.startswith("Acts as")]
    return sorted(found)


def seat_items(table: Any, seat: int) -> list[QRectF]:
    """What a microbe's panel shows: its marker, name, score, tally and every slot."""
    items: list[QGraphicsItem] = [table.seat_markers[seat], table.seat_names[seat], table.seat_scores[seat],
                                  table.seat_holdings[seat]]
    items += [item for item, target in table.clickables() if target[0] in ("slot", "cloned") and target[1] == seat]
    return [item.mapRectToScene(item.rect) if isinstance(item, PictureItem) else item.sceneBoundingRect()
            for item in items]


def show_prepared(qtbot: Any, window: Any) -> None:
    """The prepared genes on the table, the first person looking (past the hand-off screen)."""
    prepare(window.controller.game.history.state)
    window.table.sync()
    take_the_table(qtbot, window)


@pytest.mark.parametrize("count", [2, 4, 6])
def test_every_name_and_number_reads_at_9_points_in_a_1180_by_800_window(qtbot, count: int) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person",) * count, 8, {}, size=(1180, 800))
    try:
        show_prepared(qtbot, window)
        table = window.table
        texts = smallest_texts(table)
        assert texts[0][0] >= 9.0, texts[:5]
        assert any(name == C.card_name(window.controller.game.state.cloned[count - 1][0]) for _pt, name in texts)
        panels = [sg.panel for sg in table.geometry_.seats]
        for seat, panel in enumerate(panels):
            for rect in seat_items(table, seat):
                assert panel.contains(rect), (seat, rect)
            assert not any(panel.intersects(other) for other in panels[seat + 1:])
            if table.geometry_.compact:  # the head: name, tally, score side by side
                name, score = table.seat_names[seat].sceneBoundingRect(), table.seat_scores[seat].sceneBoundingRect()
                tally = table.seat_holdings[seat].mapRectToScene(table.seat_holdings[seat].rect)
                assert name.right() <= tally.right() - tally_drawn(table, seat) and tally.right() <= score.left()
                assert table.seat_holdings[seat].key[-1] == window.controller.game.state.resistance_pick[seat]
                ability = table.seat_abilities[seat]  # the ability clear of the genes, where it fits
                state = window.controller.game.state
                if ability.isVisible():
                    line = ability.sceneBoundingRect()
                    assert panel.contains(line)
                    assert not any(line.intersects(r) for r in slot_rects(table.geometry_, state, seat))
                    assert ability_text(state, seat).startswith(ability.text().replace("\n", " ").rstrip(" …"))
        if table.geometry_.compact:
            assert any(line.isVisible() for line in table.seat_abilities)  # abilities read without pointing
        if count == 6:  # a chip enlarges to its whole card
            chip = next(item for item, target in table.clickables() if target[0] == "cloned")
            qtbot.mouseMove(table.graphics_view.viewport(),
                            table.graphics_view.mapFromScene(chip.mapRectToScene(chip.rect).center()))
            qtbot.waitUntil(table.zoom.item.isVisible, timeout=2000)
            zoomed = table.zoom.item.rect
            assert abs(zoomed.width() / zoomed.height() - 0.72) < 0.01 and zoomed.width() >= 200
    finally:
        close_window(window)


def tally_drawn(table: Any, seat: int) -> float:
    """How wide the tally of hand, stash and recycle cards is drawn (from its right end)."""
    from microgames.games.remediate.table.tiles import tally_width

    state = table.context.state
    return tally_width(len(state.hands[seat]), state.stash[seat], tuple(state.recycled[seat]),
                       table.seat_holdings[seat].rect.height(), state.resistance_pick[seat])


def test_the_smallest_text_at_1024_by_700_is_8_points(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person",) * 6, 8, {}, size=(1024, 700))
    try:
        show_prepared(qtbot, window)
        texts = smallest_texts(window.table)
        print("smallest at 1024×700:", texts[:3])
        assert texts[0][0] >= 8.0, texts[:5]
    finally:
        close_window(window)
