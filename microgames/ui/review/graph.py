"""The evaluation graph: each seat's value after each of its judged moves, over the whole game.

A line per seat in the seat's colour, a dot per judged move (the value the move
list and ``microgames review`` print), a marked move ringed and labelled with its
mark, and a line at the position on show. The analysis fills it in as it finds
values; a click on the graph jumps to the nearest judged move.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from microgames.engine.analysis import MoveValue, Scale
from microgames.engine.words import shown
from microgames.ui.review.moves import TINTS

HEIGHT = 84  # the graph's height in pixels
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_Y = 56, 12, 14
DOT = 3.0  # a judged move's dot radius
RING = 6.5  # a marked move's ring radius
REACH = 14  # how near (in pixels) a click must come to a dot to jump to it


FALLBACK = ("#2f6fb5", "#c0392b", "#2e8b57", "#b8860b", "#8e44ad", "#555555")  # where seats share a colour


def distinct(colours: Sequence[QColor]) -> list[QColor]:
    """The seats' colours, or a palette of distinct ones when two seats share a colour."""
    if len({colour.name() for colour in colours}) == len(colours):
        return list(colours)
    return [QColor(FALLBACK[seat % len(FALLBACK)]) for seat in range(len(colours))]


class EvaluationGraph(QWidget):
    """Signal: ``picked(step)`` when a judged move's dot is clicked."""

    picked = Signal(int)

    def __init__(self, total: int, colours: Sequence[QColor], names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("evaluationGraph")
        self.total = max(1, total)
        self.colours, self.names = distinct(colours), list(names)
        self.values: dict[int, MoveValue] = {}
        self.scale: Scale | None = None
        self.current = total
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(HEIGHT)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.name()

    def name(self) -> None:
        self.setToolTip(self.tr("Each seat's value after each of its moves; click a point to go there"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.name()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(600, HEIGHT)

    def set_scale(self, scale: Scale) -> None:
        self.scale = scale
        self.update()

    def add(self, value: MoveValue) -> None:
        """One more judged move (as the analysis finds it)."""
        self.values[value.step] = value
        self.update()

    def clear(self) -> None:
        self.values = {}
        self.update()

    def set_values(self, values: Sequence[MoveValue], scale: Scale) -> None:
        self.values = {value.step: value for value in values}
        self.set_scale(scale)

    def show_step(self, step: int) -> None:
        self.current = step
        self.update()

    def points(self, seat: int) -> list[tuple[int, float]]:
        """The seat's points: (step, value after its move), in the game's order."""
        return [(step, value.after) for step, value in sorted(self.values.items()) if value.seat == seat]

    # --- drawing ---------------------------------------------------------------------------------
    def _range(self) -> tuple[float, float]:
        afters = [value.after for value in self.values.values()] or [0.0, 1.0]
        low, high = min(afters), max(afters)
        if high - low < 1e-9:
            low, high = low - 1, high + 1
        return low, high

    def _at(self, step: int, value: float) -> QPointF:
        low, high = self._range()
        width = max(1, self.width() - MARGIN_LEFT - MARGIN_RIGHT)
        height = max(1, self.height() - 2 * MARGIN_Y)
        return QPointF(MARGIN_LEFT + width * step / self.total,
                       MARGIN_Y + height * (1 - (value - low) / (high - low)))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        text = self.palette().text().color()
        area = QRectF(MARGIN_LEFT, MARGIN_Y, self.width() - MARGIN_LEFT - MARGIN_RIGHT,
                      self.height() - 2 * MARGIN_Y)
        faint = QColor(text)
        faint.setAlphaF(0.25)
        painter.setPen(QPen(faint, 1))
        painter.drawRect(area)
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        painter.setFont(font)
        if self.scale is not None and self.values:
            low, high = self._range()
            painter.setPen(text)
            for value, y in ((high, area.top()), (low, area.bottom())):
                painter.drawText(QRectF(0, y - 8, MARGIN_LEFT - 6, 16),
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                                 shown(self.scale.value(value)))
        now = self._at(self.current, 0).x()
        painter.setPen(QPen(faint, 2))
        painter.drawLine(QPointF(now, area.top()), QPointF(now, area.bottom()))
        for seat, colour in enumerate(self.colours):
            points = self.points(seat)
            if not points:
                continue
            path = QPainterPath(self._at(*points[0]))
            for step, value in points[1:]:
                path.lineTo(self._at(step, value))
            painter.setPen(QPen(colour, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(colour)
            for step, value in points:
                painter.drawEllipse(self._at(step, value), DOT, DOT)
        self._draw_marks(painter)
        self._draw_names(painter, area)
        painter.end()

    def _draw_names(self, painter: QPainter, area: QRectF) -> None:
        """Whose line is whose, along the top of the graph."""
        x = area.left() + 6
        metrics = painter.fontMetrics()
        width = sum(32 + metrics.horizontalAdvance(name) for name in self.names)
        backdrop = QColor(self.palette().base().color())
        backdrop.setAlphaF(0.8)
        painter.fillRect(QRectF(x - 4, area.top() + 1, width, metrics.height() + 2), backdrop)
        for name, colour in zip(self.names, self.colours):
            painter.setPen(QPen(colour, 3))
            painter.drawLine(QPointF(x, area.top() + 8), QPointF(x + 14, area.top() + 8))
            painter.setPen(self.palette().text().color())
            painter.drawText(QPointF(x + 18, area.top() + 8 + metrics.ascent() / 2 - 1), name)
            x += 18 + metrics.horizontalAdvance(name) + 14

    def _draw_marks(self, painter: QPainter) -> None:
        if self.scale is None:
            return
        for step, value in sorted(self.values.items()):
            mark = value.mark(self.scale)
            if not mark:
                continue
            centre = self._at(step, value.after)
            _background, tint = TINTS[mark]
            painter.setPen(QPen(QColor(tint), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, RING, RING)
            above = centre.y() - RING - 15
            top = above if above >= 0 else centre.y() + RING + 1  # no room above the ring: under it
            painter.drawText(QRectF(centre.x() - 12, top, 24, 14), Qt.AlignmentFlag.AlignCenter, mark)

    # --- clicking --------------------------------------------------------------------------------
    def nearest(self, where: QPointF) -> int | None:
        """The judged move whose dot is nearest ``where`` (within reach), or None."""
        best, reach = None, float(REACH)
        for step, value in self.values.items():
            at = self._at(step, value.after)
            distance = ((at.x() - where.x()) ** 2 + (at.y() - where.y()) ** 2) ** 0.5
            if distance <= reach:
                best, reach = step, distance
        return best

    def mousePressEvent(self, event: QMouseEvent) -> None:
        step = self.nearest(event.position())
        if step is not None:
            self.picked.emit(step)
