"""The move log: every move played so far, as the sentences the commands give, and under each move what
followed it by itself (an environment turned over, a target claimed), in lighter italics.

The lines come from the engine's ``log_entries``, which also gathers a seat's spell of small changes
(arranging a board) into one line; its tooltip lists the changes one by one.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (QListView, QListWidget, QListWidgetItem, QStyle, QStyledItemDelegate,
                               QStyleOptionViewItem, QWidget)

from microgames.engine.movelog import log_entries
from microgames.engine.words import shown
from microgames.ui.tablekit.context import TableContext

#: Room around a line's text inside its row (the style sheet's item padding plus the style's text margin).
TEXT_MARGIN = QSize(6, 3)
EVENT_ROLE = Qt.ItemDataRole.UserRole + 1  # True on the line of an event, under its move
SHADE_ROLE = Qt.ItemDataRole.UserRole + 2  # True on the lines of every other move, its events included
EVENT_INDENT = 14  # an event's line starts this far right of its move's
EVENT_MARK = "↳ "
Row = tuple[str, bool, bool, str]  # (text, is an event, shaded, tooltip)

Index = QModelIndex | QPersistentModelIndex


class WrappingLines(QStyledItemDelegate):
    """Draws each line's text wrapped in the very rectangle its height was measured for.

    Qt measures a wrapped item without the style sheet's item padding but draws it inside that padding,
    so a line that only just fits was measured as one line, drawn as two and cut to one.
    """

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.view = view

    def text_rect(self, row: QRect, index: Index | None = None) -> QRect:
        """Where a row's text is drawn, inside the row ``row`` (an event's further right, under its move)."""
        indent = EVENT_INDENT if index is not None and index.data(EVENT_ROLE) else 0
        return row.adjusted(TEXT_MARGIN.width() + indent, TEXT_MARGIN.height(), -TEXT_MARGIN.width(),
                            -TEXT_MARGIN.height())

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        width = self.view.viewport().width()
        font = self.font_of(option, index)
        room = self.body_rect(self.text_rect(QRect(0, 0, width, 100000), index), font, index)
        wrapped = QFontMetrics(font).boundingRect(QRect(0, 0, max(room.width(), 1), 100000),
                                                  int(Qt.TextFlag.TextWordWrap), self.body(index))
        return QSize(width, wrapped.height() + 2 * TEXT_MARGIN.height())

    @staticmethod
    def body(index: Index) -> str:
        """The text wrapped in the body: an event's without its mark, which hangs to the left of it."""
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        return text.removeprefix(EVENT_MARK) if index.data(EVENT_ROLE) else text

    @staticmethod
    def body_rect(text: QRect, font: QFont, index: Index) -> QRect:
        """Where the body wraps inside ``text``: past an event's mark, so its lines line up under each other."""
        if not index.data(EVENT_ROLE):
            return text
        return text.adjusted(QFontMetrics(font).horizontalAdvance(EVENT_MARK), 0, 0, 0)

    @staticmethod
    def font_of(option: QStyleOptionViewItem, index: Index) -> QFont:
        """The line's font: an event's is italic, so it reads as something that happened, not a move."""
        font = QFont(option.font)
        font.setItalic(bool(index.data(EVENT_ROLE)))
        return font

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        row = QStyleOptionViewItem(option)
        self.initStyleOption(row, index)
        row.text = ""
        if index.data(SHADE_ROLE):  # a move and its events share one shade, so the eye sees them as one entry
            painter.fillRect(row.rect, row.palette.alternateBase())
        style = self.view.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, row, painter, self.view)  # the row's background
        selected = bool(row.state & QStyle.StateFlag.State_Selected)
        event = bool(index.data(EVENT_ROLE))
        colour = row.palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        if event and not selected:  # between the text and its background: quieter, still easy to read
            base = row.palette.color(QPalette.ColorRole.Base)
            colour = QColor.fromRgbF(*(0.72 * a + 0.28 * b for a, b in zip(colour.getRgbF()[:3], base.getRgbF()[:3])))
        font = self.font_of(row, index)
        area = self.text_rect(row.rect, index)
        body = self.body_rect(area, font, index)
        painter.save()
        painter.setFont(font)
        painter.setPen(colour)
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        drawn = painter.drawText(body, flags, self.body(index))
        if event:  # beside the body's first line
            painter.drawText(QRect(area.left(), drawn.top(), body.left() - area.left(), area.height()),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), EVENT_MARK)
        painter.restore()


class MoveLog(QListWidget):
    """A read-only list of the applied steps, newest at the bottom, each with its events under it."""

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setObjectName("moveLog")
        self.setAlternatingRowColors(False)  # the delegate shades every other move, its events with it
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)  # long moves wrap, never end in "…"
        self.setResizeMode(QListView.ResizeMode.Adjust)  # and re-wrap when the panel is resized
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setItemDelegate(WrappingLines(self))
        self._rows: list[Row] = []
        context.changed.connect(self.sync)
        self.sync()

    def rows(self) -> list[Row]:
        """The log's lines: each entry, then its events; a gathered spell's tooltip lists its changes."""
        steps = self.context.history.applied()
        rows: list[Row] = []
        for k, entry in enumerate(log_entries(steps)):
            shaded = k % 2 == 1
            gathered = steps[entry.first - 1 : entry.last] if entry.last > entry.first else ()
            changes = "\n".join(shown(step.label) for step in gathered)
            rows.append((f"{entry.number}. {shown(entry.text)}", False, shaded, changes))
            rows += [(EVENT_MARK + shown(event), True, shaded, "") for event in entry.events]
        return rows

    def sync(self, *_: object) -> None:
        rows = self.rows()
        if rows == self._rows:
            return
        self._rows = rows
        self.clear()
        for text, event, shaded, tip in rows:
            item = QListWidgetItem(text, self)
            item.setData(EVENT_ROLE, event)
            item.setData(SHADE_ROLE, shaded)
            if tip:
                item.setToolTip(tip)
        self.scrollToBottom()
