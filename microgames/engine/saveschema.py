"""The shape of a save file, field by field, checked by cattrs before any of it is used.

Bounds that hold for every game live here (text lengths, the seed's range, the
seat kinds); what depends on the game (its options, bot levels, commands) is
checked by the loader once the game is known.
"""

from __future__ import annotations

import re
from typing import Any, NewType

import attrs

from microgames.engine.codec import Wrong, converter, first_error, problem
from microgames.engine.errors import SaveError
from microgames.engine.filecheck import quote
from microgames.engine.history import UndoPolicy
from microgames.engine.names import MAX_NAME, name_problem
from microgames.engine.rng import MAX_SEED

FORMAT = "microgames-save"
FORMAT_VERSION = 1
MAX_LABEL = 300  # labels are recomputed on load; a longer one was not written by the app
MAX_STEPS = 20_000
MAX_STEP_COMMANDS = 200

SeatName = NewType("SeatName", str)
SeatKind = NewType("SeatKind", str)
Colour = NewType("Colour", str)
Label = NewType("Label", str)
ShortText = NewType("ShortText", str)
Seed = NewType("Seed", int)
Version = NewType("Version", int)
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


def _text(value: Any, limit: int) -> str:
    if not isinstance(value, str):
        raise Wrong("should be text")
    if len(value) > limit:
        raise Wrong(f"is longer than {limit} characters")
    return value


def _seat_name(value: Any, _type: Any) -> str:
    text = _text(value, MAX_NAME)
    problem = name_problem(text)
    if problem is not None:
        raise Wrong(problem)
    return text


def _seat_kind(value: Any, _type: Any) -> str:
    if value not in ("person", "bot"):
        raise Wrong("is neither a person nor a computer")
    return str(value)


def _colour(value: Any, _type: Any) -> str:
    if not _COLOUR.fullmatch(_text(value, 7)):
        raise Wrong("is not a colour such as #3a78d8")
    return str(value)


def _int(value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise Wrong("should be a whole number")
    if not low <= value <= high:
        raise Wrong("is out of range")
    return value


def _policy(value: Any, _type: Any) -> UndoPolicy:
    for policy in UndoPolicy:
        if value == policy.value:
            return policy
    raise Wrong("is not one Microgames knows")


converter.register_structure_hook(SeatName, _seat_name)
converter.register_structure_hook(SeatKind, _seat_kind)
converter.register_structure_hook(Colour, _colour)
converter.register_structure_hook(Label, lambda v, _t: _text(v, MAX_LABEL))
converter.register_structure_hook(ShortText, lambda v, _t: _text(v, MAX_NAME))
converter.register_structure_hook(Seed, lambda v, _t: _int(v, 0, MAX_SEED))
converter.register_structure_hook(Version, lambda v, _t: _int(v, 1, 10**6))
converter.register_structure_hook(UndoPolicy, _policy)


@attrs.frozen
class SeatEntry:
    name: SeatName
    kind: SeatKind
    level: ShortText | None
    colour: Colour


@attrs.frozen
class StepEntry:
    label: Label  # only checked: the loader recomputes every label from the commands
    commands: list[dict[str, Any]]


@attrs.frozen
class CheckEntry:
    steps: int
    scores: list[int]
    over: bool = False  # the game had ended (older saves say nothing: checked on replay either way)


@attrs.frozen
class SaveFile:
    format: ShortText
    format_version: Version
    app_version: ShortText
    game: ShortText
    options: dict[str, Any]
    seed: Seed
    seats: list[SeatEntry]
    undo_policy: UndoPolicy
    log: list[StepEntry]
    check: CheckEntry
    record: dict[str, Any] | None = None  # a finished game kept for the records says what they hold of it


_NOUNS = {
    "format_version": "the format version", "app_version": "the app version", "game": "the game's name",
    "options": "the table setup", "seed": "the random seed", "seats": "the seat list",
    "undo_policy": "the undo rule", "log": "the move log", "check": "the score check", "format": "the format",
    "record": "the record of the finished game",
}
_PARTS = {"name": "name", "kind": "kind", "level": "computer level", "colour": "colour", "label": "label",
          "commands": "list of moves", "steps": "step count", "scores": "list of scores"}


def describe(path: tuple[str | int, ...]) -> str:
    """Name the place a path points to, e.g. ("seats", 1, "name") -> "seat 2's name"."""
    if not path:
        return "the file"
    head, rest = path[0], path[1:]
    owner = {"seats": "seat", "log": "step"}.get(str(head))
    if owner and rest and isinstance(rest[0], int):
        where = f"{owner} {rest[0] + 1}"
        if len(rest) == 1:
            return where
        if len(rest) >= 3 and rest[1] == "commands" and isinstance(rest[2], int):
            return f"move {rest[2] + 1} of {where}"
        return f"{where}'s {_PARTS.get(str(rest[1]), quote(rest[1]))}"
    base = _NOUNS.get(str(head), quote(head))
    if rest:
        return f"an entry of {base}" if isinstance(rest[-1], int) else f"{base}'s {_PARTS.get(str(rest[-1]), 'entry')}"
    return base


def sentence(path: tuple[str | int, ...], phrase: str) -> str:
    """One sentence about a problem at ``path``."""
    return f"This save {phrase}." if not path else f"In this save, {describe(path)} {phrase}."


def structure(data: Any) -> SaveFile:
    """The save's fields, all checked; a refusal names the first problem in one sentence."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("This is not a Microgames save file.")
    version = data.get("format_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        app = data.get("app_version")
        made = f" (Microgames {quote(app, 12)})" if isinstance(app, str) else ""
        raise SaveError(f"This save was made by a newer Microgames{made}; please update to open it.")
    try:
        save = converter.structure(data, SaveFile)
    except Exception as error:  # cattrs' validation errors, whatever their leaf
        path, leaf = first_error(error)
        raise SaveError(sentence(path, problem(leaf))) from None
    if len(save.log) > MAX_STEPS:
        raise SaveError("This save's move log is impossibly long.")
    for number, step in enumerate(save.log, start=1):
        if not 1 <= len(step.commands) <= MAX_STEP_COMMANDS:
            raise SaveError(f"In this save, step {number} has {'no' if not step.commands else 'too many'} moves.")
    return save
