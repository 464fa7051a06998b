"""The games the app knows: a static list, since a frozen app has no package metadata."""

from __future__ import annotations

from microgames.engine.game import GameRules

_GAMES: dict[str, GameRules] = {}


def _builtin() -> list[GameRules]:
    """The shipped games, imported here so that a frozen app sees them."""
    from microgames.games.microchip.rules import RULES as MICROCHIP
    from microgames.games.microworld.rules import RULES as MICROWORLD
    from microgames.games.remediate.rules import RULES as REMEDIATE

    return [MICROWORLD, REMEDIATE, MICROCHIP]


def register(rules: GameRules) -> None:
    """Add a game (the shipped ones at import; tests add their own)."""
    _GAMES[rules.id] = rules


def unregister(game_id: str) -> None:
    _GAMES.pop(game_id, None)


def get(game_id: str) -> GameRules:
    """The game with this id; KeyError when there is none."""
    return _GAMES[game_id]


def all_games() -> list[GameRules]:
    return list(_GAMES.values())


for _rules in _builtin():
    register(_rules)
