"""Points scored the moment they are earned, as the rulebook words it.

"First player who reaches the condition requested will immediately score 5 points" (rule B), for either
player and at any moment; Overachiever counts every point of the turn, targets included; Double points
and Score opponent pawns recount from where the pawn stands after a Drift or a Swap; Double points never
takes points back, Score opponent pawns puts its count in place of the own pawns' (see test_rulings).
"""

from __future__ import annotations

from collections.abc import Callable

from microgames.engine.words import shown
from microgames.games.microworld.commands import ADJACENT_WHY, ExchangePawn, Place, ShiftPawn, UseGene, points_why
from microgames.games.microworld.state import MicroworldState
from tests.support.microworld import A, V, give, make, put, turn_of

# On the test board 1A-2A-3A-4A cells 4, 8, 16, 17 and 20 are osseous; 7 is muscular.


def _bone_lover_with(mutation: str, tokens: int) -> MicroworldState:
    """The Anticorps stand on three osseous cells (16, 17, 20) and hold a mutation; the Viruses placed on 5."""
    state = make("BC", target="bone")
    state.offers = [(), ()]
    state.mutation[A], state.mutation_tokens[A] = mutation, tokens
    for cell in (16, 17, 20):
        put(state, A, cell, last=False)
    put(state, V, 5)
    return turn_of(state, A)


def test_bone_lover_is_won_when_the_fourth_osseous_pawn_is_placed_even_if_it_drifts_away() -> None:
    state = _bone_lover_with("shift", 2)
    Place(A, 4).apply(state)  # the fourth osseous cell
    assert state.target_winner == A and state.points[A] == 5
    ShiftPawn(A, 7).apply(state)  # Drift onto a muscular cell: three osseous cells again
    assert not state.target_met(A)
    assert state.target_winner == A and state.points[A] == 5


def test_the_opponent_wins_the_target_when_your_move_completes_their_chain() -> None:
    state = make("B", target="chain")
    for cell in (6, 39, 38, 36, 29):  # Q1's external 6 along Q4's rim to Q3's external 29, missing 37
        put(state, A, cell, last=False)
    put(state, A, 33)  # the Anticorps' last pawn, next to the gap
    put(state, V, 30)
    turn_of(state, V)
    move = give(state, V, "move")
    label = UseGene(V, move, 37).label(state)
    assert label.endswith("; Anticorps +5 Chain of Cells")
    UseGene(V, move, 37).apply(state)  # the Viruses move that pawn into the gap
    assert state.target_winner == A and state.points == [0, 5]
    assert state.active == V  # still the Viruses' turn: the target was scored at once


def test_overachiever_counts_the_targets_five_points() -> None:
    state = _bone_lover_with("bonus", 0)
    Place(A, 4).apply(state)  # no adjacent pawn of their own: only the target's 5 points
    assert state.active == V  # the turn ended by itself
    assert state.points[A] == 5 + 1


def test_double_points_after_drift_recounts_from_the_new_cell_and_keeps_what_was_scored() -> None:
    state = make("C")
    state.offers = [(), ()]
    state.mutation[A], state.mutation_tokens[A] = "shift", 2
    for cell in (1, 2, 3):
        put(state, A, cell, last=False)
    put(state, V, 5)
    turn_of(state, A)
    double = give(state, A, "double")
    Place(A, 4).apply(state)  # next to 1, 2 and 3: 3 points
    ShiftPawn(A, 7).apply(state)  # now next to 3 only
    UseGene(A, double).apply(state)  # 2 x 1 = 2 from cell 7: less than the 3 already scored
    assert state.points[A] == 3


def test_score_opponent_pawns_after_swap_counts_from_where_the_pawn_stands_now() -> None:
    state = make("C")
    state.offers = [(), ()]
    state.mutation[A], state.mutation_tokens[A] = "exchange", 2
    put(state, A, 1, last=False)
    for cell in (9, 8, 5):
        put(state, V, cell)
    turn_of(state, A)
    opponent = give(state, A, "opponent")
    Place(A, 4).apply(state)  # next to the Anticorps' pawn on 1: 1 point
    ExchangePawn(A, 8).apply(state)  # the pawn goes to 8, the Viruses' pawn from 8 to 4
    UseGene(A, opponent).apply(state)  # from 8: the Viruses on 4, 5 and 9 count, 3 points in all
    assert state.points[A] == 3


def test_flip_after_drift_reaches_the_pawns_next_to_the_new_cell() -> None:
    state = make("C")
    state.offers = [(), ()]
    state.mutation[A], state.mutation_tokens[A] = "shift", 2
    put(state, V, 6, last=False)
    put(state, V, 5)
    turn_of(state, A)
    flip = give(state, A, "flip")
    Place(A, 4).apply(state)
    ShiftPawn(A, 7).apply(state)  # 6 is next to 7, not to 4
    UseGene(A, flip, 6).apply(state)
    assert state.flipped >> state.cells[6][0] & 1


def test_a_barrier_on_the_only_free_adjacent_cell_lets_the_opponent_place_anywhere() -> None:
    state = make()
    for cell in (1, 2, 3, 7):
        put(state, A, cell, last=False)
    put(state, V, 5, last=False)
    put(state, A, 4)  # the Anticorps placed last on 4: of its neighbours 1, 2, 3, 5, 7, 8 only 8 is free
    state.blocker_cell[A] = 8  # and the Anticorps' Barrier covers it
    turn_of(state, V)
    allowed = {c for c in range(40) if state.placement_mask() >> c & 1}
    assert 8 not in allowed and {0, 30, 39} <= allowed


def test_the_log_line_says_why_points_were_scored() -> None:
    state = make("EF")
    put(state, A, 2, last=False)
    put(state, A, 9, last=False)
    put(state, V, 8)
    turn_of(state, A)
    label = Place(A, 5).label(state)  # the last free cell of the nervous tissue 2, 5, 9
    assert label == "Anticorps place a pawn on Q1·6 (nervous): 2 adjacent, +1 nervous (E), +2 last cell (F) = 5"
    Place(A, 5).apply(state)
    assert state.points[A] == 5 and state.scored == ((A, 2, "adjacent"), (A, 1, "nervous (E)"),
                                                     (A, 2, "last cell (F)"))


def test_the_count_of_adjacent_pawns_takes_the_plural_its_language_gives_it(speak: Callable[[str], str]) -> None:
    speak("fr")
    assert shown(points_why(1, ADJACENT_WHY)) == "1 adjacent" and shown(points_why(2, ADJACENT_WHY)) == "2 adjacents"
    speak("es")
    assert shown(points_why(1, ADJACENT_WHY)) == "1 adyacente" and shown(points_why(3, ADJACENT_WHY)) == "3 adyacentes"
