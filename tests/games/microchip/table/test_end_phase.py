"""Each person's own bar of buttons through the end of the game, and a tray tile swapped onto a taken space.

Three people share the screen in hot seat; each reaches Finish, Resume building and Concede in the bar under
their own board, the large one or a small card, sees there when their Finish came back, and no button moves
meanwhile.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from microgames.games.microchip.commands import Draft, Place
from microgames.games.microchip.tiles import tile
from tests.support.microchip_table import answer_next_box, assert_scene_matches
from tests.games.microchip.table.test_game import same_places, show_large
from tests.support.window import hand_over


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
def test_three_people_finish_from_the_bars_under_their_own_boards(make_window, qtbot, improve: bool) -> None:  # type: ignore[no-untyped-def]
    window = make_window(("person", "person", "person"), seed=5, improve=improve)
    table, controller = window.table, window.controller
    context, game = table.context, controller.game
    while context.state.phase == "drafting":  # setup: the draft by commands
        state = context.state
        game.history.execute(Draft(state.turn, state.column(state.active_column())[0]))
    places: dict[tuple[bool, int, int, str], tuple[int, int, int, int]] = {}
    bars = table.bars

    def press(seat: int, key: str, compact: bool | None = None) -> None:
        """``seat`` presses ``key`` in their own bar (a compact one under a small card if ``compact``)."""
        if controller.handoff_pending is not None:
            hand_over(qtbot, window)
        assert same_places(places, table), "a button moved"
        assert compact is None or bars[seat].compact == compact
        assert bars[seat].buttons[key].isVisible() and bars[seat].buttons[key].isEnabled(), (seat, key)
        qtbot.mouseClick(bars[seat].buttons[key], Qt.MouseButton.LeftButton)
        assert same_places(places, table), "a button moved"

    show_large(qtbot, table, 0)  # Ana plays on her board, drawn large with the full bar
    press(0, "hint", compact=False)
    press(0, "apply_hint", compact=False)
    press(0, "finish", compact=False)
    best = game.state.posted[0]
    assert game.state.status[0] == "finished" and window.page.passing.isVisible()  # Ana sees it, then passes
    hand_over(qtbot, window)
    assert bars[0].buttons["resume"].isEnabled() == improve
    assert not bars[0].buttons["finish"].isEnabled()
    press(1, "finish")  # Ben's tiles are all in the tray: below Ana's posted score
    if improve:
        assert game.state.status[1] == "building"  # his Finish came back, and his bar says so
        banner = (f"{game.state.names[0]} has posted {best}. Improve your chip and press Finish again, "
                  f"or Concede at {game.state.score(1).points}.")
        assert bars[1].note.toolTip() == banner and bars[1].buttons["concede"].isEnabled()
        show_large(qtbot, table, 2)  # Cleo looks at her own board: Ben's is a small card now
        assert bars[1].compact and bars[1].note.isVisible()
        ana = game.state.names[0]  # the banner, in fewer words where the card is narrow
        assert bars[1].note.text() in (banner, f"{ana} posted {best}: Finish again or Concede", f"Below {ana}'s {best}")
        assert "#f4c542" in bars[1].styleSheet(), "the banner is yellow"
        asked: list[str] = []
        answer_next_box(qtbot, QMessageBox.StandardButton.No, asked)
        press(1, "concede", compact=True)
        assert asked and game.state.status[1] == "building"  # it asked first
        answer_next_box(qtbot, QMessageBox.StandardButton.Yes, asked)
        press(1, "concede", compact=True)
        assert game.state.status[1] == "conceded"
        show_large(qtbot, table, 2)
        press(0, "resume", compact=True)  # Ana, under her small card, takes her score back, then posts it again
        assert game.state.status[0] == "building" and bars[0].buttons["finish"].isEnabled()
        press(0, "finish", compact=True)
        assert game.state.status[0] == "finished"
    else:
        assert game.state.status[1] == "finished"
        assert not any(bars[s].buttons[k].isEnabled() for s in range(3) for k in ("resume", "concede"))
    press(2, "finish")
    if improve:
        answer_next_box(qtbot, QMessageBox.StandardButton.Yes, [])
        press(2, "concede")
    qtbot.waitUntil(game.state.is_over, timeout=5000)
    assert_scene_matches(qtbot, table, "the end")
    assert same_places(places, table)
    dialog = window.results_dialog
    if dialog is not None:
        dialog.reject()


def test_no_bar_or_button_moves_when_what_may_be_pressed_changes(make_table, qtbot) -> None:  # type: ignore[no-untyped-def]
    h = make_table(("person", "person"))
    table, context = h.table, h.context
    while context.state.phase == "drafting":  # setup: the draft by commands; Blue at the screen
        context.submit(Draft(context.state.turn, h.active_tiles()[0]))
    context.set_viewer(0)
    qtbot.waitUntil(lambda: table.focus == 0 and table.bars[1].compact)

    def places() -> list[tuple[int, str, tuple[int, int, int, int]]]:
        """Every bar and every button shown, where they are in the table widget."""
        found = []
        for seat, bar in table.bars.items():
            for name, widget in (("bar", bar), *bar.buttons.items()):
                if widget.isVisible():
                    corner = widget.mapTo(table, widget.rect().topLeft())
                    found.append((seat, name, (corner.x(), corner.y(), widget.width(), widget.height())))
        return found

    def enabled() -> set[tuple[int, str]]:
        return {(seat, key) for seat, bar in table.bars.items() for key, b in bar.buttons.items() if b.isEnabled()}

    before, seen = places(), [enabled()]
    blue, red = table.bars[0].buttons, table.bars[1].buttons
    h.click(h.tile_point(context.state.trays[0][0]))  # a tray tile picked up: Deselect applies
    qtbot.mouseClick(blue["hint"], Qt.MouseButton.LeftButton)  # the ghost: Apply hint applies
    seen.append(enabled())
    qtbot.mouseClick(blue["deselect"], Qt.MouseButton.LeftButton)
    seen.append(enabled())
    qtbot.mouseClick(red["finish"], Qt.MouseButton.LeftButton)  # Red finishes from the compact bar
    seen.append(enabled())
    assert context.state.status[1] == "finished" and red["resume"].isEnabled()
    assert (0, "deselect") in seen[1] and (0, "apply_hint") in seen[1] and (0, "deselect") not in seen[0]
    assert all(a != b for a, b in zip(seen, seen[1:])), "each step changed what may be pressed"
    assert places() == before, "a bar or a button moved"
