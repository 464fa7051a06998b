"""Setup for 2 to 6 players: microbes, hands, the environment stack, plastic, recycle piles."""

from __future__ import annotations

import pytest

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from microgames.games.remediate import cards as C
from microgames.games.remediate.rules import RULES


def seats(n: int) -> list[Seat]:
    return [Seat(f"P{i}") for i in range(n)]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_for_each_player_count(players: int) -> None:
    game = Game.new(RULES, seats(players), seed=players)
    state = game.state
    assert len(set(state.microbes)) == players
    assert all(len(h) == 4 for h in state.hands)
    assert len(state.pool) == 61 - 4 * players
    assert state.env == C.FIRST_ENV and state.env_plastic == 20 and state.supply == 80
    assert len(state.envs) == 2 and C.FIRST_ENV not in state.envs and len(set(state.envs)) == 2
    assert state.piles == [12, 8, 5]
    assert state.phase == "draw" and state.turn == 0
    assert state.card_total() == (61, 100, 25)


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5])
def test_environment_count_option(count: int) -> None:
    state = Game.new(RULES, seats(3), seed=5, options={"environments": count}).state
    assert len(state.envs) == count - 1


def test_environment_count_out_of_range_is_refused() -> None:
    with pytest.raises(ValueError, match="between 1 and 5"):
        Game.new(RULES, seats(3), seed=5, options={"environments": 6})


def test_microbes_chosen_or_random() -> None:
    state = Game.new(RULES, seats(3), seed=1, options={"microbe_1": "Escherichia coli", "microbe_3": "Rhodococcus ruber"}).state
    assert C.MICROBE_NAME[state.microbes[0]] == "Escherichia coli"
    assert C.MICROBE_NAME[state.microbes[2]] == "Rhodococcus ruber"
    assert C.MICROBE_NAME[state.microbes[1]] not in ("Escherichia coli", "Rhodococcus ruber")


def test_the_same_microbe_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="same microbe"):
        Game.new(RULES, seats(2), seed=1, options={"microbe_1": "Escherichia coli", "microbe_2": "Escherichia coli"})


def test_seat_counts_and_registry() -> None:
    assert registry.get("remediate") is RULES
    with pytest.raises(ValueError):
        Game.new(RULES, seats(7), seed=1)
    assert RULES.view_factory == "microgames.games.remediate.table.view:create_table" and RULES.rules_page == "remediate/rules.html"


def test_same_seed_same_setup() -> None:
    assert Game.new(RULES, seats(4), seed=9).state == Game.new(RULES, seats(4), seed=9).state
    assert Game.new(RULES, seats(4), seed=9).state != Game.new(RULES, seats(4), seed=10).state


def test_a_microbe_taken_twice_is_named_at_the_later_seat_for_the_new_game_dialog() -> None:
    three = seats(3)
    options = {"microbe_1": "Escherichia coli", "microbe_2": "random", "microbe_3": "Escherichia coli"}
    assert RULES.check_setup(options, three) == {
        "microbe_3": f"{three[0].name} already plays Escherichia coli: pick another microbe, or Random."}
    assert RULES.check_setup({**options, "microbe_3": "random"}, three) == {}  # chance is never taken
    assert RULES.check_setup(options, three[:2]) == {}  # only the seats in play
