"""The Microchip table's words: the phase card's title and explanation, and each seat's status pill.

Kept apart from the scene's syncing, which only says where they go and in what colour.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from microgames.engine.words import Phrase, shown
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.words import ChipWords, names_and



def _small_cards() -> str:
    return ChipWords.tr("Click a small card to see its board large.")


def phase_lines(state: MicrochipState, person_drafts: bool,
                reviewing: bool = False) -> tuple[str, tuple[str, ...]]:
    """The phase card's title and its sentences, the most needed first; ``person_drafts``: a person drafts now.

    ``reviewing``: a review's table says what the position is, never what to do (nobody acts in a review).
    """
    if reviewing:
        return review_lines(state)
    if state.phase == "drafting":
        name = state.names[state.turn]
        first = (ChipWords.tr("%1: drag a tile from the lit column to your tray or onto your board.").arg(name)
                 if person_drafts else ChipWords.tr("%1 is choosing a tile from the lit column.").arg(name))
        return _drafting(name), (first, ChipWords.tr("Everyone may arrange their own board at any time."),
                                 _small_cards())
    if state.phase == "building" and state.seat_count == 1:  # a puzzle: nobody to wait for, nothing to finish
        return (ChipWords.tr("Building · every tile is yours"),
                (ChipWords.tr("Arrange the best microchip you can from your tiles."),))
    if state.phase == "building":
        return _building(), (ChipWords.tr("Arrange your best microchip, then press Finish."), _still(state),
                             _small_cards())
    return ChipWords.tr("Game over"), (winner_line(state),)


def _drafting(name: str) -> str:
    return ChipWords.tr("Drafting · %1's turn").arg(name)


def _building() -> str:
    return ChipWords.tr("Building · the pool is empty")


def _still(state: MicrochipState) -> str:
    return ChipWords.tr("Still building: %1.").arg(", ".join(state.names[s] for s in state.awaiting()))


def review_lines(state: MicrochipState) -> tuple[str, tuple[str, ...]]:
    """The phase card in a review: what the position is."""
    if state.phase == "drafting":
        name = state.names[state.turn]
        column = state.active_column()
        said = (ChipWords.tr("%1 to draft from column %2.").arg(name, column + 1) if column is not None
                else ChipWords.tr("%1 to draft.").arg(name))
        return _drafting(name), (said, _small_cards())
    if state.phase == "building":
        return _building(), (_still(state), _small_cards())
    return ChipWords.tr("Game over"), (winner_line(state),)


def winner_line(state: MicrochipState) -> str:
    winners = [state.names[s] for s, p in enumerate(state.standings()) if p == 1]
    if len(winners) == 1:
        return ChipWords.tr("Winner: %1.").arg(winners[0])
    return ChipWords.tr("Shared win: %1.").arg(names_and(winners))


def set_title(title: QGraphicsSimpleTextItem, detail: QGraphicsSimpleTextItem, text: str, width: float) -> None:
    """The phase card's title, on two lines (broken at its "·") where it is too wide; the explanation below."""
    text = shown(text)
    metrics = QFontMetricsF(title.font())
    if metrics.horizontalAdvance(text) > width:  # on two lines, each cut with "…" if even that is too wide
        text = "\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
                          for line in text.split(" · ", 1))
    if title.text() != text:
        title.setText(text)
    y = title.y() + title.boundingRect().height() + 4
    if detail.y() != y:
        detail.setY(y)


def set_detail(detail: QGraphicsSimpleTextItem, sentences: tuple[str, ...], width: float, bottom: float) -> bool:
    """The phase card's explanation, wrapped to ``width``; the last sentences (the least needed) are left out
    where the card has no room for them above ``bottom`` (its legend). False when even the first runs past it
    (large text on a small card): the caller then hides what lies there rather than write over it."""
    metrics = QFontMetricsF(detail.font())
    wrapped: list[list[str]] = []
    for sentence in sentences:
        lines, line = [], ""
        for word in shown(sentence).split(" "):  # a no-break space (French "« Terminer »") holds its words
            trial = f"{line} {word}".strip()
            if line and metrics.horizontalAdvance(trial) > width:
                lines.append(line)
                trial = word
            line = trial
        wrapped.append(lines + [line])
    room = bottom - detail.pos().y()
    while len(wrapped) > 1 and sum(map(len, wrapped)) * metrics.lineSpacing() > room:
        wrapped.pop()
    text = "\n".join(line for lines in wrapped for line in lines)
    if detail.text() != text:
        detail.setText(text)
    return sum(map(len, wrapped)) * metrics.lineSpacing() <= room


def pill_text(state: MicrochipState, seat: int) -> tuple[str, str]:
    """What the seat's pill says, and how it is filled: ``winner`` (gold), ``seat`` (its colour: drafting now,
    building) or ``muted``."""
    if state.phase == "over":
        place, points = state.standings()[seat], state.score(seat).points
        if place == 1:
            return ChipWords.tr("winner · %1").arg(points), "winner"
        return _placed(place).arg(points), "muted"
    status, posted = state.status[seat], state.posted[seat]
    if state.phase == "drafting":
        return (ChipWords.tr("drafting now"), "seat") if seat == state.turn else ("", "muted")
    if status == "finished":
        return ChipWords.tr("finished · %1").arg(posted), "muted"
    if status == "conceded":
        return ChipWords.tr("conceded · %1").arg(posted), "muted"
    if state.phase == "building":
        return ChipWords.tr("building"), "seat"
    return "", "muted"


def _placed(place: int) -> Phrase:
    """A pill's place below the winner's with the points to follow, "2nd · %1" (each language its ordinals)."""
    if place == 2:
        return ChipWords.tr("2nd · %1")
    if place == 3:
        return ChipWords.tr("3rd · %1")
    if place == 4:
        return ChipWords.tr("4th · %1")
    return ChipWords.tr("5th · %1")
