"""Still pictures drawn by the tables' own painters (rules pages, card galleries), crisp on high-DPI screens."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

SCALE = 2  # drawn at twice the size shown


def canvas(width: float, height: float) -> tuple[QImage, QPainter]:
    """A transparent image of ``width`` × ``height`` points and a painter on it (end the painter when done)."""
    image = QImage(int(width * SCALE), int(height * SCALE), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(SCALE, SCALE)
    return image, painter
