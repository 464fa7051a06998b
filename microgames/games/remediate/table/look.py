"""How Remediate's cards look: genes, card backs, environments and recycle piles painted as vector shapes.

Colours come from ``resources/remediate/look.json``; every painter works in the
``rect`` it is given, so the table and the results use the same code.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

from microgames.engine.words import shown as said
from microgames.games.remediate import cards as C
from microgames.games.remediate.table.text import TableWords, say
from microgames.resources import load_json
from microgames.ui.art import svg_renderer
from microgames.ui.tablekit.sceneparts import label_font

#: The aspect of every card (width / height).
CARD_ASPECT = 0.72


@cache
def look() -> dict[str, Any]:
    return load_json("remediate/look.json")


def type_colour(gene_type: int) -> QColor:
    return QColor(look()["types"][C.TYPE_NAMES[gene_type]])


def hazard_colour(hazard: int) -> QColor:
    return QColor(look()["hazards"]["none" if hazard == C.NO_HAZARD else C.HAZARDS[hazard]])


def hazard_text(hazard: int) -> str:
    return say(TableWords.tr("No hazard")) if hazard == C.NO_HAZARD else say(TableWords.tr("Hazard: %1"), C.HAZARDS[hazard])


def icon_name(gene_type: int) -> str:
    return C.TYPE_NAMES[gene_type].lower()


def paint_icon(painter: QPainter, rect: QRectF, name: str, disc: QColor | None = None) -> None:
    """A white line icon from ``resources/remediate/icons`` (on a disc of ``disc`` when given)."""
    if disc is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(disc)
        painter.drawEllipse(rect)
        rect = rect.adjusted(rect.width() * 0.17, rect.height() * 0.17, -rect.width() * 0.17, -rect.height() * 0.17)
    renderer = svg_renderer(f"remediate/icons/{name}.svg")
    if renderer is not None:
        renderer.render(painter, rect)


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


@cache
def _breaks() -> dict[str, str]:
    return {word.replace("-", ""): word.replace("-", "\u00ad") for word in look()["hyphenation"]}


def hyphenated(text: str) -> str:
    """``text`` with soft hyphens in its long words (look.json), so a narrow card breaks them readably."""
    return " ".join(_breaks().get(word, word) for word in text.split(" "))


def _fitting(rect: QRectF, flags: int, text: str, size: float, bold: bool, floor: float) -> tuple[QFont, bool]:
    """The font, from ``size`` shrunk step by step down to ``floor``, at which ``text`` fits ``rect``; and whether it does."""
    while True:
        font = label_font(size, bold)
        metrics = QFontMetricsF(font)
        needed = metrics.boundingRect(rect, flags, text)
        words = text.replace("\u200b", " ").replace("\u00ad", "- ").split()
        widest = max(metrics.horizontalAdvance(word) for word in words) if words else 0.0
        if needed.height() <= rect.height() and widest <= rect.width():
            return font, True
        if size * 0.95 < floor:
            return font, False
        size *= 0.95


def one_line(painter: QPainter, rect: QRectF, flags: int, text: str, size: float, bold: bool = False) -> None:
    """``text`` on one line in ``rect``, its font shrunk to the width if it is wider (a longer word in another
    language), never cut."""
    font = label_font(size, bold)
    width = QFontMetricsF(font).horizontalAdvance(text)
    if width > rect.width() > 0:
        font = label_font(max(4.0, size * rect.width() / width * 0.97), bold)
    painter.setFont(font)
    painter.drawText(rect, flags, text)


def wrapped(painter: QPainter, rect: QRectF, text: str, size: float, colour: QColor, bold: bool = False,
            align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """Text wrapped into ``rect``, the font shrunk until it fits (down to a floor, then cut off).

    A long word is kept whole if a font a little smaller fits it; else it breaks at its soft hyphen (look.json).
    """
    flags = int(align | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
    text = text.replace("-", "-\u200b")  # hyphenated names may break after the hyphen
    font, fits = _fitting(rect, flags, text, size, bold, size * 0.7)
    if not fits:
        text = hyphenated(text)
        font = _fitting(rect, flags, text, size, bold, 5.5)[0]
    painter.setFont(font)
    painter.setPen(colour)
    painter.save()
    painter.setClipRect(rect)
    painter.drawText(rect, flags, text)
    painter.restore()


def paint_frame(painter: QPainter, rect: QRectF, highlight: str | None) -> None:
    """The ring around a card or slot that can be clicked now ("legal"), is picked ("selected") or refused."""
    if highlight is None:
        return
    colour = QColor(look()[highlight])
    radius = rect.width() * 0.09
    for grow, alpha in ((9, 40), (6, 80)):
        glow = QColor(colour)
        glow.setAlpha(alpha)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(glow)
        painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, 3.5))
    painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)


def name_rect(rect: QRectF, shown: float = 1.0) -> QRectF:
    """Where a gene card's name is written: under the band, across the card or, on a card its right-hand
    neighbour in a fanned hand covers, within the ``shown`` part of its width (a held card's index)."""
    w, h = rect.width(), rect.height()
    return QRectF(rect.left() + w * 0.05, rect.top() + h * 0.27, w * min(0.9, shown - 0.08), h * 0.24)


def paint_gene(painter: QPainter, rect: QRectF, card: int, acts_as: int | None = None, type_word: bool = True,
               shown: float = 1.0) -> None:
    """A gene card face: the type band, the name, the number (its amount) and the rules text (a low tile: no text).

    Without ``type_word`` the band shows the type by its icon and colour only (a small card, whose word would not
    read); ``shown``: the part of its width not under its neighbour in the hand, where its name is kept. A Quorum
    Sensing acting as another gene names that gene under its own name.
    """
    if rect.width() > rect.height():
        _paint_gene_tile(painter, rect, card, acts_as)
        return
    kind = C.CARD_KIND[card]
    gene_type = C.KIND_TYPE[kind]
    w, h = rect.width(), rect.height()
    radius = w * 0.09
    band = type_colour(gene_type)
    painter.setPen(QPen(band.darker(135), max(1.0, w * 0.012)))
    painter.setBrush(QColor(look()["card_face"]))
    painter.drawPath(_rounded(rect, radius))
    band_rect = QRectF(rect.left(), rect.top(), w, h * 0.17)
    painter.save()
    painter.setClipPath(_rounded(rect, radius))
    gradient = QLinearGradient(band_rect.topLeft(), band_rect.bottomLeft())
    gradient.setColorAt(0, band.lighter(112))
    gradient.setColorAt(1, band)
    painter.fillRect(band_rect, QBrush(gradient))
    painter.restore()
    pad = w * 0.07
    side = band_rect.height() * 0.72
    paint_icon(painter, QRectF(rect.left() + pad * 0.7, band_rect.center().y() - side / 2, side, side),
               icon_name(gene_type))
    amount = C.KIND_AMOUNT[kind]
    if type_word:  # on one line, clear of the amount's disc (a longer word of another language a little smaller)
        painter.setPen(QColor("#ffffff"))
        one_line(painter, band_rect.adjusted(pad + side, 0, -w * (0.3 if amount else 0.05), 0),
                 int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), said(C.TYPE_NAMES[gene_type]).upper(),
                 w * 0.062, bold=True)
    if C.KIND_DISCARD_ON_CHANGE[kind]:  # the flag: this gene goes when the environment changes
        flag = w * 0.2
        paint_icon(painter, QRectF(rect.right() - pad * 0.6 - flag, rect.bottom() - pad * 0.6 - flag, flag, flag),
                   "discard-on-change", band.darker(150))
    if amount:
        centre = QPointF(rect.right() - w * 0.15, band_rect.bottom())
        r = w * 0.135
        painter.setPen(QPen(band.darker(130), max(1.0, w * 0.015)))
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(centre, r, r)
        painter.setFont(label_font(w * 0.13, True))
        painter.setPen(band.darker(140))
        painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), int(Qt.AlignmentFlag.AlignCenter),
                         str(amount))
    ink, muted = QColor(look()["card_ink"]), QColor(look()["card_muted"])
    named = name_rect(rect, shown)  # under the amount
    text = C.KIND_TEXT[kind]
    if acts_as is not None and acts_as != kind:  # the name says what it does; the text, how
        mimic = type_colour(C.KIND_TYPE[acts_as])
        wrapped(painter, QRectF(named.left(), named.top(), named.width(), named.height() * 0.45), said(C.KIND_NAME[kind]),
                w * 0.1, ink, bold=True)
        wrapped(painter, QRectF(named.left(), named.top() + named.height() * 0.45, named.width(),
                                named.height() * 0.6), say(TableWords.tr("as %1"), C.KIND_NAME[acts_as]), w * 0.12, mimic.darker(140),
                bold=True)
        text = C.KIND_TEXT[acts_as]
    else:
        wrapped(painter, named, said(C.KIND_NAME[kind]), w * 0.14, ink, bold=True)
    text_top = named.bottom() + h * 0.02
    room = w * 0.27 if C.KIND_DISCARD_ON_CHANGE[kind] else pad  # the flag keeps its corner clear
    wrapped(painter, QRectF(rect.left() + pad, text_top, w - 2 * pad, rect.bottom() - text_top - room), said(text),
            w * 0.074, muted if acts_as is None else band.darker(150))


def paint_back(painter: QPainter, rect: QRectF, colours: list[str], title: str) -> None:
    """A face-down card: a two-tone back with a cell outline and the deck's name (a phrase, said as painted)."""
    w = rect.width()
    radius = w * 0.09
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, QColor(colours[0]))
    gradient.setColorAt(1, QColor(colours[1]))
    painter.setPen(QPen(QColor(colours[0]).darker(140), max(1.0, w * 0.012)))
    painter.setBrush(QBrush(gradient))
    painter.drawPath(_rounded(rect, radius))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 90), max(1.0, w * 0.02)))
    inner = rect.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08)
    painter.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
    cell = QRectF(0, 0, w * 0.5, w * 0.28)
    cell.moveCenter(rect.center())
    painter.setPen(QPen(QColor(255, 255, 255, 150), max(1.0, w * 0.025)))
    painter.drawRoundedRect(cell, cell.height() / 2, cell.height() / 2)
    painter.drawEllipse(cell.center(), w * 0.05, w * 0.05)
    if title and w >= 100:  # a small back says nothing: its label beneath does
        painter.setPen(QColor(255, 255, 255, 200))
        one_line(painter, QRectF(rect.left() + 6, cell.bottom() + w * 0.06, w - 12, w * 0.2),
                 int(Qt.AlignmentFlag.AlignHCenter), said(title), w * 0.08, True)


def paint_slot(painter: QPainter, rect: QRectF, gene_type: int) -> None:
    """An empty cloned-gene slot: a dashed outline in the type's colour with its name."""
    colour = type_colour(gene_type)
    fill = QColor(colour)
    fill.setAlpha(28)
    pen = QPen(colour, max(1.0, rect.width() * 0.018), Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, rect.width() * 0.09, rect.width() * 0.09)
    low = rect.width() > rect.height()  # a tile: the icon smaller, the name closer
    side = rect.height() * 0.4 if low else rect.width() * 0.38
    paint_icon(painter, QRectF(rect.center().x() - side / 2, rect.top() + rect.height() * (0.1 if low else 0.16), side,
                               side), icon_name(gene_type), colour)
    wrapped(painter, rect.adjusted(4, rect.height() * (0.56 if low else 0.5), -4, 0), said(C.TYPE_NAMES[gene_type]),
            min(rect.height() * 0.17, rect.width() * 0.1), colour.darker(115), bold=True,
            align=Qt.AlignmentFlag.AlignHCenter)


def paint_environment(painter: QPainter, rect: QRectF, env: int, plastic: int) -> None:
    """The current environment: its name, hazard band and the plastic left to remediate."""
    if rect.width() > rect.height():
        _paint_environment_tile(painter, rect, env, plastic)
        return
    w, h = rect.width(), rect.height()
    hazard = C.ENV_HAZARD[env] if env >= 0 else C.NO_HAZARD
    colour = hazard_colour(hazard)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, colour.lighter(150))
    gradient.setColorAt(1, colour.lighter(115))
    painter.setPen(QPen(colour.darker(140), 1.6))
    painter.setBrush(QBrush(gradient))
    painter.drawPath(_rounded(rect, w * 0.07))
    ink = QColor(look()["card_ink"])
    name = said(C.ENV_NAME[env]) if env >= 0 else say(TableWords.tr("All clean"))
    wrapped(painter, QRectF(rect.left() + 12, rect.top() + 8, w - 24, h * 0.22), name, w * 0.085, ink, bold=True)
    pill = QRectF(rect.left() + 12, rect.top() + h * 0.31, w - 24, h * 0.12)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour.darker(115))
    painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
    label = (say(TableWords.tr("No hazard")) if hazard == C.NO_HAZARD else say(TableWords.tr("Hazard: %1"), C.HAZARDS[hazard])).upper()
    icon = pill.height() * 0.8
    if hazard != C.NO_HAZARD:
        paint_icon(painter, QRectF(pill.left() + 6, pill.center().y() - icon / 2, icon, icon), C.HAZARDS[hazard])
    painter.setPen(QColor("#ffffff"))
    one_line(painter, pill.adjusted(6 + (icon if hazard != C.NO_HAZARD else 0), 0, -6, 0),
             int(Qt.AlignmentFlag.AlignCenter), label, w * 0.06, bold=True)
    corner = w * 0.16
    paint_icon(painter, QRectF(rect.right() - corner - 8, rect.bottom() - corner - 8, corner, corner), "environment",
               colour.darker(125))
    painter.setFont(label_font(w * 0.24, True))
    painter.setPen(ink)
    number = QRectF(rect.left(), rect.top() + h * 0.42, w, h * 0.34)
    painter.drawText(number, int(Qt.AlignmentFlag.AlignCenter), str(plastic))
    one_line(painter, QRectF(rect.left() + 4, number.bottom(), w - 8, h * 0.14), int(Qt.AlignmentFlag.AlignHCenter),
             say(TableWords.tr("plastic left")), w * 0.065)


def paint_recycle(painter: QPainter, rect: QRectF, pile: int, left: int, cost: int) -> None:
    """A recycle pile: name, its worth in points, what it costs this player, and how many are left."""
    if rect.width() > rect.height():
        _paint_recycle_tile(painter, rect, pile, left, cost)
        return
    w, h = rect.width(), rect.height()
    colour = QColor(look()["recycle"][pile])
    for k in range(min(left, 3) - 1, 0, -1):  # the cards beneath, offset
        painter.setPen(QPen(colour.darker(140), 1))
        painter.setBrush(colour.lighter(130))
        painter.drawRoundedRect(rect.translated(k * 3, -k * 3), w * 0.09, w * 0.09)
    painter.setPen(QPen(colour.darker(140), 1.4))
    painter.setBrush(QColor(look()["card_face"]) if left else QColor("#d9d6cf"))
    painter.drawPath(_rounded(rect, w * 0.09))
    painter.save()
    painter.setClipPath(_rounded(rect, w * 0.09))
    painter.fillRect(QRectF(rect.left(), rect.top(), w, h * 0.3), colour)
    painter.restore()
    mark = h * 0.1
    paint_icon(painter, QRectF(rect.left() + 4, rect.top() + 4, mark, mark), "recycle")
    wrapped(painter, QRectF(rect.left() + 6 + mark, rect.top() + 6, w - 12 - mark, h * 0.26),
             said(C.RECYCLE_NAME[pile]), w * 0.11, QColor("#ffffff"), bold=True, align=Qt.AlignmentFlag.AlignHCenter)
    ink = QColor(look()["card_ink"])
    painter.setPen(ink)
    painter.setFont(label_font(w * 0.2, True))
    painter.drawText(QRectF(rect.left(), rect.top() + h * 0.3, w, h * 0.28), int(Qt.AlignmentFlag.AlignCenter),
                     say(TableWords.tr("%1 VP"), C.RECYCLE_POINTS[pile]))
    painter.setPen(colour.darker(130))
    one_line(painter, QRectF(rect.left(), rect.top() + h * 0.58, w, h * 0.16), int(Qt.AlignmentFlag.AlignCenter),
             say(TableWords.tr("costs %n plastic", None, cost)), w * 0.08, True)
    painter.setPen(QColor(look()["card_muted"]))
    one_line(painter, QRectF(rect.left(), rect.top() + h * 0.76, w, h * 0.16), int(Qt.AlignmentFlag.AlignCenter),
             say(TableWords.tr("%1 left"), left) if left else say(TableWords.tr("empty")), w * 0.085)


def paint_holdings(painter: QPainter, rect: QRectF, stash: int, recycled: tuple[int, ...]) -> None:
    """A seat's stash as a heap of plastic with its count, and its recycle cards as small stacks by kind."""
    h = rect.height()
    ink, muted = QColor(look()["card_ink"]), QColor(look()["card_muted"])
    heap = QRectF(rect.left(), rect.top(), h * 1.7, h)
    plastic = QColor(look()["plastic"])
    pieces = min(stash, 10)
    for k in range(pieces):  # pellets heaped from the bottom row up
        row, col = divmod(k, 4)
        r = h * 0.14
        x = heap.left() + r + col * r * 1.9 + row * r * 0.95
        y = heap.bottom() - r - row * r * 1.6
        painter.setPen(QPen(ink, 1))
        painter.setBrush(plastic.darker(100 + (k % 3) * 8))
        painter.drawEllipse(QPointF(x, y), r, r * 0.8)
    if not pieces:
        painter.setPen(QPen(muted, 1, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(heap.adjusted(h * 0.1, h * 0.45, -h * 0.1, -h * 0.05))
    painter.setFont(label_font(h * 0.34, True))
    painter.setPen(ink)
    painter.drawText(QRectF(heap.right(), rect.top(), h * 0.9, h * 0.6), int(Qt.AlignmentFlag.AlignCenter), str(stash))
    painter.setPen(muted)
    one_line(painter, QRectF(heap.right() - h * 0.2, rect.top() + h * 0.58, h * 1.3, h * 0.4),
             int(Qt.AlignmentFlag.AlignCenter), say(TableWords.tr("plastic")), h * 0.17)
    x = heap.right() + h * 1.2
    card_w, card_h = h * 0.55, h * 0.76
    for pile, count in enumerate(recycled):
        colour = QColor(look()["recycle"][pile])
        base = QRectF(x, rect.bottom() - card_h, card_w, card_h)
        if count:
            for k in range(min(count, 4) - 1, -1, -1):
                painter.setPen(QPen(colour.darker(150), 1))
                painter.setBrush(colour if k == 0 else colour.lighter(125))
                painter.drawRoundedRect(base.translated(k * 2.5, -k * 2.5), 4, 4)
            paint_icon(painter, base.adjusted(card_w * 0.15, card_h * 0.1, -card_w * 0.15, -card_h * 0.45), "recycle")
            painter.setFont(label_font(h * 0.2, True))
            painter.setPen(QColor("#ffffff"))
            painter.drawText(base.adjusted(0, card_h * 0.5, 0, 0), int(Qt.AlignmentFlag.AlignCenter), f"×{count}")
        else:
            painter.setPen(QPen(colour, 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(base, 4, 4)
        x += card_w + h * 0.3


# --- low tiles of the compact table: the same things, fonts from the tile's height -------------
def _amount_disc(painter: QPainter, centre: QPointF, r: float, amount: int, colour: QColor) -> None:
    painter.setPen(QPen(colour.darker(130), max(1.0, r * 0.12)))
    painter.setBrush(QColor("#ffffff"))
    painter.drawEllipse(centre, r, r)
    painter.setFont(label_font(r * 1.15, True))
    painter.setPen(colour.darker(140))
    painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), int(Qt.AlignmentFlag.AlignCenter), str(amount))


def _paint_gene_tile(painter: QPainter, rect: QRectF, card: int, acts_as: int | None = None) -> None:
    """A gene as a low tile (the discard, a compact microbe's slot): type band with icon and amount, the name
    beneath (a Quorum Sensing's with the gene it acts as)."""
    kind = C.CARD_KIND[card]
    band = type_colour(C.KIND_TYPE[kind])
    h = rect.height()
    painter.setPen(QPen(band.darker(135), 1.2))
    painter.setBrush(QColor(look()["card_face"]))
    painter.drawPath(_rounded(rect, h * 0.12))
    top = QRectF(rect.left(), rect.top(), rect.width(), min(h * 0.28, 24.0))
    painter.save()
    painter.setClipPath(_rounded(rect, h * 0.12))
    painter.fillRect(top, band)
    painter.restore()
    side = top.height() * 0.8
    paint_icon(painter, QRectF(rect.left() + 5, top.center().y() - side / 2, side, side), icon_name(C.KIND_TYPE[kind]))
    if C.KIND_DISCARD_ON_CHANGE[kind]:
        paint_icon(painter, QRectF(rect.left() + 9 + side, top.center().y() - side / 2, side, side),
                   "discard-on-change", band.darker(150))
    if C.KIND_AMOUNT[kind]:
        r = top.height() * 0.5
        _amount_disc(painter, QPointF(rect.right() - r - 5, top.center().y()), r, C.KIND_AMOUNT[kind], band)
    name = said(C.KIND_NAME[kind]) if acts_as is None or acts_as == kind else say(TableWords.tr("QS as %1"), C.KIND_NAME[acts_as])
    wrapped(painter, rect.adjusted(5, top.height() + 3, -5, -2), name, min(h * 0.17, rect.width() * 0.12),
            QColor(look()["card_ink"]), bold=True)


def _paint_environment_tile(painter: QPainter, rect: QRectF, env: int, plastic: int) -> None:
    """The environment as a low tile: name and hazard at the left, the plastic left at the right."""
    h = rect.height()
    hazard = C.ENV_HAZARD[env] if env >= 0 else C.NO_HAZARD
    colour = hazard_colour(hazard)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, colour.lighter(150))
    gradient.setColorAt(1, colour.lighter(115))
    painter.setPen(QPen(colour.darker(140), 1.4))
    painter.setBrush(QBrush(gradient))
    painter.drawPath(_rounded(rect, h * 0.12))
    ink = QColor(look()["card_ink"])
    number = QRectF(rect.right() - h * 0.95, rect.top(), h * 0.9, h)
    left = QRectF(rect.left() + 7, rect.top() + 3, number.left() - rect.left() - 7, h - 6)
    wrapped(painter, QRectF(left.left(), left.top(), left.width(), h * 0.56), said(C.ENV_NAME[env]) if env >= 0 else
            say(TableWords.tr("All clean")), h * 0.175, ink, bold=True)
    pill = QRectF(left.left(), rect.bottom() - h * 0.35, left.width(), h * 0.3)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour.darker(115))
    painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
    icon = pill.height() * 0.8 if hazard != C.NO_HAZARD else 0.0
    if icon:
        paint_icon(painter, QRectF(pill.left() + 4, pill.center().y() - icon / 2, icon, icon), C.HAZARDS[hazard])
    painter.setPen(QColor("#ffffff"))
    one_line(painter, pill.adjusted(icon + 4, 0, -4, 0), int(Qt.AlignmentFlag.AlignCenter),
             say(TableWords.tr("No hazard")) if hazard == C.NO_HAZARD else said(C.HAZARDS[hazard]).capitalize(),
             h * 0.165, True)
    painter.setPen(ink)
    painter.setFont(label_font(h * 0.36, True))
    painter.drawText(number.adjusted(0, 0, 0, -h * 0.3), int(Qt.AlignmentFlag.AlignCenter), str(plastic))
    one_line(painter, number.adjusted(0, h * 0.62, 0, 0), int(Qt.AlignmentFlag.AlignHCenter), say(TableWords.tr("plastic")),
             h * 0.165)


def _paint_recycle_tile(painter: QPainter, rect: QRectF, pile: int, left: int, cost: int) -> None:
    """A recycle pile as a low tile: its name on the band, its points, its cost (the count left is beneath)."""
    h = rect.height()
    colour = QColor(look()["recycle"][pile])
    for k in range(min(left, 3) - 1, 0, -1):  # the cards beneath, offset
        painter.setPen(QPen(colour.darker(140), 1))
        painter.setBrush(colour.lighter(130))
        painter.drawRoundedRect(rect.translated(k * 2.5, -k * 2.5), h * 0.12, h * 0.12)
    painter.setPen(QPen(colour.darker(140), 1.2))
    painter.setBrush(QColor(look()["card_face"]) if left else QColor("#d9d6cf"))
    painter.drawPath(_rounded(rect, h * 0.12))
    band = QRectF(rect.left(), rect.top(), rect.width(), h * 0.3)
    painter.save()
    painter.setClipPath(_rounded(rect, h * 0.12))
    painter.fillRect(band, colour)
    painter.restore()
    painter.setPen(QColor("#ffffff"))
    one_line(painter, band.adjusted(3, 0, -3, 0), int(Qt.AlignmentFlag.AlignCenter), said(C.RECYCLE_NAME[pile]), h * 0.162, True)
    row = QRectF(rect.left(), band.bottom(), rect.width(), h * 0.36)
    painter.setPen(QColor(look()["card_ink"]))
    painter.setFont(label_font(h * 0.25, True))
    painter.drawText(row, int(Qt.AlignmentFlag.AlignCenter), say(TableWords.tr("%1 VP"), C.RECYCLE_POINTS[pile]))
    painter.setPen(colour.darker(130))
    one_line(painter, QRectF(rect.left(), row.bottom(), rect.width(), rect.bottom() - row.bottom() - 2),
             int(Qt.AlignmentFlag.AlignCenter), say(TableWords.tr("costs %n plastic", None, cost)), h * 0.162, True)
