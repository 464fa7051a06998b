"""Whole games in the main window at the default settings, played only by drags, clicks and keys.

After every gesture (and every bot turn) the settled scene must show what the state holds.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from microgames.games.microchip.tiles import tile
from microgames.games.microchip.table.bars import END_BUTTONS
from tests.support.microchip_table import answer_next_box, assert_scene_matches, board_sides
from tests.support.window import hand_over


def drag(qtbot, table, start: QPointF, end: QPointF) -> None:  # type: ignore[no-untyped-def]
    """Press, move in steps, release, through the view's viewport."""
    view = table.graphics_view
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, 5):
        qtbot.mouseMove(view.viewport(), pos=QPoint(a.x() + (b.x() - a.x()) * k // 4, a.y() + (b.y() - a.y()) * k // 4))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=b)


def click(qtbot, table, point: QPointF) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(table.graphics_view.viewport(), Qt.MouseButton.LeftButton, pos=table.graphics_view.mapFromScene(point))


def draft_by_drag(qtbot, window, seat: int) -> str:  # type: ignore[no-untyped-def]
    """The person (given the screen first, in hot seat) drags a tile of the lit column onto a free space of
    its colour, else to the tray."""
    hand_over(qtbot, window)
    table, state = window.table, window.table.context.state
    tile_id = state.column(state.active_column())[0]
    sg = table.geometry_.seats[seat]
    free = [c for c in state.board(seat).cells_of(tile(tile_id).colour.key) if state.cells[seat][c] is None]
    target = sg.cell_centre(free[0]) if free else sg.tray.center()
    drag(qtbot, table, table.tile_pos(tile_id), target)
    assert state.pool_position(tile_id) is None and window.controller.game.state.owner(tile_id) == seat
    return f"{state.names[seat]} drafting tile {tile_id} by a drag"


def turn_a_tile(qtbot, window, seat: int) -> str | None:  # type: ignore[no-untyped-def]
    """Click a placed tile that looks different when turned (the first click picks it up), click it again: it
    turns one step."""
    table, state = window.table, window.table.context.state
    cell = next((c for c, p in state.placed(seat).items() if tile(p[0]).shape.rotations > 1), None)
    if cell is None:
        return None
    before = state.cells[seat][cell]
    if table.selection is None or table.selection.cell != cell or table.selection.seat != seat:
        click(qtbot, table, table.geometry_.seats[seat].cell_centre(cell))
        assert table.selection is not None and table.selection.cell == cell and state.cells[seat][cell] == before
    click(qtbot, table, table.geometry_.seats[seat].cell_centre(cell))
    after = window.table.context.state.cells[seat][cell]
    assert after[0] == before[0] and after[1] == (before[1] + 1) % tile(before[0]).shape.rotations
    return f"{state.names[seat]} turning the tile at cell {cell}"


def button_places(table) -> dict[tuple[bool, int, int, str], tuple[int, int, int, int]]:  # type: ignore[no-untyped-def]
    """Where every button is in its bar, by the bar's kind (compact or full) and size: every button of the kind
    shown (greyed out or not), the compact bar's Finish, Resume building and Concede only."""
    places = {}
    for bar in table.bars.values():
        shown = END_BUTTONS if bar.compact else tuple(bar.buttons)
        for key, button in bar.buttons.items():
            assert button.isVisible() == (key in shown), (bar.seat, key)
            if key in shown:
                place = button.geometry()
                places[(bar.compact, bar.width(), bar.height(), key)] = (place.x(), place.y(), place.width(),
                                                                         place.height())
    return places


def same_places(seen: dict[tuple[bool, int, int, str], tuple[int, int, int, int]], table) -> bool:  # type: ignore[no-untyped-def]
    """Whether every bar has its buttons where a bar of its kind and size had them before (``seen`` learns new ones)."""
    return all(seen.setdefault(key, place) == place for key, place in button_places(table).items())


def show_large(qtbot, table, seat: int) -> None:  # type: ignore[no-untyped-def]
    """Click ``seat``'s small card by its name, as a person does to play on it."""
    if table.focus != seat:
        panel = table.geometry_.seats[seat].panel
        click(qtbot, table, panel.topLeft() + QPointF(panel.width() / 2, 6))
        qtbot.waitUntil(lambda: table.focus == seat and not table.bars[seat].compact)


def finish_the_game(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Each person takes the hint on their own board, then Finish; one below a posted score concedes.

    Whoever's Finish comes back sees it in their bar; no button moves meanwhile.
    """
    table, game = window.table, window.controller.game
    places: dict[tuple[bool, int, int, str], tuple[int, int, int, int]] = {}
    assert same_places(places, table)

    def ready() -> int | None:
        return next((seat for seat, bar in table.bars.items()
                     if bar.buttons["finish"].isEnabled() or bar.buttons["concede"].isEnabled()), None)

    for _ in range(12):
        if game.state.is_over():
            break
        qtbot.waitUntil(lambda: game.state.is_over() or ready() is not None, timeout=10000)
        if game.state.is_over():
            break
        seat = ready()
        buttons = table.bars[seat].buttons
        if buttons["concede"].isEnabled():  # pressed where it is, under a small card or the large one
            assert table.bars[seat].note.toolTip().endswith(f"or Concede at {game.state.score(seat).points}.")
            asked: list[str] = []
            answer_next_box(qtbot, QMessageBox.StandardButton.Yes, asked)
            qtbot.mouseClick(buttons["concede"], Qt.MouseButton.LeftButton)
            assert asked and asked[0].startswith("Concede at ")
            assert game.state.status[seat] == "conceded"
            assert_scene_matches(qtbot, table, "a concession")
            assert same_places(places, table)
            continue
        show_large(qtbot, table, seat)
        assert same_places(places, table)
        if buttons["hint"].isEnabled():
            qtbot.mouseClick(buttons["hint"], Qt.MouseButton.LeftButton)
            if buttons["apply_hint"].isEnabled():
                qtbot.mouseClick(buttons["apply_hint"], Qt.MouseButton.LeftButton)
                assert_scene_matches(qtbot, table, "applying the hint")
        assert same_places(places, table)
        qtbot.mouseClick(buttons["finish"], Qt.MouseButton.LeftButton)
        assert game.history.labels()[-1].startswith(f"{game.state.names[seat]} finishes with ")
        if game.state.status[seat] == "building":  # it came back: someone posted more
            assert " has posted " in table.bars[seat].note.toolTip() and buttons["concede"].isEnabled()
        assert_scene_matches(qtbot, table, "Finish")
        assert same_places(places, table)
    assert game.state.is_over()
    assert same_places(places, table)


def check_the_results(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from microgames.games.microchip.table.results import ResultsBoards

    qtbot.waitUntil(lambda: window.results_dialog is not None, timeout=5000)
    dialog = window.results_dialog
    state = window.controller.game.state
    winners = [state.names[s] for s, p in enumerate(state.standings()) if p == 1]
    text = dialog.headline.text()
    assert text == f"{winners[0]} wins!" if len(winners) == 1 else text.startswith("A tie")
    assert dialog.findChild(ResultsBoards) is not None
    assert window.table.phase_text.text() == "Game over"
    dialog.reject()


def test_a_whole_hot_seat_game_by_gestures(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(("person", "person"), seed=21)
    table, controller = window.table, window.controller
    game = controller.game
    assert_scene_matches(qtbot, table, "the start")

    def where() -> tuple[object, ...]:  # the table on screen: it must not shift as the game goes on
        view = table.graphics_view
        return table.zoom_factor(), view.mapFromScene(table.geometry_.bounds.topLeft()), view.viewport().size()

    def same_as_before(seen: dict[tuple[object, ...], tuple[object, ...]]) -> bool:
        """Whether the table is where it was the last time this person had the large board in this phase."""
        key = (table.focus, game.state.phase == "drafting")
        return seen.setdefault(key, where()) == where()

    QApplication.processEvents()  # the window's first layout, before a person sees it
    seen: dict[tuple[object, ...], tuple[object, ...]] = {}
    assert same_as_before(seen)
    turns = 0
    while game.state.phase == "drafting":
        seat = game.state.turn
        if controller.handoff_pending is not None:  # the whole table is public: it never hides, but obey it
            hand_over(qtbot, window)
        assert table.context.can_act(seat) and table.context.viewer == seat
        qtbot.waitUntil(lambda: table.focus == seat)  # the large board is the person's at the screen
        assert same_as_before(seen), "the table moved during the draft"
        sides = board_sides(table)
        assert sides[seat] > 1.5 * sides[1 - seat], "the board to play is not clearly the largest"
        if turns % 4 == 3 and (what := turn_a_tile(qtbot, window, seat)):  # arranging on one's own turn
            assert_scene_matches(qtbot, table, what)
        assert_scene_matches(qtbot, table, draft_by_drag(qtbot, window, seat))
        turns += 1
    assert turns == 50 and game.state.phase == "building"
    assert all(not step.by_bot for step in game.history.steps)
    assert len(seen) == 2, "the large board went to each person in turn"
    assert same_as_before(seen)
    finish_the_game(qtbot, window)
    assert same_as_before(seen), "the table moved at the end"
    check_the_results(qtbot, window)


def test_a_whole_game_against_a_medium_bot_by_gestures(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(("person", "bot"), seed=11)
    table, controller = window.table, window.controller
    game = controller.game
    turns = 0
    while game.state.phase == "drafting":
        qtbot.waitUntil(lambda: game.state.phase != "drafting" or table.context.can_act(0), timeout=10000)
        if game.state.phase != "drafting":
            break
        assert_scene_matches(qtbot, table, "the bot's turn")
        assert_scene_matches(qtbot, table, draft_by_drag(qtbot, window, 0))
        turns += 1
        if turns % 5 == 0 and (what := turn_a_tile(qtbot, window, 0)):
            assert_scene_matches(qtbot, table, what)
    assert turns == 25
    labels = game.history.labels()
    bot_steps = [label for label in labels if label.startswith("Red ")]
    assert any(label == "Red rearranges the board" for label in bot_steps)
    assert all(" drafts " in label or label == "Red rearranges the board" for label in bot_steps)
    assert len(bot_steps) <= 2 * 25  # a draft and at most one rearrangement a turn
    finish_the_game(qtbot, window)
    qtbot.waitUntil(game.state.is_over, timeout=10000)
    assert_scene_matches(qtbot, table, "the end")
    check_the_results(qtbot, window)
    QApplication.processEvents()
