"""Where everything sits on the Remediate table, in scene units, for 2 to 6 seats.

The common cards (environments, gene pool, recycle piles) run along the top,
the microbes sit in a grid, and the viewer's hand and the event log run along
the bottom (the log fills a free cell of the grid). Height the window's shape
leaves spare goes to the hand, whose cards grow, and what they cannot take to the
microbes (``fitted_geometry``).

Two families of layout. The *full* one shows every cloned gene as a card with
its rules text; it is only chosen where the window shows it large enough for
its smallest name to read at ``MIN_PT``. Otherwise the *compact* one: a
microbe's genes are chips (type icon, name, amount) flowing in three rows, the
common cards are low tiles, every text at least ``COMPACT_PT`` scene points, and
the whole table about the size of a 1180×800 window's table area in pixels, so
six people read every name there (a card's rules text shows enlarged on hover).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import attrs
from PySide6.QtCore import QPointF, QRectF, QSizeF

CARD_W, CARD_H = 112.0, 156.0  # cloned genes, piles, the pool
HAND_W, HAND_H = 138.0, 192.0  # the viewer's hand
GAP = 12.0
MARGIN = 18.0
SLOTS = 6  # the widest microbe: P. putida with two Support slots
PANEL_W = MARGIN * 2 + SLOTS * CARD_W + (SLOTS - 1) * GAP
PANEL_H = 96.0 + CARD_H + MARGIN
TOP_H = CARD_H + 84.0
LOG_W = 480.0
HOLDINGS_W = 50.0 * (1.7 + 0.9 + 0.3) + 3 * 50.0 * 0.85  # the heap, its count, three recycle stacks
FAN_DEGREES = 3.0  # the turn between neighbouring hand cards
MAX_FAN_DEGREES = 15.0  # the turn from the first hand card to the last, at most
MAX_HAND_GROWTH = 1.6  # how much larger hand cards may grow into spare height

MIN_PT = 9.5  # the smallest text on screen the table aims for, in points
FULL_SMALLEST_PT = 7.0  # the full layout's small text in scene points: its names and numbers are 8.5 and up, less
# a margin so that the words of its gene types (5.4 to 6.9) come near MIN_PT where it is chosen
COMPACT_PT = 10.0  # the smallest text of the compact layout, in scene points

# The compact layout (scene units).
C_PAD = 6.0
C_GAP = 8.0
C_PANEL_W = 466.0
C_HEAD = 28.0  # a microbe's name, its tally and its score
CHIP_H = 20.0
CHIP_GAP = 4.0  # between chips of a row
CHIP_ROWS = 3
C_PANEL_H = C_HEAD + CHIP_ROWS * (CHIP_H + 3.0) + 4.0  # a row of tiles (C_TILE_H) fits too
C_TOP_H = 88.0
C_TILE_H = 62.0  # the common cards' tiles; their labels sit beneath
C_ENV_W, C_BACK_W, C_DISCARD_W, C_PILE_W = 170.0, 50.0, 120.0, 108.0
C_PAST_W = 112.0  # the list of cleaned environments
C_HAND_W, C_HAND_H = 106.0, 106.0 / 0.72
C_HAND_TOP = 24.0  # the hand's title above its cards
C_LOG_W = 200.0
TALLY_W = 170.0  # hand, stash and recycle cards in a compact microbe's head (drawn from its right)
SCORE_W = 56.0  # a compact head's room for the score


@attrs.frozen
class SeatGeometry:
    panel: QRectF
    compact: bool = False
    tiles: bool = False  # compact, one wide column: the slots are tiles in a row, not chips
    tile_h: float = C_TILE_H  # the tiles' height (they grow into spare height, up to a card's shape)

    def slot_pos(self, index: int) -> QPointF:
        """A full layout's card slot."""
        return QPointF(self.panel.left() + MARGIN + index * (CARD_W + GAP), self.panel.top() + 96.0)

    def slot_rects(self, widths: Sequence[float]) -> list[QRectF]:
        """Each slot's rectangle: cards in a row, or chips of these widths flowing in rows (compact)."""
        if not self.compact:
            return [QRectF(self.slot_pos(k), QSizeF(CARD_W, CARD_H)) for k in range(len(widths))]
        if self.tiles:
            return [QRectF(self.panel.left() + C_PAD + k * (C_DISCARD_W + C_GAP), self.panel.top() + C_HEAD,
                           C_DISCARD_W, self.tile_h) for k in range(len(widths))]
        inner = self.panel.width() - 2 * C_PAD
        rects: list[QRectF] = []
        x, row = 0.0, 0
        for width in widths:
            width = min(width, inner)
            if x > 0 and x + width > inner:
                x, row = 0.0, row + 1
            rects.append(QRectF(self.panel.left() + C_PAD + x, self.panel.top() + C_HEAD + row * (CHIP_H + 3.0),
                                width, CHIP_H))
            x += width + CHIP_GAP
        return rects

    @property
    def holdings(self) -> QRectF:
        """The stash heap and the recycle stacks: under the score, or in a compact head beside it."""
        if self.compact:
            return QRectF(self.panel.right() - C_PAD - SCORE_W - TALLY_W, self.panel.top() + 4.0, TALLY_W, CHIP_H)
        return QRectF(self.panel.right() - MARGIN - HOLDINGS_W, self.panel.top() + 40.0, HOLDINGS_W, 50.0)


@attrs.frozen
class TableGeometry:
    width: float
    height: float
    columns: int
    environment: QRectF  # the panel with the current environment and the ones to come
    env_card: QRectF
    env_stack: QPointF  # the first face-down environment
    genes: QRectF  # the panel with the pool and the discard
    pool: QPointF
    discard: QPointF
    recycle: QRectF
    seats: tuple[SeatGeometry, ...]
    hand: QRectF
    log: QRectF
    hand_card: QRectF  # the size of a hand card: larger when the window has height to spare
    compact: bool = False
    back: QSizeF = QSizeF(CARD_W, CARD_H)  # the pool and the face-down environments
    discard_size: QSizeF = QSizeF(CARD_W, CARD_H)
    pile: QSizeF = QSizeF(CARD_W, CARD_H)
    env_step: QPointF = QPointF(8, 4)  # between face-down environments
    labels: tuple[QPointF, ...] = ()  # to come, cleaned, pool, discard, supply

    def pile_pos(self, pile: int) -> QPointF:
        if self.compact:
            return QPointF(self.recycle.left() + C_PAD + pile * (C_PILE_W + C_PAD), self.recycle.top() + C_PAD)
        return QPointF(self.recycle.left() + MARGIN + pile * (CARD_W + GAP * 2), self.recycle.top() + 56.0)

    @property
    def pad(self) -> float:
        return C_PAD if self.compact else MARGIN

    @property
    def hand_top(self) -> float:
        """How far below the hand's top its cards start."""
        return C_HAND_TOP if self.compact else 36.0

    def pending_pos(self) -> QPointF:
        """The attack being played: at the hand's right end, where the hand keeps room for it."""
        return QPointF(self.hand.right() - self.pad - self.pending_width(), self.hand.top() + self.hand_top + 4)

    def pending_width(self) -> float:
        return self.hand_card.width() if self.compact else CARD_W

    def hand_lean(self, count: int) -> float:
        """How far the outer cards' top corners lean out of their upright place in the fan."""
        return self.hand_card.height() * math.sin(math.radians(self.hand_angle(count - 1, count)))

    def hand_step(self, count: int, pending: bool = False) -> float:
        """How far apart neighbouring hand cards stand: side by side when they fit, else overlapping like a held
        fan so that the whole hand, leaning cards and all, stays in its panel (``pending``: an attack in play
        keeps its room at the right end; the full layout always keeps it)."""
        card_w = self.hand_card.width()
        room = self.hand.width() - 2 * self.pad - 2 * self.hand_lean(count) - card_w
        if pending or not self.compact:
            room -= self.pending_width() + 2 * GAP
        return min(card_w + GAP, max(0.0, room) / (count - 1)) if count > 1 else 0.0

    def hand_pos(self, index: int, count: int, pending: bool = False) -> QPointF:
        """Hand card ``index`` of ``count`` in the fan (see ``hand_step``), its middle cards a little higher."""
        off = index - (count - 1) / 2
        return QPointF(self.hand.left() + self.pad + self.hand_lean(count) + index * self.hand_step(count, pending),
                       self.hand.top() + self.hand_top + 1.2 * off * off)

    def hand_angle(self, index: int, count: int) -> float:
        """The turn of a hand card in the fan (about its bottom middle): a long hand is fanned less widely."""
        spread = min(FAN_DEGREES, MAX_FAN_DEGREES / max(1, count - 1))
        return (index - (count - 1) / 2) * spread


def column_choices(seats: int, compact: bool = False) -> tuple[int, ...]:
    """The ways the microbes may be laid out: two columns, three for five or six, one compact for two or three."""
    if compact and seats <= 3:
        return (1, 2)
    return (2,) if seats <= 4 else (2, 3)


def _scale(g: TableGeometry, width: float, height: float) -> float:
    return min(width / g.width, height / g.height)


HYSTERESIS = 0.06  # how much better another arrangement must show the table before the shown one gives way

Arrangement = tuple[bool, int]  # (compact, columns): what a resize may change, and nothing in play does


def best_columns(seats: int, width: float, height: float, compact: bool = False,
                 current: int | None = None) -> int:
    """The columns that show the table largest in a view of that size (ties: the first); ``current`` is kept
    unless another choice shows it more than ``HYSTERESIS`` larger (a window resized to and fro near the
    threshold does not flip the table at each step)."""
    shape = compact_geometry if compact else table_geometry
    choices = column_choices(seats, compact)
    best = max(choices, key=lambda cols: (_scale(shape(seats, cols), width, height), -cols))
    if current in choices and _scale(shape(seats, best), width, height) \
            <= (1 + HYSTERESIS) * _scale(shape(seats, current), width, height):
        return current
    return best


def arrangement(seats: int, width: float, height: float, current: Arrangement | None = None) -> Arrangement:
    """Full or compact, and how many columns, for a view of that size and the seat count alone.

    The full layout is chosen where its smallest text reads at ``MIN_PT``; with ``current`` (the arrangement
    shown) the threshold has a band of ``HYSTERESIS`` either side, so a view that shrinks or grows a little
    keeps its arrangement.
    """
    if width <= 0 or height <= 0:
        return False, column_choices(seats)[0]
    full = table_geometry(seats, best_columns(seats, width, height))
    reads = _scale(full, width, height) * FULL_SMALLEST_PT
    if current is None:
        compact = reads < MIN_PT
    else:
        compact = reads < MIN_PT * (1 + HYSTERESIS) if current[0] else reads < MIN_PT * (1 - HYSTERESIS)
    kept = current[1] if current is not None and current[0] == compact else None
    return compact, best_columns(seats, width, height, compact, kept)


def fitted_geometry(seats: int, width: float, height: float, current: Arrangement | None = None) -> TableGeometry:
    """The layout for a view of that size: full if it reads there, else compact; spare height to the hand.

    ``current``: the arrangement shown now, kept within the hysteresis band (see ``arrangement``). A compact
    table in a view wider than itself also takes the spare width (wider panels, a wider hand).
    """
    compact, cols = arrangement(seats, width, height, current)
    shape = compact_geometry if compact else table_geometry
    g = shape(seats, cols)
    if width <= 0 or height <= 0:
        return g
    spare = g.width * height / width - g.height  # scene units the view would show empty above and below
    if compact and spare < -8:
        return compact_geometry(seats, g.columns, wider=g.height * width / height - g.width)
    return shape(seats, g.columns, spare) if spare > 8 else g


def _hand_card(hand_w: float, base: QSizeF, extra: float, left: float, apart: bool = False) -> QRectF:
    """A hand card grown by ``extra`` height, while five still show side by side with their names clear.

    ``apart``: the five do not overlap at all (a small card's amount, at its top right, stays in sight).
    """
    widest = (hand_w - left - 4 * GAP) / 5 if apart else (hand_w - left) / (1 + 4 * 0.9)
    height = max(base.height(), min(base.height() + extra, base.height() * MAX_HAND_GROWTH,
                                    widest * base.height() / base.width()))
    return QRectF(0, 0, height * base.width() / base.height(), height)


def table_geometry(seats: int, cols: int = 2, extra: float = 0.0) -> TableGeometry:
    """The full layout with ``cols`` columns of microbes; ``extra`` scene units of height go to the hand."""
    rows = (seats + cols - 1) // cols
    width = cols * PANEL_W + (cols - 1) * GAP * 2
    env_w = 2 * MARGIN + 176.0 + GAP * 2 + CARD_W + 5 * 8.0 + 150.0
    genes_w = 2 * MARGIN + 2 * CARD_W + GAP * 2
    recycle_w = 2 * MARGIN + 3 * CARD_W + 4 * GAP
    spare = max(0.0, width - env_w - genes_w - recycle_w - 4 * GAP)
    env_w += spare
    environment = QRectF(0, 0, env_w, TOP_H)
    env_card = QRectF(MARGIN, 44.0, 176.0, TOP_H - 44.0 - MARGIN)
    genes = QRectF(environment.right() + 2 * GAP, 0, genes_w, TOP_H)
    recycle = QRectF(genes.right() + 2 * GAP, 0, recycle_w, TOP_H)
    top = TOP_H + 2 * GAP
    panels = tuple(
        SeatGeometry(QRectF((i % cols) * (PANEL_W + 2 * GAP), top + (i // cols) * (PANEL_H + 2 * GAP), PANEL_W, PANEL_H))
        for i in range(seats)
    )
    bottom = top + rows * (PANEL_H + 2 * GAP)
    hand_w = width if seats % cols else width - LOG_W - 2 * GAP
    hand_card = _hand_card(hand_w, QSizeF(HAND_W, HAND_H), extra, 2 * MARGIN + CARD_W + 2 * GAP + 22)
    hand = QRectF(0, bottom, hand_w, hand_card.height() + 72.0)
    if seats % cols:  # the last row has room: the log sits there and the hand spans the table
        free = rows * cols - 1
        log = QRectF((free % cols) * (PANEL_W + 2 * GAP), top + (free // cols) * (PANEL_H + 2 * GAP), PANEL_W, PANEL_H)
    else:
        log = QRectF(hand.right() + 2 * GAP, bottom, LOG_W, hand.height())
    env_stack = QPointF(env_card.right() + 2 * GAP, 56.0)
    pool, discard = QPointF(genes.left() + MARGIN, 56.0), QPointF(genes.left() + MARGIN + CARD_W + 2 * GAP, 56.0)
    labels = (QPointF(env_stack.x(), 12), QPointF(env_stack.x() + CARD_W + 60, 56), pool + QPointF(0, CARD_H + 6),
              discard + QPointF(0, CARD_H + 6), recycle.topLeft() + QPointF(MARGIN + 150, 15))
    return TableGeometry(
        width=width, height=hand.bottom(), columns=cols, environment=environment, env_card=env_card,
        env_stack=env_stack, genes=genes, pool=pool, discard=discard,
        recycle=recycle, seats=panels, hand=hand, log=log, hand_card=hand_card, labels=labels,
    )


C_ENV_PANEL_W = 2 * C_PAD + C_ENV_W + C_GAP + C_BACK_W + 2 * 3.0 + C_GAP + C_PAST_W
C_GENES_W = 2 * C_PAD + C_GAP + C_BACK_W + C_DISCARD_W
C_RECYCLE_W = C_PAD + 3 * (C_PILE_W + C_PAD)
C_STRIP_W = C_ENV_PANEL_W + C_GENES_W + C_RECYCLE_W + 2 * C_GAP  # the common cards side by side


def width_of(seats: int, cols: int) -> float:
    """The compact table's width: the common cards' strip, or the microbes' columns if wider."""
    return max(C_STRIP_W, cols * C_PANEL_W + (cols - 1) * C_GAP)


def compact_geometry(seats: int, cols: int = 2, extra: float = 0.0, wider: float = 0.0) -> TableGeometry:
    """The compact layout with ``cols`` columns of microbes; ``extra`` scene units of height go to the hand,
    ``wider`` ones of width to the panels and the hand.

    What the hand cannot take of ``extra`` goes to the microbes: in one column their genes are tiles in a row,
    which grow taller; in more, the panels grow, so the table still fills the view's height.
    """
    rows = (seats + cols - 1) // cols
    free = seats % cols > 0
    hand_w = width_of(seats, cols) + wider - (0.0 if free else C_LOG_W + C_GAP)
    hand_card = _hand_card(hand_w, QSizeF(C_HAND_W, C_HAND_H), extra, 2 * C_PAD + 22, apart=True)
    left_over = max(0.0, extra - hand_card.height() + C_HAND_H)
    tile_h = C_TILE_H
    if cols == 1:
        tile_h = min(C_TILE_H + left_over / rows, C_DISCARD_W / 0.72)
    panel_h = C_PANEL_H + left_over / rows if cols > 1 else max(C_PANEL_H, C_HEAD + tile_h + 10)
    width = width_of(seats, cols) + wider
    panel_w = (width - (cols - 1) * C_GAP) / cols
    environment = QRectF(0, 0, C_ENV_PANEL_W + width - C_STRIP_W, C_TOP_H)  # the spare width: room for its lists
    env_card = QRectF(C_PAD, C_PAD, C_ENV_W, C_TILE_H)
    genes = QRectF(environment.right() + C_GAP, 0, C_GENES_W, C_TOP_H)
    recycle = QRectF(genes.right() + C_GAP, 0, C_RECYCLE_W, C_TOP_H)
    top = C_TOP_H + C_GAP
    panels = tuple(
        SeatGeometry(QRectF((i % cols) * (panel_w + C_GAP), top + (i // cols) * (panel_h + C_GAP), panel_w, panel_h),
                     compact=True, tiles=cols == 1, tile_h=max(C_TILE_H, tile_h))
        for i in range(seats)
    )
    bottom = top + rows * (panel_h + C_GAP)
    hand = QRectF(0, bottom, hand_w, hand_card.height() + C_HAND_TOP + 10.0)
    if free:  # the last row has room: the log sits there and the hand spans the table
        cell = rows * cols - 1
        log = QRectF((cell % cols) * (panel_w + C_GAP), top + (cell // cols) * (panel_h + C_GAP), panel_w, panel_h)
    else:
        log = QRectF(hand.right() + C_GAP, bottom, C_LOG_W, hand.height())
    env_stack = QPointF(env_card.right() + C_GAP, C_PAD)
    pool = QPointF(genes.left() + C_PAD, C_PAD)
    discard = QPointF(pool.x() + C_BACK_W + C_GAP, C_PAD)
    under = C_PAD + C_TILE_H + 1
    labels = (QPointF(env_stack.x(), under), QPointF(env_stack.x() + C_BACK_W + 6 + C_GAP, C_PAD),
              QPointF(pool.x(), under), QPointF(discard.x(), under), QPointF(env_card.left(), under))
    return TableGeometry(
        width=width, height=hand.bottom(), columns=cols, environment=environment, env_card=env_card,
        env_stack=env_stack, genes=genes, pool=pool, discard=discard, recycle=recycle, seats=panels, hand=hand,
        log=log, hand_card=hand_card, compact=True, back=QSizeF(C_BACK_W, C_TILE_H),
        discard_size=QSizeF(C_DISCARD_W, C_TILE_H), pile=QSizeF(C_PILE_W, C_TILE_H), env_step=QPointF(3, 0),
        labels=labels,
    )
