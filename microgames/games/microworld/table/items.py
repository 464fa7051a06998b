"""What the Microworld board is drawn with: cell outlines from the geometry, pawns, tokens, the score track.

Every cell's outline is built from :data:`geometry.CELLS` (its radii and angles),
so the picture is exactly the grid the rules compute adjacency from.
The painting helpers are shared by the table and the results picture.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsPathItem, QGraphicsSceneHoverEvent,
                               QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget)

from microgames.games.microworld.genes import GENE_KEYS
from microgames.games.microworld.geometry import CellShape, cell_name
from microgames.resources import load_json
from microgames.ui.art import svg_renderer
from microgames.ui.tablekit.sceneparts import paint_focus
from microgames.ui.tablekit.seatstyle import symbol_path

RADIUS = 300.0  # scene units for the disc's radius 1
TRACK_SPACES = 40  # the score track around the disc

_LOOK = load_json("microworld/look.json")
#: Tissue colours: mucous green, nervous blue, osseous grey, muscular red; colourblind mode adds a mark per kind
#: (``kind-<letter>`` in :data:`SYMBOL_ART`).
KIND_COLOURS: dict[str, str] = {k: v["colour"] for k, v in _LOOK["kinds"].items()}
HIGHLIGHT: str = _LOOK["highlight"]  # cells where the current player may act
TOKEN_FACE: str = _LOOK["token_face"]
TOKEN_INK: str = _LOOK["token_ink"]
TOKEN_UP, TOKEN_UP_INK = QColor(_LOOK["token_up"]), QColor(_LOOK["token_up_ink"])  # a gene token face up
PAWN = 28.5  # a pawn's diameter in scene units
#: the gene powers' symbols (gene-<key>) and the tissue kinds' colourblind marks (kind-<letter>), one group each
SYMBOL_ART = "microworld/symbols.svg"


def paint_symbol(painter: QPainter, name: str, rect: QRectF) -> None:
    """Draw the symbol ``name`` of :data:`SYMBOL_ART` filling ``rect`` (nothing if the art is missing)."""
    renderer = svg_renderer(SYMBOL_ART)
    if renderer is not None and renderer.elementExists(name):
        renderer.render(painter, name, rect)


def polar(radius: float, degrees: float) -> QPointF:
    """A point of the disc (radius in board units, angle counter-clockwise from the x axis; y grows down)."""
    angle = math.radians(degrees)
    return QPointF(RADIUS * radius * math.cos(angle), -RADIUS * radius * math.sin(angle))


def _circle(radius: float) -> QRectF:
    r = RADIUS * radius
    return QRectF(-r, -r, 2 * r, 2 * r)


def cell_path(shape: CellShape) -> QPainterPath:
    """The annular sector of a cell, from its inner/outer radius and start/end angle."""
    start, end = float(shape.start), float(shape.end)
    inner, outer = float(shape.inner), float(shape.outer)
    path = QPainterPath()
    if inner == 0:
        path.moveTo(0, 0)
        path.lineTo(polar(outer, start))
    else:
        path.moveTo(polar(outer, start))
    path.arcTo(_circle(outer), start, end - start)
    if inner == 0:
        path.lineTo(0, 0)
    else:
        path.lineTo(polar(inner, end))
        path.arcTo(_circle(inner), end, start - end)
    path.closeSubpath()
    return path


def cell_centre(shape: CellShape) -> QPointF:
    middle = (float(shape.start) + float(shape.end)) / 2
    radius = 0.16 if shape.inner == 0 else (float(shape.inner) + float(shape.outer)) / 2
    return polar(radius, middle)


@attrs.define
class CellLook:
    """Everything a cell shows, taken from the state at each sync."""

    kind: str
    gene_space: bool = False
    token: bool = False  # a gene token lies here
    face: int = -1  # the token's power once it is turned face up (the end of the game), -1 while face down
    pawns: tuple[tuple[int, bool, bool], ...] = ()  # (seat, flipped, radiated) bottom first
    blocker: bool = False
    stack: int = 0  # pawns in the cell when they are separate items (the table), for the token and "×n"
    lit: bool = False  # the acting player may act here
    dim: bool = False  # another tissue is being shown (results)
    chosen: bool = False  # the tissue shown (results)


def antibody_path(centre: QPointF, size: float) -> QPainterPath:
    """An anticorps pawn's outline: a Y-shaped antibody (a stem, two arms, a hub in the middle)."""
    r = size / 2
    y = QPainterPath()
    y.moveTo(centre.x(), centre.y() + r * 0.92)
    y.lineTo(centre)
    y.lineTo(centre.x() - r * 0.72, centre.y() - r * 0.68)
    y.moveTo(centre)
    y.lineTo(centre.x() + r * 0.72, centre.y() - r * 0.68)
    stroker = QPainterPathStroker()
    stroker.setWidth(size * 0.3)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    shape = stroker.createStroke(y)
    hub = QPainterPath()
    hub.addEllipse(centre, r * 0.34, r * 0.34)
    return shape.united(hub).simplified()


def paint_pawn(painter: QPainter, centre: QPointF, size: float, seat: int, colour: QColor, flipped: bool,
               colourblind: bool) -> None:
    """A pawn seen from above: a virus is a spiky disc, an anticorps a Y-shaped antibody; a flipped one lies
    upside down, hollow."""
    r = size / 2
    painter.save()
    if flipped:  # turned over: upside down
        painter.translate(centre)
        painter.rotate(180)
        painter.translate(-centre)
    painter.setPen(QPen(QColor("white"), size * 0.09))
    if seat == 0:
        spikes = QPainterPath()
        for k in range(16):
            radius = r if k % 2 == 0 else r * 0.78
            angle = k * math.pi / 8
            point = QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))
            spikes.moveTo(point) if k == 0 else spikes.lineTo(point)
        spikes.closeSubpath()
        shape = spikes
    else:
        shape = antibody_path(centre, size)
    if flipped:
        painter.setBrush(QColor(255, 255, 255, 200))
        painter.setPen(QPen(colour, size * 0.1, Qt.PenStyle.DashLine))
    else:
        painter.setBrush(colour)
    painter.drawPath(shape)
    if colourblind:
        side = r * (0.84 if seat == 0 else 0.56)
        mark = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("white") if not flipped else colour)
        painter.drawPath(symbol_path(seat, mark))
    painter.restore()


def hexagon(centre: QPointF, size: float) -> QPainterPath:
    """The outline of a gene token, face up or face down."""
    r = size / 2
    path = QPainterPath()
    for k in range(6):
        angle = math.pi / 6 + k * math.pi / 3
        point = QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle))
        path.moveTo(point) if k == 0 else path.lineTo(point)
    path.closeSubpath()
    return path


def paint_token(painter: QPainter, centre: QPointF, size: float) -> None:
    """A face-down gene token: a dark hexagon with a double-helix mark."""
    r = size / 2
    painter.save()
    painter.setPen(QPen(QColor(TOKEN_INK), size * 0.07))
    painter.setBrush(QColor(TOKEN_FACE))
    painter.drawPath(hexagon(centre, size))
    helix = QPainterPath()
    for strand in (0, math.pi):
        for k in range(13):
            t = k / 12
            point = QPointF(centre.x() + r * 0.32 * math.sin(t * 2 * math.pi + strand), centre.y() - r * 0.55 + t * r * 1.1)
            helix.moveTo(point) if k == 0 else helix.lineTo(point)
    painter.setPen(QPen(QColor(TOKEN_INK), size * 0.06))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(helix)
    painter.restore()


def paint_gene(painter: QPainter, centre: QPointF, size: float, token: int) -> None:
    """A face-up gene token: a light hexagon with its power's symbol (vector art from :data:`SYMBOL_ART`)."""
    painter.save()
    painter.setPen(QPen(TOKEN_UP_INK, size * 0.06))
    painter.setBrush(TOKEN_UP)
    painter.drawPath(hexagon(centre, size))
    paint_symbol(painter, f"gene-{GENE_KEYS[token]}", QRectF(centre.x() - size * 0.36, centre.y() - size * 0.36,
                                                            size * 0.72, size * 0.72))
    painter.restore()


def paint_radiation(painter: QPainter, centre: QPointF, size: float) -> None:
    """The radiation token lying on a pawn: a yellow disc with three black blades."""
    r = size / 2
    painter.save()
    painter.setPen(QPen(QColor("#222"), size * 0.06))
    painter.setBrush(QColor("#ffd400"))
    painter.drawEllipse(centre, r, r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#222"))
    box = QRectF(centre.x() - r * 0.85, centre.y() - r * 0.85, r * 1.7, r * 1.7)
    for k in range(3):
        blade = QPainterPath()
        blade.moveTo(centre)
        blade.arcTo(box, 90 + k * 120 - 30, 60)
        blade.closeSubpath()
        painter.drawPath(blade)
    painter.setBrush(QColor("#ffd400"))
    painter.drawEllipse(centre, r * 0.2, r * 0.2)
    painter.setBrush(QColor("#222"))
    painter.drawEllipse(centre, r * 0.13, r * 0.13)
    painter.restore()


def paint_blocker(painter: QPainter, centre: QPointF, size: float) -> None:
    """A mutation token barring a cell: a black disc with a white bar."""
    r = size / 2
    painter.save()
    painter.setPen(QPen(QColor("white"), size * 0.08))
    painter.setBrush(QColor("#1f1f24"))
    painter.drawEllipse(centre, r, r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("white"))
    painter.drawRoundedRect(QRectF(centre.x() - r * 0.6, centre.y() - r * 0.17, r * 1.2, r * 0.34), 2, 2)
    painter.restore()


def stack_spots(centre: QPointF, count: int, scale: float = 1.0) -> list[QPointF]:
    """Where the pawns of a stack sit: a short diagonal fan, bottom pawn lower left."""
    spread = PAWN * 0.44 * min(max(count - 1, 0), 3) * scale
    if count <= 1:
        return [centre]
    step = spread / (count - 1)
    return [QPointF(centre.x() - spread / 2 + k * step, centre.y() + spread / 2 - k * step) for k in range(count)]


def paint_pawn_with_token(painter: QPainter, centre: QPointF, seat: int, colour: QColor, flipped: bool,
                          radiated: bool, colourblind: bool, scale: float = 1.0) -> None:
    """A pawn and, when it carries one, its radiation token."""
    size = PAWN * scale
    paint_pawn(painter, centre, size, seat, colour, flipped, colourblind)
    if radiated:
        paint_radiation(painter, QPointF(centre.x() + size * 0.36, centre.y() - size * 0.36), size * 0.58)


def paint_cell(painter: QPainter, shape: CellShape, look: CellLook, colours: Callable[[int], QColor],
               colourblind: bool, scale: float = 1.0) -> None:
    """One cell with everything on it (``scale`` shrinks pawns and tokens for small pictures)."""
    path = cell_path(shape)
    fill = QColor(KIND_COLOURS[look.kind])
    if look.dim:
        fill = QColor(fill.red(), fill.green(), fill.blue(), 70)
    painter.save()
    painter.setPen(QPen(QColor("#fbf7ee"), 2.2))
    painter.setBrush(fill)
    painter.drawPath(path)
    centre = cell_centre(shape)
    unit = 30.0 * scale
    if colourblind:  # the tissue's mark, faint, in the cell's upper right
        mark = QPointF(centre.x() + unit * 0.75, centre.y() - unit * 0.55)
        side = max(8.0, 15 * scale)
        painter.save()
        painter.setOpacity(painter.opacity() * 0.5)
        paint_symbol(painter, f"kind-{look.kind}", QRectF(mark.x() - side / 2, mark.y() - side / 2, side, side))
        painter.restore()
    if look.gene_space and not look.token:
        painter.setPen(QPen(QColor(60, 50, 80, 110), 1.6, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, unit * 0.5, unit * 0.5)
    if look.token:
        beside = QPointF(centre.x() - unit * 0.6, centre.y())
        where = beside if look.pawns or look.stack or look.blocker else centre
        if look.face >= 0:
            paint_gene(painter, where, unit * 0.9, look.face)
        else:
            paint_token(painter, where, unit * 0.9)
    if look.blocker:  # beside a gene token rather than over it
        paint_blocker(painter, centre + QPointF(unit * 0.45, 0) if look.token else centre, unit * 0.8)
    for (seat, flipped, radiated), spot in zip(look.pawns, stack_spots(centre, len(look.pawns), scale)):
        paint_pawn_with_token(painter, spot, seat, colours(seat), flipped, radiated, colourblind, scale)
    count = max(len(look.pawns), look.stack)
    if count > 2:
        painter.setPen(QColor("#222"))
        painter.drawText(QRectF(centre.x() + unit * 0.4, centre.y() + unit * 0.2, 24, 16),
                         Qt.AlignmentFlag.AlignLeft, f"×{count}")
    if look.chosen:
        painter.setPen(QPen(QColor("#222"), 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
    painter.restore()


class CellItem(QGraphicsPathItem):
    """One clickable cell of the board; its look is set by the table at each sync."""

    def __init__(self, shape: CellShape, look: CellLook, colours: Callable[[int], QColor],
                 on_click: Callable[[int], None]) -> None:
        super().__init__(cell_path(shape))
        self.shape_ = shape
        self.look = look
        self.colours = colours
        self.colourblind = False
        self.hovered = False
        self.focused = False  # the keyboard's focus ring
        self.show_name = False  # "Show cell names": the name the move log uses, on the cell
        self.drawn_name_pixels = 0.0  # the size the name was last drawn at, in screen pixels
        self.min_pixels = 12.0  # the name is never drawn smaller on the screen (the panel's body text)
        self.on_click = on_click
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    @property
    def cell(self) -> int:
        return self.shape_.id

    def centre(self) -> QPointF:
        return cell_centre(self.shape_)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_cell(painter, self.shape_, self.look, self.colours, self.colourblind)
        if self.look.lit:
            glow = QColor("#fff3b0")
            glow.setAlpha(170 if self.hovered else 95)
            painter.setPen(QPen(QColor(HIGHLIGHT).darker(110), 5 if self.hovered else 3.5))
            painter.setBrush(glow)
            painter.drawPath(self.path())
            painter.setPen(QPen(QColor("white"), 1.4, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self.path())
            if not self.look.stack:  # a target mark where the pawn would go
                centre = self.centre()
                painter.setPen(QPen(QColor(HIGHLIGHT).darker(150), 2.2))
                painter.drawEllipse(centre, 9, 9)
                painter.drawLine(QPointF(centre.x() - 5, centre.y()), QPointF(centre.x() + 5, centre.y()))
                painter.drawLine(QPointF(centre.x(), centre.y() - 5), QPointF(centre.x(), centre.y() + 5))
        elif self.hovered:
            painter.setPen(QPen(QColor(0, 0, 0, 90), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self.path())
        if self.focused:
            paint_focus(painter, self.path())
        if self.show_name or self.hovered:
            self.paint_name(painter)

    def name_point(self, height: float) -> QPointF:
        """The middle of the cell's name, ``height`` tall: just under the pawn in the cell's middle."""
        return self.centre() + QPointF(0, PAWN / 2 + height / 2)

    def paint_name(self, painter: QPainter) -> None:
        """The cell's name ("Q1·6") on a light label, at least as large on the screen as the panel's text."""
        transform = painter.deviceTransform()
        scale = max(1e-6, math.hypot(transform.m11(), transform.m12()))
        font = QFont()
        font.setPixelSize(max(11, math.ceil(self.min_pixels / scale)))
        font.setBold(True)
        painter.setFont(font)
        text = cell_name(self.cell)
        metrics = QFontMetricsF(font)
        box = QRectF(0, 0, metrics.horizontalAdvance(text) + 6, metrics.height())
        box.moveCenter(self.name_point(box.height()))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 210))
        painter.drawRoundedRect(box, 4, 4)
        painter.setPen(QColor("#2d261d"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        self.drawn_name_pixels = font.pixelSize() * scale

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.setCursor(Qt.CursorShape.PointingHandCursor if self.look.lit else Qt.CursorShape.ArrowCursor)
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.contains(event.pos()):
            self.on_click(self.cell)


class PawnItem(QGraphicsItem):
    """One pawn on the table, a separate item so that it can slide when placed, moved or swapped.

    It takes no mouse buttons (clicks go through to the cell under it), except the top pawn of the acting
    side's supply pile, which may be dragged onto a cell: ``on_drop`` then gets it and the scene point.
    """

    def __init__(self, seat: int, colour: QColor) -> None:
        super().__init__()
        self.seat = seat
        self.colour = colour
        self.flipped = False
        self.radiated = False
        self.ringed = False  # the opponent's last pawn: the next one goes next to it
        self.colourblind = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(3)
        self.setVisible(False)
        self.on_drop: Callable[[PawnItem, QPointF], None] | None = None
        self._drop: Callable[[PawnItem, QPointF], None] | None = None
        self.dragging = False

    def set_draggable(self, on_drop: Callable[[PawnItem, QPointF], None] | None) -> None:
        if on_drop is self.on_drop:
            return
        self.on_drop = on_drop
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on_drop else Qt.MouseButton.NoButton)
        if on_drop:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        else:
            self.unsetCursor()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.on_drop is None:
            event.ignore()
            return
        self.dragging, self._drop = True, self.on_drop  # kept if a sync takes the pile away meanwhile
        self.setZValue(10)
        self.setCursor(Qt.CursorShape.ClosedHandCursor)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.dragging:
            self.setPos(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.dragging:
            return
        self.dragging = False
        if self._drop is not None:
            self._drop(self, event.scenePos())

    def boundingRect(self) -> QRectF:
        r = PAWN * 0.75
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_pawn_with_token(painter, QPointF(0, 0), self.seat, self.colour, self.flipped, self.radiated,
                              self.colourblind)
        if self.ringed:
            painter.setPen(QPen(self.colour.darker(130), 2.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), PAWN * 0.7, PAWN * 0.7)


class ScoreTrackItem(QGraphicsItem):
    """The ring of score spaces around the disc with a marker per side (turned over on passing 39: "+40").

    ``scores`` is what the track tells; ``shown`` is where the markers stand now, walking to it.
    """

    INNER, OUTER = 1.045, 1.15
    MARKER = PAWN * 0.9  # a marker is about as large as a pawn on the board (the box's markers are pawns)

    def __init__(self, colours: Callable[[int], QColor]) -> None:
        super().__init__()
        self.colours = colours
        self.scores: tuple[int, int] = (0, 0)
        self.shown: tuple[int, int] = (0, 0)
        self.colourblind = False
        self.setZValue(-1)

    def boundingRect(self) -> QRectF:
        return _circle(self.OUTER + 0.1)

    def marker_centre(self, seat: int) -> QPointF:
        return self.space_point(seat, self.shown[seat])

    def space_point(self, seat: int, score: int) -> QPointF:
        """Where a side's marker stands for ``score``."""
        space = score % TRACK_SPACES
        # clockwise from the top; each side keeps to its half of the space, so the markers never cover each other
        angle = 90 - (space + (0.27 if seat == 0 else 0.73)) * 360 / TRACK_SPACES
        return polar((self.INNER + self.OUTER) / 2, angle)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        step = 360 / TRACK_SPACES
        font = QFont()
        font.setPointSizeF(10)  # readable when a small window shrinks the board to half size
        painter.setFont(font)
        for space in range(TRACK_SPACES):
            start = 90 - (space + 1) * step
            path = QPainterPath()
            path.moveTo(polar(self.OUTER, start))
            path.arcTo(_circle(self.OUTER), start, step)
            path.lineTo(polar(self.INNER, start + step))
            path.arcTo(_circle(self.INNER), start + step, -step)
            path.closeSubpath()
            painter.setPen(QPen(QColor("#cfc6b4"), 1))
            painter.setBrush(QColor("#f3ecdd") if space % 5 else QColor("#e4d9c3"))
            painter.drawPath(path)
            if space % 5 == 0:
                where = polar(self.OUTER + 0.05, start + step / 2)
                painter.setPen(QColor("#7a7264"))
                painter.drawText(QRectF(where.x() - 15, where.y() - 10, 30, 20), Qt.AlignmentFlag.AlignCenter,
                                 str(space))
        for seat in (0, 1):
            centre = self.marker_centre(seat)
            if self.lapped(seat):
                self._paint_flipped(painter, centre, seat)
            else:
                paint_pawn(painter, centre, self.MARKER, seat, self.colours(seat), False, self.colourblind)

    def lapped(self, seat: int) -> bool:
        """Whether the marker has passed 39 and lies flipped, showing its "+40" side."""
        return self.shown[seat] >= TRACK_SPACES

    def _paint_flipped(self, painter: QPainter, centre: QPointF, seat: int) -> None:
        """A marker turned over on passing 39: a disc in its side's colour saying how much it stands for."""
        colour = self.colours(seat)
        painter.setPen(QPen(colour.darker(150), 2.0, Qt.PenStyle.DashLine if self.colourblind and seat else
                            Qt.PenStyle.SolidLine))
        painter.setBrush(colour)
        painter.drawEllipse(centre, self.MARKER / 2, self.MARKER / 2)
        font = QFont()
        font.setPixelSize(round(self.MARKER * 0.42))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(QRectF(centre.x() - self.MARKER / 2, centre.y() - self.MARKER / 3, self.MARKER,
                                self.MARKER * 2 / 3), Qt.AlignmentFlag.AlignCenter,
                         f"+{self.shown[seat] // TRACK_SPACES * TRACK_SPACES}")
