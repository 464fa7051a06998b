"""The ways into a lesson: Help ▸ Learn to Play ▸ <game> ▸ <lesson> and the launcher cards' "Learn to play".

Kept light (no game, no engine beyond the lesson series and the resources) so the
launcher and the menus show before anything else loads; the lesson itself
(:mod:`microgames.ui.tutorial.runner`) is imported when one is chosen. The menu
lists each game's lessons with their state, read anew each time it opens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QMenu, QWidget

from microgames.engine.lessons import LessonInfo, lesson_files, lesson_series
from microgames.engine.words import shown
from microgames.games import registry
from microgames.ui.tutorial.state import lesson_state

if TYPE_CHECKING:
    from microgames.ui.mainwindow import MainWindow


def has_lesson(game_id: str) -> bool:
    """Whether the game ships at least one lesson (without reading any)."""
    return bool(lesson_files(game_id))


def lesson_label(info: LessonInfo) -> str:
    """The lesson's title and state, as the menu shows it: "Basics — step 4 of 12"."""
    return QCoreApplication.translate("Lessons", "%1 — %2").replace("%2", lesson_state(info)).replace(
        "%1", shown(info.title))


def start(window: MainWindow, game_id: str, name: str | None = None, again: bool = False) -> None:
    """Put one of the game's lessons on the window's table (where it was left, or ``again`` from its start)."""
    from microgames.ui.tutorial.runner import start_lesson

    start_lesson(window, game_id, name, again)


def learn_to_play(window: MainWindow, game_id: str) -> None:
    """The launcher card's "Learn to play": the chooser of the game's lessons."""
    from microgames.ui.tutorial.chooser import open_chooser

    open_chooser(window, game_id)


def _fill(window: MainWindow, menu: QMenu, game_id: str) -> None:
    menu.clear()
    for info in lesson_series(game_id):
        action = menu.addAction(lesson_label(info))
        action.triggered.connect(lambda _=False, n=info.name: start(window, game_id, n))


class LessonsMenu(QMenu):
    """Help ▸ Learn to Play, named again when the language changes (its entries are made anew at each opening)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("&Learn to Play"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.setTitle(self.tr("&Learn to Play"))


def add_lessons_menu(window: MainWindow, menu: QMenu) -> QMenu:
    """Help ▸ Learn to Play ▸ a submenu for each game that ships lessons, one entry per lesson."""
    lessons = LessonsMenu(menu)
    menu.addMenu(lessons)
    for entry in registry.all_games():
        if entry.view_factory and has_lesson(entry.id):
            submenu = lessons.addMenu(entry.title)
            submenu.aboutToShow.connect(lambda m=submenu, g=entry.id: _fill(window, m, g))
            _fill(window, submenu, entry.id)
    lessons.setEnabled(not lessons.isEmpty())
    return lessons
