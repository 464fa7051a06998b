"""The things of the Microworld box drawn beside the board: gene tokens, tiles, the gene powers summary.

Tiles (mutation, target, additional rule) are read at a glance, so their text is never drawn smaller on the
screen than the side panel's body text (``TileItem.min_pixels``, set by the table): the font is chosen at
paint time from the view's scale. Where the tile is too small for its line of text at that size, it shows a
compact face (the title alone, wrapped if need be) and its full text on hover and on a click.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QToolTip, QWidget

from microgames.engine.words import shown
from microgames.games.microworld.genes import COPY, GENE_KEYS, GENE_NAMES, GENE_TEXT
from microgames.games.microworld.state import NONE
from microgames.games.microworld.table.items import hexagon, paint_gene, paint_token
from microgames.games.microworld.table.lastturn import OpponentTurn
from microgames.resources import load_json
from microgames.ui.language import translate

_LOOK = load_json("microworld/look.json")
#: a character per power, only for hover texts (the tokens draw their symbol from the vector art)
SYMBOLS: dict[str, str] = _LOOK["gene_symbols"]

COLUMN_WIDTH = 180.0
TOKEN = 34.0  # a gene token's width
SUMMARY_HEIGHT = 156.0
TILE_TEXT_FLAGS = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
TILE_TITLE_FLAGS = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter
COMPACT_FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


def gene_tip(token: int) -> str:
    """A gene token's hover text: its name and what it does, in the language of the moment."""
    return translate("MicroworldTable", "%1: %2", "a name: what it does").replace(
        "%1", shown(GENE_NAMES[token])).replace("%2", shown(GENE_TEXT[token]))


def screen_scale(painter: QPainter) -> float:
    """How many screen pixels one unit of the item being painted covers (the view's zoom times the item's)."""
    transform = painter.deviceTransform()
    return max(1e-6, math.hypot(transform.m11(), transform.m12()))


def fitted_font(text: str, room: QRectF, flags: Qt.AlignmentFlag, largest: int = 12, smallest: int = 9,
                bold: bool = False) -> tuple[QFont, bool]:
    """The largest font, down to ``smallest`` pixels, in which ``text`` fits ``room``, and whether it fits at all
    (a tile's line such as "+1 when you score 2 or more in a turn" must not lose its ends)."""
    font = QFont()
    font.setBold(bold)
    for size in range(max(largest, smallest), smallest - 1, -1):
        font.setPixelSize(size)
        taken = QFontMetricsF(font).boundingRect(room, flags, text)
        if taken.height() <= room.height() + 0.5 and taken.width() <= room.width() + 0.5:
            return font, True
    return font, False


class Clickable(QGraphicsItem):
    """An item that calls ``on_click`` when pressed and released on it."""

    def __init__(self, on_click: Callable[[], None] | None) -> None:
        super().__init__()
        self.on_click = on_click
        self.setAcceptHoverEvents(True)
        if on_click is not None:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept() if self.on_click is not None else event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.on_click is not None and self.boundingRect().contains(event.pos()):
            self.on_click()


class TokenItem(Clickable):
    """A gene token, face up (``token`` >= 0) or face down; ``lit`` rings one that may be used now."""

    def __init__(self, token: int, lit: bool = False, on_click: Callable[[], None] | None = None,
                 tip: str = "") -> None:
        super().__init__(on_click)
        self.token, self.lit = token, lit
        if tip:
            self.setToolTip(tip)
        elif token < 0:
            self.setToolTip(translate("MicroworldTable", "A face-down gene token"))
        elif lit:
            self.setToolTip(translate("MicroworldTable", "%1 — click to use it").replace("%1", gene_tip(token)))
        else:
            self.setToolTip(gene_tip(token))

    def boundingRect(self) -> QRectF:
        return QRectF(-TOKEN / 2 - 4, -TOKEN / 2 - 4, TOKEN + 8, TOKEN + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit:
            painter.setPen(QPen(QColor("#f2c230"), 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(hexagon(QPointF(0, 0), TOKEN + 3))
        if self.token >= 0:
            paint_gene(painter, QPointF(0, 0), TOKEN, self.token)
        else:
            paint_token(painter, QPointF(0, 0), TOKEN)


class TileItem(Clickable):
    """A square-cornered tile of the box: a title, a line of text, small discs for tokens on it.

    A click on a tile that does nothing shows its full text, as hovering does.
    """

    #: the smallest text on the screen, in pixels: the side panel's body text (the table keeps it up to date)
    min_pixels = 12.0

    def __init__(self, width: float, height: float, title: str, text: str, tip: str, colour: QColor,
                 face_down: bool = False, discs: int = 0, on_click: Callable[[], None] | None = None) -> None:
        super().__init__(on_click)
        self.rect = QRectF(-width / 2, -height / 2, width, height)
        self.title, self.text, self.colour, self.face_down, self.discs = title, text, colour, face_down, discs
        self.setToolTip(tip)
        #: what the last paint showed: the compact face (title only), the smallest text in screen pixels, and
        #: whether everything drawn fitted the tile
        self.compact = False
        self.drawn_pixels = 0.0
        self.fitted = True

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def _inner(self) -> QRectF:
        side = min(6.0, self.rect.width() * 0.08)  # a letter tile keeps most of its face for the letter
        return self.rect.adjusted(side, side * 0.6, -side, -side * 0.6 - (16 if self.discs else 0))

    def faces(self, scale: float) -> tuple[QRectF, QFont, QRectF | None, QFont | None, bool]:
        """The title's room and font, the line's room and font (None on the compact face) and whether they fit,
        for a view showing one unit of the tile as ``scale`` screen pixels."""
        floor = math.ceil(self.min_pixels / scale)
        inner = self._inner()
        title_font, title_fits = fitted_font(self.title, QRectF(inner.left(), inner.top(), inner.width(),
                                                                max(20, floor * 1.4)), TILE_TITLE_FLAGS,
                                             largest=max(15, floor), smallest=floor, bold=True)
        line = QFontMetricsF(title_font).height()
        if self.text and title_fits:
            room = inner.adjusted(2, line + 2, -2, 0)
            font, fits = fitted_font(self.text, room, TILE_TEXT_FLAGS, largest=max(12, floor), smallest=floor)
            if fits:
                return QRectF(inner.left(), inner.top(), inner.width(), line), title_font, room, font, True
        font, fits = fitted_font(self.title, inner, COMPACT_FLAGS, largest=max(15, floor), smallest=floor, bold=True)
        return inner, font, None, None, fits

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = screen_scale(painter)
        painter.setPen(QPen(self.colour.darker(140), 2.5 if self.on_click is None else 4))
        painter.setBrush(QColor("#4a4033") if self.face_down else QColor("#fffaf0"))
        painter.drawRoundedRect(self.rect, 8, 8)
        ink = QColor("#fffaf0") if self.face_down else QColor("#2d261d")
        painter.setPen(ink)
        title_room, title_font, room, font, fits = self.faces(scale)
        self.compact, self.fitted = room is None, fits
        painter.setFont(title_font)
        painter.drawText(title_room, TILE_TITLE_FLAGS if room is not None else COMPACT_FLAGS, self.title)
        drawn = title_font.pixelSize()
        if room is not None and font is not None:
            painter.setFont(font)
            painter.drawText(room, TILE_TEXT_FLAGS, self.text)
            drawn = min(drawn, font.pixelSize())
        self.drawn_pixels = drawn * scale
        for k in range(self.discs):  # the mutation tokens still on the tile
            centre = QPointF(self.rect.right() - 12 - k * 16, self.rect.bottom() - 11)
            painter.setPen(QPen(QColor("#3b2f62"), 1.5))
            painter.setBrush(QColor("#8d7bd1"))
            painter.drawEllipse(centre, 6.5, 6.5)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # a click shows the full text when it does nothing else

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.boundingRect().contains(event.pos()):
            return
        if self.on_click is not None:
            self.on_click()
        else:
            QToolTip.showText(event.screenPos(), self.toolTip())


class Caption(QGraphicsItem):
    """A short line beside the board ("set aside", "used", "10 to place"), never smaller on the screen than
    ``min_pixels``; ``anchor`` is the share of its width left of its position (0: its top left corner there,
    0.5: the middle of its top edge, 1: its top right corner). It hears the view's zoom (:meth:`set_view`) so
    that its outline is the text's own."""

    def __init__(self, text: str, min_pixels: float, anchor: float = 0.0, size: float = 13.0) -> None:
        super().__init__()
        self.text, self.min_pixels, self.anchor, self.size = text, min_pixels, anchor, size
        self.zoom = 1.0
        self.drawn_pixels = 0.0

    def set_view(self, min_pixels: float, zoom: float) -> None:
        self.prepareGeometryChange()
        self.min_pixels, self.zoom = min_pixels, zoom
        self.update()

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.update()

    def font_for(self, scale: float) -> QFont:
        """The font at ``scale`` screen pixels per unit."""
        font = QFont()
        font.setPixelSize(max(round(self.size), math.ceil(self.min_pixels / max(scale, 1e-6))))
        return font

    def line_height(self, scale: float) -> float:
        """The caption's height in its own units at ``scale`` screen pixels per unit."""
        return QFontMetricsF(self.font_for(scale)).height()

    def boundingRect(self) -> QRectF:
        metrics = QFontMetricsF(self.font_for(self.zoom * self.scale()))
        width = metrics.horizontalAdvance(self.text) + 2
        return QRectF(-width * self.anchor, 0, width, metrics.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scale = screen_scale(painter)
        font = self.font_for(scale)
        painter.setFont(font)
        painter.setPen(QColor("#6f6656"))
        metrics = QFontMetricsF(font)
        painter.drawText(QPointF(-metrics.horizontalAdvance(self.text) * self.anchor, metrics.ascent()), self.text)
        self.drawn_pixels = font.pixelSize() * scale


class GeneSummary(QGraphicsItem):
    """The gene powers summary: the nine symbols, the arrow on the power of the last used token, kept inside
    the card whichever power it points at."""

    def __init__(self) -> None:
        super().__init__()
        self.arrow = NONE
        self.marks = OpponentTurn()
        self.mark_colour = QColor()
        self.min_pixels = TileItem.min_pixels  # its caption is never smaller on the screen
        self.caption_shown = True  # whether the last paint had room for the caption at that size
        self.setAcceptHoverEvents(True)
        self.rect = QRectF(-COLUMN_WIDTH / 2, 0, COLUMN_WIDTH, SUMMARY_HEIGHT)
        self.name_texts()

    def name_texts(self) -> None:
        """The hover text in the language of the moment (the table calls it again when the language changes)."""
        self.setToolTip(translate("MicroworldTable", "Gene powers. The arrow points at the power of the last used "
                                                     "token (%1 acts as it):").replace("%1", shown(GENE_NAMES[COPY]))
                        + "\n" + "\n".join(f"{SYMBOLS[GENE_KEYS[t]]}  {gene_tip(t)}" for t in range(len(GENE_KEYS))))

    def caption(self) -> str:
        """The line under the powers: the opponent's last tokens, else the power under the arrow."""
        if self.marks.caption:
            return self.marks.caption
        if self.arrow >= 0:
            return f"➜ {shown(GENE_NAMES[self.arrow])}"
        return translate("MicroworldTable", "No token used yet")

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def spot(self, token: int) -> QPointF:
        return QPointF(-COLUMN_WIDTH / 2 + 27 + (token % 3) * 52, 26 + (token // 3) * 40)

    def arrow_path(self, power: int) -> QPainterPath:
        """The gene arrow pointing at ``power`` from its right, in the gap before the next symbol."""
        tip = self.spot(power) + QPointF(19, 0)
        arrow = QPainterPath()
        arrow.moveTo(tip)
        arrow.lineTo(tip + QPointF(13, -8))
        arrow.lineTo(tip + QPointF(13, 8))
        arrow.closeSubpath()
        return arrow

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#9b8a74"), 2))
        painter.setBrush(QColor("#fffaf0"))
        painter.drawRoundedRect(self.rect, 8, 8)
        for token in range(len(GENE_KEYS)):
            paint_gene(painter, self.spot(token), 35, token)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for token in set(self.marks.tokens):  # the opponent's tokens since the viewer's turn: ringed as its pawns
            painter.setPen(QPen(self.mark_colour.darker(130), 2.0, Qt.PenStyle.DashLine))
            painter.drawEllipse(self.spot(token), 23, 19)
        if self.arrow >= 0:
            painter.setPen(QPen(QColor("#7a1f1f"), 1.5))
            painter.setBrush(QColor("#c0392b"))
            painter.drawPath(self.arrow_path(self.arrow))
        said = self.caption()
        floor = math.ceil(self.min_pixels / screen_scale(painter))
        room = QRectF(self.rect.left() + 4, self.spot(6).y() + 19, self.rect.width() - 8,
                      self.rect.bottom() - 2 - self.spot(6).y() - 19)
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignHCenter
        font, fits = fitted_font(said, room, flags, largest=max(12, floor), smallest=floor,
                                 bold=bool(self.marks.caption))
        self.caption_shown = fits
        if not fits:
            return  # too small a view to read it: the panel and the move log say it
        painter.setFont(font)
        painter.setPen(self.mark_colour.darker(150) if self.marks.caption else QColor("#2d261d"))
        painter.drawText(room, flags, said)
