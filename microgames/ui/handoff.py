"""The hand-off screen of hot-seat play: it hides the table until the next person is ready."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPalette

from PySide6.QtWidgets import QWidget

from microgames.ui.seatstyle import paint_marker


class HandoffScreen(QWidget):
    """A full-table cover: "Pass to Ana — click when ready". Click or press a key to reveal."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoffScreen")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.name, self.colour, self.seat, self.colourblind = "", "#888888", 0, False

    def show_for(self, name: str, seat: int, colour: str, colourblind: bool) -> None:
        self.name, self.seat, self.colour, self.colourblind = name, seat, colour, colourblind
        self.update()

    @property
    def message(self) -> str:
        return f"Pass to {self.name} — click when ready"

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = self.palette().color(QPalette.ColorRole.Window)
        painter.fillRect(self.rect(), base)
        tint = QColor(self.colour)
        tint.setAlpha(40)
        painter.fillRect(self.rect(), tint)
        centre = self.rect().center()
        paint_marker(painter, QRectF(centre.x() - 36, centre.y() - 110, 72, 72), self.seat, self.colour, self.colourblind)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        painter.drawText(QRectF(0, centre.y() - 20, self.width(), 50), Qt.AlignmentFlag.AlignCenter,
                         f"Pass to {self.name}")
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 1.2)
        painter.setFont(small)
        painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        painter.drawText(QRectF(0, centre.y() + 34, self.width(), 30), Qt.AlignmentFlag.AlignCenter,
                         "Everyone else, look away. Click when ready.")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.ready.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.ready.emit()
        else:
            super().keyPressEvent(event)
