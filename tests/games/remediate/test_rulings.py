"""Our own rulings where the rule text and the decisions file are silent (each is on the rules page)."""

from __future__ import annotations

from microgames.games.remediate.commands import (
    ChooseTarget, Clone, Discard, Draw, Mimic, Pass, Redraw, Remediate, SkipClone, legal_commands,
)
from microgames.games.remediate.effects import remediation_amount
from microgames.games.remediate.rules import RULES
from microgames.resources import read_text
from tests.support.remediate import card, names, run, table


def test_toxin_secretion_takes_a_lone_gene_without_asking() -> None:
    state = table("""
    turn: 1 · step: clone
    clones left: 1
    seat 1: Escherichia coli | hand Toxin Secretion
    seat 2: Rhodococcus ruber | cloned PETase
    """)
    run(state, Clone(0, card(state, "Toxin Secretion")))
    assert state.cloned[1] == [] and state.phase == "act"


def test_sensitivity_caps_everything_including_the_ideonella_bonus() -> None:
    state = table("""
    turn: 1 · step: act
    seat 1: Ideonella sakaiensis | cloned FAST-PETase, Biosurfactant, Terephthalate Sensitivity
    seat 2: Rhodococcus ruber
    """)
    assert remediation_amount(state, 0) == 1


def test_a_gene_replaced_by_quorum_sensing_cannot_be_named() -> None:
    state = table("""
    turn: 1 · step: clone
    clones left: 1
    seat 1: Escherichia coli | cloned Transposition, PETase | hand Quorum Sensing
    seat 2: Rhodococcus ruber
    """)
    run(state, Clone(0, card(state, "Quorum Sensing")))
    assert names([m.card for m in legal_commands(state, 0)]) == ["PETase"]
    run(state, Mimic(0, card(state, "PETase", 0, "cloned")))
    assert state.phase == "act"  # no extra clone: the Transposition was gone before it could be named


def test_a_real_defence_is_used_before_a_mimicked_one() -> None:
    state = table("""
    turn: 2 · step: clone
    clones left: 1
    seat 1: Pseudomonas putida | cloned Quorum Sensing=CRISPR-Cas, Storage Granule | stash 4
    seat 2: Rhodococcus ruber | hand Chemotaxis
    """)
    run(state, Clone(1, card(state, "Chemotaxis")))
    assert names(state.cloned[0]) == ["Quorum Sensing"] and state.stash == [4, 0]


def test_overflow_runs_through_several_environments() -> None:
    state = table("""
    turn: 1 · step: act
    environment: Laboratory 1
    face down: Hot Spring, Salt Marsh
    supply: 2
    seat 1: Escherichia coli | cloned FAST-PETase, Biofilm Formation
    seat 2: Rhodococcus ruber | stash 97
    """)
    run(state, Remediate(0, 5))  # 1 from the Laboratory, the 2 the Hot Spring got, then the Salt Marsh gets none
    assert state.past_envs == [0, 1, 6] and state.is_over() and state.stash[0] == 3


def test_transpositions_chain() -> None:
    state = table("""
    turn: 1 · step: clone
    clones left: 1
    seat 1: Pseudomonas putida | hand Transposition, Transposition, PETase
    seat 2: Rhodococcus ruber
    """)
    first, second = [c for c in state.hands[0] if names([c]) == ["Transposition"]]
    run(state, Clone(0, first), Clone(0, second), Clone(0, card(state, "PETase")))
    assert sorted(names(state.cloned[0])) == ["PETase", "Transposition", "Transposition"]
    assert state.phase == "act"


def test_redraw_discards_first_so_a_reshuffle_can_bring_the_hand_back() -> None:
    state = table("""
    turn: 1 · step: draw
    seat 1: Escherichia coli | hand Cutinase, PETase
    seat 2: Rhodococcus ruber
    """)
    state.hands[1], state.pool = state.pool, []
    run(state, Redraw(0))
    assert sorted(names(state.hands[0])) == ["Cutinase", "PETase"] and state.discard == []


def test_the_hand_limit_is_checked_only_at_the_end_of_ones_own_turn() -> None:
    state = table("""
    turn: 1 · step: clone
    clones left: 1
    seat 1: Escherichia coli | hand Toxin Secretion
    seat 2: Rhodococcus ruber | cloned Efflux Pump | hand Cutinase, PETase, Laccase, MHETase, Antitoxin
    """)
    run(state, Clone(0, card(state, "Toxin Secretion")), Pass(0))
    assert state.turn == 1 and len(state.hands[1]) == 5 and state.phase == "draw"
    run(state, Draw(1), SkipClone(1), Pass(1))
    assert state.phase == "discard"
    run(state, Discard(1, state.hands[1][0]))
    assert state.phase == "discard"
    run(state, Discard(1, state.hands[1][0]))
    assert state.turn == 0 and len(state.hands[1]) == 4


def test_with_two_players_the_target_is_automatic_but_with_three_it_is_chosen() -> None:
    state = table("""
    turn: 1 · step: clone
    clones left: 1
    seat 1: Escherichia coli | hand Bacteriocin
    seat 2: Rhodococcus ruber | stash 3
    seat 3: Bacillus subtilis | stash 3
    """)
    run(state, Clone(0, card(state, "Bacteriocin")))
    assert state.phase == "target" and {type(m) for m in legal_commands(state, 0)} == {ChooseTarget}


def test_the_rules_page_states_our_rulings() -> None:
    page = read_text(RULES.rules_page)
    for ruling in ("discarded first and then the new genes are drawn", "every opponent has none, the attack is wasted",
                   "the higher of the two counts", "cannot be named", "clean at once", "a real Defence gene is used first",
                   "only checked at the end of your own turn", "the win stays shared", "starting after the player",
                   "never stays in your Attack slot", "The first player in the seating order starts"):
        assert ruling in page, ruling
