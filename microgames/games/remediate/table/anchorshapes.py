"""The outlines of the Remediate things a lesson lights that are not rectangles (see ``GameTable.anchor_shape``).

A hand card (``hand:<i>``) and a slot or the gene cloned in it (``slot:<s>:<type>``)
are cards: rounded rectangles, tilted in the hand's fan. The card is the one shown
where :func:`~microgames.games.remediate.table.anchors.table_anchor` finds the
thing, so both always agree. Other names have no outline of their own: their
rectangle serves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QPainterPath

from microgames.games.remediate.table.anchors import table_anchor
from microgames.ui.tablekit.anchors import item_rect, item_shape, rounded

if TYPE_CHECKING:
    from microgames.games.remediate.table.view import RemediateTable

CARD_RADIUS = 0.09  # a card's corners, as a share of its width (as it is drawn)


def table_shape(table: RemediateTable, name: str) -> QPainterPath | None:
    """The outline of the card called ``name`` in the table widget's coordinates; None for other names."""
    kind, _, detail = name.partition(":")
    if kind not in ("hand", "slot") or not detail:
        return None
    rect = table_anchor(table, name)
    if rect is None:
        return None
    cards = list(table.hand_items.values()) if kind == "hand" else table.cards.shown()
    for item in cards:
        if item.isVisible() and rect in (item_rect(table, item), item_rect(table, item, item.rect)):
            return item_shape(table, item, rounded(item.rect, item.rect.width() * CARD_RADIUS))
    return None
