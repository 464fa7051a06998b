"""The hand-off screen of hot-seat play: it hides the table until the next person is ready."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QWidget

from microgames.engine.history import Step
from microgames.engine.movelog import log_entries
from microgames.ui.play.movelog import EVENT_MARK
from microgames.engine.words import shown
from microgames.ui.scale import ui_scale
from microgames.ui.tablekit.seatstyle import paint_marker

MAX_PLAYED = 60  # log lines kept for "Just played" (a move's events count); as many as the screen holds are shown


class HandoffScreen(QWidget):
    """A full-table cover: "Pass to Ana — click when ready". Click or press a key to reveal."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoffScreen")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.name, self.colour, self.seat, self.colourblind = "", "#888888", 0, False
        self.played: tuple[str, ...] = ()  # the lines under "Just played"; an event's starts with EVENT_MARK

    def show_for(self, name: str, seat: int, colour: str, colourblind: bool, steps: Sequence[Step] = ()) -> None:
        """Cover the table for ``name``, listing the log lines of the ``steps`` played since ``seat``'s last
        move: the person who just moved reads what it did (the points of a turn's last pawn), the next one
        what happened meanwhile, with the events that followed by themselves, as the move log says them. The
        move log is public, so these lines are too. Whole moves are kept, newest first, while they fit."""
        self.name, self.seat, self.colour, self.colourblind = name, seat, colour, colourblind
        since = len(steps)
        while since > 0 and steps[since - 1].seat != seat:
            since -= 1
        played: list[str] = []
        for entry in reversed(log_entries(steps[since:], start=since + 1)):
            lines = [shown(entry.text)] + [EVENT_MARK + shown(event) for event in entry.events]
            if played and len(played) + len(lines) > MAX_PLAYED:
                break
            played[:0] = lines
        self.played = tuple(played[:MAX_PLAYED])
        self.update()

    def earlier(self) -> str:
        """The line in place of the moves that no longer fit."""
        return self.tr("… earlier moves are in the move log")

    @property
    def message(self) -> str:
        return self.tr("Pass to %1 — click when ready").replace("%1", self.name)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = self.palette().color(QPalette.ColorRole.Window)
        painter.fillRect(self.rect(), base)
        tint = QColor(self.colour)
        tint.setAlpha(40)
        painter.fillRect(self.rect(), tint)
        centre = self.rect().center()
        s = ui_scale(self)  # the text grows with the UI scale (the font), and so does the room between
        paint_marker(painter, QRectF(centre.x() - 36 * s, centre.y() - 110 * s, 72 * s, 72 * s), self.seat,
                     self.colour, self.colourblind)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        painter.drawText(QRectF(0, centre.y() - 20 * s, self.width(), 50 * s), Qt.AlignmentFlag.AlignCenter,
                         self.tr("Pass to %1").replace("%1", self.name))
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 1.2)
        painter.setFont(small)
        painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        painter.drawText(QRectF(0, centre.y() + 34 * s, self.width(), 30 * s), Qt.AlignmentFlag.AlignCenter,
                         self.tr("Everyone else, look away. Click when ready."))
        if self.played:
            self._paint_played(painter)

    def _paint_played(self, painter: QPainter) -> None:
        """The heading "Just played" and the lines under it, each cut to the screen's width."""
        top, line, s = self.played_top()
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.1)
        width = min(self.width() - 40.0, 720.0 * s)
        left = (self.width() - width) / 2
        heading = QFont(font)
        heading.setBold(True)
        painter.setFont(heading)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        painter.drawText(QRectF(left, top, width, line), Qt.AlignmentFlag.AlignCenter, self.tr("Just played"))
        event_font = QFont(font)
        event_font.setItalic(True)  # as in the move log: what happened by itself, not a move
        painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        for k, text in enumerate(self.visible_lines(self.rows_below(top, line, s)), start=1):
            event = text.startswith(EVENT_MARK) or text == self.earlier()
            painter.setFont(event_font if event else font)
            shown = QFontMetricsF(painter.font()).elidedText(text, Qt.TextElideMode.ElideRight, width)
            painter.drawText(QRectF(left, top + k * line, width, line), Qt.AlignmentFlag.AlignCenter, shown)

    def rows_below(self, top: float, line: float, s: float) -> int:
        """How many lines fit under the heading at ``top``, above the screen's edge."""
        return max(0, int((self.height() - top - 12 * s) // line) - 1)

    def played_top(self) -> tuple[float, float, float]:
        """Where "Just played" starts, the height of one of its lines and the UI scale (as painted)."""
        s = ui_scale(self)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.1)
        return self.rect().center().y() + 84 * s, QFontMetricsF(font).height() + 4, s

    def visible_lines(self, rows: int) -> tuple[str, ...]:
        """The newest lines that fit in ``rows``; when some do not, the first row says where the rest are."""
        if len(self.played) <= rows:
            return self.played
        if rows < 2:
            return self.played[-max(rows, 0):] if rows > 0 else ()
        return (self.earlier(), *self.played[-(rows - 1):])

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.ready.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.ready.emit()
        else:
            super().keyPressEvent(event)
