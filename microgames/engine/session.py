"""A game in progress: its rules, its setup and its history."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from microgames.engine.game import GameRules
from microgames.engine.history import History, UndoPolicy
from microgames.engine.seats import Seat


@attrs.define
class Game:
    """A game in progress: its rules, setup and history (the state lives in the history)."""

    rules: GameRules
    options: dict[str, Any]
    seed: int
    seats: tuple[Seat, ...]
    history: History

    @classmethod
    def new(
        cls,
        rules: GameRules,
        seats: Sequence[Seat],
        seed: int,
        options: Mapping[str, Any] | None = None,
        policy: UndoPolicy = UndoPolicy.CASUAL,
    ) -> Game:
        rules.check_seat_count(len(seats))
        checked = rules.checked_options(options or {})
        state = rules.new_state(checked, tuple(seats), seed)
        return cls(rules, checked, seed, tuple(seats), History(state, seats, policy, rules.narrate))

    @property
    def state(self) -> Any:
        return self.history.state
