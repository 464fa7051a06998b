"""Whole games: random legal play, undo and redo of everything, save and load, scores from scratch."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from microgames.cli import main
from microgames.engine.bots import bots_for, play_out
from microgames.engine.rng import Rng
from microgames.engine.saves import from_bytes, save, to_data
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from microgames.games.microchip.commands import Concede, Draft, Finish
from microgames.games.microchip.diagram import draw, table
from microgames.games.microchip.sketch import sketch
from microgames.games.microchip.solver import best_arrangement
from microgames.games.microchip.tiles import tile

RULES = registry.get("microchip")
PROGRESS = (Draft, Finish, Concede)


def random_game(players: int, seed: int, improve: bool = True, steps: int = 400) -> Game:
    game = Game.new(RULES, [Seat(f"S{i}") for i in range(players)], seed, {"improve": improve})
    rng = Rng(seed + 1)
    for _ in range(steps):
        state = game.state
        if state.is_over():
            break
        seat = rng.choice(state.awaiting()) if rng.random() < 0.8 else rng.choice(state.active_seats())
        commands = state.legal_commands(seat)
        if not commands:
            continue
        progress = [c for c in commands if isinstance(c, PROGRESS)]
        command = rng.choice(progress) if progress and rng.random() < 0.6 else rng.choice(commands)
        game.history.execute(command)
        assert game.state.scores() == scores_from_scratch(game)
    return game


def scores_from_scratch(game: Game) -> tuple[int, ...]:
    """Each seat's score recomputed on a fresh state rebuilt from the seat's diagram."""
    state = game.state
    return tuple(table([draw(state, seat)]).scores()[0] for seat in range(state.seat_count))


@given(st.integers(2, 5), st.integers(0, 10_000), st.booleans())
def test_random_legal_play_never_raises_and_undo_redo_are_exact(players: int, seed: int, improve: bool) -> None:
    game = random_game(players, seed, improve, steps=150)
    initial = RULES.new_state(game.options, game.seats, seed)
    final = game.state.clone()
    steps = game.history.index
    game.history.jump(0)
    assert game.state == initial
    game.history.jump(steps)
    assert game.state == final


@given(st.integers(2, 5), st.integers(0, 10_000))
def test_save_and_load_mid_game_give_an_equal_state(players: int, seed: int) -> None:
    game = random_game(players, seed, steps=40)
    loaded = from_bytes(json.dumps(to_data(game)).encode(), registry.get)
    assert loaded.state == game.state
    assert loaded.history.labels() == game.history.labels()


def test_a_random_game_reaches_the_end() -> None:
    game = random_game(2, 7, steps=2000)
    assert game.state.is_over()
    assert all(s != "building" for s in game.state.status)


def test_bots_finish_a_five_player_game_medium_and_hard_with_optimal_boards() -> None:
    seats = [Seat(f"{level} {i}", "bot", level) for i, level in enumerate(["hard", "medium", "easy", "hard", "medium"])]
    game = Game.new(RULES, seats, 3)
    record = play_out(game, bots_for(game, 3))
    state = game.state
    assert state.is_over() and record.scores == state.scores()
    for seat in range(5):
        best = best_arrangement(state.board(seat), state.owned(seat)).score
        assert state.scores()[seat] == best if seat != 2 else state.scores()[seat] <= best
    easy = {cell: (tile(t).kind, rot) for cell, (t, rot) in sketch(state.board(2), state.owned(2)).items()}
    assert {cell: (tile(p[0]).kind, p[1]) for cell, p in enumerate(state.cells[2]) if p is not None} == easy
    labels = game.history.labels()
    assert any(" drafts " in label for label in labels) and any(" rearranges the board" in label for label in labels)
    # one step per arrangement: never a tile at a time
    assert not any(word in label for label in labels for word in (" places ", " rotates ", " moves ", " swaps "))
    assert all(step.by_bot for step in game.history.steps)


def test_selfplay_and_replay_from_the_command_line(tmp_path: Path, capsys) -> None:
    assert main(["selfplay", "microchip", "--seats", "bot:easy,bot:easy", "--seed", "1", "--games", "2"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert [len(g["scores"]) for g in result["games"]] == [2, 2]
    game = Game.new(RULES, [Seat("a", "bot", "easy"), Seat("b", "bot", "easy")], 5)
    play_out(game, bots_for(game, 5))
    path = tmp_path / "chip.json"
    save(game, path)
    assert main(["replay", str(path)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["ok"] and replayed["over"] and replayed["scores"] == list(game.state.scores())
