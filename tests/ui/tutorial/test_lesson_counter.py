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
            qtbot.waitUntil(lambda: lesson.phase in ("after", "end") or lesson.index > index, timeout=10000)
        if lesson.phase == "after":
            said.append((number(), lesson.bubble.text.text()))
            qtbot.mouseClick(lesson.bubble.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lesson.phase == "end")
    expected = []
    for i, step in enumerate(lesson.script.steps, start=1):
        expected += [(i, step.say)] + ([(i, step.after)] if step.after else [])
    assert said == expected
