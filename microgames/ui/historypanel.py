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
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.itemClicked.connect(self._clicked)
        context.changed.connect(self.sync)
        self.sync()

    def sync(self, *_: object) -> None:
        history = self.context.history
        labels = [START_LABEL] + [f"{n}. {label}" for n, label in enumerate(history.labels(), start=1)]
        self.blockSignals(True)
        # Items are updated in place: this runs inside the click handler of one of them.
        while self.count() > len(labels):
            self.takeItem(self.count() - 1)
        while self.count() < len(labels):
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, self.count())
            self.addItem(item)
        undone = QFont(self.font())
        undone.setItalic(True)
        for row, text in enumerate(labels):
            item = self.item(row)
            item.setText(text)
            redo_tail = row > history.index
            item.setFont(undone if redo_tail else self.font())
            item.setForeground(self.palette().color(
                QPalette.ColorRole.PlaceholderText if redo_tail else QPalette.ColorRole.Text))
        self.setCurrentRow(history.index)
        self.blockSignals(False)

    def _clicked(self, item: QListWidgetItem) -> None:
        row = int(item.data(Qt.ItemDataRole.UserRole))
        if row != self.context.history.index:
            self._jump(row)
        self.sync()
