"""Recycling, scores, ties and the draw-off."""

from __future__ import annotations

import pytest

from microgames.engine.errors import IllegalMove
from microgames.games.remediate.commands import Clone, Recycle, Remediate, legal_commands
from tests.support.remediate import names, run, table


def recycler(microbe: str = "Escherichia coli", stash: int = 8):
    return table(f"""
    turn: 1 · step: act
    seat 1: {microbe} | stash {stash} | cloned PETase
    seat 2: Ideonella sakaiensis
    """)


@pytest.mark.parametrize("pile, cost, points", [(0, 3, 4), (1, 5, 7), (2, 8, 12)])
def test_recycle_costs_and_points(pile: int, cost: int, points: int) -> None:
    state = recycler()
    supply = state.supply
    run(state, Recycle(0, pile))
    assert state.stash[0] == 8 - cost and state.supply == supply + cost  # to the face-down plastic discard
    assert state.recycled[0][pile] == 1 and state.scores()[0] == points + 8 - cost
    assert state.turn == 1  # recycling is the action: one card a turn, then the turn ends


def test_recycling_replaces_remediation() -> None:
    state = run(recycler(), Recycle(0, 0))
    with pytest.raises(IllegalMove, match="not your turn"):
        Remediate(0, 1).apply(state)


def test_rhodococcus_pays_one_less() -> None:
    state = run(recycler("Rhodococcus ruber", stash=7), Recycle(0, 2))
    assert state.stash[0] == 0 and state.recycled[0][2] == 1


def test_not_enough_plastic_is_refused() -> None:
    state = recycler(stash=4)
    with pytest.raises(IllegalMove, match="costs 5 plastic; you have 4"):
        Recycle(0, 1).apply(state)
    assert [m.pile for m in legal_commands(state, 0) if isinstance(m, Recycle)] == [0]


def test_an_empty_pile_is_refused() -> None:
    state = table("""
    turn: 1 · step: act
    piles: 12 8 0
    seat 1: Escherichia coli | stash 8 | cloned PETase
    seat 2: Ideonella sakaiensis | recycled 0 0 5
    """)
    with pytest.raises(IllegalMove, match="Park Bench pile is empty"):
        Recycle(0, 2).apply(state)


def test_recycle_cards_cannot_be_stolen() -> None:
    state = table("""
    turn: 1 · step: clone
    clones left: 1
    seat 1: Escherichia coli | hand Chemotaxis
    seat 2: Ideonella sakaiensis | recycled 1 0 1 | stash 1
    """)
    run(state, Clone(0, state.hands[0][0]))
    assert state.recycled[1] == [1, 0, 1] and state.scores() == (1, 16)


def ending(draw_off: bool, pool: str = "rest"):
    return table(f"""
    turn: 1 · step: act
    environment: Laboratory 1
    pool: {pool}
    {"draw-off: on" if draw_off else ""}
    seat 1: Escherichia coli | stash 4 | cloned Cutinase
    seat 2: Ideonella sakaiensis | stash 1 | recycled 1 0 0
    seat 3: Rhodococcus ruber | stash 3
    """)


def test_score_is_recycle_points_plus_plastic_and_ties_are_shared() -> None:
    state = run(ending(False), Remediate(0, 1))
    assert state.is_over() and state.scores() == (5, 5, 3)
    assert state.winners == [0, 1]
    assert any("share the win" in e for e in state.events)


def test_draw_off_the_first_remediation_gene_wins() -> None:
    state = run(ending(True, pool="Antitoxin, Storage Granule, PETase, rest"), Remediate(0, 1))
    # seat 2 (after the player who ended the game) draws first: Antitoxin, then seat 1 Storage Granule, then seat 2 PETase
    assert state.winners == [1]
    assert [e for e in state.events if e.startswith("Draw-off")] == [
        "Draw-off: I. sakaiensis draws Antitoxin.", "Draw-off: E. coli draws Storage Granule.",
        "Draw-off: I. sakaiensis draws PETase."]
    assert names(state.discard)[-3:] == ["Antitoxin", "Storage Granule", "PETase"]


def test_draw_off_without_a_remediation_gene_left_stays_shared() -> None:
    every_remediation = ", ".join(["Cutinase"] * 3 + ["PETase"] * 4 + ["Laccase"] * 2 + ["MHETase"] * 3
                                  + ["LC-Cutinase"] * 2 + ["FAST-PETase"])
    state = table(f"""
    turn: 1 · step: act
    environment: Laboratory 1
    draw-off: on
    seat 1: Escherichia coli | stash 4 | cloned Cutinase
    seat 2: Ideonella sakaiensis | stash 5
    seat 3: Rhodococcus ruber | hand {every_remediation}
    """)
    run(state, Remediate(0, 1))
    assert state.winners == [0, 1] and state.pool == []
    assert any("runs out of genes" in e for e in state.events)
