"""The row under the Remediate table: the one-line prompt, the amount and hazard boxes and the buttons.

The prompt wraps (and may be squeezed) instead of widening the window, so the
table works in a 1024-pixel-wide window with every button of a step shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpinBox, QWidget

from microgames.games.remediate import cards as C
from microgames.ui import theme

BUTTONS = (
    ("draw", "Draw", "Draw genes from the pool (or click the pool)"),
    ("redraw", "Redraw hand", "Discard your whole hand and draw as many; this ends your turn"),
    ("clone", "Clone picked gene", "Clone the picked hand card (or double-click a hand card)"),
    ("skip", "Skip cloning", "Clone nothing (more) this turn"),
    ("remediate", "Remediate", "Take plastic from the environment into your stash"),
    ("pass", "Pass", "Neither remediate nor recycle; ends your turn"),
    ("resist", "Choose", "Bacillus subtilis: resist this hazard for the rest of the game (final)"),
)
STRONG = ("draw", "remediate", "clone")  # the usual next step, drawn in the accent colour


class ControlBar(QWidget):
    """The prompt and the buttons; a pressed button calls ``press(key)``, the table decides what it means."""

    def __init__(self, press: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("remediateControls")
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 10, 6)
        self.prompt = QLabel("", self)
        self.prompt.setObjectName("remediatePrompt")
        font = QFont(self.prompt.font())
        font.setBold(True)
        self.prompt.setFont(font)
        self.prompt.setWordWrap(True)  # a long prompt wraps instead of widening the window
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.prompt.setMinimumWidth(160)
        row.addWidget(self.prompt, 1)
        self.buttons: dict[str, QPushButton] = {}
        self.amount = QSpinBox(self)
        self.amount.setObjectName("remediate_amount")
        self.amount.setToolTip("How much plastic to remediate")
        self.amount.valueChanged.connect(lambda value: self.buttons["remediate"].setText(f"Remediate {value}"))
        self.hazard = QComboBox(self)
        self.hazard.setObjectName("remediate_hazard")
        for index, name in enumerate(C.HAZARDS):
            self.hazard.addItem(f"Resist {name}", index)
        for key, text, tip in BUTTONS:
            if key == "remediate":
                row.addWidget(self.amount)
            if key == "resist":
                row.addWidget(self.hazard)
            button = QPushButton(text, self)
            button.setObjectName(f"remediate_{key}")
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _checked=False, k=key: press(k))
            row.addWidget(button)
            self.buttons[key] = button

    def restyle(self) -> None:
        """Colour the buttons for the light or dark scheme."""
        c = theme.colours()
        plain = (f"QPushButton {{ background: {c['button']}; color: {c['text']}; border: 1px solid {c['border']};"
                 " border-radius: 7px; padding: 5px 14px; }"
                 f"QPushButton:hover {{ border-color: {theme.ACCENT}; }}")
        strong = (f"QPushButton {{ background: {theme.ACCENT}; color: white; border: none; border-radius: 7px;"
                  " padding: 6px 18px; font-weight: 600; } QPushButton:hover { background: #267a70; }")
        for key, button in self.buttons.items():
            button.setStyleSheet(strong if key in STRONG else plain)
