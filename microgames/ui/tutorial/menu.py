"""The ways into a lesson: Help ▸ Learn to Play and the launcher cards' "Learn to play".

Kept light (no game, no engine beyond the resources) so the launcher and the menus
show before anything else loads; the lesson itself (:mod:`microgames.ui.tutorial.runner`)
is imported when one is chosen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu

from microgames.games import registry
from microgames.resources import resources_dir

if TYPE_CHECKING:
    from microgames.ui.mainwindow import MainWindow


def has_lesson(game_id: str) -> bool:
    """Whether the game ships a lesson, ``<game>/lessons/01-basics.json`` (without reading it)."""
    try:
        return (resources_dir() / game_id / "lessons" / "01-basics.json").is_file()
    except FileNotFoundError:
        return False


def learn_to_play(window: MainWindow, game_id: str) -> None:
    """Put the game's lesson on the window's table (at the step it was left)."""
    from microgames.ui.tutorial.runner import start_lesson

    start_lesson(window, game_id)


def add_lessons_menu(window: MainWindow, menu: QMenu) -> QMenu:
    """Help ▸ Learn to Play ▸ one entry for each game that ships a lesson."""
    lessons = menu.addMenu("&Learn to Play")
    for entry in registry.all_games():
        if entry.view_factory and has_lesson(entry.id):
            action = lessons.addAction(entry.title)
            action.triggered.connect(lambda _=False, g=entry.id: learn_to_play(window, g))
    lessons.setEnabled(not lessons.isEmpty())
    return lessons
