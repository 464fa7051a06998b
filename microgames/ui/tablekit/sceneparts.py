"""Scene pieces every graphics table uses: a glowing panel, the keyboard focus frame, the label font,
and the arrow-key step between the things a table lets you act on.

They draw only; each table decides what a click on them means.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem, QWidget


K = TypeVar("K")
FOCUS_DARK, FOCUS_BRIGHT = "#101418", "#7fe3ff"  # the keyboard focus: bright dashes on a dark line


def paint_focus(painter: QPainter, outline: QPainterPath) -> None:
    """The keyboard focus around ``outline``: dark underneath, so that it shows on any colour."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(FOCUS_DARK), 5))
    painter.drawPath(outline)
    painter.setPen(QPen(QColor(FOCUS_BRIGHT), 3, Qt.PenStyle.DashLine))
    painter.drawPath(outline)


def nearest_towards(here: QPointF, spots: Iterable[tuple[K, QPointF]], dx: int, dy: int, least: float) -> K | None:
    """The spot an arrow key (``dx``, ``dy``) leads to from ``here``: the nearest one at least ``least``
    further that way, straying sideways costing more than going on."""
    best: tuple[float, K] | None = None
    for key, centre in spots:
        along = (centre.x() - here.x()) * dx + (centre.y() - here.y()) * dy
        if along < least:
            continue
        across = abs((centre.x() - here.x()) * dy) + abs((centre.y() - here.y()) * dx)
        cost = along + 2.5 * across
        if best is None or cost < best[0]:
            best = (cost, key)
    return None if best is None else best[1]


def label_font(point_size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


class FittedText(QGraphicsSimpleTextItem):
    """A one-line label that shrinks to its room (``width`` scene units; 0: any width): a longer word of another
    language ("Reserva 45", "Descartes: 0") never runs into its neighbour."""

    def __init__(self, width: float = 0.0) -> None:
        super().__init__()
        self.room = width

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        wide = self.boundingRect().width()
        self.setScale(self.room / wide if self.room > 0 and wide > self.room else 1.0)


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


class FocusFrame(QGraphicsItem):
    """The keyboard focus as a frame around a rectangle (see ``paint_focus``)."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 10, 10)
        self.setZValue(12)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def place(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect
        self.setVisible(True)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        outline = QPainterPath()
        outline.addRoundedRect(self.rect.adjusted(-5, -5, 5, 5), 9, 9)
        paint_focus(painter, outline)
