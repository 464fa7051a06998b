"""History semantics: undo, redo, jump, macros, the clean mark, redo truncation and the undo policies."""

from __future__ import annotations

import pytest

from microgames.engine.errors import IllegalMove, UndoRefused
from microgames.engine.history import UndoPolicy
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from tests.support.pebbles import RULES, DrawBonus, Take

PEOPLE = (Seat("Ana"), Seat("Ben"))
VS_BOT = (Seat("Ana"), Seat("Bot", kind="bot", level="easy"))


def new(seats=PEOPLE, policy=UndoPolicy.CASUAL, seed=7) -> Game:
    return Game.new(RULES, seats, seed, {}, policy)


def test_undo_restores_exact_state_and_redo_replays() -> None:
    game = new()
    initial = game.state.clone()
    game.history.execute(Take(0, 2))
    after_one = game.state.clone()
    game.history.execute(DrawBonus(1))
    final = game.state.clone()
    game.history.undo()
    assert game.state == after_one
    game.history.undo()
    assert game.state == initial
    game.history.redo()
    game.history.redo()
    assert game.state == final


def test_undo_restores_the_generator() -> None:
    game = new()
    game.history.execute(DrawBonus(0))
    drawn = game.state.bonus[0][:]
    game.history.undo()
    game.history.execute(DrawBonus(0))
    assert game.state.bonus[0] == drawn  # same draw again: the generator went back too


def test_refused_command_changes_nothing() -> None:
    game = new()
    before = game.state.clone()
    with pytest.raises(IllegalMove, match="not your turn"):
        game.history.execute(Take(1, 1))
    with pytest.raises(IllegalMove, match="1 to 3"):
        game.history.execute(Take(0, 4))
    assert game.state == before
    assert game.history.index == 0


def test_new_command_clears_redo_tail() -> None:
    game = new()
    game.history.execute(Take(0, 1))
    game.history.execute(Take(1, 1))
    game.history.undo()
    assert game.history.can_redo()
    game.history.execute(Take(1, 3))
    assert not game.history.can_redo()
    assert game.history.labels() == ["Seat 1 takes 1", "Seat 2 takes 3"]


def test_jump_anywhere() -> None:
    game = new()
    states = [game.state.clone()]
    for seat, count in [(0, 1), (1, 2), (0, 3), (1, 1)]:
        game.history.execute(Take(seat, count))
        states.append(game.state.clone())
    for target in [0, 4, 2, 3, 1, 4]:
        game.history.jump(target)
        assert game.state == states[target]
        assert game.history.index == target
    with pytest.raises(UndoRefused):
        game.history.jump(9)


def test_macro_is_one_step_and_all_or_nothing() -> None:
    game = new()
    before = game.state.clone()
    game.history.execute_macro("two turns", [Take(0, 1), Take(1, 2)])
    assert game.history.index == 1
    game.history.undo()
    assert game.state == before
    with pytest.raises(IllegalMove):
        game.history.execute_macro("bad", [Take(0, 1), Take(0, 1)])  # second is out of turn
    assert game.state == before and game.history.index == 0


def test_macro_context_manager_rolls_back_on_refusal() -> None:
    game = new()
    before = game.state.clone()
    with pytest.raises(IllegalMove):
        with game.history.macro("gesture"):
            game.history.execute(Take(0, 1))
            game.history.execute(Take(0, 1))
    assert game.state == before and game.history.index == 0
    with game.history.macro("gesture"):
        game.history.execute(Take(0, 1))
        game.history.execute(Take(1, 1))
    assert game.history.index == 1 and game.history.labels() == ["gesture"]


def test_clean_mark() -> None:
    game = new()
    assert game.history.is_clean
    game.history.execute(Take(0, 1))
    assert not game.history.is_clean
    game.history.mark_clean()
    assert game.history.is_clean
    game.history.undo()
    assert not game.history.is_clean
    game.history.redo()
    assert game.history.is_clean
    game.history.undo()
    game.history.execute(Take(0, 2))  # the saved position is gone
    assert not game.history.is_clean
    game.history.undo()
    assert not game.history.is_clean


def test_listeners_hear_every_change() -> None:
    game = new()
    events: list[str] = []
    unsubscribe = game.history.subscribe(lambda event, _history: events.append(event))
    game.history.execute(Take(0, 1))
    game.history.undo()
    game.history.redo()
    game.history.jump(0)
    game.history.mark_clean()
    unsubscribe()
    game.history.execute(Take(0, 1))
    assert events == ["executed", "undone", "redone", "jumped", "clean"]


def test_casual_undo_against_a_bot_goes_back_to_the_persons_decision() -> None:
    game = new(VS_BOT)
    game.history.execute(Take(0, 1))
    game.history.execute(Take(1, 2))  # bot reply
    mid = game.state.clone()
    game.history.execute(Take(0, 1))
    game.history.execute(Take(1, 3))  # bot reply
    assert game.history.undo_text() == "Undo Seat 1 takes 1"
    game.history.undo()
    assert game.state == mid and game.history.index == 2
    game.history.redo()  # the person's move and the bot's reply come back together
    assert game.history.index == 4


def test_strict_refuses_a_random_draw() -> None:
    game = new(policy=UndoPolicy.STRICT)
    game.history.execute(DrawBonus(0))
    with pytest.raises(UndoRefused, match="drew or revealed"):
        game.history.undo()


def test_strict_refuses_another_seats_move_and_a_finished_turn() -> None:
    game = new(policy=UndoPolicy.STRICT)
    game.history.execute(Take(0, 1))
    with pytest.raises(UndoRefused, match="turn is over"):
        game.history.undo()  # seat 2 plays now; seat 1's move is committed
    with pytest.raises(UndoRefused, match="Ana's move"):
        game.history.undo(requester=1)
    with pytest.raises(UndoRefused):
        game.history.jump(0)
    assert game.history.index == 1


def test_strict_refuses_a_bots_move() -> None:
    game = new(VS_BOT, policy=UndoPolicy.STRICT)
    game.history.execute(Take(0, 1))
    game.history.execute(Take(1, 1))
    assert "Bot's move" in (game.history.undo_refusal() or "")


def test_casual_allows_anything() -> None:
    game = new()
    game.history.execute(DrawBonus(0))
    game.history.execute(Take(1, 1))
    game.history.undo()
    game.history.undo()
    assert game.history.index == 0
    with pytest.raises(UndoRefused, match="nothing to undo"):
        game.history.undo()
    assert game.history.undo_text() == "Undo"
