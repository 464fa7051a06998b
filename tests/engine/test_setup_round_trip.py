"""What the app writes, it reads back: every field a player can set in New Game (table options, seat kinds,
computer levels, colours, the undo rule, the seed; names have their own test) survives save and load, in
every game, and the game loaded saves again to the very same file."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from microgames.engine import saves
from microgames.engine.game import GameRules, OptionSpec
from microgames.engine.history import UndoPolicy
from microgames.engine.rng import MAX_SEED
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry

GAMES = ["microworld", "remediate", "microchip"]


def option_values(spec: OptionSpec) -> st.SearchStrategy[Any]:
    """Every value the New Game dialog lets a player give ``spec``."""
    if spec.kind == "bool":
        return st.booleans()
    if spec.kind == "int":
        return st.integers(spec.minimum if spec.minimum is not None else -(10**6),
                           spec.maximum if spec.maximum is not None else 10**6)
    if spec.kind == "choice":
        return st.sampled_from([value for value, _ in spec.choices])
    if spec.pattern:
        return st.from_regex(re.compile(spec.pattern, re.IGNORECASE), fullmatch=True).filter(
            lambda text: len(text) <= saves.MAX_OPTION_TEXT)
    return st.one_of(st.just(spec.default), st.text(max_size=saves.MAX_OPTION_TEXT))  # the game refuses the rest


@st.composite
def setups(draw: st.DrawFn, rules: GameRules) -> tuple[tuple[Seat, ...], dict[str, Any], int, UndoPolicy]:
    count = draw(st.integers(rules.min_seats, rules.max_seats))
    colours = draw(st.permutations(rules.seat_colours))
    seats = []
    for number in range(count):
        kind = draw(st.sampled_from(["person", "bot"]))
        level = draw(st.sampled_from(rules.bot_levels)) if kind == "bot" else None
        seats.append(Seat(f"Seat {number + 1}", kind, level, colours[number % len(colours)]))
    options = {spec.key: draw(option_values(spec)) for spec in rules.options}
    policy = UndoPolicy.STRICT if rules.strict_undo else draw(st.sampled_from(list(UndoPolicy)))
    return tuple(seats), options, draw(st.integers(0, MAX_SEED)), policy


@pytest.mark.parametrize("game_id", GAMES)
@settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_any_setup_the_dialog_allows_survives_save_and_load(game_id: str, data: st.DataObject) -> None:
    rules = registry.get(game_id)
    seats, options, seed, policy = data.draw(setups(rules))
    try:
        game = Game.new(rules, seats, seed, options, policy)
    except ValueError:  # the dialog refuses this setup (e.g. a board code that is no board) before it starts
        assume(False)
        return
    for _ in range(data.draw(st.integers(0, 4))):
        state = game.history.state
        if state.is_over():
            break
        game.history.execute(state.legal_commands(state.awaiting()[0])[0])
    written = saves.to_data(game)
    again = saves.from_bytes(json.dumps(written, ensure_ascii=False).encode("utf-8"), registry.get)
    assert again.seats == game.seats and again.options == game.options and again.seed == game.seed
    assert again.history.policy is game.history.policy
    assert again.history.index == game.history.index and again.state.scores() == game.state.scores()
    assert saves.to_data(again) == written
