"""Remediation: the amount, hazards and resistance, taking less, overflow, environment change, the end."""

from __future__ import annotations

import pytest

from microgames.engine.errors import IllegalMove
from microgames.games.remediate.commands import ChooseResistance, Pass, Remediate, legal_commands
from microgames.games.remediate.effects import remediation_amount
from tests.support.remediate import names, run, table


def one(microbe: str, cloned: str, env: str = "Laboratory 20", down: str = "Hot Spring", extra: str = "",
        stash: int = 0):
    other = "Rhodococcus ruber" if microbe != "Rhodococcus ruber" else "Escherichia coli"
    return table(f"""
    turn: 1 · step: act
    environment: {env}
    face down: {down}
    {extra}
    seat 1: {microbe} | cloned {cloned}
    seat 2: {other} | stash {stash}
    """)


@pytest.mark.parametrize("microbe, cloned, env, amount", [
    ("Escherichia coli", "-", "Laboratory 20", 0),
    ("Escherichia coli", "Biofilm Formation", "Laboratory 20", 0),  # Support alone cannot remediate
    ("Escherichia coli", "Cutinase", "Laboratory 20", 1),
    ("Escherichia coli", "PETase, Biofilm Formation", "Laboratory 20", 3),
    ("Escherichia coli", "FAST-PETase, Biosurfactant", "Laboratory 20", 6),
    ("Ideonella sakaiensis", "PETase", "Laboratory 20", 3),
    ("Ideonella sakaiensis", "Cutinase, Biofilm Formation", "Laboratory 20", 3),
    ("Escherichia coli", "LC-Cutinase, Biofilm Formation", "Hot Spring 25", 1),  # unresisted heat
    ("Ideonella sakaiensis", "LC-Cutinase", "Hot Spring 25", 1),  # no microbe bonus under a hazard
    ("Escherichia coli", "LC-Cutinase, Biofilm Formation, Heat Shock Proteins", "Hot Spring 25", 4),
    ("Escherichia coli", "LC-Cutinase, Cold Shock Proteins", "Hot Spring 25", 1),  # wrong resistance
    ("Escherichia coli", "PETase, Endospore Coat", "Salt Marsh 30", 2),
    ("Deinococcus radiodurans", "PETase, Biofilm Formation", "Nuclear Waste Pond 25", 3),
    ("Deinococcus radiodurans", "PETase, Biofilm Formation", "Salt Marsh 30", 1),
    ("Escherichia coli", "FAST-PETase, DNA Repair", "Nuclear Waste Pond 25", 4),
    ("Escherichia coli", "PETase, Heat Shock Proteins", "City Landfill 35", 2),
    ("Escherichia coli", "Laccase, Osmoprotectants, Biofilm Formation", "Ocean Gyre 35", 3),
    ("Escherichia coli", "MHETase, Cold Shock Proteins", "Alpine Lake 30", 2),
    ("Escherichia coli", "MHETase, Heat Shock Proteins", "Compost Heap 30", 2),
    ("Escherichia coli", "MHETase, Heat Shock Proteins", "Arctic Sea Ice 25", 1),
])
def test_remediation_amount(microbe: str, cloned: str, env: str, amount: int) -> None:
    assert remediation_amount(one(microbe, cloned, env), 0) == amount


def test_no_remediation_gene_no_remediation() -> None:
    state = one("Escherichia coli", "Biofilm Formation")
    with pytest.raises(IllegalMove, match="need a Remediation gene"):
        Remediate(0, 1).apply(state)
    assert [type(m) for m in legal_commands(state, 0)] == [Pass]


def test_a_player_may_take_less() -> None:
    state = run(one("Escherichia coli", "PETase, Biofilm Formation"), Remediate(0, 1))
    assert state.stash[0] == 1 and state.env_plastic == 19 and state.turn == 1


def test_more_than_the_amount_is_refused() -> None:
    state = one("Escherichia coli", "PETase")
    with pytest.raises(IllegalMove, match="1 to 2"):
        Remediate(0, 3).apply(state)


def test_bacillus_subtilis_picks_once_and_for_good() -> None:
    state = one("Bacillus subtilis", "PETase, Biofilm Formation", "Salt Marsh 30")
    assert remediation_amount(state, 0) == 1
    assert ChooseResistance(0, 3) in legal_commands(state, 0)
    run(state, ChooseResistance(0, 3))  # salt
    assert remediation_amount(state, 0) == 3 and state.phase == "act"
    with pytest.raises(IllegalMove, match="final"):
        ChooseResistance(0, 0).apply(state)
    with pytest.raises(IllegalMove, match="Only Bacillus subtilis"):
        ChooseResistance(0, 0).apply(one("Escherichia coli", "-"))


def test_bacillus_subtilis_may_pick_at_any_step_of_its_turn_but_not_on_others() -> None:
    state = table("turn: 1 · step: draw\nseat 1: Bacillus subtilis\nseat 2: Escherichia coli")
    run(state, ChooseResistance(0, 0))
    assert state.resistance_pick[0] == 0 and state.phase == "draw"
    state = table("turn: 2 · step: draw\nseat 1: Bacillus subtilis\nseat 2: Escherichia coli")
    with pytest.raises(IllegalMove, match="own turn"):
        ChooseResistance(0, 0).apply(state)


def test_overflow_into_the_next_environment_without_its_penalty() -> None:
    state = one("Escherichia coli", "FAST-PETase", "Laboratory 2", down="Salt Marsh")
    run(state, Remediate(0, 4))
    assert state.stash[0] == 4
    assert state.env_plastic == 28
    assert state.past_envs == [0]
    assert any("remediates 2 plastic from Salt Marsh" in e for e in state.events)
    assert remediation_amount(state, 0) == 0  # FAST-PETase was discarded on the environment change
    assert "FAST-PETase" in names(state.discard)


def test_environment_change_discards_only_marked_cloned_genes() -> None:
    state = table("""
    turn: 1 · step: act
    environment: Laboratory 1
    face down: City Landfill
    seat 1: Escherichia coli | cloned LC-Cutinase, Biosurfactant, Endospore Coat | hand FAST-PETase
    seat 2: Pseudomonas putida | cloned PETase, Biofilm Formation, Biosurfactant, Heat Shock Proteins
    """)
    run(state, Remediate(0, 1))
    assert state.cloned[0] == [] and names(state.hands[0]) == ["FAST-PETase"]
    assert names(state.cloned[1]) == ["PETase", "Biofilm Formation", "Heat Shock Proteins"]
    assert state.env_plastic == 35


def test_hazard_applies_until_the_environment_changes_to_a_better_one() -> None:
    state = one("Escherichia coli", "PETase", "Hot Spring 1", down="Laboratory")
    run(state, Remediate(0, 1))
    assert remediation_amount(state, 0) == 2


def test_cleaning_the_last_environment_ends_the_game() -> None:
    state = one("Escherichia coli", "PETase", "Laboratory 1", down="-", stash=5)
    run(state, Remediate(0, 2))
    assert state.is_over() and state.awaiting() == () and state.stash[0] == 1
    assert state.winners == [1] and legal_commands(state, 0) == []
    with pytest.raises(IllegalMove, match="over"):
        Pass(1).apply(state)


def test_a_short_plastic_supply_deals_what_is_left() -> None:
    state = one("Escherichia coli", "PETase", "Laboratory 1", down="Ocean Gyre", extra="supply: 10", stash=89)
    run(state, Remediate(0, 1))
    assert state.env_plastic == 10 and state.supply == 0


def test_an_environment_with_no_plastic_to_deal_is_clean_at_once() -> None:
    state = one("Escherichia coli", "PETase", "Laboratory 1", down="Ocean Gyre, Salt Marsh", extra="supply: 0", stash=99)
    run(state, Remediate(0, 1))
    assert state.is_over() and state.past_envs == [0, 7, 6]
