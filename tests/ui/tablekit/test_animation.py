"""Animation speed: off means instant, otherwise items glide to where the state put them."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsRectItem

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.ui.tablekit.animation import slide
from microgames.ui.preferences import Preferences
from microgames.ui.tablekit.context import TableContext


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


def test_a_slide_restarted_again_and_again_never_raises(qtbot, pebbles) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QGraphicsScene

    scene = QGraphicsScene()
    item = QGraphicsRectItem(0, 0, 10, 10)
    scene.addItem(item)
    context = context_with("normal", pebbles)
    for step in range(6):  # each restart stops the one before, finished or not
        slide(item, QPointF(10 * step, 0), context, normal_ms=40)
        qtbot.wait(15 * (step % 3))
    qtbot.waitUntil(lambda: item.pos() == QPointF(50, 0), timeout=2000)
    slide(item, QPointF(0, 0), context, normal_ms=40)  # its earlier animation has finished and gone
    qtbot.waitUntil(lambda: item.pos() == QPointF(0, 0), timeout=2000)


def test_a_slide_whose_item_is_deleted_stops_quietly(qtbot, pebbles) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QGraphicsScene

    scene = QGraphicsScene()
    item = QGraphicsRectItem(0, 0, 10, 10)
    scene.addItem(item)
    context = context_with("normal", pebbles)
    animation = slide(item, QPointF(90, 0), context, normal_ms=80)
    assert animation is not None
    scene.clear()  # the item's C++ object is gone while it moves
    qtbot.waitUntil(lambda: not animation_alive(animation), timeout=2000)


def animation_alive(animation) -> bool:  # type: ignore[no-untyped-def]
    from microgames.ui.tablekit.animation import alive
    from PySide6.QtCore import QAbstractAnimation

    return alive(animation) and animation.state() == QAbstractAnimation.State.Running
