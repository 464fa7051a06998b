"""The side panel of the Microworld table: whose turn and what to do, scores, the chosen rules, and the player's tokens.

The widgets are built once (a fixed row per possible gene token, a fixed set of
choice buttons) and shown or hidden at each sync: a button may be the one whose
click caused the sync, so nothing here is ever deleted while the game runs.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QCheckBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from microgames.engine.words import shown
from microgames.games.microworld.genes import GENE_NAMES, GENE_TIMING, TARGET_NAMES, TOKEN_COUNT
from microgames.games.microworld.options import FACTIONS, PAWNS
from microgames.games.microworld.state import MicroworldState
from microgames.ui import theme
from microgames.ui.language import translate
CHOICES = ("offer0", "offer1", "steal", "let", "end", "cancel")


def _button_style(kind: str, compact: bool = False) -> str:
    """A panel button's look; ``compact`` for the Use button of a token row (many rows must fit)."""
    c = theme.colours()
    pad = "3px 10px" if compact else "6px 14px"
    if kind == "strong":
        return ("QPushButton { background: %s; color: white; border: none; border-radius: 7px; padding: %s;"
                " font-weight: 600; } QPushButton:hover { background: #267a70; }"
                " QPushButton:disabled { background: %s; color: %s; }" % (theme.ACCENT, pad, c["button"], c["muted"]))
    return (f"QPushButton {{ background: {c['button']}; color: {c['text']}; border: 1px solid {c['border']};"
            f" border-radius: 7px; padding: {'2px 9px' if compact else '5px 12px'}; }}"
            f" QPushButton:hover {{ border-color: {theme.ACCENT}; }}"
            f" QPushButton:disabled {{ color: {c['muted']}; }}")


def setup_text(state: MicroworldState) -> str:
    """The panel's short "this game" block: board, pawns placed, the rules and target in play, the gene arrow,
    a block in force. The tiles themselves lie on the table (hover or click one for its text)."""
    setup = state.setup
    code = setup.board.code if len(setup.board.code) <= 11 else translate("MicroworldTable", "custom", "a board")
    lines = [translate("MicroworldTable", "<b>Board</b> %1 · <b>Pawns</b> %2 of %3 placed").replace(
        "%1", code).replace("%2", str(state.turn)).replace("%3", str(2 * PAWNS))]
    game = []
    if setup.rules:
        game.append(translate("MicroworldTable", "<b>Rules</b> %1").replace("%1", " ".join(setup.rules)))
    if setup.target:
        target = shown(TARGET_NAMES[setup.target])
        if state.target_winner >= 0:
            game.append(translate("MicroworldTable", "<b>Target</b> %1 (won by the %2)").replace("%1", target).replace(
                "%2", shown(FACTIONS[state.target_winner])))
        else:
            game.append(translate("MicroworldTable", "<b>Target</b> %1").replace("%1", target))
    if game:
        lines.append(" · ".join(game))
    arrow = (shown(GENE_NAMES[state.arrow]) if state.arrow >= 0
             else translate("MicroworldTable", "no token used yet"))
    lines.append(translate("MicroworldTable", "<b>Gene arrow ➜</b> %1").replace("%1", arrow))
    if any(state.blocked):
        lines.append(translate("MicroworldTable", "<b>Blocked</b> the %1: no tokens, no points this turn").replace(
            "%1", shown(FACTIONS[state.blocked.index(True)])))
    return "<br>".join(lines)


def timing_text(token: int, arrow: int) -> str:
    """When a gene token acts: before or after placing, or (Copy) as the token under the gene arrow."""
    timing = GENE_TIMING[token]
    if timing == "before":
        return translate("MicroworldTable", "before placing")
    if timing == "after":
        return translate("MicroworldTable", "after placing")
    if arrow >= 0:
        return translate("MicroworldTable", "as the gene arrow (now %1)").replace("%1", shown(GENE_NAMES[arrow]))
    return translate("MicroworldTable", "as the gene arrow (nothing yet)")


class TokenRow(QWidget):
    """One hidden gene token of the player: its name, when it acts, and a Use button."""

    def __init__(self, parent: QWidget, on_use: Callable[[int], None]) -> None:
        super().__init__(parent)
        self.token = -1
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.name = QLabel("", self)
        self.name.setWordWrap(True)
        self.use = QPushButton("", self)
        self.use.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.use.clicked.connect(lambda _checked=False: on_use(self.token))
        row.addWidget(self.name, 1)
        row.addWidget(self.use)

    def show_token(self, token: int, arrow: int, usable: bool, may_try: bool, locked: bool) -> None:
        self.token = token
        timing = timing_text(token, arrow)
        if locked:
            timing = translate("MicroworldTable", "%1 · usable next turn").replace("%1", timing)
        self.name.setText(f"<b>{shown(GENE_NAMES[token])}</b> <span style='color:gray'>· {timing}</span>")
        self.use.setText(translate("MicroworldTable", "Use", "a gene token"))
        self.use.setEnabled(may_try)
        self.use.setStyleSheet(_button_style("strong" if usable else "plain", compact=True))
        self.use.setToolTip(translate("MicroworldTable", "Use this token now") if usable
                            else translate("MicroworldTable", "Not usable right now: click to see why"))
        self.setVisible(True)


class SidePanel(QFrame):
    """Everything next to the board; the table fills it in at each sync."""

    def __init__(self, parent: QWidget, on_use: Callable[[int], None], on_choice: Callable[[str], None]) -> None:
        super().__init__(parent)
        self.setObjectName("microworldPanel")
        self._base_point_size = self.font().pointSizeF()
        self._scale = 1.0
        column = QVBoxLayout(self)
        column.setContentsMargins(12, 12, 12, 12)
        column.setSpacing(8)
        self.headline = QLabel("", self)
        self.headline.setObjectName("microworldHeadline")
        self.headline.setWordWrap(True)  # "Looking back: after move 32" at the panel's narrowest must not widen it past its room
        self.instruction = QLabel("", self)
        self.instruction.setWordWrap(True)
        column.addWidget(self.headline)
        column.addWidget(self.instruction)
        self.choices: dict[str, QPushButton] = {}
        for key in CHOICES:
            button = QPushButton("", self)
            button.setObjectName(f"microworld_{key}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _checked=False, k=key: on_choice(k))
            column.addWidget(button)
            self.choices[key] = button
        column.addWidget(self._rule())
        scores = QGridLayout()
        self.score_marks = [QLabel("", self), QLabel("", self)]
        self.score_names = [QLabel("", self), QLabel("", self)]
        self.score_points = [QLabel("", self), QLabel("", self)]
        for seat in (0, 1):
            scores.addWidget(self.score_marks[seat], seat, 0)
            scores.addWidget(self.score_names[seat], seat, 1)
            scores.addWidget(self.score_points[seat], seat, 2, Qt.AlignmentFlag.AlignRight)
            self.score_names[seat].setWordWrap(True)
        scores.setColumnStretch(1, 1)
        column.addLayout(scores)
        column.addWidget(self._rule())
        self.hand_title = QLabel("", self)
        self.hand_title.setWordWrap(True)  # "Genplättchen der Antikörper — keine" is wider than a small panel
        column.addWidget(self.hand_title)
        self.token_rows = [TokenRow(self, on_use) for _ in range(TOKEN_COUNT)]
        for row in self.token_rows:
            column.addWidget(row)
        self.hand_note = QLabel("", self)
        self.hand_note.setWordWrap(True)
        column.addWidget(self.hand_note)
        column.addWidget(self._rule())
        self.setup_text = QLabel("", self)
        self.setup_text.setWordWrap(True)
        self.setup_text.setTextFormat(Qt.TextFormat.RichText)
        column.addWidget(self.setup_text)
        #: names on every cell, so that a cell the move log names ("Q1·6") can be found (hovering shows one)
        self.cell_names = QCheckBox("", self)
        self.cell_names.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        column.addWidget(self.cell_names)
        column.addStretch(1)
        self.name_fixed_texts()
        self.restyle()

    def name_fixed_texts(self) -> None:
        """The texts set once, in the language of the moment (again when the language changes)."""
        self.cell_names.setText(translate("MicroworldTable", "Show cell names"))
        self.cell_names.setToolTip(translate("MicroworldTable", "Write each cell's name on the board, as the move "
                                                                "log names cells (Q1·6 is quarter 1, cell 6). "
                                                                "Hovering a cell shows its name too."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.name_fixed_texts()
        super().changeEvent(event)

    def set_scale(self, scale: float) -> None:
        """Grow the text with a wide panel (a large screen), never below the app's own size."""
        scale = round(max(1.0, min(scale, 1.3)), 2)
        if scale != self._scale:
            self._scale = scale
            self.restyle()

    def _rule(self) -> QFrame:
        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setStyleSheet(f"color: {theme.colours()['border']};")
        return line

    def restyle(self) -> None:
        c = theme.colours()
        # The app's style sheet fixes the widgets' fonts, so the panel's text size is set here too.
        size = self._base_point_size * self._scale
        self.setStyleSheet(f"QFrame#microworldPanel {{ background: {c['card']}; border-left: 1px solid {c['border']}; }}"
                           f" QFrame#microworldPanel QLabel, QFrame#microworldPanel QPushButton, QFrame#microworldPanel QCheckBox"
                           f" {{ font-size: {size:.1f}pt; }}"
                           f" QFrame#microworldPanel QLabel#microworldHeadline {{ font-size: {size * 1.45:.1f}pt; font-weight: 700; }}")
        for key, button in self.choices.items():
            button.setStyleSheet(_button_style("plain" if key in ("cancel", "let") else "strong"))

    def show_choice(self, key: str, text: str | None, tip: str = "") -> None:
        """Show the choice button ``key`` with ``text`` (None hides it)."""
        button = self.choices[key]
        button.setVisible(text is not None)
        if text is not None:
            button.setText(text)
            button.setToolTip(tip)
