"""What the records hold of a finished game, apart from the database that keeps them.

Both the records database (:mod:`microgames.engine.records`) and the finished
games they are rebuilt from (:mod:`microgames.engine.finished`) speak of these.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs

from microgames.engine.paths import SAVE_SUFFIX

KEY_LENGTH = 12  # how much of a game's key names its kept file


def name_key(name: str) -> str:
    """How a person's name is matched: case and surrounding spaces do not count."""
    return " ".join(name.split()).casefold()


@attrs.frozen
class SeatResult:
    """One seat of a finished game."""

    name: str
    kind: str  # "person" or "bot"
    level: str | None
    score: int
    winner: bool


@attrs.frozen
class GameRecord:
    """One finished game as the records keep it."""

    id: str
    game: str  # the rules id
    finished_at: str  # ISO date and time
    options: dict[str, Any]
    seats: tuple[SeatResult, ...]
    duration: float  # seconds of play
    save_path: str  # a copy of the finished game, for review
    from_here: bool = False  # played on from an earlier position: shown, but neither a win nor a loss


@attrs.frozen
class GameStats:
    """One person's results in one game."""

    game: str
    games: int
    wins: int
    best: int
    average: float
    against: dict[str, tuple[int, int]]  # bot level -> (games with such a bot, of them won)


@attrs.frozen
class PuzzleResult:
    """How far a person got with one puzzle: the best score reached (None in games without one), and solved."""

    best: int | None = None
    solved: bool = False

    def joined(self, other: PuzzleResult | None) -> PuzzleResult:
        """The better of both: the higher score, solved if either is."""
        if other is None:
            return self
        scores = [s for s in (self.best, other.best) if s is not None]
        return PuzzleResult(max(scores) if scores else None, self.solved or other.solved)


def copy_path(folder: Path, rules_id: str, record_id: str) -> Path:
    """Where a finished game is kept: named by its game and the start of its key."""
    return folder / f"{rules_id}-{record_id[:KEY_LENGTH]}{SAVE_SUFFIX}"


def key_of(path: Path) -> str:
    """The start of the key of the game kept at ``path``."""
    return path.stem.rsplit("-", 1)[-1]


def unknown_kept(folder: Path, known_ids: set[str]) -> bool:
    """Whether ``folder`` keeps a game whose key is not among ``known_ids`` (read from the names alone)."""
    known = {record_id[:KEY_LENGTH] for record_id in known_ids}
    try:
        return any(key_of(path) not in known for path in folder.glob(f"*{SAVE_SUFFIX}"))
    except OSError:
        return False
