"""Fixtures for driving the Microchip table with real mouse and key events on the view's viewport."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games.microchip.rules import RULES
from microgames.ui.preferences import Preferences
from tests.table_harness import TableHarness, seats_for


def seats(kinds: Sequence[str]) -> tuple[Seat, ...]:
    return seats_for(RULES, kinds)


class Harness(TableHarness):
    """A table on screen, its context, and the status lines it showed."""

    def __init__(self, qtbot, game: Game, preferences: Preferences) -> None:  # type: ignore[no-untyped-def]
        from microgames.games.microchip.view import create_table

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
