"""The hint as its own small board on the phase card, beside the player's board and never over its tiles.

A hint drawn over the real tiles made the board look contradictory (which tile is there?). Here the best
arrangement found is a picture of its own: the seat's spaces, the hint's tiles, its microchip glowing gold,
and every space the hint changes outlined (a tile placed, moved or turned there; a dashed ring where a tile
leaves for the tray). The player's board stays exactly as it is until they press Apply hint.
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from microgames.games.microchip.boards import CELLS, SIZE
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.table.look import look, paint_space, paint_tile
from microgames.ui import theme

GAP = 0.08  # between two spaces, against a space's side
EDGE = 0.22  # the board's rim around its spaces, against a space's side


@attrs.frozen
class HintPicture:
    """What the hint board shows: the seat's space colours, the hint's tiles and what differs from the board."""

    colours: tuple[str, ...]
    cells: tuple[tuple[int, int] | None, ...]
    faults: tuple[tuple[int, dict[int, str]], ...]
    chip: frozenset[int]
    changed: frozenset[int]  # a tile placed, moved or turned there
    emptied: frozenset[int]  # a tile leaves it for the tray


def hint_picture(now: MicrochipState, after: MicrochipState, seat: int) -> HintPicture:
    """The seat's board as the hint would leave it (``after``), with what differs from ``now``."""
    board = now.board(seat)
    cells = tuple(after.cells[seat])
    changed = frozenset(c for c in range(CELLS) if cells[c] is not None and cells[c] != now.cells[seat][c])
    emptied = frozenset(c for c in range(CELLS) if cells[c] is None and now.cells[seat][c] is not None)
    faults = tuple(sorted((cell, dict(sides)) for cell, sides in after.faults(seat).items()))
    return HintPicture(tuple(board.colour(c) for c in range(CELLS)), cells, faults, after.score(seat).microchip,
                       changed, emptied)


class HintBoard(QGraphicsItem):
    """The small board of the hint (see the module docstring); hidden while there is no hint."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.picture: HintPicture | None = None
        self.colourblind = False
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def set_picture(self, picture: HintPicture | None, rect: QRectF, colourblind: bool) -> None:
        """Show ``picture`` in ``rect`` (a square), or hide the board when there is no hint."""
        if (picture, rect, colourblind) == (self.picture, self.rect, self.colourblind):
            return
        self.prepareGeometryChange()
        self.picture, self.rect, self.colourblind = picture, QRectF(rect), colourblind
        self.setVisible(picture is not None and not rect.isEmpty())
        self.update()

    def cell_rect(self, cell: int) -> QRectF:
        """Where ``cell``'s space is drawn."""
        side = self.rect.width() / (SIZE + (SIZE - 1) * GAP + 2 * EDGE)
        row, col = divmod(cell, SIZE)
        x = self.rect.left() + side * (EDGE + col * (1 + GAP))
        y = self.rect.top() + side * (EDGE + row * (1 + GAP))
        return QRectF(x, y, side, side)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        picture = self.picture
        if picture is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        board = look()["board"]
        painter.setPen(QPen(QColor(board["dark"]).darker(130), 1.2))
        painter.setBrush(QColor(board["light"]))
        painter.drawRoundedRect(self.rect, 8, 8)
        faults = dict(picture.faults)
        side = self.cell_rect(0).width()
        chip = QPainterPath()
        for cell in range(CELLS):
            rect = self.cell_rect(cell)
            placed = picture.cells[cell]
            if placed is None:
                paint_space(painter, rect, picture.colours[cell], self.colourblind)
            else:
                paint_tile(painter, rect, placed[0], placed[1], self.colourblind, faults.get(cell, {}))
            if cell in picture.chip:  # around the change marks, so both show
                ring = QPainterPath()
                grow = side * GAP * 0.75
                ring.addRoundedRect(rect.adjusted(-grow, -grow, grow, grow), 5, 5)
                chip = chip.united(ring)
        accent = QColor(theme.ACCENT)
        for cell in picture.changed | picture.emptied:
            rect = self.cell_rect(cell).adjusted(side * 0.02, side * 0.02, -side * 0.02, -side * 0.02)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#ffffff"), max(2.0, side * 0.1)))
            painter.drawRoundedRect(rect, 4, 4)
            style = Qt.PenStyle.DashLine if cell in picture.emptied else Qt.PenStyle.SolidLine
            painter.setPen(QPen(accent, max(1.2, side * 0.06), style))
            painter.drawRoundedRect(rect, 4, 4)
        if not chip.isEmpty():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(look()["chip"]), max(1.6, side * 0.06)))
            painter.drawPath(chip.simplified())
