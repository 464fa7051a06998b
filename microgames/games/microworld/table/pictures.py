"""Draw the pictures of the Microworld rules page into resources/microworld/ with the table's own painters,
so that the rules show exactly what the table shows.

    QT_QPA_PLATFORM=offscreen python -m microgames.games.microworld.table.pictures
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from microgames.games.microworld import board as boards
from microgames.games.microworld.genes import GENE_KEYS, GENE_NAMES, MUTATION_NAMES, MUTATION_SHORT, TARGET_NAMES
from microgames.games.microworld.geometry import CELLS
from microgames.games.microworld.table.items import RADIUS, CellLook, paint_cell, paint_pawn_with_token, paint_token
from microgames.games.microworld.table.tableau import GeneSummary, TileItem, paint_gene
from microgames.ui.pictures import canvas

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


def pieces_picture() -> QImage:
    """The pawns (a virus, an anticorps, a flipped one, one with radiation), a face-down token and the nine
    face-up ones with their names."""
    def draw(painter: QPainter) -> None:
        for k, (seat, flipped, radiated) in enumerate(((0, False, False), (1, False, False), (1, True, False),
                                                      (0, False, True))):
            paint_pawn_with_token(painter, QPointF(30 + k * 50, 30), seat, COLOURS[seat], flipped, radiated, False,
                                  1.3)
        paint_token(painter, QPointF(230, 30), 36)
        font = QFont()
        font.setPixelSize(11)
        painter.setFont(font)
        for token in range(len(GENE_KEYS)):
            column, row = token % 3, token // 3
            centre = QPointF(24 + column * 190, 88 + row * 44)
            paint_gene(painter, centre, 34, token)
            painter.setPen(QColor("#2d261d"))
            painter.drawText(QRectF(centre.x() + 22, centre.y() - 9, 165, 18), Qt.AlignmentFlag.AlignVCenter,
                             GENE_NAMES[token])

    return _image(570, 200, draw)


def tiles_picture() -> QImage:
    """The gene summary with its arrow, a target tile face up and won, rule tiles and a mutation tile."""
    scene = QGraphicsScene()
    summary = GeneSummary()
    summary.arrow = GENE_KEYS.index("double")
    summary.setPos(100, 10)
    scene.addItem(summary)
    items = (
        (TileItem(180, 70, TARGET_NAMES["bone"], "target: +5 to the first", "", QColor("#b08d2f")), 300, 45),
        (TileItem(180, 70, TARGET_NAMES["chain"], "won by the Anticorps (+5)", "", QColor("#4a4033"), face_down=True),
         300, 125),
        (TileItem(180, 58, MUTATION_NAMES["blocker"], MUTATION_SHORT["blocker"], "", COLOURS[0], discs=3), 490, 39),
        (TileItem(30, 30, "B", "", "", QColor("#6f6656")), 430, 110),
        (TileItem(30, 30, "C", "", "", QColor("#6f6656")), 466, 110),
    )
    for item, x, y in items:
        item.setPos(x, y)
        scene.addItem(item)
    return _image(590, 170, lambda painter: scene.render(painter, QRectF(0, 0, 590, 170), QRectF(0, 0, 590, 170)))


PICTURES: dict[str, Callable[[], QImage]] = {
    "rules-board.png": board_picture, "rules-tissue.png": tissue_picture, "rules-pieces.png": pieces_picture,
    "rules-tiles.png": tiles_picture, "rules-flip.png": flip_picture}


def main() -> None:
    QApplication.instance() or QApplication([])
    for name, make in PICTURES.items():
        make().save(str(OUT / name))
        print(OUT / name)


if __name__ == "__main__":
    main()
