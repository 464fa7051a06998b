"""The scene items of the Microchip table: tiles, spaces, trays, panels, the pool and the microchip glow.

Items only draw; the table decides what a gesture means (see ``view``). Each item
keeps the few values it paints from and repaints only when one of them changes,
so a re-sync after a command touches little.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from microgames.engine.words import shown
from microgames.games.microchip.table.layout import TILE, PoolGeometry
from microgames.games.microchip.table.look import look, paint_badge, paint_space, paint_tile
from microgames.games.microchip.words import ChipWords
from microgames.ui import theme
from microgames.ui.tablekit.sceneparts import label_font
from microgames.ui.tablekit.seatstyle import paint_marker

#: The mark on a tile a bot just moved: the app's teal, never a seat's colour (a red mark reads as an error).
RECENT = theme.ACCENT

#: What a space or tray shows while something is being moved.
Target = str | None  # None, "legal", "hover", "refused"


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


class TileItem(QGraphicsObject):
    """One circuit tile, centred on its position; it animates (pos, rotation) and shows its badge."""

    def __init__(self, tile_id: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.tile_id = tile_id
        self.rotation_index = 0
        self.faults: dict[int, str] = {}
        self.badge: str | None = None
        self.colourblind = False
        self.selected_look = False
        self.lifted = False
        self.recent = False
        self.target: Target = None  # lit as a swap target while another tile is dragged
        self.setZValue(3)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint from a pixmap while tiles pass
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        half = TILE / 2
        return QRectF(-half - 8, -half - 10, TILE + 18, TILE + 20)

    def show(self, rotation: int, faults: dict[int, str], badge: str | None, colourblind: bool,
             selected: bool = False) -> None:
        """Set what the tile paints; repaint only when something changed."""
        values = (rotation, faults, badge, colourblind, selected)
        if values != (self.rotation_index, self.faults, self.badge, self.colourblind, self.selected_look):
            self.rotation_index, self.faults, self.badge, self.colourblind, self.selected_look = values
            if not self.lifted:
                self.setZValue(4.5 if badge or selected else 3)  # a badge overlaps its neighbour: keep it on top
            self.update()

    def set_recent(self, recent: bool) -> None:
        """Mark a tile another seat moved since the viewer last acted (a white halo and an arrow into the tile)."""
        if recent != self.recent:
            self.recent = recent
            self.update()

    def set_target(self, target: Target) -> None:
        if target != self.target:
            self.target = target
            self.update()

    def set_lifted(self, lifted: bool) -> None:
        if lifted != self.lifted:
            self.lifted = lifted
            self.setZValue(10 if lifted else 4.5 if self.badge or self.selected_look else 3)
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        half = TILE / 2
        rect = QRectF(-half, -half, TILE, TILE)
        if self.lifted:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawRoundedRect(rect.translated(4, 6), TILE * 0.14, TILE * 0.14)
        if self.selected_look:
            painter.setPen(QPen(QColor("#ffffff"), 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 8, 8)
            painter.setPen(QPen(QColor("#1b1e22"), 1.5, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 8, 8)
        if self.recent:  # a white halo, and the arrow drawn after the tile
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255, 230), 4))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)
        paint_tile(painter, rect, self.tile_id, self.rotation_index, self.colourblind, self.faults)
        if self.recent:
            _paint_arrival(painter, QPointF(-half + 1, half - 1))
        if self.badge:
            paint_badge(painter, QPointF(half - 3, -half + 2), 15, self.badge)
        paint_target(painter, rect, self.target)

    # animatable rotation for the quarter-turn effect (QGraphicsObject already animates pos)
    def _get_turn(self) -> float:
        return self.rotation()

    def _set_turn(self, value: float) -> None:
        self.setRotation(value)

    turn = Property(float, _get_turn, _set_turn)


def _paint_arrival(painter: QPainter, centre: QPointF) -> None:
    """A small teal disc with a white arrow pointing into the tile: "just put here"."""
    painter.setPen(QPen(QColor("#ffffff"), 1.5))
    painter.setBrush(QColor(RECENT))
    painter.drawEllipse(centre, 6.5, 6.5)
    arrow = QPainterPath(centre + QPointF(-2.6, 2.6))
    arrow.lineTo(centre + QPointF(2.6, -2.6))
    arrow.moveTo(centre + QPointF(-0.6, -2.6))
    arrow.lineTo(centre + QPointF(2.6, -2.6))
    arrow.lineTo(centre + QPointF(2.6, 0.6))
    pen = QPen(QColor("#ffffff"), 1.6)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(arrow)


class SpaceItem(QGraphicsItem):
    """One board space, in the light tone of its colour; highlighted as a drop target while moving."""

    def __init__(self, rect: QRectF, colour: str) -> None:
        super().__init__()
        self.rect, self.colour = rect, colour
        self.colourblind = False
        self.target: Target = None
        self.focused = False
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint from a pixmap while tiles pass

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-5, -5, 5, 5)

    def set_look(self, colourblind: bool | None = None, target: Target | str = "keep", focused: bool | None = None) -> None:
        changed = False
        if colourblind is not None and colourblind != self.colourblind:
            self.colourblind, changed = colourblind, True
        if target != "keep" and target != self.target:
            self.target, changed = target, True
        if focused is not None and focused != self.focused:
            self.focused, changed = focused, True
        if changed:
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_space(painter, self.rect, self.colour, self.colourblind)
        paint_target(painter, self.rect, self.target)


def paint_target(painter: QPainter, rect: QRectF, target: Target) -> None:
    """The drop-target look: a soft white ring where a drop is legal, a bright one under the pointer."""
    if target is None:
        return
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if target == "legal":
        painter.setBrush(QColor(255, 255, 255, 70))
        painter.setPen(QPen(QColor(255, 255, 255, 240), 2.5, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 6, 6)
    elif target == "hover":
        painter.setBrush(QColor(255, 255, 255, 90))
        painter.setPen(QPen(QColor("#ffffff"), 4))
        painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 8, 8)
    else:  # refused: under the pointer but not allowed
        painter.setPen(QPen(QColor(look()["error"]), 3))
        painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 7, 7)
        painter.drawLine(rect.topLeft() + QPointF(9, 9), rect.bottomRight() - QPointF(9, 9))
    painter.restore()


class BoardBaseItem(QGraphicsItem):
    """The dark green circuit board under the spaces, with faint traces between them."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect
        self.setZValue(0.5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint from a pixmap while tiles pass

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        board = look()["board"]
        painter.setPen(QPen(QColor(board["dark"]).darker(130), 1.5))
        painter.setBrush(QColor(board["light"]))
        painter.drawRoundedRect(self.rect, 12, 12)
        painter.setPen(QPen(QColor(board["trace"]), 1.2))
        r = self.rect
        for k in range(1, 5):  # traces peeking out between the spaces
            x = r.left() + 10 + k * 46 - 2
            painter.drawLine(QPointF(x, r.top() + 3), QPointF(x, r.top() + 9))
            painter.drawLine(QPointF(x, r.bottom() - 3), QPointF(x, r.bottom() - 9))
            y = r.top() + 10 + k * 46 - 2
            painter.drawLine(QPointF(r.left() + 3, y), QPointF(r.left() + 9, y))
            painter.drawLine(QPointF(r.right() - 3, y), QPointF(r.right() - 9, y))


class TrayItem(QGraphicsItem):
    """A seat's tray: a recessed strip that is itself a drop target (return a tile, draft into it)."""

    def __init__(self, rect: QRectF, dark: bool) -> None:
        super().__init__()
        self.rect = rect
        self.dark = dark
        self.target: Target = None
        self.focused = False
        self.setZValue(0.5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint from a pixmap while tiles pass

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-5, -5, 5, 5)

    def set_look(self, target: Target | str = "keep", focused: bool | None = None, dark: bool | None = None) -> None:
        changed = False
        if target != "keep" and target != self.target:
            self.target, changed = target, True
        if focused is not None and focused != self.focused:
            self.focused, changed = focused, True
        if dark is not None and dark != self.dark:
            self.dark, changed = dark, True
        if changed:
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(QPen(QColor(0, 0, 0, 40), 1))
        painter.setBrush(QColor(0, 0, 0, 60) if self.dark else QColor(0, 0, 0, 18))
        painter.drawRoundedRect(self.rect, 10, 10)
        paint_target(painter, self.rect, self.target)


class PoolItem(QGraphicsItem):
    """The pool's grid of slots: empty slots etched, the active column lit in the drafter's colour."""

    def __init__(self, geometry: PoolGeometry, dark: bool) -> None:
        super().__init__()
        self.geometry = geometry
        self.dark = dark
        self.empty: frozenset[tuple[int, int]] = frozenset()
        self.active: int | None = None
        self.colour = QColor("#888888")
        self.text_size = 11.0  # the column numbers' point size (larger when the table is shown small)
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint from a pixmap while tiles pass

    def boundingRect(self) -> QRectF:
        return self.geometry.panel

    def set_text_size(self, size: float) -> None:
        if size != self.text_size:
            self.text_size = size
            self.update()

    def set_look(self, empty: frozenset[tuple[int, int]], active: int | None, colour: QColor, dark: bool) -> None:
        if (empty, active, colour, dark) != (self.empty, self.active, self.colour, self.dark):
            self.empty, self.active, self.colour, self.dark = empty, active, colour, dark
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        g = self.geometry
        if self.active is not None:
            band = g.column_rect(self.active)
            fill = QColor(self.colour)
            fill.setAlpha(70)
            painter.setBrush(fill)
            painter.setPen(QPen(self.colour, 3))
            painter.drawRoundedRect(band, 10, 10)
            # an arrow above the column
            tip = QPointF(band.center().x(), band.top() - 3)
            arrow = QPainterPath()
            arrow.moveTo(tip)
            arrow.lineTo(tip.x() - 9, tip.y() - 11)
            arrow.lineTo(tip.x() + 9, tip.y() - 11)
            arrow.closeSubpath()
            painter.setBrush(self.colour)
            painter.setPen(QPen(self.colour.darker(140), 1))
            painter.drawPath(arrow)
        ink = QColor(255, 255, 255, 55) if self.dark else QColor(0, 0, 0, 60)
        font = label_font(self.text_size, True)
        painter.setFont(font)
        height = QFontMetricsF(font).height()
        for column in range(g.columns):  # numbered from 1 at the left, as the move log names them
            below = g.slot_centre(g.rows - 1, column)
            painter.setPen(self.colour if column == self.active else QColor(ink.red(), ink.green(), ink.blue(), 150))
            painter.drawText(QRectF(below.x() - 22, below.y() + TILE / 2 + 3, 44, height), Qt.AlignmentFlag.AlignCenter,
                             str(column + 1))
        for row, column in self.empty:
            c = g.slot_centre(row, column)
            rect = QRectF(c.x() - TILE / 2 + 3, c.y() - TILE / 2 + 3, TILE - 6, TILE - 6)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(ink, 1.4, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect, 6, 6)


class ChipItem(QGraphicsItem):
    """The glowing gold outline around the tiles of the microchip that scores now."""

    def __init__(self) -> None:
        super().__init__()
        self.path = QPainterPath()
        self.setZValue(4)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-10, -10, 10, 10)

    def set_cells(self, rects: list[QRectF]) -> None:
        path = QPainterPath()
        for rect in rects:
            path = path.united(_rounded(rect.adjusted(-4, -4, 4, 4), 8))
        self.prepareGeometryChange()
        self.path = path.simplified()
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.path.isEmpty():
            return
        gold = QColor(look()["chip"])
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for width, alpha in ((14, 40), (9, 80), (5, 140)):
            glow = QColor(gold)
            glow.setAlpha(alpha)
            painter.setPen(QPen(glow, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(self.path)
        painter.setPen(QPen(gold.lighter(112), 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(self.path)


class MarkerItem(QGraphicsItem):
    """A seat's marker (disc, or its symbol in colourblind mode), drawn with the shared seat style."""

    def __init__(self, rect: QRectF, seat: int, colour: QColor) -> None:
        super().__init__()
        self.rect, self.seat, self.colour = rect, seat, colour
        self.colourblind = False
        self.setZValue(2)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def set_colourblind(self, colourblind: bool) -> None:
        if colourblind != self.colourblind:
            self.colourblind = colourblind
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_marker(painter, self.rect, self.seat, self.colour, self.colourblind)


class PillItem(QGraphicsItem):
    """A small rounded label (e.g. "drafting", "finished · 12") in a seat's colour."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.fill = QColor("#888888")
        self.ink = QColor("#ffffff")
        self.anchor = QPointF(0, 0)  # the right end
        self.text_size = 9.0  # larger when the table is shown small
        self.setZValue(5)  # over a small card's tiles
        self._width = 0.0

    @property
    def height(self) -> float:
        return QFontMetricsF(label_font(self.text_size, True)).height() + 6

    def boundingRect(self) -> QRectF:
        return QRectF(self.anchor.x() - self._width - 2, self.anchor.y() - 2, self._width + 4, self.height + 4)

    def set_text_size(self, size: float) -> None:
        if size != self.text_size:
            self.prepareGeometryChange()
            self.text_size = size
            self._measure()
            self.update()

    def _measure(self) -> None:
        self._width = QFontMetricsF(label_font(self.text_size, True)).horizontalAdvance(self.text) + 18 if self.text else 0.0

    def set_look(self, text: str, fill: QColor, ink: QColor, anchor: QPointF) -> None:
        if (text, fill, ink, anchor) == (self.text, self.fill, self.ink, self.anchor):
            return
        self.prepareGeometryChange()
        self.text, self.fill, self.ink, self.anchor = text, fill, ink, anchor
        self._measure()
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        rect = QRectF(self.anchor.x() - self._width, self.anchor.y(), self._width, self.height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.fill)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setPen(self.ink)
        painter.setFont(label_font(self.text_size, True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class LegendItem(QGraphicsItem):
    """What the marks mean: error, warning, the scored microchip; on two lines when its text is large."""

    ENTRIES = (("error", ChipWords.tr("error")), ("warning", ChipWords.tr("open wire")),
               ("chip", ChipWords.tr("scoring microchip")))

    def __init__(self, bottom_left: QPointF, width: float, ink: QColor) -> None:
        super().__init__()
        self.bottom_left, self.width, self.ink = bottom_left, width, ink
        self.text_size = 10.0
        self.setZValue(2)
        self._places: list[QPointF] = []
        self._texts: tuple[str, ...] = ()  # as drawn (cut to the card where need be)
        self._words: tuple[str, ...] = ()  # the words they were made from
        self._layout()

    def _layout(self) -> None:
        """Where each entry's mark goes (its text follows it), flowing onto a second line if need be."""
        metrics = QFontMetricsF(label_font(self.text_size))
        line, mark = metrics.height() + 6, max(16.0, metrics.height() * 0.9)
        places, x, y = [], 0.0, 0.0
        self._words = tuple(shown(text) for _, text in self.ENTRIES)
        room = self.width - mark - 6  # an entry longer than the card, on a line of its own, is cut with "…"
        self._texts = tuple(metrics.elidedText(shown(text), Qt.TextElideMode.ElideRight, room)
                            for _, text in self.ENTRIES)
        for text in self._texts:
            width = mark + 6 + metrics.horizontalAdvance(text)
            if x and x + width > self.width:
                x, y = 0.0, y + line
            places.append(QPointF(x, y))
            x += width + 16
        self.prepareGeometryChange()
        self._line, self._mark = line, mark
        top = self.bottom_left.y() - y - line
        self._places = [QPointF(self.bottom_left.x() + p.x(), top + p.y()) for p in places]

    def boundingRect(self) -> QRectF:
        top = self._places[0].y() if self._places else self.bottom_left.y()
        return QRectF(self.bottom_left.x(), top, self.width, self.bottom_left.y() - top)

    def set_ink(self, ink: QColor) -> None:
        if ink != self.ink:
            self.ink = ink
            self.update()

    def set_text_size(self, size: float) -> None:
        """The legend's text size; its words in the language of the moment (laid out again when either changed)."""
        if size != self.text_size or self._words != tuple(shown(text) for _, text in self.ENTRIES):
            self.text_size = size
            self._layout()
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        font = label_font(self.text_size)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        mark = self._mark
        for (kind, _), text, place in zip(self.ENTRIES, self._texts, self._places):
            centre = QPointF(place.x() + mark / 2, place.y() + self._line / 2)
            if kind == "chip":
                painter.setPen(QPen(QColor(look()["chip"]), 2.6))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                box = QRectF(0, 0, mark, mark)
                box.moveCenter(centre)
                painter.drawRoundedRect(box, 4, 4)
            else:
                paint_badge(painter, centre, mark, kind)
            painter.setPen(self.ink)
            painter.drawText(QPointF(place.x() + mark + 6, centre.y() + metrics.ascent() / 2 - 1), text)
