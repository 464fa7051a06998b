"""A deterministic corpus of damaged saves for every shipped game, and the special files around them.

Each entry is something the app must refuse with one clear sentence: truncations,
bit flips in the file's structure, a wrong type for every field, missing and extra
keys, huge numbers, deep nesting, huge strings, the wrong game, a future version,
illegal commands and other seats' commands (the last two kept only when the rules
really refuse them at that point of the game).
"""

from __future__ import annotations

import copy
import functools
import json
import os
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import attrs

from microgames.engine.commands import command_from_dict
from microgames.engine.errors import IllegalMove
from microgames.engine.saves import FORMAT_VERSION, to_data
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry

GAMES = ("microchip", "microworld", "remediate")
FILLER = "Z"  # huge strings are made of it, so a message quoting too much of one is easy to spot
WRONG_VALUES: tuple[Any, ...] = ("text", 12345, 1.5, True, None, [], {})
Data = dict[str, Any]
Case = tuple[str, bytes]


def _played(game_id: str, steps: int = 30) -> Game:
    rules = registry.get(game_id)
    seats = [Seat("Ana", colour=rules.seat_colours[0]),
             Seat("Bot", kind="bot", level=rules.bot_levels[0], colour=rules.seat_colours[1])]
    game = Game.new(rules, seats, 7)
    rnd = random.Random(game_id)
    for _ in range(steps):
        state = game.state
        seats_now = state.awaiting() or state.active_seats()
        if state.is_over() or not seats_now:
            break
        legal = state.legal_commands(seats_now[0])
        if not legal:
            break
        game.history.execute(rnd.choice(legal))
    return game


@functools.cache
def base_data(game_id: str) -> str:
    """A real save of a game 30 moves in, as JSON text (copied by every case)."""
    return json.dumps(to_data(_played(game_id)))


def _wrong(value: Any) -> list[Any]:
    """Values of another JSON type than ``value``."""
    return [w for w in WRONG_VALUES if type(w) is not type(value)]


def _places(data: Data) -> Iterator[tuple[str, Callable[[Data], Any]]]:
    """Every object in a save (top level, seats, steps, the check, the first commands), by name."""
    yield "top", lambda d: d
    yield "options", lambda d: d["options"]
    yield "check", lambda d: d["check"]
    for s in range(len(data["seats"])):
        yield f"seat{s}", lambda d, s=s: d["seats"][s]
    for n in (0, 1, len(data["log"]) - 1):
        yield f"step{n}", lambda d, n=n: d["log"][n]
        yield f"step{n}cmd", lambda d, n=n: d["log"][n]["commands"][0]


def _edits(game_id: str) -> Iterator[tuple[str, Callable[[Data], None]]]:
    data = json.loads(base_data(game_id))
    other = next(g for g in GAMES if g != game_id)
    for place, get in _places(data):
        for key, value in get(data).items():
            if place == "step0cmd" or not (place.endswith("cmd") and key == "type"):
                for number, wrong in enumerate(_wrong(value)):
                    yield f"{place}.{key} wrong type {number}", lambda d, g=get, k=key, w=wrong: g(d).__setitem__(k, w)
            if place != "options" and (place, key) != ("check", "over") \
                    and not (place.endswith("cmd") and key in _defaults(get(data)["type"])):
                # an option or a command field left out takes its default; so does the check's "over"
                # (saves made before it existed), which the replay checks anyway
                yield f"{place}.{key} missing", lambda d, g=get, k=key: g(d).pop(k)
            if isinstance(value, int) and not isinstance(value, bool):
                for number, huge in enumerate((10**25, -(10**25), 2**64, 10**31, -1 - 10**40)):
                    yield f"{place}.{key} huge {number}", lambda d, g=get, k=key, h=huge: g(d).__setitem__(k, h)
            if isinstance(value, str):
                for size in (1_000, 1_000_000 if place in ("top", "seat0", "step0", "step0cmd") else 100_000):
                    yield f"{place}.{key} huge text {size}", lambda d, g=get, k=key, n=size: g(d).__setitem__(k, FILLER * n)
        yield f"{place} extra key", lambda d, g=get: g(d).__setitem__("extra", 1)
        yield f"{place} huge extra key", lambda d, g=get: g(d).__setitem__(FILLER * 100_000, 1)
        yield f"{place} deep value", lambda d, g=get: g(d).__setitem__("x", _nested(60))
    yield "wrong game", lambda d: d.update(game=other)
    yield "unknown game", lambda d: d.update(game="chess")
    yield "empty game", lambda d: d.update(game="")
    for version in (FORMAT_VERSION + 1, 99, 10**6, 0, -3):
        yield f"format version {version}", lambda d, v=version: d.update(format_version=v)
    yield "foreign format", lambda d: d.update(format="something-else")
    yield "unknown bot level", lambda d: d["seats"][1].update(level="expert")
    yield "bot without level", lambda d: d["seats"][1].update(level=None)
    yield "person with a level", lambda d: d["seats"][0].update(level="easy")
    yield "unknown seat kind", lambda d: d["seats"][0].update(kind="alien")
    yield "blank seat name", lambda d: d["seats"][0].update(name="   ")
    yield "seat name with a newline", lambda d: d["seats"][0].update(name="Ana\nBen")
    yield "not a colour", lambda d: d["seats"][0].update(colour="red")
    yield "one seat", lambda d: d["seats"].pop()
    yield "seven seats", lambda d: d.update(seats=d["seats"] * 4)
    yield "unknown option", lambda d: d["options"].update(speed=3)
    yield "undo policy", lambda d: d.update(undo_policy="anything")
    yield "scores tampered", lambda d: d["check"].update(scores=[s + 1 for s in d["check"]["scores"]])
    yield "steps tampered", lambda d: d["check"].update(steps=d["check"]["steps"] + 1)
    yield "empty step", lambda d: d["log"][0].update(commands=[])
    yield "reversed log", lambda d: d["log"].reverse()
    yield "step repeated", lambda d: d["log"].insert(1, copy.deepcopy(d["log"][0]))
    yield "unknown command", lambda d: d["log"][0]["commands"][0].update(type="Teleport")
    yield "command type huge", lambda d: d["log"][0]["commands"][0].update(type=FILLER * 1_000_000)
    yield "deep options", lambda d: d.update(options=_nested(100_000))
    for key, spec in ((s.key, s) for s in registry.get(game_id).options):
        bad = "no such value" if spec.kind in ("choice", "text") else (99 if spec.kind == "int" else "yes")
        yield f"option {key} bad value", lambda d, k=key, b=bad: d["options"].update({k: b})
        yield f"option {key} unhashable", lambda d, k=key: d["options"].update({k: [1]})


def _defaults(type_name: str) -> set[str]:
    """The fields of a command type that have a default (a save may leave them out)."""
    for entry in registry.all_games():
        found = registry.get(entry.id).command_types().get(type_name)
        if found is not None:
            return {f.name for f in attrs.fields(found) if f.default is not attrs.NOTHING}
    return set()


def _nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(min(depth, 500)):
        value = [value]
    return value


def _illegal_commands(game_id: str) -> Iterator[Case]:
    """Commands changed so that the rules refuse them where they stand (checked here, on the real state)."""
    game = _played(game_id)
    data = json.loads(base_data(game_id))
    types = game.rules.command_types()
    steps = game.history.applied()
    rnd = random.Random(f"illegal {game_id}")
    seats = len(game.seats)
    found = 0
    for number in rnd.sample(range(len(steps)), len(steps)):
        before = steps[number].before
        entry = data["log"][number]["commands"][0]
        changes: list[tuple[str, Any]] = [("seat", (entry["seat"] + 1) % seats), ("seat", -1), ("seat", 7)]
        changes += [(k, v) for k, old in entry.items() if isinstance(old, int) and not isinstance(old, bool)
                    and k != "seat" for v in (-1, old + 1, old + 13, 999)]
        for key, value in changes:
            changed = dict(entry, **{key: value})
            command = command_from_dict(changed, types)
            try:
                command.validate(before.clone())  # type: ignore[union-attr]
            except IllegalMove:
                edited = json.loads(base_data(game_id))
                edited["log"][number]["commands"][0] = changed
                name = "other seat's command" if key == "seat" and value in range(seats) else "illegal command"
                yield f"{name} at step {number + 1} ({key}={value})", json.dumps(edited).encode()
                found += 1
        if found >= 40:
            return


def _structural_positions(text: str) -> list[int]:
    """Offsets of JSON punctuation outside strings and of the letters of keys: a bit flip there is never harmless."""
    strings = [m.span() for m in re.finditer(r'"(?:[^"\\]|\\.)*"', text)]
    inside = bytearray(len(text))
    for start, end in strings:
        inside[start:end] = b"\1" * (end - start)
    positions = [i for i, c in enumerate(text) if c in "{}[]:," and not inside[i]]
    for match in re.finditer(r'"([^"\\]*)"\s*:', text):
        positions += range(match.start(1), match.end(1))
    return positions


def corpus(game_id: str) -> list[Case]:
    """At least 300 damaged variants of one real save of ``game_id``."""
    text = base_data(game_id)
    raw = text.encode()
    rnd = random.Random(f"corpus {game_id}")
    cases: list[Case] = []
    for cut in sorted(rnd.sample(range(len(raw)), 40)):
        cases.append((f"truncated at {cut}", raw[:cut]))
    positions = _structural_positions(text)
    for number in range(40):
        flipped = bytearray(raw)
        for _ in range(1 + number % 3):
            flipped[rnd.choice(positions)] ^= 1 << rnd.randrange(8)
        cases.append((f"bit flips {number}", bytes(flipped)))
    for name, edit in _edits(game_id):
        data = json.loads(text)
        edit(data)
        cases.append((name, json.dumps(data).encode()))
    cases += list(_illegal_commands(game_id))
    cases += [
        ("deep nesting", b"[" * 100_000 + b"]" * 100_000),
        ("deep objects", b'{"a":' * 50_000 + b"1" + b"}" * 50_000),
        ("huge number", b'{"format": "microgames-save", "seed": 1' + b"0" * 5000 + b"}"),
        ("huge float", b'{"format": "microgames-save", "seed": 1e999}'),
        ("not a number", raw.replace(b'"seed": ', b'"seed": NaN, "x": ', 1)),
        ("duplicate key", raw.replace(b'"seed": ', b'"seed": 1, "seed": ', 1)),
        ("binary", bytes(range(256)) * 4),
        ("utf-16", text.encode("utf-16")),
        ("json list", b"[1, 2, 3]"),
        ("json string", b'"microgames-save"'),
        ("empty", b""),
        ("whitespace", b"  \n\t "),
        ("too large", b" " * (5 * 1024 * 1024)),
    ]
    return cases


SPECIAL = ("pipe", "directory", "empty", "unreadable", "endless", "random", "null", "link loop", "dangling link")


def make_special(kind: str, path: Path) -> None:
    """Put one kind of non-save at ``path``: a pipe, a folder, an empty or unreadable file, a device, a bad link."""
    devices = {"endless": "/dev/zero", "random": "/dev/urandom", "null": "/dev/null"}
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "directory":
        path.mkdir()
    elif kind == "empty":
        path.write_bytes(b"")
    elif kind == "unreadable":
        path.write_text("not a save, and not readable either")
        path.chmod(0)
    elif kind in devices:
        path.symlink_to(devices[kind])
    elif kind == "link loop":
        path.symlink_to(path)
    elif kind == "dangling link":
        path.symlink_to(path.with_name("nowhere"))
    else:
        raise ValueError(kind)


def special_files(folder: Path) -> dict[str, Path]:
    """Every special kind in ``folder``, plus a missing file and a name longer than 255 bytes."""
    folder.mkdir(parents=True, exist_ok=True)
    made = {kind: folder / f"{kind.replace(' ', '-')}.microgame" for kind in SPECIAL}
    for kind, path in made.items():
        make_special(kind, path)
    made["missing"] = folder / "missing.microgame"
    made["long name"] = folder / ("n" * 300 + ".microgame")
    return made
