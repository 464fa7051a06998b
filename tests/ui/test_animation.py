"""Animation speed: off means instant, otherwise items glide to where the state put them."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsRectItem

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.ui.animation import slide
from microgames.ui.preferences import Preferences
from microgames.ui.table import TableContext


def context_with(speed: str, pebbles) -> TableContext:  # type: ignore[no-untyped-def]
    return TableContext(Game.new(pebbles, [Seat("Ana"), Seat("Ben")], 1), Preferences(animation_speed=speed))


def test_off_moves_at_once(qtbot, pebbles) -> None:  # type: ignore[no-untyped-def]
    item = QGraphicsRectItem(0, 0, 10, 10)
    assert slide(item, QPointF(50, 20), context_with("off", pebbles)) is None
    assert item.pos() == QPointF(50, 20)


def test_other_speeds_glide_and_arrive(qtbot, pebbles) -> None:  # type: ignore[no-untyped-def]
    item = QGraphicsRectItem(0, 0, 10, 10)
    context = context_with("fast", pebbles)  # owns the animation: keep it alive
    animation = slide(item, QPointF(80, 0), context, normal_ms=200)
    assert animation is not None and animation.duration() == 100
    assert item.pos() != QPointF(80, 0)
    qtbot.waitUntil(lambda: item.pos() == QPointF(80, 0), timeout=2000)
