"""Fixtures for driving the Microworld table with real mouse clicks on the view's viewport."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games.microworld.rules import RULES
from microgames.ui.preferences import Preferences
from tests.support.table_harness import TableHarness, seats_for
from tests.support.window import FakePrompts


def seats(kinds: Sequence[str]) -> tuple[Seat, ...]:
    return seats_for(RULES, kinds)


class Harness(TableHarness):
    """A table on screen, its context, and the status lines it showed; the viewer follows the turn."""

    def __init__(self, qtbot, game: Game, preferences: Preferences) -> None:  # type: ignore[no-untyped-def]
        from microgames.games.microworld.table.view import create_table

        super().__init__(qtbot, game, preferences, create_table, (1200, 800), follow_turn=True)

    def click_cell(self, cell: int) -> None:
        self.qtbot.mouseClick(self.viewport, Qt.MouseButton.LeftButton, pos=self.at(self.table.cell_point(cell)))
        QApplication.processEvents()

    def press(self, button: QPushButton) -> None:
        assert button.isVisible() and button.isEnabled()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        QApplication.processEvents()

    def lit(self) -> set[int]:
        return {item.cell for item in self.table.cells if item.look.lit}


@pytest.fixture
def make_table(qtbot):  # type: ignore[no-untyped-def]
    from microgames.ui.app import make_application

    make_application()

    def make(kinds: Sequence[str] = ("person", "person"), seed: int = 5,
             options: Mapping[str, Any] | None = None, colourblind: bool = False) -> Harness:
        game = Game.new(RULES, seats(kinds), seed, dict(options or {}))
        return Harness(qtbot, game, Preferences(colourblind=colourblind))

    return make


@pytest.fixture
def window(qtbot):  # type: ignore[no-untyped-def]
    """The main window at the default preferences, closed at the end without questions."""
    from microgames.ui.app import make_application
    from microgames.ui.mainwindow import MainWindow

    make_application()
    window = MainWindow(Preferences())
    window.prompts = FakePrompts()  # type: ignore[assignment]
    window.resize(1280, 820)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    yield window
    if window.controller is not None:
        window.controller.close(keep_autosave=True)
        window.controller = None
    window.close()
    window.deleteLater()
