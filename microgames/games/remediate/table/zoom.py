"""A card enlarged beside the pointer, so its whole text reads at any table size.

When the pointer rests on a card (or a press is held on it) for a moment, the
card is drawn again by its own painter at a readable size on screen, whatever
the table's zoom, beside the pointer and inside the view (a gene's chip shows
its whole card); a microbe's name or line of ability shows the microbe's full
text. Moving off the card or out of the view, pressing or dragging hides it,
and so does a sync once the card is gone from under the pointer or another
person is at the screen (a hand card must not stay in sight for the next
one). While a card can be enlarged, the view's plain tooltip stays away: the
enlarged card says all of it. The enlarged card is only a picture: it means
no click.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from microgames.engine.words import shown
from microgames.games.remediate import cards as C
from microgames.games.remediate.table.items import Painter, PictureItem
from microgames.games.remediate.table.look import look, paint_icon, wrapped

HOVER_MS = 380  # how long the pointer rests before the card is enlarged
WIDTH = 250.0  # the enlarged card's width on screen, in pixels (narrower in a small window)
GAP = 22.0  # between the pointer and the enlarged card
FACE_UP = ("gene", "env", "pile", "holdings")  # the pictures worth enlarging (by their key)


def paint_microbe(painter: QPainter, rect: QRectF, microbe: int) -> None:
    """A microbe's card: its name and its whole ability."""
    w = rect.width()
    painter.setPen(QPen(QColor(look()["card_ink"]), 1.5))
    painter.setBrush(QColor(look()["card_face"]))
    painter.drawRoundedRect(rect, w * 0.07, w * 0.07)
    band = QRectF(rect.left(), rect.top(), w, w * 0.16)
    painter.save()
    painter.setClipRect(band)
    painter.setBrush(QColor(look()["gene_back"][0]))
    painter.drawRoundedRect(rect, w * 0.07, w * 0.07)
    painter.restore()
    paint_icon(painter, QRectF(rect.left() + w * 0.05, band.top() + w * 0.02, w * 0.12, w * 0.12), "microbe")
    inner = rect.adjusted(w * 0.07, w * 0.2, -w * 0.07, -w * 0.05)
    title = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.3)
    wrapped(painter, title, C.MICROBE_NAME[microbe], w * 0.07, QColor(look()["card_ink"]), bold=True)
    wrapped(painter, inner.adjusted(0, title.height(), 0, 0), shown(C.MICROBE_TEXT[microbe]), w * 0.05,
            QColor(look()["card_muted"]))


class ZoomItem(QGraphicsItem):
    """The enlarged picture; its size is in screen pixels, whatever the view's scale."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, WIDTH, WIDTH / 0.72)
        self.draw: Painter | None = None
        self.source: object = None  # what it enlarges
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(100)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shadow = QColor(0, 0, 0, 70)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shadow)
        painter.drawRoundedRect(self.rect.translated(4, 5), 16, 16)
        if self.draw is not None:
            self.draw(painter, self.rect)


class CardZoom:
    """Waits for the pointer to rest on a card, then shows it enlarged; see the module docstring."""

    def __init__(self, scene: QGraphicsScene, view: QGraphicsView, dragging: Callable[[], bool],
                 microbe_of: Callable[[QGraphicsItem], int | None]) -> None:
        """``dragging``: whether a card is being dragged (nothing enlarges meanwhile); ``microbe_of``: the microbe
        a text item names (a seat's name or ability line), or None."""
        self.scene, self.view = scene, view
        self.dragging, self.microbe_of = dragging, microbe_of
        self.item = ZoomItem()
        scene.addItem(self.item)
        self._timer = QTimer(view)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._show)
        self._point = QPointF()

    def shown(self) -> bool:
        return self.item.isVisible()

    def wait_for(self, point: QPointF, pressed: bool) -> None:
        """The pointer is at ``point``: enlarge what it rests on after a moment (at once off a shown card: hide)."""
        self._point = point
        found = self._under(point)
        if self.item.isVisible() and (found is None or found[0] != self.item.source):
            self.item.hide()
        if found is not None and not self.item.isVisible():
            self._timer.start(HOVER_MS)
        elif found is None:
            self._timer.stop()

    def hide_card(self) -> None:
        self._timer.stop()
        self.item.hide()

    def check(self, viewer_changed: bool) -> None:
        """After a sync: hide the enlarged card when another person looks on or its card left the pointer."""
        if not self.item.isVisible():
            return
        found = self._under(self._point)
        if viewer_changed or found is None or found[0] != self.item.source:
            self.hide_card()

    def covers(self, point: QPointF) -> bool:
        """Whether ``point`` is on something shown enlarged when the pointer rests there."""
        return self._under(point) is not None

    def _under(self, point: QPointF) -> tuple[object, Painter, float] | None:
        """What is under ``point`` that can be enlarged: (what, its painter, its aspect)."""
        for item in self.scene.items(point):
            if isinstance(item, PictureItem) and item.isVisible() and item.draw is not None \
                    and item.mapRectToScene(item.rect).contains(point):
                if not (isinstance(item.key, tuple) and item.key and item.key[0] in FACE_UP):
                    return None  # a card back, an empty slot: nothing to read
                if item.enlarged is not None:  # a chip: the whole card
                    return (item.key, *item.enlarged)
                return item.key, item.draw, item.rect.width() / item.rect.height()
            microbe = self.microbe_of(item)
            if microbe is not None:
                return ("microbe", microbe), (lambda p, r, m=microbe: paint_microbe(p, r, m)), 1.1
        return None

    def _show(self) -> None:
        found = self._under(self._point)
        view = self.view
        if found is None or self.dragging() or not view.isVisible():
            return
        source, draw, aspect = found
        port = view.viewport().rect()
        width = min(WIDTH * (1.3 if aspect > 1 else 1.0), port.width() * 0.42, port.height() * 0.8 * aspect)
        height = width / aspect
        self.item.prepareGeometryChange()
        self.item.rect = QRectF(0, 0, width, height)
        self.item.draw, self.item.source = draw, source
        at = view.mapFromScene(self._point)
        x = at.x() + GAP if at.x() + GAP + width <= port.right() else at.x() - GAP - width
        y = min(max(port.top() + 4.0, at.y() - height / 2), port.bottom() - height - 4.0)
        self.item.setPos(view.mapToScene(QPoint(int(max(port.left() + 4.0, x)), int(y))))
        self.item.show()
        self.item.update()
