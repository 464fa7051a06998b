"""Draw the small pictures of the Microchip rules page into resources/microchip/ (offscreen).

    python scripts/microchip_pictures.py

They use the table's own painters, so the rules show exactly what the table shows.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QPainterPath, QPen  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from microgames.games.microchip.badges import faults  # noqa: E402
from microgames.games.microchip.scoring import score  # noqa: E402
from microgames.games.microchip.tiles import tileset  # noqa: E402
from microgames.games.microchip.table.look import look, paint_badge, paint_space, paint_tile  # noqa: E402
from microgames.ui.tablekit.sceneparts import label_font  # noqa: E402
from microgames.ui.tablekit.pictures import canvas  # noqa: E402

OUT = ROOT / "resources" / "microchip"
CELL = 48.0


def kind(colour: str, shape: str, copy: int = 0) -> int:
    return next(t.id for t in tileset().tiles if t.colour.key == colour and t.shape.key == shape and t.copy == copy)


def tiles_picture() -> None:
    shapes = [("B", "X"), ("R", "T"), ("G", "L"), ("Y", "I"), ("P", "E")]
    image, p = canvas(5 * 96, 104)
    for k, (colour, shape) in enumerate(shapes):
        t = tileset().tiles[kind(colour, shape)]
        rect = QRectF(k * 96 + 24, 6, CELL, CELL)
        paint_tile(p, rect, t.id, 0)
        p.setPen(QColor("#333333"))
        p.setFont(label_font(9, True))
        p.drawText(QRectF(k * 96, 60, 96, 18), Qt.AlignmentFlag.AlignCenter, t.shape.name)
        p.setFont(label_font(8.5))
        n = t.shape.connections
        p.drawText(QRectF(k * 96, 78, 96, 18), Qt.AlignmentFlag.AlignCenter, f"{n} connection{'s' if n > 1 else ''}")
    p.end()
    image.save(str(OUT / "rules-tiles.png"))


def board_picture(name: str, colours: list[str], layout: list[tuple[int, int] | None], columns: int,
                  glow: bool) -> None:
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
    image.save(str(OUT / name))


def main() -> int:
    QApplication.instance() or QApplication([])
    tiles_picture()
    # a closed microchip (gold) of 5 tiles and 10 connections, and a terminal outside it costing 2
    board_picture("rules-microchip.png", ["B", "R", "G", "Y", "P", "R", "G", "Y", "P", "B"],
                  [(kind("B", "L"), 1), (kind("R", "T"), 0), (kind("G", "E"), 3), None, None,
                   (kind("R", "L"), 0), (kind("G", "L"), 3), None, (kind("P", "E"), 2), None], 5, True)
    # an error (a wire off the board, a wire against a blank edge) and a warning (a wire to an empty space)
    board_picture("rules-badges.png", ["B", "R", "G", "Y", "P", "R", "G", "Y", "P", "B"],
                  [(kind("B", "E"), 0), (kind("R", "E"), 1), (kind("G", "I"), 0), None, None,
                   None, None, None, (kind("P", "E"), 3), None], 5, False)
    print("wrote", ", ".join(f"resources/microchip/{n}" for n in ("rules-tiles.png", "rules-microchip.png",
                                                                   "rules-badges.png")))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
