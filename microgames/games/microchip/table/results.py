"""The Microchip part of the results dialog: every seat's final board with its scored microchip, and the tie-break."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from microgames.engine.words import shown
from microgames.games.microchip.boards import CELLS, SIZE
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.table.look import look, paint_space, paint_tile
from microgames.games.microchip.words import ChipWords, names_and
from microgames.ui.tablekit.sceneparts import label_font
from microgames.ui.tablekit.seatstyle import paint_marker
from microgames.ui.tablekit.context import TableContext

CELL = 26.0  # a board's space at its largest; at its least (many seats in a narrow dialog) ``LEAST_CELL``
LEAST_CELL = 12.0
BOARD = SIZE * CELL + 12
GAP = 18.0  # between two boards


def tie_break_text(state: MicrochipState) -> str:
    """A sentence on how equal scores were settled, or "" when no scores were equal at the top."""
    places = state.standings()
    scores = state.scores()
    top = max(scores)
    tied = [s for s in range(state.seat_count) if scores[s] == top]
    if len(tied) < 2:
        return ""
    names = names_and([state.names[s] for s in tied])
    winners = [s for s in tied if places[s] == 1]
    sizes = ", ".join(f"{state.names[s]} {state.score(s).chip_tiles}" for s in tied)
    if len(winners) == 1:
        return ChipWords.tr("%1 tie on %2 points; %3 wins the tie-break with the most tiles in the microchip (%4).").arg(
            names, top, state.names[winners[0]], sizes)
    return ChipWords.tr("%1 tie on %2 points with equally large microchips (%3): the victory is shared.").arg(
        names, top, sizes)


def score_sum(state: MicrochipState, seat: int) -> str:
    """The seat's score worked out as the rule text counts it, e.g. "46 links − 2 × 4 outside = 38"."""
    score = state.score(seat)
    if not score.chip_tiles:
        return ChipWords.tr("no closed microchip: 0 − 2 × %1 outside = %2").arg(score.outside, score.points)
    return ChipWords.tr("%1 links − 2 × %2 outside = %3").arg(score.connections, score.outside, score.points)


def badge_note(state: MicrochipState, seat: int) -> str:
    """The badges left on the seat's board, counted apart from the score (they cost nothing by themselves)."""
    found = list(state.badges(seat).values())
    errors, warnings = found.count("error"), found.count("warning")
    if errors and warnings:
        return ChipWords.tr("badges: %1, %2").arg(ChipWords.tr("%n error(s)", None, errors),
                                                  ChipWords.tr("%n open wire(s)", None, warnings))
    if errors:
        return ChipWords.tr("badges: %1").arg(ChipWords.tr("%n error(s)", None, errors))
    if warnings:
        return ChipWords.tr("badges: %1").arg(ChipWords.tr("%n open wire(s)", None, warnings))
    return ChipWords.tr("no badges")


def score_lines(state: MicrochipState) -> list[str]:
    """One line per seat: its name, its score worked out, and its badges."""
    return [ChipWords.tr("%1: %2 (%3)").arg(state.names[seat], score_sum(state, seat), badge_note(state, seat))
            for seat in range(state.seat_count)]


class BoardsPicture(QWidget):
    """Every seat's final board side by side; the scored microchip glows gold. The boards shrink to the width
    the dialog gives (five seats side by side in a dialog of a small screen), never under ``LEAST_CELL``."""

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setMinimumSize(self.minimumSizeHint())
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return self._size(CELL)

    def minimumSizeHint(self) -> QSize:
        return self._size(LEAST_CELL)

    def _size(self, cell: float) -> QSize:
        count = self.context.state.seat_count
        return QSize(int(count * (SIZE * cell + 12 + GAP) + 10), int(BOARD + 78))

    def _cell(self) -> float:
        """A board's space at the width the picture has now."""
        count = self.context.state.seat_count
        return max(LEAST_CELL, min(CELL, ((self.width() - 10) / count - GAP - 12) / SIZE))

    def paintEvent(self, event: QPaintEvent) -> None:
        state: MicrochipState = self.context.state
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = self.palette().color(self.foregroundRole())
        size = self._cell()
        side = SIZE * size + 12
        for seat in range(state.seat_count):
            left = 10 + seat * (side + GAP)
            top = 30.0
            paint_marker(painter, QRectF(left, 4, 18, 18), seat, self.context.seats[seat].colour,
                         self.context.colourblind)
            painter.setPen(ink)
            painter.setFont(label_font(10, True))
            score = state.score(seat)
            metrics = painter.fontMetrics()
            points = f"  {score.points}"
            name = metrics.elidedText(shown(state.names[seat]), Qt.TextElideMode.ElideRight,
                                      int(side + GAP - 28 - metrics.horizontalAdvance(points)))
            painter.drawText(QPointF(left + 24, 18), name + points)
            board = state.board(seat)
            base = QRectF(left, top, side, side)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(look()["board"]["light"]))
            painter.drawRoundedRect(base, 8, 8)
            chip = QPainterPath()
            for cell in range(CELLS):
                row, col = divmod(cell, SIZE)
                rect = QRectF(left + 6 + col * size + 1, top + 6 + row * size + 1, size - 2, size - 2)
                placed = state.cells[seat][cell]
                if placed is None:
                    paint_space(painter, rect, board.colour(cell), self.context.colourblind)
                else:
                    paint_tile(painter, rect, placed[0], placed[1], self.context.colourblind)
                if cell in score.microchip:
                    outline = QPainterPath()
                    outline.addRoundedRect(rect.adjusted(-2, -2, 2, 2), 5, 5)
                    chip = chip.united(outline)
            if not chip.isEmpty():
                gold = QColor(look()["chip"])
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(gold, 2.4))
                painter.drawPath(chip.simplified())
            painter.setPen(ink)
            painter.setFont(label_font(8.5))
            detail = (ChipWords.tr("chip of %n tile(s)", None, score.chip_tiles) if score.chip_tiles
                      else ChipWords.tr("no closed microchip"))
            painter.drawText(QRectF(left - GAP / 2 + 2, top + side + 4, side + GAP - 4, 40),
                             int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap),
                             shown(detail))


class ResultsBoards(QWidget):
    """The boards picture with a line on the scoring and the tie-break."""

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        state: MicrochipState = context.state
        note = QLabel(shown(ChipWords.tr("Each connection in your microchip scores 1; every other tile you own costs 2.")),
                      self)
        note.setWordWrap(True)
        layout.addWidget(note)
        self.tie_break = QLabel(shown(tie_break_text(state)), self)
        self.tie_break.setWordWrap(True)
        self.tie_break.setVisible(bool(self.tie_break.text()))
        layout.addWidget(self.tie_break)
        self.picture = BoardsPicture(context, self)
        layout.addWidget(self.picture)
        self.sums = QLabel("\n".join(shown(line) for line in score_lines(state)), self)
        self.sums.setWordWrap(True)
        layout.addWidget(self.sums)
