"""Fixtures for driving the Microchip table with real mouse and key events on the view's viewport."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games.microchip.rules import RULES
from microgames.ui.preferences import Preferences
from tests.support.table_harness import TableHarness, seats_for


def seats(kinds: Sequence[str]) -> tuple[Seat, ...]:
    return seats_for(RULES, kinds)


class Harness(TableHarness):
    """A table on screen, its context, and the status lines it showed."""

    def __init__(self, qtbot, game: Game, preferences: Preferences) -> None:  # type: ignore[no-untyped-def]
        from microgames.games.microchip.table.view import create_table

        super().__init__(qtbot, game, preferences, create_table, (1400, 820))
        self.table.confirm = lambda title, text: True

    def drag(self, start: QPointF, end: QPointF, during: Callable[[], None] | None = None) -> None:
        """Press, move in steps, release: a person dragging from ``start`` to ``end`` (scene points)."""
        a, b = self.at(start), self.at(end)
        self.qtbot.mousePress(self.viewport, Qt.MouseButton.LeftButton, pos=a)
        for k in range(1, 5):
            self.qtbot.mouseMove(self.viewport, pos=QPoint(a.x() + (b.x() - a.x()) * k // 4,
                                                          a.y() + (b.y() - a.y()) * k // 4))
        if during is not None:
            during()
        self.qtbot.mouseRelease(self.viewport, Qt.MouseButton.LeftButton, pos=b)
        QApplication.processEvents()

    def click(self, point: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton,
              modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        self.qtbot.mouseClick(self.viewport, button, modifiers, pos=self.at(point))
        QApplication.processEvents()

    def key(self, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        self.qtbot.keyClick(self.table, key, modifiers)
        QApplication.processEvents()

    # places on the table
    def tile_point(self, tile_id: int) -> QPointF:
        return self.table.tile_pos(tile_id)

    def cell_point(self, seat: int, cell: int) -> QPointF:
        return self.table.geometry_.seats[seat].cell_centre(cell)

    def tray_point(self, seat: int) -> QPointF:
        return self.table.geometry_.seats[seat].tray.center()

    def active_tiles(self) -> list[int]:
        return self.state.column(self.state.active_column())

    def empty_cell_for(self, seat: int, tile_id: int) -> int:
        from microgames.games.microchip.tiles import tile

        board = self.state.board(seat)
        return next(c for c in board.cells_of(tile(tile_id).colour.key) if self.state.cells[seat][c] is None)


def board_sides(table) -> list[float]:  # type: ignore[no-untyped-def]
    """Each seat's board as wide as it is on screen, in pixels."""
    view = table.graphics_view
    return [view.mapFromScene(holder.mapRectToScene(table.card.board)).boundingRect().width()
            for holder in table.seat_holders]


def settle(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    """Wait, as a person watching would, until the table is still: no tile sliding, turning or held."""
    qtbot.waitUntil(table.is_still, timeout=5000)


def scene_problems(table) -> list[str]:  # type: ignore[no-untyped-def]
    """Where the settled scene disagrees with the state: tiles, turns, scores, the phase line, the selection."""
    from microgames.games.microchip.state import EMPTY

    state = table.context.state
    g = table.geometry_
    want: dict[int, tuple[QPointF, int, float]] = {}
    for r, row in enumerate(state.pool):
        for c, tile_id in enumerate(row):
            if tile_id != EMPTY:
                want[tile_id] = (g.pool.slot_centre(r, c), 0, 1.0)
    for seat, sg in enumerate(g.seats):
        for cell, placed in enumerate(state.cells[seat]):
            if placed is not None:
                want[placed[0]] = (sg.cell_centre(cell), placed[1], sg.zoom)
        tray = state.trays[seat]
        for index, tile_id in enumerate(tray):
            centre, scale = sg.tray_slot(index)
            want[tile_id] = (centre, 0, scale)
    problems = []
    for tile_id, item in table.tiles.items():
        if tile_id not in want:
            if item.isVisible():
                problems.append(f"tile {tile_id} is shown but is nowhere in the state")
            continue
        centre, rotation, scale = want[tile_id]
        if not item.isVisible():
            problems.append(f"tile {tile_id} is hidden")
        if (item.pos() - centre).manhattanLength() > 0.01:
            problems.append(f"tile {tile_id} is at {item.pos()}, the state has it at {centre}")
        if item.rotation_index != rotation or item.rotation() != 0:
            problems.append(f"tile {tile_id} is turned {item.rotation_index} (+{item.rotation()}°), not {rotation}")
        if abs(item.scale() - scale) > 1e-6:
            problems.append(f"tile {tile_id} is drawn at scale {item.scale()}, not {scale}")
    shown = tuple(int(text.text()) for text in table.score_texts)
    if shown != state.scores():
        problems.append(f"scores shown {shown}, state {state.scores()}")
    phase = {"drafting": f"Drafting · {state.names[state.turn]}'s turn", "building": "Building · the pool is empty",
             "over": "Game over"}[state.phase]
    if table.phase_text.text().replace("\n", " · ") != phase:  # on two lines where the card is narrow
        problems.append(f"the phase line says {table.phase_text.text()!r}, not {phase!r}")
    if table.selection is not None and not table._still_there(table.selection):
        problems.append(f"a stale selection {table.selection}")
    if table.drag is not None and table.drag.started:
        problems.append("a drag is still under way")
    return problems


def assert_scene_matches(qtbot, table, gesture: str = "") -> None:  # type: ignore[no-untyped-def]
    settle(qtbot, table)
    problems = scene_problems(table)
    assert not problems, f"after {gesture or 'the last gesture'}: " + "; ".join(problems[:5])


def answer_next_box(qtbot, answer: QMessageBox.StandardButton, asked: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Answer the next message box as a person would, by clicking its button; its text goes to ``asked``."""

    def look(tries: int) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append(box.text())
            qtbot.mouseClick(box.button(answer), Qt.MouseButton.LeftButton)
        elif tries:
            QTimer.singleShot(20, lambda: look(tries - 1))

    QTimer.singleShot(0, lambda: look(250))


@pytest.fixture
def make_table(qtbot):  # type: ignore[no-untyped-def]
    from microgames.ui.app import make_application

    make_application()

    def make(kinds: Sequence[str] = ("person", "person"), seed: int = 5, improve: bool = True,
             preferences: Preferences | None = None) -> Harness:
        """A table at the app's default preferences (animations at Normal) unless told otherwise."""
        game = Game.new(RULES, seats(kinds), seed, {"improve": improve})
        return Harness(qtbot, game, preferences or Preferences())

    return make


@pytest.fixture
def make_window(qtbot):  # type: ignore[no-untyped-def]
    """The main window at the app's default preferences, shown and active; ``start(kinds, seed)`` begins a game.

    Bots are medium with a small budget; every game is closed at the end without questions.
    """
    from microgames.engine.seats import Seat
    from microgames.ui.app import make_application
    from microgames.ui.mainwindow import MainWindow
    from tests.support.window import FakePrompts

    make_application()
    windows = []

    def start(kinds: Sequence[str], seed: int, improve: bool = True, size: tuple[int, int] = (1400, 900)):  # type: ignore[no-untyped-def]
        window = MainWindow(Preferences())
        window.prompts = FakePrompts()  # type: ignore[assignment]
        windows.append(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        people = seats(kinds)
        chosen = tuple(Seat(s.name, s.kind, "medium" if s.is_bot else None, s.colour) for s in people)
        window.start_game(Game.new(RULES, chosen, seed, {"improve": improve}), None)
        window.controller.bot_budget = 0.05
        return window

    yield start
    for window in windows:
        if window.controller is not None:
            window.controller.close(keep_autosave=True)
            window.controller = None
        window.close()
