"""How Microchip things look: tiles, spaces and badges painted as vector paths (crisp at any zoom).

The colours come from ``resources/microchip/look.json``. Every painter here works
in a square ``rect`` so the same code draws the table, the results dialog and
the rules page's pictures.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from microgames.games.microchip.tiles import E, N, S, SIDES, W, tile, tileset
from microgames.resources import load_json
from microgames.ui.tablekit.seatstyle import symbol_path

#: The unit vector from a tile's centre towards each side.
DIRECTIONS = {N: (0.0, -1.0), E: (1.0, 0.0), S: (0.0, 1.0), W: (-1.0, 0.0)}


@cache
def look() -> dict:
    return load_json("microchip/look.json")


def colour_index(key: str) -> int:
    """The position of a colour key in the tile set: it picks the colourblind symbol too."""
    return [c.key for c in tileset().colours].index(key)


def tile_colour(key: str) -> QColor:
    return QColor(look()["tiles"][key])


def space_colour(key: str) -> QColor:
    """A lighter tone of the colour, for the board's spaces."""
    base = tile_colour(key)
    mix = float(look()["space_tone"])
    white = QColor("#ffffff")
    return QColor(round(base.red() + (white.red() - base.red()) * mix),
                  round(base.green() + (white.green() - base.green()) * mix),
                  round(base.blue() + (white.blue() - base.blue()) * mix))


def _symbol(painter: QPainter, key: str, rect: QRectF, fill: QColor, outline: QColor, width: float) -> None:
    painter.setPen(QPen(outline, width))
    painter.setBrush(fill)
    painter.drawPath(symbol_path(colour_index(key), rect))


def paint_space(painter: QPainter, rect: QRectF, key: str, colourblind: bool) -> None:
    """An empty board space: a rounded square in the light tone of its colour."""
    side = rect.width()
    fill = space_colour(key)
    painter.setPen(QPen(tile_colour(key).darker(115), side * 0.03))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), side * 0.12, side * 0.12)
    if colourblind:
        inner = QRectF(0, 0, side * 0.34, side * 0.34)
        inner.moveCenter(rect.center())
        _symbol(painter, key, inner, tile_colour(key).lighter(115), tile_colour(key).darker(150), side * 0.03)


def paint_tile(painter: QPainter, rect: QRectF, tile_id: int, rotation: int, colourblind: bool = False,
               faults: dict[int, str] | None = None) -> None:
    """A circuit tile: a coloured square with gold wires from the centre to pads on its wired sides.

    ``faults`` maps a side to "error" or "warning"; that side's pad is drawn red or amber.
    """
    t = tile(tile_id)
    side = rect.width()
    c = rect.center()
    base = tile_colour(t.colour.key)
    painter.save()
    body = rect.adjusted(side * 0.02, side * 0.02, -side * 0.02, -side * 0.02)
    gradient = QLinearGradient(body.topLeft(), body.bottomRight())
    gradient.setColorAt(0.0, base.lighter(118))
    gradient.setColorAt(1.0, base.darker(112))
    painter.setPen(QPen(base.darker(165), side * 0.035))
    painter.setBrush(QBrush(gradient))
    radius = side * 0.13
    painter.drawRoundedRect(body, radius, radius)
    # a faint etched inner frame, like a real board's solder mask
    painter.setPen(QPen(QColor(255, 255, 255, 60), side * 0.02))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(body.adjusted(side * 0.08, side * 0.08, -side * 0.08, -side * 0.08), radius * 0.6,
                            radius * 0.6)
    mask = t.mask(rotation)
    half = side / 2
    wire = QColor(look()["wire"])
    shadow = QColor(look()["wire_shadow"])
    path = QPainterPath()
    for s in SIDES:
        if mask & s:
            dx, dy = DIRECTIONS[s]
            path.moveTo(c)
            path.lineTo(QPointF(c.x() + dx * half * 0.86, c.y() + dy * half * 0.86))
    cap = Qt.PenCapStyle.RoundCap
    painter.setPen(QPen(shadow, side * 0.2, Qt.PenStyle.SolidLine, cap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path.translated(side * 0.015, side * 0.025))
    outline = QColor(look()["wire_outline"])
    painter.setPen(QPen(outline, side * 0.19, Qt.PenStyle.SolidLine, cap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)
    painter.setPen(QPen(wire, side * 0.11, Qt.PenStyle.SolidLine, cap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)
    # pads where the wires meet the edge
    pad_colour = QColor(look()["pad"])
    for s in SIDES:
        if not mask & s:
            continue
        dx, dy = DIRECTIONS[s]
        centre = QPointF(c.x() + dx * half * 0.82, c.y() + dy * half * 0.82)
        w, h = (side * 0.34, side * 0.13) if dy else (side * 0.13, side * 0.34)
        pad = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        fault = (faults or {}).get(s)
        fill = QColor(look()[fault]) if fault else pad_colour
        painter.setPen(QPen(outline if not fault else fill.darker(170), side * 0.035))
        painter.setBrush(fill)
        painter.drawRoundedRect(pad, side * 0.04, side * 0.04)
    # the centre: a little chip for junctions, a via for paths, a cap for terminals
    count = bin(mask).count("1")
    painter.setPen(QPen(outline, side * 0.035))
    if count >= 3:
        painter.setBrush(QColor("#2a2d33"))
        chip = QRectF(0, 0, side * 0.3, side * 0.3)
        chip.moveCenter(c)
        painter.drawRoundedRect(chip, side * 0.05, side * 0.05)
        painter.setBrush(wire)
        dot = QRectF(0, 0, side * 0.09, side * 0.09)
        dot.moveCenter(c)
        painter.drawEllipse(dot)
    elif count == 1:
        painter.setBrush(wire)
        painter.drawEllipse(c, side * 0.16, side * 0.16)
        painter.setBrush(base.darker(120))
        painter.drawEllipse(c, side * 0.07, side * 0.07)
    else:
        painter.setBrush(wire.lighter(108))
        painter.drawEllipse(c, side * 0.085, side * 0.085)
    if colourblind:
        mark = QRectF(body.left() + side * 0.06, body.top() + side * 0.06, side * 0.3, side * 0.3)
        _symbol(painter, t.colour.key, mark, QColor("#ffffff"), base.darker(200), side * 0.025)
    painter.restore()


def paint_badge(painter: QPainter, centre: QPointF, size: float, kind: str) -> None:
    """A red ``!`` disc for an error, a yellow triangle with ``!`` for a warning."""
    painter.save()
    fill = QColor(look()[kind])
    r = size / 2
    if kind == "error":
        painter.setPen(QPen(QColor("#ffffff"), size * 0.1))
        painter.setBrush(fill)
        painter.drawEllipse(centre, r, r)
        ink = QColor("#ffffff")
    else:
        triangle = QPainterPath()
        triangle.moveTo(centre.x(), centre.y() - r * 1.05)
        triangle.lineTo(centre.x() + r * 1.1, centre.y() + r * 0.85)
        triangle.lineTo(centre.x() - r * 1.1, centre.y() + r * 0.85)
        triangle.closeSubpath()
        painter.setPen(QPen(QColor("#5a4200"), size * 0.08, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(fill)
        painter.drawPath(triangle)
        ink = QColor("#3a2a00")
    painter.setPen(QPen(ink, size * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    top = centre.y() - r * (0.5 if kind == "error" else 0.35)
    painter.drawLine(QPointF(centre.x(), top), QPointF(centre.x(), centre.y() + r * 0.2))
    painter.drawPoint(QPointF(centre.x(), centre.y() + r * 0.52))
    painter.restore()
