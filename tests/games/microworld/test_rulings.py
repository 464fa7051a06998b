"""The rulings our rules page adds where the rulebook and the decisions are silent."""

from __future__ import annotations

import pytest

from microgames.engine.errors import IllegalMove
from microgames.games.microworld import scoring
from microgames.games.microworld.commands import AnswerSteal, ExchangePawn, Place, PlaceBlocker, UseGene
from microgames.games.microworld.geometry import ALL_MASK
from microgames.games.microworld.state import FIRST
from microgames.games.microworld.state import MicroworldState
from tests.support.microworld import A, V, give, make, put, token, turn_of


def _anticorps_to_play(rules: str = "") -> MicroworldState:
    state = make(rules)
    put(state, V, 5)
    put(state, V, 8)
    return turn_of(state, A)


def test_no_token_or_points_on_the_opening_turn() -> None:
    state = make("AE", clear=False)
    assert state.phase == FIRST and state.hand[V]
    assert all(isinstance(c, Place) for c in state.legal_commands(V))
    cell = next(c for c in state.setup.board.gene_cells)
    Place(V, cell).apply(state)
    assert state.points == [0, 0]


def test_pawns_in_the_same_cell_are_not_adjacent() -> None:
    state = _anticorps_to_play()
    put(state, A, 9, last=False)
    occupied = give(state, A, "occupied")
    UseGene(A, occupied).apply(state)
    Place(A, 9).apply(state)  # stacking on its own pawn: that pawn does not score, the cell is not adjacent
    assert state.points[A] == 0


def test_a_power_already_in_effect_cannot_be_used_again() -> None:
    state = _anticorps_to_play("A")
    state.hand = [[], []]
    put(state, A, 3, last=False)
    double, copy = give(state, A, "double"), give(state, A, "copy")
    give(state, A, "block")  # keeps the turn open
    Place(A, 4).apply(state)
    UseGene(A, double).apply(state)
    assert UseGene(A, copy) not in state.legal_commands(A)
    with pytest.raises(IllegalMove, match="already in effect"):
        UseGene(A, copy).validate(state)


def _anticorps_next_to_two_of_their_own_and_one_virus(rules: str = "") -> MicroworldState:
    """The Anticorps hold Score opponent pawns and will place on 4, next to their pawns on 3 and 7 and the
    Viruses' on 8."""
    state = make(rules)
    put(state, A, 3, last=False)
    put(state, A, 7, last=False)
    put(state, V, 8)
    return turn_of(state, A)


def test_score_opponent_pawns_replaces_the_count_even_when_it_gives_fewer_points() -> None:
    state = _anticorps_next_to_two_of_their_own_and_one_virus()
    opponent = give(state, A, "opponent")
    Place(A, 4).apply(state)
    assert state.points[A] == 2 and state.opponent_count() == (2, 1)
    label = UseGene(A, opponent).label(state)
    UseGene(A, opponent).apply(state)  # "instead of your pawns": one opponent pawn, 1 point, not 2
    assert state.points[A] == 1 and state.scored[-1] == (A, -1, "Score opponent pawns")
    assert label.endswith(": \u22121 Score opponent pawns")  # the log says what was taken back


def test_score_opponent_pawns_with_double_points_gives_two_per_opponent_pawn_even_below_the_own_count() -> None:
    state = _anticorps_next_to_two_of_their_own_and_one_virus("A")
    state.hand = [[], []]
    double, opponent = give(state, A, "double"), give(state, A, "opponent")
    Place(A, 4).apply(state)
    UseGene(A, double).apply(state)
    assert state.points[A] == 4  # 2 x 2 own pawns
    UseGene(A, opponent).apply(state)
    assert state.points[A] == 2  # 2 x 1 opponent pawn, in place of the 4


def test_a_correction_keeps_what_the_points_reached_and_counts_for_overachiever() -> None:
    state = _anticorps_next_to_two_of_their_own_and_one_virus("CD")
    state.offers = [(), ()]
    state.mutation[A] = "bonus"
    state.points[A] = 8
    state.hand = [[], []]
    state.leftovers = state.leftovers[:1]
    opponent = give(state, A, "opponent")
    Place(A, 4).apply(state)  # 10: rule D's bonus at once
    assert state.points[A] == 12 and state.bonus_ten_done
    UseGene(A, opponent).apply(state)  # 1 placement point + 2 for rule D still make Overachiever's 2 or more
    assert state.scored[-2:] == ((A, -1, "Score opponent pawns"), (A, 1, "Overachiever"))
    assert state.points[A] == 12 and state.bonus_ten_done and state.active == V  # rule D stays given


def test_a_blocked_player_may_still_use_a_mutation() -> None:
    state = _anticorps_to_play("C")
    state.mutation[A], state.mutation_tokens[A], state.offers = "blocker", 3, [(), ()]
    state.blocked[A] = True
    Place(A, 4).apply(state)
    assert PlaceBlocker(A, 30) in state.legal_commands(A)


def test_the_barrier_token_keeps_pawns_from_moving_there_and_never_blocks_the_last_free_cell() -> None:
    state = _anticorps_to_play()
    state.blocker_cell[V] = 9
    move = give(state, A, "move")
    with pytest.raises(IllegalMove):
        UseGene(A, move, 9).validate(state)
    crowded = make()
    put(crowded, V, 1)
    turn_of(crowded, A)
    crowded.occ = ALL_MASK & ~1  # every cell but 0 is taken
    crowded.blocker_cell[V] = 0
    assert crowded.placement_mask() == 1  # only the barrier cell is left: it does not apply


def test_radiation_stays_in_the_cell_when_its_pawn_is_flipped_away() -> None:
    state = make()
    pawn = put(state, A, 4)
    put(state, V, 8)
    put(state, V, 8)
    state.radiation.append((token("radiation"), pawn))
    state.flipped |= 1 << pawn
    line = next(t for t in scoring.final_breakdown(state) if t.cells == (4, 8))
    assert line.radiated and line.winner == -1


def test_placing_on_a_stack_takes_a_token_left_there_by_a_move() -> None:
    state = _anticorps_to_play()
    state.token_at[5] = token("double")
    occupied = give(state, A, "occupied")
    UseGene(A, occupied).apply(state)
    Place(A, 5).apply(state)
    assert token("double") in state.hand[A]


def test_flip_in_a_stack_flips_the_top_unflipped_pawn() -> None:
    state = _anticorps_to_play()
    bottom = state.cells[5][0]
    top = put(state, V, 5, last=False)
    flip = give(state, A, "flip")
    Place(A, 4).apply(state)
    UseGene(A, flip, 5).apply(state)
    assert state.flipped >> top & 1 and not state.flipped >> bottom & 1


def test_move_and_copy_move_the_pawn_twice() -> None:
    state = _anticorps_to_play("A")
    state.hand = [[], []]
    moved = state.last_pawn[V]
    move, copy = give(state, A, "move"), give(state, A, "copy")
    UseGene(A, move, 9).apply(state)
    UseGene(A, copy, 16).apply(state)
    assert state.pawn_cell[moved] == 16 and state.arrow == move


def test_rule_f_does_not_count_when_stacking() -> None:
    state = make("F")
    put(state, V, 0)
    put(state, V, 3)
    put(state, V, 1)
    turn_of(state, A)
    give(state, A, "occupied")
    UseGene(A, token("occupied")).apply(state)
    Place(A, 3).apply(state)  # the mucous tissue 0, 1, 3 was already full
    assert state.points[A] == 0


def test_dominance_gives_nothing_for_a_radiated_tissue() -> None:
    state = make("C")
    state.mutation[A] = "majority"
    pawn = put(state, A, 0)
    state.radiation.append((token("radiation"), pawn))
    assert all(t.bonus == 0 for t in scoring.final_breakdown(state))


def test_a_stolen_token_counts_as_the_users_token_that_turn_and_as_unused_for_the_stealer() -> None:
    state = _anticorps_to_play("C")
    state.mutation, state.mutation_tokens, state.offers = ["steal", ""], [1, 0], [(), ()]
    anywhere = give(state, A, "anywhere")
    UseGene(A, anywhere).apply(state)
    AnswerSteal(V, True).apply(state)
    assert state.uses == 1 and state.unused_tokens(V) == 1 and anywhere not in state.used[A]
    with pytest.raises(IllegalMove):
        Place(A, 30).validate(state)  # cancelled: not anywhere


def test_swap_carries_flip_and_radiation_with_the_pawns() -> None:
    state = _anticorps_to_play("C")
    state.mutation[A], state.mutation_tokens[A], state.offers = "exchange", 2, [(), ()]
    theirs = state.cells[5][0]
    state.flipped |= 1 << theirs
    state.radiation.append((token("radiation"), theirs))
    Place(A, 4).apply(state)
    ExchangePawn(A, 5).apply(state)
    assert state.pawn_cell[theirs] == 4 and state.flipped >> theirs & 1
    line = next(t for t in scoring.final_breakdown(state) if 4 in t.cells)
    assert line.radiated
