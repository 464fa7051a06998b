"""The words of the Remediate table: the one-line prompt, card tooltips, clipped ability texts.

Kept apart from ``view`` so the table module holds only the scene and the gestures.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from microgames.engine.seats import Seat
from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.state import RemediateState
from microgames.ui import theme
from microgames.ui.tablekit.sceneparts import label_font


#: What the seat to play is about to do, by phase: a review's line (it says what the position is).
REVIEW_PHASE = {
    "draw": "to draw or redraw",
    "clone": "to clone a gene or skip cloning",
    "target": "to choose the microbe an attack hits",
    "toxin": "to choose the gene Toxin Secretion discards",
    "mimic": "to choose the gene Quorum Sensing acts as",
    "act": "to remediate, recycle or pass",
}


def prompt_text(view: RemediateState, acting: int | None, selected: int | None, seats: Sequence[Seat],
                reviewing: bool = False) -> str:
    """What the person at the screen should do now, in one line (``selected``: the picked hand card).

    ``reviewing``: a review's table, where nobody acts: the line says whose turn it is and what comes next.
    """
    if view.is_over():
        winners = " and ".join(seats[s].name for s in view.winners)
        return f"The game is over: {winners} win{'s' if len(view.winners) == 1 else ''}." if winners \
            else "The game is over."
    if reviewing:
        player = seats[view.turn]
        doing = REVIEW_PHASE.get(view.phase, "over the hand limit, to discard")
        return f"{player.name} ({C.MICROBE_SHORT[view.microbes[view.turn]]}) {doing}."
    if acting is None:
        player = seats[view.turn]
        return f"{player.name} ({C.MICROBE_SHORT[view.microbes[view.turn]]}) is playing…"
    phase = view.phase
    if phase == "draw":
        return "Your turn: draw (click the gene pool), or redraw your whole hand (that ends your turn)."
    if phase == "clone":
        if selected is not None:
            return f"Click a lit slot of your microbe to clone {C.card_name(selected)}, or pick another card."
        return "Clone a gene: drag a hand card onto its slot on your microbe (or click it, then the slot). Or skip cloning."
    if phase == "target":
        return f"{C.KIND_NAME[E.kind_of(view, view.pending)]}: click the microbe it attacks (lit)."
    if phase == "toxin":
        return f"Toxin Secretion: click the gene of {E.who(view, view.target)} that is discarded."
    if phase == "mimic":
        return "Quorum Sensing: click the cloned gene (in any microbe) it acts as."
    if phase == "act":
        most = E.remediation_amount(view, acting) if view.env >= 0 else 0
        first = f"Remediate up to {most} plastic" if most else "You cannot remediate (no Remediation gene)"
        reason = E.cap_reason(view, acting)  # a capped number says why it is what it is
        return f"{reason}. {first}, recycle by clicking a lit pile, or pass." if reason else \
            f"{first}, recycle by clicking a lit pile, or pass."
    return f"Over the hand limit: click a hand card to discard it (limit {E.hand_limit(view, acting)})."


def clip(text: str, length: int) -> str:
    return text if len(text) <= length else text[:length - 1].rstrip() + "…"


def card_tip(card: int, acts_as: int | None) -> str:
    kind = C.CARD_KIND[card]
    tip = f"{C.KIND_NAME[kind]} ({C.TYPE_NAMES[C.KIND_TYPE[kind]]}): {C.KIND_TEXT[kind]}"
    if acts_as is not None and acts_as != kind:
        tip += f"\nActs as {C.KIND_NAME[acts_as]}: {C.KIND_TEXT[acts_as]}"
    return tip


def paint_empty(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QColor(theme.colours()["muted"]))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = min(rect.width(), rect.height()) * 0.12
    painter.drawRoundedRect(rect, radius, radius)
    painter.setFont(label_font(min(rect.height() * 0.18, 12.0)))
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), "empty")
