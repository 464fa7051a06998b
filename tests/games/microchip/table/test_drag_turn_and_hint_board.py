"""What a player sees before they commit: the dragged tile drawn in the turn it lands in over each lit space,
and the hint as a board of its own that stays until the player's own tiles change."""

from __future__ import annotations

from PySide6.QtCore import Qt

from microgames.games.microchip.boards import CELLS
from microgames.games.microchip.commands import Draft, Finish
from microgames.games.microchip.table.gestures import Source, Spot
from microgames.games.microchip.tiles import tile
from tests.support.microchip_table import assert_scene_matches, settle


def test_a_dragged_tile_shows_the_turn_it_lands_in_over_each_lit_space(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    moves = h.table.moves
    while True:  # Blue drafts until a tray tile lands turned somewhere (a wire would point off the board)
        state = h.state
        found = [(t, c) for t in state.trays[0] for c in range(CELLS)
                 if state.cells[0][c] is None and state.board(0).colour(c) == tile(t).colour.key
                 and (moves.landing_rotation(Source("tray", 0, t), Spot("cell", 0, c)) or 0) != 0]
        if found:
            break
        h.context.submit(Draft(state.turn, h.active_tiles()[0]))
    tile_id, cell = found[0]
    want = moves.landing_rotation(Source("tray", 0, tile_id), Spot("cell", 0, cell))
    item = h.table.tiles[tile_id]
    shown: list[int] = []
    h.drag(h.tile_point(tile_id), h.cell_point(0, cell), during=lambda: shown.append(item.rotation_index))
    assert shown == [want], "the tile held over the space is not drawn in the turn it lands in"
    assert h.state.cells[0][cell] == (tile_id, want)  # and it lands so
    assert_scene_matches(h.qtbot, h.table, "a drop that turned the tile")
    assert item.rotation() == 0, "the tile turned again after landing"


def building(h) -> None:  # type: ignore[no-untyped-def]
    """The draft played out by commands (setup, not gestures)."""
    while h.state.phase == "drafting":
        h.context.submit(Draft(h.state.turn, h.active_tiles()[0]))


def test_the_hint_board_stays_through_another_seats_resume_and_goes_when_your_board_changes(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table(seed=4)
    building(h)
    assert h.context.submit(Finish(1))  # Red finishes, to resume building later
    blue, red = h.table.bars[0].buttons, h.table.bars[1].buttons
    h.qtbot.mouseClick(blue["hint"], Qt.MouseButton.LeftButton)
    board = h.table.hint_board
    assert board.isVisible() and h.table.hint
    h.qtbot.mouseClick(red["resume"], Qt.MouseButton.LeftButton)  # another seat's action
    assert h.state.status[1] == "building" and h.game.history.labels()[-1] == "Red resumes building"
    assert board.isVisible() and h.table.hint, "another seat's Resume cleared the hint"
    assert blue["apply_hint"].isEnabled()
    assert not h.state.placed(0)  # Blue's own board changes: a tray tile dragged onto it
    tile_id = h.state.trays[0][0]
    h.drag(h.tile_point(tile_id), h.cell_point(0, h.empty_cell_for(0, tile_id)))
    assert h.state.placed(0)
    settle(h.qtbot, h.table)
    assert not board.isVisible() and not h.table.hint, "the hint outlived a change of the player's own board"
