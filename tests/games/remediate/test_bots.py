"""Bots play legally from their view; the hard bot samples hidden cards consistently; the CLI plugs in."""

from __future__ import annotations

import json
import time
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
from microgames.games.remediate import bots
from microgames.games.remediate import effects as E
from microgames.games.remediate.bots import (
    MARGIN_WEIGHT, MIN_STEPS, SHORTLIST, HardBot, candidates, determinize, final_share, make_bot, medium_choice,
    playout, shortlist,
)
from microgames.games.remediate.commands import ChooseResistance, Clone, Draw, Remediate, SkipClone
from microgames.games.remediate.rules import RULES
from microgames.games.remediate.state import RemediateState


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


def test_the_clock_caps_a_hard_decision_whatever_work_the_budget_allows(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a slow or busy machine the steps a budget buys may take longer than the budget: the clock stops them."""
    monkeypatch.setattr(bots, "STEPS_PER_SECOND", 10**9)  # work alone would never end the search
    state = bot_game(["hard", "medium", "medium", "medium"], 9).state  # the game's start: the longest playouts
    bot = HardBot("hard", 0, 3)
    began = time.perf_counter()
    bot.choose(state.view(0), 0.05)
    assert time.perf_counter() - began < 0.5 and bot.playouts >= 4


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


def _midgame(seats: int, seed: int, steps: int) -> RemediateState:
    game = bot_game(["medium"] * seats, seed)
    for _ in range(steps):
        state = game.state
        if state.is_over():
            break
        game.history.execute(medium_choice(state, state.turn))
    return game.state.clone()


def _act_state(seed: int) -> RemediateState:
    """A mid-game state at some seat's act step (where the hard bot weighs several moves)."""
    game = bot_game(["medium"] * 4, seed)
    for _ in range(400):
        state = game.state
        if state.phase == "act" and state.turns > 12 and len(candidates(state, state.turn)) > 1:
            return state.clone()
        game.history.execute(medium_choice(state, state.turn))
    raise AssertionError("no act step with a choice")


def test_hard_candidates_hold_no_dominated_remediation() -> None:
    for seed in range(6):
        state = _act_state(seed)
        seat, most = state.turn, E.remediation_amount(state, state.turn)
        amounts = sorted(m.amount for m in candidates(state, seat) if isinstance(m, Remediate))
        assert amounts[-1:] == [most] or not most
        assert all(n == most or n == state.env_plastic for n in amounts)  # less only to stop at the boundary


def test_two_views_differing_only_in_hidden_cards_get_the_same_choice() -> None:
    for seed in (3, 8):
        state = _act_state(seed) if seed == 3 else _midgame(4, seed, 90)
        seat = state.turn
        twin = state.clone()
        other = (seat + 1) % state.seats
        hidden = twin.hands[other] + twin.pool  # the same cards, dealt differently
        Rng(seed).shuffle(hidden)
        twin.hands[other], twin.pool = hidden[:len(twin.hands[other])], hidden[len(twin.hands[other]):]
        twin.envs = twin.envs[::-1]
        twin.rng = Rng(seed + 99)
        assert (twin.hands[other], twin.pool) != (state.hands[other], state.pool)
        for level in ("easy", "medium", "hard"):
            first = make_bot(level, seat, 7).choose(state.view(seat), 0.05)
            second = make_bot(level, seat, 7).choose(twin.view(seat), 0.05)
            assert first == second, (level, first, second)


def test_a_seeded_hard_bot_chooses_the_same_and_its_work_follows_the_budget() -> None:
    state = _act_state(5)
    seat = state.turn
    # counted, not clocked: a loaded machine must not cut the larger budget's work down to the smaller's
    small, large = HardBot("hard", seat, 2, clocked=False), HardBot("hard", seat, 2, clocked=False)
    choices = [small.choose(state.view(seat), 0.001),
               HardBot("hard", seat, 2, clocked=False).choose(state.view(seat), 0.001)]
    assert choices[0] == choices[1]
    tiny_work = small.work
    large.choose(state.view(seat), 0.2)
    assert 0 < tiny_work < large.work
    assert tiny_work < 8 * MIN_STEPS  # a tiny budget buys a couple of samples, not a search


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_every_level_plays_legal_moves_at_any_table_size(seats: int) -> None:
    for seed in range(2):
        levels = [("easy", "medium", "hard")[(seat + seed) % 3] for seat in range(seats)]
        game = bot_game(levels, 100 + seed)
        bots = [make_bot(level, seat, seed) for seat, level in enumerate(levels)]
        for _ in range(70):
            state = game.state
            if state.is_over():
                break
            seat = state.turn
            game.history.execute(bots[seat].choose(state.view(seat), 0.003))  # the history validates


def test_easy_plays_simple_visible_moves() -> None:
    """Always draws, remediates all it can (or recycles the cheapest), and clones when it holds genes."""
    game = bot_game(["easy", "medium", "medium"], 6)
    bot = make_bot("easy", 0, 3)
    seen = Counter()
    while not game.state.is_over() and game.state.turns < 60:
        state = game.state
        seat = state.turn
        move = bot.choose(state.view(0), 0.0) if seat == 0 else medium_choice(state, seat)
        if seat == 0:
            seen[state.phase] += 1
            if state.phase == "draw":
                assert isinstance(move, Draw)
            elif state.phase == "clone":
                assert isinstance(move, Clone) == bool(state.hands[0])
            elif state.phase == "act" and not isinstance(move, ChooseResistance):
                most = E.remediation_amount(state, 0) if state.env >= 0 else 0
                assert move == Remediate(0, most) if most else not isinstance(move, Remediate)
        game.history.execute(move)
    assert seen["draw"] >= 10 and seen["act"] >= 10


def test_a_playout_plays_to_the_end_of_the_game_and_scores_the_final_win_share() -> None:
    for seed in range(4):
        state = _midgame(4, seed, 30 + 7 * seed)
        seat = state.turn
        sample = determinize(state.view(seat), seat, Rng(seed))
        medium_choice(sample, seat).execute(sample)  # the candidate move, then every seat plays on
        value, steps = playout(sample, seat, Rng(seed + 1))
        assert steps > 0 and sample.is_over() and sample.winners
        assert value == final_share(sample, seat)
        scores = sample.scores()
        margin = max(-20, min(20, scores[seat] - max(v for s, v in enumerate(scores) if s != seat)))
        won = 1 / len(sample.winners) if seat in sample.winners else 0.0
        assert value == pytest.approx(won + MARGIN_WEIGHT * margin)


def test_the_hard_bot_weighs_a_shortlist_of_the_heuristic_best_clones_and_skipping() -> None:
    for seed in range(12):
        game = bot_game(["medium"] * 4, seed)
        while game.state.phase != "clone" or len(candidates(game.state, game.state.turn)) <= SHORTLIST + 1:
            state = game.state
            if state.is_over():
                break
            game.history.execute(medium_choice(state, state.turn))
        state = game.state
        if state.is_over():
            continue
        seat = state.turn
        kept = shortlist(state.view(seat), seat)
        assert SkipClone(seat) in kept and len(kept) <= SHORTLIST + 1
        assert set(kept) <= set(candidates(state, seat))
        favourite = medium_choice(state.view(seat), seat)
        assert favourite in kept
