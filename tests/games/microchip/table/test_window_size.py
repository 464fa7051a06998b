"""The Microchip table in a 1024×700 window: nothing cut, the labels readable; at 1920×1080 it uses the room,
the seats' cards larger than the pool; with two seats as with five, the board of the person to act is clearly the
largest at every size, and every person's bar of buttons lies under their own card, over nothing else."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QWidget

from microgames.games.microchip.commands import Draft, Place
from microgames.games.microchip.tiles import tile
from microgames.games.microchip.table.gestures import Spot
from microgames.games.microchip.table.layout import TILE
from tests.support.microchip_table import assert_scene_matches, board_sides, settle
from tests.support.window import hand_over
from tests.games.microchip.table.test_game import draft_by_drag


def inside(widget: QWidget, window: QWidget) -> bool:
    corner = widget.mapTo(window, widget.rect().topLeft())
    return widget.isVisible() and window.rect().contains(QRect(corner, widget.size()))


def shown_whole(table) -> bool:  # type: ignore[no-untyped-def]
    """Whether every card of the table is inside the view's viewport."""
    view = table.graphics_view
    corners = view.mapFromScene(QRectF(table.geometry_.bounds)).boundingRect()
    return view.viewport().rect().contains(corners)


def smallest_text_pt(table) -> float:  # type: ignore[no-untyped-def]
    """The smallest point size on screen of any text shown on the table: every label item at the scale the view
    and its card show it, and the texts items paint themselves (the pool's column numbers, legend, pills)."""
    scale = table.zoom_factor()
    sizes = [item.font().pointSizeF() * item.sceneTransform().m11() * scale for item in table.scene.items()
             if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.text()]
    sizes += [table.pool_item.text_size * scale, table.legend.text_size * scale]
    sizes += [pill.text_size * scale for pill in table.pills if pill.text]
    return min(sizes)


def bar_problems(table) -> list[str]:  # type: ignore[no-untyped-def]
    """Where a person's bar of buttons is wrong: hidden, not under its own card, over a card (its board and
    tray), the pool, the phase card or another bar, outside the view, its text under 9 pt or cut."""
    view, g, state = table.graphics_view, table.geometry_, table.context.state

    def on_screen(rect: QRectF) -> QRect:
        return view.mapFromScene(QRectF(rect)).boundingRect()

    things = {f"{state.names[s]}'s card": on_screen(sg.panel) for s, sg in enumerate(g.seats)}
    things["the phase card"] = on_screen(g.info)
    if g.pool_shown:
        things["the pool"] = on_screen(g.pool.panel)
    problems = []
    for seat, bar in table.bars.items():
        name, here = state.names[seat], bar.geometry()
        card = things[f"{name}'s card"]
        if not bar.isVisible() or bar.compact != (seat != table.focus):
            problems.append(f"{name}'s bar is hidden or of the wrong kind")
        if not view.viewport().rect().contains(here):
            problems.append(f"{name}'s bar is cut off by the view")
        if here.top() <= card.bottom() or here.left() < card.left() - 1 or here.right() > card.right() + 1:
            problems.append(f"{name}'s bar is not under {name}'s own card")
        problems += [f"{name}'s bar lies over {thing}" for thing, rect in things.items() if here.intersects(rect)]
        problems += [f"{name}'s bar lies over {state.names[other]}'s" for other, bar_ in table.bars.items()
                     if other != seat and here.intersects(bar_.geometry())]
        shown = [bar.note] + [button for button in bar.buttons.values() if button.isVisibleTo(bar)]
        for widget in shown:
            text = widget.text()
            if widget.font().pointSizeF() < 9:
                problems.append(f"{name}'s {text!r} at {widget.font().pointSizeF():.1f} pt")
            if not bar.rect().contains(widget.geometry()):
                problems.append(f"{name}'s {text or widget.objectName()!r} sticks out of the bar")
            if text and widget.fontMetrics().horizontalAdvance(text) + 8 > widget.width():
                problems.append(f"{name}'s {text!r} is cut")
            if widget is not bar.note and not text and widget.icon().isNull():
                problems.append(f"{name}'s {widget.objectName()} shows nothing")
    return problems


def resize(qtbot, window, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    window.resize(width, height)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: window.width() <= width and window.height() <= height)
    QApplication.processEvents()


@pytest.mark.parametrize("players", [2, 5])
def test_the_table_fits_1024_by_700_and_uses_1920_by_1080(make_window, qtbot, players: int) -> None:  # type: ignore[no-untyped-def]
    window = make_window(("person",) * players, seed=3, size=(1920, 1080))
    table, context = window.table, window.table.context
    resize(qtbot, window, 1920, 1080)
    big = table.zoom_factor()
    wide = table.geometry_
    assert shown_whole(table)
    bounds = table.graphics_view.mapFromScene(QRectF(wide.bounds)).boundingRect()
    viewport = table.graphics_view.viewport().rect()
    assert bounds.width() >= 0.9 * viewport.width() or bounds.height() >= 0.9 * viewport.height()
    assert not bar_problems(table), bar_problems(table)
    mine, pool = wide.seats[context.state.turn], wide.pool.panel  # the card of the person to act is the largest
    assert mine.zoom > 1 and mine.panel.width() * mine.panel.height() > pool.width() * pool.height()
    for _ in range(2 * players):
        draft_by_drag(qtbot, window, context.state.turn)
    resize(qtbot, window, 1024, 700)
    assert table.zoom_factor() < big
    assert shown_whole(table), "a card is cut off"
    assert smallest_text_pt(table) >= 9, f"text at {smallest_text_pt(table):.1f} pt"
    assert not bar_problems(table), bar_problems(table)
    assert_scene_matches(qtbot, table, "shrinking the window")  # the tiles went with their cards
    draft_by_drag(qtbot, window, context.state.turn)  # and the gestures find them there
    assert_scene_matches(qtbot, table, "a drag in the small window")
    print(f"{players} players: zoom {big:.2f} at 1920×1080, {table.zoom_factor():.2f} at 1024×700, "
          f"arranged {'alike' if table.geometry_ == wide else 'differently'}")


def test_every_persons_bar_fits_1024_by_700(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(("person", "person"), seed=3, size=(1024, 700))
    resize(qtbot, window, 1024, 700)
    table, context = window.table, window.table.context
    assert shown_whole(table) and smallest_text_pt(table) >= 9.0, f"labels at {smallest_text_pt(table):.1f} pt"
    while context.state.phase == "drafting":  # setup: the draft by commands, then a tile on Blue's board
        state = context.state
        context.history.execute(Draft(state.turn, state.column(state.active_column())[0]))
    hand_over(qtbot, window)
    state = context.state
    mine = next(t for t in state.trays[0] if tile(t).shape.rotations > 1)
    cell = next(c for c in state.board(0).cells_of(tile(mine).colour.key))
    context.submit(Place(0, mine, cell, 0))
    context.set_viewer(0)
    qtbot.waitUntil(lambda: table.focus == 0)
    table.setFocus()
    table.focus_spot = Spot("cell", 0, cell)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # picked up: Rotate, Remove and Deselect apply in Blue's bar
    blue, red = table.bars[0].buttons, table.bars[1].buttons
    assert all(blue[k].isEnabled() for k in ("rotate", "remove", "deselect", "hint", "finish"))
    assert not any(red[k].isEnabled() for k in ("rotate", "remove", "deselect")) and red["finish"].isEnabled()
    assert [key for key, button in red.items() if button.isVisible()] == ["finish", "resume", "concede"]
    for bar in table.bars.values():
        assert inside(bar, window)
    assert not bar_problems(table), bar_problems(table)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_at_1024_by_700_no_text_is_under_9_pt_and_the_board_to_play_is_the_largest(make_window, qtbot,  # type: ignore[no-untyped-def]
                                                                                     players: int) -> None:
    window = make_window(("person",) * players, seed=3, size=(1024, 700))
    resize(qtbot, window, 1024, 700)
    table, context = window.table, window.table.context
    for turn in range(2):  # the first drafter, then the one after a drag and a round
        hand_over(qtbot, window)  # the screen passes to the next drafter
        seat = context.state.turn
        qtbot.waitUntil(lambda: table.focus == seat)
        assert shown_whole(table), "a card is cut off"
        assert smallest_text_pt(table) >= 9, f"text at {smallest_text_pt(table):.1f} pt"
        assert not bar_problems(table), bar_problems(table)
        assert table.phase_detail.sceneBoundingRect().bottom() <= table.legend.sceneBoundingRect().top()
        assert table.pool_note.sceneBoundingRect().right() <= table.pool_panel.sceneBoundingRect().right()
        sides = board_sides(table)
        others = [side for s, side in enumerate(sides) if s != seat]
        assert sides[seat] > 1.5 * max(others), f"{context.state.names[seat]}'s board is not the large one"
        state = context.state
        for owner, sg in enumerate(table.geometry_.seats):  # tray tiles as drawn, against their board's spaces
            assert state.trays[owner] or turn == 0, "a round was drafted into the trays"
            for tile_id in state.trays[owner]:
                assert table.tiles[tile_id].scale() >= 0.5 * sg.zoom, f"a tray tile of {state.names[owner]} is tiny"
        if turn == 0:
            draft_by_drag(qtbot, window, seat)
            assert_scene_matches(qtbot, table, "a draft at 1024×700")
            for _ in range(players):  # a round into the trays (setup by commands)
                state = context.state
                context.history.execute(Draft(state.turn, state.column(state.active_column())[0]))


def test_the_emptied_pool_leaves_a_table_of_four_and_comes_back_with_an_undo(make_table, qtbot) -> None:  # type: ignore[no-untyped-def]
    harness = make_table(("person",) * 4)
    table, context = harness.table, harness.context
    table.resize(1000, 560)  # the room a 1024×700 window leaves the table
    while context.state.phase == "drafting":
        state = context.state
        context.submit(Draft(state.turn, state.column(state.active_column())[0]))
    after_draft = (0, 0)  # the large board's side and every board's, once the draft is over
    for drafted in (False, True):
        settle(qtbot, table)
        g = table.geometry_
        assert table.pool_holder.isVisible() == drafted == g.pool_shown
        assert g.bounds.intersects(g.pool.panel) == drafted, "the pool is on the table only while drafting"
        assert all(spot.kind != "pool" for spot, _ in table.spots()) != drafted
        assert shown_whole(table) and smallest_text_pt(table) >= 9
        sides = board_sides(table)
        side = (sides[table.focus], sum(sides))
        if drafted:
            assert side[0] <= after_draft[0] + 1 and side[1] <= after_draft[1] + 4, "without the pool no board is smaller"
            assert_scene_matches(qtbot, table, "undoing the last draft")
        else:
            after_draft = side
            context.history.undo()  # the last draft comes back, and the pool with it


def test_a_click_on_a_small_card_shows_its_board_large_until_the_turn_passes(make_table, qtbot) -> None:  # type: ignore[no-untyped-def]
    harness = make_table(("person",) * 5)
    table, context = harness.table, harness.context
    harness.context.changed.connect(lambda event: context.set_viewer(context.next_viewer()))  # hot seat
    assert table.focus == context.state.turn == 0
    red = table.geometry_.seats[1]
    harness.click(red.panel.topLeft() + QPointF(red.panel.width() / 2, 6))  # the card's header, away from its tiles
    qtbot.waitUntil(lambda: table.focus == 1)
    assert board_sides(table)[1] > 1.5 * board_sides(table)[0] and not context.history.applied()  # nothing played
    assert_scene_matches(qtbot, table, "showing Red's board large")
    state = context.state
    context.submit(Draft(0, state.column(state.active_column())[0]))  # Blue drafts: Red is the one to act now
    qtbot.waitUntil(lambda: context.viewer == 1 and table.focus == 1)
    state = context.state
    context.submit(Draft(1, state.column(state.active_column())[0]))
    qtbot.waitUntil(lambda: table.focus == 2)  # the next person's board, as the turn passed
    assert_scene_matches(qtbot, table, "the turn passing on")


@pytest.mark.parametrize("kinds", [("person", "person"), ("bot", "person")])
def test_with_two_seats_the_board_of_the_person_to_act_is_clearly_the_largest_at_every_size(  # type: ignore[no-untyped-def]
        make_window, qtbot, kinds: tuple[str, str]) -> None:
    window = make_window(kinds, seed=3, size=(1024, 700))
    table, context = window.table, window.table.context
    person = kinds.index("person")
    for phase in ("drafting", "building"):
        if phase == "building":  # the draft by commands (a bot's turn is taken for it)
            while context.state.phase == "drafting":
                state = context.state
                context.history.execute(Draft(state.turn, state.column(state.active_column())[0]))
            hand_over(qtbot, window)
        seat = person if "bot" in kinds else context.state.turn if phase == "drafting" else context.viewer
        sizes: dict[int, float] = {}  # the bar's text at each width
        for width, height in ((1024, 700), (1600, 1000), (2560, 1440)):
            resize(qtbot, window, width, height)
            qtbot.waitUntil(lambda: table.focus == seat and context.state.phase == phase)
            QApplication.processEvents()
            where = f"{phase} at {width}×{height}"
            assert shown_whole(table), f"a card is cut off, {where}"
            assert smallest_text_pt(table) >= 9, f"text at {smallest_text_pt(table):.1f} pt, {where}"
            assert not bar_problems(table), f"{bar_problems(table)}, {where}"
            sizes[width] = table.bars[seat].font().pointSizeF()
            sides = board_sides(table)
            assert sides[seat] > 1.5 * sides[1 - seat], f"the board to play is not clearly the largest, {where}"
            other = table.pills[1 - seat]  # the small card's status never hides its chip
            assert not other.sceneBoundingRect().intersects(table.geometry_.seats[1 - seat].board), where
            if phase == "drafting":  # the pool stays readable beside the two boards
                assert table.zoom_factor() * TILE >= 28, f"pool tiles of {table.zoom_factor() * 42:.0f} px, {where}"
        assert sizes[2560] > sizes[1024] >= 9, f"the bar's text does not grow with the table: {sizes}"


def test_a_table_made_to_look_back_at_a_game_has_no_bars(make_table, qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.games.microchip.table.view import create_table
    from microgames.ui.preferences import Preferences
    from microgames.ui.tablekit.context import TableContext

    game = make_table().game  # a game of two people
    context = TableContext(game, Preferences())
    context.set_looking(game.history.index)  # as the review makes it: read-only from the start
    table = create_table(context, None)
    qtbot.addWidget(table)
    assert table.bars == {} and all(seat.bar.isEmpty() for seat in table.geometry_.seats)
