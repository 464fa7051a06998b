"""The rows under the Remediate table: the prompt, then the buttons of the step, or a question with its answers.

Every button says what it does ("Draw 2 genes", "Remediate 3", "Recycle Garden
Chair (5)", its cost in plastic); one that cannot be used now is drawn greyed and
dashed.
A final choice (the whole-hand redraw, replacing a cloned gene, Bacillus
subtilis' hazard) is first put as a question with a button naming the effect and
Cancel, in place of the buttons, so nothing irreversible happens in one press.
The prompt wraps on its own line, so the table works in a 1024-pixel-wide window.

The buttons flow into as many rows as the width needs (``buttonrows``), and the
bar always keeps the height of the fullest step at its width: the table above it
keeps its room, and so its layout, from the first turn to the last. The labels
are short enough for the fullest step to fit one row at the default window's
width; Bacillus subtilis' standing choice of a hazard to resist sits beside the
prompt, not among the step's buttons.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from microgames.engine.seats import Seat
from microgames.engine.words import shown as said
from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.state import RemediateState
from microgames.games.remediate.table.buttonrows import ButtonRows
from microgames.games.remediate.table.text import TableWords, prompt_text, say
from microgames.ui import theme

#: Each button's key, label and tooltip, said in the language of the moment whenever the bar shows a step.
BUTTONS = (
    ("draw", TableWords.tr("Draw"), TableWords.tr("Draw genes from the pool (or click the pool)")),
    ("redraw", TableWords.tr("Redraw whole hand…"),
     TableWords.tr("Discard your whole hand and draw as many; this ends your turn (asks first)")),
    ("clone", TableWords.tr("Clone"), TableWords.tr("Clone the picked hand card (or drag it onto its slot, or double-click it)")),
    ("skip", TableWords.tr("Skip cloning"), TableWords.tr("Clone nothing (more) this turn")),
    ("remediate", TableWords.tr("Remediate"), TableWords.tr("Take plastic from the environment into your stash")),
    *((f"recycle{pile}", TableWords.tr("Recycle %1").arg(name), TableWords.tr("Turn plastic from your stash into a %1 (points)").arg(name))
      for pile, name in enumerate(C.RECYCLE_NAME)),
    ("pass", TableWords.tr("Pass"), TableWords.tr("Neither remediate nor recycle; ends your turn")),
    ("resist", TableWords.tr("Resist for good…"),
     TableWords.tr("Bacillus subtilis: resist this hazard for the rest of the game (asks first)")),
)
RECYCLES = tuple(f"recycle{pile}" for pile in range(len(C.RECYCLE_NAME)))
#: What may show at once in the rows, in row order ("amount" is the box before its button).
TOGETHER = (("draw", "redraw"), ("clone", "skip"), ("amount", "remediate", *RECYCLES, "pass"), ("confirm", "cancel"))
STRONG_PADDING = 8  # the strong look's wider padding (14 against 10 on each side)
BORDERS = 2  # a plain button's border, which the strong one has not


def draw_label(count: int) -> str:
    return say(TableWords.tr("Draw %n gene(s)", None, count))


def recycle_label(pile: int, cost: int) -> str:
    return say(TableWords.tr("Recycle %1 (%2)"), C.RECYCLE_NAME[pile], cost)


def clone_label(name: str) -> str:
    return say(TableWords.tr("Clone %1"), name)


def remediate_label(amount: int) -> str:
    return say(TableWords.tr("Remediate %1"), amount)


def replace_label(name: str) -> str:
    return say(TableWords.tr("Replace %1"), name)


def redraw_label(count: int) -> str:
    return say(TableWords.tr("Redraw %n gene(s)", None, count))


def resist_label(hazard: str) -> str:
    return say(TableWords.tr("Resist %1"), hazard)


def widest_labels(key: str) -> tuple[str, ...]:
    """The longest labels the button ``key`` can take in the language of the moment, so the bar keeps room for
    them before they show."""
    if key == "draw":
        return tuple(draw_label(count) for count in range(1, 10))
    if key == "clone":
        return tuple(clone_label(name) for name in C.KIND_NAME)
    if key == "remediate":
        return (remediate_label(99),)
    if key in RECYCLES:
        pile = RECYCLES.index(key)
        return (recycle_label(pile, C.RECYCLE_COST[pile]),)
    if key == "confirm":
        return (*(replace_label(name) for name in C.KIND_NAME), redraw_label(99),
                *(resist_label(hazard) for hazard in C.HAZARDS))
    return ()


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
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.prompt, 1)
        column.addLayout(top)
        self.rows = ButtonRows()
        column.addLayout(self.rows)
        self.buttons: dict[str, QPushButton] = {}
        self.strong: str | None = None  # the usual next step, drawn in the accent colour
        self._amount_for: tuple[int, int] | None = None  # (turn count, most) the amount box was set for
        self.amount = QSpinBox(self)
        self.amount.setObjectName("remediate_amount")
        self.amount.setRange(1, 99)
        self.amount.setFixedWidth(self.amount.sizeHint().width())  # as wide for 1 as for 99: nothing shifts
        self.amount.valueChanged.connect(lambda value: self.buttons["remediate"].setText(remediate_label(value)))
        self.hazard = QComboBox(self)
        self.hazard.setObjectName("remediate_hazard")
        for index in range(len(C.HAZARDS)):
            self.hazard.addItem("", index)
        for key, _text, _tip in BUTTONS:
            if key == "remediate":
                self.rows.addWidget(self.amount)
            self.buttons[key] = self._button(key, press)
            (top if key == "resist" else self.rows).addWidget(self.buttons[key])
        top.insertWidget(1, self.hazard)
        self.yes = self._button("confirm", press)
        self.no = self._button("cancel", press)
        self.rows.addWidget(self.yes)
        self.rows.addWidget(self.no)
        widgets: dict[str, QWidget] = {**self.buttons, "amount": self.amount, "hazard": self.hazard,
                                       "confirm": self.yes, "cancel": self.no}
        self._keys = {widget: key for key, widget in widgets.items()}
        self.rows.together = tuple(tuple(widgets[key] for key in group) for group in TOGETHER)
        self.rows.widest = self.widest
        for widget in widgets.values():
            widget.hide()
        self.name_all()
        self.restyle()

    def name_all(self) -> None:
        """Every button, box and tooltip named again in the language of the moment (a step's own labels follow)."""
        self.amount.setToolTip(say(TableWords.tr("How much plastic to remediate")))
        for index, name in enumerate(C.HAZARDS):
            self.hazard.setItemText(index, said(name))
        self.hazard.setToolTip(say(TableWords.tr("The hazard Bacillus subtilis resists for the rest of the game")))
        for key, text, tip in BUTTONS:
            self.buttons[key].setText(said(text))
            self.buttons[key].setToolTip(said(tip))
        self.yes.setText(say(TableWords.tr("Yes")))
        self.yes.setToolTip(say(TableWords.tr("Do it")))
        self.no.setText(say(TableWords.tr("Cancel")))
        self.no.setToolTip(say(TableWords.tr("Do nothing (Escape)")))

    def _button(self, key: str, press: Callable[[str], None]) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(f"remediate_{key}")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _checked=False, k=key: press(k))
        return button

    def widest(self, widget: QWidget) -> int:
        """The width ``widget`` takes at its longest label, drawn strong (the bar keeps room for that)."""
        widget.ensurePolished()  # styled as it will show, though it may not have shown yet
        hint = widget.sizeHint().width()
        key = self._keys.get(widget)
        if not isinstance(widget, QPushButton) or key is None:
            return hint
        font = QFont(widget.font())
        font.setWeight(QFont.Weight.DemiBold)
        longest = max(QFontMetrics(font).horizontalAdvance(text) for text in (*widest_labels(key), widget.text()))
        # the frame and padding around the label, as the plain look draws them (whichever look it has now)
        chrome = hint - widget.fontMetrics().horizontalAdvance(widget.text()) - STRONG_PADDING * (key == self.strong)
        return chrome + STRONG_PADDING + BORDERS + longest

    def show_step(self, view: RemediateState, acting: int | None, selected: int | None, seats: Sequence[Seat],
                  question: tuple[str, str] | None, reviewing: bool = False) -> None:
        """The step's prompt and buttons, each labelled with its effect (or the question waiting for its answer)."""
        phase = view.phase
        shown: set[str] = set()
        buttons = self.buttons
        self.name_all()
        self.prompt.setText(prompt_text(view, acting, selected, seats, reviewing))
        if acting is not None:
            shown = {"draw": {"draw", "redraw"}, "clone": {"skip"} | ({"clone"} if selected is not None else set()),
                     "act": {"remediate", "pass"}}.get(phase, set())
            if phase == "draw":
                buttons["draw"].setText(draw_label(E.draw_count(view, acting)))
            if selected is not None:
                buttons["clone"].setText(clone_label(C.card_name(selected)))
            if phase == "act":
                self._show_act(view, acting, shown)
            if (phase != "over" and C.MICROBE_PICKS_RESISTANCE[view.microbes[acting]]
                    and view.resistance_pick[acting] < 0):
                shown.add("resist")
        self.show_buttons(shown, question)

    def _show_act(self, view: RemediateState, acting: int, shown: set[str]) -> None:
        """Remediate (greyed when there is nothing to remediate with) and a button for each pile one can afford."""
        most = E.remediation_amount(view, acting) if view.env >= 0 else 0
        if self._amount_for != (view.turns, most):  # a new act step: offer the most again
            self._amount_for = (view.turns, most)
            self.amount.setRange(1, max(1, most))
            self.amount.setValue(max(1, most))
        remediate = self.buttons["remediate"]
        remediate.setText(remediate_label(self.amount.value()) if most else say(TableWords.tr("Remediate")))  # the prompt says why not
        remediate.setEnabled(most > 0)
        for pile, key in enumerate(RECYCLES):
            cost = E.recycle_cost(view, acting, pile)
            if view.piles[pile] and view.stash[acting] >= cost:
                shown.add(key)
                self.buttons[key].setText(recycle_label(pile, cost))
                self.buttons[key].setToolTip(say(TableWords.tr("Turn %1 plastic from your stash into a %2 (%3 points)"),
                                                 cost, C.RECYCLE_NAME[pile], C.RECYCLE_POINTS[pile]))

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
            (k for k in ("draw", "clone", "remediate", *RECYCLES) if k in shown and self.buttons[k].isEnabled()), None)
        if strong != self.strong:
            self.strong = strong
            self.restyle()

    def restyle(self) -> None:
        """Colour the buttons for the light or dark scheme: the next step strong, unusable ones greyed and dashed."""
        c = theme.colours()
        disabled = (f"QPushButton:disabled {{ background: transparent; color: {c['muted']};"
                    f" border: 1px dashed {c['border']}; }}")
        plain = (f"QPushButton {{ background: {c['button']}; color: {c['text']}; border: 1px solid {c['border']};"
                 " border-radius: 7px; padding: 5px 10px; }"
                 f"QPushButton:hover {{ border-color: {theme.ACCENT}; }}" + disabled)
        strong = (f"QPushButton {{ background: {theme.ACCENT}; color: white; border: none; border-radius: 7px;"
                  " padding: 5px 14px; font-weight: 600; } QPushButton:hover { background: #267a70; }" + disabled)
        for key, button in (*self.buttons.items(), ("confirm", self.yes), ("cancel", self.no)):
            button.setStyleSheet(strong if key == self.strong else plain)
