"""A lesson's state in words (new, step N of M, done), as the menu and the chooser show it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from microgames.engine.lessons import LessonInfo, lesson_progress


def under_way(info: LessonInfo) -> bool:
    """Whether the lesson was left half-way (it resumes at the step reached)."""
    step = lesson_progress(info.key).step
    return step is not None and 0 <= step < info.steps


def lesson_state(info: LessonInfo) -> str:
    """The lesson's state in words of the language of the moment: "new", "step 4 of 12" or "done"."""
    progress = lesson_progress(info.key)
    if under_way(info):
        return (QCoreApplication.translate("Lessons", "step %1 of %2").replace("%2", str(info.steps))
                .replace("%1", str(progress.at(info.steps) + 1)))
    if progress.done:
        return QCoreApplication.translate("Lessons", "done")
    return QCoreApplication.translate("Lessons", "new")
