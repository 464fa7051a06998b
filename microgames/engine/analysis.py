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
difference is what the move lost. A sampled value carries its uncertainty (the
standard error of the loss over the samples, the options compared on the same
samples); an exact one (a search to the end) carries none. A move is marked only
when its loss is clear: at least the mark's threshold even ``CONFIDENCE``
standard errors below the estimate; a game whose samples are a rough model (Microchip's imagined
drafts) may hold a sampled loss to its lower tiers, leaving the higher ones to proof, and a sampled
loss carries the model's own error besides the samples' (``Sampling.floor``). Sampling goes on,
within the game's budget of samples, until the loss stands far from every threshold (none within
``ROOM`` times its interval), or looks in a row find it too small for a mark even were the estimate
``REACH`` standard errors off (a loss shown to be small ends early, so the budget goes to the losses
near a threshold). A loss still unsettled when the budget is spent is judged with that ``ROOM`` times
wider interval, the one a loss settled early must clear: a loss near a threshold, which one sample
seed puts just above it and another just below, gets the lower mark (or none) under both, and a
lucky run of samples, which may end the sampling early, must be lucky by that wider margin to mark
a move. Every
sample is seeded from the game's seed (or the seed a fresh analysis asks for)
and the move's number, so an analysis is the same every time.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

import attrs

from microgames.engine.commands import Command, command_from_dict
from microgames.engine.errors import IllegalMove
from microgames.engine.game import GameRules
from microgames.engine.session import Game
from microgames.engine.words import Number, Words

class AnalysisWords(Words):
    """The analysis's sentences (the class name is the translation context)."""


MILD, DUBIOUS, BLUNDER = "?!", "?", "??"  # the marks, as chess software writes them
MARKS = (MILD, DUBIOUS, BLUNDER)
#: Standard errors by which a loss must clear a threshold to earn its mark. A game has up to a couple of hundred
#: decisions: at two, luck alone would mark a few moves in every game (benchmarks/analysis.py: such marks do not
#: come back under another sample seed); at three, about one game in several.
CONFIDENCE = 3.0
#: Standard errors by which an estimate may still move and leave the mark the budget would give unchanged
#: (sampling stops early then); benchmarks/analysis.py weighs speed against the marks' stability: at 1.5, an
#: unlucky first look ended the sampling of a loss a few seeds found clear.
REACH = 2.0
#: How much wider than its interval a loss must stand clear of every threshold to be marked: a loss settled before
#: the budget is spent, and one that the budget left unsettled (then judged with the wider interval).
ROOM = (CONFIDENCE + REACH) / CONFIDENCE
CONTENDERS = 3  # the likeliest best options weighed against the played one once a first round has picked them
#: More rivals kept when the first round cannot tell them from the likeliest best (within ``PICK_REACH`` standard
#: errors of it): a best option unlucky in the first round would leave the loss measured against a lesser one.
MOST_CONTENDERS = 5
PICK_REACH = 2.0


class Cancelled(Exception):
    """Raised inside a judge when the analysis is cancelled; ``analyse_moves`` then returns None."""


@attrs.frozen
class Judgement:
    """One decision valued: the best move's worth before it, the played move's worth, over how many samples,
    the standard error of the difference, the best move in the game's words (when it is not the one played)
    and whether the values are exact (a search to the end: no error); ``better_move`` is that best move's
    commands, so a review can play it in place of the move played."""

    before: float
    after: float
    samples: int
    error: float = 0.0
    better: str = ""
    exact: bool = False
    better_move: tuple[Command, ...] = ()


@attrs.frozen
class Option:
    """One option a judge weighs, as a review names it: the game's words for it and the commands it makes."""

    words: str
    commands: tuple[Command, ...]


@attrs.frozen
class Scale:
    """What a game's values measure, how they read, and how much a move must clearly lose to be marked."""

    measure: str  # e.g. "expected final margin" (a game's phrase, said in the language of the moment)
    unit: str  # what a loss is counted in, e.g. "points"
    mild: float  # a clear loss of at least this earns "?!"
    dubious: float  # ... "?"
    blunder: float  # ... "??"
    digits: int = 1
    signed: bool = False  # values read as ahead or behind (a margin), not as an amount
    suffix: str = ""  # written after every number, e.g. "%"
    sampled_most: str = BLUNDER  # the highest mark a sampled (not proven) loss may earn

    def thresholds(self) -> tuple[tuple[str, float], ...]:
        return ((MILD, self.mild), (DUBIOUS, self.dubious), (BLUNDER, self.blunder))

    def band(self, loss: float, sampled: bool = False) -> str:
        """The mark a loss known exactly would earn (``sampled``: no higher than ``sampled_most``)."""
        found = ""
        for mark, at in self.thresholds():
            if loss >= at - 1e-9:
                found = mark
            if sampled and mark == self.sampled_most:
                break
        return found

    def mark(self, loss: float, error: float = 0.0, sampled: bool = False) -> str:
        """The mark of a loss clear at ``CONFIDENCE`` standard errors (``sampled``: not proven)."""
        return self.band(loss - CONFIDENCE * error, sampled)

    def clear(self, loss: float, error: float) -> bool:
        """Whether no threshold lies within the loss's interval: more samples could not change its mark."""
        return self.mark(loss, error, True) == self.band(loss + CONFIDENCE * error, True)

    def steady(self, loss: float, error: float, count: int = 1, most: int = 1, reach: float = REACH,
               floor: float = 0.0) -> bool:
        """Whether the mark the budget of ``most`` samples (``count`` so far) would give is the mark now even were
        the estimate ``reach`` standard errors higher or lower (a negative ``loss``: the played move is ahead);
        ``floor`` is the part of the error that more samples do not shrink (``Sampling.floor``)."""
        now = self.mark(loss, error, True)
        spent = max(count, most)  # the sampling error shrinks with the samples, and so does the Student widening
        sampled = math.sqrt(max(0.0, error * error - floor * floor) * count / spent) * widening(spent) / widening(count)
        last = math.hypot(sampled, floor) * ROOM  # the wider interval the spent budget would leave
        return self.mark(loss - reach * error, last, True) == now == self.mark(loss + reach * error, last, True)

    def number(self, value: float) -> str:
        """A loss or a threshold, e.g. "3.5" (written as the language of the moment writes it)."""
        return Number(value, self.digits, False, self.suffix)

    def value(self, value: float) -> str:
        """A value before or after a move, e.g. "+1.5" for a margin, "62%" for a win chance."""
        return Number(value, self.digits, self.signed, self.suffix)

    def legend(self) -> list[str]:
        """The marks' thresholds, in words (shown beside every list of marks)."""
        held = [AnalysisWords.tr("A loss estimated from samples is marked %1 at most; higher marks need proof")
                .arg(self.sampled_most)] if self.sampled_most != BLUNDER else []
        return [AnalysisWords.tr("%1  lost %2 %3 or more, beyond doubt").arg(mark, self.number(at), self.unit)
                for mark, at in self.thresholds()] \
            + held + [AnalysisWords.tr("Values: %1 for the seat that moved, best move → move played").arg(self.measure)]


@attrs.frozen
class MoveValue:
    """One analysed decision: the move's number in the history (1 for the first), who made it, and its judgement."""

    step: int
    seat: int
    before: float
    after: float
    samples: int
    error: float = 0.0
    better: str = ""
    exact: bool = False
    better_move: tuple[Command, ...] = ()  # the better move's commands (none: not known, e.g. an older file)

    @property
    def loss(self) -> float:
        return max(0.0, self.before - self.after)

    def mark(self, scale: Scale) -> str:
        return scale.mark(self.loss, self.error, not self.exact)

    def describe(self, scale: Scale) -> str:
        """E.g. "+3.1 → −0.4 (lost 3.5 ± 0.8, 24 samples)" or "52 → 48 (lost 4, exact)"."""
        how = AnalysisWords.tr("exact") if self.exact else samples(self.samples)
        if self.loss > 0 and self.error > 0:
            return AnalysisWords.tr("%1 (lost %2 ± %3, %4)").arg(
                self.values(scale), scale.number(self.loss), scale.number(CONFIDENCE * self.error), how)
        if self.loss > 0:
            return AnalysisWords.tr("%1 (lost %2, %3)").arg(self.values(scale), scale.number(self.loss), how)
        return AnalysisWords.tr("%1 (%2)", "a move's values (how they were found)").arg(self.values(scale), how)

    def values(self, scale: Scale) -> str:
        """E.g. "+3.1 → −0.4": the best move's worth, then the played move's."""
        return AnalysisWords.tr("%1 → %2", "the best move's value, then the played move's").arg(
            scale.value(self.before), scale.value(self.after))

    def advice(self, scale: Scale) -> str:
        """For a marked move, the better one and what it gains, e.g. "Better: the green straight, +2.0"."""
        if not self.better or not self.mark(scale):
            return ""
        return AnalysisWords.tr("Better: %1, +%2").arg(self.better, scale.number(self.loss))


def samples(count: int) -> str:
    return AnalysisWords.tr("%n sample(s)", None, count)


@attrs.frozen
class Sampling:
    """A game's budget of samples for one decision at full effort: how many pick the rivals among many options,
    how many weigh them before the first look, how many more between looks, and how many at most (counted,
    never timed, so an analysis is the same on any machine)."""

    pick: int
    first: int
    batch: int
    most: int
    spread: float  # a prior guess of one sample's difference between two moves (counted as one sample more)
    #: Looks in a row that must find the mark steady before sampling stops short of the budget: two keep one
    #: unlucky look from ending it; one, for a game whose samples are too dear to look twice at every decision.
    looks: int = 2
    reach: float = REACH  # standard errors the estimate may stray and leave the mark steady (``Scale.steady``)
    rivals: int = MOST_CONTENDERS  # the most rivals weighed once a first round has picked them (``contenders``)
    #: The least error of a sampled loss, however many samples: the playouts (or imagined futures) are a rough
    #: model of the game, not the game, and two seeds' estimates of a loss near a threshold differ by more than
    #: their sampling errors (benchmarks/analysis.py); added to the sampling error (``error_with``).
    floor: float = 0.0

    def scaled(self, effort: float) -> Sampling:
        first = max(2, round(self.first * effort))
        return Sampling(max(1, round(self.pick * effort)), first, max(1, round(self.batch * effort)),
                        max(first, round(self.most * effort)), self.spread, self.looks, self.reach,
                        self.rivals, self.floor)


def options_with(moves: Sequence[Command], played: Sequence[Command]) -> tuple[list[tuple[Command, ...]], int]:
    """Every move as an option of one command, and the played step's commands among them: (options, its index).

    A step of several commands matches no single move: it is added as an option of its own.
    """
    options = [(move,) for move in moves]
    step = tuple(played)
    if step not in options:
        options.append(step)
    return options, options.index(step)


def weigh(options: Sequence[Sequence[Command]], played: int, scale: Scale, sampling: Sampling,
          draw: Callable[[], tuple[Any, Callable[[Any], float]]], cancelled: Callable[[], bool],
          name: Callable[[int], Option]) -> Judgement:
    """The options played out on common samples until the played move's loss is settled (see ``settle``).

    ``draw()`` gives one sample state and the function that plays a copy of it to the end and values it;
    the options asked for are tried on the same samples, so differences come from the moves. :class:`Cancelled`
    is raised between two playouts once ``cancelled()`` says so. ``name(i)`` is option ``i`` as a review names it.
    """
    def one(asked: Sequence[int]) -> list[float]:
        state, finish = draw()
        values = []
        for index in asked:
            if cancelled():
                raise Cancelled
            trial = state.clone()
            for command in options[index]:
                command.apply(trial)
            values.append(finish(trial))
        return values

    return settle(one, len(options), played, scale, sampling, name)


def settle(one: Callable[[Sequence[int]], Sequence[float]], count: int, played: int, scale: Scale,
           sampling: Sampling, name: Callable[[int], Option]) -> Judgement:
    """The played option against its strongest rivals, on samples drawn until the loss is settled.

    ``one(asked)`` draws one sample and gives the values of the options ``asked`` (indices among ``count``),
    in that order. With many options, a first round of samples picks the ``CONTENDERS`` likeliest best (and
    up to ``MOST_CONTENDERS`` while the round cannot tell them from the best, see ``contenders``);
    then fresh samples weigh only those against the played one, until ``sampling.looks`` looks in a row find the
    loss too small for a mark, whatever the rest of the budget shows (``Scale.steady``; one unlucky look, its spread
    underestimated, does not end the sampling), or one look finds no threshold within ``ROOM`` times the loss's
    interval, or the budget is spent; a loss the budget leaves unsettled is given the ``ROOM`` times wider interval,
    so a loss near a threshold leans to the lower mark under every sample seed. A mark is never taken at an early
    look merely because it seems steady: the first looks that cross a threshold are the lucky ones. Judging on
    fresh samples keeps the luck that picked the rivals out of the loss (the best of many noisy means is
    flattered), and weighing few options buys many samples.
    """
    others = [i for i in range(count) if i != played]
    if len(others) > CONTENDERS:
        others = contenders([one(range(count)) for _ in range(sampling.pick)], others, sampling.spread,
                            sampling.rivals)
    asked = [played] + others
    rows: list[Sequence[float]] = []
    wanted = sampling.first
    steady: list[str] = []  # the mark each look found steady ("-": none)
    while True:
        while len(rows) < wanted:
            rows.append(one(asked))
        outcomes = [list(column) for column in zip(*rows)]
        _rival, gap, error = contest(outcomes, 0, sampling.spread)
        error = error_with(error, sampling.floor)
        found = scale.steady(gap, error, len(rows), sampling.most, sampling.reach, sampling.floor)
        steady.append(scale.mark(gap, error, True) if found else "-")
        last = set(steady[-sampling.looks:])
        settled = last == {""} and len(steady) >= sampling.looks or scale.clear(gap, error * ROOM)
        if settled or wanted >= sampling.most:
            judged = judgement(outcomes, 0, lambda i: name(asked[i]), sampling.spread)
            judged = attrs.evolve(judged, error=error_with(judged.error, sampling.floor))
            return judged if settled else attrs.evolve(judged, error=judged.error * ROOM)
        wanted = min(sampling.most, wanted + sampling.batch)


def contenders(first: Sequence[Sequence[float]], others: Sequence[int], prior: float,
               most: int = MOST_CONTENDERS) -> list[int]:
    """The rivals worth weighing after a first round (``first``: a row of every option's values per sample): the
    ``CONTENDERS`` best by their means, and more, up to ``most``, that the round cannot tell from the
    best (their mean within ``PICK_REACH`` standard errors of its mean, by their paired differences)."""
    columns = [list(column) for column in zip(*first)]
    means = [sum(values) / len(values) for values in columns]
    ranked = sorted(others, key=lambda i: -means[i])
    leader = ranked[0]
    kept = ranked[:CONTENDERS]
    for index in ranked[CONTENDERS:most]:
        _leader, behind, error = contest([columns[index], columns[leader]], 0, prior)
        if behind < PICK_REACH * error:
            kept.append(index)
    return sorted(kept)


def judgement(outcomes: Sequence[Sequence[float]], played: int, name: Callable[[int], Option],
              prior: float) -> Judgement:
    """The best option's mean against the played one's, with the standard error of their paired difference.

    The rival is the best option other than the one played; the error is that of the mean of the per-sample
    differences between the two (which the common samples keep small), so that a played move ahead only by
    luck stays uncertain too. The ``prior`` spread counts as one sample more, and the error is widened for
    few samples (``widening``), so that a few samples that happen to agree are not taken for certainty.
    """
    means = [sum(values) / len(values) for values in outcomes]
    rival, gap, error = contest(outcomes, played, prior)
    if gap <= 0:
        return Judgement(means[played], means[played], len(outcomes[played]), error)
    better = name(rival)
    return Judgement(means[rival], means[played], len(outcomes[played]), error, better.words, False, better.commands)


def contest(outcomes: Sequence[Sequence[float]], played: int, prior: float) -> tuple[int, float, float]:
    """The best option other than the played one, how much more it is worth (negative: less), and the error."""
    count = len(outcomes[played])
    others = [i for i in range(len(outcomes)) if i != played]
    if not others:
        return played, 0.0, 0.0
    means = [sum(values) / len(values) for values in outcomes]
    rival = max(others, key=lambda i: means[i])
    gap = means[rival] - means[played]
    spread = (prior * prior + sum((a - b - gap) ** 2 for a, b in zip(outcomes[rival], outcomes[played]))) / count
    return rival, gap, math.sqrt(spread / count) * widening(count)


def error_with(sampled: float, floor: float) -> float:
    """A sampling error and the model's own (``Sampling.floor``) together, as independent errors add."""
    return math.hypot(sampled, floor)


def widening(count: int) -> float:
    """How much wider than the normal's the interval of a mean of ``count`` samples is: Student's t over the
    normal at ``CONFIDENCE`` (Cornish-Fisher, Abramowitz & Stegun 26.7.5), so that a few samples that happen
    to agree, their spread underestimated, are not taken for certainty. 1.28 at 12 samples, 1.03 at 96."""
    z, free = CONFIDENCE, max(1, count - 1)
    t = (z + (z**3 + z) / (4 * free) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * free**2)
         + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * free**3))
    return t / z


def exact(values: Sequence[float], played: int, name: Callable[[int], Option]) -> Judgement:
    """The options' exact values (a search to the end): no error, the best named unless it was played."""
    best = max(range(len(values)), key=lambda i: (values[i], i == played))
    if best == played:
        return Judgement(values[best], values[played], 1, 0.0, "", True)
    better = name(best)
    return Judgement(values[best], values[played], 1, 0.0, better.words, True, better.commands)


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
                  effort: float = 1.0, seed: int | None = None,
                  found: Callable[[MoveValue], None] | None = None) -> list[MoveValue] | None:
    """Every decision of ``game`` judged by its game's judge (None if cancelled between two moves).

    ``progress(done)`` is told after each move and ``found(value)`` of each value as it comes (so a
    graph fills in); ``effort`` scales the samples (1 is the full analysis); ``seed`` draws the samples
    from another seed than the game's (a fresh analysis, to see how stable the marks are).
    """
    module = judge_module(game.rules)
    if module is None:
        return []
    judge: Judge = module.judge
    values = []
    base = game.seed if seed is None else seed
    for index, step in enumerate(game.history.applied()):
        if cancelled():
            return None
        try:
            judged = judge(game.history.state_at(index), step.seat, step.commands, sample_seed(base, index),
                           effort, cancelled)
        except Cancelled:
            return None
        if judged is not None:
            value = judged_value(index, step.seat, judged)
            values.append(value)
            if found is not None:
                found(value)
        progress(index + 1)
    return values


def judged_value(index: int, seat: int, judged: Judgement) -> MoveValue:
    """The value of the move after ``index`` steps, rounded as stored, so a stored analysis reads back equal."""
    return MoveValue(index + 1, seat, round(judged.before, 4), round(judged.after, 4), judged.samples,
                     round(judged.error, 4), judged.better, judged.exact, judged.better_move)


MOST_COMMANDS = 8  # the most commands a stored better move may have (a move is one command or a few)


def parse_moves(data: Any, game: Game) -> list[MoveValue]:
    """Stored move values read back: every entry checked against ``game``; ValueError if anything is wrong.

    An entry of eight values (an older file) has no better move's commands: it reads back without them.
    """
    if not isinstance(data, list):
        raise ValueError("moves should be a list")
    total, seats = game.history.index, len(game.seats)
    found: list[MoveValue] = []
    for entry in data:
        if not isinstance(entry, list) or len(entry) not in (8, 9):
            raise ValueError("wrong move value")
        step, seat, before, after, count, error, better, is_exact = entry[:8]
        numbers_ok = all(isinstance(n, (int, float)) and not isinstance(n, bool) and math.isfinite(n)
                         for n in (before, after, error))
        if (type(step) is not int or type(seat) is not int or type(count) is not int or not numbers_ok
                or not isinstance(better, str) or len(better) > 200 or type(is_exact) is not bool
                or not 1 <= step <= total or (found and step <= found[-1].step) or count < 1 or error < 0
                or seat != game.history.steps[step - 1].seat or not 0 <= seat < seats):
            raise ValueError("wrong move value")
        move = better_move(entry[8], game, step, seat) if len(entry) == 9 else ()
        if move and not better:
            raise ValueError("a better move without its words")
        if move:
            better = said_better(game, step, seat, move, float(before), better)
        found.append(MoveValue(step, seat, float(before), float(after), count, float(error), better, is_exact, move))
    return found


def said_better(game: Game, step: int, seat: int, move: Sequence[Command], best: float, stored: str) -> str:
    """A stored better move in the game's words made again from its commands (the game's ``better_words``), so it
    reads in the language of the moment; the stored English where the game cannot say it."""
    module = judge_module(game.rules)
    words = getattr(module, "better_words", None) if module is not None else None
    if words is None:
        return stored
    try:
        said: str = words(game.history.state_at(step - 1), seat, move, best)
        return said
    except (IllegalMove, ValueError):
        return stored


def better_move(data: Any, game: Game, step: int, seat: int) -> tuple[Command, ...]:
    """A stored better move's commands: ``seat``'s own, and legal in the position before ``step``; else ValueError."""
    if not isinstance(data, list) or len(data) > MOST_COMMANDS:
        raise ValueError("wrong better move")
    types = game.rules.command_types()
    commands = tuple(command_from_dict(item, types) for item in data)  # a refusal is a ValueError too
    if any(command.seat != seat for command in commands):
        raise ValueError("a better move for another seat")
    if commands:
        try:
            play_instead(game, step, commands)
        except IllegalMove as error:
            raise ValueError(error.reason) from None
    return commands


def play_instead(game: Game, step: int, commands: Sequence[Command]) -> Any:
    """The position after ``commands`` played in place of the game's move number ``step`` (a copy; the game is
    left as it is); IllegalMove if the rules refuse them there."""
    state = game.history.state_at(step - 1)
    for command in commands:
        command.apply(state)
    return state


def unparse_moves(found: Sequence[MoveValue]) -> list[list[Any]]:
    return [[m.step, m.seat, m.before, m.after, m.samples, m.error, m.better, m.exact,
             [command.to_dict() for command in m.better_move]] for m in found]
