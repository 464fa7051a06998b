"""Remediate's lessons, each played to its end as a newcomer would: real clicks and drags on the
table, at default preferences, in the smallest window the app supports."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from microgames.engine.tutorial import Step
from microgames.games.remediate import diagram
from microgames.ui.tablekit.anchors import find_anchor
from tests.support.lesson_gestures import click_anchor, start_script, walk_lesson
from tests.support.remediate_lessons import LESSONS, do_step, lesson_script


@pytest.mark.parametrize("name", LESSONS)
def test_the_lesson_played_to_its_end_with_a_wrong_gesture_at_every_step(make_window, qtbot, name: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(1024, 700)
    lesson = start_script(window, lesson_script(name))
    table = lesson.table
    seen: list[int] = []

    def clear_of_bubble(index: int, step: Step) -> None:
        for anchor in step.clear:  # what the sentence talks about is not under the bubble (where it shows)
            rect = find_anchor(table, anchor)
            if rect is not None:
                assert not QRectF(lesson.bubble.geometry()).intersects(rect), (index, anchor)

    def wrong(step: Step) -> list[str]:
        clear_of_bubble(lesson.index, step)
        click_anchor(qtbot, lesson, "recycle:0")  # a Drink Bottle: never what these lessons ask
        return []

    def do(index: int, step: Step) -> None:
        seen.append(index)
        do_step(qtbot, lesson, step)
        qtbot.waitUntil(lambda: lesson.phase == "after", timeout=10000)  # the consequence, once the table is
        qtbot.waitUntil(table.settled, timeout=15000)  # still, leaves them in sight too
        lesson.follow()
        clear_of_bubble(index, step)

    walk_lesson(qtbot, window, lesson, settled=table.settled,
                picture=lambda: diagram.diagram(window.controller.game.state), wrong=wrong, do=do,
                clear=lambda step: step.light if step.waits_for_move else ())
    assert seen == [i for i, s in enumerate(lesson.script.steps) if s.waits_for_move]
    assert diagram.diagram(window.controller.game.state) == diagram.diagram(
        lesson.script.resume(window.controller.game.rules, len(lesson.script.steps)).state)
