"""The compact table's small pictures: a cloned gene as a chip, an empty slot, a microbe's tally.

With many players a microbe's genes cannot all be cards large enough to read, so
each is a chip one line high: the type's colour and icon, the gene's name, its
amount and the flag of a gene that goes when the environment changes. Every size
follows the chip's height; the widths are measured so the chips of a microbe
flow in rows (``layout.SeatGeometry.slot_rects``). The card itself, with its
rules text, shows enlarged when the pointer rests on a chip.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from microgames.engine.words import shown
from microgames.games.remediate import cards as C
from microgames.games.remediate.table.look import hazard_colour, icon_name, look, paint_icon, type_colour
from microgames.ui.tablekit.sceneparts import label_font

FONT = 0.5  # the chip's text, of its height
AMOUNT = 0.8  # the amount's disc, of the height
FLAG = 0.75  # the flag icon, of the height


def _name_width(text: str, height: float, bold: bool) -> float:
    return QFontMetricsF(label_font(height * FONT, bold)).horizontalAdvance(text)


def _kind_chip_width(kind: int, height: float) -> float:
    width = height + 4 + _name_width(shown(C.KIND_NAME[kind]), height, True) + 5
    if C.KIND_AMOUNT[kind]:
        width += height * AMOUNT + 3
    if C.KIND_DISCARD_ON_CHANGE[kind]:
        width += height * FLAG + 3
    return width


def chip_width(card: int, height: float, acts_as: int | None = None) -> float:
    """How wide a gene's chip is: icon, name, amount and flag side by side. A Quorum Sensing acting as another
    gene is no wider than the widest chip of its own slot's type (its name shortened), so the rows still fit."""
    own = C.CARD_KIND[card]
    if acts_as is None or acts_as == own:
        return _kind_chip_width(own, height)
    widest = max(_kind_chip_width(k, height) for k in range(len(C.KIND_NAME)) if C.KIND_TYPE[k] == C.KIND_TYPE[own])
    return min(_kind_chip_width(acts_as, height), widest)


def slot_chip_width(gene_type: int, height: float) -> float:
    return height + 5 + _name_width(shown(C.TYPE_NAMES[gene_type]), height, False) + 8


def _shape(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, rect.height() * 0.3, rect.height() * 0.3)
    return path


def paint_chip(painter: QPainter, rect: QRectF, card: int, acts_as: int | None = None) -> None:
    """A cloned gene in one line; a Quorum Sensing acting as another gene is drawn as that gene (its colour,
    name, amount and flag), since that is what it does at the table, with "QS" in place of the type icon."""
    kind = C.CARD_KIND[card] if acts_as is None else acts_as
    h = rect.height()
    colour = type_colour(C.KIND_TYPE[kind])
    shape = _shape(rect)
    painter.setPen(QPen(colour.darker(130), 1.1))
    painter.setBrush(QColor(look()["card_face"]))
    painter.drawPath(shape)
    painter.save()
    painter.setClipPath(shape)
    painter.fillRect(QRectF(rect.left(), rect.top(), h, h), colour)
    painter.restore()
    if kind != C.CARD_KIND[card]:
        painter.setFont(label_font(h * 0.42, True))
        painter.setPen(QColor("#ffffff"))
        painter.drawText(QRectF(rect.left(), rect.top(), h, h), int(Qt.AlignmentFlag.AlignCenter), "QS")
    else:
        paint_icon(painter, QRectF(rect.left() + h * 0.15, rect.top() + h * 0.15, h * 0.7, h * 0.7),
                   icon_name(C.KIND_TYPE[kind]))
    right = rect.right() - 2
    if C.KIND_DISCARD_ON_CHANGE[kind]:
        side = h * FLAG
        paint_icon(painter, QRectF(right - side, rect.center().y() - side / 2, side, side), "discard-on-change",
                   colour.darker(150))
        right -= side + 3
    if C.KIND_AMOUNT[kind]:
        r = h * AMOUNT / 2
        centre = QPointF(right - r, rect.center().y())
        painter.setPen(QPen(colour.darker(130), 1.0))
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(centre, r, r)
        painter.setFont(label_font(h * 0.55, True))
        painter.setPen(colour.darker(150))
        painter.drawText(QRectF(centre.x() - r - 2, centre.y() - r - 2, 2 * r + 4, 2 * r + 4),
                         int(Qt.AlignmentFlag.AlignCenter), str(C.KIND_AMOUNT[kind]))
        right -= 2 * r + 3
    font = label_font(h * FONT, True)
    painter.setFont(font)
    painter.setPen(QColor(look()["card_ink"]))
    room = right - rect.left() - h - 4
    name = QFontMetricsF(font).elidedText(shown(C.KIND_NAME[kind]), Qt.TextElideMode.ElideRight, room)
    painter.drawText(QRectF(rect.left() + h + 4, rect.top(), room, h),
                     int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), name)


def paint_slot_chip(painter: QPainter, rect: QRectF, gene_type: int) -> None:
    """An empty slot in one line: a dashed outline with the type's icon and name."""
    colour = type_colour(gene_type)
    h = rect.height()
    fill = QColor(colour)
    fill.setAlpha(28)
    painter.setPen(QPen(colour, 1.1, Qt.PenStyle.DashLine))
    painter.setBrush(fill)
    painter.drawPath(_shape(rect))
    paint_icon(painter, QRectF(rect.left() + h * 0.12, rect.top() + h * 0.12, h * 0.76, h * 0.76),
               icon_name(gene_type), colour)
    painter.setFont(label_font(h * FONT))
    painter.setPen(colour.darker(120))
    painter.drawText(rect.adjusted(h + 5, 0, 0, 0), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                     shown(C.TYPE_NAMES[gene_type]))


def _tally_parts(hand: int, stash: int, recycled: tuple[int, ...], h: float, resists: int
                 ) -> list[tuple[str, int, float]]:
    """(what, count, width) from left to right: a hazard resisted for good, the hand, the stash, each recycle kind."""
    metrics = QFontMetricsF(label_font(h * 0.52, True))
    parts: list[tuple[str, int, float]] = [("resists", resists, h + 6)] if resists >= 0 else []
    for what, count in [("hand", hand), ("stash", stash)] + [(f"pile{k}", n) for k, n in enumerate(recycled)]:
        icon = h * (0.68 if what == "stash" else 0.62) + 3
        shown = count > 0 or not what.startswith("pile")
        parts.append((what, count, icon + (metrics.horizontalAdvance(str(count)) if shown else 0.0) + 7))
    return parts


def tally_width(hand: int, stash: int, recycled: tuple[int, ...], h: float, resists: int = -1) -> float:
    return sum(width for _what, _n, width in _tally_parts(hand, stash, recycled, h, resists)) - 7


def paint_tally(painter: QPainter, rect: QRectF, hand: int, stash: int, recycled: tuple[int, ...],
                resists: int = -1) -> None:
    """A microbe's hand (a card back), stash (a plastic pellet) and recycle cards by kind with their counts, at the right.

    A kind of recycle card not held is a faint card without a number; a hazard resisted for good (Bacillus
    subtilis' pick) comes first, as its icon on its colour.
    """
    h = rect.height()
    ink = QColor(look()["card_ink"])
    font = label_font(h * 0.52, True)
    card_w, card_h = h * 0.62, h * 0.9
    x = rect.right() - tally_width(hand, stash, recycled, h, resists)
    for what, count, width in _tally_parts(hand, stash, recycled, h, resists):
        if what == "resists":
            paint_icon(painter, QRectF(x, rect.top(), h, h), C.HAZARDS[count], hazard_colour(count))
            x += width
            continue
        if what == "stash":
            r = h * 0.34
            painter.setPen(QPen(ink, 1))
            painter.setBrush(QColor(look()["plastic"]).darker(108))
            painter.drawEllipse(QPointF(x + r, rect.center().y()), r, r * 0.8)
            start = x + 2 * r + 3
        else:
            fill = QColor(look()["gene_back"][1] if what == "hand" else look()["recycle"][int(what[4:])])
            if not count and what != "hand":
                fill.setAlpha(60)
            painter.setPen(QPen(fill.darker(150), 1))
            painter.setBrush(fill)
            painter.drawRoundedRect(QRectF(x, rect.center().y() - card_h / 2, card_w, card_h), 2.5, 2.5)
            start = x + card_w + 3
        if count or not what.startswith("pile"):
            painter.setFont(font)
            painter.setPen(ink)
            painter.drawText(QRectF(start, rect.top(), width, h),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), str(count))
        x += width
