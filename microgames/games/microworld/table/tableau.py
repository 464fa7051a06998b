"""What lies beside the Microworld board, drawn as the things of the box rather than as sentences.

Each side has a column (Viruses on the left, Anticorps on the right): its mutation tile with the mutation
tokens left on it, the gene tokens in hand (the viewer's own face up with their symbol, the opponent's face
down), the tokens used lying face up in front of their owner, and the supply pile of pawns at the bottom.
Above the columns lie what both share: the gene summary with the arrow on the last used power (left) and,
right, the target tile (turned face down once won, saying by whom) with the additional-rule tiles in play.
With rule C the two mutation tiles drawn lie in the chooser's column; clicking one keeps it. Everything is
hoverable for its full text. The items are rebuilt at each sync from the state (there are few of them).

A narrow view (a small window with its side docks open) cannot spare the columns' width: there
:class:`Spread` puts the same things around the board instead, a little smaller: the shared tiles in the top
corners, the piles in the bottom corners, each side's tiles and tokens in a band beneath its half.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem,
                               QStyleOptionGraphicsItem, QWidget)

from microgames.games.microworld.genes import (GENE_KEYS, GENE_NAMES, MUTATION_NAMES, MUTATION_SHORT, MUTATION_TEXT,
                                               TARGET_NAMES, TARGET_POINTS)
from microgames.games.microworld.options import FACTIONS, RULE_TEXT
from microgames.games.microworld.state import NONE, MicroworldState
from microgames.games.microworld.table.items import RADIUS, hexagon, paint_symbol, paint_token
from microgames.games.microworld.table.lastturn import OpponentTurn
from microgames.resources import load_json

_LOOK = load_json("microworld/look.json")
#: a character per power, only for hover texts (the tokens draw their symbol from the vector art)
SYMBOLS: dict[str, str] = _LOOK["gene_symbols"]
TOKEN_UP, TOKEN_UP_INK = QColor(_LOOK["token_up"]), QColor(_LOOK["token_up_ink"])
_GENE_TEXT = tuple(g["text"] for g in load_json("microworld/genes.json")["genes"])
_TARGET_TEXT = {t["key"]: t["text"] for t in load_json("microworld/targets.json")["targets"]}
_TARGET_SHORT = {t["key"]: t["short"] for t in load_json("microworld/targets.json")["targets"]}

COLUMN_X = RADIUS * 1.63  # the middle of each side's column
COLUMN_WIDTH = 180.0
TOKEN = 34.0  # a gene token's width
TOP = -RADIUS * 1.25  # the shared tiles' top edge
PILE_STEP = 3.0  # scene units between the pawns of a supply pile
SMALL = 0.72  # the things around the board in a narrow view
WIDE_SHARE = 0.9  # the columns are kept while they cost the board at most a tenth of its size


@attrs.frozen
class Spread:
    """Where the things beside the board go: in columns beside it (``wide``) or around it."""

    wide: bool = True

    @staticmethod
    def for_view(width: int, height: int) -> Spread:
        """The columns when the view has room for them beside a board nearly as large, else around it."""
        def zoom(room: QRectF) -> float:
            return min(width / room.width(), height / room.height())

        return Spread(zoom(Spread(True).room()) >= WIDE_SHARE * zoom(Spread(False).room()))

    @property
    def scale(self) -> float:
        return 1.0 if self.wide else SMALL

    def room(self) -> QRectF:
        """The scene's rectangle: the board and everything around it."""
        if self.wide:
            half = COLUMN_X + COLUMN_WIDTH / 2 + 8
            return QRectF(-half, -RADIUS * 1.27, 2 * half, RADIUS * 2.54)
        return QRectF(-RADIUS * 1.36, -RADIUS * 1.33, RADIUS * 2.72, RADIUS * 2.97)

    def pile(self, seat: int, depth: int) -> QPointF:
        """The ``depth``-th pawn (0 = bottom) of a side's supply pile: at the foot of its column, or in the
        bottom corner on its side."""
        side = -1 if seat == 0 else 1
        x = COLUMN_X if self.wide else RADIUS * 1.12
        return QPointF(side * x, RADIUS * 1.12 - depth * PILE_STEP)

    def summary(self) -> QPointF:
        return QPointF(-COLUMN_X, TOP) if self.wide else QPointF(-RADIUS * 1.12, -RADIUS * 1.3)

    def shared(self) -> QPointF:
        """The middle of the target tile's top edge."""
        return QPointF(COLUMN_X, TOP) if self.wide else QPointF(RADIUS * 1.12, -RADIUS * 1.3)

    def tiles(self, seat: int) -> QPointF:
        """The middle of the top edge of a side's mutation tile (the first of two offered)."""
        side = -1 if seat == 0 else 1
        if self.wide:
            return QPointF(side * COLUMN_X, -RADIUS * 0.62)
        return QPointF(side * RADIUS * 1.12, RADIUS * 1.29)

    def tokens(self, seat: int) -> tuple[QPointF, int]:
        """The middle of the top edge of a side's token rows, and how many tokens a row holds."""
        side = -1 if seat == 0 else 1
        if self.wide:
            return QPointF(side * COLUMN_X, -RADIUS * 0.25), 5
        return QPointF(side * RADIUS * 0.45, RADIUS * 1.29), 8


def gene_tip(token: int) -> str:
    return f"{GENE_NAMES[token]}: {_GENE_TEXT[token]}"


def paint_gene(painter: QPainter, centre: QPointF, size: float, token: int) -> None:
    """A face-up gene token: a light hexagon with its power's symbol (vector art from :data:`SYMBOL_ART`)."""
    painter.save()
    painter.setPen(QPen(TOKEN_UP_INK, size * 0.06))
    painter.setBrush(TOKEN_UP)
    painter.drawPath(hexagon(centre, size))
    paint_symbol(painter, f"gene-{GENE_KEYS[token]}", QRectF(centre.x() - size * 0.36, centre.y() - size * 0.36,
                                                            size * 0.72, size * 0.72))
    painter.restore()


class _Clickable(QGraphicsItem):
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


class TokenItem(_Clickable):
    """A gene token, face up (``token`` >= 0) or face down; ``lit`` rings one that may be used now."""

    def __init__(self, token: int, lit: bool = False, on_click: Callable[[], None] | None = None) -> None:
        super().__init__(on_click)
        self.token, self.lit = token, lit
        self.setToolTip(gene_tip(token) + (" — click to use it" if lit else "") if token >= 0
                        else "A face-down gene token")

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


TILE_TEXT_FLAGS = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
TILE_TITLE_FLAGS = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter


def fitted_font(text: str, room: QRectF, flags: Qt.AlignmentFlag, largest: int = 12, smallest: int = 9,
                bold: bool = False) -> QFont:
    """The largest font, down to ``smallest`` pixels, in which ``text`` fits ``room`` (a tile's line such as
    "+1 when you score 2 or more in a turn · click to keep it", or a title such as "4 Gene Tokens Used", must not
    lose its ends)."""
    font = QFont()
    font.setBold(bold)
    for size in range(largest, smallest - 1, -1):
        font.setPixelSize(size)
        taken = QFontMetricsF(font).boundingRect(room, flags, text)
        if taken.height() <= room.height() and taken.width() <= room.width():
            break
    return font


class TileItem(_Clickable):
    """A square-cornered tile of the box: a title, a line of text, small discs for tokens on it."""

    def __init__(self, width: float, height: float, title: str, text: str, tip: str, colour: QColor,
                 face_down: bool = False, discs: int = 0, on_click: Callable[[], None] | None = None) -> None:
        super().__init__(on_click)
        self.rect = QRectF(-width / 2, -height / 2, width, height)
        self.title, self.text, self.colour, self.face_down, self.discs = title, text, colour, face_down, discs
        self.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def heading(self) -> tuple[QRectF, QFont]:
        """Where the title goes, on one line at the top, and the font in which it fits there."""
        room = QRectF(self.rect.left() + 6, self.rect.top() + 4, self.rect.width() - 12, 20)
        return room, fitted_font(self.title, room, TILE_TITLE_FLAGS, largest=15, smallest=10, bold=True)

    def body(self) -> tuple[QRectF, QFont]:
        """Where the line of text goes, under the title, and the font in which it fits there."""
        room = self.rect.adjusted(8, 24, -8, -4)
        return room, fitted_font(self.text, room, TILE_TEXT_FLAGS)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.colour.darker(140), 2.5 if self.on_click is None else 4))
        painter.setBrush(QColor("#4a4033") if self.face_down else QColor("#fffaf0"))
        painter.drawRoundedRect(self.rect, 8, 8)
        ink = QColor("#fffaf0") if self.face_down else QColor("#2d261d")
        painter.setPen(ink)
        room, font = self.heading()
        painter.setFont(font)
        painter.drawText(room, TILE_TITLE_FLAGS, self.title)
        room, font = self.body()
        painter.setFont(font)
        painter.drawText(room, TILE_TEXT_FLAGS, self.text)
        for k in range(self.discs):  # the mutation tokens still on the tile
            centre = QPointF(self.rect.right() - 12 - k * 16, self.rect.bottom() - 11)
            painter.setPen(QPen(QColor("#3b2f62"), 1.5))
            painter.setBrush(QColor("#8d7bd1"))
            painter.drawEllipse(centre, 6.5, 6.5)


class GeneSummary(QGraphicsItem):
    """The gene powers summary: the nine symbols, the arrow on the power of the last used token."""

    def __init__(self) -> None:
        super().__init__()
        self.arrow = NONE
        self.marks = OpponentTurn()
        self.mark_colour = QColor()
        self.setAcceptHoverEvents(True)
        self.rect = QRectF(-COLUMN_WIDTH / 2, 0, COLUMN_WIDTH, 150)
        self.setToolTip("Gene powers. The arrow points at the power of the last used token (Copy acts as it):\n"
                        + "\n".join(f"{SYMBOLS[GENE_KEYS[t]]}  {gene_tip(t)}" for t in range(len(GENE_KEYS))))

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def spot(self, token: int) -> QPointF:
        return QPointF(-COLUMN_WIDTH / 2 + 32 + (token % 3) * 58, 26 + (token // 3) * 40)

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
        if self.arrow >= 0:  # the gene arrow, pointing at the power from its right
            tip = self.spot(self.arrow) + QPointF(19, 0)
            arrow = QPainterPath()
            arrow.moveTo(tip)
            arrow.lineTo(tip + QPointF(14, -8))
            arrow.lineTo(tip + QPointF(14, 8))
            arrow.closeSubpath()
            painter.setPen(QPen(QColor("#7a1f1f"), 1.5))
            painter.setBrush(QColor("#c0392b"))
            painter.drawPath(arrow)
        said = self.marks.caption or (f"➜ {GENE_NAMES[self.arrow]}" if self.arrow >= 0 else "No token used yet")
        room = self.rect.adjusted(6, self.rect.height() - 22, -6, -4)
        flags = Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter
        painter.setFont(fitted_font(said, room, flags, largest=12, smallest=9, bold=bool(self.marks.caption)))
        painter.setPen(self.mark_colour.darker(150) if self.marks.caption else QColor("#2d261d"))
        painter.drawText(room, flags, QFontMetricsF(painter.font()).elidedText(said, Qt.TextElideMode.ElideRight,
                                                                                room.width()))


class Tableau:
    """Builds the things around the board for a state; see the module docstring. The table gives the click
    callbacks."""

    def __init__(self, scene: QGraphicsScene, colour: Callable[[int], QColor], use_token: Callable[[int], None],
                 keep_offer: Callable[[int], None]) -> None:
        self.scene, self.colour = scene, colour
        self.use_token, self.keep_offer = use_token, keep_offer
        self.spread = Spread()
        self.summary = GeneSummary()
        scene.addItem(self.summary)
        self.items: list[QGraphicsItem] = []
        self._shown: tuple[object, ...] = ()
        #: what the tests look at: the tokens in each hand and in front of each side, the tiles
        self.hands: list[list[TokenItem]] = [[], []]
        self.used: list[list[TokenItem]] = [[], []]
        self.offers: list[TileItem] = []
        self.mutations: list[TileItem | None] = [None, None]
        self.target: TileItem | None = None
        self.rule_tiles: list[TileItem] = []

    def _add(self, item: QGraphicsItem, where: QPointF) -> None:
        item.setScale(self.spread.scale)
        item.setPos(where)
        self.scene.addItem(item)
        self.items.append(item)

    def sync(self, state: MicroworldState, usable: set[int], acting: int | None,
             marks: OpponentTurn = OpponentTurn()) -> None:
        """Show ``state`` as the viewer sees it (their own tokens face up); ``usable`` tokens are lit; the tokens
        the opponent used since the viewer last acted are ringed on the summary (``marks``)."""
        shown = (self.spread, state.arrow, tuple(map(tuple, state.hand)), tuple(map(tuple, state.used)),
                 tuple(state.offers), tuple(state.mutation), tuple(state.mutation_tokens), state.target_winner,
                 state.active, tuple(state.radiation), frozenset(usable), acting, marks)
        if shown == self._shown:
            return  # a sync that changed nothing here (most do not) keeps the items
        self._shown = shown
        for item in self.items:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.items = []
        self.hands, self.used, self.offers, self.rule_tiles = [[], []], [[], []], [], []
        self.mutations, self.target = [None, None], None
        self.summary.arrow = state.arrow
        self.summary.marks = marks
        self.summary.mark_colour = self.colour(marks.seat) if marks.seat != NONE else QColor()
        self.summary.setScale(self.spread.scale)
        self.summary.setPos(self.spread.summary())
        self.summary.update()
        self._shared(state)
        on_board = {token for token, _ in state.radiation}
        for seat in (0, 1):
            self._tiles(state, seat)
            self._tokens(state, seat, usable if acting == seat else set(), on_board)

    def _shared(self, state: MicroworldState) -> None:
        setup = state.setup
        scale, top = self.spread.scale, self.spread.shared()
        if setup.target:
            won, name, points = state.target_winner, TARGET_NAMES[setup.target], TARGET_POINTS[setup.target]
            if won >= 0:
                tile = TileItem(COLUMN_WIDTH, 70, name, f"won by the {FACTIONS[won]} (+{points})",
                                f"Target {name}, won by the {FACTIONS[won]}", QColor("#4a4033"), face_down=True)
            else:
                tile = TileItem(COLUMN_WIDTH, 70, name, f"{_TARGET_SHORT[setup.target]}: +{points} to the first",
                                f"Target {name}: {_TARGET_TEXT[setup.target]} The first to do it scores "
                                f"{points} at once.", QColor("#b08d2f"))
            self.target = tile
            self._add(tile, top + QPointF(0, 35 * scale))
            top += QPointF(0, 80 * scale)
        for k, letter in enumerate(setup.rules):
            tile = TileItem(30, 30, letter, "", f"Rule {letter}: {RULE_TEXT[letter]}", QColor("#6f6656"))
            self.rule_tiles.append(tile)
            self._add(tile, top + QPointF(-COLUMN_WIDTH / 2 + 15 + (k % 5) * 36, 17 + (k // 5) * 36) * scale)

    def _tiles(self, state: MicroworldState, seat: int) -> None:
        """A side's mutation tile with its tokens, or (rule C, not chosen yet) the two tiles it drew."""
        colour, scale, top = self.colour(seat), self.spread.scale, self.spread.tiles(seat)
        offers = state.offers[seat]
        if offers and not state.mutation[seat]:
            for k, key in enumerate(offers):
                known = bool(key)
                keep = (lambda k=k: self.keep_offer(k)) if known and state.active == seat else None
                text = f"{MUTATION_SHORT[key]} · click to keep it" if keep else MUTATION_SHORT[key] if known else ""
                tip = f"{MUTATION_NAMES[key]}: {MUTATION_TEXT[key]}" if known else "A mutation tile drawn, face down"
                tile = TileItem(COLUMN_WIDTH, 58, MUTATION_NAMES[key] if known else "Mutation tile", text, tip, colour,
                                face_down=not known, on_click=keep)
                self.offers.append(tile)
                self._add(tile, top + QPointF(0, (29 + k * 64) * scale))
        elif state.mutation[seat]:
            key = state.mutation[seat]
            tile = TileItem(COLUMN_WIDTH, 58, MUTATION_NAMES[key], MUTATION_SHORT[key],
                            f"{MUTATION_NAMES[key]}: {MUTATION_TEXT[key]}", colour, discs=state.mutation_tokens[seat])
            self.mutations[seat] = tile
            self._add(tile, top + QPointF(0, 29 * scale))

    def _tokens(self, state: MicroworldState, seat: int, usable: set[int], on_board: set[int]) -> None:
        """A side's gene tokens in hand (lit when it may use them now), then those it used, face up."""
        scale = self.spread.scale
        top, per_row = self.spread.tokens(seat)
        if self.spread.wide and state.offers[seat] and not state.mutation[seat]:
            top += QPointF(0, 60)  # below the two tiles offered
        left = QPointF(-((per_row - 1) / 2 * (TOKEN + 2) + TOKEN / 2) * scale, 0)  # captions start with the rows
        hand = state.hand[seat]
        self._caption(top + left, f"{FACTIONS[seat]}' gene tokens" if hand else "")
        top += QPointF(0, 16 * scale)
        for k, token in enumerate(hand):
            lit = token in usable
            item = TokenItem(token, lit, (lambda t=token: self.use_token(t)) if lit else None)
            self.hands[seat].append(item)
            self._add(item, self._token_point(top, k, per_row))
        top += QPointF(0, ((TOKEN + 6) * ((max(1, len(hand)) + per_row - 1) // per_row) + 6) * scale)
        used = [t for t in state.used[seat] if t not in on_board]
        self._caption(top + left, "used" if used else "")
        top += QPointF(0, 16 * scale)
        for k, token in enumerate(used):
            item = TokenItem(token)
            self.used[seat].append(item)
            self._add(item, self._token_point(top, k, per_row))

    def _caption(self, where: QPointF, text: str) -> None:
        if not text:
            return
        font = QFont()
        font.setPixelSize(13)
        caption = QGraphicsSimpleTextItem(text)
        caption.setFont(font)
        caption.setBrush(QColor("#6f6656"))
        self._add(caption, where)

    def _token_point(self, top: QPointF, k: int, per_row: int) -> QPointF:
        step, scale = TOKEN + 2, self.spread.scale
        return top + QPointF((-(per_row - 1) / 2 * step + (k % per_row) * step) * scale,
                             (TOKEN / 2 + (k // per_row) * (TOKEN + 6)) * scale)
