"""Game art for the launcher: the game's SVG drawn crisply at any size, or a fallback tile."""

from __future__ import annotations

import hashlib
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QLinearGradient, QPainter, QPainterPath, QPaintEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QWidget

from microgames.games.registry import GameEntry
from microgames.resources import resource_path

APP_ICON = "icons/microgames.svg"  # the same file packaging turns into the OS icons


@cache
def svg_renderer(relative: str) -> QSvgRenderer | None:
    """A renderer for an SVG resource, or None when it is missing or broken (cached)."""
    try:
        path = resource_path(relative)
    except FileNotFoundError:
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


def renderer_for(rules: GameEntry) -> QSvgRenderer | None:
    """The game's art, or None when it has none (yet) or the file is broken."""
    return svg_renderer(rules.art) if rules.art else None


@cache
def app_icon() -> QIcon:
    """The app's icon, drawn from its SVG at whatever size the platform asks for, when it asks."""
    try:
        return QIcon(str(resource_path(APP_ICON)))
    except FileNotFoundError:
        return QIcon()


#: Calm hues for fallback tiles (teal, indigo, amber, coral, moss, plum), picked by the game id.
FALLBACK_HUES = (172, 230, 38, 8, 95, 290)


def _hue(text: str) -> int:
    return FALLBACK_HUES[int(hashlib.sha1(text.encode()).hexdigest(), 16) % len(FALLBACK_HUES)]


def paint_fallback(painter: QPainter, rect: QRectF, rules: GameEntry) -> None:
    """A calm tile for a game without art: a tinted gradient, a few cells and the initial."""
    hue = _hue(rules.id)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, QColor.fromHsl(hue, 95, 150))
    gradient.setColorAt(1, QColor.fromHsl((hue + 25) % 360, 90, 92))
    painter.fillRect(rect, gradient)
    painter.setPen(Qt.PenStyle.NoPen)
    for k, (fx, fy, fr) in enumerate(((0.18, 0.3, 0.16), (0.8, 0.72, 0.22), (0.62, 0.22, 0.09), (0.3, 0.8, 0.1))):
        cell = QColor.fromHsl((hue + 20 * k) % 360, 90, 215)
        cell.setAlpha(70)
        painter.setBrush(cell)
        radius = fr * rect.height()
        painter.drawEllipse(QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height()), radius, radius)
    font = QFont(painter.font())
    font.setPixelSize(int(rect.height() * 0.38))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(255, 255, 255, 225))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, rules.title[:1].upper())


class ArtView(QWidget):
    """The top of a launcher card: the art clipped to rounded top corners."""

    def __init__(self, rules: GameEntry, parent: QWidget | None = None, height: int = 176,
                 width: int | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.renderer = renderer_for(rules)
        self.radius = max(6, height // 14)
        self.setFixedHeight(height)
        if width is None:
            self.setMinimumWidth(280)
        else:
            self.setFixedWidth(width)

    @property
    def has_art(self) -> bool:
        return self.renderer is not None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        clip = QPainterPath()
        clip.addRoundedRect(rect, self.radius, self.radius)
        painter.setClipPath(clip)
        if self.renderer is None:
            paint_fallback(painter, rect, self.rules)
            return
        size = self.renderer.defaultSize()
        # Fill the area, keeping the art's proportions (cropping what overflows).
        scale = max(rect.width() / max(1, size.width()), rect.height() / max(1, size.height()))
        w, h = size.width() * scale, size.height() * scale
        self.renderer.render(painter, QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h))
