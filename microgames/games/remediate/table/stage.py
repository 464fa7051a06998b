"""The items of one layout of the Remediate table, put on the scene together and taken off together.

A relayout (the window took another shape) clears the stage and builds it anew
for the new geometry; the parts that build items (the table's panels and texts,
the microbes' panels) add them here rather than to the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from microgames.ui import theme
from microgames.ui.tablekit.sceneparts import FittedText, PanelItem, label_font


class Stage:
    """The laid-out items on ``scene``; see the module docstring."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: list[QGraphicsItem] = []

    def add(self, item: QGraphicsItem) -> None:
        """Put a laid-out item on the table (it is taken off when the layout changes)."""
        self.scene.addItem(item)
        self.items.append(item)

    def panel(self, rect: QRectF) -> PanelItem:
        c = theme.colours()
        panel = PanelItem(rect, QColor(c["card"]), QColor(c["border"]))
        self.add(panel)
        return panel

    def text(self, pos: QPointF, size: float, bold: bool = False, z: float = 3, width: float = 0.0) -> FittedText:
        """A label at ``pos``, shrunk to ``width`` when its text is wider (0: never shrunk)."""
        item = FittedText(width)
        item.setFont(label_font(size, bold))
        self.add(item)
        item.setBrush(QColor(theme.colours()["text"]))
        item.setPos(pos)
        item.setZValue(z)
        return item

    def clear(self) -> None:
        """Take every laid-out item off the scene."""
        for item in self.items:
            self.scene.removeItem(item)
        self.items = []
