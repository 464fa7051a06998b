"""The moment between two people in hot seat: the table stays in sight until the screen is passed on.

When a person's move ends their turn, the table keeps showing what it did (the
points, the card, the pawn) under a bar saying who plays next. Nothing on the table
can be pressed meanwhile: a click there only draws the eye to the bar, so a click
meant for the hand-off never becomes a move. "Pass to Ben" (or Enter) hands the
screen on: straight to Ben when nothing is private, or behind the hand-off cover
when something is (or when the player asked for the cover always).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from microgames.ui.tablekit.seatstyle import paint_marker

FLASH_MS = 450  # how long the bar stays lit after a click on the table it covers


class _Marker(QWidget):
    """The next person's seat marker, as on the seat panel."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFixedSize(28, 28)
        self.seat, self.colour, self.colourblind = 0, "#888888", False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_marker(painter, QRectF(2, 2, 24, 24), self.seat, self.colour, self.colourblind)


class PassOverlay(QWidget):
    """Covers the board without hiding it: a faint veil that takes every click, and the bar that passes on."""

    passed = Signal()

    def __init__(self, board: QWidget) -> None:
        super().__init__(board)
        self.setObjectName("passOverlay")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.bar = QFrame(self)
        self.bar.setObjectName("passBar")
        self.bar.setProperty("flash", "false")
        self.marker = _Marker(self.bar)
        self.label = QLabel(self.bar)
        self.label.setObjectName("passText")
        self.button = QPushButton(self.bar)
        self.button.setObjectName("passButton")
        self.button.setDefault(True)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self.passed)
        row = QHBoxLayout(self.bar)
        row.setContentsMargins(14, 8, 10, 8)
        row.setSpacing(10)
        row.addWidget(self.marker)
        row.addWidget(self.label, 1)
        row.addWidget(self.button)
        self._flash = QTimer(self)
        self._flash.setSingleShot(True)
        self._flash.timeout.connect(lambda: self._set_flash(False))
        board.installEventFilter(self)
        self.hide()

    def show_for(self, name: str, seat: int, colour: str, colourblind: bool) -> None:
        """Keep the table in sight, blocked, until the screen is passed to ``name``."""
        self.marker.seat, self.marker.colour, self.marker.colourblind = seat, colour, colourblind
        self.marker.update()
        self.label.setText(self.tr("<b>Next: %1.</b> Look at the table, then pass the screen.").replace("%1", name))
        self.button.setText(self.tr("Pass to %1").replace("%1", name))
        self._set_flash(False)
        self._fit()
        self.show()
        self.raise_()
        self.setFocus()

    def _fit(self) -> None:
        board = self.parentWidget()
        self.setGeometry(board.rect())
        height = self.bar.sizeHint().height()
        width = min(self.width() - 24, max(self.bar.sizeHint().width(), 560))
        self.bar.setGeometry((self.width() - width) // 2, self.height() - height - 12, width, height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self._fit()
        return super().eventFilter(watched, event)

    def _set_flash(self, on: bool) -> None:
        self.bar.setProperty("flash", "true" if on else "false")
        self.bar.style().unpolish(self.bar)
        self.bar.style().polish(self.bar)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on the table is not a move now: light the bar so the eye finds it."""
        self._set_flash(True)
        self._flash.start(FLASH_MS)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def wheelEvent(self, event: QEvent) -> None:  # type: ignore[override]
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.passed.emit()
        else:
            event.accept()  # the table's keys wait for the next person

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(0, 0, 0, 28))  # a veil faint enough to read the table through
