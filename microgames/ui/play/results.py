"""The results dialog shown when a game ends: the ranking with every seat's score."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from microgames.engine.seats import Seat
from microgames.ui.language import translate
from microgames.ui.play.seatpanel import SeatMarker
from microgames.ui.scale import keep_relative_font


def ranking(scores: Sequence[int], places: Sequence[int] | None = None) -> list[tuple[int, int]]:
    """(place, seat) pairs, best first; equal scores share a place unless the game's ``places`` break the tie."""
    if places is not None:
        return sorted(((places[s], s) for s in range(len(scores))), key=lambda p: (p[0], -scores[p[1]], p[1]))
    order = sorted(range(len(scores)), key=lambda s: -scores[s])
    ranked: list[tuple[int, int]] = []
    for position, seat in enumerate(order):
        tied = position > 0 and scores[seat] == scores[order[position - 1]]
        ranked.append((ranked[-1][0] if tied else position + 1, seat))
    return ranked


def headline(seats: Sequence[Seat], scores: Sequence[int], places: Sequence[int] | None = None,
             sides: Sequence[str] = ()) -> str:
    """"Ana wins!", "The Viruses win!" (a side named after a group: ``sides``) or "A tie between …!"."""
    winners = [seats[s].name for place, s in ranking(scores, places) if place == 1]
    if len(winners) > 1:
        return translate("Results", "A tie between %1 and %2!").replace("%1", ", ".join(winners[:-1])).replace(
            "%2", winners[-1])
    if winners[0] in sides:
        return translate("Results", "The %1 win!").replace("%1", winners[0])
    return translate("Results", "%1 wins!").replace("%1", winners[0])


class ResultsDialog(QDialog):
    """Who won, and everyone's score; "Review this game", "New game" or "Close"."""

    def __init__(self, title: str, seats: Sequence[Seat], scores: Sequence[int], colourblind: bool = False,
                 parent: QWidget | None = None, places: Sequence[int] | None = None,
                 details: QWidget | None = None, sides: Sequence[str] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("resultsDialog")
        self.setWindowTitle(self.tr("%1: results").replace("%1", title))
        self.wants_new_game = False
        self.wants_review = False
        self.setMinimumWidth(380)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 18)
        layout.setSpacing(16)
        self.headline = QLabel(headline(seats, scores, places, sides), self)
        keep_relative_font(self.headline, 1.8, bold=True)  # the dialog takes the window's UI scale when shown
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.headline)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(8)
        for row, (place, seat) in enumerate(ranking(scores, places)):
            labels = (QLabel(f"{place}.", self), QLabel(seats[seat].name, self), QLabel(str(scores[seat]), self))
            for label in labels:
                keep_relative_font(label, 1.25, bold=place == 1)
            labels[2].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(labels[0], row, 0)
            grid.addWidget(SeatMarker(seat, seats[seat].colour, colourblind, self), row, 1)
            grid.addWidget(labels[1], row, 2)
            grid.addWidget(labels[2], row, 3)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        self.details = details  # the game's own account of the scores
        if details is not None:
            details.setParent(self)
            layout.addWidget(details)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        again = buttons.addButton(self.tr("New game…"), QDialogButtonBox.ButtonRole.AcceptRole)
        again.setObjectName("playButton")
        again.style().unpolish(again)  # restyle now that it has its name
        again.style().polish(again)
        again.clicked.connect(self._again)
        self.review_button = buttons.addButton(self.tr("Review this game"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.clicked.connect(self._review)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _review(self) -> None:
        self.wants_review = True
        self.accept()

    def _again(self) -> None:
        self.wants_new_game = True
        self.accept()
