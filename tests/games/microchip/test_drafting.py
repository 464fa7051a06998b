"""Drafting: seat order, one tile a turn, only from the active (rightmost non-empty) column."""

from __future__ import annotations

import pytest

from microgames.engine.errors import IllegalMove
from microgames.engine.history import UndoPolicy
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games.microchip.commands import Draft, Finish
from microgames.games.microchip.state import EMPTY
from microgames.games.microchip.tiles import tile
from microgames.games.microchip.rules import RULES
from tests.games.microchip.test_setup import new_game


def test_the_active_column_is_the_rightmost_with_tiles() -> None:
    state = new_game(2).state
    assert state.active_column() == 9
    for row in state.pool:
        row[9] = EMPTY
    assert state.active_column() == 8
    state.pool[2][3] = EMPTY
    assert state.active_column() == 8


def test_drafting_moves_a_tile_to_the_tray_and_passes_the_turn() -> None:
    game = new_game(3)
    first = game.state.pool[0][11]
    label = Draft(0, first).label(game.state)
    assert label == f"P0 drafts {'an' if tile(first).describe()[0] in 'aeiou' else 'a'} {tile(first).describe()} from column 12"
    game.history.execute(Draft(0, first))
    assert game.state.trays[0] == [first] and game.state.pool[0][11] == EMPTY
    assert game.state.turn == 1 and game.state.awaiting() == (1,)


def test_a_draft_out_of_turn_is_refused_with_the_reason() -> None:
    game = new_game(2)
    before = game.state.clone()
    with pytest.raises(IllegalMove, match="It is P0's turn to draft"):
        game.history.execute(Draft(1, game.state.pool[0][9]))
    assert game.state == before


def test_a_draft_from_another_column_is_refused_with_the_reason() -> None:
    game = new_game(2)
    with pytest.raises(IllegalMove, match="column 10, the rightmost"):
        game.history.execute(Draft(0, game.state.pool[0][3]))
    with pytest.raises(IllegalMove, match="not in the pool"):
        game.history.execute(Draft(0, 999))


def test_when_a_column_is_exhausted_the_next_one_left_opens() -> None:
    game = new_game(2)
    for _ in range(5):
        column = game.state.active_column()
        game.history.execute(Draft(game.state.turn, game.state.column(column)[0]))
    assert game.state.active_column() == 8
    assert game.state.turn == 1  # five drafts: P0, P1, P0, P1, P0


def test_the_whole_draft_deals_the_pool_evenly_then_building_starts() -> None:
    game = new_game(2)
    with pytest.raises(IllegalMove, match="once every tile"):
        game.history.execute(Finish(0))
    while game.state.phase == "drafting":
        state = game.state
        game.history.execute(Draft(state.turn, state.column(state.active_column())[-1]))
    assert [len(t) for t in game.state.trays] == [25, 25]
    assert game.state.phase == "building" and game.state.awaiting() == (0, 1)
    with pytest.raises(IllegalMove, match="draft is over"):
        game.history.execute(Draft(0, 0))


def test_undoing_a_draft_puts_the_tile_back_and_returns_the_turn() -> None:
    game = Game.new(RULES, [Seat("P0"), Seat("P1")], 1, policy=UndoPolicy.STRICT)
    before = game.state.clone()
    game.history.execute(Draft(0, game.state.pool[0][9]))
    assert game.history.undo_refusal(0) is None
    game.history.undo(0)
    assert game.state == before and game.state.turn == 0
    game.history.execute(Draft(0, game.state.pool[0][9]))
    game.history.execute(Draft(1, game.state.pool[1][9]))
    refusal = game.history.undo_refusal(0)
    assert refusal is not None and refusal.endswith("was P1's move.")
