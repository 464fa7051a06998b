"""Text on the Microchip table sized from the scale it is finally shown at, so no label is under 9 pt on screen.

Every label is made at the size it has in a roomy window; once the view is fitted, each is enlarged
where the view (and its card's zoom) would show it smaller than ``SMALLEST_PT``. The small cards of
the other seats show only their name and score (and status pill): their finer labels are hidden, as
their tiles are the compact picture.
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from microgames.ui.tablekit.sceneparts import label_font

SMALLEST_PT = 9.2  # a label's point size on screen is never under this (9 pt and a little to spare)


def readable_size(base: float, scale: float) -> float:
    """The point size for a label made at ``base`` and shown at ``scale`` (scene to screen)."""
    return max(base, SMALLEST_PT / scale) if scale > 0 else base


@attrs.define
class Label:
    """A label as made: its text item, its size and weight there, and the seat whose card holds it (None: none)."""

    item: QGraphicsSimpleTextItem
    size: float
    bold: bool
    seat: int | None
    fine: bool  # hidden on a small card


class Labels:
    """The table's labels, re-sized together whenever the table is shown at another scale."""

    def __init__(self) -> None:
        self.labels: list[Label] = []
        self._fitted: tuple[object, ...] = ()

    def add(self, item: QGraphicsSimpleTextItem, size: float, bold: bool, seat: int | None, fine: bool) -> None:
        self.labels.append(Label(item, size, bold, seat, fine))

    def fit(self, scale: float, zooms: tuple[float, ...], small: tuple[bool, ...]) -> bool:
        """Size every label for a view at ``scale`` and cards at ``zooms``; whether anything changed."""
        key = (round(scale, 4), zooms, small)
        if key == self._fitted:
            return False
        self._fitted = key
        for label in self.labels:
            zoom = zooms[label.seat] if label.seat is not None else 1.0
            label.item.setVisible(not (label.fine and label.seat is not None and small[label.seat]))
            size = readable_size(label.size, scale * zoom)
            if abs(label.item.font().pointSizeF() - size) > 1e-3:
                label.item.setFont(label_font(size, label.bold))
        return True

    def smallest_on_screen(self, scale: float, zooms: tuple[float, ...]) -> float:
        """The smallest point size any shown label has on screen."""
        sizes = [label.item.font().pointSizeF() * scale * (zooms[label.seat] if label.seat is not None else 1.0)
                 for label in self.labels if label.item.isVisible()]
        return min(sizes, default=0.0)


def elided(text: str, item: QGraphicsSimpleTextItem, width: float) -> str:
    """``text`` cut with "…" to ``width`` in ``item``'s font."""
    return QFontMetricsF(item.font()).elidedText(text, Qt.TextElideMode.ElideRight, max(width, 0.0))
