"""Microchip's log: the draft running out, a finished player sent back by a higher score, the end of the game
said as events; a seat's spell of arranging gathered into one line while every change stays its own undo."""

from __future__ import annotations

import random
from collections.abc import Sequence

from microgames.engine.commands import Command
from microgames.engine.movelog import log_entries
from microgames.engine.session import Game
from microgames.games.microchip.bots import make_bot
from microgames.games.microchip.commands import Concede, Draft, Finish, Place, Rotate
from microgames.games.microchip.tiles import tile
from tests.support.random_play import logged_events, new_game, play_until, reopened


def drafts_first(game: Game, moves: Sequence[Command], rng: random.Random) -> Command:
    return next(move for move in moves if isinstance(move, Draft))


def test_the_end_of_the_draft_is_said_under_the_last_draft_and_again_after_loading() -> None:
    game = new_game("microchip", 2, seed=3)
    step = play_until(game, lambda s: game.state.phase != "drafting", policy=drafts_first)
    assert isinstance(step.commands[0], Draft)
    assert step.events == ("The pool is empty: the draft is over. Everyone finishes their board.",)
    assert logged_events(reopened(game)) == logged_events(game)


def test_a_player_below_a_higher_posted_score_is_told_so_and_the_last_finish_ends_the_game() -> None:
    game = new_game("microchip", 2, seed=3)
    play_until(game, lambda s: game.state.phase != "drafting", policy=drafts_first)
    history = game.history
    history.execute(Finish(0))  # an empty board: the lowest score there is
    history.execute(make_bot("hard", 1, 1).choose(game.state.view(1), 0.2))  # a board laid out for points
    step = history.execute(Finish(1))
    assert step is not None and game.state.status[0] == "building"
    low, high = game.state.posted
    assert step.events == (f"P1 scored {low}, below {high}: P1 may improve and finish again, or concede.",)
    last = history.execute(Concede(0))
    assert last is not None and last.events == (f"The game is over: P2 wins with {high} points.",)
    assert logged_events(reopened(game)) == logged_events(game)


def test_a_spell_of_arranging_is_one_log_line_and_every_change_its_own_undo() -> None:
    game = new_game("microchip", 2, seed=3)
    history = game.history
    play_until(game, lambda s: True, policy=drafts_first)  # P1 drafts a tile
    tile_id = game.state.trays[0][0]
    assert tile(tile_id).shape.rotations > 1  # a tile that turns
    cell = next(c for c in range(25) if game.state.board(0).colour(c) == tile(tile_id).colour.key)
    history.execute(Place(0, tile_id, cell))
    for _ in range(5):
        history.execute(Rotate(0, cell))
    play_until(game, lambda s: True, policy=drafts_first)  # P2 drafts: P1's spell is over
    history.execute(Rotate(0, cell))
    entries = log_entries(history.applied())
    assert [(e.first, e.last) for e in entries] == [(1, 1), (2, 7), (8, 8), (9, 9)]
    assert entries[1].text.startswith("P1 arranges the board (6 changes, the last: rotates the ")
    assert entries[3].text.startswith("P1 rotates the ")  # a spell of one change is its own sentence
    assert history.index == 9
    history.undo()
    history.undo()
    assert history.index == 7  # undo takes back one gesture at a time (the draft between is a step too)
    assert [(e.first, e.last) for e in log_entries(reopened(game).history.applied())] == [(1, 1), (2, 7)]


def test_a_finish_that_comes_back_is_logged_as_such_even_at_the_same_score() -> None:
    game = new_game("microchip", 2, seed=3)
    play_until(game, lambda s: game.state.phase != "drafting", policy=drafts_first)
    history = game.history
    history.execute(make_bot("hard", 1, 1).choose(game.state.view(1), 0.2))  # Red lays out a board for points
    high = game.state.score(1).points
    history.execute(Finish(1))
    low = game.state.score(0).points  # Blue has placed nothing: below Red
    for _ in range(2):  # the second time nothing else changes: the log still tells it
        step = history.execute(Finish(0))
        assert step is not None and game.state.status[0] == "building"
        assert step.label == f"P1 finishes with {low} points; the Finish comes back, below P2's {high}"
    assert log_entries(history.applied())[-1].text == step.label
    assert logged_events(reopened(game)) == logged_events(game)
    history.execute(Concede(0))
    assert game.state.phase == "over"
    assert Finish(1).label(game.state) == f"P2 finishes with {high} points"  # no Finish comes back once it is over
