"""Helpers for Remediate tests: positions from diagrams, commands run with their checks."""

from __future__ import annotations

from microgames.engine.commands import Command
from microgames.games.remediate import cards as C
from microgames.games.remediate.diagram import parse
from microgames.games.remediate.state import RemediateState


def table(text: str, seed: int = 0) -> RemediateState:
    """A position from a diagram; the card totals must add up."""
    state = parse(text, seed)
    assert state.card_total() == (C.GENE_COUNT, C.PLASTIC_COUNT, sum(C.RECYCLE_CARDS))
    return state


def run(state: RemediateState, *commands: Command) -> RemediateState:
    for command in commands:
        command.apply(state)
    assert state.card_total() == (C.GENE_COUNT, C.PLASTIC_COUNT, sum(C.RECYCLE_CARDS))
    return state


def card(state: RemediateState, name: str, seat: int | None = None, where: str = "hand") -> int:
    """The id of the first card called ``name`` in ``seat``'s hand (or cloned genes)."""
    seats = range(state.seats) if seat is None else [seat]
    for s in seats:
        for c in (state.hands[s] if where == "hand" else state.cloned[s]):
            if C.card_name(c) == name:
                return c
    raise AssertionError(f"no {name} in {where}")


def names(cards: list[int]) -> list[str]:
    return [C.card_name(c) for c in cards]
