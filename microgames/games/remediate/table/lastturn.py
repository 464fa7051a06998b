"""What the other microbes did since the viewer last acted, for the table to mark (see
:mod:`microgames.ui.tablekit.lastmoves`): the genes they cloned carry a small "new" tag on their slots, and
the panel of each seat that acted says it in one line ("Ben: cloned MHETase, remediated 2").

A bot's turn otherwise shows only as cards flying; a person coming back to the screen reads it here until
they act.
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter

from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.commands import ChooseTarget, Clone, Recycle, Remediate
from microgames.games.remediate.state import RemediateState
from microgames.games.remediate.table.text import TableWords, say
from microgames.ui import theme
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.lastmoves import others_since_my_turn


@attrs.frozen
class OthersTurns:
    """The genes the other seats cloned (still in their slots) and a line per seat that acted."""

    cloned: frozenset[int] = frozenset()
    lines: dict[int, str] = attrs.field(factory=dict)


def others_turns(context: TableContext, view: RemediateState) -> OthersTurns:
    """What the other seats did since the viewer's last step, in the position on show."""
    done: dict[int, list[str]] = {}
    cloned: set[int] = set()
    for step in others_since_my_turn(context):
        for command in step.commands:
            said = _said(context, command)
            if isinstance(command, Clone):
                cloned.add(command.card)
            if said:
                done.setdefault(step.seat, []).append(said)
    still = {card for seat in range(view.seats) for card in view.cloned[seat]}
    lines = {seat: say(TableWords.tr("%1: %2"), context.seats[seat].name, E.listed(what)) for seat, what in done.items()}
    return OthersTurns(frozenset(cloned & still), lines)


def line_to_drop(shown: list[int], fresh_from: int, automatic: set[int]) -> int:
    """Which event of ``shown`` (indices, oldest first) gives way when they do not all fit: one the person saw
    already (before ``fresh_from``), then a player's own step (the panels' lines say those too), and only then
    what followed by itself (``automatic``: an environment cleaned, discards on the change, a reshuffle), which
    nothing else on the table tells; the oldest first each time."""
    for keep in (lambda k: k >= fresh_from, lambda k: k in automatic):
        dropped = next((k for k in shown if not keep(k)), None)
        if dropped is not None:
            return dropped
    return shown[0]


def _said(context: TableContext, command: object) -> str:
    """A few words for the commands that change the table; drawing or passing is not news."""
    if isinstance(command, Clone):
        return say(TableWords.tr("cloned %1"), C.card_name(command.card))
    if isinstance(command, ChooseTarget):
        seats = context.seats
        return say(TableWords.tr("attacked %1"), seats[command.target].name) if 0 <= command.target < len(seats) \
            else say(TableWords.tr("attacked"))
    if isinstance(command, Remediate):
        return say(TableWords.tr("remediated %1"), command.amount)
    if isinstance(command, Recycle):
        return say(TableWords.tr("recycled %1"), C.RECYCLE_NAME[command.pile]) if 0 <= command.pile < len(C.RECYCLE_NAME) \
            else say(TableWords.tr("recycled"))
    return ""


def paint_new(painter: QPainter, rect: QRectF) -> None:
    """A small teal "new" tag on a slot's top right corner, over the card's frame, not its name or picture."""
    font = QFont()
    font.setPixelSize(max(8, round(min(rect.height(), rect.width()) * 0.09)))
    font.setBold(True)
    painter.save()
    painter.setFont(font)
    word = say(TableWords.tr("new"))
    width = painter.fontMetrics().horizontalAdvance(word) + 8
    height = painter.fontMetrics().height() + 1
    tag = QRectF(QPointF(rect.right() - width + 3, rect.top() - height / 2), QPointF(rect.right() + 3, rect.top() + height / 2))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(theme.ACCENT))
    painter.drawRoundedRect(tag, height / 2, height / 2)
    painter.setPen(QColor("#ffffff"))
    painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, word)
    painter.restore()
