"""Properties over random seeds and 2-6 players: play ends, cards are conserved, undo, saves, views."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from microgames.engine.errors import IllegalMove, UndoRefused
from microgames.engine.history import UndoPolicy
from microgames.engine.rng import Rng
from microgames.engine.saves import load, save
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from microgames.games.remediate import cards as C
from microgames.games.remediate.commands import COMMANDS, Draw, Remediate, SkipClone
from microgames.games.remediate.diagram import diagram, parse
from microgames.games.remediate.rules import RULES
from microgames.games.remediate.state import HIDDEN

TOTALS = (C.GENE_COUNT, C.PLASTIC_COUNT, sum(C.RECYCLE_CARDS))
seeds = st.integers(min_value=0, max_value=2**31)
players = st.integers(min_value=2, max_value=6)


def new_game(count: int, seed: int, policy: UndoPolicy = UndoPolicy.CASUAL, environments: int = 3) -> Game:
    seats = [Seat(f"P{i + 1}") for i in range(count)]
    return Game.new(RULES, seats, seed, {"environments": environments, "draw_off": seed % 2 == 0}, policy)


def random_steps(game: Game, rng: Rng, steps: int) -> None:
    for _ in range(steps):
        if game.state.is_over():
            return
        seat = game.state.awaiting()[0]
        game.history.execute(rng.choice(game.state.legal_commands(seat)))


@given(seed=seeds, count=players, environments=st.integers(min_value=1, max_value=5))
def test_random_play_never_raises_ends_and_conserves_cards(seed: int, count: int, environments: int) -> None:
    state = new_game(count, seed, environments=environments).state
    rng = Rng(seed)
    for _ in range(20_000):
        if state.is_over():
            break
        assert state.card_total() == TOTALS
        seat = state.awaiting()[0]
        moves = state.legal_commands(seat)
        assert moves and all(m.seat == seat for m in moves)
        rng.choice(moves).apply(state)
    assert state.is_over() and state.card_total() == TOTALS
    assert state.awaiting() == () and state.winners
    assert max(state.scores()) == state.scores()[state.winners[0]]


@given(seed=seeds, count=players, steps=st.integers(min_value=1, max_value=120))
def test_undo_all_gives_the_initial_state_and_redo_all_the_final(seed: int, count: int, steps: int) -> None:
    game = new_game(count, seed)
    initial = game.state.clone()
    random_steps(game, Rng(seed + 1), steps)
    final = game.state.clone()
    game.history.jump(0)
    assert game.state == initial
    game.history.jump(len(game.history.steps))
    assert game.state == final


@given(seed=seeds, count=players)
def test_strict_undo_refuses_to_go_past_a_draw(seed: int, count: int) -> None:
    game = new_game(count, seed, UndoPolicy.STRICT)
    assert Draw(0).reveals(game.state)
    game.history.execute(Draw(0))
    with pytest.raises(UndoRefused, match="drew or revealed"):
        game.history.undo(0)
    game.history.execute(SkipClone(0))
    game.history.undo(0)  # a decision that reveals nothing may be taken back
    assert game.state.phase == "clone"
    with pytest.raises(UndoRefused):
        game.history.undo(0)


def test_strict_undo_refuses_to_go_past_a_new_environment() -> None:
    game = new_game(2, 3, UndoPolicy.STRICT)
    state = game.state
    state.phase, state.env_plastic, state.supply = "act", 2, 98
    state.cloned[0] = [C.CARDS_OF_KIND[C.KIND_BY_NAME["PETase"]][0]]
    state.hands = [[c for c in h if c not in state.cloned[0]] for h in state.hands]
    state.pool = [c for c in state.pool if c not in state.cloned[0]]
    assert state.card_total() == TOTALS
    assert not Remediate(0, 1).reveals(state) and Remediate(0, 2).reveals(state)
    game.history.execute(Remediate(0, 2))
    assert game.history.steps[-1].barrier
    with pytest.raises(UndoRefused, match="drew or revealed"):
        game.history.undo(0)


@given(seed=seeds, count=players, steps=st.integers(min_value=0, max_value=150))
def test_save_and_load_mid_game_gives_an_equal_state(seed: int, count: int, steps: int, tmp_path_factory) -> None:
    game = new_game(count, seed)
    random_steps(game, Rng(seed), steps)
    path = Path(tmp_path_factory.mktemp("saves")) / "game.json"
    save(game, path)
    loaded = load(path, registry.get)
    assert loaded.state == game.state and loaded.history.index == game.history.index


@given(seed=seeds, count=players, steps=st.integers(min_value=0, max_value=300))
def test_diagram_round_trip_and_views(seed: int, count: int, steps: int) -> None:
    game = new_game(count, seed)
    random_steps(game, Rng(seed), steps)
    state = game.state
    text = diagram(state)
    again = parse(text)
    assert diagram(again) == text and again.card_total() == TOTALS
    seat = state.turn
    view = state.view(seat)
    assert view.hands[seat] == state.hands[seat]
    assert all(h == [HIDDEN] * len(state.hands[s]) for s, h in enumerate(view.hands) if s != seat)
    assert view.pool == [HIDDEN] * len(state.pool) and view.envs == [HIDDEN] * len(state.envs)
    assert view.cloned == state.cloned and view.stash == state.stash and view.discard == state.discard
    assert view.recycled == state.recycled and view.env_plastic == state.env_plastic
    assert view.rng != state.rng or state.rng == Rng(0)


@given(seed=seeds, count=players, steps=st.integers(min_value=0, max_value=200))
def test_a_view_does_not_depend_on_what_it_hides(seed: int, count: int, steps: int) -> None:
    game = new_game(count, seed)
    random_steps(game, Rng(seed), steps)
    state = game.state
    seat = state.turn
    other = state.clone()
    hidden = [c for s, h in enumerate(other.hands) if s != seat for c in h] + other.pool
    Rng(seed + 7).shuffle(hidden)
    for s, hand in enumerate(other.hands):
        if s != seat:
            other.hands[s] = [hidden.pop() for _ in hand]
    other.pool = hidden
    other.envs.reverse()
    other.rng = Rng(seed + 99)
    assert other.view(seat) == state.view(seat)


@given(seed=seeds, count=players, steps=st.integers(min_value=0, max_value=200), junk=st.data())
def test_refused_commands_change_nothing(seed: int, count: int, steps: int, junk: st.DataObject) -> None:
    game = new_game(count, seed)
    random_steps(game, Rng(seed), steps)
    state = game.state
    for _ in range(15):
        kind = junk.draw(st.sampled_from(COMMANDS))
        command = kind(**{a.name: junk.draw(st.integers(-2, 64)) for a in attrs.fields(kind)})
        before = state.clone()
        assert isinstance(command.label(state), str)
        try:
            command.validate(state)
        except IllegalMove as refusal:
            assert refusal.reason and state == before
