"""The Remediate table in a 1024×700 window with six players: the window may shrink that far and nothing is cut."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.support.remediate_window import Person, close_window, open_window, take_the_table, wait


def inside(widget: QWidget, window: QWidget) -> bool:
    """Whether the whole widget is shown and lies within the window."""
    corner = widget.mapTo(window, widget.rect().topLeft())
    return widget.isVisible() and window.rect().contains(QRect(corner, widget.size()))


def test_a_six_player_table_fits_a_1024_by_700_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person",) * 6, 8, {"microbe_1": "Bacillus subtilis"}, size=(1920, 1080))
    try:
        take_the_table(qtbot, window)
        table = window.table
        big = table.zoom_factor()
        window.resize(1024, 700)
        QApplication.processEvents()
        qtbot.waitUntil(lambda: window.width() <= 1024 and window.height() <= 700)
        assert table.zoom_factor() < big  # the 1920×1080 window used its room
        for name in ("draw", "redraw", "resist"):
            assert inside(table.buttons[name], window), name
        person = Person(qtbot, window)
        person.play()  # draws
        wait(qtbot, window)
        person.key(Qt.Key.Key_S)  # skips cloning: the widest row of buttons
        wait(qtbot, window)
        assert window.controller.game.state.phase == "act"
        amount = [table.amount] if table.amount.maximum() > 1 else []  # no choice of amount: no box
        for widget in (table.buttons["remediate"], table.buttons["pass"], table.buttons["resist"], table.hazard,
                       *amount, table.prompt):
            assert inside(widget, window), widget.objectName()
        assert table.prompt.height() >= table.prompt.fontMetrics().height()
        print("zoom at 1920×1080:", big, "at 1024×700:", table.zoom_factor())
    finally:
        close_window(window)


def test_a_narrow_head_keeps_the_bot_s_name_whole(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person", "bot"), 3, {"microbe_2": "Deinococcus radiodurans"}, size=(1024, 700))
    try:
        wait(qtbot, window)
        name = window.table.seat_names[1].text()
        assert name.startswith("D. radiodurans") and "Ben (bot" in name and not name.endswith("…"), name
    finally:
        close_window(window)
