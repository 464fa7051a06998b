"""What a lesson draws over a table: a speech bubble pointing at one thing, and glowing outlines.

Both are child widgets of the table widget, laid over it: the :class:`LessonOverlay`
covers the whole table, lets every mouse event through to it and paints the
glow along the lit things' outlines (a cell's sector, a card's rounded corners:
``GameTable.anchor_shape``) and the bubble's tail (above the bubble, so the
tail joins it seamlessly); the :class:`Bubble` is a small card with the
sentence, a hint line and its buttons. Shapes and rectangles are in the table
widget's coordinates (see :mod:`microgames.ui.tutorial.runner` for anchors and
:mod:`microgames.ui.tutorial.placement` for where the bubble goes).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (QColor, QKeySequence, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF,
                           QShortcut)
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from microgames.ui import theme

BUBBLE_WIDTH = 360
LARGE_WIDTH = 440  # on a large table
NARROW = 0.78  # the narrower bubble, as a share of the usual width
TAIL_BASE = 22.0
GLOW = QColor("#f0a500")  # a warm amber that reads on every seat colour, light or dark
PULSE_SECONDS = 1.4
GLOW_REACH = 12  # how far the glow spreads around a lit outline
GLOW_OFFSET = 4.0  # the glow's line runs this far outside the lit thing's outline
RECT_RADIUS = 4.0  # the corners of a lit rectangle's outline


def bubble_colours() -> tuple[QColor, QColor, QColor]:
    """Fill, border and text of the bubble, for the light or dark scheme."""
    if theme.is_dark():
        return QColor("#2f3a3a"), QColor(theme.ACCENT), QColor("#f1efe8")
    return QColor("#fffaf0"), QColor(theme.ACCENT), QColor("#23262b")


class OnceButton(QPushButton):
    """A button that a double-click presses once: Next clicked twice in a row by habit would skip a step
    unread (the second press of a double-click is otherwise a second click)."""

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()


class Bubble(QFrame):
    """The lesson's card: a step counter, the sentence, a hint when needed, and Leave / Start again / Next (or
    the end's choice: the next lesson, a real game)."""

    next_clicked = Signal()
    leave_clicked = Signal()
    play_clicked = Signal()
    again_clicked = Signal()
    next_lesson_clicked = Signal()
    retold = Signal()  # the language changed: the lesson says its sentence again, in the new one

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lessonBubble")
        self.large = False
        self.end = False
        self.next_lesson = ""
        self.setFixedWidth(BUBBLE_WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(8)
        self.counter = QLabel("", self)
        self.counter.setObjectName("lessonCounter")
        self.counter.setWordWrap(True)  # a long title in a long language takes two lines, not a wider card
        self.text = QLabel("", self)
        self.text.setObjectName("lessonText")
        self.text.setWordWrap(True)
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.hint = QLabel("", self)
        self.hint.setObjectName("lessonHint")
        self.hint.setWordWrap(True)
        self.hint.hide()
        layout.addWidget(self.counter)
        layout.addWidget(self.text)
        layout.addWidget(self.hint)
        row = QHBoxLayout()
        row.setSpacing(8)
        self.leave_button = QPushButton("", self)
        self.leave_button.setObjectName("lessonLeave")
        self.leave_button.clicked.connect(self.leave_clicked)
        row.addWidget(self.leave_button)
        self.again_button = QPushButton("", self)
        self.again_button.setObjectName("lessonAgain")
        self.again_button.clicked.connect(self.again_clicked)
        row.addWidget(self.again_button)
        row.addStretch(1)
        self.next_lesson_button = QPushButton("", self)
        self.next_lesson_button.setObjectName("lessonNextLesson")
        self.next_lesson_button.clicked.connect(self.next_lesson_clicked)
        self.next_lesson_button.hide()
        layout.addWidget(self.next_lesson_button)  # the end's offers: each a line of its own, above Leave
        self.play_button = QPushButton("", self)
        self.play_button.setObjectName("lessonPlay")
        self.play_button.clicked.connect(self.play_clicked)
        layout.addWidget(self.play_button)
        self.next_button = OnceButton("", self)
        self.next_button.setObjectName("lessonNext")
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self.next_clicked)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):  # live only while Next shows: the table keeps its keys
            shortcut = QShortcut(QKeySequence(key), self.next_button)
            shortcut.setAutoRepeat(False)  # a key held down reads one step, not a run of them
            shortcut.activated.connect(self.next_button.animateClick)
        row.addWidget(self.next_button)
        layout.addLayout(row)
        for button in (self.leave_button, self.again_button, self.next_lesson_button, self.play_button,
                       self.next_button):
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keys
        self._name_buttons()
        self._style()

    def _name_buttons(self) -> None:
        """The buttons' words, in the language of the moment."""
        self.again_button.setText(self.tr("Start again"))
        self.again_button.setToolTip(self.tr("This lesson from its first step"))
        self.play_button.setText(self.tr("Play a real game against the easy bot"))
        self.next_button.setText(self.tr("Next"))
        self.next_button.setToolTip(self.tr("Next (Enter)"))
        self.next_lesson_button.setText(self.tr("Next lesson: %1").replace("%1", self.next_lesson))
        self.leave_button.setText(self.tr("Back to the launcher") if self.end else self.tr("Leave the lesson"))

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the buttons are named again and the lesson says its sentence again (same step)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name_buttons()
            self.retold.emit()
            self._fit()

    def set_large(self, large: bool) -> None:
        """Larger text and a wider card on a large table, so the bubble stays easy to read from a distance."""
        if large != self.large:
            self.large = large
            self.setFixedWidth(LARGE_WIDTH if large else BUBBLE_WIDTH)
            self._style()
            self._fit()

    def _style(self) -> None:
        fill, border, ink = bubble_colours()
        text, small = (18, 14) if self.large else (15, 12)
        self.setStyleSheet(
            f"QFrame#lessonBubble {{ background: {fill.name()}; border: 2px solid {border.name()};"
            " border-radius: 14px; }"
            f" QLabel {{ color: {ink.name()}; background: transparent; border: none; }}"
            f" QLabel#lessonText {{ font-size: {text}px; }}"
            f" QLabel#lessonCounter {{ color: {theme.ACCENT}; font-weight: 600; font-size: {small}px; }}"
            f" QLabel#lessonHint {{ color: {'#f2b25c' if theme.is_dark() else '#b45f06'}; font-weight: 600;"
            f" font-size: {text - 1}px; }}"
            " QPushButton#lessonNext, QPushButton#lessonPlay, QPushButton#lessonNextLesson {"
            f" background: {theme.ACCENT}; color: white;"
            f" border: none; border-radius: 8px; padding: 6px 16px; font-weight: 600; font-size: {small + 1}px; }}"
            " QPushButton#lessonLeave, QPushButton#lessonAgain { background: transparent; border: none;"
            " padding: 6px 2px;"
            f" color: {theme.ACCENT}; font-size: {small + 1}px; }}")

    def show_text(self, counter: str, text: str, next_shown: bool, end: bool = False, next_lesson: str = "") -> None:
        """A new sentence: the hint goes; Next only when the person reads on; the end offers the next lesson
        (``next_lesson``, its title, when there is one) and a real game."""
        self.counter.setText(counter)
        self.text.setText(text)
        self.hint.hide()
        self.next_button.setVisible(next_shown)
        self.play_button.setVisible(end)
        self.end, self.next_lesson = end, next_lesson
        self._name_buttons()
        self.next_lesson_button.setVisible(end and bool(next_lesson))
        self._fit()

    def show_hint(self, text: str) -> None:
        """A line under the sentence (empty: none), e.g. what to do instead of a gesture the step does not ask for."""
        self.hint.setText(text)
        self.hint.setVisible(bool(text))
        self._fit()

    def _fit(self) -> None:
        """The height the wrapped sentence and hint need at the bubble's width (a layout's own guess lags a
        label just shown)."""
        self.setFixedHeight(self.height_for(self.width()))

    def height_for(self, width: int) -> int:
        """The height the bubble needs at ``width``, as it reads now."""
        layout = self.layout()
        margins = layout.contentsMargins()
        border = self.height() - self.contentsRect().height()
        inner = width - (self.width() - self.contentsRect().width()) - margins.left() - margins.right()
        labels = [label for label in (self.counter, self.text, self.hint) if not label.isHidden()]
        lines = [label.heightForWidth(inner) for label in labels]
        lines += [b.sizeHint().height() for b in (self.next_lesson_button, self.play_button) if not b.isHidden()]
        lines.append(max(b.sizeHint().height() for b in (self.leave_button, self.next_button)))
        return sum(lines) + layout.spacing() * (len(lines) - 1) + margins.top() + margins.bottom() + border

    def widths(self) -> tuple[int, int]:
        """Its usual width and the narrower one it takes where the usual one would cover what it must not
        (never so narrow that its buttons would not fit in a row)."""
        least = self.minimumSizeHint().width()  # its buttons in a row, in the language of the moment
        usual = max(LARGE_WIDTH if self.large else BUBBLE_WIDTH, least)
        return usual, max(least, round(usual * NARROW))

    def content(self) -> tuple[object, ...]:
        """What the bubble says and offers: its size at any width follows from it."""
        return (self.large, self.counter.text(), self.text.text(), self.hint.text(), self.hint.isHidden(),
                self.next_button.isHidden(), self.play_button.isHidden(), self.next_lesson_button.isHidden())


def _grown_polygon(points: list[QPointF], by: float) -> QPolygonF | None:
    """A closed polygon with each corner moved ``by`` outwards (along the bisector of its two edges' normals)."""
    points = [p for i, p in enumerate(points) if p != points[i - 1]]  # no edge of length 0 (nor a closing copy)
    count = len(points)
    if count < 3:
        return None
    area = sum(points[i - 1].x() * p.y() - p.x() * points[i - 1].y() for i, p in enumerate(points))
    outwards = 1.0 if area > 0 else -1.0

    def normal(a: QPointF, b: QPointF) -> tuple[float, float]:
        dx, dy = b.x() - a.x(), b.y() - a.y()
        length = math.hypot(dx, dy)
        return outwards * dy / length, -outwards * dx / length

    grown = []
    for i, p in enumerate(points):
        (ax, ay), (bx, by_) = normal(points[i - 1], p), normal(p, points[(i + 1) % count])
        mx, my = ax + bx, ay + by_
        square = mx * mx + my * my
        reach = 2 * by / square if square > 0.1 else 0.0  # a corner turning back on itself is left where it is
        scale = min(reach, 3 * by / math.sqrt(square)) if square > 0.1 else 0.0  # a sharp corner reaches 3 × by
        grown.append(QPointF(p.x() + mx * scale, p.y() + my * scale))
    return QPolygonF(grown)


def _outline(shape: QPainterPath | QRectF) -> QPainterPath:
    if isinstance(shape, QPainterPath):
        return shape
    path = QPainterPath()
    path.addRoundedRect(shape, RECT_RADIUS, RECT_RADIUS)
    return path


def glow_path(shape: QPainterPath) -> QPainterPath:
    """The outline the glow is drawn along: ``shape`` grown by ``GLOW_OFFSET`` all round, following its curves
    (a sector stays a sector, so the glow never reaches into a neighbour)."""
    path = QPainterPath()
    for polygon in shape.toFillPolygons():
        grown = _grown_polygon([polygon.at(i) for i in range(polygon.size())], GLOW_OFFSET)
        if grown is not None:
            path.addPolygon(grown)
            path.closeSubpath()
    return path


class LessonOverlay(QWidget):
    """The glow along lit outlines and the bubble's tail, over the whole table and the bubble; mouse events
    pass through to both."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.lit: list[QPainterPath | QRectF] = []
        self.glows: list[QPainterPath] = []  # each lit outline grown a little: where the glow is drawn
        self.target: QRectF | None = None
        self.bubble: QRectF | None = None
        self.side = ""

    def set_shapes(self, lit: Sequence[QPainterPath | QRectF], target: QRectF | None, bubble: QRectF | None,
                   side: str) -> None:
        """New shapes repaint the overlay; the same ones repaint only the glow, for its pulse (the table under
        the overlay is repainted wherever the overlay is, so the less the better). A lit thing is its outline,
        or a rectangle (the glow rounds its corners)."""
        if lit != self.lit:
            self.lit, self.glows = list(lit), [glow_path(_outline(shape)) for shape in lit]
            self.update()
        if (target, bubble, side) != (self.target, self.bubble, self.side):
            self.target, self.bubble, self.side = target, bubble, side
            self.update()
            return
        for glow in self.glows:
            reach = glow.boundingRect().adjusted(-GLOW_REACH, -GLOW_REACH, GLOW_REACH, GLOW_REACH)
            self.update(reach.toAlignedRect())

    def tail(self) -> QPolygonF | None:
        """The bubble's pointer: a triangle from the bubble's edge to the target's nearest edge."""
        if self.target is None or self.bubble is None or not self.side:
            return None
        b, t = self.bubble, self.target
        if self.side in ("below", "above"):
            x = min(max(t.center().x(), b.left() + 24), b.right() - 24)
            edge = b.top() + 2.5 if self.side == "below" else b.bottom() - 2.5
            tip = QPointF(min(max(x, t.left() + 4), t.right() - 4),
                          t.bottom() + 3 if self.side == "below" else t.top() - 3)
            return QPolygonF([QPointF(x - TAIL_BASE / 2, edge), QPointF(x + TAIL_BASE / 2, edge), tip])
        y = min(max(t.center().y(), b.top() + 20), b.bottom() - 20)
        edge = b.left() + 2.5 if self.side == "right" else b.right() - 2.5
        tip = QPointF(t.right() + 3 if self.side == "right" else t.left() - 3, min(max(y, t.top() + 4), t.bottom() - 4))
        return QPolygonF([QPointF(edge, y - TAIL_BASE / 2), QPointF(edge, y + TAIL_BASE / 2), tip])

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pulse = 0.5 + 0.5 * math.sin(time.monotonic() * 2 * math.pi / PULSE_SECONDS)
        for outline in self.glows:
            for width, alpha in ((12, 40 + 30 * pulse), (7, 70 + 40 * pulse), (3, 255)):
                glow = QColor(GLOW)
                glow.setAlpha(int(alpha))
                painter.setPen(QPen(glow, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                    Qt.PenJoinStyle.RoundJoin))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(outline)
        tail = self.tail()
        if tail is not None:  # over the bubble: its fill hides the bubble's border where they join
            fill, border, _ink = bubble_colours()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawPolygon(tail)
            painter.setPen(QPen(border, 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(tail[0], tail[2])
            painter.drawLine(tail[1], tail[2])
        painter.end()
