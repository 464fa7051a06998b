"""Mouse routing: a table's scene hands every pointer event to one object that knows what it means.

A table makes a :class:`TableScene` with its own :class:`Gestures` (a subclass overriding what the game
uses) instead of giving each scene item its own handlers: what a press, a drag or a drop means depends on
the game's state, not on the item under the pointer. Whatever the handler declines (returns False) gets
Qt's default handling, so items that do handle the mouse themselves (a button drawn in the scene) still
work. No exception escapes to Qt: a handler that raises is logged and the event counts as handled, so the
table carries on (invariant 6).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QGraphicsSceneWheelEvent

log = logging.getLogger(__name__)


class Gestures:
    """What a table does with the pointer. Each method says whether it handled the event; the base handles none."""

    def press(self, event: QGraphicsSceneMouseEvent) -> bool:
        return False

    def move(self, event: QGraphicsSceneMouseEvent) -> bool:
        """The pointer moved, a button held or not (hover moves come here when the viewport tracks the mouse)."""
        return False

    def release(self, event: QGraphicsSceneMouseEvent) -> bool:
        return False

    def double_click(self, event: QGraphicsSceneMouseEvent) -> bool:
        return False

    def wheel(self, event: QGraphicsSceneWheelEvent) -> bool:
        """Declined, the view scrolls."""
        return False

    def leave(self, event: QEvent) -> bool:
        """The pointer left the view (a hover mark or a remembered pointer no longer applies)."""
        return False


class TableScene(QGraphicsScene):
    """A scene that sends the mouse to ``gestures`` first and to Qt's default handling only if it declines."""

    def __init__(self, gestures: Gestures, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.gestures = gestures

    def _route(self, handler: Callable[[], bool]) -> bool:
        """Whether ``handler`` took the event; one that raised is logged and counts as having taken it."""
        try:
            return handler()
        except Exception:  # a Qt handler must never raise: log and carry on
            log.exception("a table gesture failed")
            return True

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._route(lambda: self.gestures.press(event)):
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._route(lambda: self.gestures.move(event)):
            event.accept()
        else:
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._route(lambda: self.gestures.release(event)):
            event.accept()
        else:
            super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._route(lambda: self.gestures.double_click(event)):
            event.accept()
        else:
            super().mouseDoubleClickEvent(event)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        if self._route(lambda: self.gestures.wheel(event)):
            event.accept()
        else:
            super().wheelEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.GraphicsSceneLeave:
            self._route(lambda: self.gestures.leave(event))
        return super().event(event)
