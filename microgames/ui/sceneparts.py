"""Scene pieces every graphics table uses: a glowing panel and the label font.

They draw only; each table decides what a click on them means.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget


def label_font(point_size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


class PanelItem(QGraphicsItem):
    """A seat's (or the pool's) card on the table; the seat whose turn it is glows in its colour."""

    def __init__(self, rect: QRectF, fill: QColor, border: QColor) -> None:
        super().__init__()
        self.rect, self.fill, self.border = rect, fill, border
        self.glow: QColor | None = None
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint from a pixmap while tiles pass

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-16, -16, 16, 16)

    def set_look(self, fill: QColor, border: QColor, glow: QColor | None) -> None:
        if (fill, border, glow) != (self.fill, self.border, self.glow):
            self.fill, self.border, self.glow = fill, border, glow
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.glow is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            for grow, alpha in ((14, 22), (10, 40), (6, 70)):
                colour = QColor(self.glow)
                colour.setAlpha(alpha)
                painter.setBrush(colour)
                painter.drawRoundedRect(self.rect.adjusted(-grow, -grow, grow, grow), 18 + grow, 18 + grow)
        painter.setBrush(self.fill)
        painter.setPen(QPen(self.glow if self.glow is not None else self.border, 3.5 if self.glow else 1.2))
        painter.drawRoundedRect(self.rect, 18, 18)
