"""Microworld's move analysis: the expected final margin before and after each decision, as the seat saw it.

Each sample deals the tokens the seat could not see at random, consistently with
its view (the hard bot's ``determinize``); every legal move, and the move played,
is then followed to the end of the game by the greedy policy for both sides (the
bots' ``greedy_move``), and the margin is the seat's final score minus the
other's. Every move is tried on the same samples (``engine.analysis.weigh``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from microgames.engine.analysis import Judgement, Scale, judgement, options_with, weigh
from microgames.engine.commands import Command
from microgames.games.microworld.bots import determinize, greedy_move
from microgames.games.microworld.state import MicroworldState

SAMPLES = 16  # deals per decision at full effort (benchmarks/analysis.py times a whole game)
SCALE = Scale("expected final margin (points ahead at the end)", "points", 3.0, 6.0, signed=True)


def judge(state: MicroworldState, seat: int, commands: Sequence[Command], seed: int,
          effort: float, cancelled: Callable[[], bool]) -> Judgement | None:
    """The best legal move's expected margin and the played move's, from ``seat``'s view only (None: no choice)."""
    view = state.view(seat)
    moves = view.legal_commands(seat)
    if len(moves) < 2:
        return None
    options, played = options_with(moves, commands)
    rng = random.Random(seed)

    def draw() -> tuple[MicroworldState, Callable[[MicroworldState], float]]:
        sample = determinize(view, seat, rng)
        luck = rng.random()  # the greedy policy's tie-breaks: the same for every option
        return sample, lambda trial: final_margin(trial, seat, random.Random(luck))

    return judgement(weigh(options, max(2, round(SAMPLES * effort)), draw, cancelled), played)


def final_margin(state: MicroworldState, seat: int, rng: random.Random) -> float:
    """Both sides play greedily to the end (``state`` is used up): ``seat``'s points minus the other's."""
    while not state.is_over():
        mover = state.awaiting()[0]
        greedy_move(state, mover, rng).apply(state)
    scores = state.scores()
    return float(scores[seat] - scores[1 - seat])
