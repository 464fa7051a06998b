"""What a review can tell about a finished game, computed once and kept beside it (no Qt here).

Every game that judges its moves (``engine.analysis``): each decision's value
before and after it, with its uncertainty, the better move named, and the moves
that clearly lost marked "?!", "?" or "??". Microchip also: for
each seat, the best arrangement of its final tiles (the solver's proven
optimum) against the score it made. The result is stored beside the save
(``NAME.microgame.analysis.json``) or, for a game without a file or beside a
read-only one, in the data folder under the game's fingerprint, so it is
computed once. A stored file is read like any other file the app did not just
write: checked, and ignored (computed again) if anything in it is wrong.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs

from microgames.engine.analysis import (
    MARKS, MoveValue, Scale, analyse_moves, judge_module, parse_moves, play_instead, unparse_moves,
)
from microgames.engine.analysispool import analyse_moves_pooled, workers_here
from microgames.engine.errors import SaveError
from microgames.engine.game import GameRules
from microgames.engine.history import Step
from microgames.engine.filecheck import parse_json, read_limited
from microgames.engine.paths import data_dir
from microgames.engine.saves import to_data, write_atomic
from microgames.engine.session import Game
from microgames.engine.words import Joined, Words

VERSION = 3
SUFFIX = ".analysis.json"


class ReviewWords(Words):
    """The review's sentences (the class name is the translation context)."""
EFFORT = 1.0  # the share of each game's full sampling the review asks for


@attrs.frozen
class SeatAnalysis:
    """One seat's best possible arrangement of its final tiles, against what it scored."""

    seat: int
    best: int
    scored: int
    placements: dict[int, tuple[int, int]]  # cell -> (tile id, rotation)

    def sentence(self, name: str) -> str:
        if self.best == self.scored:
            return ReviewWords.tr("%1: %2 — the best possible with these tiles.").arg(name, self.scored)
        return ReviewWords.tr("%1: best possible with these tiles %2 — scored %3.").arg(name, self.best, self.scored)


@attrs.frozen
class Analysis:
    """All a review found: the best arrangements (Microchip) and the judged moves, with what their values mean."""

    seats: tuple[SeatAnalysis, ...]
    moves: tuple[MoveValue, ...]
    scale: Scale | None

    def by_step(self) -> dict[int, MoveValue]:
        return {move.step: move for move in self.moves}

    def mark(self, move: MoveValue) -> str:
        return move.mark(self.scale) if self.scale is not None else ""

    def tally(self, seat: int) -> tuple[int, ...]:
        """How many of ``seat``'s moves earned each mark ("?!", "?", "??")."""
        marks = [self.mark(m) for m in self.moves if m.seat == seat]
        return tuple(marks.count(mark) for mark in MARKS)

    def curve(self, seat: int) -> list[tuple[int, float]]:
        """The seat's evaluation over the game: (step, value after its move) for each of its judged moves."""
        return [(m.step, m.after) for m in self.moves if m.seat == seat]

    def summary(self, names: list[str]) -> list[str]:
        """A line per seat: its best arrangement (Microchip) and its marked moves."""
        lines = [a.sentence(names[a.seat]) for a in self.seats]
        if self.scale is not None:
            counts = [Joined(tuple(_count(n, mark) for n, mark in zip(self.tally(seat), MARKS)), ", ")
                      for seat in range(len(names))]
            lines.append(Joined(tuple(ReviewWords.tr("%1: %2", "a seat: its marked moves").arg(name, count)
                                      for name, count in zip(names, counts)), " · "))
        return lines

    def text_graph(self, names: list[str]) -> list[str]:
        """The evaluation graph as text: a line per seat of bars (one per judged move, all seats on one scale,
        low to high), its first and last values, and under it where its marked moves fall."""
        if self.scale is None or not self.moves:
            return []
        scale = self.scale
        low, high = min(m.after for m in self.moves), max(m.after for m in self.moves)
        width = max(len(name) for name in names)
        lines = [f"Graph: {scale.measure} after each judged move, from {scale.value(low)} (▁) to "
                 f"{scale.value(high)} (█); under it ! ?! · ? ? · # ??"]
        for seat, name in enumerate(names):
            curve = self.curve(seat)
            if not curve:
                continue
            bars = "".join(BARS[round((value - low) / (high - low) * (len(BARS) - 1)) if high > low else 0]
                           for _step, value in curve)
            lines.append(f"  {name:<{width}}  {bars}  {scale.value(curve[0][1])} … {scale.value(curve[-1][1])}")
            marks = "".join(GRAPH_MARKS.get(self.mark(m), " ") for m in self.moves if m.seat == seat)
            if marks.strip():
                lines.append(f"  {'':<{width}}  {marks.rstrip()}")
        return lines


BARS = "▁▂▃▄▅▆▇█"
GRAPH_MARKS = {"?!": "!", "?": "?", "??": "#"}


def _count(count: int, mark: str) -> str:
    """E.g. "no “?!”", "2 “??”"."""
    return (ReviewWords.tr("no “%1”", "no move marked so").arg(mark) if count == 0
            else ReviewWords.tr("%1 “%2”", "a number of moves marked so").arg(count, mark))


SeatBest = Callable[[Any, int], SeatAnalysis]


def seat_best(game: Game) -> SeatBest | None:
    """The game's ``seat_best`` (a seat's proven best final position), or None when it has none."""
    module = judge_module(game.rules)
    found: SeatBest | None = getattr(module, "seat_best", None) if module is not None else None
    return found


def better_step(game: Game, value: MoveValue) -> tuple[Step, Any]:
    """The better move of ``value`` as a step in place of the one played, and the position it reaches;
    IllegalMove if the rules refuse it there (a stored analysis is checked, so only a changed rule would)."""
    state = play_instead(game, value.step, value.better_move)
    before = game.history.state_at(value.step - 1)
    label = type(value.better_move[0]).step_label(before, value.better_move)
    return Step(label, value.seat, value.better_move, before, False, False), state


def can_analyse(game: Game) -> bool:
    return (judge_module(game.rules) is not None) and game.state.is_over()


def fingerprint(game: Game) -> str:
    """The same game (setup and moves) gives the same fingerprint, whichever file holds it.

    Only the moves' commands count, not their labels: a game read back from its save may
    word a step differently ("follows the hint" as the moves it made) and is still the same game.
    """
    data = to_data(game)
    kept = {key: data[key] for key in ("game", "options", "seed", "seats")}
    kept["log"] = [step["commands"] for step in data["log"]]
    return hashlib.sha256(json.dumps(kept, sort_keys=True).encode()).hexdigest()[:32]


def analyse(game: Game, cancelled: Callable[[], bool], progress: Callable[[int, int], None],
            effort: float | None = None, seed: int | None = None,
            found: Callable[[MoveValue], None] | None = None,
            registry: Callable[[str], GameRules] | None = None) -> Analysis | None:
    """The best each seat could have made (where the game can prove it), then every move; None if cancelled.

    ``progress(done, total)`` counts seats and moves, ``found(value)`` hears each move's value as it comes;
    ``effort`` scales each game's sampling (``EFFORT`` if None); ``seed`` draws the samples from another
    seed than the game's (a fresh analysis, never stored in the game's place). Given the games' ``registry``,
    the moves are judged by a process per core (``analysispool``), with the same values.
    """
    state = game.state
    best_for = seat_best(game)
    count = len(game.seats) if best_for is not None else 0
    total = count + game.history.index
    seats = []
    for seat in range(count):
        if cancelled():
            return None
        progress(seat, total)
        assert best_for is not None
        seats.append(best_for(state, seat))
    effort = EFFORT if effort is None else effort
    if registry is not None and workers_here() > 1:
        moves = analyse_moves_pooled(game, registry, cancelled, lambda done: progress(count + done, total),
                                     effort, seed, found)
    else:
        moves = analyse_moves(game, cancelled, lambda done: progress(count + done, total), effort, seed, found)
    if moves is None:
        return None
    progress(total, total)
    module = judge_module(game.rules)
    return Analysis(tuple(seats), tuple(moves), module.SCALE if module is not None else None)


def _places(game: Game, file: Path | None) -> list[Path]:
    beside = [file.with_name(file.name + SUFFIX)] if file is not None else []
    return beside + [data_dir() / "analysis" / f"{fingerprint(game)}{SUFFIX}"]


def _parse(data: Any, game: Game) -> Analysis:
    """The stored analysis if it is sound and of this very game; ValueError otherwise."""
    if not isinstance(data, dict) or data.get("version") != VERSION or data.get("fingerprint") != fingerprint(game):
        raise ValueError("not an analysis of this game")
    seats = data.get("seats")
    module = judge_module(game.rules)
    fits = getattr(module, "best_fits", None)  # the game's own check that a stored best is of these pieces
    count = len(game.seats) if seat_best(game) is not None else 0
    if not isinstance(seats, list) or len(seats) != count:
        raise ValueError("wrong seats")
    found = []
    for seat, entry in enumerate(seats):
        placements = entry.get("placements") if isinstance(entry, dict) else None
        numbers = [entry.get("best"), entry.get("scored")] if isinstance(entry, dict) else []
        if not isinstance(placements, list) or not all(type(n) is int for n in numbers) or len(numbers) != 2:
            raise ValueError("wrong seat")
        cells: dict[int, tuple[int, int]] = {}
        for item in placements:
            if (not isinstance(item, list) or len(item) != 3 or not all(type(n) is int for n in item)
                    or item[0] in cells):
                raise ValueError("wrong placement")
            cells[item[0]] = (item[1], item[2])
        best = SeatAnalysis(seat, numbers[0], numbers[1], cells)
        if numbers[1] != game.state.scores()[seat] or (fits is not None and not fits(game.state, best)):
            raise ValueError("not this game's pieces")
        found.append(best)
    moves = parse_moves(data.get("moves"), game) if module is not None else []
    return Analysis(tuple(found), tuple(moves), module.SCALE if module is not None else None)


def load_analysis(game: Game, file: Path | None) -> Analysis | None:
    """The analysis computed earlier for this game, or None."""
    for path in _places(game, file):
        try:
            return _parse(parse_json(read_limited(path)), game)
        except (SaveError, ValueError, RecursionError):
            continue
    return None


def store_analysis(game: Game, file: Path | None, found: Analysis) -> Path | None:
    """Keep the analysis beside the save if possible, else in the data folder; the path, or None."""
    text = json.dumps({
        "version": VERSION,
        "fingerprint": fingerprint(game),
        "seats": [{"best": a.best, "scored": a.scored,
                   "placements": [[cell, t, r] for cell, (t, r) in sorted(a.placements.items())]}
                  for a in found.seats],
        "moves": unparse_moves(found.moves),
    }, indent=1)
    for path in _places(game, file):
        try:
            write_atomic(path, text)
        except OSError:
            continue
        return path
    return None
