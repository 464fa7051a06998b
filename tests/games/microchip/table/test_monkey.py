"""A seeded monkey at the table: random presses, moves, releases, drags, wheel turns and keys at Normal speed
while a medium bot plays. No exception may escape (pytest-qt fails the test on one raised in a Qt handler),
and once everything has settled the scene must show the state.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from tests.support.microchip_table import assert_scene_matches

EVENTS = 2500
SEED = 1313
UNDO = (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
REDO = (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
KEYS = [
    (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Up, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_R, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_Delete, Qt.KeyboardModifier.NoModifier),
]
BUTTONS = [Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton]


class Monkey:
    """Random gestures aimed mostly at places that mean something (tiles, spaces, trays)."""

    def __init__(self, qtbot, window, seed: int) -> None:  # type: ignore[no-untyped-def]
        self.qtbot, self.window, self.table = qtbot, window, window.table
        self.rng = random.Random(seed)
        self.viewport = self.table.graphics_view.viewport()
        g = self.table.geometry_
        self.places = [g.pool.slot_centre(r, c) for r in range(g.pool.rows) for c in range(g.pool.columns)]
        for sg in g.seats:
            self.places += [sg.cell_centre(cell) for cell in range(25)] + [sg.tray.center()] * 3
        self.bounds = g.bounds.adjusted(-40, -40, 40, 40)
        self.held: Qt.MouseButton | None = None
        self.events = 0
        self.looks = 0  # positions looked back at from the History panel
        self.looker = random.Random(seed + 1)  # its own stream: the gestures stay those of the seed

    def live(self) -> QPoint:
        """A tile a person might reach for: one of the lit column, or one of Blue's own."""
        state = self.table.context.state
        tiles = state.owned(0)
        if state.phase == "drafting":
            tiles += state.column(state.active_column())
        if not tiles:
            return self.point()
        return self.table.graphics_view.mapFromScene(self.table.tile_pos(self.rng.choice(tiles)))

    def point(self) -> QPoint:
        if self.rng.random() < 0.75:
            target = self.rng.choice(self.places) + QPointF(self.rng.uniform(-18, 18), self.rng.uniform(-18, 18))
        else:
            target = QPointF(self.rng.uniform(self.bounds.left(), self.bounds.right()),
                             self.rng.uniform(self.bounds.top(), self.bounds.bottom()))
        return self.table.graphics_view.mapFromScene(target)

    def step(self) -> None:
        if self.events >= EVENTS - 600 and self.looker.random() < (
                0.3 if self.window.controller.looking_at is not None else 0.02):
            self.history()  # in the last stretch, now and then and never for long: a look back holds the game
        kind = self.rng.choices(["press", "move", "release", "drag", "click", "wheel", "key", "undo", "button", "wait"],
                                [10, 20, 8, 16, 12, 6, 16, 2, 4, 4])[0]
        getattr(self, kind)()
        self.events += 1

    def press(self) -> None:
        if self.held is None:
            self.held = self.rng.choice(BUTTONS)
            self.qtbot.mousePress(self.viewport, self.held, pos=self.point())

    def move(self) -> None:
        self.qtbot.mouseMove(self.viewport, pos=self.point())

    def release(self) -> None:
        button, self.held = self.held or Qt.MouseButton.LeftButton, None
        self.qtbot.mouseRelease(self.viewport, button, pos=self.point())

    def drag(self) -> None:
        start, end = self.live() if self.rng.random() < 0.6 else self.point(), self.point()
        self.qtbot.mousePress(self.viewport, Qt.MouseButton.LeftButton, pos=start)
        for k in range(1, 4):
            self.qtbot.mouseMove(self.viewport, pos=start + (end - start) * k / 3)
        self.qtbot.mouseRelease(self.viewport, Qt.MouseButton.LeftButton, pos=end)

    def click(self) -> None:
        shift = Qt.KeyboardModifier.ShiftModifier if self.rng.random() < 0.15 else Qt.KeyboardModifier.NoModifier
        self.qtbot.mouseClick(self.viewport, self.rng.choice(BUTTONS), shift, pos=self.point())

    def wheel(self) -> None:
        pos = self.point()
        delta = self.rng.choice([-120, 120])
        event = QWheelEvent(QPointF(pos), QPointF(self.viewport.mapToGlobal(pos)), QPoint(0, 0), QPoint(0, delta),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                            False)
        QApplication.sendEvent(self.viewport, event)

    def key(self) -> None:
        key, modifiers = self.rng.choice(KEYS)
        self.qtbot.keyClick(self.table, key, modifiers)

    def undo(self) -> None:
        key, modifiers = UNDO if self.rng.random() < 0.6 else REDO
        self.qtbot.keyClick(self.table, key, modifiers)

    def button(self) -> None:
        shown = [b for bar in self.table.bars.values() for b in bar.buttons.values() if b.isVisible() and b.isEnabled()]
        if shown:
            self.qtbot.mouseClick(self.rng.choice(shown), Qt.MouseButton.LeftButton)

    def wait(self) -> None:
        self.qtbot.wait(self.rng.choice([10, 50, 250]))  # the bot plays meanwhile

    def history(self) -> None:
        """Look back at a move from the History panel, or return to the game from the banner."""
        window = self.window
        if window.controller.looking_at is not None:
            self.qtbot.mouseClick(window.page.banner.return_button, Qt.MouseButton.LeftButton)
            return
        window.history_dock.show()
        window.history_dock.raise_()
        panel = window.history_panel
        rect = panel.visualItemRect(panel.item(self.looker.randrange(panel.count())))
        if rect.isValid() and panel.viewport().rect().contains(rect.center()):
            self.qtbot.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
            self.looks += 1


def test_a_seeded_monkey_of_2500_gestures_against_a_bot_at_normal_speed(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(("person", "bot"), seed=7)
    table, controller = window.table, window.controller
    monkey = Monkey(qtbot, window, SEED)
    table.confirm = lambda title, text: monkey.rng.random() < 0.5  # Clear board and Concede: yes or no at random
    labels: set[str] = set()
    travels: list[str] = []
    table.context.changed.connect(lambda event: travels.append(event) if event in ("undone", "redone") else None)

    def played(event: str) -> None:  # every step ever played, whatever undo does to it later
        if event == "executed":
            labels.add(controller.game.history.applied()[-1].label.split(" ")[1])

    table.context.changed.connect(played)
    while monkey.events < EVENTS:
        dialog = window.results_dialog
        if dialog is not None and dialog.isVisible():
            dialog.reject()  # the game ended: close the results and play on with undo
        monkey.step()
    if monkey.held is not None:
        monkey.release()
    if controller.looking_at is not None:
        qtbot.mouseClick(window.page.banner.return_button, Qt.MouseButton.LeftButton)
    assert monkey.looks > 0, "the monkey never looked back"
    qtbot.waitUntil(lambda: controller.bot_thinking is None and controller._waiting_move is None, timeout=10000)
    assert_scene_matches(qtbot, table, f"{monkey.events} monkey events")
    assert monkey.events == EVENTS
    # the monkey did play: drafts by both seats, arranging, and undo
    # (whether the bot rearranges depends on how far its search gets on a busy machine: tested apart)
    assert {"drafts", "rotates"} <= labels, f"{monkey.events} events made only {sorted(labels)}"
    assert {"undone", "redone"} <= set(travels), f"{monkey.events} events never undid or redid"
