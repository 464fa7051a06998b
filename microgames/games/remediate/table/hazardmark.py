"""The mark on each microbe saying whether it resists the current environment's hazard.

A number a player cannot explain is a number they stop trusting: under a hazard a
microbe does not resist its remediation is capped at 1 and its Support boosts are
off, and the mark says so where the microbe is (the hazard's icon on its colour,
then a tick and "resists", or "capped at 1"); its tooltip and the remediation
prompt name the reason (``effects.cap_reason``). No hazard, no mark.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.state import RemediateState
from microgames.games.remediate.table.look import hazard_colour, look, paint_icon
from microgames.games.remediate.table.text import TableWords, say
from microgames.ui.tablekit.sceneparts import label_font

RESISTED, CAPPED = TableWords.tr("resists"), TableWords.tr("capped at 1")
SHORT = {RESISTED: "✓", CAPPED: "≤1"}  # the compact head's room: the sign alone
FONT = 0.55  # the words, of the mark's height


def hazard_state(view: RemediateState, seat: int) -> tuple[int, bool] | None:
    """(the current hazard, whether the seat resists it), or None where there is no hazard."""
    hazard = E.current_hazard(view)
    return None if hazard == C.NO_HAZARD else (hazard, E.resists(view, seat, hazard))


def hazard_tip(view: RemediateState, seat: int, name: str | None) -> str:
    """The mark's tooltip: what it means for this microbe, and why (``name``: the seat's, None for "you")."""
    mark = hazard_state(view, seat)
    if mark is None:
        return ""
    hazard, resisted = mark
    where, hot, hazard_name = C.ENV_NAME[view.env], C.HAZARD_ADJECTIVE[hazard], C.HAZARDS[hazard]
    genes = E.listed(E.resistance_genes(hazard), either=True)
    if name is None:
        if resisted:
            return say(TableWords.tr("%1 is %2: you resist %3, so your remediation is not capped."), where, hot, hazard_name)
        return say(TableWords.tr("%1 is %2: you do not resist it without %3, so your remediation is capped at 1 and Support "
                       "boosts are off."), where, hot, genes)
    if resisted:
        return say(TableWords.tr("%1 is %2: %3 resists %4, so its remediation is not capped."), where, hot, name, hazard_name)
    return say(TableWords.tr("%1 is %2: %3 does not resist it without %4, so its remediation is capped at 1 and Support "
                   "boosts are off."), where, hot, name, genes)


def _words(resisted: bool, worded: bool) -> str:
    word = RESISTED if resisted else CAPPED
    return say(word) if worded else SHORT[word]


def mark_width(height: float, resisted: bool, worded: bool) -> float:
    """How wide the mark is: the hazard's disc, then its words (or sign)."""
    metrics = QFontMetricsF(label_font(height * FONT, True))
    return height + 4 + metrics.horizontalAdvance(_words(resisted, worded)) + 8


def paint_hazard_mark(painter: QPainter, rect: QRectF, hazard: int, resisted: bool, worded: bool) -> None:
    """A pill: the hazard's icon on its colour, then a tick and "resists" (green) or "capped at 1" (red)."""
    h = rect.height()
    ink = QColor(look()["legal"] if resisted else look()["refuse"])
    fill = QColor(ink)
    fill.setAlpha(30)
    painter.setPen(QPen(ink, 1.2))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, h / 2, h / 2)
    paint_icon(painter, QRectF(rect.left() + 1, rect.top() + 1, h - 2, h - 2), C.HAZARDS[hazard], hazard_colour(hazard))
    painter.setFont(label_font(h * FONT, True))
    painter.setPen(ink.darker(130))
    painter.drawText(rect.adjusted(h + 4, 0, -4, 0), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                     _words(resisted, worded))
