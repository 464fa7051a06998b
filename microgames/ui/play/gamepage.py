"""The page of a game in progress: the seats, the looking-back banner, the framed table, the hand-off cover."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QStackedWidget, QVBoxLayout, QWidget

from microgames.ui.play.controller import GameController
from microgames.ui.play.handoff import HandoffScreen
from microgames.ui.play.lookback import LookBackBanner
from microgames.ui.play.passing import PassOverlay
from microgames.ui.play.seatpanel import SeatPanel
from microgames.ui.tablekit.table import GameTable


class GamePage(QWidget):
    """The seats on top and the table below; the hand-off screen covers both (scores can be private too).

    Between two people the passing bar comes first, over the table still in sight (see ``passing``).
    """

    def __init__(self, controller: GameController, table: GameTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = QWidget(self)
        self.seat_panel = SeatPanel(controller.context, parent=self.board)
        self.table = table
        self.banner = LookBackBanner(self.board)
        self.table_frame = QFrame(self.board)
        self.table_frame.setObjectName("tableFrame")
        framed = QVBoxLayout(self.table_frame)
        framed.setContentsMargins(3, 3, 3, 3)
        framed.addWidget(table)
        inner = QVBoxLayout(self.board)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.setSpacing(8)
        inner.addWidget(self.seat_panel)
        inner.addWidget(self.banner)
        inner.addWidget(self.table_frame, 1)
        self.passing = PassOverlay(self.board)
        self.handoff = HandoffScreen(self)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.board)
        self.stack.addWidget(self.handoff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 6)
        layout.addWidget(self.stack, 1)
        self.controller = controller
        controller.handoff_needed.connect(self._show_handoff)
        self.passing.passed.connect(self._passed)
        self.handoff.ready.connect(self._ready)

    def set_looking(self, looking: bool) -> None:
        """Frame the table in the accent colour while it shows an earlier position."""
        self.table_frame.setProperty("looking", "true" if looking else "false")
        self.table_frame.style().unpolish(self.table_frame)
        self.table_frame.style().polish(self.table_frame)

    # --- passing the screen between people --------------------------------------------------------
    def _show_handoff(self, seat: int) -> None:
        if seat < 0:  # the hand-off was called off: the table comes back, with the keyboard
            covered = self.passing.isVisible() or self.stack.currentWidget() is self.handoff
            self.passing.hide()
            self.stack.setCurrentWidget(self.board)
            if covered:
                self.table.setFocus()
            return
        context = self.controller.context
        info = self.controller.game.seats[seat]
        if context.viewer is not None and context.viewer != seat:  # a person's turn ended: they see it first
            self.passing.show_for(info.name, seat, info.colour, context.colourblind)
            return
        self._cover_for(seat)

    def _passed(self) -> None:
        """The person at the screen passes it on: behind the cover when something is private, else at once."""
        seat = self.controller.handoff_pending
        if seat is None:
            return
        self.passing.hide()
        if self.controller.must_hide(seat):
            self._cover_for(seat)
        else:
            self._ready()

    def _cover_for(self, seat: int) -> None:
        """Hide the table (and the seats: scores can be private) until ``seat``'s person is ready."""
        info = self.controller.game.seats[seat]
        self.handoff.show_for(info.name, seat, info.colour, self.controller.context.colourblind,
                              self.controller.game.history.applied())
        self.stack.setCurrentWidget(self.handoff)
        self.handoff.setFocus()

    def _ready(self) -> None:
        self.controller.dismiss_handoff()
        self.passing.hide()
        self.stack.setCurrentWidget(self.board)
        self.table.setFocus()
