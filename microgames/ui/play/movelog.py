"""The move log: every move played so far, as the sentences the commands give."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QListView, QListWidget, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from microgames.ui.tablekit.context import TableContext

#: Room around a line's text inside its row (the style sheet's item padding plus the style's text margin).
TEXT_MARGIN = QSize(6, 3)

Index = QModelIndex | QPersistentModelIndex


class WrappingLines(QStyledItemDelegate):
    """Draws each line's text wrapped in the very rectangle its height was measured for.

    Qt measures a wrapped item without the style sheet's item padding but draws it inside that padding,
    so a line that only just fits was measured as one line, drawn as two and cut to one.
    """

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.view = view

    def text_rect(self, row: QRect) -> QRect:
        """Where a row's text is drawn, inside the row ``row``."""
        return row.adjusted(TEXT_MARGIN.width(), TEXT_MARGIN.height(), -TEXT_MARGIN.width(), -TEXT_MARGIN.height())

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        width = self.view.viewport().width()
        room = self.text_rect(QRect(0, 0, width, 100000))
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        wrapped = option.fontMetrics.boundingRect(QRect(0, 0, max(room.width(), 1), 100000),
                                                  int(Qt.TextFlag.TextWordWrap), text)
        return QSize(width, wrapped.height() + 2 * TEXT_MARGIN.height())

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        row = QStyleOptionViewItem(option)
        self.initStyleOption(row, index)
        text, row.text = row.text, ""
        style = self.view.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, row, painter, self.view)  # the row's background
        selected = bool(row.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setFont(row.font)
        painter.setPen(row.palette.color(role))
        painter.drawText(self.text_rect(row.rect), int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
                                                       | Qt.AlignmentFlag.AlignVCenter), text)
        painter.restore()


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
        self.setItemDelegate(WrappingLines(self))
        context.changed.connect(self.sync)
        self.sync()

    def sync(self, *_: object) -> None:
        labels = [f"{n}. {step.label}" for n, step in enumerate(self.context.history.applied(), start=1)]
        if labels != [self.item(i).text() for i in range(self.count())]:
            self.clear()
            self.addItems(labels)
            self.scrollToBottom()
