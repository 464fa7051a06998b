"""What the records hold of a finished game, apart from the database that keeps them.

Both the records database (:mod:`microgames.engine.records`) and the finished
games they are rebuilt from (:mod:`microgames.engine.finished`) speak of these.
"""

from __future__ import annotations

from typing import Any

import attrs


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
