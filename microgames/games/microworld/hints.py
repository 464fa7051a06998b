"""A puzzle's hint said to the person and pointed at on the table: one move of the proven answer.

The move log's labels are written for a record ("Anticorps use Radiation: +5"); a hint speaks to the
player about the gesture to make ("Use your Radiation token"), and names the things the table lights for
it by their anchors (``table.anchors``): the cell to click, the token's row in the side panel, a button.
"""

from __future__ import annotations

from microgames.engine.commands import Command
from microgames.games.microworld.commands import (AnswerSteal, ChooseMutation, EndTurn, ExchangePawn, Place,
                                                  PlaceBlocker, ShiftPawn, UseGene, power_of, where)
from microgames.games.microworld.genes import FLIP, GENE_KEYS, GENE_NAMES, MOVE, MUTATION_NAMES
from microgames.games.microworld.options import FACTIONS
from microgames.games.microworld.speech import MicroworldWords
from microgames.games.microworld.state import FIRST, MicroworldState

def _use(state: MicroworldState, move: UseGene) -> str:
    other = FACTIONS[1 - move.seat]
    power = power_of(state, move.token)
    target = where(state, move.target)
    if power != move.token and power >= 0:
        if power == FLIP:
            return MicroworldWords.tr("Use your %1 token as %2 to flip a pawn of the %3 on %4").arg(
                GENE_NAMES[move.token], GENE_NAMES[power], other, target)
        if power == MOVE:
            return MicroworldWords.tr("Use your %1 token as %2 to move the %3' last pawn to %4").arg(
                GENE_NAMES[move.token], GENE_NAMES[power], other, target)
        return MicroworldWords.tr("Use your %1 token as %2").arg(GENE_NAMES[move.token], GENE_NAMES[power])
    if power == FLIP:
        return MicroworldWords.tr("Use your %1 token to flip a pawn of the %2 on %3").arg(
            GENE_NAMES[move.token], other, target)
    if power == MOVE:
        return MicroworldWords.tr("Use your %1 token to move the %2' last pawn to %3").arg(
            GENE_NAMES[move.token], other, target)
    return MicroworldWords.tr("Use your %1 token").arg(GENE_NAMES[move.token])


def advice(state: MicroworldState, move: Command) -> str:
    """The move said as what to do now, e.g. "Place your pawn on Q2·7 (bone)" (no full stop)."""
    if isinstance(move, Place):
        if state.phase == FIRST:
            return MicroworldWords.tr("Open on %1").arg(where(state, move.cell))
        return MicroworldWords.tr("Place your pawn on %1").arg(where(state, move.cell))
    if isinstance(move, UseGene):
        return _use(state, move)
    if isinstance(move, EndTurn):
        return MicroworldWords.tr("End your turn now, keeping the tokens you hold")
    if isinstance(move, AnswerSteal):
        token = GENE_NAMES[state.pending[0]] if state.pending else MicroworldWords.tr("the token")
        if move.steal:
            return MicroworldWords.tr("Steal %1 with a mutation token").arg(token)
        return MicroworldWords.tr("Let %1 work").arg(token)
    if isinstance(move, PlaceBlocker):
        return MicroworldWords.tr("Block %1 with a mutation token").arg(where(state, move.cell))
    if isinstance(move, ExchangePawn):
        return MicroworldWords.tr("Swap your pawn with the %1' pawn on %2").arg(FACTIONS[1 - move.seat],
                                                                               where(state, move.cell))
    if isinstance(move, ShiftPawn):
        return MicroworldWords.tr("Move your pawn to %1").arg(where(state, move.cell))
    if isinstance(move, ChooseMutation):
        return MicroworldWords.tr("Keep the %1 mutation").arg(MUTATION_NAMES.get(move.mutation, move.mutation))
    return move.label(state)


def marks(state: MicroworldState, move: Command) -> tuple[str, ...]:
    """The anchors of what the move touches: the cell to click, the token's row, the button to press."""
    if isinstance(move, (Place, PlaceBlocker, ExchangePawn, ShiftPawn)):
        return (f"cell:{move.cell}",)
    if isinstance(move, UseGene):
        token = (f"token:{GENE_KEYS[move.token]}",)
        return token + ((f"cell:{move.target}",) if move.target >= 0 else ())
    if isinstance(move, EndTurn):
        return ("button:end",)
    if isinstance(move, AnswerSteal):
        return ("button:steal" if move.steal else "button:let",)
    if isinstance(move, ChooseMutation) and move.mutation in state.offers[move.seat]:
        return (f"offer:{move.seat}:{state.offers[move.seat].index(move.mutation)}",)
    return ()
