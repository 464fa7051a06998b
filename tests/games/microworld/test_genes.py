"""Each of the 9 gene powers, with the edge cases from the rulings."""

from __future__ import annotations

import pytest

from microgames.engine.errors import IllegalMove
from microgames.games.microworld import scoring
from microgames.games.microworld.commands import Place, UseGene
from microgames.games.microworld.geometry import ALL_MASK
from microgames.games.microworld.state import AFTER, BEFORE, OVER
from microgames.games.microworld.state import MicroworldState
from tests.support.microworld import A, V, give, make, put, token, turn_of


def _anticorps_to_play(rules: str = "") -> MicroworldState:
    """Viruses on 5 and (last) 8; it is the Anticorps' turn. Q1: 4 touches 1 2 3 5 7 8."""
    state = make(rules)
    put(state, V, 5)
    put(state, V, 8)
    return turn_of(state, A)


def test_flip_pawn_targets_an_adjacent_opponent_pawn_which_still_counts_then_is_removed() -> None:
    state = _anticorps_to_play()
    flip = give(state, A, "flip")
    Place(A, 4).apply(state)
    assert {c.target for c in state.legal_commands(A) if isinstance(c, UseGene)} == {5, 8}
    with pytest.raises(IllegalMove, match="next to the pawn you placed"):
        UseGene(A, flip, 9).validate(state)
    UseGene(A, flip, 8).apply(state)
    flipped = state.cells[8][0]
    assert state.flipped >> flipped & 1
    Place(V, 7).apply(state)  # next to 8: the flipped pawn still scores for the Viruses during play
    assert state.points[V] == 1
    line = next(t for t in scoring.final_breakdown(state) if 8 in t.cells)
    assert line.cells == (4, 8) and line.removed == (1, 0) and line.pawns == (0, 1)
    again = make()
    give(again, A, "flip")
    put(again, V, 8)
    put(again, A, 20)
    turn_of(again, A)
    Place(A, 7).apply(again)
    UseGene(A, flip, 8).apply(again)
    assert not [c for c in again.legal_commands(A) if isinstance(c, UseGene)]  # nobody left to flip


def test_place_anywhere_allows_any_free_cell() -> None:
    state = _anticorps_to_play()
    anywhere = give(state, A, "anywhere")
    with pytest.raises(IllegalMove):
        Place(A, 30).validate(state)
    UseGene(A, anywhere).apply(state)
    assert state.placement_mask() == ALL_MASK & ~state.occ
    Place(A, 30).apply(state)
    assert state.pawn_cell[state.last_pawn[A]] == 30


def test_double_points_scores_two_per_adjacent_own_pawn() -> None:
    state = _anticorps_to_play()
    put(state, A, 3, last=False)
    put(state, A, 7, last=False)
    put(state, A, 2, last=False)
    double = give(state, A, "double")
    Place(A, 4).apply(state)
    assert state.points[A] == 3
    UseGene(A, double).apply(state)
    assert state.points[A] == 6
    with pytest.raises(IllegalMove):
        UseGene(A, double).validate(state)


def test_score_opponent_pawns_instead_of_your_own() -> None:
    state = _anticorps_to_play()
    put(state, A, 3, last=False)
    opponent = give(state, A, "opponent")
    Place(A, 4).apply(state)
    assert state.points[A] == 1
    UseGene(A, opponent).apply(state)
    assert state.points[A] == 2  # the Viruses on 5 and 8


def test_double_and_opponent_together_with_rule_a_give_two_per_opponent_pawn() -> None:
    state = _anticorps_to_play("A")
    state.hand = [[], []]
    double, opponent = give(state, A, "double"), give(state, A, "opponent")
    Place(A, 4).apply(state)
    UseGene(A, opponent).apply(state)
    UseGene(A, double).apply(state)
    assert state.points[A] == 4


def test_block_stops_tokens_and_every_point_on_the_next_turn() -> None:
    state = _anticorps_to_play("E")
    block = give(state, A, "block")
    give(state, V, "double")
    Place(A, 4).apply(state)
    UseGene(A, block).apply(state)
    assert state.active == V and state.blocked[V]
    with pytest.raises(IllegalMove, match="blocked"):
        UseGene(V, token("double")).validate(state)
    assert all(not isinstance(c, UseGene) for c in state.legal_commands(V))
    Place(V, 2).apply(state)  # nervous (rule E), next to the Virus on 5: no points at all
    assert state.points[V] == 0 and not state.blocked[V]
    Place(A, 1).apply(state)
    Place(V, 0).apply(state)  # the block is over: 1 for the Virus on 2
    assert state.points[V] == 1


def test_place_in_occupied_cell_stacks_and_the_next_player_goes_next_to_it() -> None:
    state = _anticorps_to_play()
    occupied = give(state, A, "occupied")
    with pytest.raises(IllegalMove, match="occupied"):
        Place(A, 8).validate(state)
    put(state, V, 20, last=False)
    UseGene(A, occupied).apply(state)
    with pytest.raises(IllegalMove):
        Place(A, 20).validate(state)  # occupied but not next to the Viruses' last pawn
    assert not state.placement_mask() >> 8 & 1  # not on the last pawn itself: next to it
    Place(A, 5).apply(state)  # on the Virus next to the Viruses' last pawn
    assert len(state.cells[5]) == 2 and state.count[A][5] == 1 and state.count[V][5] == 1
    assert state.active == V
    assert state.placement_mask() == (1 << 2) | (1 << 4) | (1 << 9) | (1 << 13)  # free cells next to 5
    Place(V, 4).apply(state)  # next to 5 and 8: both Virus pawns count
    assert state.points[V] == 2


def test_stacking_on_your_own_pawn_counts_both_for_majorities() -> None:
    state = make()
    put(state, A, 4)
    put(state, V, 8)
    turn_of(state, A)
    occupied = give(state, A, "occupied")
    UseGene(A, occupied).apply(state)
    Place(A, 4).apply(state)  # 4 holds an Anticorps already and touches 8
    line = next(t for t in scoring.final_breakdown(state) if 4 in t.cells)
    assert state.count[A][4] == 2 and line.pawns == (1, 2) and line.winner == A


def test_move_opponent_pawn_leaves_tokens_and_carries_radiation() -> None:
    state = _anticorps_to_play()
    moved = state.last_pawn[V]
    state.radiation.append((token("radiation"), moved))
    state.token_at[9] = token("double")
    move = give(state, A, "move")
    with pytest.raises(IllegalMove, match="free cell next to it"):
        UseGene(A, move, 5).validate(state)
    UseGene(A, move, 9).apply(state)
    assert state.pawn_cell[moved] == 9 and state.token_at[9] == token("double")  # nobody takes it
    assert state.radiation == [(token("radiation"), moved)]
    assert state.phase == BEFORE and state.placement_mask() == (1 << 8) | (1 << 16)  # next to 9 now


def test_radiation_sits_on_your_pawn_and_its_tissue_scores_nothing() -> None:
    state = _anticorps_to_play()
    radiation = give(state, A, "radiation")
    Place(A, 4).apply(state)
    UseGene(A, radiation).apply(state)
    pawn = state.last_pawn[A]
    assert state.radiation == [(radiation, pawn)] and radiation in state.used[A]
    line = next(t for t in scoring.final_breakdown(state) if 4 in t.cells)
    assert line.radiated and line.winner == -1 and line.points == 0


def test_copy_needs_a_used_token_acts_as_the_arrow_and_leaves_it() -> None:
    state = _anticorps_to_play()
    put(state, A, 3, last=False)
    copy = give(state, A, "copy")
    with pytest.raises(IllegalMove, match="nothing to copy"):
        UseGene(A, copy).validate(state)
    state.arrow = token("double")
    Place(A, 4).apply(state)
    assert state.phase == AFTER
    UseGene(A, copy).apply(state)
    assert state.points[A] == 2 and state.arrow == token("double") and copy in state.used[A]


def test_copy_takes_the_timing_of_the_copied_power() -> None:
    state = _anticorps_to_play()
    copy = give(state, A, "copy")
    state.arrow = token("anywhere")
    assert UseGene(A, copy) in state.legal_commands(A)
    UseGene(A, copy).apply(state)
    assert state.placement_mask() == ALL_MASK & ~state.occ
    fresh = _anticorps_to_play()
    fresh.arrow = token("anywhere")
    fresh.token_at[4] = copy
    Place(A, 4).apply(fresh)  # picked up now, copying a before-placing power: too late this turn
    assert fresh.active == V and copy in fresh.hand[A]


def test_copy_as_flip_needs_a_target() -> None:
    state = _anticorps_to_play()
    copy = give(state, A, "copy")
    state.arrow = token("flip")
    Place(A, 4).apply(state)
    with pytest.raises(IllegalMove):
        UseGene(A, copy).validate(state)
    UseGene(A, copy, 5).apply(state)
    assert state.flipped >> state.cells[5][0] & 1


def test_a_finished_game_removes_flipped_pawns_before_scoring() -> None:
    state = make()
    tissue_cells = state.setup.board.tissue_cells(state.setup.board.tissue_of[4])
    assert tissue_cells == (4, 8)  # osseous pair in quarter 1
    put(state, V, 4)
    put(state, A, 8)
    state.flipped |= 1 << state.cells[4][0]
    state.turn = 28
    state.end_turn()
    assert state.phase == OVER
    line = next(t for t in scoring.final_breakdown(state) if t.cells == (4, 8))
    assert line.winner == A and line.points == 2 and line.removed == (1, 0)
