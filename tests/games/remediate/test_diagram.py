"""The text diagram prints a position and parses back to the same text."""

from __future__ import annotations

import pytest

from microgames.games.remediate.cards import card_name
from microgames.games.remediate.diagram import diagram, parse

MID_ATTACK = """turn: 2 · step: target · turns: 7
environment: Salt Marsh 12
face down: Ocean Gyre
cleaned: Laboratory
supply: rest
piles: 11 8 4
pool: PETase, Cutinase, rest
discard: Biofilm Formation
pending: Chemotaxis
choices: 1 3
draw-off: on
seat 1: Pseudomonas putida | stash 6 | recycled 0 0 1 | resists - | cloned Quorum Sensing=PETase, Efflux Pump | hand Antitoxin
seat 2: Bacillus subtilis | stash 0 | recycled 1 0 0 | resists salt | cloned Laccase | hand -
seat 3: Escherichia coli | stash 6 | recycled 0 0 0 | resists - | cloned Terephthalate Sensitivity | hand Cutinase, DNA Repair"""


def test_a_position_mid_attack_reads_as_pictured() -> None:
    state = parse(MID_ATTACK)
    assert state.turn == 1 and state.phase == "target" and state.choices == [0, 2]
    assert state.card_total() == (61, 100, 25)
    assert state.resistance_pick[1] == 3 and state.draw_off and state.past_envs == [0]
    assert [card_name(c) for c in state.pool[-2:]] == ["Cutinase", "PETase"]  # PETase is the top card
    text = diagram(state)
    assert diagram(parse(text)) == text
    assert "cloned Quorum Sensing=PETase, Efflux Pump" in text and "pending: Chemotaxis" in text


def test_bad_diagrams_are_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="unknown gene"):
        parse("turn: 1\nseat 1: Escherichia coli | hand Plasmid\nseat 2: Rhodococcus ruber")
    with pytest.raises(ValueError, match="only 1 FAST-PETase"):
        parse("turn: 1\nseat 1: Escherichia coli | hand FAST-PETase, FAST-PETase\nseat 2: Rhodococcus ruber")
    with pytest.raises(ValueError, match="unknown seat field"):
        parse("turn: 1\nseat 1: Escherichia coli | plastic 3\nseat 2: Rhodococcus ruber")
