"""Save files: versioned JSON of (game, options, seed, seats, command log).

Loading never trusts the file: it is read through ``filecheck`` (size, kind,
nesting), every field is checked by ``saveschema``, the game is rebuilt from its
seed and the log replayed through the rules, so a save can only describe a game
that could really have been played. Step labels are recomputed, never taken from
the file. Nothing is ever unpickled or evaluated.
"""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs

from microgames import __version__
from microgames.engine.codec import Wrong
from microgames.engine.commands import Command, command_from_dict
from microgames.engine.errors import IllegalMove, SaveError
from microgames.engine.filecheck import clean_leftovers, parse_json, quote, read_limited
from microgames.engine.game import GameRules
from microgames.engine.saveschema import FORMAT, FORMAT_VERSION, SaveFile, SeatEntry, structure
from microgames.engine.seats import Seat
from microgames.engine.session import Game

MAX_OPTION_TEXT = 60  # a custom Microworld board is 43 characters


def to_data(game: Game) -> dict[str, Any]:
    """The save file's content as plain JSON data."""
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": game.rules.id,
        "options": game.options,
        "seed": game.seed,
        "seats": [attrs.asdict(s) for s in game.seats],
        "undo_policy": game.history.policy.value,
        "log": [
            {"label": step.label, "commands": [c.to_dict() for c in step.commands]}
            for step in game.history.applied()
        ],
        "check": {"steps": game.history.index, "scores": list(game.state.scores()), "over": game.state.is_over()},
    }


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` so that a crash mid-write leaves the old file whole.

    A symbolic link is written through (its target is replaced) and an existing
    file keeps its permissions; a new file gets the usual ones (0666 less the umask).
    """
    target = Path(os.path.realpath(path))
    target.parent.mkdir(parents=True, exist_ok=True)
    clean_leftovers(target)
    try:
        mode: int | None = os.stat(target).st_mode & 0o7777
    except OSError:
        mode = None
    tmp = target.with_name(f".{target.name}.{secrets.token_hex(6)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def save(game: Game, path: Path) -> None:
    """Save atomically to ``path``."""
    write_atomic(path, json.dumps(to_data(game), indent=1, ensure_ascii=False))


def load(path: Path, registry: Callable[[str], GameRules]) -> Game:
    """Read and replay a save file; any problem raises :class:`SaveError` with one sentence."""
    return from_bytes(read_limited(Path(path)), registry)


def from_bytes(raw: bytes, registry: Callable[[str], GameRules]) -> Game:
    """Parse, check and replay save data (see :func:`load`)."""
    try:
        return _from_data(structure(parse_json(raw)), registry)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError("The save file is damaged: it is far too deeply nested.") from None
    except Exception:  # the last line of defence: nothing escapes a bad file
        raise SaveError("The save file is damaged: its moves cannot be replayed.") from None


def _rules(game_id: str, registry: Callable[[str], GameRules]) -> GameRules:
    try:
        return registry(game_id)
    except KeyError:
        raise SaveError(f"This save is for a game Microgames does not have ({quote(game_id)}).") from None


def _seat(entry: SeatEntry, number: int, rules: GameRules) -> Seat:
    if entry.kind == "bot" and entry.level not in rules.bot_levels:
        if entry.level is None:
            raise SaveError(f"In this save, seat {number} is a computer without a level.")
        raise SaveError(f"This save names a computer level {quote(entry.level)} that Microgames does not have.")
    if entry.kind == "person" and entry.level is not None:
        raise SaveError(f"In this save, seat {number} is a person but has a computer level.")
    return Seat(name=entry.name, kind=entry.kind, level=entry.level, colour=entry.colour)  # type: ignore[arg-type]


def _options(options: dict[str, Any], rules: GameRules) -> dict[str, Any]:
    specs = {spec.key: spec for spec in rules.options}
    for key, value in options.items():
        spec = specs.get(key)
        if spec is None:
            raise SaveError(f"This save sets a table option {quote(key)} that {rules.title} does not have.")
        plain = isinstance(value, (bool, int)) or (isinstance(value, str) and len(value) <= MAX_OPTION_TEXT)
        try:
            if not plain:
                raise ValueError("not a plain value")
            spec.check(value)
        except ValueError:
            raise SaveError(f"This save gives the table option “{spec.label}” a value it cannot have.") from None
    return options


def _new_game(save: SaveFile, rules: GameRules) -> Game:
    seats = [_seat(entry, number, rules) for number, entry in enumerate(save.seats, start=1)]
    if not rules.min_seats <= len(seats) <= rules.max_seats:
        raise SaveError(f"This save has {len(seats)} seats; {rules.title} is for {rules.min_seats} "
                        f"to {rules.max_seats} players.")
    try:
        return Game.new(rules, seats, save.seed, _options(save.options, rules), save.undo_policy)
    except ValueError as error:  # the game refuses the setup, e.g. an unknown board code
        reason = str(error).rstrip(".")
        detail = f": {reason}" if len(reason) <= 100 and reason.isprintable() else ""
        raise SaveError(f"This save's table setup cannot be used{detail}.") from None


def step_label(state: Any, commands: Sequence[Command]) -> str:
    """A step's label, made by the rules from its commands (the file's own is never shown)."""
    return type(commands[0]).step_label(state, commands)


def _from_data(save: SaveFile, registry: Callable[[str], GameRules]) -> Game:
    rules = _rules(save.game, registry)
    game = _new_game(save, rules)
    types = rules.command_types()
    for number, entry in enumerate(save.log, start=1):
        commands: list[Command] = []
        for index, data in enumerate(entry.commands, start=1):
            try:
                commands.append(command_from_dict(data, types))
            except Wrong as error:
                raise SaveError(f"In this save, move {index} of step {number} {error.problem}.") from None
        try:
            label = step_label(game.state, commands)
            game.history.replay([(label, commands)])
        except IllegalMove as error:
            reason = error.reason if len(error.reason) <= 120 else "it breaks the rules."
            raise SaveError(f"Step {number} of this save is not allowed: {reason}") from None
    if save.check.steps != len(save.log) or save.check.scores != list(game.state.scores()):
        raise SaveError("This save does not add up: its recorded scores differ from its replayed moves.")
    if save.check.over and not game.state.is_over():
        raise SaveError("This save does not add up: it says the game ended, but its moves do not end it.")
    game.history.mark_clean()
    return game


def summary_data(path: Path) -> SaveFile:
    """The checked fields of a save without replaying it (for the launcher's preview)."""
    return structure(parse_json(read_limited(Path(path))))


def same_game(path: Path, game: Game) -> bool:
    """Whether the save at ``path`` is of ``game`` (same game, seed and seats), e.g. the file a resumed autosave
    was last saved to: two copies of the app share the settings that name it, never their games."""
    try:
        data = summary_data(path)
    except (SaveError, OSError):
        return False
    return (data.game, data.seed, [(s.name, s.kind, s.level, s.colour) for s in data.seats]) == (
        game.rules.id, game.seed, [(s.name, s.kind, s.level, s.colour) for s in game.seats])
