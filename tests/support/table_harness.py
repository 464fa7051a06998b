"""What every game's table tests share: seats, and a table on screen driven through its viewport."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtWidgets import QApplication

from microgames.engine.game import GameRules
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.ui.preferences import Preferences
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.table import GraphicsTable


def seats_for(rules: GameRules, kinds: Sequence[str], names: Sequence[str] = ()) -> tuple[Seat, ...]:
    """Seats of the given kinds ("person" or "bot", bots easy), named and coloured as the game suggests."""
    names = names or rules.seat_names
    return tuple(Seat(names[i], kind, "easy" if kind == "bot" else None, rules.seat_colours[i])
                 for i, kind in enumerate(kinds))


class TableHarness:
    """A table on screen, its context, and the status lines it showed."""

    def __init__(self, qtbot: Any, game: Game, preferences: Preferences,
                 factory: Callable[[TableContext, None], GraphicsTable], size: tuple[int, int],
                 follow_turn: bool = False) -> None:
        self.qtbot = qtbot
        self.game = game
        self.context = TableContext(game, preferences)
        self.messages: list[str] = []
        self.context.status_message.connect(lambda text, _ms: self.messages.append(text))
        if follow_turn:  # the viewer follows the turn, as the hand-off screen would hand it over
            self.context.changed.connect(lambda event: self.context.set_viewer(self.context.next_viewer()))
        self.table = factory(self.context, None)
        qtbot.addWidget(self.table)
        self.table.resize(*size)
        self.table.show()
        qtbot.waitExposed(self.table)
        self.table.zoom_fit()
        QApplication.processEvents()

    @property
    def state(self) -> Any:
        return self.game.history.state

    @property
    def viewport(self) -> Any:
        return self.table.graphics_view.viewport()

    def at(self, point: QPointF) -> QPoint:
        return self.table.graphics_view.mapFromScene(point)
