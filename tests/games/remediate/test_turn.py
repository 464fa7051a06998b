"""The turn: draw or redraw, clone one gene per type, act, discard down to the hand limit."""

from __future__ import annotations

import pytest

from microgames.engine.errors import IllegalMove
from microgames.games.remediate.commands import (
    Clone, Discard, Draw, Pass, Redraw, Remediate, SkipClone, legal_commands,
)
from tests.support.remediate import card, names, run, table

TWO = """
turn: 1 · step: draw
pool: PETase, Laccase, Antitoxin, Cutinase, rest
seat 1: {microbe} | cloned {cloned} | hand {hand}
seat 2: Rhodococcus ruber
"""


def two(microbe: str = "Ideonella sakaiensis", cloned: str = "-", hand: str = "Heat Shock Proteins", step: str = "draw"):
    return table(TWO.format(microbe=microbe, cloned=cloned, hand=hand).replace("step: draw", f"step: {step}"))


def test_draw_takes_the_top_gene_then_clone() -> None:
    state = run(two(), Draw(0))
    assert names(state.hands[0]) == ["Heat Shock Proteins", "PETase"]
    assert state.phase == "clone"


def test_e_coli_draws_two() -> None:
    state = run(two("Escherichia coli"), Draw(0))
    assert names(state.hands[0])[1:] == ["PETase", "Laccase"]


def test_natural_competence_draws_one_more_from_the_next_turn() -> None:
    state = two(hand="Natural Competence")
    run(state, Draw(0))
    assert len(state.hands[0]) == 2
    run(state, Clone(0, card(state, "Natural Competence")), Pass(0))
    run(state, Draw(1), SkipClone(1), Pass(1), Draw(0))
    assert len(state.hands[0]) == 3  # 1 + the Natural Competence extra, on the next turn only


def test_redraw_discards_the_hand_draws_as_many_and_ends_the_turn() -> None:
    state = run(two(hand="Heat Shock Proteins, Cold Shock Proteins"), Redraw(0))
    assert names(state.discard) == ["Heat Shock Proteins", "Cold Shock Proteins"]
    assert names(state.hands[0]) == ["PETase", "Laccase"]
    assert state.turn == 1 and state.phase == "draw"


def test_redraw_with_an_empty_hand_is_refused() -> None:
    state = two(hand="-")
    with pytest.raises(IllegalMove, match="empty"):
        Redraw(0).apply(state)


def test_out_of_turn_and_out_of_step_are_refused_with_reasons() -> None:
    state = two()
    before = state.clone()
    with pytest.raises(IllegalMove, match="not your turn"):
        Draw(1).apply(state)
    with pytest.raises(IllegalMove, match="first draw"):
        Remediate(0, 1).apply(state)
    assert state == before


def test_one_gene_per_type_the_old_one_is_discarded() -> None:
    state = two(cloned="Cutinase", hand="PETase", step="clone")
    state.clones_left = 1
    run(state, Clone(0, card(state, "PETase")))
    assert names(state.cloned[0]) == ["PETase"] and names(state.discard) == ["Cutinase"]
    assert state.phase == "act"


def test_only_one_clone_a_turn() -> None:
    state = two(hand="PETase, Antitoxin", step="clone")
    state.clones_left = 1
    run(state, Clone(0, card(state, "PETase")))
    with pytest.raises(IllegalMove, match="first remediate"):
        Clone(0, card(state, "Antitoxin")).apply(state)


def test_pseudomonas_keeps_two_supports_and_chooses_which_to_replace() -> None:
    state = two("Pseudomonas putida", cloned="Biofilm Formation", hand="Efflux Pump, Biosurfactant", step="clone")
    state.clones_left = 1
    run(state, Clone(0, card(state, "Efflux Pump")))
    assert names(state.cloned[0]) == ["Biofilm Formation", "Efflux Pump"]
    state.phase, state.clones_left = "clone", 1
    with pytest.raises(IllegalMove, match="which of your Support genes"):
        Clone(0, card(state, "Biosurfactant")).apply(state)
    replace_moves = [m for m in legal_commands(state, 0) if isinstance(m, Clone)]
    assert len(replace_moves) == 2
    run(state, Clone(0, card(state, "Biosurfactant"), card(state, "Efflux Pump", 0, "cloned")))
    assert names(state.cloned[0]) == ["Biofilm Formation", "Biosurfactant"]


def test_other_microbes_have_one_support_slot() -> None:
    state = two(cloned="Biofilm Formation", hand="Efflux Pump", step="clone")
    state.clones_left = 1
    run(state, Clone(0, card(state, "Efflux Pump")))
    assert names(state.cloned[0]) == ["Efflux Pump"]


def test_transposition_allows_an_immediate_extra_clone() -> None:
    state = two(hand="Transposition, PETase, Antitoxin", step="clone")
    state.clones_left = 1
    run(state, Clone(0, card(state, "Transposition")))
    assert state.phase == "clone"
    run(state, Clone(0, card(state, "PETase")))
    assert state.phase == "act"
    assert names(state.cloned[0]) == ["Transposition", "PETase"]


def test_transposition_extra_clone_still_one_per_type() -> None:
    state = two(cloned="Biofilm Formation", hand="Transposition, Efflux Pump", step="clone")
    state.clones_left = 1
    run(state, Clone(0, card(state, "Transposition")))
    assert names(state.cloned[0]) == ["Transposition"]  # it replaced the Support gene
    run(state, Clone(0, card(state, "Efflux Pump")))
    assert names(state.cloned[0]) == ["Efflux Pump"]


def test_hand_limit_discard_the_player_choosing() -> None:
    state = two(hand="Cutinase, PETase, Laccase, MHETase, Antitoxin")
    state.phase = "act"
    run(state, Pass(0))
    assert state.phase == "discard" and state.turn == 0
    assert {type(m) for m in legal_commands(state, 0)} == {Discard}
    run(state, Discard(0, card(state, "Antitoxin")))
    assert state.turn == 1 and len(state.hands[0]) == 4


def test_no_refill_below_the_hand_limit() -> None:
    state = two(hand="Cutinase")
    state.phase = "act"
    run(state, Pass(0))
    assert len(state.hands[0]) == 1 and state.turn == 1


@pytest.mark.parametrize("microbe, cloned, limit", [
    ("Ideonella sakaiensis", "-", 4),
    ("Deinococcus radiodurans", "-", 5),
    ("Ideonella sakaiensis", "Efflux Pump", 5),
    ("Deinococcus radiodurans", "Efflux Pump", 6),
])
def test_hand_limits(microbe: str, cloned: str, limit: int) -> None:
    state = two(microbe, cloned=cloned, hand="Cutinase, PETase, Laccase, MHETase, Antitoxin, Storage Granule")
    state.phase = "act"
    run(state, Pass(0))
    while state.phase == "discard":
        run(state, Discard(0, state.hands[0][0]))
    assert len(state.hands[0]) == limit


def test_reshuffle_when_the_pool_runs_out() -> None:
    state = two(hand="Antitoxin")
    state.discard, state.pool = state.pool[:-1], state.pool[-1:]
    kept = sorted(state.discard)
    run(state, Draw(0))
    assert len(state.hands[0]) == 2
    state.phase = "act"
    run(state, Pass(0), Draw(1))
    assert state.discard == [] and sorted(state.pool + [state.hands[1][-1]]) == kept
    assert any("shuffled into a new pool" in e for e in state.events)


def test_nothing_to_draw_anywhere() -> None:
    state = two(hand="Antitoxin")
    state.hands[1].extend(state.pool)
    state.pool = []
    run(state, Draw(0))
    assert len(state.hands[0]) == 1
    assert any("nothing more to draw" in e for e in state.events)
