"""The pictures of the Remediate rules page, drawn by the table's own painters, so the rules show what the table shows.

    python -m microgames.games.remediate.table.gallery

writes ``rules-genes.png`` (every gene kind), ``rules-world.png`` (the
environments and recycle cards) and ``rules-turn.png`` (one turn: draw, drag
a gene onto its slot, remediate) into ``resources/remediate/``, and each again
in every language the app speaks (``rules-genes.de.png``: the cards' words).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen

from microgames.engine.words import shown
from microgames.games.remediate import cards as C
from microgames.games.remediate.table.flights import paint_plastic
from microgames.games.remediate.table.look import (
    look, paint_back, paint_environment, paint_frame, paint_gene, paint_holdings, paint_recycle, paint_slot,
    wrapped,
)
from microgames.games.remediate.table.text import TableWords
from microgames.ui.tablekit.pictures import canvas, draw_pictures

CARD_W, CARD_H = 120.0, 120.0 / 0.72
GAP = 12.0
GENES_PER_ROW = 5  # shown 660 points wide on the rules page: each card at about its drawn size, its text readable
WORLD_PER_ROW = 6
GENE_GROWTH = 1.4  # see draw_genes


def gene_kinds() -> list[int]:
    """Every gene kind once, by type then name: the cards of the gallery."""
    return sorted(range(len(C.KIND_NAME)), key=lambda k: (C.KIND_TYPE[k], C.KIND_NAME[k]))


def draw_genes() -> QImage:
    """Every gene card, each painted at ``GENE_GROWTH`` times the gallery's card and drawn back to it: the card's
    fonts grow with it, so the longest rules text fits whole above the smallest font the painter uses (a smaller
    card would cut it off), in every language."""
    kinds = gene_kinds()
    rows = (len(kinds) + GENES_PER_ROW - 1) // GENES_PER_ROW
    image, painter = canvas(GENES_PER_ROW * (CARD_W + GAP), rows * (CARD_H + GAP))
    painter.scale(1 / GENE_GROWTH, 1 / GENE_GROWTH)
    for index, kind in enumerate(kinds):
        row, col = divmod(index, GENES_PER_ROW)
        rect = QRectF(col * (CARD_W + GAP), row * (CARD_H + GAP), CARD_W, CARD_H)
        grown = QRectF(rect.topLeft() * GENE_GROWTH, rect.size() * GENE_GROWTH)
        paint_gene(painter, grown, C.CARDS_OF_KIND[kind][0])
    painter.end()
    return image


def draw_world() -> QImage:
    """The environments (the Laboratory first) with their plastic, then the three recycle cards."""
    envs = [C.FIRST_ENV, *C.OTHER_ENVS]
    count = len(envs) + len(C.RECYCLE_NAME)
    rows = (count + WORLD_PER_ROW - 1) // WORLD_PER_ROW
    image, painter = canvas(WORLD_PER_ROW * (CARD_W + GAP), rows * (CARD_H + GAP))
    for index, env in enumerate(envs):
        row, col = divmod(index, WORLD_PER_ROW)
        paint_environment(painter, QRectF(col * (CARD_W + GAP), row * (CARD_H + GAP), CARD_W, CARD_H), env,
                          C.ENV_PLASTIC[env])
    for pile in range(len(C.RECYCLE_NAME)):
        row, col = divmod(len(envs) + pile, WORLD_PER_ROW)
        paint_recycle(painter, QRectF(col * (CARD_W + GAP), row * (CARD_H + GAP), CARD_W, CARD_H), pile,
                      C.RECYCLE_CARDS[pile], C.RECYCLE_COST[pile])
    painter.end()
    return image


def _arrow(painter: QPainter, start: QPointF, end: QPointF) -> None:
    painter.setPen(QPen(QColor(look()["legal"]), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    path = QPainterPath(start)
    path.quadTo((start + end) / 2 + QPointF(0, -30), end)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    tip, back = path.pointAtPercent(1.0), path.pointAtPercent(0.9)
    along = tip - back
    length = max(1.0, (along.x() ** 2 + along.y() ** 2) ** 0.5)
    unit, normal = along / length, QPointF(-along.y() / length, along.x() / length)
    painter.drawLine(tip, tip - unit * 14 + normal * 8)
    painter.drawLine(tip, tip - unit * 14 - normal * 8)


def draw_turn() -> QImage:
    """Three moments of a turn: draw from the pool, drag a gene onto its lit slot, remediate into the stash."""
    w, h = 3 * 300.0, 250.0
    image, painter = canvas(w, h)
    ink = QColor(look()["card_ink"])
    small = QRectF(0, 0, 84, 84 / 0.72)
    petase = C.CARDS_OF_KIND[C.KIND_BY_NAME["PETase"]][0]
    captions = (TableWords.tr("1. Draw: click the gene pool"), TableWords.tr("2. Clone: drag a gene onto its lit slot"),
                TableWords.tr("3. Remediate, recycle or pass"))
    for step, caption in enumerate(shown(caption) for caption in captions):
        left = step * 300.0
        wrapped(painter, QRectF(left + 10, 6, 280, 40), caption, 12, ink, bold=True)
        top = 60.0
        if step == 0:
            pool = small.translated(left + 20, top)
            paint_frame(painter, pool, "legal")
            paint_back(painter, pool, look()["gene_back"], "Gene pool")
            hand = small.translated(left + 180, top + 10)
            paint_gene(painter, hand, petase)
            _arrow(painter, QPointF(pool.right() + 6, pool.center().y()), QPointF(hand.left() - 6, hand.center().y()))
        elif step == 1:
            slot = small.translated(left + 30, top)
            paint_frame(painter, slot, "legal")
            paint_slot(painter, slot, C.REMEDIATION)
            other = small.translated(left + 130, top)
            paint_slot(painter, other, C.SUPPORT)
            dragged = small.translated(left + 70, top + 60)
            paint_gene(painter, dragged, petase)
            _arrow(painter, QPointF(dragged.center().x(), dragged.top() - 4), QPointF(slot.center().x(), slot.center().y()))
        else:
            env = QRectF(left + 10, top, 100, 100 / 0.72)
            paint_environment(painter, env, C.FIRST_ENV, 18)
            token = QRectF(left + 200, top + 10, 48, 48)
            paint_plastic(painter, token, 2)
            stash = QRectF(left + 130, top + 100, 160, 46)
            paint_holdings(painter, stash, 2, (0, 0, 0))
            _arrow(painter, QPointF(env.right() + 6, env.top() + 34), QPointF(token.left() - 6, token.center().y()))
    painter.end()
    return image


PICTURES = {"rules-genes.png": draw_genes, "rules-world.png": draw_world, "rules-turn.png": draw_turn}
WORDED = set(PICTURES)  # each has the cards' words: drawn again in every language the app speaks


def write_pictures(folder: Path) -> list[Path]:
    """Draw every picture of the rules page into ``folder``, in every language."""
    return draw_pictures(PICTURES, WORDED, folder)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from microgames.resources import resources_dir

    app = QApplication.instance() or QApplication(sys.argv)
    for path in write_pictures(resources_dir() / "remediate"):
        print(path)
    return 0 if app is not None else 1


if __name__ == "__main__":
    sys.exit(main())
