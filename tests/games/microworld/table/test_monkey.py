"""A seeded monkey on the Microworld table at the default preferences, against a bot: thousands of random presses,
moves, releases, drags, wheel turns, button clicks and keys (undo and redo among them), re-syncs at any moment,
window resizes and looks back from the history panel, while the bot plays.

Any exception in a Qt handler fails the test (pytest-qt captures them), and at the end the scene must match the state.
"""

from __future__ import annotations

import os
import random
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from microgames.engine.session import Game
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.table.view import MicroworldTable
from tests.support.microworld_table import seats
from tests.support.microworld_people import assert_scene_matches, see_the_results, settle
from tests.support.window import hand_over

EVENTS = 2500
OPTIONS = {"rule_a": True, "rule_c": True, "rule_d": True}
KEYS = (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Left, Qt.Key.Key_Right,
        Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Delete, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4,
        Qt.Key.Key_9, Qt.Key.Key_S, Qt.Key.Key_L, Qt.Key.Key_E)
GESTURES = ("click", "press", "move", "release", "drag", "wheel", "key", "undo", "redo", "button", "wait", "sync",
            "resize", "history")
WEIGHTS = (30, 6, 8, 6, 4, 4, 20, 1, 1, 14, 3, 2, 1, 0.5)
SIZES = ((1024, 700), (1280, 820), (1920, 1080))  # undo as often as a bot moves would undo all play
BUTTONS = (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton)
CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


def wheel(widget: Any, pos: QPoint, delta: int) -> None:
    event = QWheelEvent(QPointF(pos), QPointF(widget.mapToGlobal(pos)), QPoint(0, 0), QPoint(0, delta),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_a_monkey_against_a_bot(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(int(os.environ.get("MONKEY_SEED", "2024")))  # other seeds: MONKEY_SEED=n pytest …
    games = 0
    finished: list[Game] = []

    def start() -> None:
        nonlocal games
        games += 1
        window.start_game(Game.new(RULES, seats(("person", "bot")), 100 + games, OPTIONS), None)
        window.controller.bot_budget = 0.05

    start()
    counts: dict[str, int] = {}
    for number in range(EVENTS):
        dialog = window.results_dialog
        over = window.controller.game.state.is_over()
        if (dialog is not None and dialog.isVisible()) or (over and rng.random() < 0.2):
            see_the_results(qtbot, window)  # meanwhile the monkey went on during the final scoring on the board
            window.results_dialog.reject()
            window.results_dialog = None
            finished.append(window.controller.game)
            window.drop_game(keep_autosave=True)
            start()
        table: MicroworldTable = window.table
        viewport = table.graphics_view.viewport()
        where = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
        if rng.random() < 0.35:  # often on the lit cells, or the monkey would rarely play
            lit = [item.cell for item in table.cells if item.look.lit]
            if lit:
                point = table.graphics_view.mapFromScene(table.cell_point(rng.choice(lit)))
                where = QPoint(point.x(), point.y())
        kind = rng.choices(GESTURES, WEIGHTS)[0]
        looking = window.controller.context.looking_at is not None
        if window.controller.context.input_blocked and not looking and rng.random() < 0.03:
            kind = "bot"  # let the bot finish its turn (gestures meanwhile are refused anyway)
        counts[kind] = counts.get(kind, 0) + 1
        if kind == "click":
            qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=where)
        elif kind == "press":
            qtbot.mousePress(viewport, rng.choice(BUTTONS), pos=where)
        elif kind == "move":
            qtbot.mouseMove(viewport, where)
        elif kind == "release":
            qtbot.mouseRelease(viewport, rng.choice(BUTTONS), pos=where)
        elif kind == "drag":
            qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=where)
            for _ in range(3):
                qtbot.mouseMove(viewport, QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height())))
            qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton,
                               pos=QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height())))
        elif kind == "wheel":
            wheel(viewport, where, rng.choice((-240, -120, 120, 240)))
        elif kind == "key":
            qtbot.keyClick(table, rng.choice(KEYS))
        elif kind == "undo":
            qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
        elif kind == "redo":
            qtbot.keyClick(window, Qt.Key.Key_Z, CTRL | SHIFT)
        elif kind == "button":
            buttons = [b for b in table.panel.choices.values() if b.isVisible()]
            buttons += [r.use for r in table.panel.token_rows if r.isVisible() and r.use.isEnabled()]
            if buttons:
                qtbot.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
        elif kind == "sync":  # the shell may re-sync the table at any moment: mid-slide, mid-drag, while blocked
            table.sync()
        elif kind == "resize":
            window.resize(*rng.choice(SIZES))
        elif kind == "history":  # look back at an earlier move (Escape, among the keys, returns)
            window.history_dock.raise_()
            panel = window.history_panel
            item = panel.item(rng.randrange(panel.count()))
            qtbot.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, pos=panel.visualItemRect(item).center())
        elif kind == "bot":
            context = window.controller.context
            qtbot.waitUntil(lambda: not context.input_blocked or context.state.is_over(), timeout=10000)
        else:
            qtbot.wait(rng.randrange(20, 200))  # slides run, the bot thinks on
        if window.controller.handoff_pending is not None:
            hand_over(qtbot, window)
        QApplication.processEvents()
    for button in BUTTONS:  # no button stays down for the tests that follow
        qtbot.mouseRelease(window.table.graphics_view.viewport(), button)
    window.controller.return_to_game()
    settle(qtbot, window)
    assert_scene_matches(window)
    moves = len(window.controller.game.history.applied())
    played = sum(len(game.history.applied()) for game in finished) + moves
    print(f"monkey: {EVENTS} events {counts}, {games} game(s), {played} moves")
    assert played >= 30  # the monkey did play, not only flail
