"""Where a game's moves won or lost: the one shape every game's move analysis takes (no Qt here).

A game that can judge its moves has a module ``microgames.games.<id>.analysis``
with a :class:`Scale` named ``SCALE`` and a function ``judge(state, seat,
commands, seed, effort, cancelled)`` that values one decision (``state`` is the position
before it, of which the judge may read only ``state.view(seat)``: the analysis
knows what the seat knew, never the hidden future). This module walks a game's
history through that judge, step by step; a judge that samples checks
``cancelled`` between samples (``weigh`` does), so a cancel takes effect within a playout.

Values are from the moving seat's side, before its decision (what the best
move it had is worth) and after it (what the move it played is worth); the
difference is what the move lost. Every sample is seeded from the game's seed
and the move's number, so a seeded game is analysed the same every time.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

import attrs

from microgames.engine.commands import Command
from microgames.engine.game import GameRules
from microgames.engine.session import Game

DUBIOUS, BLUNDER = "?", "??"  # the marks, as chess software writes them


class Cancelled(Exception):
    """Raised inside a judge when the analysis is cancelled; ``analyse_moves`` then returns None."""


@attrs.frozen
class Judgement:
    """One decision valued: the best move's worth before it, the played move's worth, and over how many samples."""

    before: float
    after: float
    samples: int


@attrs.frozen
class Scale:
    """What a game's values measure, how they read, and how much a move must lose to be marked."""

    measure: str  # e.g. "expected final margin"
    unit: str  # what a loss is counted in, e.g. "points"
    dubious: float  # a loss at least this earns "?"
    blunder: float  # a loss at least this earns "??"
    digits: int = 1
    signed: bool = False  # values read as ahead or behind (a margin), not as an amount

    def mark(self, loss: float) -> str:
        return BLUNDER if loss >= self.blunder else DUBIOUS if loss >= self.dubious else ""

    def number(self, value: float) -> str:
        """A loss or a threshold, e.g. "3.5"."""
        return f"{value:.{self.digits}f}".replace("-", "−")

    def value(self, value: float) -> str:
        """A value before or after a move, e.g. "+1.5" for a margin, "0.62" for a share."""
        return (f"{value:+.{self.digits}f}" if self.signed else f"{value:.{self.digits}f}").replace("-", "−")

    def legend(self) -> list[str]:
        """The marks' thresholds, in words (shown beside every list of marks)."""
        return [f"{DUBIOUS}  lost {self.number(self.dubious)} {self.unit} or more",
                f"{BLUNDER}  lost {self.number(self.blunder)} {self.unit} or more",
                f"Values: {self.measure} for the seat that moved, best move → move played"]


@attrs.frozen
class MoveValue:
    """One analysed decision: the move's number in the history (1 for the first), who made it, and its judgement."""

    step: int
    seat: int
    before: float
    after: float
    samples: int

    @property
    def loss(self) -> float:
        return max(0.0, self.before - self.after)

    def describe(self, scale: Scale) -> str:
        """E.g. "+3.1 → −0.4 (lost 3.5, 24 samples)"."""
        lost = f"lost {scale.number(self.loss)}, " if scale.mark(self.loss) else ""
        return f"{self.values(scale)} ({lost}{samples(self.samples)})"

    def values(self, scale: Scale) -> str:
        """E.g. "+3.1 → −0.4": the best move's worth, then the played move's."""
        return f"{scale.value(self.before)} → {scale.value(self.after)}"


def samples(count: int) -> str:
    return f"{count} sample" + ("" if count == 1 else "s")


CONFIDENCE = 2.0  # standard errors by which the best move must beat the played one for the loss to count


def options_with(moves: Sequence[Command], played: Sequence[Command]) -> tuple[list[tuple[Command, ...]], int]:
    """Every move as an option of one command, and the played step's commands among them: (options, its index).

    A step of several commands matches no single move: it is added as an option of its own.
    """
    options = [(move,) for move in moves]
    step = tuple(played)
    if step not in options:
        options.append(step)
    return options, options.index(step)


def weigh(options: Sequence[Sequence[Command]], samples: int,
          draw: Callable[[], tuple[Any, Callable[[Any], float]]], cancelled: Callable[[], bool]) -> list[list[float]]:
    """Each option's value on each sample, every option on the same samples (so differences come from the moves).

    ``draw()`` gives one sample state and the function that plays a copy of it to the end and values it;
    :class:`Cancelled` is raised between two playouts once ``cancelled()`` says so.
    """
    outcomes: list[list[float]] = [[] for _ in options]
    for _ in range(samples):
        state, finish = draw()
        for index, option in enumerate(options):
            if cancelled():
                raise Cancelled
            trial = state.clone()
            for command in option:
                command.apply(trial)
            outcomes[index].append(finish(trial))
    return outcomes


def judgement(outcomes: Sequence[Sequence[float]], played: int) -> Judgement:
    """The best option's mean against the played one's; a loss the samples cannot tell from noise counts as none.

    The best of several noisy means is flattered by the noise: the best counts only when it beats
    the played move on the same samples by ``CONFIDENCE`` standard errors of their paired differences.
    """
    means = [sum(values) / len(values) for values in outcomes]
    best = max(range(len(means)), key=lambda i: (means[i], i == played))
    after = means[played]
    differences = [a - b for a, b in zip(outcomes[best], outcomes[played])]
    count = len(differences)
    gap = means[best] - after
    spread = sum((d - gap) ** 2 for d in differences) / max(1, count - 1)
    clear = gap > 0 and gap * gap * count > CONFIDENCE * CONFIDENCE * spread
    return Judgement(means[best] if clear else after, after, count)


Judge = Callable[[Any, int, Sequence[Command], int, float, Callable[[], bool]], Judgement | None]


def judge_module(rules: GameRules) -> ModuleType | None:
    """The game's analysis module (``GameRules.analysis``), or None for a game that does not judge its moves."""
    return importlib.import_module(rules.analysis) if rules.analysis else None


def scale_for(rules: GameRules) -> Scale | None:
    module = judge_module(rules)
    return None if module is None else module.SCALE


def sample_seed(game_seed: int, index: int) -> int:
    """The seed of the samples for the move after ``index`` steps: the same for the same game and move."""
    return (game_seed * 1_000_003 + index * 7_919) % (2**61 - 1)


def analyse_moves(game: Game, cancelled: Callable[[], bool], progress: Callable[[int], None],
                  effort: float = 1.0) -> list[MoveValue] | None:
    """Every decision of ``game`` judged by its game's judge (None if cancelled between two moves).

    ``progress(done)`` is told after each move; ``effort`` scales the samples (1 is the full analysis).
    """
    module = judge_module(game.rules)
    if module is None:
        return []
    judge: Judge = module.judge
    found = []
    for index, step in enumerate(game.history.applied()):
        if cancelled():
            return None
        try:
            judged = judge(game.history.state_at(index), step.seat, step.commands, sample_seed(game.seed, index),
                           effort, cancelled)
        except Cancelled:
            return None
        if judged is not None:
            found.append(MoveValue(index + 1, step.seat, round(judged.before, 4), round(judged.after, 4),
                                   judged.samples))  # rounded as stored, so a stored analysis reads back equal
        progress(index + 1)
    return found


def parse_moves(data: Any, game: Game) -> list[MoveValue]:
    """Stored move values read back: every entry checked against ``game``; ValueError if anything is wrong."""
    if not isinstance(data, list):
        raise ValueError("moves should be a list")
    total, seats = game.history.index, len(game.seats)
    found: list[MoveValue] = []
    for entry in data:
        if not isinstance(entry, list) or len(entry) != 5:
            raise ValueError("wrong move value")
        step, seat, before, after, samples = entry
        numbers_ok = all(isinstance(n, (int, float)) and not isinstance(n, bool) and math.isfinite(n)
                         for n in (before, after))
        if (type(step) is not int or type(seat) is not int or type(samples) is not int or not numbers_ok
                or not 1 <= step <= total or (found and step <= found[-1].step) or samples < 1
                or seat != game.history.steps[step - 1].seat or not 0 <= seat < seats):
            raise ValueError("wrong move value")
        found.append(MoveValue(step, seat, float(before), float(after), samples))
    return found


def unparse_moves(found: Sequence[MoveValue]) -> list[list[float | int]]:
    return [[m.step, m.seat, m.before, m.after, m.samples] for m in found]
