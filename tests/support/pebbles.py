"""Pebbles: a minimal test-only game that proves the engine and the shell.

Seats take 1 to 3 pebbles in turn from a pile of random size; instead of taking,
a seat may draw a secret bonus card (a random draw, seen only by that seat).
The game ends when the pile is empty. Score = pebbles taken + bonus cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.engine.game import GameRules, OptionSpec
from microgames.engine.rng import Rng
from microgames.engine.seats import Seat

HIDDEN = -1


@attrs.define(eq=True)
class PebblesState:
    rng: Rng
    pile: int
    turn: int
    taken: list[int]
    bonus: list[list[int]]  # secret cards per seat
    max_take: int

    def clone(self) -> PebblesState:
        return PebblesState(self.rng.clone(), self.pile, self.turn, list(self.taken),
                            [list(b) for b in self.bonus], self.max_take)

    def active_seats(self) -> tuple[int, ...]:
        return () if self.is_over() else (self.turn,)

    def awaiting(self) -> tuple[int, ...]:
        return self.active_seats()

    def is_over(self) -> bool:
        return self.pile == 0

    def scores(self) -> tuple[int, ...]:
        return tuple(t + sum(c for c in b if c != HIDDEN) for t, b in zip(self.taken, self.bonus))  # a view counts what it sees

    def legal_commands(self, seat: int) -> list[Command]:
        if seat != self.turn or self.is_over():
            return []
        moves: list[Command] = [Take(seat, n) for n in range(1, min(self.max_take, self.pile) + 1)]
        return moves + [DrawBonus(seat)]

    def view(self, seat: int) -> PebblesState:
        seen = self.clone()
        seen.bonus = [b if i == seat else [HIDDEN] * len(b) for i, b in enumerate(self.bonus)]
        return seen


def _next(state: PebblesState) -> None:
    state.turn = (state.turn + 1) % len(state.taken)


def _check_turn(state: PebblesState, seat: int) -> None:
    if state.is_over():
        raise IllegalMove("The game is over.")
    if seat != state.turn:
        raise IllegalMove(f"It is not your turn: seat {state.turn + 1} plays now.")


@attrs.frozen
class Take(Command):
    count: int

    def label(self, state: Any) -> str:
        return f"Seat {self.seat + 1} takes {self.count}"

    def validate(self, state: PebblesState) -> None:
        _check_turn(state, self.seat)
        if not 1 <= self.count <= state.max_take:
            raise IllegalMove(f"You may take 1 to {state.max_take} pebbles.")
        if self.count > state.pile:
            raise IllegalMove(f"Only {state.pile} pebbles are left.")

    def execute(self, state: PebblesState) -> None:
        state.pile -= self.count
        state.taken[self.seat] += self.count
        _next(state)


@attrs.frozen
class DrawBonus(Command):
    def label(self, state: Any) -> str:
        return f"Seat {self.seat + 1} draws a bonus card"

    def validate(self, state: PebblesState) -> None:
        _check_turn(state, self.seat)

    def execute(self, state: PebblesState) -> None:
        state.bonus[self.seat].append(state.rng.randint(0, 2))
        _next(state)


def new_state(options: Mapping[str, Any], seats: Sequence[Seat], seed: int) -> PebblesState:
    rng = Rng(seed)
    pile = rng.randint(10, 20)
    return PebblesState(rng, pile, 0, [0] * len(seats), [[] for _ in seats], options["max_take"])


class FirstMoveBot:
    """Takes the most pebbles it can (deterministic, for tests)."""

    def __init__(self, level: str, seat: int, seed: int) -> None:
        self.level, self.seat = level, seat

    def choose(self, view: PebblesState, budget: float) -> Command:
        return Take(self.seat, min(view.max_take, view.pile))


RULES = GameRules(
    id="pebbles",
    title="Pebbles",
    pitch="Take pebbles; the test game of the shell.",
    min_seats=2,
    max_seats=6,
    play_time="2 min",
    options=(OptionSpec("max_take", "Most pebbles per turn", "int", 3, minimum=1, maximum=5),),
    commands=(Take, DrawBonus),
    new_state=new_state,
    make_bot=FirstMoveBot,
    seat_names=("Ana", "Ben", "Cy", "Di", "Ed", "Flo"),
    view_factory="tests.support.pebbles_view:PebblesTable",
)

