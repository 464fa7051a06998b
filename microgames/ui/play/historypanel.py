"""The history panel: every step, including the ones undone; clicking one looks back at it.

Looking back is not undoing: a click shows that position read-only (the window
says so in a banner) and the game, its bots and its later moves stay as they
are. Taking moves back is Undo, or "Play from here" on the banner.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QListView, QListWidget, QListWidgetItem, QWidget

from microgames.ui.tablekit.context import TableContext
from microgames.engine.words import shown



class HistoryPanel(QListWidget):
    """Row 0 is the start; row n is "after step n". The row on show is selected; the game's own is marked.

    ``look`` is called with the clicked row (the shell shows that position read-only).
    """

    def __init__(self, context: TableContext, look: Callable[[int], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self._look = look
        self.setObjectName("historyPanel")
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)  # long moves wrap, never end in "…"
        self.setResizeMode(QListView.ResizeMode.Adjust)  # and re-wrap when the panel is resized
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.itemClicked.connect(self._clicked)
        context.changed.connect(self.sync)
        self.sync()

    def sync(self, *_: object) -> None:
        history = self.context.history
        labels = [self.tr("Start of the game")] + [f"{n}. {shown(label)}"
                                                   for n, label in enumerate(history.labels(), start=1)]
        looking = self.context.looking_at
        self.blockSignals(True)
        # Items are updated in place: this runs inside the click handler of one of them.
        while self.count() > len(labels):
            self.takeItem(self.count() - 1)
        while self.count() < len(labels):
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, self.count())
            self.addItem(item)
        # Only the style is the item's own: the size is the list's, at any UI scale.
        plain, undone, now = QFont(), QFont(), QFont()
        undone.setItalic(True)
        now.setBold(True)
        for row, text in enumerate(labels):
            item = self.item(row)
            is_now = row == history.index
            item.setText(text + ("  ◀ " + self.tr("now") if is_now and looking is not None else ""))
            redo_tail = row > history.index
            item.setFont(undone if redo_tail else now if is_now and looking is not None else plain)
            item.setForeground(self.palette().color(
                QPalette.ColorRole.PlaceholderText if redo_tail else QPalette.ColorRole.Text))
        self.setCurrentRow(history.index if looking is None else looking)
        self.blockSignals(False)

    def _clicked(self, item: QListWidgetItem) -> None:
        row = int(item.data(Qt.ItemDataRole.UserRole))
        if row != self.context.history.index or self.context.looking_at is not None:
            self._look(row)
        self.sync()
