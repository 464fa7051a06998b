"""The launcher's shipped pictures: each still matches what it was made from, and the cut shadow fits any card."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from microgames.resources import resource_path
from microgames.ui.app import make_application
from microgames.ui.art import SHIPPED_FOLDER, shipped_picture, svg_name
from microgames.ui.launcher.pictures import RATIOS, draw_svg, launcher_pictures
from microgames.ui.launcher.backdrop import (
    CELL_PICTURE, CELLS, MODEL, PICTURES, SHADOW_MARGIN, blurred_shadow, cell_image, draw_cell, paint_card_shadow,
    paint_cells,
)

REMAKE = "remake them with: python -m microgames.ui.launcher.pictures"


def _difference(one: QImage, other: QImage) -> int:
    """The largest difference of one channel of one pixel between two pictures of the same size."""
    assert (one.width(), one.height()) == (other.width(), other.height())
    converted = [image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied) for image in (one, other)]
    first, second = (bytes(image.constBits()) for image in converted)  # (the pixels of a kept picture)
    return 0 if first == second else max(abs(a - b) for a, b in zip(first, second))


def test_every_picture_of_a_first_start_is_shipped_and_matches_its_svg(qapp) -> None:  # type: ignore[no-untyped-def]
    make_application()  # the launcher's look: the cards' borders leave the art its width
    pictures = launcher_pictures()
    assert len(pictures) == 4  # three games' art and the app icon
    for relative, (width, height) in pictures.items():
        name = svg_name(relative)
        assert name is not None
        for ratio in RATIOS:
            size = (width * ratio, height * ratio)
            shipped = shipped_picture(name, *size)
            assert shipped is not None, f"no picture of {relative} at {size}: {REMAKE}"
            assert _difference(QImage(str(shipped)), draw_svg(relative, *size)) <= 2, f"{shipped.name}: {REMAKE}"
    shipped_names = {path.name for path in resource_path(SHIPPED_FOLDER).iterdir()}
    wanted = {f"{svg_name(relative)}-{w * ratio}x{h * ratio}.png" for relative, (w, h) in pictures.items()
              for ratio in RATIOS} | {relative.rpartition("/")[2] for relative in (*PICTURES.values(), CELL_PICTURE)}
    assert shipped_names == wanted  # no picture left over from an older SVG


@pytest.mark.parametrize("ratio", sorted(PICTURES))
def test_the_shipped_shadow_is_the_blur_of_the_model_card(qapp, ratio: int) -> None:  # type: ignore[no-untyped-def]
    assert _difference(QImage(str(resource_path(PICTURES[ratio]))), blurred_shadow(MODEL, MODEL, ratio)) <= 1, REMAKE


CARDS = [(304, 331), (1020, 136), (1020, 76)]  # a game card, recent games, the resume card (smaller than the model)


@pytest.mark.parametrize("ratio", sorted(PICTURES))
@pytest.mark.parametrize("size", CARDS)
def test_the_cut_shadow_is_the_blur_of_a_card_of_any_size(qapp, ratio: int,  # type: ignore[no-untyped-def]
                                                          size: tuple[int, int]) -> None:
    width, height = size
    blurred = blurred_shadow(width, height, ratio)
    cut = QImage(blurred.width(), blurred.height(), QImage.Format.Format_ARGB32_Premultiplied)
    cut.fill(QColor(0, 0, 0, 0))
    cut.setDevicePixelRatio(ratio)
    painter = QPainter(cut)
    paint_card_shadow(painter, QRectF(SHADOW_MARGIN, SHADOW_MARGIN, width, height), ratio)
    painter.end()
    assert _difference(cut, blurred) <= 2  # out of 255: the same shadow to the eye


def _backdrop(width: int, height: int, paint) -> QImage:  # type: ignore[no-untyped-def]
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#f4f1ea"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter)
    painter.end()
    return image


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_cells_painted_from_the_shipped_picture_are_the_gradients(qapp,  # type: ignore[no-untyped-def]
                                                                     size: tuple[int, int]) -> None:
    assert _difference(QImage(str(resource_path(CELL_PICTURE))), cell_image()) <= 1, REMAKE
    width, height = size

    def gradients(painter: QPainter) -> None:
        for fx, fy, fr in CELLS:
            draw_cell(painter, QPointF(fx * width, fy * height), fr * max(width, 900))

    pictured = _backdrop(width, height, lambda painter: paint_cells(painter, width, height))
    assert _difference(pictured, _backdrop(width, height, gradients)) <= 2
