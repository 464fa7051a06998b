"""The Microchip table's words: the phase card's title and explanation, and each seat's status pill.

Kept apart from the scene's syncing, which only says where they go and in what colour.
"""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from microgames.games.microchip.state import MicrochipState

SMALL_CARDS = "Click a small card to see its board large."


def phase_lines(state: MicrochipState, person_drafts: bool,
                reviewing: bool = False) -> tuple[str, tuple[str, ...]]:
    """The phase card's title and its sentences, the most needed first; ``person_drafts``: a person drafts now.

    ``reviewing``: a review's table says what the position is, never what to do (nobody acts in a review).
    """
    if reviewing:
        return review_lines(state)
    if state.phase == "drafting":
        name = state.names[state.turn]
        first = (f"{name}: drag a tile from the lit column to your tray or onto your board." if person_drafts
                 else f"{name} is choosing a tile from the lit column.")
        return f"Drafting · {name}'s turn", (first, "Everyone may arrange their own board at any time.", SMALL_CARDS)
    if state.phase == "building" and state.seat_count == 1:  # a puzzle: nobody to wait for, nothing to finish
        return "Building · every tile is yours", ("Arrange the best microchip you can from your tiles.",)
    if state.phase == "building":
        waiting = [state.names[s] for s in state.awaiting()]
        return "Building · the pool is empty", ("Arrange your best microchip, then press Finish.",
                                                "Still building: " + ", ".join(waiting) + ".", SMALL_CARDS)
    return "Game over", (winner_line(state),)


def review_lines(state: MicrochipState) -> tuple[str, tuple[str, ...]]:
    """The phase card in a review: what the position is."""
    if state.phase == "drafting":
        name = state.names[state.turn]
        column = state.active_column()
        where = f" from column {column + 1}" if column is not None else ""
        return f"Drafting · {name}'s turn", (f"{name} to draft{where}.", SMALL_CARDS)
    if state.phase == "building":
        waiting = [state.names[s] for s in state.awaiting()]
        return "Building · the pool is empty", ("Still building: " + ", ".join(waiting) + ".", SMALL_CARDS)
    return "Game over", (winner_line(state),)


def winner_line(state: MicrochipState) -> str:
    winners = [state.names[s] for s, p in enumerate(state.standings()) if p == 1]
    return ("Winner: " if len(winners) == 1 else "Shared win: ") + " and ".join(winners) + "."


def set_title(title: QGraphicsSimpleTextItem, detail: QGraphicsSimpleTextItem, text: str, width: float) -> None:
    """The phase card's title, on two lines (broken at its "·") where it is too wide; the explanation below."""
    if QFontMetricsF(title.font()).horizontalAdvance(text) > width:
        text = text.replace(" · ", "\n", 1)
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
        for word in sentence.split():
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
        place = state.standings()[seat]
        return f"{'winner' if place == 1 else ordinal(place)} · {state.score(seat).points}", \
            "winner" if place == 1 else "muted"
    status, posted = state.status[seat], state.posted[seat]
    if state.phase == "drafting":
        text = "drafting now" if seat == state.turn else ""
    elif status == "finished":
        text = f"finished · {posted}"
    elif status == "conceded":
        text = f"conceded · {posted}"
    elif state.phase == "building":
        text = "building"
    else:
        text = ""
    return text, "seat" if text in ("drafting now", "building") else "muted"


def ordinal(place: int) -> str:
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place, 'th') }"
