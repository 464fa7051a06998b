"""Why a remediation is capped at 1, in the words the table shows (``effects.cap_reason``)."""

from __future__ import annotations

import pytest

from microgames.games.remediate.effects import cap_reason, remediation_amount
from tests.support.remediate import table


def seat_one(microbe: str, cloned: str, env: str) -> object:
    other = "Rhodococcus ruber" if microbe != "Rhodococcus ruber" else "Escherichia coli"
    return table(f"""
    turn: 1 · step: act
    environment: {env}
    face down: Hot Spring
    seat 1: {microbe} | cloned {cloned}
    seat 2: {other}
    """)


@pytest.mark.parametrize("microbe, cloned, env, reason", [
    ("Escherichia coli", "PETase", "Ocean Gyre 35",
     "Capped at 1: Ocean Gyre is salty and you have no Osmoprotectants"),
    ("Escherichia coli", "LC-Cutinase, Biofilm Formation", "Hot Spring 25",
     "Capped at 1: Hot Spring is hot and you have no Heat Shock Proteins"),
    ("Escherichia coli", "PETase", "Nuclear Waste Pond 25",
     "Capped at 1: Nuclear Waste Pond is radioactive and you have no DNA Repair"),
    ("Escherichia coli", "PETase, Terephthalate Sensitivity", "Laboratory 20",
     "Capped at 1: Terephthalate Sensitivity is cloned into your microbe"),
    ("Escherichia coli", "PETase, Osmoprotectants", "Ocean Gyre 35", ""),  # resisted: not capped
    ("Deinococcus radiodurans", "PETase", "Nuclear Waste Pond 25", ""),  # resists radiation by itself
    ("Escherichia coli", "Cutinase", "Laboratory 20", ""),  # 1 by its own amount, not capped
    ("Escherichia coli", "Biofilm Formation", "Ocean Gyre 35", ""),  # nothing to remediate with: nothing capped
])
def test_the_reason_names_the_environment_its_hazard_and_the_missing_gene(microbe: str, cloned: str, env: str,
                                                                         reason: str) -> None:
    state = seat_one(microbe, cloned, env)
    assert cap_reason(state, 0) == reason
    if reason:
        assert remediation_amount(state, 0) == 1


def test_the_reason_said_of_another_player() -> None:
    state = seat_one("Escherichia coli", "PETase", "Ocean Gyre 35")
    assert cap_reason(state, 0, "Ben") == "Capped at 1: Ocean Gyre is salty and Ben has no Osmoprotectants"
    sensitive = seat_one("Escherichia coli", "PETase, Terephthalate Sensitivity", "Laboratory 20")
    assert cap_reason(sensitive, 0, "Ben") == "Capped at 1: Terephthalate Sensitivity is cloned into Ben's microbe"
