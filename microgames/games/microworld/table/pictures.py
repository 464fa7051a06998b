"""Draw the pictures of the Microworld rules page into resources/microworld/ with the table's own painters,
so that the rules show exactly what the table shows.

    QT_QPA_PLATFORM=offscreen python -m microgames.games.microworld.table.pictures
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QApplication, QGraphicsScene, QStyleOptionGraphicsItem

from microgames.games.microworld import board as boards
from microgames.games.microworld.genes import GENE_KEYS, GENE_NAMES, MUTATION_NAMES, MUTATION_SHORT, TARGET_NAMES
from microgames.games.microworld.geometry import ADJACENT, CELLS
from microgames.games.microworld.table.items import (RADIUS, CellLook, cell_centre, cell_path, paint_cell,
                                                     paint_gene, paint_pawn_with_token, paint_token)
from microgames.games.microworld.table.scoreshow import PointsPop
from microgames.games.microworld.table.components import GeneSummary, TileItem
from microgames.engine.words import shown
from microgames.ui.language import translate
from microgames.ui.tablekit.pictures import canvas, draw_pictures

OUT = Path(__file__).resolve().parents[4] / "resources" / "microworld"
COLOURS = (QColor("#b5322f"), QColor("#2f6fb5"))
#: a few pawns on the pictured board: (cell, seat, flipped, radiated)
PAWNS_SHOWN = ((4, 0, False, False), (5, 1, False, False), (8, 0, False, False), (9, 1, True, False),
               (13, 0, False, False), (24, 1, False, True), (27, 1, False, False), (28, 0, False, False))


def _image(width: int, height: int, draw: Callable[[QPainter], None]) -> QImage:
    image, painter = canvas(width, height)
    draw(painter)
    painter.end()
    return image


def board_picture() -> QImage:
    """The board 1A-3B-2A-4B with a few pawns (one flipped, one carrying radiation) and its gene spaces."""
    board = boards.parse("1A-3B-2A-4B")
    shown = {cell: (seat, flipped, radiated) for cell, seat, flipped, radiated in PAWNS_SHOWN}

    def draw(painter: QPainter) -> None:
        painter.translate(150, 150)
        painter.scale(140 / RADIUS, 140 / RADIUS)
        for shape in CELLS:
            pawns = (shown[shape.id],) if shape.id in shown else ()
            look = CellLook(board.kinds[shape.id], gene_space=shape.id in board.gene_cells, pawns=pawns)
            paint_cell(painter, shape, look, COLOURS.__getitem__, False)

    return _image(300, 300, draw)


def _tissue_shown(code: str, cell: int, shown: dict[int, tuple[int, bool, bool]]) -> QImage:
    """A board with the tissue of ``cell`` picked out, the others dimmed, and the pawns ``shown``."""
    board = boards.parse(code)
    tissue = board.tissue_of[cell]

    def draw(painter: QPainter) -> None:
        painter.translate(110, 110)
        painter.scale(100 / RADIUS, 100 / RADIUS)
        for shape in CELLS:
            inside = board.tissue_of[shape.id] == tissue
            pawns = (shown[shape.id],) if shape.id in shown else ()
            look = CellLook(board.kinds[shape.id], pawns=pawns, dim=not inside, chosen=inside)
            paint_cell(painter, shape, look, COLOURS.__getitem__, False)

    return _image(220, 220, draw)


def tissue_picture() -> QImage:
    """The nervous tissue of 6 cells picked out at the end: the flipped anticorps pawn is removed, the Viruses
    win it 3 to 1."""
    return _tissue_shown("1A-3B-2A-4B", 2, {2: (0, False, False), 13: (0, False, False), 16: (0, False, False),
                                            5: (1, False, False), 9: (1, True, False), 4: (1, False, False)})


def flip_picture() -> QImage:
    """The Flip pawn example: the muscular tissue 6-39-35-32 of board 1B-2A-4A-3A, where the Viruses placed in 39
    and flipped the anticorps pawn in 35; without it they win the tissue 2 to 1."""
    return _tissue_shown("1B-2A-4A-3A", 6, {32: (0, False, False), 35: (1, True, False), 6: (1, False, False),
                                            39: (0, False, False)})


#: The rulebook's example of each gene power, on board 1A-2A-3A-4A: the token used, the cell placed in (outlined),
#: the pawns around it as (cell, seat, flipped, radiated), bottom first in a cell, the points label over the new
#: pawn (or ``label_dy`` from the pawn), and for Move opponent's pawn the cell the moved pawn came from.
POWER_EXAMPLES: dict[str, dict[str, object]] = {
    "anywhere": {"cell": 24, "pawns": ((24, 0), (21, 0), (27, 0), (22, 1)), "points": "+2"},
    "double": {"cell": 14, "pawns": ((14, 1), (11, 1), (13, 1), (18, 1), (17, 0)), "points": "+3 +3"},
    "opponent": {"cell": 34, "pawns": ((34, 1), (31, 0), (33, 0), (37, 0), (38, 1)), "points": "+1 +2"},
    "block": {"cell": 28, "pawns": ((28, 1), (25, 1), (29, 1), (24, 0), (27, 0)), "points": "+0"},
    "occupied": {"cell": 17, "pawns": ((17, 1), (17, 0), (16, 0), (13, 1)), "points": "+1"},
    "move": {"cell": 4, "pawns": ((4, 0), (8, 1), (5, 0)), "points": QT_TRANSLATE_NOOP("MicroworldPictures", "+token"),
             "moved_from": 9, "label_dy": 36},
    "radiation": {"cell": 26, "pawns": ((26, 1, False, True), (15, 0), (18, 0), (19, 0)),
                  "points": QT_TRANSLATE_NOOP("MicroworldPictures", "0 for the tissue"), "tissue": True},
}


def _pawn(entry: tuple[int, ...]) -> tuple[int, bool, bool]:
    return entry[1], bool(entry[2]) if len(entry) > 2 else False, bool(entry[3]) if len(entry) > 3 else False


def power_picture(key: str) -> QImage:
    """A gene power's example from the rulebook: the neighbourhood of the cell placed in (or its tissue), the
    pawns, the token used in the corner and the points over the new pawn."""
    example = POWER_EXAMPLES[key]
    board = boards.parse("1A-2A-3A-4A")
    cell = int(str(example["cell"]))
    pawns: dict[int, tuple[tuple[int, bool, bool], ...]] = {}
    for entry in example["pawns"]:  # type: ignore[attr-defined]
        pawns[entry[0]] = pawns.get(entry[0], ()) + (_pawn(entry),)
    moved_from = example.get("moved_from")
    if example.get("tissue"):
        near = {c for c in range(len(CELLS)) if board.tissue_of[c] == board.tissue_of[cell]}
    else:
        near = {cell, *ADJACENT[cell]} | ({int(str(moved_from))} if moved_from is not None else set())
    area = QRectF()
    for c in near:
        area = area.united(cell_path(CELLS[c]).boundingRect())
    zoom = 180 / max(area.width(), area.height())

    def draw(painter: QPainter) -> None:
        frame = QPainterPath()
        frame.addRoundedRect(QRectF(3, 3, 214, 214), 18, 18)
        painter.setClipPath(frame)  # a round-cornered window onto the board
        painter.save()
        painter.translate(110, 110)
        painter.scale(zoom, zoom)
        painter.translate(-area.center())
        for shape in CELLS:
            look = CellLook(board.kinds[shape.id], gene_space=shape.id in board.gene_cells and shape.id != cell,
                            pawns=pawns.get(shape.id, ()), dim=shape.id not in near, chosen=shape.id == cell)
            paint_cell(painter, shape, look, COLOURS.__getitem__, False)
        if moved_from is not None:  # where the moved pawn stood, faint, and the way it went
            start = cell_centre(CELLS[int(str(moved_from))])
            end = cell_centre(CELLS[next(c for c, p in pawns.items() if c != cell and p[0][0] == 1)])
            painter.setOpacity(0.35)
            paint_pawn_with_token(painter, start, 1, COLOURS[1], False, False, False)
            painter.setOpacity(1.0)
            tail, tip = start + (end - start) * 0.3, start + (end - start) * 0.72
            painter.setPen(QPen(QColor("#2d261d"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(tail, tip)
            painter.translate(tip)
            painter.rotate(math.degrees(math.atan2(tip.y() - tail.y(), tip.x() - tail.x())))
            painter.setBrush(QColor("#2d261d"))
            painter.drawPolygon(QPolygonF([QPointF(4, 0), QPointF(-12, -9), QPointF(-12, 9)]))
        top = cell_centre(CELLS[cell])
        painter.restore()
        label = PointsPop(translate("MicroworldPictures", str(example["points"])), COLOURS[pawns[cell][-1][0]])
        painter.save()
        half = label.boundingRect().width() * 0.8 / 2  # a longer label of another language kept inside the frame
        x = 110 + (top.x() - area.center().x()) * zoom
        painter.translate(min(max(x, 6 + half), 214 - half),
                          110 + (top.y() - area.center().y()) * zoom + float(str(example.get("label_dy", -34))))
        painter.scale(0.8, 0.8)
        label.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.restore()
        painter.setClipping(False)
        painter.setPen(QPen(QColor("#9b8a74"), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(frame)
        paint_gene(painter, QPointF(26, 26), 34, GENE_KEYS.index(key))

    return _image(220, 220, draw)


def copy_picture() -> QImage:
    """Copy: the gene summary with the arrow on Double points, and the Copy token acting as it."""
    scene = QGraphicsScene()
    summary = GeneSummary()
    summary.arrow = GENE_KEYS.index("double")
    summary.setPos(110, 8)
    scene.addItem(summary)

    def draw(painter: QPainter) -> None:
        scene.render(painter, QRectF(0, 0, 220, 170), QRectF(0, 0, 220, 170))
        paint_gene(painter, QPointF(70, 192), 34, GENE_KEYS.index("copy"))
        painter.setPen(QColor("#2d261d"))
        font = QFont()
        font.setPixelSize(14)
        painter.setFont(font)
        painter.drawText(QRectF(92, 170, 126, 44), Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                         "= " + shown(GENE_NAMES[GENE_KEYS.index("double")]))

    return _image(220, 220, draw)


def pieces_picture() -> QImage:
    """The pawns (a virus, an anticorps, a flipped one, one with radiation), a face-down token and the nine
    face-up ones with their names."""
    def draw(painter: QPainter) -> None:
        for k, (seat, flipped, radiated) in enumerate(((0, False, False), (1, False, False), (1, True, False),
                                                      (0, False, True))):
            paint_pawn_with_token(painter, QPointF(30 + k * 50, 30), seat, COLOURS[seat], flipped, radiated, False,
                                  1.3)
        paint_token(painter, QPointF(230, 30), 36)
        for token in range(len(GENE_KEYS)):
            column, row = token % 3, token // 3
            centre = QPointF(24 + column * 190, 88 + row * 44)
            paint_gene(painter, centre, 34, token)
            painter.setPen(QColor("#2d261d"))
            name = shown(GENE_NAMES[token])
            font = QFont()
            for pixels in (11, 10, 9, 8):  # a longer name of another language a little smaller, never into the next
                font.setPixelSize(pixels)
                if QFontMetrics(font).horizontalAdvance(name) <= 145:  # clear of the next column's token
                    break
            painter.setFont(font)
            painter.drawText(QRectF(centre.x() + 22, centre.y() - 9, 165, 18), Qt.AlignmentFlag.AlignVCenter, name)

    return _image(570, 200, draw)


def tiles_picture() -> QImage:
    """The gene summary with its arrow, a target tile face up and won, rule tiles and a mutation tile."""
    scene = QGraphicsScene()
    summary = GeneSummary()
    summary.arrow = GENE_KEYS.index("double")
    summary.setPos(100, 10)
    scene.addItem(summary)
    items = (
        (TileItem(180, 70, shown(TARGET_NAMES["bone"]), translate("MicroworldPictures", "pawns in 4 osseous cells: +5 to the "
                                                                                   "first"), "", QColor("#b08d2f")),
         300, 45),
        (TileItem(180, 70, shown(TARGET_NAMES["chain"]), translate("MicroworldPictures", "won by the Anticorps (+5)"), "",
                  QColor("#4a4033"), face_down=True), 300, 125),
        (TileItem(180, 58, shown(MUTATION_NAMES["blocker"]), shown(MUTATION_SHORT["blocker"]), "", COLOURS[0], discs=3),
         490, 39),
        (TileItem(30, 30, "B", "", "", QColor("#6f6656")), 430, 110),
        (TileItem(30, 30, "C", "", "", QColor("#6f6656")), 466, 110),
    )
    for item, x, y in items:
        item.setPos(x, y)
        scene.addItem(item)
    return _image(590, 170, lambda painter: scene.render(painter, QRectF(0, 0, 590, 170), QRectF(0, 0, 590, 170)))


#: The pictures with words: each is drawn again in every language the app speaks (``draw_pictures``).
WORDED = {"rules-pieces.png", "rules-tiles.png", "rules-copy.png", "rules-move.png", "rules-radiation.png"}
PICTURES: dict[str, Callable[[], QImage]] = {
    "rules-board.png": board_picture, "rules-tissue.png": tissue_picture, "rules-pieces.png": pieces_picture,
    "rules-tiles.png": tiles_picture, "rules-flip.png": flip_picture, "rules-copy.png": copy_picture,
    **{f"rules-{key}.png": (lambda key=key: power_picture(key)) for key in POWER_EXAMPLES}}


def main() -> None:
    QApplication.instance() or QApplication([])
    for path in draw_pictures(PICTURES, WORDED, OUT):
        print(path)


if __name__ == "__main__":
    main()
