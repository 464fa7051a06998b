"""Remediate's move analysis: the win share before and after each decision, as the seat saw it.

This is the hard bot's own measure: each sample fills what the seat could not
see (other hands, the pool's order, the face-down environments) at random to fit
its view (``determinize``); each move worth weighing (the hard bot's
``candidates`` and the heuristic's choice), and the move played, is then played
out to the end by every seat with the heuristic (``playout``), and scored by the
seat's share of the win (a little of the final margin added). Every move is
tried on the same samples and the same luck afterwards (``engine.analysis.weigh``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from microgames.engine.analysis import Judgement, Scale, judgement, options_with, weigh
from microgames.engine.commands import Command
from microgames.engine.rng import Rng
from microgames.games.remediate.bots import candidates, determinize, medium_choice, playout
from microgames.games.remediate.state import RemediateState

SAMPLES = 10  # deals per decision at full effort (benchmarks/analysis.py times a whole game)
SCALE = Scale("win share (1 a win, split when shared, plus 0.02 a point of margin)", "of a win", 0.15, 0.3, 2)


def judge(state: RemediateState, seat: int, commands: Sequence[Command], seed: int,
          effort: float, cancelled: Callable[[], bool]) -> Judgement | None:
    """The best move's win share and the played move's, from ``seat``'s view only (None: no choice)."""
    view = state.view(seat)
    moves = candidates(view, seat)
    favourite = medium_choice(view, seat)
    if favourite not in moves:
        moves.append(favourite)
    if len(moves) < 2:
        return None
    options, played = options_with(moves, commands)
    rng = Rng(seed)

    def draw() -> tuple[RemediateState, Callable[[RemediateState], float]]:
        sample = determinize(view, seat, rng)
        luck = Rng(rng.randint(0, 2**62))  # the playouts' noise: the same for every option
        return sample, lambda trial: playout(trial, seat, luck.clone())[0]

    return judgement(weigh(options, max(2, round(SAMPLES * effort)), draw, cancelled), played)
