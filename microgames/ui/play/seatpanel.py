"""The seat panel: who plays, in which colour, their score, whose turn it is, who is thinking."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from microgames.engine.words import shown
from microgames.ui.scale import keep_relative_font, ui_scale
from microgames.ui.language import level_word
from microgames.ui.tablekit.seatstyle import paint_marker
from microgames.ui.tablekit.context import TableContext

MARKER_SIDE = 22  # at the UI scale 1.0


class SeatMarker(QWidget):
    """A small vector marker of a seat: colour disc, or colour symbol in colourblind mode; as large as the UI scale."""

    def __init__(self, seat: int, colour: str, colourblind: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat, self.colour, self.colourblind = seat, colour, colourblind
        self._fit()

    def _fit(self) -> None:
        side = round(MARKER_SIDE * ui_scale(self))
        self.setFixedSize(QSize(side, side))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:  # the UI scale changed
            self._fit()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_marker(painter, QRectF(self.rect()).adjusted(2, 2, -2, -2), self.seat, self.colour, self.colourblind)


class KindLabel(QLabel):
    """What the seat is ("person", "Computer (leicht)"): whole where the card has room, else cut with an ellipsis
    (the tool tip has it all), so a language's longer words never widen six cards past a 1024 px window."""

    SHORTEST = 6  # characters kept before the ellipsis at the least

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.whole = ""

    def set_whole(self, text: str) -> None:
        if text != self.whole:
            self.whole = text
            self.setToolTip(text)
            self.updateGeometry()
        self._fit()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self.fontMetrics().horizontalAdvance(self.whole) + 2, hint.height())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        metrics = self.fontMetrics()
        least = min(metrics.horizontalAdvance(self.whole), metrics.horizontalAdvance(self.whole[:self.SHORTEST] + "…"))
        return QSize(least + 2, hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        self.setText(self.fontMetrics().elidedText(self.whole, Qt.TextElideMode.ElideRight, self.width()))


class StatusWord(QLabel):
    """"to play" / "thinking…": it takes the rest of its row and never widens the card, so six seats fit a
    1024 px window whoever is thinking. Where the whole word does not fit it is not shown (the card's
    accent and the status line say it too), never cut; the tool tip always has it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.word = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_word(self, word: str) -> None:
        self.word = word
        self.setToolTip(word)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        fits = self.fontMetrics().horizontalAdvance(self.word) <= self.width()
        self.setText(self.word if fits else "")


class SeatCard(QFrame):
    """One seat: marker, name, what it is (person or bot level), score."""

    def __init__(self, context: TableContext, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatCard")
        self.context, self.seat = context, seat
        # what the seat is, in place of "person" or its bot level (a puzzle's defence), or None
        self.role: str | None = None
        info = context.seats[seat]
        self.marker = SeatMarker(seat, info.colour, context.colourblind, self)
        self.name = QLabel(info.name, self)
        bold = QFont()  # bold only: the size follows the UI scale
        bold.setBold(True)
        self.name.setFont(bold)
        self.kind = KindLabel(self)
        self.kind.setObjectName("muted")
        self.score = QLabel("0", self)
        keep_relative_font(self.score, 1.6, bold=True)
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.turn = StatusWord(self)
        self.turn.setObjectName("seatTurn")
        demibold = QFont()  # set here, not in the style sheet: a style sheet's font would not follow the UI scale
        demibold.setWeight(QFont.Weight.DemiBold)
        self.turn.setFont(demibold)
        text = QVBoxLayout()
        text.setSpacing(0)
        text.addWidget(self.name)
        row = QHBoxLayout()
        row.setSpacing(10)
        row.addWidget(self.kind)
        row.addWidget(self.turn, 1)
        text.addLayout(row)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.marker)
        layout.addLayout(text, 1)
        layout.addWidget(self.score)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def show_state(self, score: int, awaited: bool, thinking: bool) -> None:
        self.score.setText(str(score))
        info = self.context.seats[self.seat]
        self.name.setText(shown(info.name))  # a side the game named itself (a puzzle's) reads in the language
        self.kind.set_whole(self.role if self.role is not None
                          else self.tr("%1 bot").replace("%1", level_word(info.level or "")) if info.is_bot
                          else self.tr("person"))
        self.turn.set_word(self.tr("thinking…") if thinking else (self.tr("to play") if awaited else ""))
        self.marker.colourblind = self.context.colourblind
        self.marker.update()
        if self.property("active") != awaited:
            self.setProperty("active", awaited)
            self.style().unpolish(self)
            self.style().polish(self)


class SeatPanel(QWidget):
    """All seats in a row (or column), re-synced from the context after every change."""

    def __init__(self, context: TableContext, vertical: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.thinking: int | None = None
        self._vertical = vertical
        layout = QVBoxLayout(self) if vertical else QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.cards = [SeatCard(context, seat, self) for seat in range(len(context.seats))]
        for card in self.cards:
            layout.addWidget(card)
        context.changed.connect(self.sync)
        context.preferences_changed.connect(self.sync)
        context.scores_shown.connect(self.sync)
        self.sync()

    def minimumSizeHint(self) -> QSize:
        """No wider than the seats need at the default scale: a window made larger text only because it is
        large, so it may always be made small again (its text then shrinks back)."""
        hint = super().minimumSizeHint()
        if self._vertical:
            return hint
        return QSize(round(hint.width() / max(ui_scale(self), 1.0)), hint.height())

    def set_thinking(self, seat: int) -> None:
        """Which bot is thinking (-1: none)."""
        self.thinking = seat if seat >= 0 else None
        self.sync()

    def sync(self, *_: object) -> None:
        state = self.context.view()  # the scores the person at the screen may know
        scores = self.context.shown_scores or state.scores()  # a final scoring being counted out
        awaited = set(state.awaiting())
        for seat, card in enumerate(self.cards):
            card.show_state(scores[seat], seat in awaited, seat == self.thinking)
