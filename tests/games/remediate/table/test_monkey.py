"""A seeded monkey at the default animation speed: thousands of random presses, drags, wheel turns and keys.

Two people share the screen with a bot, so hand-offs, bot moves, undo and redo
all interleave with half-finished gestures and cards in flight. Any exception
fails the test (pytest-qt reports those raised inside Qt's handlers); at the end,
once everything has settled, the table must show the state.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from tests.support.window import hand_over
from tests.support.remediate_window import check_scene, close_window, open_window, take_the_table

EVENTS = 3000
KEYS = [
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Up, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_R, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Delete, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_D, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_S, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_C, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_M, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_P, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_H, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Minus, Qt.KeyboardModifier.NoModifier),
]


def settle_and_check(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Let the table settle (taking the screen if it is being handed over), then compare it with the state."""
    qtbot.mouseRelease(window.table.graphics_view.viewport(), Qt.MouseButton.LeftButton)
    take_the_table(qtbot, window)
    check_scene(window)


def test_a_monkey_at_normal_speed_breaks_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(1313)
    window = open_window(qtbot, ("person", "person", "bot"), 21, {"environments": 1}, level="easy")
    events: dict[str, int] = {}
    try:
        window.controller.context.changed.connect(lambda event: events.__setitem__(event, events.get(event, 0) + 1))
        table = window.table
        viewport = table.graphics_view.viewport()
        done: dict[str, int] = {}

        def spot() -> QPoint:
            """Half the time a thing that means something, else anywhere on the table."""
            targets = [item for item, _target in table.clickables()]
            if targets and rng.random() < 0.5:
                item = rng.choice(targets)
                return table.graphics_view.mapFromScene(item.mapRectToScene(item.rect).center())
            return QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))

        looker = random.Random(1314)  # its own stream: the gestures stay those of the seed

        for step in range(EVENTS):
            looking = window.controller.looking_at is not None
            if step >= EVENTS - 600 and looker.random() < (0.3 if looking else 0.02):
                if looking:  # a look back holds the game: never for long
                    qtbot.mouseClick(window.page.banner.return_button, Qt.MouseButton.LeftButton)
                else:
                    window.history_dock.show()
                    window.history_dock.raise_()
                    panel = window.history_panel
                    rect = panel.visualItemRect(panel.item(looker.randrange(panel.count())))
                    if panel.viewport().rect().contains(rect.center()):
                        qtbot.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
                        done["history"] = done.get("history", 0) + 1
            if window.controller.handoff_pending is not None and rng.random() < 0.5:
                hand_over(qtbot, window)
                done["handoff"] = done.get("handoff", 0) + 1
                continue
            if table.controls.yes.isVisible() and rng.random() < 0.5:  # a question asked: answer it, either way
                qtbot.mouseClick(rng.choice((table.controls.yes, table.controls.no)), Qt.MouseButton.LeftButton)
                done["answer"] = done.get("answer", 0) + 1
                continue
            kind = rng.choice(("press", "release", "move", "click", "double", "drag", "wheel", "key", "key"))
            done[kind] = done.get(kind, 0) + 1
            left = Qt.MouseButton.LeftButton
            if kind == "press":
                qtbot.mousePress(viewport, left, pos=spot())
            elif kind == "release":
                qtbot.mouseRelease(viewport, left, pos=spot())
            elif kind == "move":
                qtbot.mouseMove(viewport, spot())
            elif kind == "click":
                qtbot.mouseClick(viewport, left, pos=spot())
            elif kind == "double":
                qtbot.mouseDClick(viewport, left, pos=spot())
            elif kind == "drag":
                qtbot.mousePress(viewport, left, pos=spot())
                qtbot.mouseMove(viewport, spot())
                qtbot.mouseRelease(viewport, left, pos=spot())
            elif kind == "wheel":
                where = QPointF(spot())
                wheel = QWheelEvent(where, QPointF(viewport.mapToGlobal(where.toPoint())), QPoint(0, 0),
                                    QPoint(0, rng.choice((-120, 120))), Qt.MouseButton.NoButton,
                                    Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
                QApplication.sendEvent(viewport, wheel)
            else:
                key, modifiers = rng.choice(KEYS)
                if table.isVisible():
                    table.setFocus()
                qtbot.keyClick(table, key, modifiers)
            if step % 40 == 0:  # now and then, the monkey waits while a bot plays
                qtbot.wait(rng.choice((0, 50, 400)))
            else:
                QApplication.processEvents()
            if step % 750 == 749:
                settle_and_check(qtbot, window)
        if window.controller.looking_at is not None:
            qtbot.mouseClick(window.page.banner.return_button, Qt.MouseButton.LeftButton)
        settle_and_check(qtbot, window)
        assert sum(done.values()) >= EVENTS and done.get("history", 0) > 0
        # > 40: redrawing, replacing a gene and the hazard pick ask first, so fewer random gestures execute
        assert events.get("executed", 0) > 40 and events.get("undone", 0) > 5 and events.get("redone", 0) > 0, events
        print("monkey:", done, "history events:", events)
    finally:
        close_window(window)
