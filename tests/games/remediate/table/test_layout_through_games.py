"""A whole hot-seat game keeps one table layout from the first move to the last while the window keeps its size.

Three and six people at the default window (1180×800) and at 1024×700: the arrangement (full or compact, the
columns), the table's scene size and the view's size are recorded after every move; they change only when the
window is resized (then once, to the new window's arrangement, and stay).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from tests.support.remediate_window import Person, close_window, open_window, play_to_the_end, take_the_table


def layout_of(window: Any) -> tuple[object, ...]:
    table = window.table
    g = table.geometry_
    port = table.graphics_view.viewport().size()
    return g.compact, g.columns, round(g.width), round(g.height), port.width(), port.height()


@pytest.mark.parametrize(("people", "size"), [(6, (1024, 700)), (3, (1180, 800))])  # the tightest, and the usual
def test_a_whole_hot_seat_game_keeps_its_layout(qtbot, people: int, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person",) * people, 16 + people, {"environments": 1, "microbe_2": "Bacillus subtilis"},
                         size=size)
    try:
        take_the_table(qtbot, window)
        first = layout_of(window)
        seen: list[tuple[object, ...]] = []
        window.controller.context.changed.connect(lambda _event: seen.append(layout_of(window)))
        play_to_the_end(qtbot, window, cap=800)
        assert (window.width(), window.height()) == size
        moves = len(window.controller.game.history.applied())
        assert moves > 4 * people and len(seen) >= moves  # every move was seen
        assert set(seen) == {first}, (first, sorted(set(seen)))
        print(size, people, "people:", moves, "moves, one layout", first)
    finally:
        close_window(window)


def test_the_layout_changes_when_the_window_is_resized_and_only_then(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person",) * 6, 22, {"environments": 1}, size=(1920, 1080))
    try:
        take_the_table(qtbot, window)
        large = layout_of(window)
        window.resize(1024, 700)
        QApplication.processEvents()
        table = window.table

        def laid_out() -> bool:
            """The window's layouts settled at its new size, and the table laid out for the view they leave it."""
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            return ((window.width(), window.height()) == (1024, 700) and table.graphics_view.viewport().height() < 600
                    and not table._relayout_due.isActive() and table._new_shape() is None)

        qtbot.waitUntil(laid_out, timeout=10000)
        small = layout_of(window)
        assert small[:4] != large[:4]
        seen: list[tuple[object, ...]] = []
        window.controller.context.changed.connect(lambda _event: seen.append(layout_of(window)))
        person = Person(qtbot, window)
        for _ in range(14):  # a few turns of play at the new size
            take_the_table(qtbot, window)
            person.play()
        assert len(seen) >= 14 and set(seen) == {small}
    finally:
        close_window(window)
