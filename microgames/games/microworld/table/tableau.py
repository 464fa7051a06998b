"""What lies beside the Microworld board, drawn as the things of the box rather than as sentences.

Each side has a column (Viruses on the left, Anticorps on the right): its mutation tile with the mutation
tokens left on it, the gene tokens in hand (the viewer's own face up with their symbol, the opponent's face
down), the tokens used lying face up in front of their owner, and the supply pile of pawns at the bottom.
Above the columns lie what both share: the gene summary with the arrow on the last used power and, under
it, the token set aside at the opening and the leftover tokens (left); the target tile (turned face down
once won, saying by whom) with the additional-rule tiles in play (right). With rule C the two mutation tiles
drawn lie in the chooser's column; clicking one keeps it. Everything is hoverable for its full text. At the
end (and all along in a game played face up, a puzzle) every token lies face up where it is. The items are
rebuilt at each sync from the state (there are few).

A narrow view (a small window with its side docks open) cannot spare the columns' width: there
:class:`Spread` puts the same things around the board instead, the tokens a little smaller (the tiles keep
their size, so that their text stays readable): the shared things in the top corners, the piles in the
bottom corners, each side's tiles and tokens in a band beneath its half.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from microgames.engine import words
from microgames.engine.words import shown
from microgames.games.microworld.genes import (MUTATION_NAMES, MUTATION_SHORT, MUTATION_TEXT, TARGET_NAMES,
                                               TARGET_POINTS, TARGET_SHORT, TARGET_TEXT)
from microgames.games.microworld.options import FACTIONS, RULE_TEXT
from microgames.games.microworld.state import NONE, MicroworldState
from microgames.games.microworld.table.components import (COLUMN_WIDTH, SUMMARY_HEIGHT, TOKEN, Caption, GeneSummary,
                                                          TileItem, TokenItem, gene_tip)
from microgames.games.microworld.table.items import RADIUS
from microgames.games.microworld.table.lastturn import OpponentTurn
from microgames.ui.language import translate

COLUMN_X = RADIUS * 1.63  # the middle of each side's column
TOP = -RADIUS * 1.25  # the shared tiles' top edge
PILE_STEP = 3.0  # scene units between the pawns of a supply pile
SMALL = 0.72  # the tokens and the summary around the board in a narrow view
MUTATION_TILE = 84.0  # a mutation tile's height: room for its line at a large text size
OFFER_STEP = 90.0  # between the two mutation tiles offered (rule C)
OFFER_NARROW = 140.0  # an offered tile's width in a narrow view, where the two lie side by side
RULE_TILE = 34.0  # an additional rule's tile: its letter
LEFTOVERS_X = 80.0  # from the left edge of the column: where the leftover tokens begin, at the least
CAPTION_GAP = 10.0  # between the set-aside caption and the leftovers'
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
        return QRectF(-RADIUS * 1.45, -RADIUS * 1.33, RADIUS * 2.9, RADIUS * 2.97)

    def pile(self, seat: int, depth: int) -> QPointF:
        """The ``depth``-th pawn (0 = bottom) of a side's supply pile: at the foot of its column, or in the
        bottom corner on its side."""
        side = -1 if seat == 0 else 1
        x = COLUMN_X if self.wide else RADIUS * 1.12
        return QPointF(side * x, RADIUS * 1.12 - depth * PILE_STEP)

    def summary(self) -> QPointF:
        return QPointF(-COLUMN_X, TOP) if self.wide else QPointF(-RADIUS * 1.17, -RADIUS * 1.3)

    def shared(self) -> QPointF:
        """The middle of the target tile's top edge."""
        return QPointF(COLUMN_X, TOP) if self.wide else QPointF(RADIUS * 1.12, -RADIUS * 1.3)

    def tiles(self, seat: int) -> QPointF:
        """The middle of the top edge of a side's mutation tile (the first of two offered) in a narrow view (in
        the columns they follow the things above them)."""
        side = -1 if seat == 0 else 1
        return QPointF(side * RADIUS * 1.12, RADIUS * 1.29)

    def box(self) -> QPointF:
        """The middle of the top edge of the row of tokens out of play: under the summary."""
        return self.summary() + QPointF(0, (SUMMARY_HEIGHT + 6) * self.scale)

    def tokens(self, seat: int) -> tuple[QPointF, int]:
        """The middle of the top edge of a side's token rows in a narrow view (in the columns they follow the
        tiles), and how many tokens a row holds."""
        side = -1 if seat == 0 else 1
        if self.wide:
            return QPointF(side * COLUMN_X, 0), 5
        return QPointF(side * RADIUS * 0.45, RADIUS * 1.29), 8


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
        self.offers: list[list[TileItem]] = [[], []]  # each side's two mutation tiles drawn (rule C)
        self.mutations: list[TileItem | None] = [None, None]
        self.target: TileItem | None = None
        self.rule_tiles: list[TileItem] = []
        self.set_aside: TokenItem | None = None
        self.leftovers: list[TokenItem] = []
        #: a review showing everything: the tokens out of play face up too (the state on show hides nothing)
        self.show_everything = False
        #: the side panel's body text in screen pixels (no tile's text is drawn smaller) and the view's zoom
        self.text_pixels, self.zoom = TileItem.min_pixels, 1.0

    def tiles(self) -> list[TileItem]:
        """Every tile on the table now."""
        found = [*self.offers[0], *self.offers[1], *self.rule_tiles, self.target, *self.mutations]
        return [tile for tile in found if tile is not None]

    def set_text_pixels(self, pixels: float, zoom: float) -> None:
        """The panel's text or the view's zoom changed (a resize): the tiles and captions follow."""
        self.text_pixels, self.zoom = pixels, zoom
        for item in self.items:
            if isinstance(item, Caption):
                item.set_view(pixels, zoom)
            elif isinstance(item, TileItem):
                item.min_pixels = pixels
                item.update()
        self.summary.min_pixels = pixels
        self.summary.update()

    def _add(self, item: QGraphicsItem, where: QPointF, scale: float | None = None) -> None:
        item.setScale(self.spread.scale if scale is None else scale)
        item.setPos(where)
        if isinstance(item, TileItem):
            item.min_pixels = self.text_pixels
        self.scene.addItem(item)
        self.items.append(item)

    def sync(self, state: MicroworldState, usable: set[int], acting: int | None,
             marks: OpponentTurn = OpponentTurn()) -> None:
        """Show ``state`` as the viewer sees it (their own tokens face up); ``usable`` tokens are lit; the tokens
        the opponent used since the viewer last acted are ringed on the summary (``marks``)."""
        seen = (words.language(), self.spread, state.arrow, tuple(map(tuple, state.hand)), tuple(map(tuple, state.used)),
                 tuple(state.offers), tuple(state.mutation), tuple(state.mutation_tokens), state.target_winner,
                 state.active, tuple(state.radiation), frozenset(usable), acting, marks, state.set_aside,
                 tuple(state.leftovers), self.text_pixels, round(self.zoom, 3), self.show_everything)
        if seen == self._shown:
            return  # a sync that changed nothing here (most do not) keeps the items
        self._shown = seen
        for item in self.items:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.items = []
        self.hands, self.used, self.offers, self.rule_tiles = [[], []], [[], []], [[], []], []
        self.mutations, self.target, self.set_aside, self.leftovers = [None, None], None, None, []
        self.summary.arrow = state.arrow
        self.summary.name_texts()
        self.summary.marks = marks
        self.summary.mark_colour = self.colour(marks.seat) if marks.seat != NONE else QColor()
        self.summary.setScale(self.spread.scale)
        self.summary.setPos(self.spread.summary())
        self.summary.update()
        below = max(self._shared(state), self._box(state)) + 8  # in the columns, the sides' things start lower
        on_board = {token for token, _ in state.radiation}
        for seat in (0, 1):
            side = -1 if seat == 0 else 1
            top = QPointF(side * COLUMN_X, below) if self.spread.wide else self.spread.tiles(seat)
            top = self._tiles(state, seat, top)
            if not self.spread.wide:
                top = self.spread.tokens(seat)[0]
            self._tokens(state, seat, usable if acting == seat else set(), on_board, top)

    def caption_height(self) -> float:
        """A caption's height in scene units at the view's zoom (it grows in a small view)."""
        return Caption("Xg", self.text_pixels).line_height(self.zoom * self.spread.scale) * self.spread.scale

    def _shared(self, state: MicroworldState) -> float:
        """The target tile and the rule tiles; the scene y under them."""
        setup = state.setup
        scale, top = self.spread.scale, self.spread.shared()  # the target tile keeps its size; the letters shrink
        if setup.target:
            won, name, points = state.target_winner, shown(TARGET_NAMES[setup.target]), TARGET_POINTS[setup.target]
            if won >= 0:
                side = shown(FACTIONS[won])
                tile = TileItem(COLUMN_WIDTH, 70, name,
                                translate("MicroworldTable", "won by the %1 (+%2)").replace("%1", side).replace(
                                    "%2", str(points)),
                                translate("MicroworldTable", "Target %1, won by the %2").replace("%1", name).replace(
                                    "%2", side), QColor("#4a4033"), face_down=True)
            else:
                tile = TileItem(COLUMN_WIDTH, 70, name,
                                translate("MicroworldTable", "%1: +%2 to the first").replace(
                                    "%1", shown(TARGET_SHORT[setup.target])).replace("%2", str(points)),
                                translate("MicroworldTable", "Target %1: %2 The first to do it scores %3 at once.")
                                .replace("%1", name).replace("%3", str(points)).replace(
                                    "%2", shown(TARGET_TEXT[setup.target])), QColor("#b08d2f"))
            self.target = tile
            self._add(tile, top + QPointF(0, 35), 1.0)
            top += QPointF(0, 76)
        per_row = 5 if self.spread.wide else 8  # in the corner of a narrow view, one row under the target
        step = RULE_TILE + 2
        left = COLUMN_WIDTH / 2 - (per_row * step - 2) * scale  # the rows end at the target tile's right edge
        for k, letter in enumerate(setup.rules):
            tip = translate("MicroworldTable", "Rule %1: %2").replace("%1", letter).replace("%2", shown(RULE_TEXT[letter]))
            tile = TileItem(RULE_TILE, RULE_TILE, letter, "", tip, QColor("#6f6656"))
            self.rule_tiles.append(tile)
            self._add(tile, top + QPointF(left + (RULE_TILE / 2 + (k % per_row) * step) * scale,
                                          (RULE_TILE / 2 + (k // per_row) * step) * scale))
        rows = (len(setup.rules) + per_row - 1) // per_row
        return top.y() + rows * step * scale

    def _tiles(self, state: MicroworldState, seat: int, top: QPointF) -> QPointF:
        """A side's mutation tile with its tokens, or (rule C, not chosen yet) the two tiles it drew, from ``top``
        down; the point under them."""
        colour = self.colour(seat)  # the tiles keep their size: their text is read
        offers = state.offers[seat]
        if offers and not state.mutation[seat]:
            for k, key in enumerate(offers):
                known = bool(key)
                keep = (lambda k=k: self.keep_offer(k)) if known and state.active == seat else None
                text = (translate("MicroworldTable", "%1 · click to keep it").replace("%1", shown(MUTATION_SHORT[key]))
                        if keep else shown(MUTATION_SHORT[key]) if known else "")
                tip = _mutation_tip(key) if known else translate("MicroworldTable", "A mutation tile drawn, face down")
                width = COLUMN_WIDTH if self.spread.wide else OFFER_NARROW
                title = shown(MUTATION_NAMES[key]) if known else translate("MicroworldTable", "Mutation tile")
                tile = TileItem(width, MUTATION_TILE, title, text, tip, colour, face_down=not known, on_click=keep)
                self.offers[seat].append(tile)
                if self.spread.wide:  # one under the other in the column
                    self._add(tile, top + QPointF(0, MUTATION_TILE / 2 + k * OFFER_STEP), 1.0)
                else:  # side by side in the band under the board, the first at the outer edge
                    side = -1 if seat == 0 else 1
                    outer = top.x() + side * (COLUMN_WIDTH - width) / 2
                    self._add(tile, QPointF(outer - side * k * (width + 4), top.y() + MUTATION_TILE / 2), 1.0)
            return top + QPointF(0, len(offers) * OFFER_STEP)
        if state.mutation[seat]:
            key = state.mutation[seat]
            tile = TileItem(COLUMN_WIDTH, MUTATION_TILE, shown(MUTATION_NAMES[key]), shown(MUTATION_SHORT[key]),
                            _mutation_tip(key), colour, discs=state.mutation_tokens[seat])
            self.mutations[seat] = tile
            self._add(tile, top + QPointF(0, MUTATION_TILE / 2), 1.0)
            return top + QPointF(0, OFFER_STEP)
        return top

    def _box(self, state: MicroworldState) -> float:
        """The tokens out of play, under the summary: the one set aside at the opening and the leftovers, face
        down until the end turns them face up."""
        scale, top = self.spread.scale, self.spread.box()
        face_up = state.face_up() or self.show_everything
        start = LEFTOVERS_X  # the leftovers begin after the set-aside caption, which grows in a small view
        if state.set_aside != NONE:
            token = state.set_aside
            tip = (translate("MicroworldTable", "%1 — set aside at the opening, out of the game").replace(
                "%1", gene_tip(token)) if token >= 0 else
                translate("MicroworldTable", "The token set aside at the opening: face down, out of the game "
                                             "(it is shown at the end)"))
            self.set_aside = TokenItem(token if face_up else -1, tip=tip)
            self._add(self.set_aside, top + QPointF(-COLUMN_WIDTH / 2 + 4 + TOKEN / 2, TOKEN / 2 + 2) * scale)
            caption = self._caption(top + QPointF(-COLUMN_WIDTH / 2 + 4, TOKEN + 4) * scale,
                                    translate("MicroworldTable", "set aside", "a token"))
            if caption is not None:
                start = max(start, 4 + caption.boundingRect().width() + CAPTION_GAP)
        for k, token in enumerate(state.leftovers):
            tip = (translate("MicroworldTable", "%1 — a leftover token").replace("%1", gene_tip(token))
                   if token >= 0 and face_up else
                   translate("MicroworldTable", "A leftover token, face down (rule A deals them, rule D draws one; "
                                                "shown at the end)"))
            item = TokenItem(token if face_up else -1, tip=tip)
            self.leftovers.append(item)
            self._add(item, top + QPointF(-COLUMN_WIDTH / 2 + start + TOKEN / 2 + k * (TOKEN + 2), TOKEN / 2 + 2) * scale)
        if state.leftovers:
            self._caption(top + QPointF(-COLUMN_WIDTH / 2 + start, TOKEN + 4) * scale, translate("MicroworldTable", "leftovers"))
        return top.y() + (TOKEN + 4) * scale + self.caption_height()

    def _tokens(self, state: MicroworldState, seat: int, usable: set[int], on_board: set[int], top: QPointF) -> None:
        """A side's gene tokens in hand (lit when it may use them now), then those it used, face up, from ``top``
        down."""
        scale, per_row = self.spread.scale, self.spread.tokens(seat)[1]
        # the rows fill from the middle of the table outwards under the board (the tiles lie at its edges)
        inward = not self.spread.wide and seat == 0
        left = QPointF(((per_row - 1) / 2 * (TOKEN + 2) + TOKEN / 2) * scale * (1 if inward else -1), 0)
        hand = state.hand[seat]
        self._caption(top + left, translate("MicroworldTable", "gene tokens") if hand else "", 1.0 if inward else 0.0)
        top += QPointF(0, self.caption_height() if hand else 0)
        for k, token in enumerate(hand):
            lit = token in usable
            item = TokenItem(token, lit, (lambda t=token: self.use_token(t)) if lit else None)
            self.hands[seat].append(item)
            self._add(item, self._token_point(top, k, per_row, inward))
        top += QPointF(0, ((TOKEN + 6) * ((max(1, len(hand)) + per_row - 1) // per_row) + 6) * scale)
        used = [t for t in state.used[seat] if t not in on_board]
        self._caption(top + left, translate("MicroworldTable", "used", "tokens") if used else "", 1.0 if inward else 0.0)
        top += QPointF(0, self.caption_height())
        for k, token in enumerate(used):
            item = TokenItem(token)
            self.used[seat].append(item)
            self._add(item, self._token_point(top, k, per_row, inward))

    def _caption(self, where: QPointF, text: str, anchor: float = 0.0) -> Caption | None:
        if not text:
            return None
        caption = Caption(text, self.text_pixels, anchor)
        self._add(caption, where)
        caption.set_view(self.text_pixels, self.zoom)
        return caption

    def _token_point(self, top: QPointF, k: int, per_row: int, inward: bool = False) -> QPointF:
        step, scale = TOKEN + 2, self.spread.scale
        column = per_row - 1 - k % per_row if inward else k % per_row
        return top + QPointF((-(per_row - 1) / 2 * step + column * step) * scale,
                             (TOKEN / 2 + (k // per_row) * (TOKEN + 6)) * scale)


def _mutation_tip(key: str) -> str:
    """A mutation tile's hover text: its name and what it does."""
    return translate("MicroworldTable", "%1: %2", "a name: what it does").replace(
        "%1", shown(MUTATION_NAMES[key])).replace("%2", shown(MUTATION_TEXT[key]))
