"""The scene items of the Remediate table: one picture item for every card, pile and slot.

Items only draw; a ``target`` names what a click on them means and the table
decides (see ``view``). An item repaints only when the key it was drawn from changes.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from microgames.games.remediate.table.look import paint_frame

Painter = Callable[[QPainter, QRectF], None]
#: What a click on an item means: ("hand", card), ("slot", seat, type), ("cloned", seat, card),
#: ("seat", seat), ("pile", pile), ("pool",) or None.
Target = tuple[object, ...] | None


class PictureItem(QGraphicsItem):
    """A card-sized picture at a position: a gene, a back, an empty slot, the environment or a pile."""

    def __init__(self, width: float, height: float, z: float = 2) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, width, height)
        self.key: Hashable = None
        self.draw: Painter | None = None
        self.highlight: str | None = None
        self.target: Target = None
        self.enlarged: tuple[Painter, float] | None = None  # what hovering shows, and its aspect, if not this picture
        self.setZValue(z)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-12, -12, 12, 12)

    def resize(self, width: float, height: float) -> None:
        if (width, height) != (self.rect.width(), self.rect.height()):
            self.prepareGeometryChange()
            self.rect = QRectF(0, 0, width, height)

    def set_picture(self, key: Hashable, draw: Painter, highlight: str | None = None, target: Target = None,
                    enlarged: tuple[Painter, float] | None = None) -> None:
        """Show what ``draw`` paints; repaint only when ``key`` or the highlight changed."""
        self.target, self.enlarged = target, enlarged
        if (key, highlight) != (self.key, self.highlight):
            self.key, self.draw, self.highlight = key, draw, highlight
            self.update()
        self.show()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_frame(painter, self.rect, self.highlight)
        if self.draw is not None:
            self.draw(painter, self.rect)


class ItemPool:
    """Picture items handed out in order at each sync and hidden when not needed, so none is rebuilt."""

    def __init__(self, scene_add: Callable[[QGraphicsItem], None], width: float, height: float, z: float = 2) -> None:
        self._add, self._size, self._z = scene_add, (width, height), z
        self.items: list[PictureItem] = []
        self._used = 0

    def start(self) -> None:
        self._used = 0

    def take(self, size: QSizeF) -> PictureItem:
        """The next item, at ``size`` (items change places, and sizes, from one sync to the next)."""
        if self._used == len(self.items):
            item = PictureItem(*self._size, z=self._z)
            self._add(item)
            self.items.append(item)
        item = self.items[self._used]
        self._used += 1
        item.resize(size.width(), size.height())
        return item

    def finish(self) -> None:
        for item in self.items[self._used:]:
            item.hide()
            item.target = None

    def shown(self) -> list[PictureItem]:
        return self.items[:self._used]
