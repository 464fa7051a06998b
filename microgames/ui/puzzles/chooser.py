"""The puzzle chooser: a game's puzzles in order of difficulty, each with how far the person got.

A page of the window's stack, like the launcher: the puzzle of the day at the top
(the same for everyone on a date, :func:`microgames.engine.puzzles.puzzle_of_the_day`),
then every puzzle with its state (new, the best score so far against the best there is, solved with a
tick), the day's puzzle starred in the list too. Choosing one
puts it on the window's table (:mod:`microgames.ui.puzzles.menu` joins the two).
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget,
)

from microgames.engine.game import GameRules
from microgames.engine.puzzles import Puzzle, PuzzleError, load_puzzles, puzzle_of_the_day
from microgames.engine.recordtypes import PuzzleResult
from microgames.engine.words import fill, shown
from microgames.games import registry
from microgames.ui import theme
from microgames.ui.language import translate
from microgames.ui.puzzles.results import load_results, state_text

if TYPE_CHECKING:
    from microgames.ui.mainwindow import MainWindow

DAILY_MARK = QT_TRANSLATE_NOOP("ChooserPage", "★ puzzle of the day")  # on the day's puzzle in the list, as on its card
WIDTH = 720  # the chooser's column: the list reads as a list, not a banner across a wide window


def today() -> datetime.date:
    """The date that picks the puzzle of the day (a function, so it can be told another day)."""
    return datetime.date.today()


def _button(text: str, name: str, parent: QWidget) -> QPushButton:
    button = QPushButton(text, parent)
    button.setObjectName(name)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    return button


class ChooserPage(QWidget):
    """The list to choose from; ``chosen`` gives the index of the puzzle to play, ``back`` leaves."""

    chosen = Signal(int)
    back = Signal()

    def __init__(self, rules: GameRules, puzzles: Sequence[Puzzle], results: dict[str, PuzzleResult],
                 day: datetime.date, parent: QWidget | None = None, select: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzleChooser")
        self.rules, self.puzzles, self.results = rules, tuple(puzzles), results
        self.daily = puzzle_of_the_day(self.puzzles, day)
        column = QVBoxLayout()
        column.setSpacing(12)
        top = QHBoxLayout()
        self.back_button = _button("", "linkButton", self)
        self.back_button.clicked.connect(self.back)
        top.addWidget(self.back_button)
        top.addStretch(1)
        self.summary = QLabel(self)
        self.summary.setObjectName("muted")
        top.addWidget(self.summary)
        column.addLayout(top)
        self.heading = QLabel(self)
        self.heading.setObjectName("sectionTitle")
        column.addWidget(self.heading)
        column.addWidget(self._daily_card())
        self.listed = QLabel(self)
        self.listed.setObjectName("sectionTitle")
        column.addWidget(self.listed)
        self.list = QListWidget(self)
        self.list.setObjectName("puzzleList")
        for puzzle in self.puzzles:
            item = QListWidgetItem("", self.list)
            item.setData(Qt.ItemDataRole.UserRole, puzzle.number - 1)
        self.list.itemActivated.connect(lambda item: self.chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        first_open = next((p.number - 1 for p in self.puzzles if not self.solved(p)), 0)
        self.list.setCurrentRow(first_open if select is None else select)
        column.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.how = QLabel(self)
        row.addWidget(self.how, 1)
        self.play_button = _button("", "playButton", self)
        self.play_button.clicked.connect(lambda: self.chosen.emit(self.list.currentRow()))
        row.addWidget(self.play_button)
        column.addLayout(row)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        outer.addStretch(1)
        box = QWidget(self)
        box.setLayout(column)
        box.setMaximumWidth(WIDTH)
        outer.addWidget(box, 100)
        outer.addStretch(1)
        self.setStyleSheet(f"QListWidget#puzzleList {{ font-size: 15px; }} QListWidget#puzzleList::item {{ padding: 6px; }}"
                           f" QFrame#dailyCard {{ border: 2px solid {theme.ACCENT}; border-radius: 12px; }}"
                           " QLabel#dailyTitle { font-size: 17px; font-weight: 600; }")
        self.name()
        self.list.setFocus()

    def name(self) -> None:
        """Every word of the page in the language of the moment (again on a change of language)."""
        self.back_button.setText(self.tr("← Back to the launcher"))
        solved = sum(1 for p in self.puzzles if self.solved(p))
        self.summary.setText(fill(self.tr("%1 of %2 solved"), (solved, len(self.puzzles))))
        self.heading.setText(fill(self.tr("%1 puzzles"), (self.rules.title,)))
        self.caption.setText(self.tr("★ Puzzle of the day"))
        self.daily_title.setText(f"{self.daily.number}. {shown(self.daily.title)}")
        text = self.state(self.daily)
        self.daily_state.setText(text[:1].upper() + text[1:])
        self.daily_button.setText(self.tr("Play today's puzzle"))
        self.listed.setText(self.tr("Every puzzle, the easiest first"))
        for row, puzzle in enumerate(self.puzzles):
            self.list.item(row).setText(self.line(puzzle))
        self.how.setText(self.tr("Double-click a puzzle, or choose one and press Play."))
        self.play_button.setText(self.tr("Play"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.name()
        super().changeEvent(event)

    def state(self, puzzle: Puzzle) -> str:
        """New, the best so far against the puzzle's claimed best (a score to reach), or solved."""
        top = puzzle.data.get("best")
        return state_text(self.results.get(puzzle.id), top if isinstance(top, int) and not isinstance(top, bool) else None)

    def line(self, puzzle: Puzzle) -> str:
        today_mark = f"  {translate('ChooserPage', DAILY_MARK)}" if puzzle == self.daily else ""
        return f"{puzzle.number}.  {shown(puzzle.title)}  —  {self.state(puzzle)}{today_mark}"

    def solved(self, puzzle: Puzzle) -> bool:
        found = self.results.get(puzzle.id)
        return found is not None and found.solved

    def _daily_card(self) -> QFrame:
        card = QFrame(self)
        card.setObjectName("dailyCard")
        layout = QHBoxLayout(card)
        layout.setContentsMargins(16, 12, 16, 12)
        words = QVBoxLayout()
        self.caption = QLabel(card)
        self.caption.setObjectName("muted")
        self.daily_title = QLabel(card)
        self.daily_title.setObjectName("dailyTitle")
        self.daily_state = QLabel(card)
        for label in (self.caption, self.daily_title, self.daily_state):
            words.addWidget(label)
        layout.addLayout(words, 1)
        self.daily_button = _button("", "playButton", card)
        self.daily_button.clicked.connect(lambda: self.chosen.emit(self.daily.number - 1))
        layout.addWidget(self.daily_button, 0, Qt.AlignmentFlag.AlignVCenter)
        return card


def current_chooser(window: MainWindow) -> ChooserPage | None:
    """The chooser among the window's pages (one removed may linger until deleted: it is not one of them)."""
    pages = (window.pages.widget(index) for index in range(window.pages.count()))
    return next((page for page in pages if isinstance(page, ChooserPage)), None)


def _remove(window: MainWindow, page: ChooserPage) -> None:
    window.pages.removeWidget(page)
    page.deleteLater()


def show_chooser(window: MainWindow, game_id: str, select: int | None = None) -> ChooserPage | None:
    """Put the game's chooser in the window (after closing the game on the table); None if it cannot show.

    Its ``chosen`` signal is the caller's to answer (:func:`microgames.ui.puzzles.menu.open_puzzles`)."""
    try:
        rules = registry.get(game_id)
        puzzles = load_puzzles(rules)
    except (KeyError, PuzzleError) as error:
        window.prompts.error(translate("ChooserPage", "Cannot show the puzzles"), str(error))
        return None
    if not puzzles or not window.maybe_close_game():
        return None
    window.reviews.close(show_launcher=False)
    old = current_chooser(window)
    if old is not None:
        _remove(window, old)
    page = ChooserPage(rules, puzzles, load_results(rules.id), today(), window.pages, select)
    window.pages.addWidget(page)
    window.pages.setCurrentWidget(page)
    page.list.setFocus()

    def leave() -> None:
        _remove(window, page)
        window.launcher.refresh()
        window.pages.setCurrentWidget(window.launcher)

    page.back.connect(leave)
    return page


def close_chooser(window: MainWindow) -> None:
    """Take the chooser out of the window (a puzzle chosen goes on the table in its place)."""
    page = current_chooser(window)
    if page is not None:
        _remove(window, page)
