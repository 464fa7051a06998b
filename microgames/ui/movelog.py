"""The move log: every move played so far, as the sentences the commands give."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListView, QListWidget, QWidget

from microgames.ui.table import TableContext


class MoveLog(QListWidget):
    """A read-only list of the applied steps, newest at the bottom."""

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setObjectName("moveLog")
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)  # long moves wrap, never end in "…"
        self.setResizeMode(QListView.ResizeMode.Adjust)  # and re-wrap when the panel is resized
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        context.changed.connect(self.sync)
        self.sync()

    def sync(self, *_: object) -> None:
        labels = [f"{n}. {step.label}" for n, step in enumerate(self.context.history.applied(), start=1)]
        if labels != [self.item(i).text() for i in range(self.count())]:
            self.clear()
            self.addItems(labels)
            self.scrollToBottom()
