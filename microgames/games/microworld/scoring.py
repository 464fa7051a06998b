"""End-of-game scoring, tissue by tissue, with the reason for each line (the UI walks players through it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from microgames.games.microworld.board import MUCOUS, MUSCULAR, kind_names
from microgames.games.microworld.options import FACTIONS, PAWNS

if TYPE_CHECKING:
    from microgames.games.microworld.state import MicroworldState

_KIND_NAMES = kind_names()


@attrs.frozen
class TissueScore:
    """How one tissue scored at the end."""

    tissue: int
    kind: str  # kind letter
    cells: tuple[int, ...]
    pawns: tuple[int, int]  # pawns counted after flipped pawns are removed
    removed: tuple[int, int]  # flipped pawns removed before scoring
    radiated: bool
    winner: int  # seat with the majority, -1 when nobody scores
    points: int  # for the tissue itself
    bonus: int  # majority mutation (+1)
    reason: str


def final_breakdown(state: MicroworldState) -> list[TissueScore]:
    """Remove flipped pawns, then score each tissue for the seat with more pawns in it."""
    setup = state.setup
    board = setup.board
    radiated = {board.tissue_of[state.pawn_cell[pawn]] for _, pawn in state.radiation}
    out: list[TissueScore] = []
    for tissue, mask in enumerate(board.tissues):
        cells = board.tissue_cells(tissue)
        kind = board.kinds[cells[0]]
        counted, removed = [0, 0], [0, 0]
        for cell in cells:
            for pawn in state.cells[cell]:
                bucket = removed if state.flipped >> pawn & 1 else counted
                bucket[pawn // PAWNS] += 1
        size = len(cells)
        name = f"{_KIND_NAMES[kind]} tissue of {size} cell{'s' if size > 1 else ''}"
        winner, points, bonus = -1, 0, 0
        if tissue in radiated:
            reason = f"The {name} holds a radiation token: it scores nothing."
        elif setup.rule_g and kind == MUCOUS:
            reason = f"The {name} scores nothing (rule G: mucous tissues don't score)."
        elif counted[0] == counted[1]:
            reason = (f"The {name} is tied {counted[0]} to {counted[1]}: nobody scores."
                      if counted[0] else f"The {name} is empty: nobody scores.")
        else:
            winner = 0 if counted[0] > counted[1] else 1
            double = setup.rule_h and kind == MUSCULAR
            points = size * (2 if double else 1)
            bonus = 1 if state.mutation[winner] == "majority" else 0
            reason = (f"{FACTIONS[winner]} have the majority in the {name} "
                      f"({max(counted)} to {min(counted)}): {points} point{'s' if points > 1 else ''}"
                      + (" (rule H: muscular tissues score double)" if double else "")
                      + (", +1 for their mutation" if bonus else "") + ".")
        out.append(TissueScore(tissue, kind, cells, (counted[0], counted[1]), (removed[0], removed[1]),
                               tissue in radiated, winner, points, bonus, reason))
    return out


def final_points(breakdown: list[TissueScore]) -> tuple[int, int]:
    totals = [0, 0]
    for line in breakdown:
        if line.winner >= 0:
            totals[line.winner] += line.points + line.bonus
    return totals[0], totals[1]


def winner(state: MicroworldState) -> int:
    """The winning seat once the game is over: most points, then most unused gene tokens; -1 for a draw."""
    scores = state.scores()
    if scores[0] != scores[1]:
        return 0 if scores[0] > scores[1] else 1
    unused = (state.unused_tokens(0), state.unused_tokens(1))
    if unused[0] != unused[1]:
        return 0 if unused[0] > unused[1] else 1
    return -1
