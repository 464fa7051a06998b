"""Moves shown as gestures: the card, the card back or the plastic of a move flies from where it was to where it went.

A bot's move (or the other person's in hot seat) would otherwise just appear.
After a forward step the table compares the view before and after it and
launches a few flights: a cloned gene from its owner's hand into the slot, an
attack to "Being played", a discarded gene to the discard, a drawn back from the
pool to the drawer, remediated plastic from the environment to the stash, a
recycle card from its pile to the seat. While a card flies, the item it lands on
is hidden; when it lands the table re-syncs. Flights are only pictures: undo,
a hand-off or looking back drops them at once, and "off" animation skips them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

from microgames.games.remediate import effects as E
from microgames.games.remediate.table.items import Painter, PictureItem
from microgames.games.remediate.table.layout import CARD_H, CARD_W, TableGeometry
from microgames.games.remediate.table.panels import slot_picture
from microgames.games.remediate.state import RemediateState
from microgames.games.remediate.table.look import look, paint_back, paint_gene, paint_recycle
from microgames.games.remediate.table.text import TableWords
from microgames.ui.tablekit.animation import alive, slide, stop_slide
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.sceneparts import label_font

# One move's flight at normal speed (scaled by the animation preference): shorter than the shell's pause
# before a bot's next move (ui.controller.BOT_PAUSE_MS), so a bot's moves land one after the other.
FLY_MS = 330
TOKEN = 64.0  # the side of the plastic token
Landing = tuple[object, ...] | None  # what the flight lands on: a slot target, ("discard",), ("pending",) or nothing


class Places(Protocol):
    """Where things are on the table now, as the flights ask (the table answers)."""

    geometry_: TableGeometry
    hand_items: dict[int, PictureItem]

    def slot_point(self, seat: int, card: int) -> QPointF | None: ...

    def pending_point(self) -> QPointF: ...

    def seat_point(self, seat: int) -> QPointF: ...


class Flights:
    """The ghosts in the air and the items they will land on."""

    def __init__(self, scene: QGraphicsScene, context: TableContext, places: Places, owner: QObject,
                 landed: Callable[[], None]) -> None:
        """``owner``: the animations die with it; ``landed``: called when a ghost lands (the table re-syncs)."""
        self.scene, self.context, self.places, self.owner, self.landed = scene, context, places, owner, landed
        self._ghosts: list[PictureItem] = []
        self._landing: dict[PictureItem, Landing] = {}  # the ghosts flying now

    def busy(self) -> bool:
        """Whether something is still in the air."""
        return bool(self._landing)

    def landings(self) -> set[Landing]:
        return set(self._landing.values())

    def drop(self) -> None:
        """Stop every flight (the game travelled, or another person looks now)."""
        for ghost in list(self._landing):
            stop_slide(ghost)
            if alive(ghost):
                ghost.hide()
        self._landing.clear()

    # --- launching ------------------------------------------------------------------------------
    def launch(self, before: RemediateState, after: RemediateState, me: int | None) -> None:
        """Fly what moved between two views of the same person (one step forward)."""
        t = self.places
        g = t.geometry_
        for seat in range(after.seats):
            for card in after.cloned[seat]:
                if card not in before.cloned[seat] and t.slot_point(seat, card) is not None:
                    rect, draw = slot_picture(g, after, seat, card)  # it flies as it will lie: a card, tile or chip
                    self._fly(("gene", card, rect.width()), draw, self._whence(before, card, seat, me), rect.topLeft(),
                              ("cloned", seat, card), rect.size())
        if after.phase in ("target", "toxin") and after.pending >= 0 and (
                before.pending != after.pending or before.phase not in ("target", "toxin")):
            self._fly_gene(after.pending, self._whence(before, after.pending, after.turn, me), t.pending_point(),
                           ("pending",))
        if len(after.discard) > len(before.discard):
            top = after.discard[-1]
            dropped = [s for s in range(after.seats) if len(after.hands[s]) < len(before.hands[s])]
            self._fly_gene(top, self._whence(before, top, dropped[0] if dropped else before.turn, me), g.discard,
                           ("discard",))
        for seat in range(after.seats):
            if seat != me and len(after.hands[seat]) > len(before.hands[seat]) and len(after.pool) < len(before.pool):
                colours = look()["gene_back"]
                self._fly(("back",), lambda p, r: paint_back(p, r, colours, TableWords.tr("Gene")), g.pool, t.seat_point(seat), None,
                          g.back)
            if after.stash[seat] > before.stash[seat]:  # remediated
                amount = after.stash[seat] - before.stash[seat]
                self._fly(("plastic", amount), lambda p, r, n=amount: paint_plastic(p, r, n),
                          g.env_card.center() - QPointF(TOKEN / 2, TOKEN / 2), t.seat_point(seat), None,
                          QSizeF(TOKEN, TOKEN))
            for pile, (now, was) in enumerate(zip(after.recycled[seat], before.recycled[seat])):
                if now > was:
                    left, cost = after.piles[pile], E.recycle_cost(after, seat, pile)
                    self._fly(("pile", pile), lambda p, r, k=pile, n=left: paint_recycle(p, r, k, max(n, 1), cost),
                              g.pile_pos(pile), t.seat_point(seat), None, g.pile)

    def _whence(self, before: RemediateState, card: int, seat: int, me: int | None) -> QPointF:
        """Where ``card`` was shown before the step (a hidden hand: its owner's panel)."""
        t = self.places
        if before.phase in ("target", "toxin", "mimic") and before.pending == card:
            return t.pending_point()
        for owner in range(before.seats):
            if card in before.cloned[owner]:
                return slot_picture(t.geometry_, before, owner, card)[0].topLeft()
        if me is not None and card in before.hands[me] and card in t.hand_items:
            return t.hand_items[card].pos()
        return t.seat_point(seat)

    def _fly_gene(self, card: int, start: QPointF, end: QPointF | None, landing: Landing) -> None:
        if end is not None:
            self._fly(("gene", card), lambda p, r: paint_gene(p, r, card), start, end, landing)

    def _fly(self, key: object, draw: Painter, start: QPointF, end: QPointF, landing: Landing,
             size: QSizeF | None = None) -> None:
        """A ghost of ``size`` (a gene card's, or the hand's in the compact layout) flies from start to end."""
        ghost = next((g for g in self._ghosts if g not in self._landing and alive(g)), None)
        if ghost is None:
            ghost = PictureItem(CARD_W, CARD_H, z=40)
            self.scene.addItem(ghost)
            self._ghosts.append(ghost)
        if size is None:
            g = self.places.geometry_
            size = g.hand_card.size() if g.compact else QSizeF(CARD_W, CARD_H)
        ghost.resize(size.width(), size.height())
        ghost.set_picture(key, draw)
        ghost.setPos(start)
        animation = slide(ghost, end, self.context, FLY_MS, owner=self.owner)  # dies with the table
        if animation is None:  # animation off, or nowhere to go
            ghost.hide()
            return
        self._landing[ghost] = landing
        animation.finished.connect(lambda: self._landed(ghost))

    def _landed(self, ghost: PictureItem) -> None:
        if ghost not in self._landing or not alive(self.owner):
            return  # dropped meanwhile, or the table is gone
        del self._landing[ghost]
        if alive(ghost):
            ghost.hide()
        self.landed()  # shows the item it landed on


def paint_plastic(painter: QPainter, rect: QRectF, amount: int) -> None:
    """A round plastic token with the amount taken."""
    painter.setPen(QPen(QColor(look()["card_ink"]), 1.6))
    painter.setBrush(QColor(look()["plastic"]))
    painter.drawEllipse(rect)
    painter.setFont(label_font(rect.width() * 0.32, True))
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), f"+{amount}")

