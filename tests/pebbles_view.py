"""The Qt table of the Pebbles test game: a pile to take from and a secret bonus deck.

It proves the shell's table contract: a GraphicsTable that turns clicks into
commands through the context and re-syncs from the viewer's view.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem, QWidget

from microgames.ui.seatstyle import symbol_path
from microgames.ui.table import GraphicsTable, TableContext
from tests.pebbles import HIDDEN, DrawBonus, Take


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
    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.buttons: dict[str, Button] = {}
        self.sync()

    def _act(self, make: Callable[[int], object]) -> None:
        seat = self.context.acting_seat()
        if seat is None:
            self.context.status("It is not a person's turn.")
            return
        self.context.submit(make(seat))  # type: ignore[arg-type]

    def sync(self) -> None:
        self.scene.clear()
        self.buttons = {}
        view = self.context.view()
        for n in range(view.pile):
            x, y = 40 * (n % 10), 40 * (n // 10)
            self.scene.addEllipse(QRectF(x, y, 32, 32), QPen(QColor("#555")), QBrush(QColor("#b9a88f")))
        for count in range(1, view.max_take + 1):
            rect = QRectF(110 * (count - 1), 100, 100, 36)
            button = Button(f"Take {count}", rect, lambda c=count: self._act(lambda s: Take(s, c)))
            self.scene.addItem(button)
            self.buttons[f"take{count}"] = button
        bonus = Button("Draw a bonus", QRectF(110 * view.max_take, 100, 140, 36), lambda: self._act(DrawBonus))
        self.scene.addItem(bonus)
        self.buttons["bonus"] = bonus
        for seat, (taken, cards) in enumerate(zip(view.taken, view.bonus)):
            y = 160 + 34 * seat
            marker = self.scene.addPath(symbol_path(seat, QRectF(0, y, 22, 22)) if self.context.colourblind
                                        else _disc(QRectF(0, y, 22, 22)),
                                        QPen(QColor("#333")), QBrush(self.context.seat_colour(seat)))
            marker.setData(0, seat)
            shown = " ".join("?" if c == HIDDEN else str(c) for c in cards) or "—"
            text = self.scene.addSimpleText(f"{self.context.seats[seat].name}: {taken} taken, bonus {shown}")
            text.setFont(QFont("DejaVu Sans", 12))
            text.setBrush(QBrush(self.palette().color(self.foregroundRole())))
            text.setPos(30, y)


def _disc(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(rect)
    return path
