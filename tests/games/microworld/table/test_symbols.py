"""Every gene power and every tissue kind has its symbol in the vector art, drawn where the tokens and marks are."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from microgames.games.microworld.genes import GENE_KEYS, GENE_NAMES
from microgames.games.microworld.table.items import KIND_COLOURS, SYMBOL_ART, paint_symbol
from microgames.games.microworld.table.components import TokenItem
from microgames.games.microworld.table.items import paint_gene
from microgames.ui.art import svg_renderer

SIDE = 48


def picture(draw) -> QImage:  # type: ignore[no-untyped-def]
    image = QImage(SIDE, SIDE, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter)
    painter.end()
    return image


def inked(image: QImage) -> int:
    """How many pixels are clearly darker than the paper."""
    return sum(1 for x in range(image.width()) for y in range(image.height())
               if QColor(image.pixel(x, y)).lightness() < 140)


@pytest.fixture(scope="module")
def app():  # type: ignore[no-untyped-def]
    from microgames.ui.app import make_application

    return make_application()


@pytest.mark.parametrize("key", GENE_KEYS)
def test_each_gene_power_has_its_own_symbol_on_its_token(app, key: str) -> None:  # type: ignore[no-untyped-def]
    renderer = svg_renderer(SYMBOL_ART)
    assert renderer is not None and renderer.elementExists(f"gene-{key}")
    token = GENE_KEYS.index(key)
    symbol = picture(lambda p: paint_symbol(p, f"gene-{key}", QRectF(0, 0, SIDE, SIDE)))
    assert inked(symbol) > SIDE * SIDE // 12  # a bold shape, legible when small
    others = [picture(lambda p, k=k: paint_symbol(p, f"gene-{k}", QRectF(0, 0, SIDE, SIDE))) for k in GENE_KEYS
              if k != key]
    assert all(symbol != other for other in others)
    on_token = picture(lambda p: paint_gene(p, QPointF(SIDE / 2, SIDE / 2), SIDE, token))
    middle = on_token.copy(SIDE // 4, SIDE // 4, SIDE // 2, SIDE // 2)  # inside the outline: the symbol's ink
    assert inked(middle) > SIDE * SIDE // 40
    assert TokenItem(token).toolTip().startswith(f"{GENE_NAMES[token]}: ")  # the hover text names the power


@pytest.mark.parametrize("kind", sorted(KIND_COLOURS))
def test_each_tissue_kind_has_its_colourblind_mark(app, kind: str) -> None:  # type: ignore[no-untyped-def]
    mark = picture(lambda p: paint_symbol(p, f"kind-{kind}", QRectF(0, 0, SIDE, SIDE)))
    assert inked(mark) > SIDE * SIDE // 12
