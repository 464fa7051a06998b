"""Every hand at once, for a review showing everything: hands are the game's hidden part, and a review hides nothing.

The fan in the hand panel holds one hand, as a player holds it; a review with nobody's eyes chosen lists every
seat's hand there by name instead (choosing a seat's eyes brings the fan back with that seat's hand).
A part the table owns, kept apart from ``view``.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsTextItem

from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.state import RemediateState
from microgames.games.remediate.table.layout import TableGeometry
from microgames.games.remediate.table.stage import Stage
from microgames.games.remediate.table.text import TableWords, say
from microgames.ui import theme
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.sceneparts import label_font


class EveryHand:
    """The list of every hand (built again for each layout); shown only in a review showing everything."""

    def __init__(self, context: TableContext) -> None:
        self.context = context

    def build(self, stage: Stage, g: TableGeometry, title_y: float) -> None:
        pad, compact = g.pad, g.compact
        self.text = QGraphicsTextItem()
        self.text.setFont(label_font(11 if compact else 12))
        self.text.setTextWidth(g.hand.width() - 2 * pad)
        self.text.setPos(g.hand.topLeft() + QPointF(pad - (4 if compact else 0), title_y + (18 if compact else 24)))
        self.text.setZValue(3)
        self.text.setDefaultTextColor(QColor(theme.colours()["text"]))
        self.text.hide()
        stage.add(self.text)

    def wanted(self, me: int | None) -> bool:
        """Whether the list replaces the fan: a review with nobody's eyes chosen."""
        return self.context.reviewing and me is None

    def sync(self, view: RemediateState, me: int | None) -> bool:
        """List every hand when :meth:`wanted` (True), else hide the list (False)."""
        if not self.wanted(me):
            self.text.hide()
            return False
        lines = []
        for seat, hand in enumerate(view.hands):
            colour = self.context.seat_colour(seat).name()
            names = escape(say(E.listed([C.card_name(card) for card in hand]))) or escape(say(TableWords.tr("no genes")))
            held = escape(say(TableWords.tr("%1, %2 of %3"), C.MICROBE_SHORT[view.microbes[seat]], len(hand),
                              E.hand_limit(view, seat)))
            lines.append(f"<span style='color:{colour}'>●</span> <b>{escape(self.context.seats[seat].name)}</b> "
                         f"({held}): {names}")
        self.text.setHtml("<br>".join(lines))
        self.text.show()
        return True
