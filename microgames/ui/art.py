"""Game art for the launcher: the game's SVG drawn crisply at any size, or a fallback tile.

Parsing and drawing an SVG costs more than the rest of the launcher's first paint, so
the launcher's pictures are drawn once per size and kept as raw pixels in the user's data
folder, named by what they show (an SVG by its checksum) and the size in device pixels:
later starts only read them, and a changed SVG gets a new name (never shown stale). The
launcher's own pictures at the sizes it shows them (1× and 2×) are shipped in ``resources/launcher``
under the same names, so even the first start draws no SVG (``python -m microgames.ui.launcher.pictures``
makes them again; a test checks that each matches its SVG).
"""

from __future__ import annotations

import os
import zlib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSizeF, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPixmap
from PySide6.QtWidgets import QWidget

from microgames.engine.paths import data_dir
from microgames.games.registry import GameEntry
from microgames.resources import resource_path

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtSvg import QSvgRenderer

APP_ICON = "icons/microgames.svg"  # the same file packaging turns into the OS icons
CACHE_FOLDER = "art-cache"


@cache
def svg_renderer(relative: str) -> QSvgRenderer | None:
    """A renderer for an SVG resource, or None when it is missing or broken (cached)."""
    from PySide6.QtSvg import QSvgRenderer  # loaded when an SVG is first drawn, not at start-up

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
    from PySide6.QtGui import QIcon  # its type and enums are made for Python once the launcher shows

    try:
        return QIcon(str(resource_path(APP_ICON)))
    except FileNotFoundError:
        return QIcon()


def cover(art: QSizeF, rect: QRectF) -> QRectF:
    """Where to draw art of size ``art`` so it fills ``rect`` keeping its proportions (the overflow is cropped)."""
    scale = max(rect.width() / max(1.0, art.width()), rect.height() / max(1.0, art.height()))
    w, h = art.width() * scale, art.height() * scale
    return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)


@cache
def _svg_bytes(relative: str) -> bytes | None:
    try:
        return resource_path(relative).read_bytes()
    except OSError:  # missing (FileNotFoundError) or unreadable
        return None


SAVE_DELAY_MS = 1000  # pictures are written once the launcher has shown, not while it opens
_drawn: dict[str, QPixmap] = {}
_unsaved: list[tuple[QPixmap, Path]] = []


def _save_drawn() -> None:
    """Keep the pictures drawn this run for the next start, as raw premultiplied ARGB32.

    Raw pixels, not PNG: decoding a PNG costs more than the launcher's whole first paint.
    """
    from PySide6.QtGui import QImage

    while _unsaved:
        pixmap, path = _unsaved.pop()
        image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        partial = path.with_suffix(".part")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            partial.write_bytes(bytes(image.constBits()))
            os.replace(partial, path)
        except OSError:
            pass  # a read-only or full disk: the picture is simply drawn again next time


def _read_kept(path: Path, width: int, height: int) -> QPixmap | None:
    """A picture kept by an earlier run, or None when there is none or it is not whole."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if len(data) != width * height * 4:
        return None
    from PySide6.QtGui import QImage  # made for Python only when there is a picture to read

    return QPixmap.fromImage(QImage(data, width, height, width * 4, QImage.Format.Format_ARGB32_Premultiplied))


def cached_pixmap(name: str, width: int, height: int, draw: Callable[[QPainter], bool]) -> QPixmap | None:
    """A picture of ``width`` × ``height`` device pixels, read from the cache folder or drawn by ``draw``.

    ``name`` must change whenever what ``draw`` draws would (the size is added to it);
    ``draw`` returns False when there is nothing to show, and then None is returned.
    """
    name = f"{name}-{width}x{height}"
    if name in _drawn:
        return _drawn[name]
    if width <= 0 or height <= 0:
        return None
    path = data_dir() / CACHE_FOLDER / f"{name}.argb32"
    pixmap = _read_kept(path, width, height)
    if pixmap is None:
        pixmap = QPixmap(width, height)
        pixmap.fill(QColor(0, 0, 0, 0))  # transparent (Qt.GlobalColor would make the Qt namespace's enums)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        drawn = draw(painter)
        painter.end()
        if not drawn:
            return None
        if not _unsaved:
            QTimer.singleShot(SAVE_DELAY_MS, _save_drawn)
        _unsaved.append((pixmap, path))
    _drawn[name] = pixmap
    return pixmap


SHIPPED_FOLDER = "launcher"


def svg_name(relative: str) -> str | None:
    """What an SVG resource's pictures are named by (its checksum and length), or None when it is missing."""
    data = _svg_bytes(relative)
    return None if data is None else f"{zlib.crc32(data):08x}-{len(data)}"


def shipped_picture(name: str, width: int, height: int) -> Path | None:
    """The picture of ``name`` at this size shipped with the app, or None."""
    try:
        return resource_path(f"{SHIPPED_FOLDER}/{name}-{width}x{height}.png")
    except FileNotFoundError:
        return None


def svg_pixmap(relative: str, width: int, height: int) -> QPixmap | None:
    """An SVG resource filling ``width`` × ``height`` device pixels (see :func:`cover`); None when missing or broken."""
    name = svg_name(relative)
    if name is None:
        return None

    def draw(painter: QPainter) -> bool:
        shipped = shipped_picture(name, width, height)
        if shipped is not None:
            from PySide6.QtGui import QImage

            painter.drawImage(0, 0, QImage(str(shipped)))
            return True
        renderer = svg_renderer(relative)
        if renderer is None:
            return False
        renderer.render(painter, cover(QSizeF(renderer.defaultSize()), QRectF(0, 0, width, height)))
        return True

    return cached_pixmap(name, width, height, draw)


def paint_pixmap(painter: QPainter, target: QRectF, pixmap: QPixmap) -> None:
    """Draw a picture made at device pixels over ``target`` (given in the painter's own units)."""
    painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))


def paint_svg(painter: QPainter, widget: QWidget, relative: str) -> bool:
    """Draw an SVG resource over the whole ``widget`` (cropped to keep its proportions); False when there is none."""
    ratio = widget.devicePixelRatioF()
    pixmap = svg_pixmap(relative, round(widget.width() * ratio), round(widget.height() * ratio))
    if pixmap is None:
        return False
    paint_pixmap(painter, QRectF(widget.rect()), pixmap)
    return True


#: Calm hues for fallback tiles (teal, indigo, amber, coral, moss, plum), picked by the game id.
FALLBACK_HUES = (172, 230, 38, 8, 95, 290)


def _hue(text: str) -> int:
    import hashlib  # only a game without art needs it

    return FALLBACK_HUES[int(hashlib.sha1(text.encode()).hexdigest(), 16) % len(FALLBACK_HUES)]


def paint_fallback(painter: QPainter, rect: QRectF, rules: GameEntry) -> None:
    """A calm tile for a game without art: a tinted gradient, a few cells and the initial."""
    from PySide6.QtCore import Qt  # only here: making the Qt namespace's, the font's and gradients' enums costs time
    from PySide6.QtGui import QFont, QLinearGradient

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
        self.radius = max(6, height // 14)
        self.setFixedHeight(height)
        if width is None:
            self.setMinimumWidth(280)
        else:
            self.setFixedWidth(width)

    @property
    def has_art(self) -> bool:
        return renderer_for(self.rules) is not None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        clip = QPainterPath()
        clip.addRoundedRect(rect, self.radius, self.radius)
        painter.setClipPath(clip)
        if not (self.rules.art and paint_svg(painter, self, self.rules.art)):
            paint_fallback(painter, rect, self.rules)
