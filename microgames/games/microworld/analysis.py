"""Microworld's move analysis: the expected final margin before and after each decision, as the seat saw it.

Each sample deals the tokens the seat could not see at random, consistently with
its view (the hard bot's ``determinize``). In the last placements every legal
move is then valued by an exact search of the rest of the game on that deal
(``endgame.Search``: both sides' best play, gene tokens and mutations included),
so a mark there never contradicts the exact result; only what the seat could not
see is sampled, and a deal that hides nothing new is searched once. Earlier, every
legal move, and the move played, is followed to the end by the greedy policy for
both sides (the bots' ``greedy_move``). The margin is the seat's final score minus
the other's; every move is valued on the same samples, and sampling goes on until
the played move's loss is settled (``engine.analysis.settle``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from microgames.engine.analysis import Cancelled, Judgement, Option, Sampling, Scale, options_with, settle, weigh
from microgames.engine.commands import Command
from microgames.engine.rng import Rng
from microgames.engine.words import Joined
from microgames.games.microworld.bots import determinize, greedy_move
from microgames.games.microworld.endgame import POINT, WIN, OutOfWork, Search, hidden_key, placements_left
from microgames.games.microworld.speech import MicroworldWords
from microgames.games.microworld.state import MicroworldState

SCALE = Scale(MicroworldWords.tr("expected final margin (points ahead at the end)"),
              MicroworldWords.tr("points", "what a move's loss is counted in"), 2.0, 4.0, 8.0, signed=True)
#: Deals per decision at full effort (benchmarks/analysis.py times a whole game and measures the marks' stability).
#: One look may end the sampling, with three rivals at most: looking twice and weighing five rivals cost half as
#: much again and kept no more marks (the greedy playouts' rare big swings, not one unlucky look, move them).
#: No floor is added to the sampling error: over four games and five sample seeds, a floor of 0.6 points left one
#: move marked in four games (a loss of 6 points under every seed went unmarked) and no steadier marks than none.
SAMPLING = Sampling(pick=10, first=16, batch=16, most=160, spread=4.0, looks=1, reach=1.5, rivals=3)
EXACT_PLACEMENTS = 6  # placements left from which every deal is searched exactly to the end
EXACT_SAMPLING = Sampling(pick=4, first=6, batch=6, most=24, spread=1.0)
EXACT_WORK = 400_000  # positions one exact search may visit before the decision falls back to playouts


class _Spent(Rng):
    """A deal's generator during a playout or an exact search: nothing draws from it after the setup, so copies
    share it."""

    __slots__ = ()

    def clone(self) -> Rng:
        return self


_SPENT_RNG = _Spent(0)


def judge(state: MicroworldState, seat: int, commands: Sequence[Command], seed: int,
          effort: float, cancelled: Callable[[], bool]) -> Judgement | None:
    """The best legal move's expected margin and the played move's, from ``seat``'s view only (None: no choice)."""
    view = state.view(seat)
    moves = view.legal_commands(seat)
    if len(moves) < 2:
        return None
    options, played = options_with(moves, commands)

    def name(index: int) -> Option:
        return Option(in_words(view, options[index]), options[index])

    if placements_left(view) <= EXACT_PLACEMENTS:
        try:
            return exact_judgement(view, seat, options, played, seed, effort, cancelled, name)
        except OutOfWork:
            pass  # too much to search on this machine's budget: the playouts judge it
    rng = random.Random(seed)

    def draw() -> tuple[MicroworldState, Callable[[MicroworldState], float]]:
        sample = determinize(view, seat, rng)
        sample.rng = _SPENT_RNG  # the greedy policy copies the state at every step: no generator to copy
        luck = rng.random()  # the greedy policy's tie-breaks: the same for every option
        return sample, lambda trial: final_margin(trial, seat, random.Random(luck))

    return weigh(options, played, SCALE, SAMPLING.scaled(effort), draw, cancelled, name)


def exact_judgement(view: MicroworldState, seat: int, options: Sequence[Sequence[Command]], played: int,
                    seed: int, effort: float, cancelled: Callable[[], bool],
                    name: Callable[[int], Option]) -> Judgement:
    """Every option searched exactly to the end on each deal of the hidden tokens; OutOfWork past the budget."""
    rng = random.Random(seed)
    searched: dict[tuple[object, ...], dict[int, float]] = {}

    def one(asked: Sequence[int]) -> list[float]:
        sample = determinize(view, seat, rng)
        sample.rng = _SPENT_RNG
        known = searched.setdefault(hidden_key(sample, seat), {})
        for index in asked:
            if index not in known:
                known[index] = exact_margin(sample, options[index], seat, cancelled)
        return [known[index] for index in asked]

    found = settle(one, len(options), played, SCALE, EXACT_SAMPLING.scaled(max(effort, 0.34)), name)
    if len(searched) == 1:  # the view hides nothing that matters: the one search is the exact answer
        return Judgement(found.before, found.after, 1, 0.0, found.better, True, found.better_move)
    return found


def exact_margin(sample: MicroworldState, option: Sequence[Command], seat: int,
                 cancelled: Callable[[], bool]) -> float:
    """``seat``'s final margin after ``option`` when both sides play perfectly from there."""
    if cancelled():
        raise Cancelled
    after = sample.clone()
    for command in option:
        command.apply(after)
    value = Search(EXACT_WORK).value(after, -WIN, WIN)
    value = value if seat == 0 else -value
    return float((value + POINT // 2) // POINT)  # whole points; the token tie-break lies below one


def final_margin(state: MicroworldState, seat: int, rng: random.Random) -> float:
    """Both sides play greedily to the end (``state`` is used up): ``seat``'s points minus the other's."""
    while not state.is_over():
        mover = state.awaiting()[0]
        greedy_move(state, mover, rng).apply(state)
    scores = state.scores()
    return float(scores[seat] - scores[1 - seat])


def in_words(view: MicroworldState, option: Sequence[Command]) -> str:
    """A move as the log words it, subject and all: "Viruses place a pawn on C3 (nervous): 2 adjacent" (said in
    the language it is shown in; a sentence cut of its subject would keep a verb made for it)."""
    return Joined(tuple(command.label(view) for command in option))


def better_words(state: MicroworldState, seat: int, option: Sequence[Command], _best: float) -> str:
    """A stored better move's words made again from its commands (``state``: the position before the move)."""
    return in_words(state.view(seat), option)
