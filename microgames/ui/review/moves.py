"""The review's move list: every move, and once the game is analysed its marks, values and a legend.

A marked move reads as in chess software ("12. … ??") and is tinted so the eye
finds it in a long list; its values (the best move's worth → the played move's)
are on a second line, the better move and what it gains on a third, and the
tooltip says how many samples they rest on (or that they are exact). What followed a move by
itself (see ``engine.movelog``) is said on lines of its own under it, as in the play's move log.
Under the list, Show plays the better move of the current row's move on the board (when it is marked and
its better move known).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from microgames.engine.analysis import BLUNDER, DUBIOUS, MILD, MoveValue, Scale
from microgames.engine.words import fill, shown
from microgames.ui.play.movelog import EVENT_MARK

START_LABEL = QT_TRANSLATE_NOOP("MoveList", "Start of the game")  # the list's first row
TINTS = {MILD: ("#eef3fb", "#2f4f7f"), DUBIOUS: ("#fff1d6", "#8a5a00"),
         BLUNDER: ("#ffdcdc", "#a11d1d")}  # (background, text) per mark
WIDTH_SHARE, WIDTH_MIN, WIDTH_MAX = 0.22, 200, 300  # the widest the list grows: its share of the page, clamped


def _tinted(line: str) -> str:
    """A legend line as rich text, its mark tinted as the marked moves are in the list."""
    mark, _, rest = line.partition("  ")
    if mark not in TINTS:
        return html.escape(line, quote=False)
    background, text = TINTS[mark]
    return (f'<span style="background-color:{background}; color:{text}; font-weight:bold">&nbsp;{mark}&nbsp;</span>'
            f" {html.escape(rest, quote=False)}")


class MoveList(QWidget):
    """The list of moves (row 0 is the start) and, once there is an analysis, the legend under it.

    Signals: ``picked(row)`` when a row is clicked, ``show_better(step)`` when its Show is pressed.
    """

    picked = Signal(int)
    show_better = Signal(int)

    def __init__(self, labels: Sequence[str], parent: QWidget | None = None,
                 events: Sequence[Sequence[str]] = ()) -> None:
        super().__init__(parent)
        self.labels = list(labels)
        self.events = [tuple(found) for found in events] or [()] * len(self.labels)  # per move
        self.moves = QListWidget(self)
        self.moves.setObjectName("reviewMoves")
        self.moves.setWordWrap(True)
        self.moves.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.addItems([self.tr(START_LABEL)] + [self._row_text(n, f"{n}. {shown(label)}")
                                             for n, label in enumerate(self.labels, 1)])
        self.moves.itemClicked.connect(lambda item: self.picked.emit(self.moves.row(item)))
        self.showable: frozenset[int] = frozenset()  # the marked moves whose better move can be shown
        self.current = 0
        self.show_button = QPushButton(self)
        self.show_button.setObjectName("showBetter")
        self.show_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.show_button.clicked.connect(lambda: self.show_better.emit(self.current))
        self.show_button.hide()
        self.legend = QLabel(self)
        self.legend.setObjectName("reviewLegend")
        self.legend.setWordWrap(True)
        self.legend.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.moves, 1)
        layout.addWidget(self.show_button)
        layout.addWidget(self.legend)
        self.fit_to(WIDTH_MAX / WIDTH_SHARE)
        self.analysed: tuple[Sequence[MoveValue], Scale] | None = None
        self.name()

    def name(self) -> None:
        """The list's own words in the language of the moment (the moves and the analysis said again)."""
        self.show_button.setText(self.tr("Show the better move"))
        self.show_button.setToolTip(self.tr("Play the better move on the board in place of the selected one (Esc: back)"))
        start = self.moves.item(0)
        if start is not None:
            start.setText(self.tr(START_LABEL))
        if self.analysed is not None:
            self.show_analysis(*self.analysed)
        else:
            for step, label in enumerate(self.labels, 1):
                item = self.moves.item(step)
                if item is not None:
                    item.setText(self._row_text(step, f"{step}. {shown(label)}"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.name()
        super().changeEvent(event)

    def _row_text(self, step: int, head: str) -> str:
        """A move's row: its head line (and values), then the events that followed it."""
        return "\n".join([head] + [f"    {EVENT_MARK}{shown(event)}" for event in self.events[step - 1]])

    def fit_to(self, page_width: int | float) -> None:
        """At most a share of the page's width, so a small window leaves the table the room its panels need.

        A table that needs more still narrows the list: the layout gives the table its minimum first.
        """
        self.setMaximumWidth(max(WIDTH_MIN, min(WIDTH_MAX, round(page_width * WIDTH_SHARE))))
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(self.maximumWidth(), super().sizeHint().height())  # as wide as it may be, where there is room

    def count(self) -> int:
        return self.moves.count()

    def item(self, row: int) -> QListWidgetItem | None:
        return self.moves.item(row)

    def show_row(self, row: int) -> None:
        """Select and scroll to ``row`` without telling anyone (the position is already there)."""
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(row)
        self.moves.blockSignals(False)
        item = self.moves.item(row)
        if item is not None:
            self.moves.scrollToItem(item)
        self.current = row
        self._offer_show()

    def set_showable(self, steps: set[int]) -> None:
        """The marked moves whose better move can be shown."""
        self.showable = frozenset(steps)
        self._offer_show()

    def _offer_show(self) -> None:
        """Show under the list once some move has a better move to show; pressable on such a move's row."""
        self.show_button.setVisible(bool(self.showable))
        self.show_button.setEnabled(self.current in self.showable)

    def show_analysis(self, values: Sequence[MoveValue], scale: Scale) -> None:
        """Marks and values on the analysed moves, and the legend saying what they mean."""
        self.analysed = (values, scale)
        for value in values:
            item = self.moves.item(value.step)
            if item is None:
                continue
            mark = value.mark(scale)
            head = f"{value.step}. {shown(self.labels[value.step - 1])}" + (f"  {mark}" if mark else "")
            advice = shown(value.advice(scale))
            item.setText(self._row_text(value.step, f"{head}\n    {shown(value.values(scale))}"
                                        + (f"\n    {advice}" if advice else "")))
            item.setToolTip(fill(self.tr("%1: %2", "what the values measure: a move's values"),
                                 (scale.measure, value.describe(scale))))
            background, text = TINTS.get(mark, (None, None))
            item.setData(Qt.ItemDataRole.BackgroundRole, QBrush(QColor(background)) if background else None)
            item.setData(Qt.ItemDataRole.ForegroundRole, QBrush(QColor(text)) if text else None)
            font = QFont(item.font())
            font.setBold(mark == BLUNDER)
            item.setFont(font)
        counts = sorted({value.samples for value in values if not value.exact})
        counted = (self.tr("no samples") if not counts else self.tr("%n sample(s)", None, counts[0]) if len(counts) == 1
                   else self.tr("%1–%2 samples").replace("%1", str(counts[0])).replace("%2", str(counts[-1])))
        rest = (self.tr("Each move's values rest on %1 (exact where a search to the end was affordable).")
                if any(v.exact for v in values) else self.tr("Each move's values rest on %1."))
        lines = [_tinted(shown(line)) for line in scale.legend()] + [html.escape(rest.replace("%1", counted))]
        self.legend.setText("<br>".join(lines))
        self.legend.show()

    def text(self, row: int) -> str:
        item = self.moves.item(row)
        return item.text() if item is not None else ""
