"""The ways into a game's lessons: the launcher card's chooser, Help ▸ Learn to Play ▸ <game> ▸ <lesson>, the
bubble's Start again and, at a lesson's end, the next lesson."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from microgames.engine.lessons import Progress, lesson_progress, lesson_series, save_step
from microgames.ui.tutorial.chooser import LessonChooser
from microgames.ui.tutorial.runner import current_lesson, start_lesson
from tests.support.lesson_files import add_lesson, copied_lessons

BASICS, FAULTS = "microchip/01-basics", "microchip/02-faults"


@pytest.fixture
def two_lessons(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Microchip ships a second lesson, "Faults", after its basics."""
    add_lesson(copied_lessons(tmp_path, monkeypatch, "microchip"), "02-faults", "Faults")


def test_the_launcher_card_opens_a_chooser_of_the_lessons_with_their_state(make_window, qtbot, two_lessons) -> None:  # type: ignore[no-untyped-def]
    save_step(BASICS, 3)
    window = make_window()
    qtbot.mouseClick(window.launcher.cards["microchip"].learn_button, Qt.MouseButton.LeftButton)
    chooser = window.findChild(LessonChooser)
    assert chooser is not None and chooser.isVisible() and current_lesson(window) is None
    texts = [label.text() for label in chooser.findChildren(QLabel)]
    assert "<b>Basics</b>" in texts and "<b>Faults</b>" in texts and "step 4 of 11" in texts and "new" in texts
    (go, again), (start, none) = chooser.buttons["01-basics"], chooser.buttons["02-faults"]
    assert go.text() == "Continue" and again is not None and start.text() == "Start" and none is None
    qtbot.mouseClick(again, Qt.MouseButton.LeftButton)  # from the first step
    lesson = current_lesson(window)
    assert lesson is not None and lesson.script.key == BASICS and lesson.index == 0 and not chooser.isVisible()
    assert lesson.bubble.counter.text() == "Basics  ·  step 1 of 11"
    window.drop_game(keep_autosave=True)
    qtbot.mouseClick(window.launcher.cards["microchip"].learn_button, Qt.MouseButton.LeftButton)
    chooser = [c for c in window.findChildren(LessonChooser) if c.isVisible()][0]
    qtbot.mouseClick(chooser.buttons["02-faults"][0], Qt.MouseButton.LeftButton)
    lesson = current_lesson(window)
    assert lesson is not None and lesson.script.key == FAULTS and lesson.index == 0


def test_the_help_menu_lists_each_lesson_with_its_state(make_window, qtbot, two_lessons) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    games = {action.text(): action.menu() for action in window.lessons_menu.actions()}
    assert {"Microchip", "Microworld", "Remediate"} <= set(games)
    shipped = [f"{info.title} — new" for info in lesson_series("microworld")]  # every lesson it ships, in order
    assert [a.text() for a in games["Microworld"].actions()] == shipped and shipped[0] == "Basics — new"
    save_step(BASICS, None)  # finished
    save_step(FAULTS, 3)
    microchip = games["Microchip"]
    microchip.aboutToShow.emit()  # read anew as the menu opens
    entries = {action.text(): action for action in microchip.actions()}
    assert list(entries) == ["Basics — done", "Faults — step 4 of 11"]
    entries["Faults — step 4 of 11"].trigger()
    lesson = current_lesson(window)
    assert lesson is not None and lesson.script.key == FAULTS and lesson.index == 3


def test_start_again_in_the_bubble_and_the_next_lesson_at_the_end(make_window, qtbot, two_lessons) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    save_step(BASICS, 10)  # the last step: Finish
    lesson = start_lesson(window, "microchip")
    assert lesson is not None and lesson.index == 10 and lesson.bubble.again_button.isVisible()
    qtbot.mouseClick(lesson.bubble.again_button, Qt.MouseButton.LeftButton)
    again = current_lesson(window)
    assert again is not None and again is not lesson and again.index == 0
    assert window.controller.game.history.index == 0 and lesson_progress(BASICS) == Progress(0)
    window.drop_game(keep_autosave=True)
    save_step(BASICS, 10)
    lesson = start_lesson(window, "microchip")
    assert lesson is not None
    qtbot.waitUntil(lambda: lesson.phase == "wait" and lesson.table.is_still())
    qtbot.mouseClick(lesson.table.bars[0].buttons["finish"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lesson.phase == "after", timeout=5000)
    qtbot.mouseClick(lesson.bubble.next_button, Qt.MouseButton.LeftButton)
    assert lesson.phase == "end" and lesson_progress(BASICS).done
    button = lesson.bubble.next_lesson_button
    assert button.isVisible() and button.text() == "Next lesson: Faults" and lesson.bubble.play_button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    following = current_lesson(window)
    assert following is not None and following.script.key == FAULTS and following.index == 0
    window.drop_game(keep_autosave=True)
    save_step(FAULTS, 10)
    last = start_lesson(window, "microchip", "02-faults")
    assert last is not None
    qtbot.waitUntil(lambda: last.phase == "wait" and last.table.is_still())
    qtbot.mouseClick(last.table.bars[0].buttons["finish"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: last.phase == "after", timeout=5000)
    qtbot.mouseClick(last.bubble.next_button, Qt.MouseButton.LeftButton)
    assert last.phase == "end" and not last.bubble.next_lesson_button.isVisible()  # the last of the series
