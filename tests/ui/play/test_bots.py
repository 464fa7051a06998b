"""Bots think on a worker thread: the window stays responsive, input is blocked, undo cancels."""

from __future__ import annotations

import threading
import time

import attrs
import pytest
from PySide6.QtCore import Qt, QTimer

from microgames.games import registry
from tests.support.pebbles import RULES, FirstMoveBot
from tests.support.window import click_table_item, start_pebbles


class SlowBot(FirstMoveBot):
    """Thinks for a while, and notes on which thread it did."""

    threads: list[threading.Thread] = []
    think_seconds = 0.4

    def choose(self, view, budget):  # type: ignore[no-untyped-def]
        SlowBot.threads.append(threading.current_thread())
        time.sleep(self.think_seconds)
        return super().choose(view, budget)


@pytest.fixture
def slow_pebbles(pebbles):  # type: ignore[no-untyped-def]
    SlowBot.threads = []
    registry.register(attrs.evolve(RULES, make_bot=SlowBot))
    yield
    registry.register(RULES)


def test_a_bot_moves_on_a_worker_thread_while_the_window_stays_responsive(qtbot, make_window, slow_pebbles) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, kinds=("person", "bot"))
    game, context = window.game, window.controller.context
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    assert game.history.index == 1
    assert window.controller.bot_thinking == 1
    assert context.input_blocked and window.thinking_label.isVisible()
    viewport = window.table.graphics_view.viewport()
    assert viewport.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # clicks do not reach the table
    assert "thinking" in window.thinking_label.text()
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(20)
    click_table_item(qtbot, window.table, window.table.buttons["take3"])  # blocked: nothing happens
    assert game.history.index == 1
    qtbot.waitUntil(lambda: game.history.index == 2, timeout=5000)
    timer.stop()
    assert len(ticks) >= 5  # the event loop kept running while the bot thought
    assert SlowBot.threads and all(t is not threading.main_thread() for t in SlowBot.threads)
    assert game.history.steps[1].by_bot and not context.input_blocked
    assert not window.thinking_label.isVisible()


def test_undo_while_a_bot_thinks_cancels_its_move(qtbot, make_window, slow_pebbles) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, kinds=("person", "bot"))
    game = window.game
    click_table_item(qtbot, window.table, window.table.buttons["take2"])
    assert window.controller.bot_thinking == 1
    window.undo_action.trigger()
    assert game.history.index == 0 and window.controller.bot_thinking is None
    assert not window.controller.context.input_blocked
    qtbot.wait(int(SlowBot.think_seconds * 1000) + 300)  # the late answer arrives and is dropped
    assert game.history.index == 0 and game.state.taken == [0, 0]


def test_casual_undo_against_a_bot_goes_back_to_the_persons_decision(qtbot, make_window, pebbles) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, kinds=("person", "bot"))
    game = window.game
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    qtbot.waitUntil(lambda: game.history.index == 2, timeout=5000)
    assert window.undo_action.text() == "Undo Seat 1 takes 1"
    window.undo_action.trigger()
    assert game.history.index == 0
    assert window.statusBar().currentMessage() == "Took back: Seat 1 takes 1."
    window.redo_action.trigger()
    assert game.history.index == 2 and window.statusBar().currentMessage().startswith("Played again: ")


def test_a_bot_still_busy_with_a_cancelled_request_is_not_asked_again(qtbot, make_window, slow_pebbles) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, kinds=("person", "bot"))
    game, controller = window.game, window.controller
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    first = controller._bots[1]
    window.undo_action.trigger()  # cancels; the first bot is still thinking
    click_table_item(qtbot, window.table, window.table.buttons["take2"])
    assert controller._bots[1] is not first  # a fresh bot for the new request
    qtbot.waitUntil(lambda: game.history.index == 2, timeout=5000)
    assert game.state.taken[0] == 2


def test_closing_while_a_slow_bot_thinks_leaves_no_running_thread_behind(qtbot, make_window, pebbles) -> None:  # type: ignore[no-untyped-def]
    """The bot is held inside ``choose`` until the runner has given up on it, whatever the machine's load."""
    from microgames.ui.play import botworker

    release = threading.Event()
    entered = threading.Event()

    class HeldBot(FirstMoveBot):
        def choose(self, view, budget):  # type: ignore[no-untyped-def]
            entered.set()
            release.wait(60)
            return super().choose(view, budget)

    registry.register(attrs.evolve(RULES, make_bot=HeldBot))
    try:
        window = make_window()
        start_pebbles(qtbot, window, kinds=("person", "bot"))
        click_table_item(qtbot, window.table, window.table.buttons["take1"])
        qtbot.waitUntil(entered.is_set, timeout=20000)
        window.controller._runner.shutdown(wait_ms=50)  # gives up waiting: the thread must be kept alive
        assert botworker._LINGERING
        release.set()
        qtbot.waitUntil(lambda: not botworker._LINGERING, timeout=20000)
    finally:
        release.set()
        registry.register(RULES)
