"""Running bots without a window: the loop behind ``selfplay`` and the benchmarks."""

from __future__ import annotations

import time
from collections.abc import Mapping

import attrs

from microgames.engine.game import Bot
from microgames.engine.session import Game

DEFAULT_BUDGET = 1.0


@attrs.define
class PlayRecord:
    """What happened in one bot game."""

    scores: tuple[int, ...]
    steps: int
    seconds: float
    decision_seconds: list[float] = attrs.field(factory=list)


def bots_for(game: Game, seed: int) -> dict[int, Bot]:
    """One bot per bot seat, seeded from the game seed so self-play is reproducible."""
    return {
        index: game.rules.make_bot(seat.level or "medium", index, seed * 31 + index)
        for index, seat in enumerate(game.seats)
        if seat.is_bot
    }


def play_out(game: Game, bots: Mapping[int, Bot], budget: float = DEFAULT_BUDGET, max_steps: int = 100_000) -> PlayRecord:
    """Let the bots play until the game is over; every seat the game waits for must be a bot."""
    start = time.perf_counter()
    decisions: list[float] = []
    steps = 0
    while not game.state.is_over():
        waiting = game.state.awaiting()
        if not waiting:
            raise RuntimeError("the game is not over but waits for nobody")
        seat = waiting[0]
        if seat not in bots:
            raise RuntimeError(f"seat {seat + 1} is a person; self-play needs bots in every seat")
        began = time.perf_counter()
        command = bots[seat].choose(game.state.view(seat), budget)
        decisions.append(time.perf_counter() - began)
        game.history.execute(command)
        steps += 1
        if steps > max_steps:
            raise RuntimeError("the game did not end")
    return PlayRecord(tuple(game.state.scores()), game.history.index, time.perf_counter() - start, decisions)
