"""The results dialog's details for Remediate: where every seat's points came from."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from microgames.engine.words import shown
from microgames.games.remediate import cards as C
from microgames.games.remediate.state import RemediateState
from microgames.games.remediate.table.text import TableWords, say
from microgames.ui.tablekit.context import TableContext


class ResultsTable(QWidget):
    """One row per seat: microbe, recycle cards with their points, unrecycled plastic, total."""

    def __init__(self, state: RemediateState, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("remediateResults")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 8, 0, 0)
        headers = [say(TableWords.tr("Player")), say(TableWords.tr("Microbe")), *map(shown, C.RECYCLE_NAME), say(TableWords.tr("Plastic")),
                   say(TableWords.tr("Points"))]
        for column, text in enumerate(headers):
            label = QLabel(f"<b>{text}</b>", self)
            grid.addWidget(label, 0, column, alignment=Qt.AlignmentFlag.AlignCenter if column > 1 else
                           Qt.AlignmentFlag.AlignLeft)
        scores = state.scores()
        self.rows: list[list[str]] = []
        for seat in range(state.seats):
            cells = [context.seats[seat].name, C.MICROBE_NAME[state.microbes[seat]]]
            cells += [f"{n} × {C.RECYCLE_POINTS[p]}" for p, n in enumerate(state.recycled[seat])]
            cells += [f"{state.stash[seat]} × {C.PLASTIC_POINTS}", str(scores[seat])]
            cells[0] += "  ★" if seat in state.winners else ""
            self.rows.append(cells)
            for column, text in enumerate(cells):
                grid.addWidget(QLabel(text, self), seat + 1, column,
                               alignment=Qt.AlignmentFlag.AlignCenter if column > 1 else Qt.AlignmentFlag.AlignLeft)
