"""Remediate's move analysis: the chance to win before and after each decision, as the seat saw it, in percent.

This is the hard bot's own measure without its margin bonus: each sample fills
what the seat could not see (other hands, the pool's order, the face-down
environments) at random to fit its view (``determinize``); each move worth
weighing (the hard bot's ``candidates`` and the heuristic's choice), and the
move played, is then played out to the end by every seat with the heuristic
(``playout``), and scored 100 for a win (split when shared), 0 for a loss. Every
move is tried on the same samples and the same luck afterwards, and sampling goes
on until the played move's loss is settled (``engine.analysis.weigh``): a win
chance estimated from playouts is noisy, so a mark needs a loss well beyond it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from microgames.engine.analysis import Judgement, Option, Sampling, Scale, options_with, weigh
from microgames.engine.commands import Command
from microgames.engine.rng import Rng
from microgames.engine.words import Joined
from microgames.games.remediate.bots import candidates, determinize, medium_choice, playout
from microgames.games.remediate.effects import RulesWords
from microgames.games.remediate.state import RemediateState

SCALE = Scale(RulesWords.tr("chance to win"), RulesWords.tr("chance to win", "what a move's loss is counted in"),
              8.0, 15.0, 30.0, 0, suffix="%")
#: Deals per decision at full effort: a first look, then more while a loss is unsettled
#: (benchmarks/analysis.py times a whole game and measures how stable the marks are). Four seats' playouts are
#: dear: one look may end the sampling, and three rivals at most are weighed, or a game would not be judged in time.
SAMPLING = Sampling(pick=6, first=12, batch=12, most=72, spread=50.0, looks=1, reach=1.5, rivals=3)


def judge(state: RemediateState, seat: int, commands: Sequence[Command], seed: int,
          effort: float, cancelled: Callable[[], bool]) -> Judgement | None:
    """The best move's chance to win and the played move's, from ``seat``'s view only (None: no choice)."""
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
        return sample, lambda trial: win_chance(trial, seat, luck.clone())

    def name(index: int) -> Option:
        return Option(in_words(view, options[index]), options[index])

    return weigh(options, played, SCALE, SAMPLING.scaled(effort), draw, cancelled, name)


def win_chance(state: RemediateState, seat: int, luck: Rng) -> float:
    """Every seat plays to the end with the heuristic (``state`` is used up): 100 for ``seat``'s win, shared."""
    playout(state, seat, luck)
    return 100.0 / len(state.winners) if seat in state.winners else 0.0


def in_words(view: RemediateState, option: Sequence[Command]) -> str:
    """A move as the log words it, mover and all: "Ana clones Chemotaxis" (said in the language it is shown in;
    a sentence cut of its subject would keep a verb made for it)."""
    return Joined(tuple(command.label(view) for command in option))


def better_words(state: RemediateState, seat: int, option: Sequence[Command], _best: float) -> str:
    """A stored better move's words made again from its commands (``state``: the position before the move)."""
    return in_words(state.view(seat), option)
