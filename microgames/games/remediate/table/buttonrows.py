"""Rows of buttons that wrap at their width and keep the height of the most rows they can need there.

A plain row asks for the width of every button it shows: a step with many buttons
would widen the table (squeezing a dock beside it) or, wrapped, grow a row and
shrink the table's view, and the table would lay itself out anew in the middle of
a turn. These rows wrap, right-aligned, and their height for a width is that of
the widest set of widgets that may show together (``together``, each widget at its
widest label, ``widest``) whatever shows now, so the view above them changes only
when the window does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


def row_breaks(widths: Sequence[int], room: int, spacing: int) -> list[list[int]]:
    """The indices of ``widths`` in each row when they flow left to right into rows ``room`` wide."""
    rows: list[list[int]] = []
    used = 0
    for index, width in enumerate(widths):
        if rows and used + spacing + width <= room:
            rows[-1].append(index)
            used += spacing + width
        else:
            rows.append([index])
            used = width
    return rows


class ButtonRows(QLayout):
    """The flowing rows; see the module docstring. Set ``together`` and ``widest`` before it is shown."""

    def __init__(self, spacing: int = 6) -> None:
        super().__init__()
        self._heights: dict[int, int] = {}  # height for a width, until something changes
        self._items: list[QLayoutItem] = []
        self.together: Sequence[Sequence[QWidget]] = ()
        self.widest: Callable[[QWidget], int] = lambda widget: widget.sizeHint().width()
        self.setSpacing(spacing)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def invalidate(self) -> None:
        self._heights.clear()
        super().invalidate()

    def isEmpty(self) -> bool:
        """Never: with nothing to show, the rows still keep their room."""
        return False

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def _row_height(self) -> int:
        """The tallest widget's height, shown or not (a hidden widget's item says 0)."""
        return max((item.widget().sizeHint().height() for item in self._items if item.widget() is not None), default=0)

    def rows_reserved(self, room: int) -> int:
        """The most rows any set of widgets shown together needs in ``room`` pixels (at least one)."""
        return max([len(row_breaks([min(self.widest(widget), room) for widget in group], room, self.spacing()))
                    for group in self.together] + [1])

    def heightForWidth(self, width: int) -> int:
        if width not in self._heights:
            margins = self.contentsMargins()
            rows = self.rows_reserved(width - margins.left() - margins.right())
            self._heights[width] = (rows * self._row_height() + (rows - 1) * self.spacing()
                                    + margins.top() + margins.bottom())
        return self._heights[width]

    def minimumSize(self) -> QSize:
        """As wide as the widest widget, one row high: what it asks of its parent never depends on what shows."""
        margins = self.contentsMargins()
        width = max((self.widest(item.widget()) for item in self._items if item.widget() is not None), default=0)
        return QSize(width + margins.left() + margins.right(), self._row_height() + margins.top() + margins.bottom())

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        margins = self.contentsMargins()
        inner = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        shown = [item for item in self._items if not item.isEmpty()]
        sizes = [item.sizeHint() for item in shown]
        widths = [min(size.width(), inner.width()) for size in sizes]
        height = self._row_height()
        spacing = self.spacing()
        for row, indices in enumerate(row_breaks(widths, inner.width(), spacing)):
            x = inner.right() + 1 - (sum(widths[k] for k in indices) + spacing * (len(indices) - 1))
            y = inner.top() + row * (height + spacing)
            for k in indices:
                top = y + (height - sizes[k].height()) // 2
                shown[k].setGeometry(QRect(QPoint(x, top), QSize(widths[k], sizes[k].height())))
                x += widths[k] + spacing
