"""The Qt table of the Pebbles test game: a pile to take from and a secret bonus deck.

It proves the shell's table contract: a GraphicsTable that turns clicks into
commands through the context and re-syncs from the viewer's view.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem, QWidget

from microgames.ui.tablekit.seatstyle import symbol_path
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.table import GraphicsTable
from tests.support.pebbles import HIDDEN, DrawBonus, Take


class Button(QGraphicsRectItem):
    """A clickable rounded label on the table."""

    def __init__(self, text: str, rect: QRectF, action: Callable[[], object]) -> None:
        super().__init__(rect)
        self.action = action
        self.setBrush(QBrush(QColor("#3a78d8")))
        self.setPen(QPen(Qt.PenStyle.NoPen))
        label = QGraphicsSimpleTextItem(text, self)
        label.setBrush(QBrush(QColor("white")))
        label.setFont(QFont("DejaVu Sans", 12))
        box = label.boundingRect()
        label.setPos(rect.center().x() - box.width() / 2, rect.center().y() - box.height() / 2)
        self.text = text

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.action()
        event.accept()


class PebblesTable(GraphicsTable):
    """Items are made once and re-synced from the viewer's view (never rebuilt under the mouse)."""

    MAX_PILE = 20

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        view = context.view()
        self.pebbles = [self.scene.addEllipse(QRectF(40 * (n % 10), 40 * (n // 10), 32, 32),
                                              QPen(QColor("#555")), QBrush(QColor("#b9a88f")))
                        for n in range(self.MAX_PILE)]
        self.buttons: dict[str, Button] = {}
        for count in range(1, view.max_take + 1):
            rect = QRectF(110 * (count - 1), 100, 100, 36)
            self.buttons[f"take{count}"] = Button(f"Take {count}", rect, lambda c=count: self._act(lambda s: Take(s, c)))
        self.buttons["bonus"] = Button("Draw a bonus", QRectF(110 * view.max_take, 100, 140, 36), lambda: self._act(DrawBonus))
        for button in self.buttons.values():
            self.scene.addItem(button)
        self.markers = []
        self.lines = []
        for seat in range(len(context.seats)):
            y = 160 + 34 * seat
            marker = self.scene.addPath(QPainterPath(), QPen(QColor("#333")), QBrush(context.seat_colour(seat)))
            marker.setData(0, seat)
            text = self.scene.addSimpleText("")
            text.setFont(QFont("DejaVu Sans", 12))
            text.setPos(30, y)
            self.markers.append(marker)
            self.lines.append(text)
        self.sync()

    def _act(self, make: Callable[[int], object]) -> None:
        seat = self.context.acting_seat()
        if seat is None:
            self.context.status("It is not a person's turn.")
            return
        self.context.submit(make(seat))  # type: ignore[arg-type]

    def sync(self) -> None:
        view = self.context.view()
        for n, pebble in enumerate(self.pebbles):
            pebble.setVisible(n < view.pile)
        ink = QBrush(self.palette().color(self.foregroundRole()))
        for seat, (taken, cards) in enumerate(zip(view.taken, view.bonus)):
            box = QRectF(0, 160 + 34 * seat, 22, 22)
            self.markers[seat].setPath(symbol_path(seat, box) if self.context.colourblind else _disc(box))
            shown = " ".join("?" if c == HIDDEN else str(c) for c in cards) or "—"
            self.lines[seat].setText(f"{self.context.seats[seat].name}: {taken} taken, bonus {shown}")
            self.lines[seat].setBrush(ink)


def _disc(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(rect)
    return path
