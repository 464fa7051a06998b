"""The Microworld part of the results dialog: the final scoring's summary, tissue by tissue.

The table has already walked the count on the board (:mod:`finale`); here it stays to be looked at: the
totals and the tie-break, every token that lay face down (now face up where it lies), a list with each tissue's line of :func:`scoring.final_breakdown`, and a small
picture of the final board where the picked tissue is outlined and the others faded, the flipped pawns
lifted off (they are removed before the count).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QSizePolicy, QVBoxLayout, QWidget

from microgames.games.microworld.board import kind_names
from microgames.games.microworld.geometry import CELLS
from microgames.games.microworld.options import FACTIONS, PAWNS
from microgames.games.microworld.table.items import RADIUS, CellLook, paint_cell
from microgames.games.microworld.scoring import TissueScore, final_breakdown, turned_up, winner
from microgames.games.microworld.state import MicroworldState
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
    size = len(line.cells)
    kind = kind_names()[line.kind].capitalize()
    result = f"{FACTIONS[line.winner]} +{line.points + line.bonus}" if line.winner >= 0 else "nobody scores"
    return f"{kind} · {size} cell{'s' if size > 1 else ''} — {result}"


def tie_break_text(state: MicroworldState) -> str:
    """A sentence on how equal scores were settled (most unused gene tokens), or ""."""
    scores = state.scores()
    if scores[0] != scores[1]:
        return ""
    unused = ", ".join(f"{FACTIONS[s]} {state.unused_tokens(s)}" for s in (0, 1))
    best = winner(state)
    outcome = f"the {FACTIONS[best]} win" if best >= 0 else "the game is a draw"
    return f"<br>Equal scores: the side with more unused gene tokens wins ({unused}): {outcome}."


class FinalBreakdown(QWidget):
    """The summary: the totals, a list of the tissues, the picture and the reason of the one picked."""

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        state: MicroworldState = context.state
        self.lines = final_breakdown(state)
        row = QHBoxLayout(self)
        self.picture = TissuePicture(context, self)
        row.addWidget(self.picture)
        column = QVBoxLayout()
        totals = ", ".join(f"{FACTIONS[s]} {state.points[s]} during play + {state.final[s]} from tissues"
                           for s in (0, 1))
        self.summary = QLabel(f"<b>Final scoring</b>: flipped pawns are removed, then each tissue goes to the side "
                              f"with more pawns in it.<br>{totals}.{tie_break_text(state)}", self)
        self.summary.setWordWrap(True)
        column.addWidget(self.summary)
        self.tokens = QLabel("<b>Every token turned face up</b>: " + "; ".join(
            f"{where}: {which}" for where, which in turned_up(state)) + ".", self)
        self.tokens.setWordWrap(True)
        column.addWidget(self.tokens)
        self.list = QListWidget(self)
        for line in self.lines:
            item = QListWidgetItem(line_title(line))
            if line.winner >= 0:
                item.setForeground(QColor(context.seat_colour(line.winner)).darker(120))
            self.list.addItem(item)
        self.list.currentRowChanged.connect(self.show_tissue)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.ensurePolished()  # the font the lines are drawn in, before measuring them
        self.list.setMinimumWidth(self.list.sizeHintForColumn(0) + 2 * self.list.frameWidth() + 24)  # whole lines
        column.addWidget(self.list, 1)
        self.reason = QLabel("Pick a tissue to see it on the board and why it scored.", self)
        self.reason.setWordWrap(True)
        self.reason.setMinimumHeight(48)
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
        extra = f" ({removed} flipped pawn{'s' if removed > 1 else ''} removed first.)" if removed else ""
        self.reason.setText(f"Tissue {row + 1} of {len(self.lines)}: {line.reason}{extra}")
