"""Bots play legally from their view; the hard bot samples hidden cards consistently; the CLI plugs in."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from microgames import cli
from microgames.engine.bots import bots_for, play_out
from microgames.engine.rng import Rng
from microgames.engine.saves import save
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games.remediate import cards as C
from microgames.games.remediate.bots import HardBot, determinize, make_bot, medium_choice
from microgames.games.remediate.rules import RULES


def bot_game(levels: list[str], seed: int) -> Game:
    seats = [Seat(f"{level} {i}", kind="bot", level=level) for i, level in enumerate(levels)]
    return Game.new(RULES, seats, seed)


@pytest.mark.parametrize("levels", [["easy", "medium"], ["medium", "medium", "easy", "medium", "easy", "medium"]])
def test_easy_and_medium_play_whole_games(levels: list[str]) -> None:
    for seed in range(3):
        game = bot_game(levels, seed)
        record = play_out(game, bots_for(game, seed), budget=0.01)
        assert game.state.is_over() and record.steps > 10


def test_hard_bot_plays_a_whole_game_within_a_small_budget() -> None:
    game = bot_game(["hard", "medium", "medium"], 4)
    record = play_out(game, bots_for(game, 4), budget=0.01)
    assert game.state.is_over() and max(record.decision_seconds) < 2.0


def test_medium_beats_easy() -> None:
    wins = 0
    for seed in range(8):
        game = bot_game(["medium", "easy", "easy"] if seed % 2 else ["easy", "easy", "medium"], seed)
        play_out(game, bots_for(game, seed), budget=0.0)
        medium = 0 if seed % 2 else 2
        wins += medium in game.state.winners
    assert wins >= 6


def test_medium_choices_are_always_legal() -> None:
    for seed in range(4):
        state = bot_game(["medium"] * 4, seed).state
        while not state.is_over():
            medium_choice(state.view(state.turn), state.turn).apply(state)  # apply validates


def test_determinize_fits_the_view() -> None:
    game = bot_game(["medium"] * 4, 11)
    play_out_steps = 60
    for _ in range(play_out_steps):
        state = game.state
        game.history.execute(medium_choice(state, state.turn))
    state = game.state
    view = state.view(1)
    sample = determinize(view, 1, Rng(5))
    assert sample.hands[1] == state.hands[1] and sample.cloned == state.cloned and sample.discard == state.discard
    assert [len(h) for h in sample.hands] == [len(h) for h in state.hands] and len(sample.pool) == len(state.pool)
    assert Counter(c for h in sample.hands for c in h) + Counter(sample.pool) == Counter(
        c for h in state.hands for c in h) + Counter(state.pool)
    assert len(sample.envs) == len(state.envs)
    assert set(sample.envs).isdisjoint(set(state.past_envs) | {state.env})
    assert sample.card_total() == (C.GENE_COUNT, C.PLASTIC_COUNT, 25)


def test_hard_bot_sees_only_its_view() -> None:
    state = bot_game(["hard", "medium"], 2).state
    view = state.view(0)
    bot = HardBot("hard", 0, 1)
    moves = [bot.choose(view, 0.01) for _ in range(2)]
    assert all(m.seat == 0 for m in moves)
    assert view == state.view(0)  # choosing does not change the view it was given


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="easy, medium or hard"):
        make_bot("expert", 0, 1)


def test_selfplay_and_replay_from_the_command_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code = cli.main(["selfplay", "remediate", "--seats", "bot:hard,bot:medium,bot:medium,bot:medium",
                     "--seed", "1", "--games", "2", "--budget", "0.01"])
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert len(result["games"]) == 2 and all(len(g["scores"]) == 4 for g in result["games"])
    game = bot_game(["medium", "easy", "medium"], 3)
    play_out(game, bots_for(game, 3), budget=0.0)
    save(game, tmp_path / "g.json")
    assert cli.main(["replay", str(tmp_path / "g.json")]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["ok"] and replayed["over"] and replayed["scores"] == list(game.state.scores())
