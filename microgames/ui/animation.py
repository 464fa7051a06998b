"""Moving table items smoothly, at the player's animation speed ("off" moves them at once).

Scene items are not QObjects, so a QVariantAnimation drives ``setPos``. The
position is only a picture of the state: the state has already changed.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem

from microgames.ui.table import TableContext

_RUNNING = "_microgames_slide"


def slide(item: QGraphicsItem, target: QPointF, context: TableContext, normal_ms: int = 250,
          owner: QObject | None = None) -> QVariantAnimation | None:
    """Move ``item`` to ``target``; returns the running animation, or None when it jumped."""
    previous = getattr(item, _RUNNING, None)
    if previous is not None:
        previous.stop()
    duration = context.animation_ms(normal_ms)
    if duration <= 0 or item.pos() == target:
        item.setPos(target)
        return None
    animation = QVariantAnimation(owner or context)
    animation.setStartValue(item.pos())
    animation.setEndValue(target)
    animation.setDuration(duration)
    animation.setEasingCurve(QEasingCurve.Type.OutCubic)
    animation.valueChanged.connect(item.setPos)
    animation.finished.connect(lambda: item.setPos(target))
    setattr(item, _RUNNING, animation)
    animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
    return animation
