"""The history panel: every step, including the ones undone; clicking one jumps there."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from microgames.ui.table import TableContext

START_LABEL = "Start of the game"


class HistoryPanel(QListWidget):
    """Row 0 is the start; row n is "after step n". The current position is selected.

    ``jump`` is called with the clicked row; it returns False when the undo policy refuses
    (the reason goes to the status bar), and the selection snaps back.
    """

    def __init__(self, context: TableContext, jump: Callable[[int], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self._jump = jump
        self.setObjectName("historyPanel")
        self.itemClicked.connect(self._clicked)
        context.changed.connect(self.sync)
        self.sync()

    def sync(self, *_: object) -> None:
        history = self.context.history
        self.blockSignals(True)
        self.clear()
        italic = QFont(self.font())
        italic.setItalic(True)
        for row, label in enumerate([START_LABEL] + history.labels()):
            item = QListWidgetItem(label if row == 0 else f"{row}. {label}")
            if row > history.index:  # the redo tail
                item.setForeground(self.palette().color(QPalette.ColorRole.PlaceholderText))
                item.setFont(italic)
            item.setData(Qt.ItemDataRole.UserRole, row)
            self.addItem(item)
        self.setCurrentRow(history.index)
        self.blockSignals(False)

    def _clicked(self, item: QListWidgetItem) -> None:
        row = int(item.data(Qt.ItemDataRole.UserRole))
        if row != self.context.history.index:
            self._jump(row)
        self.sync()
