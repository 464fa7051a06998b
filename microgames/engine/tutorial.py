"""Lessons ("Learn to play"): a scripted first game on a prepared position, without Qt.

A lesson is data, ``resources/<game>/lessons/<NN>-<name>.json``, read by :func:`load_script`::

    {
      "title": "Basics",                  # any text: plain English, or {"en": ..., "de": ..., ...}
      "seats": [{"name": "You"}, {"name": "Tutor", "kind": "bot", "level": "easy"}],
      "seed": 1,
      "options": {"improve": true},
      "position": ["<the game's text diagram, one line per entry>", "..."],
      "steps": [
        {"say": "One short sentence on one rule.",
         "point": "pool:2",                 # the anchor the bubble points at (optional)
         "light": ["pool:2:1"],             # anchors drawn with a glowing outline (optional)
         "clear": ["board:1"],              # anchors the bubble must leave visible (optional)
         "expect": {"type": "Draft", "seat": 0, "tile": 12},   # or null: the person presses Next
         "hint": "Said when the person does something else.",
         "reply": [{"type": "Draft", "seat": 1, "tile": 30}],  # the scripted opponent's moves after it
         "after": "The consequence, shown once the step is done (points, a badge…)."}
      ],
      "end": "The closing sentence, before the offer of a real game."
    }

- **seats**: the learner is the one person seat; the others are bots whose moves
  come only from ``reply`` (the shell never asks their bot).
- **position**: a string or a list of lines (joined by newlines) that the game's
  lesson module turns into a state. By convention that is
  ``microgames.games.<game>.lesson.position(text, seats, options, seed) -> state``
  (Qt-free; most games wrap their ``diagram.parse``).
- **expect**: a command in the save codec's JSON form (``Command.to_dict``), a
  list of them being one gesture made of several commands (a macro), or a list
  of *alternatives* ``{"any": [command or macro, ...]}``. The first alternative
  must be a whole command (it is what a resumed lesson replays); later ones may
  leave fields out, which then match any value (e.g. a rotation either way).
- **reply**: whole commands, played in order after the step (a bot's pause each).

:func:`load_script` checks everything, including that the script plays through
from its position (each step's first alternative, then its replies), so a broken
script is refused with one sentence naming the step and the problem.

A game has a series of lessons, one file each, ordered by their number; the
series and each lesson's progress (so a lesson left half-way resumes there) are
kept by :mod:`microgames.engine.lessons`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import PurePosixPath
from typing import Any

import attrs

from microgames.engine.codec import Wrong
from microgames.engine.commands import Command, command_from_dict
from microgames.engine.errors import IllegalMove, SaveError
from microgames.engine.filecheck import parse_json, quote
from microgames.engine.game import GameRules, GameState, load_hook
from microgames.engine.history import History
from microgames.engine.lessons import FIRST, lesson_key
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.engine.words import local

SCRIPT_KEYS = {"title", "seats", "seed", "options", "position", "steps", "end"}
STEP_KEYS = {"say", "point", "light", "clear", "expect", "hint", "reply", "after"}
SEAT_KEYS = {"name", "kind", "level"}

Pattern = Mapping[str, Any]  # a command's JSON form, possibly with fields left out
Gesture = tuple[Pattern, ...]  # one submission: a single command or a macro
PositionBuilder = Callable[[str, Sequence[Seat], Mapping[str, Any], int], GameState]


class ScriptError(ValueError):
    """A lesson script that cannot be used; the message is one sentence naming the problem."""


class LessonHistory(History):
    """The history of a lesson: nothing can be taken back, so the script and the table never part."""

    def undo_refusal(self, requester: int | None = None) -> str | None:
        return "During the lesson moves cannot be taken back." if self.index else "There is nothing to undo."


def _plain(value: Any) -> Any:
    """JSON's own form of a value (tuples become lists), for comparing a command with a pattern."""
    return json.loads(json.dumps(value))


def command_data(command: Command) -> dict[str, Any]:
    return _plain(command.to_dict())  # type: ignore[no-any-return]


def matches(pattern: Pattern, command: Command) -> bool:
    """Whether ``command`` has every field the pattern names, with the pattern's value."""
    data = command_data(command)
    return all(key in data and data[key] == value for key, value in pattern.items())


@attrs.frozen
class Step:
    """One thing to learn: a sentence, where it points, and what the person does (nothing: Next)."""

    say: str
    point: str | None = None
    light: tuple[str, ...] = ()
    expect: tuple[Gesture, ...] = ()  # alternatives; empty: the person presses Next
    hint: str = ""
    reply: tuple[Command, ...] = ()
    after: str = ""
    played: tuple[Command, ...] = ()  # the first alternative as commands (replayed on resume)
    clear: tuple[str, ...] = ()  # what the sentence talks about, which the bubble must not cover

    @property
    def waits_for_move(self) -> bool:
        return bool(self.expect)

    def accepts(self, commands: Sequence[Command]) -> bool:
        """Whether this submission (one command, or a macro's commands) is what the step asks for."""
        return any(len(g) == len(commands) and all(matches(p, c) for p, c in zip(g, commands))
                   for g in self.expect)


@attrs.frozen
class Script:
    """A whole lesson (see the module docstring)."""

    game: str
    title: str
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, Any]
    position: str
    steps: tuple[Step, ...]
    end: str
    name: str = FIRST  # the lesson's file name without ".json" (its place in the game's series)

    @property
    def key(self) -> str:
        """The lesson's name in the progress file."""
        return lesson_key(self.game, self.name)

    @property
    def learner(self) -> int:
        """The one person seat."""
        return next(i for i, s in enumerate(self.seats) if not s.is_bot)

    def start(self, rules: GameRules, build: PositionBuilder | None = None) -> Game:
        """The lesson's game at its prepared position (a history that refuses undo)."""
        build = build or position_builder(rules)
        options = rules.checked_options(self.options)
        state = build(self.position, self.seats, options, self.seed)
        return Game(rules, options, self.seed, self.seats, LessonHistory(state, self.seats, narrator=rules.narrate))

    def resume(self, rules: GameRules, step: int, build: PositionBuilder | None = None) -> Game:
        """The lesson's game as it stands when ``step`` is shown: the earlier steps played as scripted."""
        game = self.start(rules, build)
        for earlier in self.steps[:step]:
            for command in earlier.played:
                game.history.execute(command)
            for command in earlier.reply:
                game.history.execute(command)
        return game


def position_builder(rules: GameRules) -> PositionBuilder:
    """The game's lesson position builder (``GameRules.lesson``, "module:callable")."""
    build: PositionBuilder = load_hook(rules.lesson)
    return build


# --- reading a script -------------------------------------------------------------------------------
def _text(value: Any, where: str, optional: bool = False) -> str:
    """A sentence of the lesson: plain English, or a text per language (``{"en": ..., "de": ...}``, a
    :class:`~microgames.engine.words.Local` shown in the language of the moment)."""
    if value is None and optional:
        return ""
    if isinstance(value, dict):
        if not all(isinstance(k, str) and isinstance(v, str) and v.strip() for k, v in value.items()):
            raise ScriptError(f"{where} should give a sentence in each of its languages.")
        try:
            return local(value)
        except ValueError:
            raise ScriptError(f"{where} should have its English ('en').") from None
    if not isinstance(value, str) or not value.strip():
        raise ScriptError(f"{where} should be a sentence.")
    return value


def _object(value: Any, where: str, keys: set[str]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ScriptError(f"{where} should be a group of named values.")
    unknown = sorted(set(value) - keys)
    if unknown:
        raise ScriptError(f"{where} has a field {quote(unknown[0])} that lessons do not know.")
    return value


def _seats(value: Any, rules: GameRules) -> tuple[Seat, ...]:
    if not isinstance(value, list) or not value:
        raise ScriptError("The lesson's seats should be a list.")
    seats = []
    for index, entry in enumerate(value):
        data = _object(entry, f"Seat {index + 1}", SEAT_KEYS)
        colour = rules.seat_colours[index % len(rules.seat_colours)]
        try:
            seats.append(Seat(_text(data.get("name"), f"Seat {index + 1}'s name"), data.get("kind", "person"),
                              data.get("level"), colour))
        except ValueError as error:
            raise ScriptError(f"Seat {index + 1}: {error}") from None
    if sum(1 for s in seats if not s.is_bot) != 1:
        raise ScriptError("A lesson has exactly one person seat (the learner); the others are bots.")
    try:
        rules.check_seat_count(len(seats))
    except ValueError as error:
        raise ScriptError(f"{error}.") from None
    return tuple(seats)


def _command(value: Any, where: str, types: dict[str, type[Command]]) -> Command:
    try:
        return command_from_dict(value, types)
    except Wrong as error:
        raise ScriptError(f"{where} {error.problem}.") from None


def _pattern(value: Any, where: str, types: dict[str, type[Command]]) -> Pattern:
    if not isinstance(value, dict) or not isinstance(value.get("type"), str):
        raise ScriptError(f"{where} should be a command with a type.")
    kind = types.get(value["type"])
    if kind is None:
        raise ScriptError(f"{where} is of a type {quote(value['type'])} that this game does not have.")
    unknown = sorted(set(value) - {"type"} - {f.name for f in attrs.fields(kind)})
    if unknown:
        raise ScriptError(f"{where} has a field {quote(unknown[0])} that a {value['type']} does not have.")
    return _plain(value)  # type: ignore[no-any-return]


def _gesture(value: Any, where: str, types: dict[str, type[Command]],
             whole: bool) -> tuple[Gesture, tuple[Command, ...]]:
    entries = value if isinstance(value, list) else [value]
    if not entries:
        raise ScriptError(f"{where} lists no command.")
    patterns = tuple(_pattern(e, where, types) for e in entries)
    commands = tuple(_command(e, where, types) for e in entries) if whole else ()
    return patterns, commands


def _expect(value: Any, where: str, types: dict[str, type[Command]]) -> tuple[tuple[Gesture, ...], tuple[Command, ...]]:
    if value is None:
        return (), ()
    if isinstance(value, dict) and set(value) == {"any"}:
        options = value["any"]
        if not isinstance(options, list) or not options:
            raise ScriptError(f"{where}'s 'any' should list the moves it accepts.")
    else:
        options = [value]
    first, played = _gesture(options[0], where, types, whole=True)
    others = [_gesture(o, where, types, whole=False)[0] for o in options[1:]]
    return (first, *others), played


def _step(value: Any, number: int, types: dict[str, type[Command]]) -> Step:
    where = f"Step {number}"
    data = _object(value, where, STEP_KEYS)
    light, clear = data.get("light", []), data.get("clear", [])
    for key, names in (("light", light), ("clear", clear)):
        if not isinstance(names, list) or not all(isinstance(a, str) for a in names):
            raise ScriptError(f"{where}'s '{key}' should list anchor names.")
    point = data.get("point")
    if point is not None and not isinstance(point, str):
        raise ScriptError(f"{where}'s 'point' should be an anchor name.")
    expect, played = _expect(data.get("expect"), f"{where}'s 'expect'", types)
    replies = data.get("reply", [])
    if not isinstance(replies, list):
        raise ScriptError(f"{where}'s 'reply' should list commands.")
    reply = tuple(_command(r, f"{where}'s reply {i + 1}", types) for i, r in enumerate(replies))
    hint = _text(data.get("hint"), f"{where}'s 'hint'", optional=not expect)
    return Step(_text(data.get("say"), f"{where}'s 'say'"), point, tuple(light), expect, hint, reply,
                _text(data.get("after"), f"{where}'s 'after'", optional=True), played, tuple(clear))


def parse_script(data: Any, rules: GameRules, build: PositionBuilder | None = None) -> Script:
    """A checked :class:`Script` from parsed JSON; :class:`ScriptError` names the first problem."""
    data = _object(data, "The lesson", SCRIPT_KEYS)
    for key in ("title", "seats", "position", "steps"):
        if key not in data:
            raise ScriptError(f"The lesson has no {quote(key)}.")
    seed = data.get("seed", 1)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ScriptError("The lesson's seed should be a whole number.")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise ScriptError("The lesson's options should be a group of named values.")
    try:
        rules.checked_options(options)
    except ValueError as error:
        raise ScriptError(f"The lesson's {error}.") from None
    position = data["position"]
    if isinstance(position, list) and all(isinstance(line, str) for line in position):
        position = "\n".join(position)
    if not isinstance(position, str):
        raise ScriptError("The lesson's position should be the game's diagram, as text or a list of lines.")
    steps = data["steps"]
    if not isinstance(steps, list) or not steps:
        raise ScriptError("The lesson's steps should be a list.")
    types = rules.command_types()
    script = Script(rules.id, _text(data["title"], "The lesson's title"), _seats(data["seats"], rules), seed,
                    dict(options), position, tuple(_step(s, i + 1, types) for i, s in enumerate(steps)),
                    _text(data.get("end"), "The lesson's 'end'", optional=True))
    _rehearse(script, rules, build)
    return script


def _rehearse(script: Script, rules: GameRules, build: PositionBuilder | None) -> None:
    """Play the script through (first alternatives and replies): every move must be legal where it comes."""
    try:
        game = script.start(rules, build)
    except (ValueError, KeyError) as error:
        raise ScriptError(f"The lesson's position cannot be read: {error}.") from None
    for number, step in enumerate(script.steps, start=1):
        seats = {c.seat for c in step.played}
        if seats and seats != {script.learner}:
            raise ScriptError(f"Step {number} expects a move of another seat than the learner's.")
        for label, commands in (("expected move", step.played), ("reply", step.reply)):
            for command in commands:
                try:
                    game.history.execute(command)
                except IllegalMove as error:
                    raise ScriptError(f"Step {number}'s {label} is refused: {error.reason}") from None
        if step.reply and any(c.seat == script.learner for c in step.reply):
            raise ScriptError(f"Step {number} replies for the learner; replies are the other seats' moves.")


def load_script(rules: GameRules, relative: str | None = None, build: PositionBuilder | None = None) -> Script:
    """Read and check one of the game's lessons (``relative`` among the resources; by default its basics)."""
    from microgames.resources import resource_path

    name = relative or f"{rules.id}/lessons/{FIRST}.json"
    try:
        data = parse_json(resource_path(name).read_bytes())
    except (OSError, SaveError) as error:
        raise ScriptError(f"The lesson {name} cannot be read: {error}") from None
    try:
        return attrs.evolve(parse_script(data, rules, build), name=PurePosixPath(name).stem)
    except ScriptError as error:
        raise ScriptError(f"The lesson {name} is broken. {error}") from None
