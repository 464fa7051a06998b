"""Rearrange: a whole board laid out in one step (how bots arrange), checked as strictly as each small step."""

from __future__ import annotations

import json

import pytest

from microgames.engine.codec import Wrong
from microgames.engine.commands import command_from_dict
from microgames.engine.errors import IllegalMove
from microgames.engine.history import History
from microgames.engine.seats import Seat
from microgames.games.microchip.boards import parse_cell as at
from microgames.games.microchip.commands import COMMANDS, Finish, Place, Rearrange
from microgames.games.microchip.diagram import draw
from tests.games.microchip.test_arranging import two_tables

TYPES = {kind.save_name(): kind for kind in COMMANDS}


def test_a_rearrangement_places_moves_turns_and_returns_in_one_undoable_step() -> None:
    state = two_tables()
    tee, terminal, corner, cross = state.trays[0]
    history = History(state, [Seat("Pink"), Seat("Blue")])
    history.execute(Place(0, tee, at("A1"), 0))
    history.execute(Place(0, cross, at("E2"), 0))
    before = history.state.clone()
    # the tee moves A1 -> D3 and turns, the corner comes from the tray, the cross goes back
    history.execute(Rearrange(0, ((tee, at("D3"), 2), (corner, at("B1"), 1), (terminal, at("A1"), 3))))
    after = history.state
    assert after.placed(0) == {at("A1"): (terminal, 3), at("B1"): (corner, 1), at("D3"): (tee, 2)}
    assert after.trays[0] == [cross]  # the tray kept its order; the board's leftovers joined its end
    assert history.labels()[-1] == "Pink rearranges the board"
    assert history.index == 3
    history.undo()
    assert history.state == before
    history.redo()
    assert draw(history.state, 0) == draw(after, 0)


def test_rotations_are_kept_canonical() -> None:
    state = two_tables()
    cross = state.trays[0][3]
    Rearrange(0, ((cross, at("A1"), 3),)).apply(state)
    assert state.cells[0][at("A1")] == (cross, 0)


@pytest.mark.parametrize(("placements", "reason"), [
    (((100, 0, 0),), "Only your own tiles"),
    (("theirs",), "whole numbers"),
    (((0, 0),), "whole numbers"),
    (((True, 0, 0),), "whole numbers"),
    (((0, 0, "1"),), "whole numbers"),
    (((0, 25, 0),), "not a space on your board"),
    (((0, -1, 0),), "not a space on your board"),
    (((0, 0, 4),), "0 to 3 quarter turns"),
    (((0, 0, 0), (0, 13, 0)), "only one place"),
    (((0, 0, 0), (3, 0, 0)), "only one tile"),
    (((0, 1, 0),), "red space"),
])
def test_bad_rearrangements_are_refused_and_change_nothing(placements: tuple, reason: str) -> None:
    state = two_tables()
    tee, _, _, cross = state.trays[0]
    theirs = state.trays[1][0]
    ids = {0: tee, 3: cross, 100: theirs}

    def real(entry: object) -> object:  # the tile ids of the table above
        if isinstance(entry, tuple) and len(entry) == 3 and type(entry[0]) is int:
            return (ids[entry[0]], *entry[1:])
        return entry

    command = Rearrange(0, tuple(real(e) for e in placements))
    before = state.clone()
    with pytest.raises(IllegalMove, match=reason):
        command.apply(state)
    assert state == before


def test_no_change_a_locked_board_and_someone_elses_seat_are_refused() -> None:
    state = two_tables()
    tee = state.trays[0][0]
    with pytest.raises(IllegalMove, match="already laid out"):
        Rearrange(0, ()).apply(state)
    with pytest.raises(IllegalMove, match="Only your own tiles"):
        Rearrange(1, ((tee, at("A1"), 0),)).apply(state)
    Finish(0).apply(state)
    with pytest.raises(IllegalMove, match="You have finished"):
        Rearrange(0, ((tee, at("A1"), 0),)).apply(state)
    with pytest.raises(IllegalMove, match="no seat 7"):
        Rearrange(6, ()).apply(state)


def test_a_rearrangement_goes_through_a_save_file() -> None:
    state = two_tables()
    tee, terminal = state.trays[0][:2]
    command = Rearrange(0, ((tee, at("D3"), 2), (terminal, at("A1"), 3)))
    data = json.loads(json.dumps(command.to_dict()))
    assert data == {"type": "Rearrange", "seat": 0, "placements": [[tee, at("D3"), 2], [terminal, at("A1"), 3]]}
    again = command_from_dict(data, TYPES)
    assert again == command
    again.apply(state)
    assert state.placed(0) == {at("A1"): (terminal, 3), at("D3"): (tee, 2)}
    with pytest.raises(Wrong, match="should list 3 values"):
        command_from_dict({"type": "Rearrange", "seat": 0, "placements": [[1, 2]]}, TYPES)
    with pytest.raises(Wrong, match="whole number"):
        command_from_dict({"type": "Rearrange", "seat": 0, "placements": [[1, "2", 0]]}, TYPES)
