"""Where the things a Microchip lesson talks about are on the table (see ``ui.tutorial.anchors``).

The table answers ``table.anchor_rect(name)`` with :func:`chip_anchor`; the module's :func:`anchor_rect` is
the tutorial's way in by convention and asks the table.

Names (seats count from 0; pool columns and rows from 1, as the table labels them):

- ``pool``: the pool; ``pool:<column>``: one column; ``pool:<column>:<row>``: one slot.
- ``seat:<s>``: a seat's whole card; ``board:<s>``: its board; ``board:<s>:<cell>``: one
  space, named as on the board (``board:0:C3``).
- ``tray:<s>``: a seat's tray; ``tray:<s>:<i>``: the i-th tile in it, from 0.
- ``score:<s>``: a seat's score; ``phase``: the card that says what happens now.
- ``button:<key>``: a button of the learner's bar (``rotate``, ``remove``, ``deselect``,
  ``clear``, ``hint``, ``apply_hint``, ``finish``, ``resume``, ``concede``).

A space, a pool slot and a tray tile have the outline of a tile, a rounded square
(:func:`chip_shape`), which the lesson's glow follows tightly.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from microgames.games.microchip.boards import CELLS, cell_name
from microgames.games.microchip.table.bars import SeatBar
from microgames.games.microchip.table.items import PoolItem, SpaceItem, TileItem, TrayItem
from microgames.games.microchip.table.layout import TILE
from microgames.ui.tablekit.table import GameTable, GraphicsTable
from microgames.ui.tablekit.anchors import item_rect, item_shape, rounded, widget_rect

CELL_NUMBERS = {cell_name(cell): cell for cell in range(CELLS)}
TILE_RADIUS = TILE * 0.14  # a tile's corners, as it is drawn
SPACE_RADIUS = 6.0


class AnchoredItems(Protocol):
    """The Microchip table's things a lesson can point at."""

    pool_item: PoolItem
    info_panel: QGraphicsItem
    panels: list[QGraphicsItem]
    score_texts: list[QGraphicsSimpleTextItem]
    score_details: list[QGraphicsSimpleTextItem]
    spaces: list[list[SpaceItem]]
    trays: list[TrayItem]
    tiles: dict[int, TileItem]
    bars: dict[int, SeatBar]


def _number(text: str, count: int, first: int = 0) -> int | None:
    """``text`` as an index below ``count`` (counting from ``first``), else None."""
    if not text.isdigit():
        return None
    index = int(text) - first
    return index if 0 <= index < count else None


def _pool(table: GraphicsTable, items: AnchoredItems, parts: list[str]) -> QRectF | None:
    item = items.pool_item
    g = item.geometry
    if not parts:
        return item_rect(table, item)
    column = _number(parts[0], g.columns, 1)
    if column is None:
        return None
    if len(parts) == 1:
        return item_rect(table, item, g.column_rect(column))
    row = _number(parts[1], g.rows, 1)
    if row is None:
        return None
    centre = g.slot_centre(row, column)
    return item_rect(table, item, QRectF(centre - QPointF(TILE / 2, TILE / 2), centre + QPointF(TILE / 2, TILE / 2)))


def _seat_part(table: GraphicsTable, items: AnchoredItems, kind: str, seat: int, rest: list[str]) -> QRectF | None:
    if kind == "seat":
        return item_rect(table, items.panels[seat])
    if kind == "score":
        rect = item_rect(table, items.score_texts[seat])
        detail = items.score_details[seat]  # hidden on a small card: the number alone
        return rect.united(item_rect(table, detail)) if detail.isVisible() else rect
    if kind == "board":
        spaces = items.spaces[seat]
        if rest:
            cell = CELL_NUMBERS.get(rest[0].upper())
            return item_rect(table, spaces[cell]) if cell is not None else None
        return item_rect(table, spaces[0]).united(item_rect(table, spaces[-1]))
    if kind == "tray":
        if not rest:
            return item_rect(table, items.trays[seat])
        tray = table.context.state.trays[seat]
        index = _number(rest[0], len(tray))
        return item_rect(table, items.tiles[tray[index]]) if index is not None else None
    return None


def anchor_rect(table: GameTable, name: str) -> QRectF | None:
    """The rectangle of the thing called ``name`` in the table widget's coordinates, or None (any other table
    knows no Microchip names)."""
    return table.anchor_rect(name)


def _square(centre: QPointF) -> QPainterPath:
    """A tile's outline around ``centre``, in the coordinates of the item that holds it."""
    half = QPointF(TILE / 2, TILE / 2)
    return rounded(QRectF(centre - half, centre + half), TILE_RADIUS)


def chip_shape(table: GraphicsTable, items: AnchoredItems, name: str) -> QPainterPath | None:
    """The outline of a space (``board:<s>:<cell>``), a pool slot (``pool:<column>:<row>``) or a tray tile
    (``tray:<s>:<i>``), in the table widget's coordinates; None for other names (their rectangle serves)."""
    kind, *rest = name.split(":")
    if len(rest) != 2 or chip_anchor(table, items, name) is None:
        return None
    if kind == "pool":
        g = items.pool_item.geometry
        return item_shape(table, items.pool_item, _square(g.slot_centre(int(rest[1]) - 1, int(rest[0]) - 1)))
    seat = int(rest[0])
    if kind == "board":
        space = items.spaces[seat][CELL_NUMBERS[rest[1].upper()]]
        return item_shape(table, space, rounded(space.rect, SPACE_RADIUS))
    if kind == "tray":
        tile = items.tiles[table.context.state.trays[seat][int(rest[1])]]
        return item_shape(table, tile, _square(QPointF(0, 0)))
    return None


def chip_anchor(table: GraphicsTable, items: AnchoredItems, name: str) -> QRectF | None:
    """The rectangle of the thing called ``name``: one of ``items`` (the Microchip table's things) as ``table``
    (the same table, as a view onto its scene) shows it, in its widget's coordinates; None for an unknown name."""
    kind, *rest = name.split(":")
    if kind == "pool":
        return _pool(table, items, rest)
    if kind == "phase":
        return item_rect(table, items.info_panel)
    if kind == "button":
        people = table.context.person_seats()
        bar = items.bars.get(people[0]) if people else None
        button = bar.buttons.get(rest[0]) if bar is not None and rest else None
        return widget_rect(table, button) if button is not None else None
    if not rest:
        return None
    seat = _number(rest[0], len(items.spaces))
    return _seat_part(table, items, kind, seat, rest[1:]) if seat is not None else None
