"""The Microworld part of the results dialog: the final scoring's summary, tissue by tissue.

The table has already walked the count on the board (:mod:`finale`); here it stays to be looked at: the
totals and the tie-break, every token that lay face down (now face up where it lies), a list with each tissue's line of :func:`scoring.final_breakdown`, and a small
picture of the final board where the picked tissue is outlined and the others faded, the flipped pawns
lifted off (they are removed before the count).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QScrollArea, QSizePolicy,
                               QVBoxLayout, QWidget)

from microgames.engine.words import shown
from microgames.games.microworld.board import kind_names
from microgames.games.microworld.geometry import CELLS
from microgames.games.microworld.options import FACTIONS, PAWNS
from microgames.games.microworld.table.items import RADIUS, CellLook, paint_cell
from microgames.games.microworld.scoring import TissueScore, final_breakdown, turned_up, winner
from microgames.games.microworld.speech import MicroworldWords
from microgames.games.microworld.state import MicroworldState
from microgames.ui.language import translate
from microgames.ui.tablekit.context import TableContext

PICTURE = 260


class TissuePicture(QWidget):
    """The final board, small, with one tissue picked out."""

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.tissue = -1
        self.setFixedSize(self.sizeHint())
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(PICTURE, PICTURE)

    def paintEvent(self, event: QPaintEvent) -> None:
        state: MicroworldState = self.context.state
        board = state.setup.board
        radiated = {pawn for _, pawn in state.radiation}
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(PICTURE / 2, PICTURE / 2)
        painter.scale(PICTURE / (2.1 * RADIUS), PICTURE / (2.1 * RADIUS))
        colours = [self.context.seat_colour(0), self.context.seat_colour(1)]
        for shape in CELLS:
            inside = self.tissue < 0 or board.tissue_of[shape.id] == self.tissue
            pawns = tuple((p // PAWNS, False, p in radiated) for p in state.cells[shape.id]
                          if self.tissue < 0 or not state.flipped >> p & 1)  # flipped pawns lifted off to count
            look = CellLook(board.kinds[shape.id], pawns=pawns, dim=not inside, chosen=inside and self.tissue >= 0)
            paint_cell(painter, shape, look, colours.__getitem__, self.context.colourblind)
        painter.end()


def line_title(line: TissueScore) -> str:
    """A list entry: "Nervous · 4 cells — Viruses +4"."""
    kind = shown(kind_names()[line.kind])
    kind = kind[:1].upper() + kind[1:]
    if line.winner >= 0:
        result = translate("MicroworldTable", "%1 +%2").replace("%1", shown(FACTIONS[line.winner])).replace(
            "%2", str(line.points + line.bonus))
    else:
        result = translate("MicroworldTable", "nobody scores")
    return shown(MicroworldWords.tr("%1 · %n cell(s) — %2", "a tissue in the results", len(line.cells)).arg(
        kind, result))


def tie_break_text(state: MicroworldState) -> str:
    """A sentence on how equal scores were settled (most unused gene tokens), or ""."""
    scores = state.scores()
    if scores[0] != scores[1]:
        return ""
    unused = {s: f"{shown(FACTIONS[s])} {state.unused_tokens(s)}" for s in (0, 1)}
    best = winner(state)
    if best >= 0:
        said = translate("MicroworldTable", "Equal scores: the side with more unused gene tokens wins (%1, %2): "
                                            "the %3 win.").replace("%3", shown(FACTIONS[best]))
    else:
        said = translate("MicroworldTable", "Equal scores: the side with more unused gene tokens wins (%1, %2): "
                                            "the game is a draw.")
    return "<br>" + said.replace("%1", unused[0], 1).replace("%2", unused[1], 1)


class FinalBreakdown(QWidget):
    """The summary: the totals, a list of the tissues, the picture and the reason of the one picked."""

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        state: MicroworldState = context.state
        self.lines = final_breakdown(state)
        row = QHBoxLayout(self)
        self.picture = TissuePicture(context, self)
        row.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignTop)
        column = QVBoxLayout()
        # The long texts scroll in their own room: a short screen caps the dialog, and a language with longer
        # words must not push them over the list (nor the list out of sight).
        texts = QWidget(self)
        said = QVBoxLayout(texts)
        said.setContentsMargins(0, 0, 4, 0)
        totals = [translate("MicroworldTable", "%1 %2 during play + %3 from tissues").replace(
            "%1", shown(FACTIONS[s])).replace("%2", str(state.points[s])).replace("%3", str(state.final[s]))
            for s in (0, 1)]
        summary = translate("MicroworldTable", "<b>Final scoring</b>: flipped pawns are removed, then each tissue "
                                               "goes to the side with more pawns in it.<br>%1, %2.")
        self.summary = QLabel(summary.replace("%1", totals[0], 1).replace("%2", totals[1], 1)
                              + tie_break_text(state), texts)
        self.summary.setWordWrap(True)
        said.addWidget(self.summary)
        places = translate("MicroworldTable", "; ", "between the places of the tokens turned up").join(
            translate("MicroworldTable", "%1: %2", "a place: the tokens there").replace("%1", shown(where)).replace(
                "%2", shown(which)) for where, which in turned_up(state))
        self.tokens = QLabel(translate("MicroworldTable", "<b>Every token turned face up</b>: %1.").replace(
            "%1", places), texts)
        self.tokens.setWordWrap(True)
        said.addWidget(self.tokens)
        said.addStretch(1)
        self.texts = QScrollArea(self)
        self.texts.setWidget(texts)
        self.texts.setWidgetResizable(True)
        self.texts.setFrameShape(QFrame.Shape.NoFrame)
        self.texts.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        spacing = self.summary.fontMetrics().lineSpacing()
        self.texts.setMinimumHeight(5 * spacing)
        column.addWidget(self.texts, 2)
        self.list = QListWidget(self)
        for line in self.lines:
            item = QListWidgetItem(line_title(line))
            if line.winner >= 0:
                item.setForeground(QColor(context.seat_colour(line.winner)).darker(120))
            self.list.addItem(item)
        self.list.currentRowChanged.connect(self.show_tissue)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.ensurePolished()  # the font the lines are drawn in, before measuring them
        self.list.setMinimumWidth(self.list.sizeHintForColumn(0) + 2 * self.list.frameWidth() + 12  # whole lines,
                                  + self.list.verticalScrollBar().sizeHint().width())  # beside the scroll bar
        self.list.setMinimumHeight(5 * self.list.sizeHintForRow(0) + 2 * self.list.frameWidth())  # five tissues
        column.addWidget(self.list, 1)
        self.reason = QLabel(translate("MicroworldTable", "Pick a tissue to see it on the board and why it scored."),
                             self)
        self.reason.setWordWrap(True)
        self.reason.setMinimumHeight(4 * spacing)  # a long reason, wrapped
        self.reason.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        column.addWidget(self.reason)
        row.addLayout(column, 1)

    def show_tissue(self, row: int) -> None:
        if not 0 <= row < len(self.lines):
            return
        line = self.lines[row]
        self.picture.tissue = line.tissue
        self.picture.update()
        removed = sum(line.removed)
        said = translate("MicroworldTable", "Tissue %1 of %2: %3").replace("%1", str(row + 1)).replace(
            "%2", str(len(self.lines))).replace("%3", shown(line.reason))
        if removed:
            said = self.tr("%1 (%n flipped pawn(s) removed first.)", None, removed).replace(
                "%1", said)
        self.reason.setText(said)
