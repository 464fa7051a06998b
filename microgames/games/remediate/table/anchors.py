"""Where the things a Remediate lesson talks about are on the table (see ``ui.tutorialanchors``).

Names (seats count from 0):

- ``environment``: the environment panel; ``environment:card``: the current environment.
- ``genes``: the gene panel; ``pool``: the gene pool; ``discard``: the discard pile.
- ``recycle``: the recycle panel; ``recycle:<k>``: one recycle pile, from 0.
- ``microbe:<s>``: a seat's microbe panel (its genes, plastic and score); ``score:<s>``: its score;
  ``stash:<s>``: its stash and recycle cards; ``slot:<s>:<type>``: the slot of a gene type
  (``remediation``, ``support``, ``attack``, ``defence``, ``resistance``), empty or holding its gene
  (the first of two Support slots).
- ``hand``: the hand of the person at the screen; ``hand:<i>``: its i-th card, from 0.
- ``log``: "What happened"; ``button:<key>``: a button under the table (``draw``,
  ``clone``, ``skip``, ``remediate``, ``recycle0``…, as the controls name them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.ui.tablekit.anchors import item_rect, scene_rect, widget_rect

if TYPE_CHECKING:
    from microgames.games.remediate.table.view import RemediateTable


def _index(text: str, count: int) -> int | None:
    return int(text) if text.isdigit() and int(text) < count else None


def _hand(table: RemediateTable, detail: str) -> QRectF | None:
    g = table.geometry_
    if not detail:
        return scene_rect(table, g.hand)
    viewer = table.context.viewer
    hand = table.context.view().hands[viewer] if viewer is not None else []
    index = _index(detail, len(hand))
    item = table.hand_items.get(hand[index]) if index is not None else None
    return item_rect(table, item) if item is not None and item.isVisible() else None


def _slot(table: RemediateTable, seat: int, detail: str) -> QRectF | None:
    """The item showing the slot of a gene type: the empty slot, or the gene cloned in it."""
    names = [name.lower() for name in C.TYPE_NAMES]
    if detail not in names:
        return None
    wanted = names.index(detail)
    state = table.context.view()
    for item in table.cards.shown():
        target = item.target
        if not target or target[0] not in ("slot", "cloned") or target[1] != seat:
            continue
        if (target[0] == "slot" and target[2] == wanted) or (
                target[0] == "cloned" and E.slot_of(state, int(target[2])) == wanted):  # type: ignore[call-overload]
            return item_rect(table, item, item.rect)
    return None


def _seat_part(table: RemediateTable, kind: str, seat: int, detail: str) -> QRectF | None:
    """A part of a seat's microbe panel: the whole panel, its score, its stash or one slot."""
    if kind == "microbe" and not detail:
        return scene_rect(table, table.geometry_.seats[seat].panel)
    if kind == "score" and not detail:
        return item_rect(table, table.seat_scores[seat])
    if kind == "stash" and not detail:
        return item_rect(table, table.seat_holdings[seat], table.seat_holdings[seat].rect)
    if kind == "slot":
        return _slot(table, seat, detail)
    return None


def table_anchor(table: RemediateTable, name: str) -> QRectF | None:
    """The rectangle of the thing called ``name`` in the table widget's coordinates, or None."""
    kind, _, detail = name.partition(":")
    g = table.geometry_
    panels = {"environment": g.environment, "genes": g.genes, "recycle": g.recycle, "log": g.log}
    if kind in panels and not detail:
        return scene_rect(table, panels[kind])
    if kind == "environment" and detail == "card":
        return scene_rect(table, g.env_card)
    if kind in ("pool", "discard") and not detail:
        size = g.back if kind == "pool" else g.discard_size
        return scene_rect(table, QRectF(g.pool if kind == "pool" else g.discard, size))
    if kind == "recycle":
        pile = _index(detail, len(C.RECYCLE_NAME))
        return scene_rect(table, QRectF(g.pile_pos(pile), g.pile)) if pile is not None else None
    if kind in ("microbe", "score", "stash", "slot"):
        seat_text, _, rest = detail.partition(":")
        seat = _index(seat_text, len(g.seats))
        return _seat_part(table, kind, seat, rest) if seat is not None else None
    if kind == "hand":
        return _hand(table, detail)
    if kind == "button" and detail in table.buttons:
        return widget_rect(table, table.buttons[detail])
    return None

