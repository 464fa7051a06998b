"""Where everything sits on the Remediate table, in scene units, for 2 to 6 seats.

The common cards (environments, gene pool, recycle piles) run along the top,
the microbes sit in a grid of two or three columns (whichever shows the table
larger in the window), and the viewer's hand and the event log run along the
bottom (the log fills a free cell of the grid). Height the window's shape leaves
spare goes to the hand, whose cards grow (``fitted_geometry``).
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QPointF, QRectF

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
MAX_HAND_GROWTH = 1.6  # how much larger hand cards may grow into spare height


@attrs.frozen
class SeatGeometry:
    panel: QRectF

    def slot_pos(self, index: int) -> QPointF:
        return QPointF(self.panel.left() + MARGIN + index * (CARD_W + GAP), self.panel.top() + 96.0)

    @property
    def holdings(self) -> QRectF:
        """The stash heap and the recycle stacks, under the score."""
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

    def pile_pos(self, pile: int) -> QPointF:
        return QPointF(self.recycle.left() + MARGIN + pile * (CARD_W + GAP * 2), self.recycle.top() + 56.0)

    def hand_pos(self, index: int, count: int) -> QPointF:
        """Hand cards fanned, overlapping when there are many (the right end shows the attack in play)."""
        card_w = self.hand_card.width()
        room = self.hand.width() - 2 * MARGIN - card_w - CARD_W - 2 * GAP
        step = min(card_w + GAP, room / max(1, count - 1)) if count > 1 else 0.0
        off = index - (count - 1) / 2
        return QPointF(self.hand.left() + MARGIN + 22 + index * step, self.hand.top() + 36.0 + 1.2 * off * off)

    def hand_angle(self, index: int, count: int) -> float:
        """The turn of a hand card in the fan (about its bottom middle)."""
        return (index - (count - 1) / 2) * FAN_DEGREES


def column_choices(seats: int) -> tuple[int, ...]:
    """The ways the microbes may be laid out: two columns, or three for five or six players."""
    return (2,) if seats <= 4 else (2, 3)


def best_columns(seats: int, width: float, height: float) -> int:
    """The columns that show the table largest in a view of that size (ties: the first)."""
    def scale(cols: int) -> float:
        g = table_geometry(seats, cols)
        return min(width / g.width, height / g.height)

    return max(column_choices(seats), key=lambda cols: (scale(cols), -cols))


def fitted_geometry(seats: int, width: float, height: float) -> TableGeometry:
    """The layout for a view of that size: the best columns, and the height the width leaves spare given to the hand."""
    g = table_geometry(seats, best_columns(seats, width, height))
    if width <= 0 or height <= 0:
        return g
    spare = g.width * height / width - g.height  # scene units the view would show empty above and below
    return table_geometry(seats, g.columns, spare) if spare > 8 else g


def table_geometry(seats: int, cols: int = 2, extra: float = 0.0) -> TableGeometry:
    """The layout with ``cols`` columns of microbes; ``extra`` scene units of height go to the hand."""
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
    # Grown cards must still show five side by side with their names clear (a step of 0.9 card).
    widest = (hand_w - 2 * MARGIN - CARD_W - 2 * GAP - 22) / (1 + 4 * 0.9)
    hand_h = max(HAND_H, min(HAND_H + extra, HAND_H * MAX_HAND_GROWTH, widest * HAND_H / HAND_W))
    hand_card = QRectF(0, 0, hand_h * HAND_W / HAND_H, hand_h)
    if seats % cols:  # the last row has room: the log sits there and the hand spans the table
        free = rows * cols - 1
        log = QRectF((free % cols) * (PANEL_W + 2 * GAP), top + (free // cols) * (PANEL_H + 2 * GAP), PANEL_W, PANEL_H)
        hand = QRectF(0, bottom, hand_w, hand_h + 72.0)
    else:
        hand = QRectF(0, bottom, hand_w, hand_h + 72.0)
        log = QRectF(hand.right() + 2 * GAP, bottom, LOG_W, hand.height())
    return TableGeometry(
        width=width, height=hand.bottom(), columns=cols, environment=environment, env_card=env_card,
        env_stack=QPointF(env_card.right() + 2 * GAP, 56.0), genes=genes,
        pool=QPointF(genes.left() + MARGIN, 56.0), discard=QPointF(genes.left() + MARGIN + CARD_W + 2 * GAP, 56.0),
        recycle=recycle, seats=panels, hand=hand, log=log, hand_card=hand_card,
    )
