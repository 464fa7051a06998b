"""Seeded random play through a game's history, and the save round trip, for tests of the move log's events."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from typing import Any

from microgames.engine import saves
from microgames.engine.commands import Command
from microgames.engine.history import Step
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry


def new_game(game_id: str, players: int, seed: int, **options: Any) -> Game:
    return Game.new(registry.get(game_id), [Seat(f"P{n}") for n in range(1, players + 1)], seed, options)


Policy = Callable[[Game, Sequence[Command], random.Random], Command]


def any_move(game: Game, moves: Sequence[Command], rng: random.Random) -> Command:
    return rng.choice(list(moves))


def play_until(game: Game, wanted: Callable[[Step], bool], seed: int = 1, policy: Policy = any_move,
               limit: int = 3000) -> Step:
    """Play seeded moves until a step is ``wanted``; that step (the test fails when the game ends first)."""
    rng = random.Random(seed)
    for _ in range(limit):
        state = game.state
        assert not state.is_over(), "the game ended before the wanted step"
        seat = state.awaiting()[0] if state.awaiting() else state.active_seats()[0]
        step = game.history.execute(policy(game, state.legal_commands(seat), rng))
        assert step is not None
        if wanted(step):
            return step
    raise AssertionError(f"no wanted step in {limit} moves")


def reopened(game: Game) -> Game:
    """The game as its save file gives it back: rebuilt from its seed and the commands replayed."""
    raw = json.dumps(saves.to_data(game)).encode()
    return saves.from_bytes(raw, registry.get)


def logged_events(game: Game) -> list[tuple[str, ...]]:
    return [step.events for step in game.history.applied()]
