"""An error nobody caught is logged, the game is kept, and the player is told calmly; play goes on."""

from __future__ import annotations

import sys
import threading

from PySide6.QtCore import QTimer

from microgames.engine.paths import autosave_path
from microgames.ui.crash import install, log_path
from tests.support.window import click_table_item, hand_over, start_pebbles


def test_an_error_in_an_event_handler_is_logged_saved_and_told_once(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window)
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    autosave_path().unlink()
    hooks = sys.excepthook, threading.excepthook
    handler = install(lambda: window, window.keep_game)
    try:
        def broken() -> None:
            raise ZeroDivisionError("a slot that divides by nothing")

        QTimer.singleShot(0, broken)
        QTimer.singleShot(5, broken)  # a second error while the first is being told: logged, no second box
        qtbot.waitUntil(lambda: handler.showing is not None and handler.count == 2, timeout=3000)
    finally:
        sys.excepthook, threading.excepthook = hooks
    box = handler.showing
    assert box.text() == "Something went wrong — your game is saved."
    assert str(log_path()) in box.informativeText()
    assert log_path().read_text(encoding="utf-8").count("ZeroDivisionError: a slot that divides by nothing") == 2
    assert autosave_path().is_file()  # the game was written again at once
    box.accept()
    qtbot.waitUntil(lambda: handler.showing is None)
    click_table_item(qtbot, window.table, window.table.buttons["take1"])  # and the game goes on
    assert window.game.history.index == 2


def test_the_hand_off_leaves_the_table_synced_for_the_next_person(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, names=("Ana", "Ben"))
    context = window.controller.context
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    click_table_item(qtbot, window.table, window.table.buttons["bonus"])  # a secret: the screen is handed over
    assert window.controller.handoff_pending == 0
    seen: list[tuple[bool, int | None]] = []
    table = window.table
    original = table.sync
    table.sync = lambda: (seen.append((context.input_blocked, context.acting_seat())), original())  # type: ignore[method-assign]
    hand_over(qtbot, window)
    assert seen and seen[-1] == (False, 0)  # the last picture was drawn for Ana, able to act
