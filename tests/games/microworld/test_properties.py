"""Over random seeds, boards and rule combinations: play, undo/redo, save/load and scores hold up."""

from __future__ import annotations

import json
import random

from hypothesis import given
from hypothesis import strategies as st

from microgames.engine.saves import from_bytes, to_data
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from microgames.games.microworld import scoring
from microgames.games.microworld.board import all_codes
from microgames.games.microworld.rules import RULES

SEATS = (Seat("Ana"), Seat("Ben"))
options = st.fixed_dictionaries({
    "board": st.sampled_from(["random", *all_codes()[::7]]),
    "scenario": st.sampled_from(["free", "free", *map(str, range(1, 11))]),
    **{f"rule_{letter}": st.booleans() for letter in "abcdefgh"},
})


def _play(game: Game, rng: random.Random, stop: int | None = None) -> None:
    while not game.state.is_over() and (stop is None or game.history.index < stop):
        seat = game.state.awaiting()[0]
        game.history.execute(rng.choice(game.state.legal_commands(seat)))


@given(seed=st.integers(0, 2**32), table=options)
def test_random_play_places_all_pawns_and_undo_redo_are_exact(seed: int, table: dict) -> None:
    game = Game.new(RULES, SEATS, seed, table)
    initial = game.state.clone()
    _play(game, random.Random(seed))
    final = game.state.clone()
    assert game.state.placed == [14, 14] and game.state.turn == 28
    assert game.state.awaiting() == () and game.state.legal_commands(0) == []
    assert tuple(game.state.final) == scoring.total(scoring.final_breakdown(game.state)) == scoring.final_points(game.state)
    game.history.jump(0)
    assert game.state == initial
    game.history.jump(len(game.history.steps))
    assert game.state == final


@given(seed=st.integers(0, 2**32), table=options, cut=st.integers(0, 60))
def test_save_and_load_mid_game_gives_an_equal_state(seed: int, table: dict, cut: int) -> None:
    game = Game.new(RULES, SEATS, seed, table)
    _play(game, random.Random(seed), stop=cut)
    loaded = from_bytes(json.dumps(to_data(game)).encode(), registry.get)
    assert loaded.state == game.state
    assert loaded.state.scores() == game.state.scores()
    _play(game, random.Random(1))
    _play(loaded, random.Random(1))
    assert loaded.state == game.state  # and the same future


@given(seed=st.integers(0, 2**32), table=options, seat=st.sampled_from([0, 1]), cut=st.integers(0, 60))
def test_views_hide_what_a_seat_may_not_know(seed: int, table: dict, seat: int, cut: int) -> None:
    game = Game.new(RULES, SEATS, seed, table)
    _play(game, random.Random(seed), stop=cut)
    state, view = game.state, game.state.view(seat)
    other = 1 - seat
    if state.is_over():  # the end turns every token face up where it lies
        assert view == state.view(other) and view.hand == state.hand and view.leftovers == state.leftovers
        assert view.token_at == state.token_at and view.set_aside == state.set_aside
        return
    assert view.hand[seat] == state.hand[seat]
    assert len(view.hand[other]) == len(state.hand[other])
    assert all(t < 0 or t in state.known[other] for t in view.hand[other])
    assert all(t in (-1, -2) for t in view.token_at + view.leftovers + [view.set_aside])
    assert view.occ == state.occ and view.scores() == state.scores() and view.used == state.used
