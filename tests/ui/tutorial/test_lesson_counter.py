"""The bubble's step counter across a whole lesson: each step's sentence says "step i of n" once, in order, and
its consequence (after the move and the Tutor's replies) still says step i, never the next one."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from microgames.resources import resources_dir
from microgames.ui.tutorial.runner import start_lesson

LESSONS = sorted(p.relative_to(resources_dir()).as_posix() for p in resources_dir().glob("*/lessons/*.json"))


@pytest.mark.parametrize("relative", LESSONS)
def test_the_counter_neither_repeats_nor_skips_a_step(make_window, qtbot, relative: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(1280, 800)
    lesson = start_lesson(window, relative.split("/")[0], Path(relative).stem)
    assert lesson is not None
    count = len(lesson.script.steps)
    said: list[tuple[int, str]] = []  # the step number each sentence was shown with

    def number() -> int:
        text = lesson.bubble.counter.text()
        assert text.startswith(f"{lesson.script.title}  ·  step ") and text.endswith(f" of {count}"), text
        return int(text.rsplit(" of ", 1)[0].rsplit(" ", 1)[1])

    for index, step in enumerate(lesson.script.steps):
        qtbot.waitUntil(lambda: lesson.index == index and lesson.phase in ("read", "wait"))
        said.append((number(), lesson.bubble.text.text()))
        if step.waits_for_move:  # the move as a gesture hands it in, through the lesson's guard
            context = window.controller.context
            assert (context.submit(step.played[0]) if len(step.played) == 1
                    else context.submit_macro("The lesson's move", step.played))
            qtbot.waitUntil(lambda: lesson.phase in ("after", "end") or lesson.index > index, timeout=10000)
        else:
            qtbot.mouseClick(lesson.bubble.next_button, Qt.MouseButton.LeftButton)
            if step.reply:  # the Tutor plays: nothing to press meanwhile, the sentence stays
                assert lesson.phase == "replying" and lesson.bubble.next_button.isHidden()
                assert lesson.bubble.text.text() == step.say and number() == index + 1
            qtbot.waitUntil(lambda: lesson.phase in ("after", "end") or lesson.index > index, timeout=10000)
        if lesson.phase == "after":
            said.append((number(), lesson.bubble.text.text()))
            qtbot.mouseClick(lesson.bubble.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lesson.phase == "end")
    expected = []
    for i, step in enumerate(lesson.script.steps, start=1):
        expected += [(i, step.say)] + ([(i, step.after)] if step.after else [])
    assert said == expected


def test_a_double_click_on_next_reads_on_one_step(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    lesson = start_lesson(window, "microchip")
    assert lesson is not None and not lesson.script.steps[1].waits_for_move  # Next shows on the second step too
    qtbot.waitUntil(lambda: lesson.phase == "read")
    button = lesson.bubble.next_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # a double-click: a click, then a second press
    qtbot.mouseDClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
    assert lesson.index == 1 and lesson.bubble.counter.text().endswith("step 2 of 11")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # a click after it reads on, as ever
    qtbot.waitUntil(lambda: lesson.index == 2)
