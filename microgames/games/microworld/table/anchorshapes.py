"""The outlines of the Microworld things a lesson lights that are not rectangles (see ``GameTable.anchor_shape``).

Cells are sectors of rings: ``cell:<id>`` is one cell's outline, ``tissue:<id>``
the outline of the tissue that holds that cell, ``board`` the whole body's (names
as in :mod:`microgames.games.microworld.table.anchors`). Other names have no
outline of their own: their rectangle serves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from PySide6.QtGui import QPainterPath, QPainterPathStroker

from microgames.games.microworld.table.anchors import CELL_NUMBERS
from microgames.ui.tablekit.anchors import scene_shape

if TYPE_CHECKING:
    from microgames.games.microworld.table.view import MicroworldTable

SEAM = 1.5  # scene units: wider than the gap the curves of two touching cells leave between them
_SCENE_SHAPES: WeakKeyDictionary[MicroworldTable, dict[tuple[int, ...], QPainterPath]] = WeakKeyDictionary()


def _cells_shape(table: MicroworldTable, cells: list[int]) -> QPainterPath:
    """The outline of some cells as one shape; their union in the scene is worked out once per table (the
    cells never move), then mapped to where the view shows it now."""
    known = _SCENE_SHAPES.setdefault(table, {})
    key = tuple(sorted(cells))
    if key not in known:
        shape = QPainterPath()
        stroker = QPainterPathStroker()  # each cell grown by a hair, so neighbours' curved edges leave no seam
        stroker.setWidth(SEAM)
        for cell in key:
            item = table.cells[cell]
            outline = item.mapToScene(item.path())
            shape = shape.united(outline.united(stroker.createStroke(outline)))
        known[key] = shape.simplified()
    return scene_shape(table, known[key])


def table_shape(table: MicroworldTable, name: str) -> QPainterPath | None:
    """The outline of the cells called ``name`` (a cell, a tissue, the board) in the table widget's coordinates;
    None for a name that is not cells."""
    kind, _, detail = name.partition(":")
    if kind == "board" and not detail:
        return _cells_shape(table, list(range(len(table.cells))))
    if kind not in ("cell", "tissue"):
        return None
    cell = int(detail) if detail.isdigit() else CELL_NUMBERS.get(detail)
    if cell is None or not 0 <= cell < len(table.cells):
        return None
    if kind == "cell":
        return _cells_shape(table, [cell])
    board = table.state.setup.board
    return _cells_shape(table, list(board.members[board.tissue_of[cell]]))
