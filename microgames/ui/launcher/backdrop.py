"""The launcher's backdrop, painted from shipped pictures: faint cells at its edges and the cards' soft shadows.

A cell is a shipped radial gradient (``resources/launcher/cell.png``) drawn at its size: the
gradient's types and enums cost time to make for Python at start-up, and its fill more than the
picture's. A blur costs more to draw than the rest of the launcher (and its graphics-effect types cost time
to make for Python at start-up), while the shadow of a rounded card is the same all along each
straight edge: the blurred shadow of one small card (``resources/launcher/shadow.png``, and
``shadow@2x.png`` for high-DPI screens), its corners kept and its middle stretched, is the shadow
of a card of any size. The pictures are made by ``python -m microgames.ui.launcher.pictures``; a test
checks that they still match the blur.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmap

from microgames.resources import resource_path
from microgames.ui.theme import ACCENT, CARD_RADIUS

SHADOW_BLUR = 14  # as soft as a 28-pixel QGraphicsDropShadowEffect (which blurs a half-size copy)
SHADOW_OFFSET = 6  # the shadow falls this far below its card
SHADOW_ALPHA = 38
SHADOW_MARGIN = 2 * SHADOW_BLUR + SHADOW_OFFSET  # how far a shadow reaches past its card
#: The card whose shadow is shipped: its middle lies further from every edge than the blur reaches.
MODEL = 2 * (CARD_RADIUS + 2 * SHADOW_BLUR + 2 * SHADOW_OFFSET) + 1
CORNER = SHADOW_MARGIN + MODEL // 2  # the part of the picture kept whole at each side
PICTURES = {1: "launcher/shadow.png", 2: "launcher/shadow@2x.png"}
CELL_PICTURE = "launcher/cell.png"
CELL_SIDE = 256  # the cell picture's side: a faint gradient scales up without a visible step
#: The cells: (x, y) of the centre as a share of the backdrop's width and height, radius as a share of its width.
CELLS = ((0.04, 0.12, 0.22), (0.97, 0.2, 0.16), (0.9, 0.92, 0.26), (0.08, 0.86, 0.12), (0.55, 1.02, 0.1))


def draw_cell(painter: QPainter, centre: QPointF, radius: float) -> None:
    """One cell drawn as a radial gradient (what the shipped picture holds)."""
    from PySide6.QtGui import QBrush, QRadialGradient

    base = QColor(ACCENT)
    red, green, blue = base.red(), base.green(), base.blue()
    gradient = QRadialGradient(centre, radius)
    gradient.setColorAt(0, QColor(red, green, blue, 30))
    gradient.setColorAt(0.7, QColor(red, green, blue, 14))
    gradient.setColorAt(1, QColor(red, green, blue, 0))
    cell = QPainterPath()
    cell.addEllipse(centre, radius, radius)
    painter.fillPath(cell, QBrush(gradient))


def cell_image() -> QImage:
    """The picture of one cell, as shipped."""
    image = QImage(CELL_SIDE, CELL_SIDE, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_cell(painter, QPointF(CELL_SIDE / 2, CELL_SIDE / 2), CELL_SIDE / 2)
    painter.end()
    return image


@cache
def shipped_cell() -> QPixmap | None:
    try:
        pixmap = QPixmap(str(resource_path(CELL_PICTURE)))
    except FileNotFoundError:
        return None
    return None if pixmap.isNull() else pixmap


def paint_cells(painter: QPainter, width: float, height: float) -> None:
    """The faint cells drifting at the edges of a backdrop of this size (none when the picture is missing)."""
    pixmap = shipped_cell()
    if pixmap is None:
        return
    side = max(width, 900)
    for fx, fy, fr in CELLS:  # not smoothed: neighbouring pixels of so faint a gradient differ by less than a level
        radius = fr * side
        painter.drawPixmap(QRectF(fx * width - radius, fy * height - radius, 2 * radius, 2 * radius), pixmap,
                           QRectF(pixmap.rect()))


def blurred_shadow(width: int, height: int, ratio: int) -> QImage:
    """The shadow of a card of ``width`` × ``height`` drawn by a blur, reaching SHADOW_MARGIN past it."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPen
    from PySide6.QtWidgets import QGraphicsBlurEffect, QGraphicsScene

    side, tall = width + 2 * SHADOW_MARGIN, height + 2 * SHADOW_MARGIN
    image = QImage(side * ratio, tall * ratio, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    scene = QGraphicsScene(0, 0, side, tall)
    shape = QPainterPath()
    shape.addRoundedRect(QRectF(SHADOW_MARGIN, SHADOW_MARGIN + SHADOW_OFFSET, width, height), CARD_RADIUS, CARD_RADIUS)
    item = scene.addPath(shape, QPen(Qt.PenStyle.NoPen), QColor(0, 0, 0, SHADOW_ALPHA))
    blur = QGraphicsBlurEffect()
    blur.setBlurRadius(SHADOW_BLUR)
    item.setGraphicsEffect(blur)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter)  # the whole scene over the whole picture
    painter.end()
    return image


@cache
def shipped_shadow(ratio: int) -> QPixmap | None:
    """The shipped shadow of the model card at ``ratio`` (1 or 2) device pixels, or None when it is missing."""
    try:
        pixmap = QPixmap(str(resource_path(PICTURES[ratio])))
    except FileNotFoundError:
        return None
    return None if pixmap.isNull() else pixmap


def _cuts(outer: float, corner: float, picture: float, scale: float) -> list[tuple[float, float, float, float]]:
    """Along one side: (target start, target length, source start, source length) of the picture's pieces.

    The ends are kept whole and a one-pixel middle is stretched between them; a card smaller than the
    model takes each half from its own end.
    """
    if outer < 2 * corner:
        half = outer / 2
        return [(0, half, 0, half * scale), (half, half, picture - half * scale, half * scale)]
    return [(0, corner, 0, corner * scale), (corner, outer - 2 * corner, corner * scale, scale),
            (outer - corner, corner, picture - corner * scale, corner * scale)]


def paint_card_shadow(painter: QPainter, card: QRectF, ratio: float) -> None:
    """Paint the shadow of ``card`` (in the painter's units) on a screen of ``ratio`` device pixels per unit."""
    pixmap = shipped_shadow(1 if ratio <= 1 else 2)
    if pixmap is None:
        return
    scale = pixmap.width() / (MODEL + 2 * SHADOW_MARGIN)
    left, top = card.left() - SHADOW_MARGIN, card.top() - SHADOW_MARGIN
    across = _cuts(card.width() + 2 * SHADOW_MARGIN, CORNER, pixmap.width(), scale)
    down = _cuts(card.height() + 2 * SHADOW_MARGIN, CORNER, pixmap.height(), scale)
    for x, width, source_x, source_width in across:
        for y, height, source_y, source_height in down:
            painter.drawPixmap(QRectF(left + x, top + y, width, height), pixmap,
                               QRectF(source_x, source_y, source_width, source_height))
