"""The words of the Remediate table: the one-line prompt, card tooltips, clipped ability texts.

Kept apart from ``view`` so the table module holds only the scene and the gestures. The table's sentences are
:class:`TableWords` phrases, turned into the player's language by ``shown`` when they are put on the screen (so
a change of language is seen at the next sync), the data's names with them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from microgames.engine.seats import Seat
from microgames.engine.words import Phrase, Words, shown
from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.state import RemediateState
from microgames.ui import theme
from microgames.ui.tablekit.sceneparts import label_font


class TableWords(Words):
    """The Remediate table's sentences (the class name is the translation context)."""


#: What the seat to play is about to do, by phase: a review's line (it says what the position is).
REVIEW_PHASE = {
    "draw": TableWords.tr("%1 (%2) to draw or redraw."),
    "clone": TableWords.tr("%1 (%2) to clone a gene or skip cloning."),
    "target": TableWords.tr("%1 (%2) to choose the microbe an attack hits."),
    "toxin": TableWords.tr("%1 (%2) to choose the gene Toxin Secretion discards."),
    "mimic": TableWords.tr("%1 (%2) to choose the gene Quorum Sensing acts as."),
    "act": TableWords.tr("%1 (%2) to remediate, recycle or pass."),
}


def say(text: str, *args: object) -> str:
    """``text`` (a phrase, filled with ``args``, or a data text) in the language of the moment; a data name
    among the arguments is translated too."""
    return shown(text.arg(*args) if isinstance(text, Phrase) and args else text)


def prompt_text(view: RemediateState, acting: int | None, selected: int | None, seats: Sequence[Seat],
                reviewing: bool = False) -> str:
    """What the person at the screen should do now, in one line (``selected``: the picked hand card).

    ``reviewing``: a review's table, where nobody acts: the line says whose turn it is and what comes next.
    """
    if view.is_over():
        if len(view.winners) == 1:
            return say(TableWords.tr("The game is over: %1 wins."), seats[view.winners[0]].name)
        if view.winners:
            return say(TableWords.tr("The game is over: %1 win."), E.listed([seats[s].name for s in view.winners]))
        return say(TableWords.tr("The game is over."))
    player, microbe = seats[view.turn].name, C.MICROBE_SHORT[view.microbes[view.turn]]
    if reviewing:
        return say(REVIEW_PHASE.get(view.phase, TableWords.tr("%1 (%2) over the hand limit, to discard.")), player, microbe)
    if acting is None:
        return say(TableWords.tr("%1 (%2) is playing…"), player, microbe)
    phase = view.phase
    if phase == "draw":
        return say(TableWords.tr("Your turn: draw (click the gene pool), or redraw your whole hand (that ends your turn)."))
    if phase == "clone":
        if selected is not None:
            return say(TableWords.tr("Click a lit slot of your microbe to clone %1, or pick another card."), C.card_name(selected))
        return say(TableWords.tr("Clone a gene: drag a hand card onto its slot on your microbe (or click it, then the slot). "
                       "Or skip cloning."))
    if phase == "target":
        return say(TableWords.tr("%1: click the microbe it attacks (lit)."), C.KIND_NAME[E.kind_of(view, view.pending)])
    if phase == "toxin":
        return say(TableWords.tr("Toxin Secretion: click the gene of %1 that is discarded."), E.who(view, view.target))
    if phase == "mimic":
        return say(TableWords.tr("Quorum Sensing: click the cloned gene (in any microbe) it acts as."))
    if phase == "act":
        most = E.remediation_amount(view, acting) if view.env >= 0 else 0
        reason = E.cap_reason(view, acting)  # a capped number says why it is what it is
        if not most:
            return say(TableWords.tr("You cannot remediate (no Remediation gene): recycle by clicking a lit pile, or pass."))
        if reason:
            return say(TableWords.tr("%1. Remediate up to %n plastic, recycle by clicking a lit pile, or pass.", None, most), reason)
        return say(TableWords.tr("Remediate up to %n plastic, recycle by clicking a lit pile, or pass.", None, most))
    return say(TableWords.tr("Over the hand limit: click a hand card to discard it (limit %1)."), E.hand_limit(view, acting))


def clip(text: str, length: int) -> str:
    return text if len(text) <= length else text[:length - 1].rstrip() + "…"


def card_tip(card: int, acts_as: int | None) -> str:
    kind = C.CARD_KIND[card]
    tip = say(TableWords.tr("%1 (%2): %3"), C.KIND_NAME[kind], C.TYPE_NAMES[C.KIND_TYPE[kind]], C.KIND_TEXT[kind])
    if acts_as is not None and acts_as != kind:
        tip += "\n" + say(TableWords.tr("Acts as %1: %2"), C.KIND_NAME[acts_as], C.KIND_TEXT[acts_as])
    return tip


def paint_empty(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QColor(theme.colours()["muted"]))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = min(rect.width(), rect.height()) * 0.12
    painter.drawRoundedRect(rect, radius, radius)
    painter.setFont(label_font(min(rect.height() * 0.18, 12.0)))
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), say(TableWords.tr("empty")))
