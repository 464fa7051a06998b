"""Quorum Sensing mimics a cloned gene for as long as it stays cloned."""

from __future__ import annotations

import pytest

from microgames.engine.errors import IllegalMove
from microgames.games.remediate.commands import ChooseTarget, Clone, Mimic, Remediate, legal_commands
from microgames.games.remediate.effects import discard_cloned, draw_count, hand_limit, remediation_amount
from tests.support.remediate import card, names, run, table


def quorum(own: str = "-", second: str = "-", hand: str = "Quorum Sensing"):
    return table(f"""
    turn: 1 · step: clone
    clones left: 1
    seat 1: Escherichia coli | cloned {own} | hand {hand}
    seat 2: Rhodococcus ruber | cloned {second} | stash 4
    seat 3: Bacillus subtilis
    """)


def test_mimic_a_remediation_gene_of_another_microbe_and_keep_it_after_it_is_gone() -> None:
    state = quorum(second="FAST-PETase")
    run(state, Clone(0, card(state, "Quorum Sensing")))
    assert state.phase == "mimic"
    assert [m.card for m in legal_commands(state, 0)] == [card(state, "FAST-PETase", 1, "cloned")]
    run(state, Mimic(0, card(state, "FAST-PETase", 1, "cloned")))
    assert remediation_amount(state, 0) == 4 and state.phase == "act"
    discard_cloned(state, 1, state.cloned[1][0])
    assert remediation_amount(state, 0) == 4


def test_a_mimicked_remediation_gene_does_not_add_to_ones_own() -> None:
    state = quorum(own="PETase", second="Cutinase")
    state.microbes[0] = 2  # Pseudomonas putida, so Quorum Sensing does not replace a Support gene
    run(state, Clone(0, card(state, "Quorum Sensing")), Mimic(0, card(state, "Cutinase", 1, "cloned")))
    assert remediation_amount(state, 0) == 2


def test_mimic_a_support_boost() -> None:
    state = quorum(own="PETase", second="Biofilm Formation")
    run(state, Clone(0, card(state, "Quorum Sensing")), Mimic(0, card(state, "Biofilm Formation", 1, "cloned")))
    assert remediation_amount(state, 0) == 3


def test_mimic_natural_competence_and_efflux_pump() -> None:
    state = quorum(second="Natural Competence, Efflux Pump")
    run(state, Clone(0, card(state, "Quorum Sensing")), Mimic(0, card(state, "Efflux Pump", 1, "cloned")))
    assert hand_limit(state, 0) == 5 and draw_count(state, 0) == 2
    state = quorum(second="Natural Competence")
    run(state, Clone(0, card(state, "Quorum Sensing")), Mimic(0, card(state, "Natural Competence", 1, "cloned")))
    assert draw_count(state, 0) == 3


def test_a_mimicked_attack_is_performed_at_once_then_discarded() -> None:
    # the only attack that stays cloned is a sensitivity: mimicking it clones the Quorum Sensing into the target
    state = table("""
    turn: 1 · step: clone
    clones left: 1
    seat 1: Escherichia coli | hand Quorum Sensing
    seat 2: Rhodococcus ruber | cloned Terephthalate Sensitivity, PETase | stash 4
    seat 3: Bacillus subtilis | cloned LC-Cutinase
    """)
    run(state, Clone(0, card(state, "Quorum Sensing")), Mimic(0, card(state, "Terephthalate Sensitivity", 1, "cloned")))
    assert state.phase == "target"
    run(state, ChooseTarget(0, 2))
    assert state.cloned[0] == [] and names(state.cloned[2]) == ["LC-Cutinase", "Quorum Sensing"]
    assert remediation_amount(state, 2) == 1
    assert any("E. coli's Quorum Sensing now acts as Terephthalate Sensitivity" in e for e in state.events)


def test_mimic_transposition_gives_the_extra_clone() -> None:
    state = quorum(second="Transposition", hand="Quorum Sensing, PETase")
    run(state, Clone(0, card(state, "Quorum Sensing")), Mimic(0, card(state, "Transposition", 1, "cloned")))
    assert state.phase == "clone"
    run(state, Clone(0, card(state, "PETase")))
    assert names(state.cloned[0]) == ["Quorum Sensing", "PETase"]


def test_mimic_a_defence_blocks() -> None:
    state = table("""
    turn: 2 · step: clone
    clones left: 1
    seat 1: Escherichia coli | cloned Quorum Sensing=Storage Granule, PETase | stash 5
    seat 2: Rhodococcus ruber | hand Chemotaxis
    """)
    run(state, Clone(1, card(state, "Chemotaxis")))
    assert state.stash == [5, 0] and names(state.cloned[0]) == ["PETase"]


def test_a_quorum_sensing_named_copies_what_it_mimics() -> None:
    state = quorum(second="Quorum Sensing=PETase")
    qs = card(state, "Quorum Sensing", 1, "cloned")
    run(state, Clone(0, card(state, "Quorum Sensing")), Mimic(0, qs))
    assert remediation_amount(state, 0) == 2


def test_with_nothing_to_mimic_it_mimics_nothing() -> None:
    state = quorum()
    run(state, Clone(0, card(state, "Quorum Sensing")))
    assert state.phase == "act" and remediation_amount(state, 0) == 0
    assert any("no cloned gene to mimic" in e for e in state.events)


def test_quorum_sensing_cannot_mimic_itself() -> None:
    state = quorum(second="PETase")
    qs = card(state, "Quorum Sensing")
    run(state, Clone(0, qs))
    with pytest.raises(IllegalMove, match="another gene"):
        Mimic(0, qs).apply(state)


def test_mimicked_marked_gene_is_discarded_on_environment_change() -> None:
    state = table("""
    turn: 1 · step: act
    environment: Laboratory 1
    face down: City Landfill
    seat 1: Escherichia coli | cloned Quorum Sensing=LC-Cutinase
    seat 2: Rhodococcus ruber
    """)
    run(state, Remediate(0, 1))
    assert state.cloned[0] == [] and state.mimic == {}
