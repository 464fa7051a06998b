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

    def set_looking(self, looking: bool) -> None:
        """Frame the table in the accent colour while it shows an earlier position."""
        self.table_frame.setProperty("looking", "true" if looking else "false")
        self.table_frame.style().unpolish(self.table_frame)
        self.table_frame.style().polish(self.table_frame)
