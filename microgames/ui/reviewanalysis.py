"""What a review can tell about a finished game, computed once and kept beside it (no Qt here).

Microchip: for each seat, the best arrangement of its final tiles (the solver's
proven optimum) against the score it made. The result is stored beside the save
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

from microgames.engine.errors import SaveError
from microgames.engine.filecheck import parse_json, read_limited
from microgames.engine.paths import data_dir
from microgames.engine.saves import to_data, write_atomic
from microgames.engine.session import Game

VERSION = 1
SUFFIX = ".analysis.json"
ANALYSED_GAMES = ("microchip",)


@attrs.frozen
class SeatAnalysis:
    """One seat's best possible arrangement of its final tiles, against what it scored."""

    seat: int
    best: int
    scored: int
    placements: dict[int, tuple[int, int]]  # cell -> (tile id, rotation)

    def sentence(self, name: str) -> str:
        if self.best == self.scored:
            return f"{name}: {self.scored} — the best possible with these tiles."
        return f"{name}: best possible with these tiles {self.best} — scored {self.scored}."


def can_analyse(game: Game) -> bool:
    return game.rules.id in ANALYSED_GAMES and game.state.is_over()


def fingerprint(game: Game) -> str:
    """The same game (setup and moves) gives the same fingerprint, whichever file holds it."""
    data = to_data(game)
    kept = {key: data[key] for key in ("game", "options", "seed", "seats", "log")}
    return hashlib.sha256(json.dumps(kept, sort_keys=True).encode()).hexdigest()[:32]


def analyse(game: Game, cancelled: Callable[[], bool], progress: Callable[[int, int], None]) -> list[SeatAnalysis] | None:
    """Every seat's best arrangement, seat by seat (None if cancelled between two seats)."""
    from microgames.games.microchip.solver import best_arrangement

    state = game.state
    count = state.seat_count
    found = []
    for seat in range(count):
        if cancelled():
            return None
        progress(seat, count)
        best = best_arrangement(state.board(seat), state.owned(seat))
        found.append(SeatAnalysis(seat, best.score, state.scores()[seat], dict(best.placements)))
    progress(count, count)
    return found


def _places(game: Game, file: Path | None) -> list[Path]:
    beside = [file.with_name(file.name + SUFFIX)] if file is not None else []
    return beside + [data_dir() / "analysis" / f"{fingerprint(game)}{SUFFIX}"]


def _parse(data: Any, game: Game) -> list[SeatAnalysis]:
    """The stored analysis if it is sound and of this very game; ValueError otherwise."""
    if not isinstance(data, dict) or data.get("version") != VERSION or data.get("fingerprint") != fingerprint(game):
        raise ValueError("not an analysis of this game")
    seats = data.get("seats")
    count = len(game.seats)
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
                    or not 0 <= item[0] < 25 or not 0 <= item[2] < 4 or item[0] in cells):
                raise ValueError("wrong placement")
            cells[item[0]] = (item[1], item[2])
        if numbers[1] != game.state.scores()[seat] or not set(p[0] for p in cells.values()) <= set(
                game.state.owned(seat)):
            raise ValueError("not this game's tiles")
        found.append(SeatAnalysis(seat, numbers[0], numbers[1], cells))
    return found


def load_analysis(game: Game, file: Path | None) -> list[SeatAnalysis] | None:
    """The analysis computed earlier for this game, or None."""
    for path in _places(game, file):
        try:
            return _parse(parse_json(read_limited(path)), game)
        except (SaveError, ValueError, RecursionError):
            continue
    return None


def store_analysis(game: Game, file: Path | None, found: list[SeatAnalysis]) -> Path | None:
    """Keep the analysis beside the save if possible, else in the data folder; the path, or None."""
    text = json.dumps({
        "version": VERSION,
        "fingerprint": fingerprint(game),
        "seats": [{"best": a.best, "scored": a.scored,
                   "placements": [[cell, t, r] for cell, (t, r) in sorted(a.placements.items())]} for a in found],
    }, indent=1)
    for path in _places(game, file):
        try:
            write_atomic(path, text)
        except OSError:
            continue
        return path
    return None
