"""The banner over a review's table while a marked move's better move is shown in its place.

The board then shows the position the better move reaches from the one before the
marked move (``engine.review.better_step``), while the move list, the graph and the
bar stay on the game as played; Back, Esc or any step returns.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from microgames.engine.words import shown


class BetterBanner(QFrame):
    """ "Better: the green straight, +2.0 — shown instead of the move played" and Back, over the table.

    Signal: ``back()`` when Back is pressed.
    """

    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("betterBanner")
        self.label = QLabel(self)
        self.label.setObjectName("betterCaption")
        self.label.setWordWrap(True)
        self.back_button = QPushButton(self)
        self.back_button.setObjectName("betterBack")
        self.back_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys belong to the review
        self.back_button.clicked.connect(self.back)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 8, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.back_button)
        self.hide()
        self._again: Callable[[], None] | None = None  # says the last news again, in another language
        self.name()

    def name(self) -> None:
        self.back_button.setText(self.tr("Back"))
        self.back_button.setToolTip(self.tr("Back to the move played (Esc)"))
        if self._again is not None:
            self._again()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.name()
        super().changeEvent(event)

    def showing(self, advice: str, step: int) -> None:
        """Say which better move is on show (``advice``, said in the language of the moment), in place of move
        number ``step``."""
        self._again = lambda: self.showing(advice, step)
        self.label.setText(self.tr("<b>%1</b> — shown instead of the move played", "%1: the better move, its gain")
                           .replace("%1", html.escape(shown(advice), quote=False)))
        self.setToolTip(self.tr("Move %1 as played is in the move list; Back returns the board to it")
                        .replace("%1", str(step)))
        self.show()

    def refused(self, reason: str) -> None:
        """The better move cannot be shown: why (said in the language of the moment; nothing else changed)."""
        self._again = lambda: self.refused(reason)
        self.label.setText(self.tr("The better move cannot be shown: %1")
                           .replace("%1", html.escape(shown(reason), quote=False)))
        self.show()
