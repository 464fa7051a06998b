"""Anchors: the names a lesson script uses for things on a table, turned into rectangles and shapes.

Each table answers ``GameTable.anchor_rect(name)`` with the rectangle of the thing
called ``name`` in the **table widget's coordinates** (the lesson's overlay covers
the table widget), or None when the name means nothing there (the bubble is then
centred; nothing breaks). It reads the table's existing items and widgets only;
:func:`scene_rect`, :func:`item_rect` and :func:`widget_rect` do the mapping. Names are the game's own, written
``kind:detail:detail`` (``"board:0:C3"``, ``"button:finish"``); seats count from 0.

``GameTable.anchor_shape(name)`` is the thing's outline (a sector of a circle, a
rounded card), which the lesson's glow follows; :func:`scene_shape`,
:func:`item_shape` and :func:`rounded` build it.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QWidget

from microgames.ui.tablekit.table import GameTable, GraphicsTable

log = logging.getLogger(__name__)


def scene_rect(table: GraphicsTable, rect: QRectF) -> QRectF:
    """A scene rectangle as it shows now, in the table widget's coordinates."""
    view = table.graphics_view
    polygon = view.mapFromScene(rect)
    box = polygon.boundingRect()
    top_left = view.viewport().mapTo(table, box.topLeft())
    return QRectF(top_left.x(), top_left.y(), box.width(), box.height())


def item_rect(table: GraphicsTable, item: QGraphicsItem, local: QRectF | None = None) -> QRectF:
    """An item's bounding rectangle (or ``local``, in the item's coordinates) in the table widget's coordinates."""
    return scene_rect(table, item.mapRectToScene(local if local is not None else item.boundingRect()))


def widget_rect(table: QWidget, widget: QWidget) -> QRectF | None:
    """A widget's rectangle in the table widget's coordinates, or None while it is hidden."""
    if not widget.isVisible():
        return None
    corner = widget.mapTo(table, QPoint(0, 0))
    return QRectF(corner.x(), corner.y(), widget.width(), widget.height())


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    """A rounded rectangle as a path."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def scene_shape(table: GraphicsTable, path: QPainterPath) -> QPainterPath:
    """A scene path as it shows now, in the table widget's coordinates."""
    view = table.graphics_view
    corner = view.viewport().mapTo(table, QPoint(0, 0))
    return view.mapFromScene(path).translated(corner.x(), corner.y())


def item_shape(table: GraphicsTable, item: QGraphicsItem, local: QPainterPath) -> QPainterPath:
    """A path in an item's coordinates, in the table widget's coordinates."""
    return scene_shape(table, item.mapToScene(local))


def find_shape(table: GameTable, name: str | None) -> QPainterPath | None:
    """The anchor's outline, or None (no name, an unknown one, or a table that cannot say): never raises."""
    if not name:
        return None
    try:
        shape = table.anchor_shape(name)
    except Exception:  # a lesson must survive a script naming something the table does not have
        log.exception("the shape of anchor %r could not be found", name)
        return None
    return shape if shape is not None and not shape.isEmpty() else None


def find_anchor(table: GameTable, name: str | None) -> QRectF | None:
    """The anchor's rectangle, or None (no name, an unknown one, or a table that cannot say): never raises."""
    if not name:
        return None
    try:
        rect = table.anchor_rect(name)
    except Exception:  # a lesson must survive a script naming something the table does not have
        log.exception("anchor %r could not be found", name)
        return None
    return rect if rect is not None and not rect.isEmpty() else None
