"""Attacks: performed when cloned, blocked automatically by matching defences."""

from __future__ import annotations

import pytest

from microgames.engine.errors import IllegalMove
from microgames.games.remediate.effects import remediation_amount
from microgames.games.remediate.commands import ChooseTarget, Clone, Remediate, RemoveGene, legal_commands
from tests.support.remediate import card, names, run, table


def three(attacker_hand: str, second: str = "", third: str = "", env: str = "Laboratory 20",
          attacker_cloned: str = "-", down: str = "Hot Spring"):
    return table(f"""
    turn: 1 · step: clone
    clones left: 1
    environment: {env}
    face down: {down}
    seat 1: Ideonella sakaiensis | cloned {attacker_cloned} | hand {attacker_hand}
    seat 2: Escherichia coli {second}
    seat 3: Rhodococcus ruber {third}
    """)


def test_chemotaxis_steals_three_from_the_richest_at_once() -> None:
    state = three("Chemotaxis", "| stash 5", "| stash 2")
    run(state, Clone(0, card(state, "Chemotaxis")))
    assert state.stash == [3, 2, 2]
    assert names(state.discard) == ["Chemotaxis"] and state.cloned[0] == []
    assert state.phase == "act"


def test_chemotaxis_takes_what_there_is() -> None:
    state = three("Chemotaxis", "| stash 2", "| stash 1")
    run(state, Clone(0, card(state, "Chemotaxis")))
    assert state.stash == [2, 0, 1]


def test_chemotaxis_tie_the_attacker_chooses_among_the_richest() -> None:
    state = three("Chemotaxis", "| stash 4", "| stash 4")
    run(state, Clone(0, card(state, "Chemotaxis")))
    assert state.phase == "target" and state.choices == [1, 2]
    assert [m.target for m in legal_commands(state, 0)] == [1, 2]
    run(state, ChooseTarget(0, 2))
    assert state.stash == [3, 4, 1]


def test_chemotaxis_cannot_pick_a_poorer_opponent() -> None:
    state = three("Chemotaxis", "| stash 4", "| stash 4")
    state.stash[2] = 3
    state.supply += 1
    run(state, Clone(0, card(state, "Chemotaxis")))
    assert state.stash == [3, 1, 3]  # unique richest: no choice


def test_chemotaxis_tie_lets_the_attacker_avoid_the_storage_granule() -> None:
    state = three("Chemotaxis", "| stash 4 | cloned Storage Granule", "| stash 4")
    run(state, Clone(0, card(state, "Chemotaxis")))
    with pytest.raises(IllegalMove, match="most plastic"):
        ChooseTarget(0, 0).apply(state)
    run(state, ChooseTarget(0, 2))
    assert state.stash == [3, 4, 1]


def test_chemotaxis_wasted_on_storage_granule_both_discarded() -> None:
    state = three("Chemotaxis", "| stash 6 | cloned Storage Granule", "| stash 2")
    run(state, Clone(0, card(state, "Chemotaxis")))
    assert state.stash == [0, 6, 2]
    assert sorted(names(state.discard)) == ["Chemotaxis", "Storage Granule"] and state.cloned[1] == []
    assert any("Chemotaxis against E. coli is blocked by Storage Granule" in e for e in state.events)


def test_chemotaxis_with_no_plastic_anywhere_is_wasted() -> None:
    state = three("Chemotaxis")
    run(state, Clone(0, card(state, "Chemotaxis")))
    assert names(state.discard) == ["Chemotaxis"] and state.phase == "act"


def test_stealing_is_not_remediation() -> None:
    state = three("Chemotaxis", "| stash 5", attacker_cloned="PETase")
    run(state, Clone(0, card(state, "Chemotaxis")), Remediate(0, 3))  # PETase 2 + Ideonella 1
    assert state.stash[0] == 6


def test_crispr_blocks_any_attack() -> None:
    for attack in ("Chemotaxis", "Toxin Secretion", "Bacteriocin", "Terephthalate Sensitivity"):
        state = table(f"""
        turn: 1 · step: clone
        clones left: 1
        seat 1: Ideonella sakaiensis | hand {attack}
        seat 2: Escherichia coli | stash 5 | cloned CRISPR-Cas, PETase
        """)
        run(state, Clone(0, card(state, attack)))
        assert sorted(names(state.discard)) == sorted([attack, "CRISPR-Cas"]), attack
        assert names(state.cloned[1]) == ["PETase"] and state.stash[1] == 5


def test_toxin_secretion_the_attacker_picks_the_gene() -> None:
    state = three("Toxin Secretion", "| cloned PETase, Biofilm Formation")
    run(state, Clone(0, card(state, "Toxin Secretion")))
    assert state.phase == "target" and state.choices == [1, 2]
    run(state, ChooseTarget(0, 1))
    assert state.phase == "toxin"
    with pytest.raises(IllegalMove, match="cloned in E. coli"):
        RemoveGene(0, 0).apply(state)
    run(state, RemoveGene(0, card(state, "PETase", 1, "cloned")))
    assert names(state.cloned[1]) == ["Biofilm Formation"]
    assert sorted(names(state.discard)) == ["PETase", "Toxin Secretion"]
    assert state.phase == "act"


def test_toxin_secretion_on_a_microbe_without_genes_does_nothing() -> None:
    state = three("Toxin Secretion")
    run(state, Clone(0, card(state, "Toxin Secretion")), ChooseTarget(0, 2))
    assert names(state.discard) == ["Toxin Secretion"] and state.phase == "act"


def test_antitoxin_blocks_toxin_secretion_and_bacteriocin() -> None:
    for attack in ("Toxin Secretion", "Bacteriocin"):
        state = three(attack, "| stash 4 | cloned Antitoxin, PETase")
        run(state, Clone(0, card(state, attack)), ChooseTarget(0, 1))
        assert sorted(names(state.discard)) == sorted([attack, "Antitoxin"])
        assert state.stash[1] == 4 and names(state.cloned[1]) == ["PETase"]


def test_a_defence_that_does_not_match_does_not_block() -> None:
    state = three("Bacteriocin", "| stash 4 | cloned Storage Granule")
    run(state, Clone(0, card(state, "Bacteriocin")), ChooseTarget(0, 1))
    assert state.stash[1] == 2 and names(state.cloned[1]) == ["Storage Granule"]


def test_bacteriocin_returns_two_plastic_to_the_plastic_discard() -> None:
    state = three("Bacteriocin", "| stash 5")
    supply = state.supply
    run(state, Clone(0, card(state, "Bacteriocin")), ChooseTarget(0, 1))
    assert state.stash == [0, 3, 0] and state.supply == supply + 2 and state.env_plastic == 20


def test_two_players_need_no_target_choice() -> None:
    state = table("""
    turn: 1 · step: clone
    clones left: 1
    seat 1: Ideonella sakaiensis | hand Bacteriocin
    seat 2: Escherichia coli | stash 1
    """)
    run(state, Clone(0, card(state, "Bacteriocin")))
    assert state.stash == [0, 0] and state.phase == "act"


def test_terephthalate_sensitivity_is_cloned_into_the_target_and_caps_it_at_one() -> None:
    state = three("Terephthalate Sensitivity", "| cloned FAST-PETase, Biofilm Formation")
    run(state, Clone(0, card(state, "Terephthalate Sensitivity")), ChooseTarget(0, 1))
    assert names(state.cloned[1]) == ["FAST-PETase", "Biofilm Formation", "Terephthalate Sensitivity"]
    assert state.cloned[0] == []
    assert remediation_amount(state, 1) == 1


def test_terephthalate_sensitivity_replaces_the_targets_attack_gene() -> None:
    state = three("Terephthalate Sensitivity", "| cloned Terephthalate Sensitivity")
    run(state, Clone(0, card(state, "Terephthalate Sensitivity")), ChooseTarget(0, 1))
    assert names(state.cloned[1]) == ["Terephthalate Sensitivity"] and names(state.discard) == ["Terephthalate Sensitivity"]


def test_restriction_modification_blocks_terephthalate_sensitivity() -> None:
    state = three("Terephthalate Sensitivity", "| cloned Restriction-Modification")
    run(state, Clone(0, card(state, "Terephthalate Sensitivity")), ChooseTarget(0, 1))
    assert state.cloned[1] == []
    assert sorted(names(state.discard)) == ["Restriction-Modification", "Terephthalate Sensitivity"]


def test_sensitivity_cannot_be_removed_by_a_new_attack_or_a_later_defence() -> None:
    state = table("""
    turn: 1 · step: clone
    clones left: 1
    seat 1: Ideonella sakaiensis | cloned Terephthalate Sensitivity, PETase | hand Bacteriocin, Restriction-Modification
    seat 2: Escherichia coli | stash 3
    """)
    run(state, Clone(0, card(state, "Bacteriocin")))
    assert "Terephthalate Sensitivity" in names(state.cloned[0]) and state.stash[1] == 1
    state.phase, state.clones_left = "clone", 1
    run(state, Clone(0, card(state, "Restriction-Modification")))
    assert names(state.cloned[0]) == ["Terephthalate Sensitivity", "PETase", "Restriction-Modification"]


def test_sensitivity_leaves_when_the_environment_changes() -> None:
    state = three("-", "| cloned PETase, Terephthalate Sensitivity", env="Laboratory 1")
    state.phase, state.turn = "act", 1
    run(state, Remediate(1, 1))
    assert names(state.cloned[1]) == ["PETase"]


def test_toxin_secretion_can_remove_a_sensitivity() -> None:
    state = three("Toxin Secretion", "| cloned Terephthalate Sensitivity, PETase")
    run(state, Clone(0, card(state, "Toxin Secretion")), ChooseTarget(0, 1),
        RemoveGene(0, card(state, "Terephthalate Sensitivity", 1, "cloned")))
    assert names(state.cloned[1]) == ["PETase"]
