"""Each person's own row of buttons through the end of the game, and a tray tile swapped onto a taken space.

Three people share the screen in hot seat; each reaches Finish, Resume building and Concede in their own row,
sees there when their Finish came back, and no button moves meanwhile.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from microgames.games.microchip.commands import Draft, Place
from microgames.games.microchip.tiles import tile
from tests.microchip_view.conftest import answer_next_box, assert_scene_matches
from tests.microchip_view.test_game import button_places


def test_a_tray_tile_dropped_on_a_taken_space_swaps_and_the_space_is_lit_meanwhile(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    while True:  # setup by commands: Blue holds two tiles of one colour
        colours = [tile(t).colour.key for t in h.state.trays[0]]
        pair = next((c for c in colours if colours.count(c) > 1), None)
        if pair is not None:
            break
        h.context.submit(Draft(h.state.turn, h.active_tiles()[0]))
    first, second = [t for t in h.state.trays[0] if tile(t).colour.key == pair][:2]
    cell = h.empty_cell_for(0, first)
    assert h.context.submit(Place(0, first, cell, 0))
    steps = h.game.history.index
    seen: list[object] = []
    h.drag(h.tile_point(second), h.cell_point(0, cell), during=lambda: seen.append(h.table.tiles[first].target))
    assert seen == ["hover"]  # the taken space shows on its tile that a drop there is welcome
    assert h.state.cells[0][cell][0] == second and first in h.state.trays[0]
    assert h.game.history.index == steps + 1 and h.table.tiles[first].target is None
    assert_scene_matches(h.qtbot, h.table, "a swap from the tray")


@pytest.mark.parametrize("improve", [True, False])
def test_three_people_finish_from_their_own_rows(make_window, qtbot, improve: bool) -> None:  # type: ignore[no-untyped-def]
    window = make_window(("person", "person", "person"), seed=5, improve=improve)
    table, controller = window.table, window.controller
    context, game = table.context, controller.game
    while context.state.phase == "drafting":  # setup: the draft by commands
        state = context.state
        context.submit(Draft(state.turn, state.column(state.active_column())[0]))
    places = button_places(table)
    rows = table.bars

    def press(seat: int, key: str) -> None:
        if controller.handoff_pending is not None:
            qtbot.mouseClick(window.page.handoff, Qt.MouseButton.LeftButton)
        assert rows[seat].buttons[key].isEnabled(), (seat, key, rows[seat].note.text())
        qtbot.mouseClick(rows[seat].buttons[key], Qt.MouseButton.LeftButton)

    press(0, "hint")
    press(0, "apply_hint")
    press(0, "finish")
    best = game.state.posted[0]
    assert game.state.status[0] == "finished" and rows[0].buttons["resume"].isEnabled() == improve
    assert not rows[0].buttons["finish"].isEnabled()
    press(1, "finish")  # Ben's tiles are all in the tray: below Ana's posted score
    if improve:
        assert game.state.status[1] == "building"  # his Finish came back, and his row says so
        assert rows[1].note.toolTip() == (f"{game.state.names[0]} has posted {best}. Improve your chip and press "
                                          f"Finish again, or Concede at {game.state.score(1).points}.")
        assert rows[1].buttons["concede"].isEnabled() and rows[2].buttons["concede"].isEnabled()
        window.resize(1920, 1080)  # a wide window: the whole banner in his row
        qtbot.waitUntil(lambda: rows[1].note.text() == rows[1].note.toolTip())
        window.resize(1024, 700)  # a narrow one: a few words, the banner in the tool tip
        few = f"{best} posted: you are below"  # ending in "…" if even these do not fit
        qtbot.waitUntil(lambda: rows[1].note.text() in (few, few[:len(rows[1].note.text()) - 1] + "…"))
        asked: list[str] = []
        answer_next_box(qtbot, QMessageBox.StandardButton.No, asked)
        press(1, "concede")
        assert asked and game.state.status[1] == "building"  # it asked first
        answer_next_box(qtbot, QMessageBox.StandardButton.Yes, asked)
        press(1, "concede")
        assert game.state.status[1] == "conceded"
        press(0, "resume")  # Ana takes her score back, then posts it again
        assert game.state.status[0] == "building" and rows[0].buttons["finish"].isEnabled()
        press(0, "finish")
    else:
        assert game.state.status[1] == "finished"
        assert not any(rows[s].buttons[k].isEnabled() for s in range(3) for k in ("resume", "concede"))
    press(2, "finish")
    if improve:
        answer_next_box(qtbot, QMessageBox.StandardButton.Yes, [])
        press(2, "concede")
    qtbot.waitUntil(game.state.is_over, timeout=5000)
    assert_scene_matches(qtbot, table, "the end")
    assert button_places(table) == places
    dialog = window.results_dialog
    if dialog is not None:
        dialog.reject()
