"""Microworld's log says what no one chose: a target tile claimed at once (rule B), rule D's bonus and its
face-down token, the end of the game with the tissues' count. A reopened save says the same."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from microgames.engine.commands import Command
from microgames.engine.session import Game
from tests.support.random_play import Policy, any_move, logged_events, new_game, play_until, reopened


def most_points(game: Game, moves: Sequence[Command], rng: random.Random) -> Command:
    """The move that scores most at once (ties broken at random): it reaches 15 points or a chain sooner."""
    state = game.state

    def gain(move: Command) -> float:
        trial = state.clone()
        move.apply(trial)
        return trial.points[move.seat] - state.points[move.seat] + rng.random()

    return max(moves, key=gain)


@pytest.mark.parametrize(("target", "seed", "policy"), [("bone", 2, any_move), ("genes", 14, any_move),
                                                        ("fifteen", 3, most_points), ("chain", 3, most_points)])
def test_a_claimed_target_is_said_under_the_move_that_met_it_and_again_after_loading(target: str, seed: int,
                                                                                      policy: Policy) -> None:
    game = new_game("microworld", 2, seed=4, rule_b=True, target=target)
    step = play_until(game, lambda s: any("achieve the target" in e for e in s.events), seed, policy)
    winner = game.state.target_winner
    line = next(e for e in step.events if "achieve the target" in e)
    assert line.startswith(("Viruses", "Anticorps")[winner]) and ": +5 at once" in line
    assert logged_events(reopened(game)) == logged_events(game)


def test_rule_d_says_a_token_was_drawn_but_never_which() -> None:
    game = new_game("microworld", 2, seed=4, rule_d=True)
    step = play_until(game, lambda s: any("reach 10 points first" in e for e in s.events), seed=2)
    line = next(e for e in step.events if "reach 10 points first" in e)
    assert line.endswith("+2 and a leftover gene token, face down.")
    assert logged_events(reopened(game)) == logged_events(game)


def test_the_end_of_the_game_is_said_under_the_last_move() -> None:
    game = new_game("microworld", 2, seed=4)
    step = play_until(game, lambda s: game.state.is_over(), seed=2)
    assert step.events[0].startswith("The game ends: the tissues give Viruses ")
    assert step.events[-1].endswith(".") and ("win" in step.events[-1] or "draw" in step.events[-1])
    assert logged_events(reopened(game)) == logged_events(game)
