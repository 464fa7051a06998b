"""Rule C: drawing and keeping mutation tiles, and each of the six mutations."""

from __future__ import annotations

import pytest

from microgames.engine.errors import IllegalMove
from microgames.games.microworld import scoring
from microgames.games.microworld.commands import AnswerSteal, ChooseMutation, ExchangePawn, Place, PlaceBlocker, ShiftPawn, UseGene
from microgames.games.microworld.genes import MUTATION_KEYS
from microgames.games.microworld.state import FIRST, MUTATION, STEAL
from microgames.games.microworld.state import MicroworldState
from tests.support.microworld import A, V, give, make, put, token, turn_of


def test_each_player_draws_two_different_tiles_and_keeps_one() -> None:
    state = make("C", clear=False)
    assert state.phase == MUTATION and state.awaiting() == (V,)
    drawn = state.offers[V] + state.offers[A]
    assert len(set(drawn)) == 4 and set(drawn) <= set(MUTATION_KEYS)
    assert state.view(V).offers[A] == ("", "")
    keep = state.offers[V][1]
    other = next(k for k in MUTATION_KEYS if k not in state.offers[V])
    with pytest.raises(IllegalMove, match="two mutation tiles"):
        ChooseMutation(V, other).apply(state)
    ChooseMutation(V, keep).apply(state)
    assert state.awaiting() == (A,) and state.mutation[V] == keep
    assert state.view(A).mutation[V] == keep
    ChooseMutation(A, state.offers[A][0]).apply(state)
    assert state.phase == FIRST and state.awaiting() == (V,)
    tokens = {"blocker": 3, "steal": 1, "exchange": 2, "shift": 2, "bonus": 0, "majority": 0}
    assert state.mutation_tokens == [tokens[state.mutation[V]], tokens[state.mutation[A]]]


def _with(mutation: str, seat: int = A, tokens: int = 2) -> MicroworldState:
    state = make("C")
    state.mutation[seat], state.mutation_tokens[seat], state.offers = mutation, tokens, [(), ()]
    put(state, V, 5)
    put(state, V, 8)
    return turn_of(state, A)


def test_bonus_one_more_point_when_scoring_two_or_more() -> None:
    state = _with("bonus", tokens=0)
    put(state, A, 3, last=False)
    put(state, A, 7, last=False)
    Place(A, 4).apply(state)
    assert state.points[A] == 3
    single = _with("bonus", tokens=0)
    put(single, A, 3, last=False)
    Place(A, 4).apply(single)
    assert single.points[A] == 1


def test_majority_one_more_point_per_tissue_won() -> None:
    state = _with("majority", tokens=0)
    put(state, A, 0)  # mucous 0, 1, 3
    state.turn = 28
    state.end_turn()
    lines = [t for t in scoring.final_breakdown(state) if t.winner == A]
    assert [(t.points, t.bonus) for t in lines] == [(3, 1)]
    assert state.final[A] == 4


def test_blocker_token_keeps_the_opponent_out_for_one_turn() -> None:
    state = _with("blocker", tokens=3)
    Place(A, 4).apply(state)
    with pytest.raises(IllegalMove, match="free cell"):
        PlaceBlocker(A, 5).validate(state)
    PlaceBlocker(A, 2).apply(state)
    assert state.mutation_tokens[A] == 2 and state.blocker_cell[A] == 2
    assert state.active == V  # nothing else to do
    with pytest.raises(IllegalMove, match="blocks that cell"):
        Place(V, 2).validate(state)
    Place(V, 1).apply(state)
    assert state.blocker_cell[A] == -1  # removed at the start of the Anticorps' turn


def test_steal_cancels_the_token_and_takes_it() -> None:
    state = _with("steal", tokens=1)
    state.mutation[V], state.mutation[A], state.mutation_tokens = "steal", "", [1, 0]
    put(state, A, 3, last=False)
    double = give(state, A, "double")
    Place(A, 4).apply(state)
    UseGene(A, double).apply(state)
    assert state.phase == STEAL and state.awaiting() == (V,)
    assert set(state.legal_commands(V)) == {AnswerSteal(V, True), AnswerSteal(V, False)}
    AnswerSteal(V, True).apply(state)
    assert state.points[A] == 1 and double in state.hand[V] and double in state.known[V]
    assert state.view(A).hand[V] == [double] and state.arrow == -1 and state.mutation_tokens[V] == 0
    assert state.active == V  # the Anticorps had nothing else to do


def test_letting_the_token_work_applies_it() -> None:
    state = _with("steal", tokens=1)
    state.mutation[V], state.mutation[A], state.mutation_tokens = "steal", "", [1, 0]
    put(state, A, 3, last=False)
    double = give(state, A, "double")
    Place(A, 4).apply(state)
    UseGene(A, double).apply(state)
    AnswerSteal(V, False).apply(state)
    assert state.points[A] == 2 and state.mutation_tokens[V] == 1 and state.arrow == double


def test_exchange_swaps_the_placed_pawn_with_an_adjacent_opponent_pawn() -> None:
    state = _with("exchange")
    Place(A, 4).apply(state)
    mine, theirs = state.last_pawn[A], state.cells[5][0]
    with pytest.raises(IllegalMove, match="next to the pawn you placed"):
        ExchangePawn(A, 20).validate(state)
    ExchangePawn(A, 5).apply(state)
    assert state.pawn_cell[mine] == 5 and state.pawn_cell[theirs] == 4 and state.mutation_tokens[A] == 1
    assert state.placement_mask() & (1 << 13)  # the Viruses now place next to 5


def test_shift_moves_the_placed_pawn_to_an_adjacent_free_cell() -> None:
    state = _with("shift")
    Place(A, 4).apply(state)
    with pytest.raises(IllegalMove, match="free cell next to it"):
        ShiftPawn(A, 5).validate(state)
    ShiftPawn(A, 1).apply(state)
    assert state.pawn_cell[state.last_pawn[A]] == 1 and state.mutation_tokens[A] == 1
    with pytest.raises(IllegalMove, match="Viruses' turn"):
        ShiftPawn(A, 0).validate(state)


def test_mutations_are_once_per_turn_and_need_tokens() -> None:
    state = _with("shift", tokens=1)
    give(state, A, "double")
    Place(A, 4).apply(state)
    ShiftPawn(A, 1).apply(state)
    with pytest.raises(IllegalMove, match="already used your mutation"):
        ShiftPawn(A, 0).validate(state)
    empty = _with("shift", tokens=0)
    assert not any(isinstance(c, ShiftPawn) for c in empty.legal_commands(A))
    assert token("double") in state.hand[A]
