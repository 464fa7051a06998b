"""The Microchip table in a 1024×700 window: nothing cut, the labels readable; at 1920×1080 it uses the room,
the seats' cards larger than the pool."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QWidget

from microgames.games.microchip.commands import Draft, Place
from microgames.games.microchip.tiles import tile
from microgames.games.microchip.table.gestures import Spot
from tests.microchip_view.conftest import assert_scene_matches
from tests.microchip_view.test_game import draft_by_drag


def inside(widget: QWidget, window: QWidget) -> bool:
    corner = widget.mapTo(window, widget.rect().topLeft())
    return widget.isVisible() and window.rect().contains(QRect(corner, widget.size()))


def shown_whole(table) -> bool:  # type: ignore[no-untyped-def]
    """Whether every card of the table is inside the view's viewport."""
    view = table.graphics_view
    corners = view.mapFromScene(QRectF(table.geometry_.bounds)).boundingRect()
    return view.viewport().rect().contains(corners)


def smallest_text_px(table) -> float:  # type: ignore[no-untyped-def]
    """The line height on screen of the smallest label on the table (a seat's labels grow with its card)."""
    pool = [table.pool_note, table.phase_detail]
    seats = [*table.kinds, *table.score_details, *table.tray_labels, *table.coordinates]
    zoom = table.geometry_.seats[0].zoom
    return table.zoom_factor() * min([QFontMetricsF(t.font()).height() for t in pool] +
                                     [QFontMetricsF(t.font()).height() * zoom for t in seats])


def smallest_text_pt(table) -> float:  # type: ignore[no-untyped-def]
    """The point size on screen of the smallest label on the table."""
    pool = [table.pool_note, table.phase_detail]
    seats = [*table.kinds, *table.score_details, *table.tray_labels, *table.coordinates]
    zoom = table.geometry_.seats[0].zoom
    return table.zoom_factor() * min([t.font().pointSizeF() for t in pool] +
                                     [t.font().pointSizeF() * zoom for t in seats])


def resize(qtbot, window, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    window.resize(width, height)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: window.width() <= width and window.height() <= height)
    QApplication.processEvents()


@pytest.mark.parametrize(("players", "readable"), [(2, 9.0), (5, 7.5)])
def test_the_table_fits_1024_by_700_and_uses_1920_by_1080(make_window, qtbot, players: int, readable: float) -> None:  # type: ignore[no-untyped-def]
    window = make_window(("person",) * players, seed=3, size=(1920, 1080))
    table, context = window.table, window.table.context
    resize(qtbot, window, 1920, 1080)
    big = table.zoom_factor()
    wide = table.geometry_
    assert shown_whole(table)
    bounds = table.graphics_view.mapFromScene(QRectF(wide.bounds)).boundingRect()
    viewport = table.graphics_view.viewport().rect()
    assert bounds.width() >= 0.9 * viewport.width() or bounds.height() >= 0.9 * viewport.height()
    mine, pool = wide.seats[context.state.turn], wide.pool.panel  # the card of the person to act is the largest
    assert mine.zoom > 1 and mine.panel.width() * mine.panel.height() > pool.width() * pool.height()
    for _ in range(2 * players):
        draft_by_drag(qtbot, window, context.state.turn)
    resize(qtbot, window, 1024, 700)
    assert table.zoom_factor() < big
    assert shown_whole(table), "a card is cut off"
    assert smallest_text_px(table) >= readable, f"labels {smallest_text_px(table):.1f} px high"
    assert_scene_matches(qtbot, table, "shrinking the window")  # the tiles went with their cards
    draft_by_drag(qtbot, window, context.state.turn)  # and the gestures find them there
    assert_scene_matches(qtbot, table, "a drag in the small window")
    print(f"{players} players: zoom {big:.2f} at 1920×1080, {table.zoom_factor():.2f} at 1024×700, "
          f"arranged {'alike' if table.geometry_ == wide else 'differently'}")


def test_every_persons_row_of_buttons_fits_1024_by_700(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(("person", "person"), seed=3, size=(1024, 700))
    resize(qtbot, window, 1024, 700)
    table, context = window.table, window.table.context
    assert shown_whole(table) and smallest_text_pt(table) >= 9.0, f"labels at {smallest_text_pt(table):.1f} pt"
    while context.state.phase == "drafting":  # setup: the draft by commands, then a tile on Blue's board
        state = context.state
        context.submit(Draft(state.turn, state.column(state.active_column())[0]))
    state = context.state
    mine = next(t for t in state.trays[0] if tile(t).shape.rotations > 1)
    cell = next(c for c in state.board(0).cells_of(tile(mine).colour.key))
    context.submit(Place(0, mine, cell, 0))
    context.set_viewer(0)
    table.setFocus()
    table.focus_spot = Spot("cell", 0, cell)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # picked up: Rotate, Remove and Deselect apply in Blue's row
    blue, red = table.bars[0].buttons, table.bars[1].buttons
    assert all(blue[k].isEnabled() for k in ("rotate", "remove", "deselect", "hint", "finish"))
    assert not any(red[k].isEnabled() for k in ("rotate", "remove", "deselect")) and red["finish"].isEnabled()
    for bar in table.bars.values():
        assert inside(bar.label, window)
        for key, button in bar.buttons.items():
            assert inside(button, window), key
            assert button.width() >= button.sizeHint().width() - 1, f"{key} is squeezed"
