"""The turn flow: the opening, adjacency, placement points, picking up tokens, timing, the arrow, refusals."""

from __future__ import annotations

import pytest

from microgames.engine.errors import IllegalMove
from microgames.games.microworld.commands import EndTurn, Place, UseGene
from microgames.games.microworld.geometry import ADJACENT_MASK, ALL_MASK
from microgames.games.microworld.state import AFTER, BEFORE, FIRST, HIDDEN, NONE
from tests.support.microworld import A, V, give, make, put, token, turn_of


def test_the_opening_goes_on_a_gene_space_and_sets_its_token_aside_unseen() -> None:
    state = make(clear=False)
    assert state.phase == FIRST and state.awaiting() == (V,)
    assert sorted(c.cell for c in state.legal_commands(V)) == list(state.setup.board.gene_cells)
    with pytest.raises(IllegalMove, match="gene token"):
        Place(V, 5).apply(state)
    lying = state.token_at[4]
    Place(V, 4).apply(state)
    assert state.set_aside == lying and state.token_at[4] == NONE
    assert state.hand == [[], []] and state.scores() == (0, 0)
    assert state.view(V).set_aside == HIDDEN and state.view(A).set_aside == HIDDEN
    assert state.phase == BEFORE and state.awaiting() == (A,)


def test_place_next_to_the_opponents_last_pawn() -> None:
    state = make()
    put(state, V, 8)
    turn_of(state, A)
    assert state.placement_mask() == ADJACENT_MASK[8]
    with pytest.raises(IllegalMove, match="next to the opponent's last pawn on Q1·9"):
        Place(A, 20).validate(state)


def test_anywhere_free_when_no_adjacent_cell_is_free() -> None:
    state = make()
    for cell in (3, 7, 39):
        put(state, A, cell)
    put(state, V, 6)
    turn_of(state, A)
    assert state.placement_mask() == ALL_MASK & ~state.occ
    Place(A, 25).apply(state)
    assert state.pawn_cell[state.last_pawn[A]] == 25


def test_placement_points_count_every_own_pawn_in_adjacent_cells() -> None:
    state = make()
    put(state, A, 4)
    put(state, A, 4)  # two pawns stacked in one cell count twice
    put(state, A, 20)  # far away: does not count
    put(state, V, 8)
    turn_of(state, A)
    Place(A, 7).apply(state)  # neighbours 3, 4, 6, 8
    assert state.points == [0, 2]
    assert state.active == V  # nothing left to decide: the turn ended by itself


def test_a_picked_up_token_is_hidden_from_the_opponent() -> None:
    state = make()
    put(state, V, 8)
    turn_of(state, A)
    state.token_at[7] = token("anywhere")
    assert Place(A, 7).reveals(state) and not Place(A, 9).reveals(state)
    Place(A, 7).apply(state)
    assert state.hand[A] == [token("anywhere")]
    assert state.view(V).hand[A] == [HIDDEN] and state.view(A).hand[A] == [token("anywhere")]
    assert state.view(V).token_at[7] == NONE


def test_a_token_picked_up_this_turn_is_usable_only_if_it_acts_after_placing() -> None:
    state = make()
    put(state, V, 8)
    turn_of(state, A)
    state.token_at[7] = token("anywhere")
    Place(A, 7).apply(state)
    assert state.phase == BEFORE and state.active == V  # Place anywhere must wait for a later turn
    state = make()
    put(state, A, 4)
    put(state, V, 8)
    turn_of(state, A)
    state.token_at[7] = token("double")
    Place(A, 7).apply(state)
    assert state.phase == AFTER and UseGene(A, token("double")) in state.legal_commands(A)
    UseGene(A, token("double")).apply(state)
    assert state.points[A] == 2


def test_one_token_a_turn_and_the_arrow_follows_the_last_used() -> None:
    state = make()
    put(state, A, 4)
    put(state, V, 8)
    turn_of(state, A)
    give(state, A, "double")
    give(state, A, "block")
    Place(A, 7).apply(state)
    spent = state.clone()
    spent.uses = 1
    with pytest.raises(IllegalMove, match="1 gene token a turn"):
        UseGene(A, token("block")).validate(spent)
    assert spent.legal_commands(A) == [EndTurn(A)]
    UseGene(A, token("double")).apply(state)
    assert state.arrow == token("double") and state.used[A] == [token("double")]
    assert state.active == V and state.hand[A] == [token("block")]  # nothing left to do: the turn ended


def test_before_tokens_cannot_be_used_after_placing_and_vice_versa() -> None:
    state = make()
    put(state, V, 8)
    turn_of(state, A)
    give(state, A, "double")
    give(state, A, "anywhere")
    with pytest.raises(IllegalMove, match="after placing"):
        UseGene(A, token("double")).validate(state)
    Place(A, 7).apply(state)
    with pytest.raises(IllegalMove, match="before placing"):
        UseGene(A, token("anywhere")).validate(state)


def test_refused_commands_change_nothing_and_say_why() -> None:
    state = make()
    put(state, V, 8)
    turn_of(state, A)
    before = state.clone()
    for command, reason in ((Place(V, 7), "Anticorps' turn"), (Place(A, 8), "occupied"),
                            (UseGene(A, token("flip"), 9), "do not hold"), (EndTurn(A), "Place your pawn first"),
                            (Place(A, 77), "no cell")):
        with pytest.raises(IllegalMove, match=reason):
            command.apply(state)
        assert state == before
