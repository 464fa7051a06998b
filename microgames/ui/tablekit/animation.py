"""Moving table items smoothly, at the player's animation speed ("off" moves them at once).

Scene items are not QObjects, so a QVariantAnimation drives ``setPos``. The
position is only a picture of the state: the state has already changed, so a
slide may be restarted, stopped or abandoned at any moment (a sync during a
drag, an undo during a bot's move, an item whose scene is gone) and none of that
may raise. The animation is owned here, never deleted behind our back by Qt
(no ``DeleteWhenStopped``), and every step checks that its item still lives.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem
from shiboken6 import isValid

from microgames.ui.tablekit.context import TableContext

_RUNNING = "_microgames_slide"


def alive(thing: object) -> bool:
    """Whether a Qt wrapper still has its C++ object (Qt may have deleted it)."""
    try:
        return bool(isValid(thing))
    except TypeError:  # not a Qt wrapper at all
        return thing is not None


def stop_slide(item: QGraphicsItem) -> None:
    """Stop the item's running slide, if any, leaving the item where it is."""
    running = getattr(item, _RUNNING, None) if alive(item) else None
    if running is None:
        return
    try:
        setattr(item, _RUNNING, None)
    except RuntimeError:
        pass
    if alive(running):
        running.stop()
        running.deleteLater()


def is_sliding(item: QGraphicsItem) -> bool:
    """Whether the item is moving now."""
    running = getattr(item, _RUNNING, None) if alive(item) else None
    return running is not None and alive(running) and running.state() == QAbstractAnimation.State.Running


def slide(item: QGraphicsItem, target: QPointF, context: TableContext, normal_ms: int = 250,
          owner: QObject | None = None) -> QVariantAnimation | None:
    """Move ``item`` to ``target``; returns the running animation, or None when it jumped.

    Safe at any time: restarting a slide, or sliding an item that is already
    where it should be, never raises.
    """
    if not alive(item):
        return None
    stop_slide(item)
    duration = context.animation_ms(normal_ms)
    if duration <= 0 or item.pos() == target:
        item.setPos(target)
        return None
    parent = owner if owner is not None and alive(owner) else context
    animation = QVariantAnimation(parent)
    animation.setStartValue(item.pos())
    animation.setEndValue(target)
    animation.setDuration(duration)
    animation.setEasingCurve(QEasingCurve.Type.OutCubic)

    def step(value: object) -> None:
        if alive(item) and isinstance(value, QPointF):
            item.setPos(value)

    def done() -> None:
        if alive(item):
            item.setPos(target)
            if getattr(item, _RUNNING, None) is animation:
                setattr(item, _RUNNING, None)
        if alive(animation):
            animation.deleteLater()

    animation.valueChanged.connect(step)
    animation.finished.connect(done)
    setattr(item, _RUNNING, animation)
    animation.start()
    return animation
