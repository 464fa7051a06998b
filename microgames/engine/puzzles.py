"""Puzzles: positions to practise, each with an answer proven right, without Qt.

A game's puzzles are data, ``resources/<game>/puzzles.json``: a list of objects,
in rising difficulty, each with at least::

    {"id": "mc-001", "title": "Six tiles, one loop", "position": "<the game's text diagram>", ...}

and the proven claim the game's own search checks (Microchip: ``"best"``, the best
score the tiles allow; Microworld: ``"winner"`` and ``"first_move"``). A title may be one text or one
per language (``{"en": …, "de": …}``, read with ``words.local``), shown in the player's. The position
is a string or a list of lines (joined by newlines), read by the game's own parser.

A game that offers puzzles names a module in ``GameRules.puzzles`` that provides
the functions of :class:`PuzzleRules`; the shell finds them there and names no game.
"""

from __future__ import annotations

import datetime
import importlib
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

import attrs

from microgames.engine.commands import Command
from microgames.engine.errors import SaveError
from microgames.engine.filecheck import parse_json
from microgames.engine.game import GameRules, GameState
from microgames.engine.session import Game
from microgames.engine.words import local

REQUIRED = ("id", "title", "position")


class PuzzleError(ValueError):
    """A puzzle file that cannot be used; the message is one sentence naming the problem."""


@attrs.frozen
class Puzzle:
    """One puzzle as the file gives it; ``data`` keeps every field (the claim, the game's extras)."""

    game: str
    id: str
    title: str
    position: str
    number: int  # its place in the file, from 1: the order of difficulty
    data: Mapping[str, Any] = attrs.field(factory=dict)


@attrs.frozen
class Verdict:
    """Where the person stands in a puzzle, in one sentence for them."""

    solved: bool  # the claim is met: the best score reached, the game won
    over: bool  # nothing more to play (solved, or lost beyond repair)
    text: str  # e.g. "Your chip: 38 points; the best is 42."
    score: int | None = None  # a score to keep as the person's best (Microchip), if the game has one


class PuzzleRules(Protocol):
    """What a game's puzzle module (``GameRules.puzzles``) provides; every function is Qt-free."""

    def start(self, puzzle: Puzzle) -> Game:
        """A fresh game on the puzzle's position, the person's seat (:func:`person`) to act."""
        ...

    def person(self, puzzle: Puzzle) -> int:
        """The seat the person plays; every other seat's moves come from :func:`reply`."""
        ...

    def reply(self, puzzle: Puzzle, state: GameState) -> Command | None:
        """The other side's move when it is theirs (from the exact search); None when it is the person's."""
        ...

    def verdict(self, puzzle: Puzzle, state: GameState) -> Verdict:
        """Where the person stands now."""
        ...

    def hint(self, puzzle: Puzzle, state: GameState) -> tuple[str, Sequence[Command]]:
        """A sentence and the next move(s) of a proven answer from here (empty when none is left)."""
        ...

    def answer(self, puzzle: Puzzle) -> Sequence[Command]:
        """A proven answer from the start: every command of it, the other side's replies included."""
        ...


def puzzle_rules(rules: GameRules) -> PuzzleRules | None:
    """The game's puzzle module (imported only now), or None when the game offers no puzzles."""
    return importlib.import_module(rules.puzzles) if rules.puzzles else None  # type: ignore[return-value]


def _puzzle(game: str, value: Any, number: int) -> Puzzle:
    if not isinstance(value, dict):
        raise PuzzleError(f"Puzzle {number} is not an object.")
    for key in REQUIRED:
        if key not in value:
            raise PuzzleError(f"Puzzle {number} has no {key!r}.")
    position = value["position"]
    if isinstance(position, list) and all(isinstance(line, str) for line in position):
        position = "\n".join(position)
    try:
        title = local(value["title"])  # one text, or one per language: shown in the player's
    except ValueError:
        title = ""
    if not (isinstance(value["id"], str) and value["id"] and title) or not isinstance(position, str):
        raise PuzzleError(f"Puzzle {number}'s id, title and position must be text.")
    return Puzzle(game, value["id"], title, position, number, dict(value))


def load_puzzles(rules: GameRules) -> tuple[Puzzle, ...]:
    """The game's puzzles in file order (empty when it has none); PuzzleError names a broken file."""
    from microgames.resources import resource_path

    if not rules.puzzles:
        return ()
    name = f"{rules.id}/puzzles.json"
    try:
        data = parse_json(resource_path(name).read_bytes())
    except (OSError, SaveError) as error:
        raise PuzzleError(f"The puzzles {name} cannot be read: {error}") from None
    if not isinstance(data, list) or not data:
        raise PuzzleError(f"The puzzles {name} should be a list of puzzles.")
    puzzles = tuple(_puzzle(rules.id, value, number) for number, value in enumerate(data, start=1))
    ids = [p.id for p in puzzles]
    if len(set(ids)) != len(ids):
        raise PuzzleError(f"The puzzles {name} repeat an id.")
    return puzzles


def puzzle_of_the_day(puzzles: Sequence[Puzzle], day: datetime.date) -> Puzzle:
    """The day's puzzle: the same for everyone on that date, a different one each day in turn."""
    if not puzzles:
        raise PuzzleError("There are no puzzles.")
    return puzzles[day.toordinal() % len(puzzles)]
