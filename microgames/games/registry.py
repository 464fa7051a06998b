"""The games the app knows, imported only when one is asked for.

The shipped games are listed in ``resources/manifest.json`` (a frozen app has no
package metadata): the launcher and the menus read those light entries, so the
app shows its launcher before any game's rules, data or art are loaded. A game's
rules are imported the first time :func:`get` asks for them (a game chosen, a
save opened, a tool run).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, NamedTuple

from microgames.engine.words import local
from microgames.resources import load_json

if TYPE_CHECKING:
    from microgames.engine.game import GameRules


class GameEntry(NamedTuple):
    """What the launcher and the menus show of a game, without importing it (named as in GameRules).

    A named tuple rather than attrs, which the launcher does not otherwise load.
    """

    id: str
    title: str
    pitch: str
    min_seats: int
    max_seats: int
    play_time: str
    art: str = ""
    rules_page: str = ""
    view_factory: str = ""  # "module:callable" of the table: empty while the game has none
    rules: str = ""  # "module:NAME" of the GameRules value; empty for a game registered already loaded
    reference: str = ""  # "module:callable" of the card reference (Help ▸ Cards): empty for a game without one
    puzzles: str = ""  # the module of the game's puzzles: empty for a game without them

    @classmethod
    def of(cls, rules: GameRules) -> GameEntry:
        return cls(rules.id, rules.title, rules.pitch, rules.min_seats, rules.max_seats, rules.play_time,
                   rules.art, rules.rules_page, rules.view_factory, reference=rules.reference, puzzles=rules.puzzles)


_ENTRIES: dict[str, GameEntry] = {}
_LOADED: dict[str, GameRules] = {}


def register(rules: GameRules) -> None:
    """Add a game already imported (tests add their own, or replace a shipped one)."""
    _ENTRIES[rules.id] = GameEntry.of(rules)
    _LOADED[rules.id] = rules


def unregister(game_id: str) -> None:
    _ENTRIES.pop(game_id, None)
    _LOADED.pop(game_id, None)


def entry(game_id: str) -> GameEntry:
    """The light entry of a game (nothing imported); KeyError when there is none."""
    return _ENTRIES[game_id]


def get(game_id: str) -> GameRules:
    """The game with this id, importing its rules the first time; KeyError when there is none."""
    loaded = _LOADED.get(game_id)
    if loaded is not None:
        return loaded
    module_name, _, name = _ENTRIES[game_id].rules.partition(":")
    rules: GameRules = getattr(importlib.import_module(module_name), name)
    if rules.id != game_id:
        raise LookupError(f"{module_name}:{name} holds the game {rules.id!r}, not {game_id!r}")
    _LOADED[game_id] = rules
    return rules


def all_games() -> list[GameEntry]:
    """Every game's light entry, in the launcher's order (call :func:`get` for the rules)."""
    return list(_ENTRIES.values())


for _data in load_json("manifest.json")["games"]:
    _ENTRIES[_data["id"]] = GameEntry(**{**_data, "pitch": local(_data["pitch"]), "play_time": local(_data["play_time"])})
