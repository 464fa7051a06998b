"""Guards against Qt binding releases known to crash the app while it paints."""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter


def test_painting_ellipses_keeps_the_reference_count_of_none() -> None:
    """PySide6 6.12.0 released None once per drawEllipse call, killing the process after a few thousand tiles."""
    image = QImage(32, 32, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.setBrush(QColor("#3a78d8"))
    before = sys.getrefcount(None)
    for _ in range(200):
        painter.drawEllipse(QPointF(8, 8), 4.0, 4.0)
        painter.drawEllipse(QRectF(0, 0, 6, 6))
    after = sys.getrefcount(None)
    painter.end()
    assert after - before > -50
