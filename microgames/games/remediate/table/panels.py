"""Every microbe's panel on the Remediate table: its name, score, holdings and the slots of its genes.

In the full layout a panel shows the microbe's ability, a line of counts, the
stash heap and each slot as a card; in the compact one (many players, a small
window) a head with the short name, a tally of hand, stash and recycle cards,
and the genes as chips (``tiles``), the ability and the cards' text enlarged
on hover (``zoom``). A part the table owns; kept apart from ``view``, which holds the rest of the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from microgames.engine.words import shown
from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.state import RemediateState
from microgames.games.remediate.table.hazardmark import hazard_state, hazard_tip, mark_width, paint_hazard_mark
from microgames.games.remediate.table.items import ItemPool, Painter, PictureItem
from microgames.games.remediate.table.lastturn import OthersTurns, paint_new
from microgames.games.remediate.table.layout import C_PAD, CARD_W, COMPACT_PT, MARGIN, SeatGeometry, TableGeometry
from microgames.games.remediate.table.stage import Stage
from microgames.games.remediate.table.look import CARD_ASPECT, look, paint_gene, paint_holdings, paint_slot
from microgames.games.remediate.table.text import TableWords, card_tip, clip, say
from microgames.games.remediate.table.tiles import (
    chip_width, paint_chip, paint_slot_chip, paint_tally, slot_chip_width, tally_width,
)
from microgames.ui import theme
from microgames.ui.language import level_word
from microgames.ui.tablekit.sceneparts import PanelItem
from microgames.ui.tablekit.seatstyle import paint_marker
from microgames.ui.tablekit.context import TableContext

SLOT_TYPES = (C.REMEDIATION, C.SUPPORT, C.ATTACK, C.DEFENCE, C.RESISTANCE)
MARK_H = 22.0  # the full layout's hazard mark, after the line of counts


def ability_text(state: RemediateState, seat: int) -> str:
    """The seat's microbe ability, led by the hazard a Bacillus subtilis picked to resist."""
    ability = C.MICROBE_TEXT[state.microbes[seat]]
    if state.resistance_pick[seat] >= 0:
        return say(TableWords.tr("Resists %1 for good. %2"), C.HAZARDS[state.resistance_pick[seat]], ability)
    return shown(ability)


def wrapped_lines(text: str, metrics: QFontMetricsF, width: float, most: int) -> list[str]:
    """``text`` broken into at most ``most`` lines of ``width``, the last one cut with "…" if it goes on."""
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    if len(lines) > most:
        lines = lines[:most]
        if lines:
            lines[-1] = metrics.elidedText(lines[-1] + " …", Qt.TextElideMode.ElideRight, width)
    return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines]


def slot_layout(state: RemediateState, seat: int) -> list[tuple[int, int]]:
    """(gene type, cloned card or -1) for each slot of the seat's microbe, in table order."""
    slots: list[tuple[int, int]] = []
    for gene_type in SLOT_TYPES:
        held = E.slot_cards(state, seat, gene_type)
        for k in range(E.slot_size(state, seat, gene_type)):
            slots.append((gene_type, held[k] if k < len(held) else -1))
    return slots


def slot_rects(g: TableGeometry, state: RemediateState, seat: int) -> list[QRectF]:
    """Where each slot of ``slot_layout`` sits: cards, or chips as wide as their names (compact)."""
    sg = g.seats[seat]
    if not sg.compact:
        return sg.slot_rects([CARD_W] * len(slot_layout(state, seat)))
    return sg.slot_rects([chip_width(card, 20.0, state.mimic.get(card)) if card >= 0
                          else slot_chip_width(gene_type, 20.0)
                          for gene_type, card in slot_layout(state, seat)])


def slot_picture(g: TableGeometry, state: RemediateState, seat: int, card: int) -> tuple[QRectF, Painter]:
    """The place and the painter of a cloned gene as the table shows it (a chip or a tile in the compact layout)."""
    index = next(k for k, (_t, held) in enumerate(slot_layout(state, seat)) if held == card)
    return slot_rects(g, state, seat)[index], _gene_painter(g.seats[seat], card, state.mimic.get(card))


def _tagged(draw: Painter, new: bool) -> Painter:
    """``draw``, then the "new" tag of a gene another seat cloned since the viewer acted."""
    if not new:
        return draw

    def tagged(painter: QPainter, rect: QRectF) -> None:
        draw(painter, rect)
        paint_new(painter, rect)

    return tagged


def _gene_painter(sg: SeatGeometry, card: int, acts: int | None) -> Painter:
    if sg.compact and not sg.tiles:
        return lambda p, r: paint_chip(p, r, card, acts)
    return lambda p, r: paint_gene(p, r, card, acts)  # a card, or a low tile (drawn by the same painter)


class SeatPanels:
    """Builds the microbes' panels for a layout and syncs them; the table owns it and the cards it lays."""

    def __init__(self, context: TableContext) -> None:
        self.context = context
        self._others = OthersTurns()
        self._empty()

    def _empty(self) -> None:
        """No panels yet (a new layout builds them all again)."""
        self.frames: list[PanelItem] = []
        self.names: list[QGraphicsSimpleTextItem] = []
        self.markers: list[PictureItem] = []
        self.infos: list[QGraphicsSimpleTextItem] = []  # the full layout's line of counts
        self.scores: list[QGraphicsSimpleTextItem] = []
        self.abilities: list[QGraphicsSimpleTextItem] = []  # the full layout's line of ability
        self.news: list[QGraphicsSimpleTextItem] = []  # what the seat did since the viewer acted, in the ability's place
        self.holdings: list[PictureItem] = []  # the stash heap and recycle stacks (compact: the tally)
        self.hazards: list[PictureItem] = []  # whether the microbe resists the environment's hazard (hazardmark)

    def build(self, stage: Stage, g: TableGeometry) -> None:
        """Lay out every seat's panel on the stage, for the geometry ``g``."""
        self._empty()
        for sg in g.seats:
            top_left = sg.panel.topLeft()
            self.frames.append(stage.panel(sg.panel))
            side = 18.0 if g.compact else 26.0
            marker = PictureItem(side, side, z=3)
            marker.setPos(top_left + (QPointF(C_PAD, 5) if g.compact else QPointF(MARGIN, 14)))
            stage.add(marker)
            self.markers.append(marker)
            if g.compact:
                self.names.append(stage.text(top_left + QPointF(C_PAD + 24, 3), 11, True))
                self.scores.append(stage.text(top_left + QPointF(sg.panel.width() - C_PAD, 2), 12, True))
                ability = stage.text(top_left + QPointF(C_PAD, 0), COMPACT_PT)  # under the chips, where they leave room
                ability.setBrush(QColor(theme.colours()["muted"]))
                self.abilities.append(ability)
                self.news.append(stage.text(top_left + QPointF(C_PAD, 0), COMPACT_PT, True))
            else:
                self.names.append(stage.text(top_left + QPointF(MARGIN + 36, 9), 18, True))
                self.abilities.append(stage.text(top_left + QPointF(MARGIN, 45), 11))
                self.news.append(stage.text(top_left + QPointF(MARGIN, 45), 11, True))
                self.infos.append(stage.text(top_left + QPointF(MARGIN, 67), 12, True))
                self.scores.append(stage.text(top_left + QPointF(sg.panel.width() - MARGIN, 7), 20, True))
            holdings = PictureItem(sg.holdings.width(), sg.holdings.height(), z=3)
            holdings.setPos(sg.holdings.topLeft())
            stage.add(holdings)
            self.holdings.append(holdings)
            mark = PictureItem(10, MARK_H if not g.compact else sg.holdings.height(), z=3)
            stage.add(mark)
            self.hazards.append(mark)

    def microbe_named(self, item: object) -> int | None:
        """The seat whose name or ability line ``item`` is (its microbe's card enlarges over them), or None."""
        for lines in (self.abilities, self.names):
            if item in lines:
                return lines.index(item)  # type: ignore[arg-type]
        return None

    def sync(self, g: TableGeometry, view: RemediateState, cards: ItemPool, me: int | None, acting: int | None,
             selected: int | None, others: OthersTurns) -> None:
        """Every seat's panel from ``view``; the slots' cards come from ``cards`` (``selected``: the picked card);
        ``others``: what the other seats did since the viewer acted (a line in the ability's place, "new" tags)."""
        self._others = others
        for seat in range(view.seats):
            self._sync_seat(g, view, seat, cards, me, acting, selected)

    def _sync_seat(self, g: TableGeometry, view: RemediateState, seat: int, cards: ItemPool, me: int | None,
                   acting: int | None, selected: int | None) -> None:
        sg = g.seats[seat]
        c = theme.colours()
        colour = self.context.seat_colour(seat)
        choices = view.choices if acting is not None and view.phase == "target" else []
        glow = QColor(look()["legal"]) if seat in choices else (colour if seat == view.turn and not view.is_over() else None)
        fill = QColor(c["card"]) if seat != me else QColor(c["base"])
        self.frames[seat].set_look(fill, QColor(c["border"]), glow)
        marker = self.markers[seat]
        colourblind = self.context.colourblind
        marker.set_picture(("marker", colour.name(), colourblind),
                           lambda p, r: paint_marker(p, r, seat, colour, colourblind))
        marker.target = ("seat", seat)
        person = self.context.seats[seat]
        suffix = say(TableWords.tr(" (you)")) if seat == me else (say(TableWords.tr(" (bot, %1)"), level_word(person.level))
                                                        if person.is_bot else "")
        score = self.scores[seat]
        stash, recycled = view.stash[seat], tuple(view.recycled[seat])
        kept = shown(E.listed([TableWords.tr("%1 × %2").arg(n, C.RECYCLE_NAME[p]) for p, n in enumerate(recycled) if n])) \
            or say(TableWords.tr("nothing recycled yet"))
        amount = E.remediation_amount(view, seat) if view.env >= 0 else 0
        counts = say(TableWords.tr("Hand %1   ·   Stash %2 plastic   ·   Remediates %3"), len(view.hands[seat]), stash, amount)
        holdings = self.holdings[seat]
        if sg.compact:
            name = self.names[seat]
            hand = len(view.hands[seat])
            resists = view.resistance_pick[seat]
            tally_left = sg.holdings.right() - tally_width(hand, stash, recycled, sg.holdings.height(), resists)
            room = self._place_mark(view, seat, tally_left - 6, sg.holdings.top(), False) - name.x() - 10
            metrics = QFontMetricsF(name.font())
            head = f"{C.MICROBE_SHORT[view.microbes[seat]]}  ·  {person.name}"
            # a narrow head drops the bot's level, then the note, before it cuts the person's name
            bot = say(TableWords.tr(" (bot)")) if person.is_bot else ""
            fits = [t for t in (head + suffix, head + bot) if metrics.horizontalAdvance(t) <= room]
            name.setText(fits[0] if fits else metrics.elidedText(head, Qt.TextElideMode.ElideRight, room))
            holdings.set_picture(("tally", hand, stash, recycled, resists),
                                 lambda p, r: paint_tally(p, r, hand, stash, recycled, resists))
            score.setText(say(TableWords.tr("%1 VP"), view.scores()[seat]))
            score.setX(sg.panel.right() - C_PAD - score.boundingRect().width())
            self._place_ability(g, view, seat)
        else:
            self.names[seat].setText(f"{C.MICROBE_NAME[view.microbes[seat]]}  ·  {person.name}{suffix}")
            self.abilities[seat].setText(clip(ability_text(view, seat), 58))  # whole when enlarged (point at it)
            news = self._others.lines.get(seat, "")
            self.news[seat].setText(clip(news, 58))
            self.news[seat].setVisible(bool(news))
            self.abilities[seat].setVisible(not news)
            self.infos[seat].setText(counts)
            info = self.infos[seat]
            left = info.x() + info.boundingRect().width() + 12
            self._place_mark(view, seat, left, info.y() + info.boundingRect().height() / 2 - MARK_H / 2, True,
                             sg.holdings.left() - 6)
            holdings.set_picture(("holdings", stash, recycled), lambda p, r: paint_holdings(p, r, stash, recycled))
            score.setText(say(TableWords.tr("%n point(s)", None, view.scores()[seat])))
            score.setX(sg.panel.right() - MARGIN - score.boundingRect().width())
        resisted = view.resistance_pick[seat]
        reason = E.cap_reason(view, seat, None if seat == me else person.name)
        tip = [counts, kept] + ([say(TableWords.tr("resists %1 for good"), C.HAZARDS[resisted])] if resisted >= 0 else [])
        holdings.setToolTip(" · ".join(tip + ([shown(reason)] if reason else [])))
        self.hazards[seat].setToolTip(hazard_tip(view, seat, None if seat == me else person.name))
        if not sg.compact:  # the line that says "Remediates 1" says why when pointed at
            self.infos[seat].setToolTip(shown(reason))
        self._sync_slots(g, view, seat, cards, acting, selected)

    def _place_mark(self, view: RemediateState, seat: int, edge: float, top: float, worded: bool,
                    limit: float | None = None) -> float:
        """Show the seat's hazard mark from ``edge`` rightwards (``worded``, the full layout, up to ``limit``) or
        ending at ``edge`` (compact); returns where the room left of it ends (``edge`` when there is no mark)."""
        item, mark = self.hazards[seat], hazard_state(view, seat)
        if mark is None:
            item.hide()
            item.target = None
            return edge
        hazard, resisted = mark
        height = item.rect.height()
        width = mark_width(height, resisted, worded)
        if limit is not None and edge + width > limit:
            worded, width = False, mark_width(height, resisted, False)  # short of room: the sign alone
        item.resize(width, height)
        item.setPos(edge if limit is not None else edge - width, top)
        item.set_picture(("hazard", hazard, resisted, worded),
                         lambda p, r: paint_hazard_mark(p, r, hazard, resisted, worded))
        return edge if limit is not None else edge - width - 6

    def _place_ability(self, g: TableGeometry, view: RemediateState, seat: int) -> None:
        """The compact panel's ability text where the genes leave room (so a microbe's ability reads without
        pointing at it): at the foot under chips, or beside a row of tiles; whole when enlarged."""
        sg, news = g.seats[seat], self._others.lines.get(seat, "")
        item, hidden = (self.news[seat], self.abilities[seat]) if news else (self.abilities[seat], self.news[seat])
        hidden.setVisible(False)
        metrics = QFontMetricsF(item.font())
        genes = slot_rects(g, view, seat)
        if sg.tiles:
            left = max(r.right() for r in genes) + 14
            room = QRectF(left, genes[0].top() + 4, sg.panel.right() - C_PAD - left, genes[0].height() - 8)
        else:
            top = max(r.bottom() for r in genes) + 2
            room = QRectF(sg.panel.left() + C_PAD, top, sg.panel.width() - 2 * C_PAD, sg.panel.bottom() - 4 - top)
        lines = wrapped_lines(news or ability_text(view, seat), metrics, room.width(), int(room.height() // metrics.height()))
        item.setText("\n".join(lines))
        item.setPos(room.left(), room.bottom() - len(lines) * metrics.height() if not sg.tiles else room.top())
        item.setVisible(bool(lines) and room.width() >= 120)

    def _sync_slots(self, g: TableGeometry, view: RemediateState, seat: int, cards: ItemPool, acting: int | None,
                    selected: int | None) -> None:
        candidates: set[int] = set()
        if acting is not None and view.phase == "toxin" and seat == view.target:
            candidates = set(view.cloned[seat])
        elif acting is not None and view.phase == "mimic":
            candidates = set(E.mimic_candidates(view, view.pending))
        picked = selected
        sg = g.seats[seat]
        chips = sg.compact and not sg.tiles
        for (gene_type, card), rect in zip(slot_layout(view, seat), slot_rects(g, view, seat)):
            item = cards.take(rect.size())
            item.setPos(rect.topLeft())
            item.setZValue(2)
            fits = picked is not None and seat == acting and C.CARD_TYPE[picked] == gene_type
            if card < 0:
                draw: Painter = (lambda p, r, t=gene_type: paint_slot_chip(p, r, t)) if chips else \
                    (lambda p, r, t=gene_type: paint_slot(p, r, t))
                item.set_picture(("slot", gene_type, sg.compact), draw, "legal" if fits else None,
                                 ("slot", seat, gene_type))
                item.setToolTip(say(TableWords.tr("An empty %1 slot"), C.TYPE_NAMES[gene_type]))
            else:
                acts = view.mimic.get(card)
                full: Painter = lambda p, r, k=card, a=acts: paint_gene(p, r, k, a)  # a card with its rules text
                new = card in self._others.cloned
                item.set_picture(("gene", card, acts, sg.compact, new), _tagged(_gene_painter(sg, card, acts), new),
                                 "legal" if fits or card in candidates else None, ("cloned", seat, card),
                                 enlarged=(full, CARD_ASPECT) if sg.compact else None)
                item.setToolTip(card_tip(card, acts))

