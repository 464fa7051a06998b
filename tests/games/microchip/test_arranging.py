"""Arranging: place, rotate, move, swap, return, clear; hard rules refused, soft rules only flagged."""

from __future__ import annotations

import pytest

from microgames.engine.errors import IllegalMove
from microgames.engine.history import History
from microgames.engine.seats import Seat
from microgames.games.microchip.boards import parse_cell as at
from microgames.games.microchip.commands import ClearBoard, Draft, Move, Place, ReturnToTray, Rotate
from microgames.games.microchip.diagram import draw, parse
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.tiles import tile
from tests.support.microchip import board_a, table
from tests.games.microchip.test_setup import new_game

def two_tables() -> MicrochipState:
    second = "\n".join(["Board B", "   A  B  C  D  E", "1  b. r. g. y. p.", "2  g. y. p. b. r.",
                        "3  p. b. r. g. y.", "4  r. g. y. p. b.", "5  y. p. b. r. g.", "Tray: G│"])
    return table([board_a(tray="B┬ B╵ R└ B┼"), second], names=["Pink", "Blue"])


def run(state: MicrochipState, *commands) -> History:
    history = History(state, [Seat("Pink"), Seat("Blue")])
    for command in commands:
        history.execute(command)
    return history


def test_place_rotate_move_and_return_with_labels() -> None:
    state = two_tables()
    tee, terminal, corner, cross = state.trays[0]
    history = run(state)
    steps = [
        (Place(0, tee, at("A1"), 1), "Pink places a blue T-junction on A1"),
        (Rotate(0, at("A1")), "Pink rotates the T-junction at A1"),
        (Rotate(0, at("A1"), -1), "Pink rotates the T-junction at A1 anticlockwise"),
        (Place(0, terminal, at("D3")), "Pink places a blue terminal on D3"),
        (Move(0, at("D3"), at("E2")), "Pink moves the terminal from D3 to E2"),
        (Move(0, at("E2"), at("A1")), "Pink swaps the terminal at E2 with the T-junction at A1"),
        (ReturnToTray(0, at("A1")), "Pink returns the terminal at A1 to the tray"),
        (ClearBoard(0), "Pink clears the board (1 tile back to the tray)"),
    ]
    for command, label in steps:
        assert command.label(history.state) == label
        history.execute(command)
    assert history.state.trays[0] == [corner, cross, terminal, tee]
    assert history.state.placed(0) == {}


def test_pictures_of_the_steps() -> None:
    state = two_tables()
    tee = state.trays[0][0]
    history = run(state, Place(0, tee, at("B5"), 0), Rotate(0, at("B5")))
    assert draw(history.state, 0) == board_a("5  p. B┤ r. g. y.", tray="B╵ R└ B┼").strip()


def test_wrong_colour_is_refused_and_changes_nothing() -> None:
    state = two_tables()
    before = state.clone()
    with pytest.raises(IllegalMove, match="B1 is a red space; a blue tile cannot go there"):
        Place(0, state.trays[0][0], at("B1")).apply(state)
    state.cells[0][at("A1")] = (state.trays[0].pop(0), 0)
    with pytest.raises(IllegalMove, match="red space"):
        Move(0, at("A1"), at("B1")).apply(state)
    assert before.trays[0][1:] == state.trays[0]


def test_not_your_tile_and_not_your_board() -> None:
    state = two_tables()
    theirs = state.trays[1][0]
    with pytest.raises(IllegalMove, match="not yours: it belongs to Blue"):
        Place(0, theirs, at("C1")).apply(state)
    with pytest.raises(IllegalMove, match="not in your tray"):
        Place(0, 59, at("E1")).apply(state)
    with pytest.raises(IllegalMove, match="no tile on A1"):
        Rotate(0, at("A1")).apply(state)


def test_occupied_spaces_and_swaps() -> None:
    state = two_tables()
    tee, terminal, _, cross = state.trays[0]
    history = run(state, Place(0, tee, at("A1")))
    with pytest.raises(IllegalMove, match="A1 is already taken"):
        history.execute(Place(0, terminal, at("A1")))
    history.execute(Place(0, cross, at("E2")))
    history.execute(Move(0, at("A1"), at("E2")))
    assert history.state.cells[0][at("A1")] == (cross, 0) and history.state.cells[0][at("E2")] == (tee, 0)
    with pytest.raises(IllegalMove, match="looks the same"):
        history.execute(Rotate(0, at("A1")))
    with pytest.raises(IllegalMove, match="already there"):
        history.execute(Move(0, at("A1"), at("A1")))


def test_clear_board_needs_a_tile() -> None:
    with pytest.raises(IllegalMove, match="already empty"):
        ClearBoard(0).apply(two_tables())


def test_arranging_is_allowed_during_other_seats_draft_turns() -> None:
    game = new_game(2)
    state = game.state
    game.history.execute(Draft(0, state.column(9)[0]))
    tile_id = game.state.trays[0][0]
    colour = tile(tile_id).colour.key
    cell = game.state.board(0).cells_of(colour)[0]
    assert game.state.turn == 1
    game.history.execute(Place(0, tile_id, cell, 0))
    assert game.state.placed(0) == {cell: (tile_id, 0)}


def test_placements_keep_canonical_rotations() -> None:
    state = two_tables()
    cross = state.trays[0][3]
    Place(0, cross, at("A1"), 3).apply(state)
    assert state.cells[0][at("A1")] == (cross, 0)
    layout = parse(draw(state, 0))
    assert layout.cells[at("A1")] == (0, 0)  # blue cross is tile 0
