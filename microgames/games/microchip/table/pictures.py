"""Draw the small pictures of the Microchip rules page into resources/microchip/ with the table's own painters,
so the rules show exactly what the table shows; the tile names are drawn again in every language.

    QT_QPA_PLATFORM=offscreen python -m microgames.games.microchip.table.pictures
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QApplication

from microgames.engine.words import shown
from microgames.games.microchip.badges import faults
from microgames.games.microchip.scoring import score
from microgames.games.microchip.table.look import look, paint_badge, paint_space, paint_tile
from microgames.games.microchip.tiles import tileset
from microgames.games.microchip.words import ChipWords
from microgames.ui.tablekit.pictures import canvas, draw_pictures
from microgames.ui.tablekit.sceneparts import label_font

OUT = Path(__file__).resolve().parents[4] / "resources" / "microchip"
CELL = 48.0


def kind(colour: str, shape: str, copy: int = 0) -> int:
    return next(t.id for t in tileset().tiles if t.colour.key == colour and t.shape.key == shape and t.copy == copy)


def tiles_picture() -> QImage:
    shapes = [("B", "X"), ("R", "T"), ("G", "L"), ("Y", "I"), ("P", "E")]
    image, p = canvas(5 * 96, 104)
    for k, (colour, shape) in enumerate(shapes):
        t = tileset().tiles[kind(colour, shape)]
        rect = QRectF(k * 96 + 24, 6, CELL, CELL)
        paint_tile(p, rect, t.id, 0)
        p.setPen(QColor("#333333"))
        _caption(p, QRectF(k * 96, 60, 96, 18), shown(t.shape.name), 9, True)
        _caption(p, QRectF(k * 96, 78, 96, 18), shown(ChipWords.tr("%n connection(s)", None, t.shape.connections)),
                 8.5)
    p.end()
    return image


def _caption(p: QPainter, rect: QRectF, text: str, size: float, bold: bool = False) -> None:
    """``text`` centred on one line in ``rect``, a little smaller if a language's words are wider than the column
    (never into the next tile's caption)."""
    font = label_font(size, bold)
    width = QFontMetricsF(font).horizontalAdvance(text)
    if width > rect.width() - 4:
        font = label_font(size * (rect.width() - 4) / width, bold)
    p.setFont(font)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def board_picture(colours: list[str], layout: list[tuple[int, int] | None], columns: int, glow: bool) -> QImage:
    """A few spaces of a board; on a 5×5 layout the badges and the microchip are the game's own."""
    rows = len(colours) // columns
    image, p = canvas(columns * CELL + 20, rows * CELL + 20)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(look()["board"]["light"]))
    p.drawRoundedRect(QRectF(0, 0, columns * CELL + 20, rows * CELL + 20), 10, 10)
    full: list[tuple[int, int] | None] = [None] * 25
    for index, placed in enumerate(layout):
        full[(index // columns) * 5 + index % columns] = placed
    found = faults(full)
    chip = score(full, 0).microchip
    outline = QPainterPath()
    for index, placed in enumerate(layout):
        row, col = divmod(index, columns)
        cell = row * 5 + col
        rect = QRectF(10 + col * CELL + 2, 10 + row * CELL + 2, CELL - 4, CELL - 4)
        if placed is None:
            paint_space(p, rect, colours[index], False)
        else:
            paint_tile(p, rect, placed[0], placed[1], False, found.get(cell, {}))
        if cell in chip:
            ring = QPainterPath()
            ring.addRoundedRect(rect.adjusted(-3, -3, 3, 3), 7, 7)
            outline = outline.united(ring)
    if glow and not outline.isEmpty():
        gold = QColor(look()["chip"])
        for width, alpha in ((10, 60), (3, 255)):
            colour = QColor(gold)
            colour.setAlpha(alpha)
            p.setPen(QPen(colour, width))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(outline.simplified())
    for index, placed in enumerate(layout):
        row, col = divmod(index, columns)
        cell = row * 5 + col
        sides = found.get(cell)
        if placed is not None and sides:
            kind_ = "error" if "error" in sides.values() else "warning"
            paint_badge(p, QPointF(10 + col * CELL + CELL - 8, 10 + row * CELL + 8), 16, kind_)
    p.end()
    return image


#: A closed microchip (gold) of 5 tiles and 10 connections, and a terminal outside it costing 2; an error (a wire
#: off the board, a wire against a blank edge) and a warning (a wire to an empty space).
PICTURES: dict[str, Callable[[], QImage]] = {
    "rules-tiles.png": tiles_picture,
    "rules-microchip.png": lambda: board_picture(
        ["B", "R", "G", "Y", "P", "R", "G", "Y", "P", "B"],
        [(kind("B", "L"), 1), (kind("R", "T"), 0), (kind("G", "E"), 3), None, None,
         (kind("R", "L"), 0), (kind("G", "L"), 3), None, (kind("P", "E"), 2), None], 5, True),
    "rules-badges.png": lambda: board_picture(
        ["B", "R", "G", "Y", "P", "R", "G", "Y", "P", "B"],
        [(kind("B", "E"), 0), (kind("R", "E"), 1), (kind("G", "I"), 0), None, None,
         None, None, None, (kind("P", "E"), 3), None], 5, False),
}
WORDED = {"rules-tiles.png"}  # drawn again in every language the app speaks


def main() -> None:
    QApplication.instance() or QApplication([])
    for path in draw_pictures(PICTURES, WORDED, OUT):
        print(path)


if __name__ == "__main__":
    main()
