"""End-of-game scoring, tissue by tissue, with the reason for each line (the UI walks players through it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from microgames.games.microworld.board import MUCOUS, MUSCULAR, tissue_names
from microgames.games.microworld.genes import GENE_NAMES
from microgames.games.microworld.geometry import cell_name
from microgames.games.microworld.options import FACTIONS, PAWNS
from microgames.games.microworld.phases import NONE
from microgames.games.microworld.speech import MicroworldWords, listing

if TYPE_CHECKING:
    from microgames.games.microworld.state import MicroworldState

_TISSUE_NAMES = tissue_names()


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


def _score_tissue(state: MicroworldState, tissue: int, radiated: set[int]) -> tuple[list[int], list[int], int, int, int, str]:
    """(pawns counted, flipped pawns removed, winner, points, mutation bonus, why) for one tissue."""
    setup = state.setup
    board = setup.board
    counted, removed = [0, 0], [0, 0]
    flipped = state.flipped
    for cell in board.members[tissue]:
        for pawn in state.cells[cell]:
            if flipped >> pawn & 1:
                removed[pawn // PAWNS] += 1
            else:
                counted[pawn // PAWNS] += 1
    kind = board.kinds[board.members[tissue][0]]
    if tissue in radiated:
        return counted, removed, -1, 0, 0, "radiation"
    if setup.rule_g and kind == MUCOUS:
        return counted, removed, -1, 0, 0, "mucous"
    if counted[0] == counted[1]:
        return counted, removed, -1, 0, 0, "tie" if counted[0] else "empty"
    winner = 0 if counted[0] > counted[1] else 1
    points = len(board.members[tissue]) * (2 if setup.rule_h and kind == MUSCULAR else 1)
    return counted, removed, winner, points, 1 if state.mutation[winner] == "majority" else 0, "majority"


def _radiated(state: MicroworldState) -> set[int]:
    tissue_of, where = state.setup.board.tissue_of, state.pawn_cell
    return {tissue_of[where[pawn]] for _, pawn in state.radiation}


def final_points(state: MicroworldState) -> tuple[int, int]:
    """The end-of-game tissue points of both seats."""
    radiated = _radiated(state)
    totals = [0, 0]
    for tissue in range(len(state.setup.board.tissues)):
        _, _, winner, points, bonus, _ = _score_tissue(state, tissue, radiated)
        if winner >= 0:
            totals[winner] += points + bonus
    return totals[0], totals[1]


def final_breakdown(state: MicroworldState) -> list[TissueScore]:
    """Remove flipped pawns, then score each tissue for the seat with more pawns in it, saying why."""
    board = state.setup.board
    radiated = _radiated(state)
    out: list[TissueScore] = []
    for tissue, cells in enumerate(board.members):
        counted, removed, winner, points, bonus, why = _score_tissue(state, tissue, radiated)
        kind = board.kinds[cells[0]]
        size = len(cells)
        name = MicroworldWords.tr("%1 of %n cell(s)", "a tissue and its size", size).arg(_TISSUE_NAMES[kind])
        if why == "radiation":
            reason = MicroworldWords.tr("The %1 holds a radiation token: it scores nothing.").arg(name)
        elif why == "mucous":
            reason = MicroworldWords.tr("The %1 scores nothing (rule G: mucous tissues don't score).").arg(name)
        elif why == "tie":
            reason = MicroworldWords.tr("The %1 is tied %2 to %3: nobody scores.").arg(name, counted[0], counted[1])
        elif why == "empty":
            reason = MicroworldWords.tr("The %1 is empty: nobody scores.").arg(name)
        else:
            said = MicroworldWords.tr("%1 have the majority in the %2 (%3 to %4): %n point(s)", None, points).arg(
                FACTIONS[winner], name, max(counted), min(counted))
            if points > size:
                said = MicroworldWords.tr("%1 (rule H: muscular tissues score double)").arg(said)
            if bonus:
                said = MicroworldWords.tr("%1, +1 for their mutation").arg(said)
            reason = MicroworldWords.tr("%1.", "a sentence's full stop").arg(said)
        out.append(TissueScore(tissue, kind, cells, (counted[0], counted[1]), (removed[0], removed[1]),
                               tissue in radiated, winner, points, bonus, reason))
    return out


def total(breakdown: list[TissueScore]) -> tuple[int, int]:
    """What a breakdown adds up to for each seat."""
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


def places(state: MicroworldState) -> tuple[int, int]:
    """Each seat's place (1 or 2) with the tie-break applied, as the results dialog shows them."""
    best = winner(state)
    if best < 0:
        return 1, 1
    return (1, 2) if best == 0 else (2, 1)


def turned_up(state: MicroworldState) -> list[tuple[str, str]]:
    """Every token that lay face down when the game ended, turned face up where it lies: (where, which), for
    the hands, the leftovers, the token set aside at the opening and those still on the board."""
    def names(tokens: list[int]) -> str:
        return listing([GENE_NAMES[t] for t in tokens]) if tokens else MicroworldWords.tr("none", "no tokens")

    out = [(MicroworldWords.tr("%1' hand").arg(FACTIONS[seat]), names(state.hand[seat])) for seat in (0, 1)]
    out.append((MicroworldWords.tr("Leftovers"), names(state.leftovers)))
    if state.set_aside != NONE:
        out.append((MicroworldWords.tr("Set aside at the opening"), names([state.set_aside])))
    on_board = [MicroworldWords.tr("%1 (%2)", "a token and its cell").arg(GENE_NAMES[t], cell_name(cell))
                for cell, t in enumerate(state.token_at) if t != NONE]
    if on_board:
        out.append((MicroworldWords.tr("Still on the board"), listing(on_board)))
    return out
