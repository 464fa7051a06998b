"""The ways into a game's puzzles: Help ▸ Puzzles and the launcher cards' "Puzzles".

Kept light (the games' light entries only) so the launcher and the menus show
before anything else loads; the chooser (:mod:`microgames.ui.puzzles.chooser`) is
imported when one is asked for.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from microgames.games import registry
from microgames.engine.words import shown
from microgames.ui.language import translate

if TYPE_CHECKING:
    from microgames.engine.game import GameRules
    from microgames.engine.puzzles import Puzzle
    from microgames.ui.mainwindow import MainWindow


def open_puzzles(window: MainWindow, game_id: str, select: int | None = None) -> None:
    """Show the game's puzzles to choose from (the game on the table closed first, asking about changes).

    Here the chooser and the puzzle on the table are joined, so neither module names the other: a puzzle
    chosen goes on the table, and its Back and Next puzzle come here again.
    """
    from microgames.ui.puzzles.chooser import show_chooser

    page = show_chooser(window, game_id, select)
    if page is not None:
        page.chosen.connect(lambda index: play(window, page.rules, page.puzzles, index))


def play(window: MainWindow, rules: GameRules, puzzles: Sequence[Puzzle], index: int) -> None:
    """Put puzzle ``index`` on the table in place of the chooser."""
    from microgames.ui.puzzles.chooser import close_chooser
    from microgames.ui.puzzles.session import play_puzzle

    if not 0 <= index < len(puzzles):
        return
    close_chooser(window)
    session = play_puzzle(window, rules, puzzles, index)
    if session is not None:
        session.back_requested.connect(lambda: open_puzzles(window, rules.id, index))
        session.next_requested.connect(lambda: play(window, rules, puzzles, index + 1))


class PuzzlesMenu(QMenu):
    """Help ▸ Puzzles, named again in the language of the moment (the window's menus name only their own)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.games: list[tuple[QAction, str]] = []  # each game's entry and its title (maybe a data text)

    def name(self) -> None:
        self.setTitle(translate("Menus", "&Puzzles"))
        for action, title in self.games:
            action.setText(shown(title))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.name()
        super().changeEvent(event)


def add_puzzles_menu(window: MainWindow, menu: QMenu) -> QMenu:
    """Help ▸ Puzzles ▸ one entry for each game that offers puzzles."""
    puzzles = PuzzlesMenu(menu)
    menu.addMenu(puzzles)
    for entry in registry.all_games():
        if entry.view_factory and entry.puzzles:
            action = puzzles.addAction("")
            action.triggered.connect(lambda _=False, g=entry.id: open_puzzles(window, g))
            puzzles.games.append((action, entry.title))
    puzzles.name()
    puzzles.setEnabled(not puzzles.isEmpty())
    return puzzles
