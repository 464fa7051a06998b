"""Every drag, click, wheel and key gesture on the Microchip table, driven through the view's viewport."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from microgames.engine.saves import load, save
from microgames.games import registry
from microgames.games.microchip.commands import Draft, Finish, Place
from microgames.games.microchip.tiles import tile
from microgames.games.microchip.table.gestures import Spot, best_rotation
from microgames.games.microchip.table.items import RECENT


def draft_to_tray(h, seat: int) -> int:  # type: ignore[no-untyped-def]
    """Let ``seat`` draft the first tile of the active column by the command (setup, not the gesture)."""
    tile_id = h.active_tiles()[0]
    h.context.submit(Draft(seat, tile_id))
    return tile_id


def rotatable_tray_tile(h, seat: int) -> int:  # type: ignore[no-untyped-def]
    """Draft (for both seats in turn) until ``seat`` has a tile that looks different when turned."""
    while True:
        for tile_id in h.active_tiles():
            if h.state.turn == seat and tile(tile_id).shape.rotations > 1:
                h.context.submit(Draft(seat, tile_id))
                return tile_id
        draft_to_tray(h, h.state.turn)


def place(h, seat: int, tile_id: int) -> int:  # type: ignore[no-untyped-def]
    cell = h.empty_cell_for(seat, tile_id)
    assert h.context.submit(Place(seat, tile_id, cell, 0))
    return cell


def test_drag_from_the_active_column_to_the_tray_drafts(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    tile_id = h.active_tiles()[2]
    h.drag(h.tile_point(tile_id), h.tray_point(0))
    assert h.state.trays[0] == [tile_id] and h.state.turn == 1
    assert h.game.history.labels()[-1].startswith("Blue drafts a ")
    assert h.table.tile_pos(tile_id) == h.table.geometry_.seats[0].tray_slot(0)[0]


def test_drag_from_the_column_onto_the_board_is_one_undo_step(make_table, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    tile_id = h.active_tiles()[0]
    cell = h.empty_cell_for(0, tile_id)
    h.drag(h.tile_point(tile_id), h.cell_point(0, cell))
    assert h.state.cells[0][cell][0] == tile_id and h.state.trays[0] == []
    assert h.game.history.index == 1
    label = h.game.history.labels()[-1]
    assert label.startswith("Blue drafts") and label.endswith(f"and places it on {_name(cell)}")
    path = tmp_path / "placed.microgame"
    save(h.game, path)
    assert load(path, registry.get).history.labels() == [label]  # the same words read back from the file
    h.game.history.undo()
    assert h.state.cells[0][cell] is None and h.state.pool_position(tile_id) is not None
    assert h.table.tile_pos(tile_id) != h.cell_point(0, cell)


def test_drag_tray_to_board_then_move_swap_and_return(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    first = draft_to_tray(h, 0)
    draft_to_tray(h, 1)
    colour = tile(first).colour.key
    # a second tile of the same colour, so a swap is possible
    while True:
        same = [t for t in h.active_tiles() if tile(t).colour.key == colour]
        if same and h.state.turn == 0:
            second = same[0]
            h.context.submit(Draft(0, second))
            break
        draft_to_tray(h, h.state.turn)
    cells = h.state.board(0).cells_of(colour)
    lands = best_rotation(h.state, 0, first, cells[0])
    h.drag(h.tile_point(first), h.cell_point(0, cells[0]))
    assert h.state.cells[0][cells[0]][1] == lands  # turned to fit: no wire off the board if it can help it
    assert h.state.cells[0][cells[0]][0] == first
    assert h.game.history.labels()[-1] == f"Blue places {_a(first)} on {_name(cells[0])}"
    h.drag(h.tile_point(first), h.cell_point(0, cells[1]))
    assert h.state.cells[0][cells[1]][0] == first and h.state.cells[0][cells[0]] is None
    assert "moves the" in h.game.history.labels()[-1]
    h.drag(h.tile_point(second), h.cell_point(0, cells[0]))
    steps = h.game.history.index
    h.drag(h.tile_point(first), h.cell_point(0, cells[0]))  # onto the taken cell: a swap
    assert h.state.cells[0][cells[0]][0] == first and h.state.cells[0][cells[1]][0] == second
    assert "swaps the" in h.game.history.labels()[-1] and h.game.history.index == steps + 1
    h.drag(h.tile_point(second), h.tray_point(0))
    assert second in h.state.trays[0] and h.state.cells[0][cells[1]] is None
    assert h.game.history.labels()[-1].endswith("to the tray")


def test_legal_targets_light_up_while_dragging(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    tile_id = h.active_tiles()[0]
    colour = tile(tile_id).colour.key
    seen: dict[str, object] = {}

    def look() -> None:
        spaces = h.table.spaces[0]
        seen["legal"] = {c for c in range(25) if spaces[c].target in ("legal", "hover")}
        seen["tray"] = h.table.trays[0].target
        seen["other"] = {c for c in range(25) if h.table.spaces[1][c].target == "legal"}

    h.drag(h.tile_point(tile_id), h.tray_point(0), during=look)
    assert seen["legal"] == set(h.state.board(0).cells_of(colour))
    assert seen["tray"] == "hover" and seen["other"] == set()
    assert all(s.target is None for s in h.table.spaces[0])  # cleared after the drop


def test_a_refused_drop_flies_back_and_says_why(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    tile_id = draft_to_tray(h, 0)
    h.table.settle()
    home = h.table.tile_pos(tile_id)
    colour = tile(tile_id).colour.key
    wrong = next(c for c in range(25) if h.state.board(0).colour(c) != colour)
    steps = h.game.history.index
    h.drag(home, h.cell_point(0, wrong))
    assert h.game.history.index == steps
    assert h.messages[-1].startswith(f"{_name(wrong)} is a ") and "cannot go there" in h.messages[-1]
    assert tile_id in h.table.motion.slides  # it is flying home
    assert h.table.tile_pos(tile_id) == home
    h.table.settle()
    assert h.table.tiles[tile_id].pos() == home
    # the pool while it is not your turn (Red drafts next), and someone else's board
    h.drag(h.tile_point(h.active_tiles()[0]), h.tray_point(0))
    assert h.messages[-1] == "It is Red's turn to draft: the tile goes to Red's tray or board."
    assert h.game.history.index == steps
    h.drag(home, h.cell_point(1, 12))
    assert h.messages[-1] == "That is Red's board: arrange only your own."


def test_rotation_by_click_right_click_shift_click_wheel_and_key(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    tile_id = rotatable_tray_tile(h, 0)
    cell = place(h, 0, tile_id)
    turns = tile(tile_id).shape.rotations
    at = h.cell_point(0, cell)

    def rotation() -> int:
        return h.state.cells[0][cell][1]

    h.click(at)  # the first click picks it up, the second turns it
    assert rotation() == 0 and h.table.selection is not None and h.table.selection.cell == cell
    h.click(at)
    assert rotation() == 1 % turns and h.table.selection is not None
    assert h.game.history.labels()[-1] == f"Blue rotates the {tile(tile_id).shape.name} at {_name(cell)}"
    h.click(at, Qt.MouseButton.RightButton)
    assert rotation() == 0
    assert h.game.history.labels()[-1].endswith("anticlockwise")
    h.click(at, modifiers=Qt.KeyboardModifier.ShiftModifier)
    assert rotation() == (-1) % turns
    h.qtbot.wait(1)
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    pos = h.at(at)
    event = QWheelEvent(QPointF(pos), QPointF(h.viewport.mapToGlobal(pos)), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(h.viewport, event)
    assert rotation() == 0  # wheel down: clockwise
    h.table.focus_spot = None
    h.table.select(h.table.source_at(at))
    h.key(Qt.Key.Key_R)
    assert rotation() == 1 % turns
    h.key(Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert rotation() == 0


def test_click_controls_and_buttons(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    buttons = h.table.bars[0].buttons
    assert not buttons["finish"].isEnabled() and not buttons["rotate"].isEnabled()
    tile_id = h.active_tiles()[0]
    h.click(h.tile_point(tile_id))  # clicking a pool tile drafts it
    assert h.state.trays[0] == [tile_id]
    h.click(h.tile_point(tile_id))  # a tray tile: select, then a space
    assert h.table.selection is not None and buttons["deselect"].isEnabled()
    cell = h.empty_cell_for(0, tile_id)
    h.click(h.cell_point(0, cell))
    assert h.state.cells[0][cell][0] == tile_id and h.table.selection is None
    before = h.state.cells[0][cell][1]
    h.click(h.cell_point(0, cell))  # a placed tile: a plain click picks it up, as in the tray
    assert h.table.selection is not None and h.table.selection.cell == cell and h.state.cells[0][cell][1] == before
    assert buttons["rotate"].isEnabled() and buttons["remove"].isEnabled() and buttons["deselect"].isEnabled()
    assert h.table.tiles[tile_id].selected_look and h.messages[-1].startswith("Tile picked up: click it again")
    h.qtbot.mouseClick(buttons["rotate"], Qt.MouseButton.LeftButton)  # Rotate acts on it
    assert h.state.cells[0][cell][1] == (before + 1) % tile(tile_id).shape.rotations
    h.qtbot.mouseClick(buttons["deselect"], Qt.MouseButton.LeftButton)
    assert h.table.selection is None and not buttons["rotate"].isEnabled()
    h.table.focus_spot = Spot("cell", 0, cell)
    h.key(Qt.Key.Key_Return)  # Enter picks it up too
    assert h.table.selection is not None and buttons["remove"].isEnabled()
    h.qtbot.mouseClick(buttons["remove"], Qt.MouseButton.LeftButton)
    assert h.state.trays[0] == [tile_id] and h.state.cells[0][cell] is None
    # two tiles on the board: Clear board asks, then clears in one step
    second = draft_to_tray(h, 1)
    del second
    third = draft_to_tray(h, 0)
    place(h, 0, tile_id)
    place(h, 0, third)
    assert buttons["clear"].isEnabled()
    asked: list[str] = []
    h.table.confirm = lambda title, text: asked.append(text) or False
    h.qtbot.mouseClick(buttons["clear"], Qt.MouseButton.LeftButton)
    assert asked and len(h.state.placed(0)) == 2
    h.table.confirm = lambda title, text: True
    h.qtbot.mouseClick(buttons["clear"], Qt.MouseButton.LeftButton)
    assert h.state.placed(0) == {} and sorted(h.state.trays[0]) == sorted([tile_id, third])


def test_any_person_arranges_at_any_time_but_drafts_only_on_their_turn(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    draft_to_tray(h, 0)
    red = draft_to_tray(h, 1)
    assert h.state.turn == 0  # Blue's turn to draft, but Red may arrange
    cell = h.empty_cell_for(1, red)
    h.drag(h.tile_point(red), h.cell_point(1, cell))
    assert h.state.cells[1][cell][0] == red
    assert h.game.history.labels()[-1].startswith("Red places")


def test_the_hint_is_a_board_of_its_own_then_one_undo_step(make_table, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    h = make_table(seed=4)
    for _ in range(20):
        draft_to_tray(h, h.state.turn)
    before = h.state.score(0).points
    h.table.focus_spot = None
    assert h.table.bars[0].buttons["hint"].isEnabled()
    h.qtbot.mouseClick(h.table.bars[0].buttons["hint"], Qt.MouseButton.LeftButton)
    shown = h.table.hint_board
    assert shown.isVisible() and shown.picture is not None and shown.picture.changed
    board = h.table.seat_holders[0].mapRectToScene(h.table.card.board)
    assert not shown.sceneBoundingRect().intersects(board), "the hint lies over the player's board"
    assert h.state.score(0).points == before  # only shown
    assert h.table.bars[0].buttons["apply_hint"].isEnabled()
    steps = h.game.history.index
    h.qtbot.mouseClick(h.table.bars[0].buttons["apply_hint"], Qt.MouseButton.LeftButton)
    assert h.game.history.index == steps + 1 and h.state.score(0).points > before
    live = h.game.history.labels()
    after = h.state.score(0).points
    assert live[-1] == f"Blue rearranges the board in {len(h.game.history.applied()[-1].commands)} moves ({after} points)"
    path = tmp_path / "hinted.microgame"
    save(h.game, path)
    assert load(path, registry.get).history.labels() == live  # a review of the file reads what the game read
    assert not h.table.hint_board.isVisible()
    h.game.history.undo()
    assert h.state.score(0).points == before


def test_keyboard_only_play(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    h.table.setFocus()
    h.key(Qt.Key.Key_Down)  # the first press shows the focus on the active column
    spot = h.table.focus_spot
    assert spot is not None and spot.kind == "pool"
    assert spot.cell % h.table.columns == h.state.active_column()
    picked = h.table.keys.source_at_focus().tile
    h.key(Qt.Key.Key_Return)
    assert h.table.selection is not None and h.table.selection.tile == picked
    h.key(Qt.Key.Key_Escape)
    assert h.table.selection is None
    h.key(Qt.Key.Key_Return)  # pick it up again and walk to the tray
    for _ in range(40):
        if h.table.focus_spot.kind == "tray" and h.table.focus_spot.seat == 0:
            break
        h.key(Qt.Key.Key_Left if h.table.keys.focus_centre(h.table.focus_spot).x() > h.tray_point(0).x() + 60
              else Qt.Key.Key_Down)
    assert h.table.focus_spot.kind == "tray" and h.table.focus_spot.seat == 0
    h.key(Qt.Key.Key_Return)
    assert h.state.trays[0] == [picked]
    # pick the tray tile up and drop it on a matching space, reached with the arrows
    h.table.focus_spot = h.table.focus_spot  # still on the tray
    h.key(Qt.Key.Key_Return)
    assert h.table.selection is not None and h.table.selection.kind == "tray"
    target = h.empty_cell_for(0, picked)
    for _ in range(30):
        spot = h.table.focus_spot
        if spot.kind == "cell" and spot.seat == 0 and spot.cell == target:
            break
        here = h.table.keys.focus_centre(spot)
        goal = h.cell_point(0, target)
        if abs(here.y() - goal.y()) > 5:
            h.key(Qt.Key.Key_Up if here.y() > goal.y() else Qt.Key.Key_Down)
        else:
            h.key(Qt.Key.Key_Left if here.x() > goal.x() else Qt.Key.Key_Right)
    assert h.table.focus_spot.cell == target
    h.key(Qt.Key.Key_Enter)
    assert h.state.cells[0][target][0] == picked
    turns = tile(picked).shape.rotations
    if turns > 1:
        landed = h.state.cells[0][target][1]
        h.key(Qt.Key.Key_R)
        assert h.state.cells[0][target][1] == (landed + 1) % turns
    h.key(Qt.Key.Key_Delete)
    assert h.state.cells[0][target] is None and picked in h.state.trays[0]


def _name(cell: int) -> str:
    from microgames.games.microchip.boards import cell_name

    return cell_name(cell)


def _a(tile_id: int) -> str:
    return tile(tile_id).a_kind()


def test_undo_drops_a_selection_that_no_longer_fits(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    tile_id = h.active_tiles()[0]
    h.click(h.tile_point(tile_id))  # drafted
    h.click(h.tile_point(tile_id))  # selected in the tray
    assert h.table.selection is not None
    h.game.history.undo()
    assert h.table.selection is None and h.state.pool_position(tile_id) is not None
    assert not h.table.bars[0].buttons["deselect"].isEnabled()


def test_the_hint_stays_while_others_draft_and_goes_when_your_tiles_change(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table(seed=4)
    for _ in range(20):
        draft_to_tray(h, h.state.turn)
    h.table.show_hint()
    assert h.table.hint_board.isVisible()
    draft_to_tray(h, 0)  # Blue's own tiles change: the hint is out of date
    assert not h.table.hint_board.isVisible() and not h.table.hint
    h.table.show_hint()
    assert h.table.hint_board.isVisible()
    draft_to_tray(h, 1)  # Red drafts: Blue's hint stays
    assert h.table.hint_board.isVisible()


def test_a_bots_move_is_marked_as_just_moved_and_never_in_red(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table(kinds=("person", "bot"))
    draft_to_tray(h, 0)
    tile_id = h.active_tiles()[0]
    h.game.history.execute(Draft(1, tile_id))  # seat 2 is a bot (Red): its step is marked by_bot
    item = h.table.tiles[tile_id]
    assert item.recent
    h.table.settle()
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.translate(32, 32)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    corner = image.pixelColor(32 - 20, 32 + 24)  # the mark at the tile's lower left corner, beside its arrow
    assert abs(corner.hueF() * 360 - QColor(RECENT).hueF() * 360) < 20, "the mark is the app's teal"
    assert not (corner.red() > 150 and corner.green() < 100), "the mark is not red"
    mine = h.active_tiles()[0]
    h.drag(h.tile_point(mine), h.tray_point(0))
    assert not h.table.tiles[tile_id].recent and not h.table.tiles[mine].recent


def test_colourblind_symbols_follow_the_preference_and_zoom_works(make_table) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.preferences import Preferences

    h = make_table()
    tile_id = h.active_tiles()[0]
    assert not h.table.tiles[tile_id].colourblind and not h.table.spaces[0][0].colourblind
    h.context.set_preferences(Preferences(colourblind=True))  # at the default speed
    assert h.table.tiles[tile_id].colourblind and h.table.spaces[1][24].colourblind
    assert h.table.markers[0].colourblind
    fitted = h.table.zoom_factor()
    h.table.zoom_in()
    assert h.table.zoom_factor() > fitted
    h.table.zoom_out()
    h.table.zoom_out()
    assert h.table.zoom_factor() < fitted
    h.table.zoom_fit()
    assert abs(h.table.zoom_factor() - fitted) < 1e-6


def test_finish_resume_and_concede_show_only_when_they_apply(make_table) -> None:  # type: ignore[no-untyped-def]
    for improve in (True, False):
        h = make_table(improve=improve)
        while h.state.phase == "drafting":
            draft_to_tray(h, h.state.turn)
        buttons = h.table.bars[0].buttons
        h.context.set_viewer(0)
        assert buttons["finish"].isEnabled() and not buttons["resume"].isEnabled()
        assert not buttons["concede"].isEnabled()
        h.qtbot.mouseClick(buttons["finish"], Qt.MouseButton.LeftButton)
        assert h.state.status[0] == "finished"
        h.context.set_viewer(0)
        assert not buttons["finish"].isEnabled() and buttons["resume"].isEnabled() == improve
        if improve:
            h.qtbot.mouseClick(buttons["resume"], Qt.MouseButton.LeftButton)
            assert h.state.status[0] == "building" and h.game.history.labels()[-1] == "Blue resumes building"


def two_turnable_tiles(h) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """Blue's board with two tiles that look different when turned; their cells."""
    first = place(h, 0, rotatable_tray_tile(h, 0))
    return first, place(h, 0, rotatable_tray_tile(h, 0))


def test_clicking_one_tile_then_another_swaps_them_where_colours_allow_or_picks_up_the_other(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    a, b = two_turnable_tiles(h)
    tiles = (h.state.cells[0][a][0], h.state.cells[0][b][0])
    turns = dict(p for p in h.state.placed(0).values())
    h.click(h.cell_point(0, a))
    h.click(h.cell_point(0, b))
    assert dict(p for p in h.state.placed(0).values()) == turns  # nothing turned
    if tile(tiles[0]).colour == tile(tiles[1]).colour:  # a swap, as the rule text's click controls have it
        assert (h.state.cells[0][a][0], h.state.cells[0][b][0]) == tiles[::-1] and h.table.selection is None
        assert h.game.history.labels()[-1].startswith("Blue swaps ")
    else:  # the other tile cannot go there: it is picked up instead
        assert (h.state.cells[0][a][0], h.state.cells[0][b][0]) == tiles
        assert h.table.selection is not None and h.table.selection.cell == b


def test_r_turns_the_tile_under_the_pointer_or_the_keyboard_focus_if_keys_came_last(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    a, b = two_turnable_tiles(h)
    h.table.setFocus()
    h.table.focus_spot = Spot("cell", 0, a)

    def rotation(cell: int) -> int:
        return h.state.cells[0][cell][1]

    start_a, start_b = rotation(a), rotation(b)
    h.qtbot.mouseMove(h.viewport, pos=h.at(h.cell_point(0, b)))
    h.key(Qt.Key.Key_R)
    assert rotation(b) != start_b and rotation(a) == start_a  # the tile under the mouse
    h.key(Qt.Key.Key_Left)  # the keys again: the focus moves, and R follows it
    focused = h.table.focus_spot
    h.table.focus_spot = Spot("cell", 0, a)
    h.key(Qt.Key.Key_R)
    assert rotation(a) != start_a, focused
    h.qtbot.mouseMove(h.viewport, pos=h.at(h.cell_point(0, b)) + QPoint(3, 3))  # over b, then onto Blue's bar:
    bar = h.table.bars[0]
    h.qtbot.mouseMove(bar, pos=bar.rect().center())  # no tile is under the pointer, R turns the keyboard's
    turned_a, turned_b = rotation(a), rotation(b)
    h.key(Qt.Key.Key_R)
    assert rotation(b) == turned_b and rotation(a) != turned_a


def test_concede_asks_first(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    while h.state.phase == "drafting":
        draft_to_tray(h, h.state.turn)
    from microgames.games.microchip.table.hint import hint_commands

    assert h.context.submit_macro("Blue's best", hint_commands(h.state, 0)) and h.context.submit(Finish(0))
    h.context.set_viewer(1)  # Red, all tiles still in the tray, is below Blue's posted score
    asked: list[str] = []
    h.table.confirm = lambda title, text: asked.append(text) or False
    assert h.table.bars[1].buttons["concede"].isEnabled()
    h.qtbot.mouseClick(h.table.bars[1].buttons["concede"], Qt.MouseButton.LeftButton)
    assert asked[0].startswith("Concede at ") and h.state.status[1] == "building"
    h.table.confirm = lambda title, text: True
    h.qtbot.mouseClick(h.table.bars[1].buttons["concede"], Qt.MouseButton.LeftButton)
    assert h.state.status[1] == "conceded"


def test_the_tray_keeps_its_order_new_tiles_at_the_end_a_taken_one_closes_up(make_table, qtbot) -> None:  # type: ignore[no-untyped-def]
    from tests.support.microchip_table import assert_scene_matches

    h = make_table()
    slots = h.table.geometry_.seats[0]
    mine = []
    for _ in range(6):
        if h.state.turn == 1:
            draft_to_tray(h, 1)
        mine.append(draft_to_tray(h, 0))
    assert_scene_matches(qtbot, h.table, "six drafts")
    before = {t: h.table.tiles[t].pos() for t in mine}
    sizes = {h.table.tiles[t].scale() for t in mine}
    draft_to_tray(h, 1)
    newest = h.active_tiles()[0]
    h.drag(h.tile_point(newest), h.tray_point(0))  # a seventh tile: the others never move or shrink
    assert h.state.trays[0] == mine + [newest]
    for _ in range(5):
        qtbot.wait(40)
        assert {t: h.table.tiles[t].pos() for t in mine} == before
        assert {h.table.tiles[t].scale() for t in mine} == sizes
    assert_scene_matches(qtbot, h.table, "the seventh draft")
    assert h.table.tiles[newest].pos() == slots.tray_slot(6)[0]
    taken = mine[2]
    h.drag(h.tile_point(taken), h.cell_point(0, h.empty_cell_for(0, taken)))
    assert h.state.trays[0] == mine[:2] + mine[3:] + [newest]
    assert [h.table.tiles[t].pos() for t in mine[:2]] == [before[t] for t in mine[:2]]  # those before it stay
    qtbot.wait(60)
    follower = h.table.tiles[mine[3]].pos()  # those after it slide one place back, not jump
    assert slots.tray_slot(2)[0].x() < follower.x() < before[mine[3]].x()
    assert_scene_matches(qtbot, h.table, "taking a tile from the middle of the tray")
    assert [h.table.tiles[t].pos() for t in h.state.trays[0]] == [slots.tray_slot(i)[0] for i in range(6)]


def test_the_keys_leave_the_pool_for_ones_own_board_and_never_rest_on_an_emptied_slot(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    draft_to_tray(h, 0)
    draft_to_tray(h, 1)  # the lit column, next to Red's card, is Blue's to draft again
    h.table.setFocus()
    h.key(Qt.Key.Key_Down)
    on_tile = h.table.focus_spot
    assert on_tile.kind == "pool" and h.state.turn == h.context.viewer == 0
    for _ in range(h.table.rows + 1):  # down the column until the keys leave the pool
        h.key(Qt.Key.Key_Down)
        if h.table.focus_spot.kind != "pool":
            break
    assert h.table.focus_spot.kind != "pool" and h.table.focus_spot.seat == 0, h.table.focus_spot
    h.table.focus_spot = on_tile  # back on the tile, which Blue then drafts with the mouse
    picked = h.table.keys.source_at_focus().tile
    h.drag(h.tile_point(picked), h.tray_point(0))
    assert h.state.trays[0][-1] == picked
    assert h.table.focus_spot != on_tile and h.table.keys.source_at_focus() is not None, "the focus is on an empty slot"
    assert h.table.focus_item.isVisible()
