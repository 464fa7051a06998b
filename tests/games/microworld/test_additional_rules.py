"""Additional rules A–H and the four targets of rule B."""

from __future__ import annotations

from collections import deque

import pytest

from microgames.engine.errors import IllegalMove
from microgames.games.microworld import scoring
from microgames.games.microworld.commands import Place, UseGene
from microgames.games.microworld.geometry import ADJACENT, QUARTER_EXTERNAL_MASK
from microgames.games.microworld.options import rules_from_options
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.state import HIDDEN, NONE
from microgames.games.microworld.state import MicroworldState
from tests.support.microworld import A, V, give, make, put, token, turn_of


def test_scenarios_set_the_rules_and_free_uses_the_switches() -> None:
    assert [rules_from_options({"scenario": str(n)}) for n in range(1, 11)] == [
        "E", "F", "GH", "A", "DE", "B", "AF", "C", "BCE", "ABCH"]
    assert rules_from_options({"scenario": "free", "rule_b": True, "rule_h": True}) == "BH"
    assert rules_from_options({"scenario": "3", "rule_a": True}) == "GH"
    options = RULES.checked_options({"scenario": "10"})
    assert options["board"] == "random" and options["rule_a"] is False
    with pytest.raises(ValueError):
        RULES.checked_options({"scenario": "11"})


def test_rule_a_each_player_holds_a_hidden_leftover_and_may_use_two_tokens() -> None:
    state = make("A", clear=False)
    assert len(state.hand[V]) == len(state.hand[A]) == 1 and state.leftovers == []
    assert state.view(V).hand[A] == [HIDDEN] and state.view(V).hand[V] == state.hand[V]
    state = make("A")
    state.hand = [[], []]
    put(state, A, 3)
    put(state, V, 8)
    turn_of(state, A)
    double, block = give(state, A, "double"), give(state, A, "block")
    Place(A, 4).apply(state)
    UseGene(A, double).apply(state)
    UseGene(A, block).apply(state)
    assert state.points[A] == 2 and state.blocked[V] and state.active == V


def _target_game(target: str) -> MicroworldState:
    state = make("B", target=target)
    assert state.setup.target == target
    return state


def test_target_bone_lover_four_osseous_cells() -> None:
    state = _target_game("bone")
    osseous = [c for c in range(40) if state.setup.board.kinds[c] == "O"]
    assert osseous[:4] == [4, 8, 16, 17]
    for cell in (16, 17, 20):
        put(state, A, cell, last=False)
    put(state, V, 5)
    turn_of(state, A)
    Place(A, 4).apply(state)
    assert state.points[A] == 5 and state.target_winner == A
    turn_of(state, A)
    put(state, V, 9)
    Place(A, 8).apply(state)  # the target is spent
    assert state.points[A] == 5 + 1


def test_target_fifteen_points_moves_five_on() -> None:
    state = _target_game("fifteen")
    state.points = [0, 14]
    put(state, A, 3, last=False)
    put(state, V, 8)
    turn_of(state, A)
    Place(A, 4).apply(state)
    assert state.points[A] == 20 and state.target_winner == A


def _path(start: int, goal_mask: int, avoid: set[int]) -> list[int]:
    seen, queue = {start: -1}, deque([start])
    while queue:
        cell = queue.popleft()
        if goal_mask >> cell & 1:
            path = [cell]
            while seen[path[-1]] != -1:
                path.append(seen[path[-1]])
            return path[::-1]
        for near in ADJACENT[cell]:
            if near not in seen and near not in avoid:
                seen[near] = cell
                queue.append(near)
    raise AssertionError("no path")


def test_target_chain_links_external_cells_of_opposite_quarters() -> None:
    state = _target_game("chain")
    path = _path(6, QUARTER_EXTERNAL_MASK[2], set())
    assert 20 not in ADJACENT[0]
    for cell in path[:-1]:
        put(state, A, cell, last=False)
    assert not state.target_met(A)
    viruses = next(n for n in ADJACENT[path[-1]] if n not in path)
    put(state, V, viruses)
    turn_of(state, A)
    Place(A, path[-1]).apply(state)
    assert state.target_winner == A and state.points[A] >= 5


def test_target_chain_does_not_cross_the_centre_point() -> None:
    state = _target_game("chain")
    # Q1 external 6 -> 3 -> 1 -> 0 then straight to Q3 centre 20 -> 21 ... would need 0-20, which do not touch
    for cell in (6, 3, 1, 0, 20, 22, 25, 29):
        put(state, A, cell, last=False)
    assert not state.target_met(A)


def test_target_four_gene_tokens_used() -> None:
    state = _target_game("genes")
    state.used[A] = [token("flip"), token("move"), token("anywhere")]
    put(state, A, 3, last=False)
    put(state, V, 8)
    turn_of(state, A)
    give(state, A, "double")
    Place(A, 4).apply(state)
    UseGene(A, token("double")).apply(state)
    assert state.target_winner == A and state.points[A] == 2 + 5


def test_a_blocked_player_cannot_claim_a_target_that_turn() -> None:
    state = _target_game("bone")
    for cell in (16, 17, 20):
        put(state, A, cell, last=False)
    put(state, V, 5)
    turn_of(state, A)
    state.blocked[A] = True
    Place(A, 4).apply(state)
    assert state.target_winner == NONE and state.points[A] == 0
    turn_of(state, A)
    put(state, V, 13)
    Place(A, 14).apply(state)  # still four osseous cells, not blocked any more
    assert state.target_winner == A


def test_rule_d_first_to_ten_draws_a_leftover_then_scores_two() -> None:
    state = make("D", clear=False)
    state.token_at = [NONE] * 40
    leftovers = list(state.leftovers)
    state.points = [0, 9]
    put(state, A, 3, last=False)
    put(state, V, 8)
    turn_of(state, A)
    Place(A, 4).apply(state)
    assert state.points[A] == 12 and state.hand[A] == [leftovers[-1]] and state.bonus_ten_done
    assert state.view(V).hand[A] == [HIDDEN]
    state.points[V] = 10
    put(state, A, 20)
    turn_of(state, V)
    Place(V, 21).apply(state)
    assert state.points[V] == 10  # only the first player to reach 10


def test_rule_d_token_waits_for_the_next_turn() -> None:
    state = make("D")
    state.leftovers = [token("double")]
    state.points = [0, 9]
    put(state, A, 3, last=False)
    put(state, V, 8)
    turn_of(state, A)
    Place(A, 4).apply(state)
    assert state.active == V  # the fresh Double points could not be used this turn
    turn_of(state, A)
    state.locked = [token("double")]
    state.phase = 3
    state.placed_pawn = state.last_pawn[A]
    with pytest.raises(IllegalMove, match="next turn"):
        UseGene(A, token("double")).validate(state)


def test_rules_a_and_d_share_the_leftovers() -> None:
    state = make("AD", clear=False)
    assert state.leftovers == []
    state.token_at = [NONE] * 40
    state.points = [0, 9]
    held = list(state.hand[A])
    put(state, A, 3, last=False)
    put(state, V, 8)
    turn_of(state, A)
    Place(A, 4).apply(state)
    assert state.points[A] == 12 and state.hand[A] == held


def test_rule_e_nervous_cells_score_one_more_even_without_other_points() -> None:
    state = make("E")
    put(state, V, 8)
    turn_of(state, A)
    Place(A, 5).apply(state)  # nervous
    assert state.points[A] == 1
    plain = make()
    put(plain, V, 8)
    Place(A, 5).apply(turn_of(plain, A))
    assert plain.points[A] == 0


def test_rule_f_last_free_cell_of_a_tissue_scores_two() -> None:
    state = make("F")
    board = state.setup.board
    assert board.tissue_cells(board.tissue_of[0]) == (0, 1, 3)
    put(state, V, 0)
    put(state, V, 1)
    turn_of(state, A)
    Place(A, 3).apply(state)
    assert state.points[A] == 2
    other = make("F")
    put(other, V, 0)
    Place(A, 1).apply(turn_of(other, A))
    assert other.points[A] == 0


def _finished(rules: str) -> MicroworldState:
    state = make(rules)
    put(state, V, 0)  # mucous tissue 0, 1, 3
    put(state, V, 6)  # muscular tissue 6, 7
    state.turn = 28
    state.end_turn()
    return state


def test_rule_g_mucous_tissues_score_nothing() -> None:
    plain, ruled = _finished(""), _finished("G")
    assert plain.final[V] - ruled.final[V] == 3
    line = next(t for t in scoring.final_breakdown(ruled) if 0 in t.cells)
    assert line.points == 0 and "rule G" in line.reason


def test_rule_h_muscular_tissues_score_double() -> None:
    plain, ruled = _finished(""), _finished("H")
    assert ruled.final[V] - plain.final[V] == 2
    line = next(t for t in scoring.final_breakdown(ruled) if 6 in t.cells)
    assert line.points == 4 and "rule H" in line.reason
