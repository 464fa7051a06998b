"""A person's gestures on a lesson's table, aimed at its named anchors (shared by the lessons' tests)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget

from microgames.ui.tutorial import Lesson
from microgames.ui.tutorialanchors import find_anchor


def anchor_point(lesson: Lesson, anchor: str) -> QPoint:
    """The middle of an anchor, in the table view's viewport (where a person's mouse lands)."""
    rect = find_anchor(lesson.find, lesson.table, anchor)
    assert rect is not None, anchor
    return lesson.table.graphics_view.viewport().mapFrom(lesson.table, rect.center().toPoint())


def click_anchor(qtbot, lesson: Lesson, anchor: str,  # type: ignore[no-untyped-def]
                 button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(lesson.table.graphics_view.viewport(), button, pos=anchor_point(lesson, anchor))
    QApplication.processEvents()


def drag_between(qtbot, viewport: QWidget, a: QPoint, b: QPoint) -> None:  # type: ignore[no-untyped-def]
    """Press at ``a``, move there in five steps, release at ``b``."""
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, 6):
        qtbot.mouseMove(viewport, pos=QPoint(a.x() + (b.x() - a.x()) * k // 5, a.y() + (b.y() - a.y()) * k // 5))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)
    QApplication.processEvents()


def drag_anchor(qtbot, lesson: Lesson, start: str, end: str) -> None:  # type: ignore[no-untyped-def]
    drag_between(qtbot, lesson.table.graphics_view.viewport(), anchor_point(lesson, start), anchor_point(lesson, end))
