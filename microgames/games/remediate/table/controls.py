"""The rows under the Remediate table: the prompt, then the buttons of the step, or a question with its answers.

Every button says what it does ("Draw 2 genes", "Remediate 3", "Recycle: Garden
Chair for 5 plastic"); one that cannot be used now is drawn greyed and dashed.
A final choice (the whole-hand redraw, replacing a cloned gene, Bacillus
subtilis' hazard) is first put as a question with a button naming the effect and
Cancel, in place of the buttons, so nothing irreversible happens in one press.
The prompt wraps on its own line, so the table works in a 1024-pixel-wide window.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from microgames.games.remediate import cards as C
from microgames.ui import theme

BUTTONS = (
    ("draw", "Draw", "Draw genes from the pool (or click the pool)"),
    ("redraw", "Redraw whole hand…", "Discard your whole hand and draw as many; this ends your turn (asks first)"),
    ("clone", "Clone", "Clone the picked hand card (or drag it onto its slot, or double-click it)"),
    ("skip", "Skip cloning", "Clone nothing (more) this turn"),
    ("remediate", "Remediate", "Take plastic from the environment into your stash"),
    *((f"recycle{pile}", f"Recycle: {name}", f"Turn plastic from your stash into a {name} (points)")
      for pile, name in enumerate(C.RECYCLE_NAME)),
    ("pass", "Pass", "Neither remediate nor recycle; ends your turn"),
    ("resist", "Resist for good…", "Bacillus subtilis: resist this hazard for the rest of the game (asks first)"),
)


class ControlBar(QWidget):
    """The prompt and the buttons; a pressed button calls ``press(key)``, the table decides what it means."""

    def __init__(self, press: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("remediateControls")
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 4, 10, 6)
        column.setSpacing(4)
        self.prompt = QLabel("", self)
        self.prompt.setObjectName("remediatePrompt")
        font = QFont(self.prompt.font())
        font.setBold(True)
        self.prompt.setFont(font)
        self.prompt.setWordWrap(True)  # a long prompt wraps instead of widening the window
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.prompt.setFixedHeight(2 * self.prompt.fontMetrics().lineSpacing() + 4)  # the table never rescales for it
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        column.addWidget(self.prompt)
        row = QHBoxLayout()
        row.setSpacing(6)
        column.addLayout(row)
        row.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        self.amount = QSpinBox(self)
        self.amount.setObjectName("remediate_amount")
        self.amount.setToolTip("How much plastic to remediate")
        self.amount.valueChanged.connect(lambda value: self.buttons["remediate"].setText(f"Remediate {value}"))
        self.hazard = QComboBox(self)
        self.hazard.setObjectName("remediate_hazard")
        for index, name in enumerate(C.HAZARDS):
            self.hazard.addItem(f"{name}", index)
        self.hazard.setToolTip("The hazard Bacillus subtilis resists for the rest of the game")
        for key, text, tip in BUTTONS:
            if key == "remediate":
                row.addWidget(self.amount)
            if key == "resist":
                row.addWidget(self.hazard)
            self.buttons[key] = self._button(key, text, tip, row, press)
        self.yes = self._button("confirm", "Yes", "Do it", row, press)
        self.no = self._button("cancel", "Cancel", "Do nothing (Escape)", row, press)
        self.strong: str | None = None  # the usual next step, drawn in the accent colour

    def _button(self, key: str, text: str, tip: str, row: QHBoxLayout, press: Callable[[str], None]) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(f"remediate_{key}")
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _checked=False, k=key: press(k))
        row.addWidget(button)
        return button

    def show_buttons(self, shown: set[str], question: tuple[str, str] | None) -> None:
        """Show the step's buttons, or (``question``: its text and the answer's label) the question's two answers."""
        if question is not None:
            shown = set()
            self.prompt.setText(question[0])
            self.yes.setText(question[1])
        for key, button in self.buttons.items():
            button.setVisible(key in shown)
        self.amount.setVisible("remediate" in shown and self.amount.maximum() > 1)
        self.hazard.setVisible("resist" in shown)
        self.yes.setVisible(question is not None)
        self.no.setVisible(question is not None)
        strong = "confirm" if question is not None else next(
            (k for k in ("draw", "clone", "remediate", "recycle0", "recycle1", "recycle2")
             if k in shown and self.buttons[k].isEnabled()), None)
        if strong != self.strong:
            self.strong = strong
            self.restyle()
        if shown or question is not None:  # the rows keep their tallest height: the table never rescales for them
            self.setMinimumHeight(max(self.minimumHeight(), self.sizeHint().height()))

    def restyle(self) -> None:
        """Colour the buttons for the light or dark scheme: the next step strong, unusable ones greyed and dashed."""
        c = theme.colours()
        disabled = (f"QPushButton:disabled {{ background: transparent; color: {c['muted']};"
                    f" border: 1px dashed {c['border']}; }}")
        plain = (f"QPushButton {{ background: {c['button']}; color: {c['text']}; border: 1px solid {c['border']};"
                 " border-radius: 7px; padding: 5px 12px; }"
                 f"QPushButton:hover {{ border-color: {theme.ACCENT}; }}" + disabled)
        strong = (f"QPushButton {{ background: {theme.ACCENT}; color: white; border: none; border-radius: 7px;"
                  " padding: 5px 16px; font-weight: 600; } QPushButton:hover { background: #267a70; }" + disabled)
        for key, button in (*self.buttons.items(), ("confirm", self.yes), ("cancel", self.no)):
            button.setStyleSheet(strong if key == self.strong else plain)
