"""Microchip in review: each seat's best possible arrangement drawn as a ghost over its final board.

The ghost lies on the Microchip table's own scene, over the board spaces of its
layout (``table.geometry_``), and is shown only on the final position.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from microgames.games.microchip.scene_layout import SeatGeometry
from microgames.games.microchip.view_look import label_font, paint_tile
from microgames.ui.reviewanalysis import SeatAnalysis
from microgames.ui.table import GameTable

GHOST_Z = 40  # above tiles and their slides
CAPTION = 40.0  # the two lines over the board
GHOST_OPACITY = 0.6  # faint enough to read as a suggestion, not as the board


class GhostBoard(QGraphicsItem):
    """A veil over one seat's board with the best arrangement in faint tiles, and a caption."""

    def __init__(self, geometry: SeatGeometry, analysis: SeatAnalysis, colourblind: bool) -> None:
        super().__init__()
        self.geometry = geometry
        self.analysis = analysis
        self.colourblind = colourblind
        self.setZValue(GHOST_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def caption(self) -> str:
        best, scored = self.analysis.best, self.analysis.scored
        if best == scored:
            return f"Best possible with your tiles: {best}\nyou made it"
        return f"Best possible with your tiles: {best}\nyou scored {scored}"

    def boundingRect(self) -> QRectF:
        return self.geometry.board.adjusted(0, -CAPTION, 0, 0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        board = self.geometry.board
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 120))
        painter.drawRoundedRect(board, 10, 10)
        outline = QPen(QColor(20, 30, 40, 170), 1.6, Qt.PenStyle.DashLine)
        for cell, (tile_id, rotation) in self.analysis.placements.items():
            rect = self.geometry.cell_rect(cell)
            painter.save()
            painter.setOpacity(GHOST_OPACITY)
            paint_tile(painter, rect, tile_id, rotation, self.colourblind)
            painter.restore()
            painter.setPen(outline)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
        painter.setPen(Qt.PenStyle.NoPen)
        strip = QRectF(board.left(), board.top() - CAPTION, board.width(), CAPTION - 4)
        painter.setBrush(QColor(20, 30, 40, 200))
        painter.drawRoundedRect(strip, 6, 6)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(label_font(10, True))
        painter.drawText(strip, Qt.AlignmentFlag.AlignCenter, self.caption())


class ChipGhosts:
    """The ghosts of every seat on one Microchip table; shown or hidden as the review asks."""

    def __init__(self, table: GameTable, found: list[SeatAnalysis], colourblind: bool) -> None:
        geometry = getattr(table, "geometry_", None)
        scene = getattr(table, "scene", None)
        self.items: list[GhostBoard] = []
        if geometry is None or scene is None:
            return  # not the Microchip table this was written for: no ghosts rather than an error
        for analysis in found:
            item = GhostBoard(geometry.seats[analysis.seat], analysis, colourblind)
            item.setVisible(False)
            scene.addItem(item)
            self.items.append(item)

    def show(self, visible: bool) -> None:
        for item in self.items:
            item.setVisible(visible)

    @property
    def visible(self) -> bool:
        return any(item.isVisible() for item in self.items)

