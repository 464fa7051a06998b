"""A puzzle's hint said to the person and pointed at on the table: one move of the proven answer.

The move log's labels are written for a record ("Anticorps use Radiation: +5"); a hint speaks to the
player about the gesture to make ("Use your Radiation token"), and names the things the table lights for
it by their anchors (``table.anchors``): the cell to click, the token's row in the side panel, a button.
"""

from __future__ import annotations

from microgames.engine.commands import Command
from microgames.games.microworld.board import kind_names
from microgames.games.microworld.commands import (AnswerSteal, ChooseMutation, EndTurn, ExchangePawn, Place,
                                                  PlaceBlocker, ShiftPawn, UseGene, power_of)
from microgames.games.microworld.genes import FLIP, GENE_KEYS, GENE_NAMES, MOVE, MUTATION_NAMES
from microgames.games.microworld.geometry import cell_name
from microgames.games.microworld.options import FACTIONS
from microgames.games.microworld.state import FIRST, MicroworldState

_KIND_NAMES = kind_names()


def _cell(state: MicroworldState, cell: int) -> str:
    return f"{cell_name(cell)} ({_KIND_NAMES[state.setup.board.kinds[cell]]})"


def _use(state: MicroworldState, move: UseGene) -> str:
    other = FACTIONS[1 - move.seat]
    power = power_of(state, move.token)
    text = f"use your {GENE_NAMES[move.token]} token"
    if power != move.token and power >= 0:
        text += f" as {GENE_NAMES[power]}"
    if power == FLIP:
        text += f" to flip a pawn of the {other} on {_cell(state, move.target)}"
    elif power == MOVE:
        text += f" to move the {other}' last pawn to {_cell(state, move.target)}"
    return text


def advice(state: MicroworldState, move: Command) -> str:
    """The move said as what to do now, e.g. "Place your pawn on Q2·7 (bone)" (no full stop)."""
    if isinstance(move, Place):
        return f"{'Open' if state.phase == FIRST else 'Place your pawn'} on {_cell(state, move.cell)}"
    if isinstance(move, UseGene):
        words = _use(state, move)
        return words[:1].upper() + words[1:]
    if isinstance(move, EndTurn):
        return "End your turn now, keeping the tokens you hold"
    if isinstance(move, AnswerSteal):
        token = GENE_NAMES[state.pending[0]] if state.pending else "the token"
        return f"Steal {token} with a mutation token" if move.steal else f"Let {token} work"
    if isinstance(move, PlaceBlocker):
        return f"Block {_cell(state, move.cell)} with a mutation token"
    if isinstance(move, ExchangePawn):
        return f"Swap your pawn with the {FACTIONS[1 - move.seat]}' pawn on {_cell(state, move.cell)}"
    if isinstance(move, ShiftPawn):
        return f"Move your pawn to {_cell(state, move.cell)}"
    if isinstance(move, ChooseMutation):
        return f"Keep the {MUTATION_NAMES.get(move.mutation, move.mutation)} mutation"
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
