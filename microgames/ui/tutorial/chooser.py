"""The chooser of a game's lessons, opened by the launcher card's "Learn to play".

One row per lesson of the series, in order: its number and title, its state (new,
step N of M, done) and its buttons: Start (Continue for a lesson under way) and,
for a lesson under way, Start again from its first step. Choosing closes the
chooser and puts the lesson on the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from microgames.engine.lessons import LessonInfo, lesson_series
from microgames.engine.words import shown
from microgames.games import registry
from microgames.ui.tutorial.state import lesson_state, under_way

if TYPE_CHECKING:
    from microgames.ui.mainwindow import MainWindow

MIN_WIDTH = 460


class LessonChooser(QDialog):
    """The game's lessons with their state; Start / Continue and Start again put one on the table."""

    def __init__(self, window: MainWindow, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonChooser")
        self.window_, self.game_id = window, game_id
        title = registry.entry(game_id).title
        self.setWindowTitle(self.tr("Learn to play %1").replace("%1", title))
        self.setMinimumWidth(MIN_WIDTH)
        layout = QVBoxLayout(self)
        heading = QLabel(self.tr("Lessons of %1").replace("%1", title), self)
        heading.setObjectName("sectionTitle")
        layout.addWidget(heading)
        rows = QFrame(self)
        grid = QGridLayout(rows)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(10)
        grid.setColumnStretch(1, 1)
        # per lesson name: its Start / Continue button and its Start again button (None when not under way)
        self.buttons: dict[str, tuple[QPushButton, QPushButton | None]] = {}
        for row, info in enumerate(lesson_series(game_id)):
            self._row(grid, row, info)
        layout.addWidget(rows)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        layout.addWidget(close)

    def _row(self, grid: QGridLayout, row: int, info: LessonInfo) -> None:
        left = under_way(info)
        number = QLabel(f"{row + 1}.", self)
        name = QLabel(f"<b>{shown(info.title)}</b>", self)
        state = QLabel(lesson_state(info), self)
        state.setObjectName("muted")
        go = QPushButton(self.tr("Continue") if left else self.tr("Start"), self)
        go.setObjectName("playButton")
        go.setCursor(Qt.CursorShape.PointingHandCursor)
        go.clicked.connect(lambda _=False, n=info.name: self._choose(n, again=False))
        again = None
        if left:
            again = QPushButton(self.tr("Start again"), self)
            again.setObjectName("linkButton")
            again.setToolTip(self.tr("This lesson from its first step"))
            again.setCursor(Qt.CursorShape.PointingHandCursor)
            again.clicked.connect(lambda _=False, n=info.name: self._choose(n, again=True))
            grid.addWidget(again, row, 3)
        for column, widget in enumerate((number, name, state)):
            grid.addWidget(widget, row, column)
        grid.addWidget(go, row, 4)
        self.buttons[info.name] = (go, again)

    def _choose(self, name: str, again: bool) -> None:
        from microgames.ui.tutorial.runner import start_lesson

        self.accept()
        start_lesson(self.window_, self.game_id, name, again)


def open_chooser(window: MainWindow, game_id: str) -> LessonChooser:
    """Open the chooser of the game's lessons over the window (it does not block: the window stays live)."""
    chooser = LessonChooser(window, game_id, window)
    chooser.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    chooser.open()
    return chooser
