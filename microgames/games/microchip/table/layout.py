"""Where everything sits on the Microchip table, for 2 to 5 seats, in scene units.

The board of the person to act is drawn large and the others small beside the pool
(``focus_plans``), with two seats too: two equal boards left the one to play on no larger than the
opponent's, and at 1024×700 three equal cards left every board too small to play on. Nothing moves when
tiles change hands: every tray has a fixed slot for each of the most tiles a seat can hold (``TrayPlan``), so
a new tile takes the next slot, the others stay where they are, and the layout never overlaps. A table of one
(a puzzle's) has its tray beside the board rather than under it (``TrayPlan.beside``): a wide card fits a
window's shape better than a tall one, so its board shows larger than any two-seat game's.

Under each person's card lies the strip for their bar of buttons (``SeatGeometry.bar``): its height is given
in scene units by the table, which knows how tall the bar is on screen, so the strip is set aside like any
card and never lies over a board, a tray or the pool.
"""

from __future__ import annotations

import math

import attrs
from PySide6.QtCore import QPointF, QRectF, QSizeF

from microgames.games.microchip.boards import SIZE

PITCH = 46.0  # from one space to the next
TILE = 42.0  # a tile's side on the board and in the pool
PAD = 10.0  # around the board inside its circuit-board base
HEADER = 68.0  # the seat's name and score
LABELS = 14.0  # column letters and row numbers around the board
TRAY_SCALE = 0.8  # a tray tile's size when the tray has room
TRAY_SMALLEST = 0.66  # a tray tile's size below which the tray takes another row instead
TRAY_GAP = 4.0
BESIDE = 16.0  # between the board and a tray beside it
BESIDE_DROP = 20.0  # a tray beside the board starts this far under the board's top: its label sits above it
MARGIN = 18.0  # inside a panel
GAP = 28.0  # between panels
FOCUS_ZOOMS = (1.0, 1.2, 1.4, 1.6, 1.8, 2.0)  # the large card's sizes against the pool's
OTHER_ZOOMS = (0.38, 0.45, 0.55, 0.65, 0.75, 0.9)  # and the small ones'
FOCUS_RATIO = 1.6  # the large card is at least this much larger than a small one: never two near-equal boards
SMALL_SEEN = 0.3  # a small card is shown at least this large on screen (its tiles still read)
POOL_SEEN = 0.55  # and the pool too
POOL_CLEAR = 0.82  # the pool shown this large has tiles of 34 px and more: preferred wherever some layout reaches it
POOL_HEADER = 54.0
OUT_OF_SIGHT = QPointF(-1e5, -1e5)  # where a pool that is not shown is put, far from every card
INFO_WIDTH = 260.0  # the phase card beside the pool (narrow: beside it the small cards fit under the pool)
BAR_GAP = 6.0  # between a card and the bar of buttons under it


@attrs.frozen
class TrayPlan:
    """How a tray holds up to ``capacity`` tiles: ``rows`` rows of ``per_row`` at ``scale``, fixed for the game;
    under the board, or ``beside`` it (a table of one)."""

    rows: int
    per_row: int
    scale: float
    beside: bool = False

    @property
    def height(self) -> float:
        return self.rows * (TILE * self.scale + TRAY_GAP) + TRAY_GAP

    @property
    def width(self) -> float:
        return self.per_row * (TILE * self.scale + TRAY_GAP) + TRAY_GAP if self.beside else board_side()


def tray_plan(capacity: int, beside: bool = False) -> TrayPlan:
    """The fewest rows (beside the board: columns) that hold ``capacity`` tiles no smaller than ``TRAY_SMALLEST``
    (never under half a space), a tray under the board as wide as it, one beside it as tall as the board below
    its label."""
    room = board_side() - (BESIDE_DROP if beside else 0.0)
    for lines in range(1, capacity + 1):
        scale = TRAY_SCALE
        while scale >= TRAY_SMALLEST:
            across = max(1, int((room - TRAY_GAP) // (TILE * scale + TRAY_GAP)))
            if across * lines >= capacity:
                return TrayPlan(across, lines, scale, True) if beside else TrayPlan(lines, across, scale)
            scale *= 0.96
    return TrayPlan(1, max(1, capacity), TRAY_SCALE, beside)  # capacity 0: no tiles at all


def board_side() -> float:
    return 2 * PAD + SIZE * PITCH - (PITCH - TILE)


@attrs.frozen
class SeatGeometry:
    panel: QRectF
    board: QRectF  # the circuit-board base
    first_cell: QPointF  # the centre of cell 0 (A1)
    tray: QRectF
    plan: TrayPlan
    zoom: float = 1.0  # the card's size against the pool's (its holder is scaled so)
    bar: QRectF = QRectF()  # the strip under the card for its person's buttons (empty for a bot)

    @property
    def outline(self) -> QRectF:
        """The card and the strip under it."""
        return self.panel.united(self.bar) if not self.bar.isEmpty() else QRectF(self.panel)

    def cell_centre(self, cell: int) -> QPointF:
        row, col = divmod(cell, SIZE)
        pitch = PITCH * self.zoom
        return QPointF(self.first_cell.x() + col * pitch, self.first_cell.y() + row * pitch)

    def cell_rect(self, cell: int) -> QRectF:
        c = self.cell_centre(cell)
        side = TILE * self.zoom
        return QRectF(c.x() - side / 2, c.y() - side / 2, side, side)

    def cell_at(self, point: QPointF) -> int | None:
        pitch = PITCH * self.zoom
        col = math.floor((point.x() - self.first_cell.x() + pitch / 2) / pitch)
        row = math.floor((point.y() - self.first_cell.y() + pitch / 2) / pitch)
        return row * SIZE + col if 0 <= row < SIZE and 0 <= col < SIZE else None

    def tray_slot(self, index: int) -> tuple[QPointF, float]:
        """The centre and scale of the tray's ``index``-th tile: the same whatever else the tray holds."""
        scale = self.plan.scale * self.zoom
        side = TILE * scale
        step = side + TRAY_GAP * self.zoom
        row, col = divmod(index, self.plan.per_row)
        x = self.tray.left() + TRAY_GAP * self.zoom + side / 2 + col * step
        y = self.tray.top() + TRAY_GAP * self.zoom + side / 2 + row * step
        return QPointF(x, y), scale


def seat_size(plan: TrayPlan, zoom: float = 1.0) -> tuple[float, float]:
    board = board_side()
    if plan.beside:
        return (2 * MARGIN + LABELS + board + BESIDE + plan.width) * zoom, (HEADER + LABELS + board + MARGIN) * zoom
    width = 2 * MARGIN + LABELS + board
    height = HEADER + LABELS + board + 30 + plan.height + MARGIN
    return width * zoom, height * zoom


def seat_geometry(origin: QPointF, plan: TrayPlan, zoom: float = 1.0, bar: float = 0.0) -> SeatGeometry:
    """A seat's card at ``origin``, ``zoom`` times its own size (1: as built, tiles as large as the pool's), with a
    strip ``bar`` high under it (scene units, not zoomed: the bar is as tall on screen whatever the card's size)."""
    width, height = seat_size(plan, zoom)
    panel = QRectF(origin.x(), origin.y(), width, height)
    strip = QRectF(panel.left(), panel.bottom() + BAR_GAP, width, bar) if bar > 0 else QRectF()
    side = board_side() * zoom
    board = QRectF(origin.x() + (MARGIN + LABELS) * zoom, origin.y() + (HEADER + LABELS) * zoom, side, side)
    first = QPointF(board.left() + (PAD + TILE / 2) * zoom, board.top() + (PAD + TILE / 2) * zoom)
    if plan.beside:
        tray = QRectF(board.right() + BESIDE * zoom, board.top() + BESIDE_DROP * zoom, plan.width * zoom,
                      plan.height * zoom)
    else:
        tray = QRectF(board.left(), board.bottom() + 30 * zoom, side, plan.height * zoom)
    return SeatGeometry(panel, board, first, tray, plan, zoom, strip)


@attrs.frozen
class PoolGeometry:
    panel: QRectF
    rows: int
    columns: int
    first: QPointF  # centre of row 0, column 0

    def slot_centre(self, row: int, column: int) -> QPointF:
        return QPointF(self.first.x() + column * PITCH, self.first.y() + row * PITCH)

    def slot_at(self, point: QPointF) -> tuple[int, int] | None:
        col = math.floor((point.x() - self.first.x() + PITCH / 2) / PITCH)
        row = math.floor((point.y() - self.first.y() + PITCH / 2) / PITCH)
        return (row, col) if 0 <= row < self.rows and 0 <= col < self.columns else None

    def column_rect(self, column: int) -> QRectF:
        top = self.slot_centre(0, column)
        return QRectF(top.x() - PITCH / 2, top.y() - PITCH / 2 - 4, PITCH, self.rows * PITCH + 8)


def pool_size(rows: int, columns: int) -> tuple[float, float]:
    return 2 * MARGIN + columns * PITCH, POOL_HEADER + rows * PITCH + MARGIN + 8


def pool_geometry(origin: QPointF, rows: int, columns: int) -> PoolGeometry:
    width, height = pool_size(rows, columns)
    panel = QRectF(origin.x(), origin.y(), width, height)
    first = QPointF(origin.x() + MARGIN + PITCH / 2, origin.y() + POOL_HEADER + 4 + PITCH / 2)
    return PoolGeometry(panel, rows, columns, first)


@attrs.frozen
class TableGeometry:
    pool: PoolGeometry
    seats: tuple[SeatGeometry, ...]
    info: QRectF  # where the phase card goes
    pool_shown: bool = True  # the emptied pool is left out once the draft is over (large and small cards only)

    @property
    def bounds(self) -> QRectF:
        rect = self.pool.panel.united(self.info) if self.pool_shown else QRectF(self.info)
        for seat in self.seats:
            rect = rect.united(seat.outline)
        return rect


Bars = tuple[tuple[float, float], ...]  # each seat's bar height under a large card and under a small one


@attrs.frozen
class Plan:
    """One arrangement before it is made, in plain numbers (plans are many, and cheap to weigh): the large and
    small cards' zooms, the large card's corner, the corners of the pool (if shown), the phase card and the small
    cards in seat order, and the whole table's size."""

    zooms: tuple[float, float]
    large: tuple[float, float]
    corners: tuple[tuple[float, float], ...]
    size: tuple[float, float]


def focus_plans(seats: int, rows: int, columns: int, focus: int, pool_shown: bool = True,
                bars: Bars = ()) -> list[Plan]:
    """The arrangements with ``focus``'s card large and the others small, at every pair of ``FOCUS_ZOOMS`` and
    ``OTHER_ZOOMS`` at least ``FOCUS_RATIO`` apart: the large card beside the pool and phase card with the small
    ones in a row under them (wide windows), or the pool and phase card above the large card with the small ones
    in a grid beside it, or all in one row, the small ones in a grid at its end, or the large card beside the pool
    with the phase card and the small ones in a grid under the pool (the pool then shows large in a window of
    middling size, 1180×800 with four seats).

    Without ``pool_shown`` (the draft is over) the phase card stands alone and the pool is put out of the way.
    ``bars`` gives each seat's strip for buttons (none if left out); a small card's place is as tall as the
    tallest small card's with its strip, so the grid stays even. ``make_arrangement`` makes a plan a table.
    """
    bars = bars or ((0.0, 0.0),) * seats
    extra = tuple(BAR_GAP + h if h > 0 else 0.0 for h in (bars[s][0 if s == focus else 1] for s in range(seats)))
    plan = tray_plan(-(-rows * columns // seats), seats == 1)
    pool = pool_size(rows, columns)
    info = (INFO_WIDTH, pool[1])
    top = [pool, info] if pool_shown else [info]
    top_width = sum(w for w, _ in top) + GAP * (len(top) - 1)
    others = [s for s in range(seats) if s != focus]
    found = []

    def add(zooms: tuple[float, float], large: tuple[float, float], corners: list[tuple[float, float]]) -> None:
        """A plan, its size from every card's place (with its strip) and the pool's and phase card's."""
        (large_w, large_h), (small_w, small_h) = seat_size(plan, zooms[0]), seat_size(plan, zooms[1])
        boxes = [(*large, large_w, large_h + extra[focus])] + [(*corner, *size) for corner, size in zip(corners, top)]
        boxes += [(*corner, small_w, small_h + extra[s]) for corner, s in zip(corners[len(top):], others)]
        left, right = min(b[0] for b in boxes), max(b[0] + b[2] for b in boxes)
        upper, lower = min(b[1] for b in boxes), max(b[1] + b[3] for b in boxes)
        found.append(Plan(zooms, large, tuple(corners), (right - left, lower - upper)))

    for big in FOCUS_ZOOMS:
        for small in (zoom for zoom in OTHER_ZOOMS if big >= FOCUS_RATIO * zoom):
            large_w = seat_size(plan, big)[0]
            small_w, small_h = seat_size(plan, small)
            little = (small_w, small_h + max((extra[s] for s in others), default=0.0))
            right = _rows([top, [little] * len(others)])  # beside the large card
            add((big, small), (0.0, 0.0), [(large_w + GAP + x, y) for row in right for x, y in row])
            for across in range(1, len(others) + 1):  # under the pool, the small ones in ``across`` columns
                width = max(top_width, large_w + across * (little[0] + GAP))
                y = pool[1] + GAP
                corners = [((width - top_width) / 2 + x, 0.0) for x in ([0, pool[0] + GAP] if pool_shown else [0])]
                for k in range(len(others)):
                    row, column = divmod(k, across)
                    corners.append((large_w + GAP + column * (little[0] + GAP), y + row * (little[1] + GAP)))
                add((big, small), (0.0, y), corners)
                x = large_w + GAP + top_width + GAP  # all in one row: the small ones in a grid at the right end
                corners = [(large_w + GAP, 0.0)] + ([(large_w + GAP + pool[0] + GAP, 0.0)] if pool_shown else [])
                for k in range(len(others)):
                    row, column = divmod(k, across)
                    corners.append((x + column * (little[0] + GAP), row * (little[1] + GAP)))
                add((big, small), (0.0, 0.0), corners)
                if pool_shown:  # beside the large card: the pool, and under it the phase card and the small ones
                    x, y = large_w + GAP, pool[1] + GAP
                    corners = [(x, 0.0), (x, y)]
                    for k in range(len(others)):
                        row, column = divmod(k, across)
                        corners.append((x + INFO_WIDTH + GAP + column * (little[0] + GAP), y + row * (little[1] + GAP)))
                    add((big, small), (0.0, 0.0), corners)
    return found


def make_arrangement(layout: Plan, seats: int, rows: int, columns: int, focus: int, pool_shown: bool = True,
                     bars: Bars = ()) -> TableGeometry:
    """The table ``layout`` (one of ``focus_plans`` for the same values) plans."""
    bars = bars or ((0.0, 0.0),) * seats
    strip = tuple(bars[s][0 if s == focus else 1] for s in range(seats))
    corners = [QPointF(*corner) for corner in layout.corners]
    if not pool_shown:
        corners = [OUT_OF_SIGHT, *corners]
    plan = tray_plan(-(-rows * columns // seats), seats == 1)
    pool = pool_geometry(corners[0], rows, columns)
    info = QRectF(corners[1], QSizeF(INFO_WIDTH, pool_size(rows, columns)[1]))
    others = iter(corners[2:])
    large = QPointF(*layout.large)
    cards = tuple(seat_geometry(large if s == focus else next(others), plan, layout.zooms[s != focus], strip[s])
                  for s in range(seats))
    return TableGeometry(pool, cards, info, pool_shown)


def _rows(rows: list[list[tuple[float, float]]]) -> list[list[tuple[float, float]]]:
    """The top-left corners of cards set out in centred rows, top-aligned, ``GAP`` apart."""
    widths = [sum(w for w, _ in row) + GAP * (len(row) - 1) for row in rows]
    y = 0.0
    found = []
    for row, width in zip(rows, widths):
        if not row:  # no small cards (a table of one, as in a puzzle)
            found.append([])
            continue
        x = (max(widths) - width) / 2
        corners = []
        for w, _ in row:
            corners.append((x, y))
            x += w + GAP
        found.append(corners)
        y += max(h for _, h in row) + GAP
    return found


def fit_size(table_width: float, table_height: float, width: float, height: float, margin: float = 12.0) -> float:
    """How large a table of ``table_width`` × ``table_height`` shows in a ``width`` × ``height`` view."""
    return min(width / (table_width + 2 * margin), height / (table_height + 2 * margin))


def best_focus_plan(plans: list[Plan], width: float, height: float, margin: float, pool_shown: bool) -> int:
    """Which of ``plans`` shows the large board largest in a ``width`` × ``height`` view while the pool and the
    small cards stay at least ``POOL_SEEN`` and ``SMALL_SEEN`` (then the largest of all), among those that show the
    pool at ``POOL_CLEAR`` if any does; the pool and the small boards count for half as much, so room left over
    goes to them. The first of equals."""

    def worth(layout: Plan) -> tuple[bool, bool, float]:
        scale = fit_size(*layout.size, width, height, margin)
        big, small = (zoom * scale for zoom in layout.zooms)
        readable = (scale >= POOL_SEEN or not pool_shown) and small >= SMALL_SEEN
        clear = readable and (scale >= POOL_CLEAR or not pool_shown)
        return clear, readable, big + 0.5 * (small + (scale if pool_shown else 0))

    return -max((worth(layout), -i) for i, layout in enumerate(plans))[1]
