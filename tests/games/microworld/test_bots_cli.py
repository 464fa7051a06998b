"""Bots play legally from their own view only; selfplay and replay work from the command line."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from microgames import cli
from microgames.engine.bots import play_out
from microgames.engine.saves import save
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games.microworld.bots import HardBot, determinize, make_bot
from microgames.games.microworld.commands import EndTurn, Place, UseGene
from microgames.games.microworld.genes import BLOCK, TOKEN_COUNT
from microgames.games.microworld.rules import RULES, new_state
from microgames.games.microworld.state import AFTER, BEFORE, HIDDEN, NONE, TOTAL_TURNS, MicroworldState

EVERYTHING = {f"rule_{letter}": True for letter in "abcdefgh"}


def _midgame(seed: int, steps: int, options: dict | None = None) -> MicroworldState:
    state = new_state(options or {}, (), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            break
        rng.choice(state.legal_commands(state.awaiting()[0])).apply(state)
    return state


def _all_tokens(state: MicroworldState) -> list[int]:
    lying = [t for t in state.token_at if t != NONE]
    aside = [state.set_aside] if state.set_aside != NONE else []
    pending = [state.pending[0]] if state.pending else []
    return sorted(lying + aside + state.leftovers + state.hand[0] + state.hand[1] + state.used[0] + state.used[1] + pending)


@pytest.mark.parametrize("seed", range(8))
def test_determinize_deals_every_token_once_and_keeps_what_is_known(seed: int) -> None:
    state = _midgame(seed, 5 + 4 * seed, EVERYTHING if seed % 2 else None)
    seat = state.awaiting()[0] if state.awaiting() else 0
    view = state.view(seat)
    sample = determinize(view, seat, random.Random(seed))
    assert _all_tokens(sample) == list(range(TOKEN_COUNT)) == _all_tokens(state)
    assert sample.hand[seat] == state.hand[seat] and sample.used == state.used
    assert HIDDEN not in sample.token_at + sample.hand[1 - seat]


def test_the_hard_bot_decides_from_the_view_only() -> None:
    state = _midgame(3, 9)
    seat = state.awaiting()[0]
    twin = state.clone()
    hidden = [c for c, t in enumerate(twin.token_at) if t != NONE]
    twin.token_at[hidden[0]], twin.token_at[hidden[1]] = twin.token_at[hidden[1]], twin.token_at[hidden[0]]
    assert twin.view(seat) == state.view(seat) and twin != state
    first = HardBot(seat, 5, iterations=120).choose(state.view(seat), 1.0)
    second = HardBot(seat, 5, iterations=120).choose(twin.view(seat), 1.0)
    assert first == second and first in state.legal_commands(seat)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_finishes_a_game_with_all_rules(level: str) -> None:
    seats = (Seat("one", "bot", level), Seat("two", "bot", "easy"))
    game = Game.new(RULES, seats, 11, EVERYTHING)
    record = play_out(game, {0: make_bot(level, 0, 1), 1: make_bot("easy", 1, 2)}, budget=0.02)
    assert game.state.is_over() and len(record.scores) == 2


def test_selfplay_and_replay_from_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["selfplay", "microworld", "--seats", "bot:hard,bot:easy", "--seed", "1", "--games", "2",
                     "--budget", "0.02"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and [g["seats"] for g in out["games"]] == [["bot:hard", "bot:easy"], ["bot:easy", "bot:hard"]]
    game = Game.new(RULES, (Seat("Ana"), Seat("Ben")), 4, {"scenario": "10"})
    rng = random.Random(4)
    for _ in range(30):
        game.history.execute(rng.choice(game.state.legal_commands(game.state.awaiting()[0])))
    path = tmp_path / "mid.microgame"
    save(game, path)
    assert cli.main(["replay", str(path)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["ok"] and replayed["scores"] == list(game.state.scores()) and replayed["moves"] == 30


@pytest.mark.parametrize("seed", range(3))
def test_the_hard_bot_keeps_a_block_token_that_can_block_nothing(seed: int) -> None:
    """On the last turn Block opponent stops nothing: kept, it is worth the tie-break."""
    state = new_state({}, (), seed)
    rng = random.Random(seed)
    while not (state.turn == TOTAL_TURNS - 1 and state.phase == BEFORE):
        rng.choice([m for m in state.legal_commands(state.awaiting()[0]) if not isinstance(m, UseGene)]).apply(state)
    seat = state.active
    for tokens in (state.hand[0], state.hand[1], state.leftovers):
        if BLOCK in tokens:
            tokens.remove(BLOCK)
    state.token_at = [NONE if t == BLOCK else t for t in state.token_at]
    state.hand[seat] = [BLOCK]
    rng.choice([m for m in state.legal_commands(seat) if isinstance(m, Place)]).apply(state)
    assert state.phase == AFTER and UseGene(seat, BLOCK, NONE) in state.legal_commands(seat)
    assert HardBot(seat, seed, iterations=200).choose(state.view(seat), 1.0) == EndTurn(seat)
