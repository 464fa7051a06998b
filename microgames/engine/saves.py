"""Save files: versioned JSON of (game, options, seed, seats, command log).

Loading never trusts the file: it checks every field, rebuilds the game from
its seed and replays the log through the rules, so a save can only describe a
game that could really have been played. Nothing is ever unpickled or evaluated.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import attrs

from microgames import __version__
from microgames.engine.codec import command_from_dict
from microgames.engine.errors import IllegalMove, SaveError
from microgames.engine.game import GameRules
from microgames.engine.history import UndoPolicy
from microgames.engine.rng import MAX_SEED
from microgames.engine.seats import MAX_SEATS, Seat
from microgames.engine.session import Game

FORMAT = "microgames-save"
FORMAT_VERSION = 1
MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_STEPS = 20_000


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
        "check": {"steps": game.history.index, "scores": list(game.state.scores())},
    }


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` so that a crash mid-write leaves the old file whole."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save(game: Game, path: Path) -> None:
    """Save atomically to ``path``."""
    write_atomic(path, json.dumps(to_data(game), indent=1, ensure_ascii=False))


def load(path: Path, registry: Callable[[str], GameRules]) -> Game:
    """Read and replay a save file; any problem raises :class:`SaveError` naming it."""
    try:
        size = os.path.getsize(path)
    except OSError as error:
        raise SaveError(f"The file cannot be opened: {error.strerror or error}.") from None
    if size > MAX_FILE_BYTES:
        raise SaveError("The file is far too large to be a Microgames save.")
    try:
        raw = Path(path).read_bytes()
    except OSError as error:
        raise SaveError(f"The file cannot be read: {error.strerror or error}.") from None
    return from_bytes(raw, registry)


def from_bytes(raw: bytes, registry: Callable[[str], GameRules]) -> Game:
    """Parse, check and replay save data (see :func:`load`)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("This is not a Microgames save: the file is not text.") from None
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise SaveError("The save file is damaged or incomplete: it is not valid JSON.") from None
    try:
        return _from_data(data, registry)
    except SaveError:
        raise
    except IllegalMove as error:
        raise SaveError(f"The save file's moves break the rules: {error.reason}") from None
    except Exception as error:  # the last line of defence: no exception escapes a bad file
        raise SaveError(f"The save file is damaged: {type(error).__name__}: {error}") from None


def _field(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    if key not in data:
        raise SaveError(f"The save file has no {key!r} field.")
    value = data[key]
    if isinstance(value, bool) and kind is not bool:
        raise SaveError(f"The save file's {key!r} field has the wrong type.")
    if not isinstance(value, kind):
        raise SaveError(f"The save file's {key!r} field has the wrong type.")
    return value


def _from_data(data: Any, registry: Callable[[str], GameRules]) -> Game:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("This is not a Microgames save file.")
    allowed = {"format", "format_version", "app_version", "game", "options", "seed", "seats",
               "undo_policy", "log", "check"}
    extra = set(data) - allowed
    if extra:
        raise SaveError(f"The save file has an unknown field {sorted(extra)[0]!r}; it was edited or is from another program.")
    version = _field(data, "format_version", int)
    if version > FORMAT_VERSION:
        raise SaveError(
            f"This save was made by a newer Microgames (save format {version}, app "
            f"{data.get('app_version', '?')}); this version reads format {FORMAT_VERSION}. Please update."
        )
    if version < 1:
        raise SaveError(f"The save file has an impossible format version {version}.")
    game_id = _field(data, "game", str)
    try:
        rules = registry(game_id)
    except KeyError:
        raise SaveError(f"The save file is for a game this app does not have ({game_id[:40]!r}).") from None
    seed = _field(data, "seed", int)
    if not 0 <= seed <= MAX_SEED:
        raise SaveError("The save file's seed is out of range.")
    seats = tuple(_seat(s) for s in _field(data, "seats", list))
    if not 2 <= len(seats) <= MAX_SEATS:
        raise SaveError(f"The save file has {len(seats)} seats; a game has 2 to {MAX_SEATS}.")
    try:
        policy = UndoPolicy(_field(data, "undo_policy", str))
    except ValueError:
        raise SaveError("The save file's undo policy is unknown.") from None
    options = _field(data, "options", dict)
    try:
        game = Game.new(rules, seats, seed, options, policy)
    except ValueError as error:
        raise SaveError(f"The save file's setup is invalid: {error}.") from None
    log = _field(data, "log", list)
    if len(log) > MAX_STEPS:
        raise SaveError("The save file's move log is impossibly long.")
    types = rules.command_types()
    steps = []
    for number, entry in enumerate(log, start=1):
        if not isinstance(entry, dict) or set(entry) != {"label", "commands"}:
            raise SaveError(f"Step {number} of the save file is malformed.")
        commands = entry["commands"]
        if not isinstance(commands, list) or not commands or not isinstance(entry["label"], str):
            raise SaveError(f"Step {number} of the save file is malformed.")
        try:
            parsed = [command_from_dict(c, types) for c in commands]
        except SaveError as error:
            raise SaveError(f"Step {number} of the save file: {error}.") from None
        steps.append((entry["label"], parsed))
    for number, (label, commands) in enumerate(steps, start=1):
        try:
            game.history.replay([(label, commands)])
        except IllegalMove as error:
            raise SaveError(f"Step {number} of the save file (“{label[:60]}”) breaks the rules: {error.reason}") from None
    check = _field(data, "check", dict)
    if check.get("steps") != len(steps) or check.get("scores") != list(game.state.scores()):
        raise SaveError("The save file does not add up: its recorded scores differ from its replayed moves.")
    game.history.mark_clean()
    return game


def _seat(data: Any) -> Seat:
    if not isinstance(data, dict) or set(data) != {"name", "kind", "level", "colour"}:
        raise SaveError("A seat in the save file is malformed.")
    name, kind, level, colour = data["name"], data["kind"], data["level"], data["colour"]
    if not isinstance(name, str) or not isinstance(colour, str) or not (level is None or isinstance(level, str)):
        raise SaveError("A seat in the save file is malformed.")
    if len(name) > 100 or len(colour) > 30:
        raise SaveError("A seat in the save file is malformed.")
    try:
        return Seat(name=name, kind=kind, level=level, colour=colour)
    except ValueError as error:
        raise SaveError(f"A seat in the save file is malformed: {error}") from None
