"""Where the things a Microworld lesson talks about are on the table (see ``ui.tutorialanchors``).

Names (seats count from 0: 0 the Viruses, 1 the Anticorps):

- ``board``: the round body; ``cell:<id>``: one cell, by its number (0 upwards) or its
  name as the table writes it (``cell:Q2·7``); ``tissue:<id>``: every cell of the tissue
  that holds that cell; ``track``: the score track around the body.
- ``supply:<s>``: a seat's pile of pawns still to place.
- ``panel``: the side panel; ``headline``: its title and instruction; ``score:<s>``: a
  seat's line in the panel; ``token:<i>``: the i-th gene token row of the panel, from 0,
  or the row of a token by its key (``token:flip``), while it is shown.
- ``button:<key>``: one of the panel's buttons (``offer0``, ``offer1``, ``steal``,
  ``let``, ``end``, ``cancel``), while it is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from microgames.games.microworld.genes import GENE_KEYS
from microgames.games.microworld.geometry import CELLS, cell_name
from microgames.games.microworld.options import PAWNS
from microgames.games.microworld.phases import NONE
from microgames.ui.tablekit.anchors import item_rect, widget_rect

if TYPE_CHECKING:
    from microgames.games.microworld.table.view import MicroworldTable

CELL_NUMBERS = {cell_name(cell.id): cell.id for cell in CELLS}
WHOLE = {"board", "track", "panel", "headline"}  # names without a detail
SEATS = ("0", "1")


def _united(rects: list[QRectF | None]) -> QRectF | None:
    found = [r for r in rects if r is not None]
    if not found:
        return None
    rect = found[0]
    for other in found[1:]:
        rect = rect.united(other)
    return rect


def _cell_number(table: MicroworldTable, text: str) -> int | None:
    cell = int(text) if text.isdigit() else CELL_NUMBERS.get(text)
    return cell if cell is not None and 0 <= cell < len(table.cells) else None


def _tissue(table: MicroworldTable, text: str) -> QRectF | None:
    cell = _cell_number(table, text)
    if cell is None:
        return None
    board = table.state.setup.board
    return _united([item_rect(table, table.cells[c]) for c in board.members[board.tissue_of[cell]]])


def _supply(table: MicroworldTable, seat: int) -> QRectF | None:
    """The pawns of a seat's pile still to place, with the count under them."""
    where = table.state.pawn_cell
    pile = [item_rect(table, table.pawns[p]) for p in range(seat * PAWNS, (seat + 1) * PAWNS) if where[p] == NONE]
    return _united([*pile, item_rect(table, table.supply_labels[seat])]) if pile else None


def _token_row(table: MicroworldTable, detail: str) -> QRectF | None:
    rows = [row for row in table.panel.token_rows if row.isVisible()]
    if detail.isdigit():
        index = int(detail)
        return widget_rect(table, rows[index]) if index < len(rows) else None
    if detail in GENE_KEYS:
        token = GENE_KEYS.index(detail)
        return next((widget_rect(table, row) for row in rows if row.token == token), None)
    return None


def table_anchor(table: MicroworldTable, name: str) -> QRectF | None:
    """The rectangle of the thing called ``name`` in the table widget's coordinates, or None."""
    kind, _, detail = name.partition(":")
    panel = table.panel
    if (kind in WHOLE) != (detail == ""):
        return None
    if kind == "board":
        return _united([item_rect(table, item) for item in table.cells])
    if kind == "cell":
        cell = _cell_number(table, detail)
        return item_rect(table, table.cells[cell]) if cell is not None else None
    if kind == "tissue":
        return _tissue(table, detail)
    if kind == "track":
        return item_rect(table, table.track)
    if kind == "supply" and detail in SEATS:
        return _supply(table, int(detail))
    if kind == "panel":
        return widget_rect(table, table.panel_scroll)
    if kind == "headline":
        return _united([widget_rect(table, panel.headline), widget_rect(table, panel.instruction)])
    if kind == "score" and detail in SEATS:
        seat = int(detail)
        return _united([widget_rect(table, label) for label in
                        (panel.score_marks[seat], panel.score_names[seat], panel.score_points[seat])])
    if kind == "token":
        return _token_row(table, detail)
    if kind == "button" and detail in panel.choices:
        return widget_rect(table, panel.choices[detail])
    return None
