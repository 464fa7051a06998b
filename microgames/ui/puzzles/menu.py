"""The ways into a game's puzzles: Help ▸ Puzzles and the launcher cards' "Puzzles".

Kept light (the games' light entries only) so the launcher and the menus show
before anything else loads; the chooser (:mod:`microgames.ui.puzzles.chooser`) is
imported when one is asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu

from microgames.games import registry

if TYPE_CHECKING:
    from microgames.ui.mainwindow import MainWindow


def open_puzzles(window: MainWindow, game_id: str) -> None:
    """Show the game's puzzles to choose from (the game on the table closed first, asking about changes)."""
    from microgames.ui.puzzles.chooser import show_chooser

    show_chooser(window, game_id)


def add_puzzles_menu(window: MainWindow, menu: QMenu) -> QMenu:
    """Help ▸ Puzzles ▸ one entry for each game that offers puzzles."""
    puzzles = menu.addMenu("&Puzzles")
    for entry in registry.all_games():
        if entry.view_factory and entry.puzzles:
            action = puzzles.addAction(entry.title)
            action.triggered.connect(lambda _=False, g=entry.id: open_puzzles(window, g))
    puzzles.setEnabled(not puzzles.isEmpty())
    return puzzles
