"""The banner shown while looking back at an earlier move: what is on show and the way back."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget


class LookBackBanner(QFrame):
    """ "Viewing move 12 of 40 — the game goes on from move 40" with ◀ ▶, Play from here and Return.

    Signals carry the person's wish; the window decides (Play from here asks first).
    """

    step = Signal(int)  # -1 earlier, +1 later
    return_requested = Signal()
    play_from_here = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lookBackBanner")
        self.label = QLabel(self)
        self.label.setObjectName("lookBackText")
        self.label.setWordWrap(True)
        self.earlier = QPushButton("◀", self)

        self.later = QPushButton("▶", self)

        self.play_button = QPushButton(self)
        self.play_button.setObjectName("playFromHere")
        self.return_button = QPushButton(self)
        self._name()
        self.return_button.setObjectName("returnToGame")
        self.return_button.setDefault(True)
        for button in (self.earlier, self.later):
            button.setFixedWidth(36)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 8, 6)
        layout.addWidget(self.label, 1)
        for button in (self.earlier, self.later, self.play_button, self.return_button):
            layout.addWidget(button)
        self.earlier.clicked.connect(lambda: self.step.emit(-1))
        self.later.clicked.connect(lambda: self.step.emit(1))
        self.return_button.clicked.connect(self.return_requested)
        self.play_button.clicked.connect(self.play_from_here)
        self.hide()

    def _name(self) -> None:
        self.earlier.setToolTip(self.tr("An earlier move (Left)"))
        self.later.setToolTip(self.tr("A later move (Right)"))
        self.play_button.setText(self.tr("Play from here"))
        self.return_button.setText(self.tr("Return to the game"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name()

    def show_position(self, index: int, now: int, total: int) -> None:
        """Say which position is on show, against where the game is."""
        if index == 0:
            text = self.tr("<b>Viewing the start of the game</b> (the game is at move %1).")
        else:
            text = self.tr("<b>Viewing move %2</b> (the game is at move %1).").replace("%2", str(index))
        self.label.setText(text.replace("%1", str(now)) + " "
                           + self.tr("Nothing changes until you return or play from here."))
        self.earlier.setEnabled(index > 0)
        self.later.setEnabled(index < total)
        self.show()
