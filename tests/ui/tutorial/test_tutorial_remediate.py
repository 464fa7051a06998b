"""The Remediate lesson played as a newcomer would: real clicks and drags on the table, at default preferences."""

from __future__ import annotations

from PySide6.QtCore import Qt

from microgames.engine.lessons import save_step
from microgames.engine.tutorial import Step, load_script
from microgames.games.remediate import cards as C
from microgames.games.remediate import diagram
from microgames.games.remediate import effects as E
from microgames.games.remediate.rules import RULES
from microgames.games.remediate.state import RemediateState
from microgames.ui.tutorial.runner import current_lesson, start_lesson
from microgames.ui.tablekit.anchors import find_anchor
from tests.support.lesson_gestures import click_anchor, walk_lesson
from tests.support.remediate_lessons import do_step


def _picture(window) -> str:  # type: ignore[no-untyped-def]
    return diagram.diagram(window.controller.game.state)


def test_the_lesson_played_to_its_end_with_a_wrong_gesture_at_every_step(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(1024, 700)
    lesson = start_lesson(window, "remediate")
    assert lesson is not None and current_lesson(window) is lesson and window.controller.scratch
    table = lesson.table
    def wrong(step: Step) -> list[str]:
        click_anchor(qtbot, lesson, "recycle:0")  # a Drink Bottle: never what the lesson asks
        return []

    walk_lesson(qtbot, window, lesson, settled=table.settled, picture=lambda: _picture(window), wrong=wrong,
                do=lambda _index, step: do_step(qtbot, lesson, step),
                clear=lambda step: step.light if step.waits_for_move else ())  # what to touch is never under it
    state = window.controller.game.state
    assert state.scores() == (9, 4) and not state.is_over()
    assert state.recycled[0] == [0, 1, 0] and state.past_envs == [C.ENV_BY_NAME["Laboratory"]]  # a Garden Chair
    qtbot.mouseClick(lesson.bubble.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None and current_lesson(window) is None)
    seats = window.controller.game.seats
    assert [s.kind for s in seats] == ["person", "bot"] and seats[1].level == "easy"


def test_a_lesson_left_half_way_resumes_at_its_step(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    lesson = start_lesson(window, "remediate")
    assert lesson is not None and lesson.index == 0
    for _ in range(3):
        qtbot.mouseClick(lesson.bubble.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lesson.index == 3 and lesson.phase == "wait")
    do_step(qtbot, lesson, lesson.step)  # draw: the step is done, its consequence on show
    qtbot.waitUntil(lambda: lesson.phase == "after")
    played = _picture(window)
    qtbot.mouseClick(lesson.bubble.leave_button, Qt.MouseButton.LeftButton)
    assert window.controller is None and window.pages.currentWidget() is window.launcher
    again = start_lesson(window, "remediate")
    assert again is not None and again.index == 4 and again.bubble.text.text() == again.script.steps[4].say
    assert _picture(window) == played and again.table.context.view().hands[0][-1] == 4  # PETase, to clone
    for name in ("slot:1:attack", "slot:0:defence", "score:1", "stash:0", "ability:0", "prompt"):  # the seat anchors the lesson adds
        assert find_anchor(again.table, name) is not None, name
    for name in ("slot:0:magic", "slot:2:attack", "score:x", "stash:0:1", "score", "hazard:0", "button:confirm"):
        assert find_anchor(again.table, name) is None, name
    save_step("remediate/01-basics", 15)  # left after recycling: the Garden Chair is on the table
    window.drop_game(keep_autosave=True)
    late = start_lesson(window, "remediate")
    assert late is not None and late.index == 15 and window.controller.game.state.recycled[0][1] == 1
    window.close_game()
    assert window.controller is None and window.prompts.asked_unsaved == []


def test_the_script_plays_through_and_says_what_the_game_does() -> None:
    script = load_script(RULES)  # refused with a sentence if any step were illegal where it comes
    assert script.learner == 0 and [s.is_bot for s in script.seats] == [False, True]

    def state(step: int) -> RemediateState:
        return script.resume(RULES, step).state

    assert E.remediation_amount(state(5), 0) == 3  # PETase 2, and Ideonella's +1
    hot = state(7)  # 2 plastic from the Laboratory, the third from the Hot Spring turned over
    assert hot.stash[0] == 7 and hot.scores()[0] == 7 and hot.past_envs == [C.ENV_BY_NAME["Laboratory"]]
    assert hot.env == C.ENV_BY_NAME["Hot Spring"] and hot.env_plastic == 24
    assert E.remediation_amount(hot, 0) == 1  # heat, not resisted
    assert [C.card_name(c) for c in state(11).cloned[1]] == ["Cold Shock Proteins", "Laccase"]  # Cutinase replaced
    resisting = state(13)
    assert E.remediation_amount(resisting, 0) == 3 and C.card_name(resisting.discard[-1]) == "Osmoprotectants"
    assert state(15).scores()[0] == 9 and state(15).recycled[0] == [0, 1, 0]
    final = state(len(script.steps))
    assert not final.is_over() and final.scores() == (9, 4)
