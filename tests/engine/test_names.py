"""What the app writes, it reads back: any name a person can type survives save and load, in every game."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from microgames.engine import saves
from microgames.engine.errors import SaveError
from microgames.engine.names import MAX_NAME, clean_name, name_problem
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry

TYPED = ["نیک‌نام", "Ana 👨‍👩‍👧", "Zoé\u200b", "Ben\tLee", "  Ida  ", "Ünal\u0301", "李小龍", "x" * 60, "a\nb", "\u2028Eve"]


@pytest.mark.parametrize("typed", TYPED)
def test_a_typed_name_is_kept_as_a_name_the_app_reads_back(typed: str) -> None:
    name = clean_name(typed)
    assert name and len(name) <= MAX_NAME and name_problem(name) is None
    assert "\t" not in name and "\n" not in name and name == name.strip()


def test_the_persian_joiner_and_the_emoji_family_are_kept_whole() -> None:
    assert clean_name("نیک‌نام") == "نیک‌نام"
    assert clean_name("Ana 👨‍👩‍👧") == "Ana 👨‍👩‍👧"
    assert clean_name("Ben\tLee") == "Ben Lee"


def _round_trip(game_id: str, names: tuple[str, str]) -> None:
    rules = registry.get(game_id)
    seats = tuple(Seat(name, "person", None, rules.seat_colours[n]) for n, name in enumerate(names))
    game = Game.new(rules, seats, 3)
    for _ in range(3):
        state = game.history.state
        game.history.execute(state.legal_commands(state.awaiting()[0])[0])
    again = saves.from_bytes(json.dumps(saves.to_data(game)).encode("utf-8"), registry.get)
    assert [s.name for s in again.seats] == list(names)
    assert again.state.scores() == game.state.scores() and again.history.index == game.history.index


@pytest.mark.parametrize("game_id", ["microworld", "remediate", "microchip"])
@given(typed=st.lists(st.text(min_size=1, max_size=60), min_size=2, max_size=2))
def test_any_name_the_dialog_keeps_survives_save_and_load(game_id: str, typed: list[str]) -> None:
    names = tuple(clean_name(t) or f"Seat {n + 1}" for n, t in enumerate(typed))
    _round_trip(game_id, (names[0], names[1]))


@pytest.mark.parametrize("written", ["", "   ", "Ana\tBen", "x" * 41, "Eve\n"])
def test_a_name_the_app_never_writes_is_refused_with_a_reason(written: str) -> None:
    rules = registry.get("microworld")
    seats = (Seat("Ana", "person", None, rules.seat_colours[0]), Seat("Ben", "person", None, rules.seat_colours[1]))
    data = saves.to_data(Game.new(rules, seats, 3))
    data["seats"][0]["name"] = written
    with pytest.raises(SaveError, match="seat 1's name"):
        saves.from_bytes(json.dumps(data).encode("utf-8"), registry.get)
