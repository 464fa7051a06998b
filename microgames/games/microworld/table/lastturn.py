"""What the opponent did since the viewer last acted, for the table to mark (see
:mod:`microgames.ui.tablekit.lastmoves`): the pawns it placed (ringed on the board, not only its last one)
and the gene tokens it used (ringed on the gene summary, with a caption such as "Anticorps used Flip pawn").

A turn can place two pawns (Double pawn) or use two tokens; a person coming back to the screen should see
all of it at once rather than read the move log.
"""

from __future__ import annotations

import attrs

from microgames.engine.words import shown
from microgames.games.microworld.commands import UseGene
from microgames.games.microworld.genes import GENE_NAMES
from microgames.games.microworld.options import FACTIONS
from microgames.games.microworld.state import NONE, MicroworldState
from microgames.ui.language import translate
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.lastmoves import others_since_my_turn, state_before


@attrs.frozen
class OpponentTurn:
    """The marks of the other side's play since the viewer's last step (empty when there is none)."""

    pawns: frozenset[int] = frozenset()
    tokens: tuple[int, ...] = ()
    caption: str = ""
    seat: int = NONE  # whose tokens: their rings are drawn in its colour


def opponent_turn(context: TableContext) -> OpponentTurn:
    """The pawns placed and tokens used by the other side since the viewer's last step, in the position on show."""
    steps = others_since_my_turn(context)
    before: MicroworldState | None = state_before(context, steps)
    if before is None:
        return OpponentTurn()
    now: MicroworldState = context.state
    pawns = frozenset(p for p, cell in enumerate(now.pawn_cell) if cell != NONE and before.pawn_cell[p] == NONE)
    used = [(step.seat, c.token) for step in steps for c in step.commands if isinstance(c, UseGene)]
    tokens = tuple(token for _, token in used)
    if not used:
        return OpponentTurn(pawns)
    names = translate("MicroworldTable", ", ", "between the names of a list").join(
        shown(GENE_NAMES[t]) if 0 <= t < len(GENE_NAMES) else translate("MicroworldTable", "a gene token")
        for t in tokens)
    seat = used[-1][0]
    caption = translate("MicroworldTable", "%1 used %2").replace("%1", shown(FACTIONS[seat])).replace("%2", names)
    return OpponentTurn(pawns, tokens, caption, seat)
