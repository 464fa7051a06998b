"""How a seat is marked on every table: its colour, and in colourblind mode a symbol too."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

#: One symbol per seat index; drawn as vector paths so they stay crisp at any size.
SYMBOLS: tuple[str, ...] = ("circle", "triangle", "square", "diamond", "star", "cross")


def symbol_name(seat: int) -> str:
    return SYMBOLS[seat % len(SYMBOLS)]


def symbol_path(seat: int, rect: QRectF) -> QPainterPath:
    """The seat's symbol filling ``rect`` (kept square and centred)."""
    side = min(rect.width(), rect.height())
    c = rect.center()
    r = side / 2
    path = QPainterPath()
    name = symbol_name(seat)
    if name == "circle":
        path.addEllipse(c, r * 0.9, r * 0.9)
    elif name == "square":
        path.addRect(QRectF(c.x() - r * 0.8, c.y() - r * 0.8, r * 1.6, r * 1.6))
    elif name == "triangle":
        path.moveTo(c.x(), c.y() - r)
        path.lineTo(c.x() + r * 0.95, c.y() + r * 0.75)
        path.lineTo(c.x() - r * 0.95, c.y() + r * 0.75)
        path.closeSubpath()
    elif name == "diamond":
        path.moveTo(c.x(), c.y() - r)
        path.lineTo(c.x() + r * 0.8, c.y())
        path.lineTo(c.x(), c.y() + r)
        path.lineTo(c.x() - r * 0.8, c.y())
        path.closeSubpath()
    elif name == "star":
        for k in range(10):
            radius = r if k % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + k * math.pi / 5
            point = QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle))
            path.moveTo(point) if k == 0 else path.lineTo(point)
        path.closeSubpath()
    else:  # cross
        w = r * 0.38
        path.addRect(QRectF(c.x() - w, c.y() - r * 0.9, 2 * w, r * 1.8))
        path.addRect(QRectF(c.x() - r * 0.9, c.y() - w, r * 1.8, 2 * w))
        path.setFillRule(Qt.FillRule.WindingFill)
    return path


def paint_marker(painter: QPainter, rect: QRectF, seat: int, colour: str | QColor, colourblind: bool) -> None:
    """A seat's marker: a coloured disc, or in colourblind mode the seat's coloured symbol."""
    fill = QColor(colour)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(fill.darker(160), max(1.0, rect.width() / 14)))
    painter.setBrush(fill)
    if colourblind:
        painter.drawPath(symbol_path(seat, rect))
    else:
        side = min(rect.width(), rect.height()) * 0.9
        painter.drawEllipse(QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side))
    painter.restore()
