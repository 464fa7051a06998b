"""The Qt binding must not leak or drop references to None (PySide6 6.12.0 on Python 3.11 did: the app aborted)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPen


def test_void_calls_keep_none_alive(qtbot) -> None:  # type: ignore[no-untyped-def]
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    rect, centre = QRectF(0, 0, 10, 10), QPointF(5, 5)
    before = sys.getrefcount(None)
    for _ in range(500):
        rect.moveCenter(centre)
        painter.setPen(QPen(QColor("red"), 2.0))
        painter.drawEllipse(rect)
    drift = sys.getrefcount(None) - before
    painter.end()
    assert drift > -500, f"each void call drops a reference to None ({drift} over 1500 calls)"
