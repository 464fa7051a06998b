"""The soft shadow under the launcher's cards, painted from a shipped picture cut in nine.

A blur costs more to draw than the rest of the launcher (and its graphics-effect types cost time
to make for Python at start-up), while the shadow of a rounded card is the same all along each
straight edge: the blurred shadow of one small card (``resources/launcher/shadow.png``, and
``shadow@2x.png`` for high-DPI screens), its corners kept and its middle stretched, is the shadow
of a card of any size. The pictures are made by ``python -m microgames.ui.launcherart``; a test
checks that they still match the blur.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmap

from microgames.resources import resource_path
from microgames.ui.theme import CARD_RADIUS

SHADOW_BLUR = 14  # as soft as a 28-pixel QGraphicsDropShadowEffect (which blurs a half-size copy)
SHADOW_OFFSET = 6  # the shadow falls this far below its card
SHADOW_ALPHA = 38
SHADOW_MARGIN = 2 * SHADOW_BLUR + SHADOW_OFFSET  # how far a shadow reaches past its card
#: The card whose shadow is shipped: its middle lies further from every edge than the blur reaches.
MODEL = 2 * (CARD_RADIUS + 2 * SHADOW_BLUR + 2 * SHADOW_OFFSET) + 1
CORNER = SHADOW_MARGIN + MODEL // 2  # the part of the picture kept whole at each side
PICTURES = {1: "launcher/shadow.png", 2: "launcher/shadow@2x.png"}


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
