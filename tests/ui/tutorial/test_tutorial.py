"""The Microchip lesson played as a newcomer would: real clicks and drags on the table, at default preferences."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from microgames.engine.paths import autosave_path
from microgames.engine.session import Game
from microgames.engine.lessons import save_step
from microgames.engine.tutorial import Step
from microgames.games import registry
from microgames.games.microchip import diagram
from microgames.ui.tutorial.runner import Lesson, current_lesson, start_lesson
from tests.support.table_harness import seats_for
from tests.support.lesson_gestures import click_anchor, drag_anchor, walk_lesson


def _answer_yes() -> None:
    """Press Yes in the question box the table shows (it is modal: the click above waits for it)."""
    box = QApplication.activeModalWidget()
    if not isinstance(box, QMessageBox):
        QTimer.singleShot(100, _answer_yes)
        return
    box.button(QMessageBox.StandardButton.Yes).click()


def _do(qtbot, lesson: Lesson, step: Step) -> None:  # type: ignore[no-untyped-def]
    """The gesture the step asks for, found through the step's own anchors."""
    command = step.played[0]
    kind = type(command).__name__
    buttons = {"Finish": "finish", "ResumeBuilding": "resume", "Concede": "concede"}
    if kind in buttons:
        if kind == "Concede":  # the table asks first, as it does a player: answer Yes in the box
            QTimer.singleShot(200, _answer_yes)
        qtbot.mouseClick(lesson.table.bars[0].buttons[buttons[kind]], Qt.MouseButton.LeftButton)
    elif kind == "ReturnToTray":  # a click picks the tile up, Remove sends it back
        click_anchor(qtbot, lesson, step.point or "")
        qtbot.mouseClick(lesson.table.bars[0].buttons["remove"], Qt.MouseButton.LeftButton)
    elif kind == "Place":
        drag_anchor(qtbot, lesson, step.light[0], step.point or "")
    elif kind == "Rotate":  # a click picks the tile up, a second click turns it
        click_anchor(qtbot, lesson, step.point or "")
        click_anchor(qtbot, lesson, step.point or "")
    else:  # Draft: a click on the lit thing
        click_anchor(qtbot, lesson, step.point or "")


def _picture(window) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    state = window.controller.game.state
    return tuple(diagram.draw(state, seat) for seat in range(state.seat_count)) + (str(state.pool),)


def _settled(window) -> bool:  # type: ignore[no-untyped-def]
    table = window.controller.table
    return table.is_still()  # type: ignore[no-any-return]


def test_the_lesson_played_to_its_end_with_a_wrong_gesture_at_every_step(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(1280, 800)
    lesson = start_lesson(window, "microchip")
    assert lesson is not None and current_lesson(window) is lesson
    assert window.controller.scratch and not window.controller.modified
    def wrong(step: Step) -> list[str]:
        click_anchor(qtbot, lesson, "board:0:A1", Qt.MouseButton.RightButton)  # a legal turn, not what is asked
        return []

    walk_lesson(qtbot, window, lesson, settled=lambda: _settled(window), picture=lambda: _picture(window),
                wrong=wrong, do=lambda _index, step: _do(qtbot, lesson, step))
    state = window.controller.game.state
    assert state.scores() == (10, 0) and state.status == ["finished", "building"]
    assert lesson.bubble.play_button.isVisible()
    assert window.game.history.index > 0 and not window.undo_action.isEnabled()  # a lesson goes forward only
    qtbot.mouseClick(lesson.bubble.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None and current_lesson(window) is None)
    seats = window.controller.game.seats
    assert [s.kind for s in seats] == ["person", "bot"] and seats[1].level == "easy"
    assert seats[0].name == lesson.script.seats[lesson.script.learner].name  # "Player", not "You" ("You's turn")


def test_a_lesson_left_half_way_resumes_at_its_step(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    rules = registry.get("microchip")
    window.start_game(Game.new(rules, seats_for(rules, ("person", "bot"), ("Ada", "Bot")), 4), None)
    window.controller.autosave()  # a real game left for later: the lesson must leave it alone
    window.drop_game(keep_autosave=True)
    real_game = autosave_path().read_bytes()
    lesson = start_lesson(window, "microchip")
    assert lesson is not None and lesson.index == 0
    qtbot.mouseClick(lesson.bubble.next_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(lesson.table, Qt.Key.Key_Return)  # Enter reads on too, while the table has the keys
    qtbot.waitUntil(lambda: lesson.index == 2 and lesson.phase == "wait")
    before = _picture(window)
    qtbot.keyClick(lesson.table, Qt.Key.Key_Return)  # with no Next on show, Enter is the table's again
    qtbot.wait(50)
    assert lesson.index == 2 and lesson.phase == "wait" and _picture(window) == before
    _do(qtbot, lesson, lesson.step)  # turn B1: the step is done, its consequence on show
    qtbot.waitUntil(lambda: lesson.phase == "after")
    played = _picture(window)
    qtbot.mouseClick(lesson.bubble.leave_button, Qt.MouseButton.LeftButton)
    assert window.controller is None and window.pages.currentWidget() is window.launcher
    again = start_lesson(window, "microchip")
    assert again is not None and again.index == 3 and again.bubble.text.text() == again.script.steps[3].say
    assert _picture(window) == played
    save_step("microchip/01-basics", 8)  # the person left at the scoring step: everything before it is on the table
    window.drop_game(keep_autosave=True)
    late = start_lesson(window, "microchip")
    assert late is not None and late.index == 8 and window.controller.game.state.scores()[0] == 10
    window.close_game()  # Game ▸ Close: no question about saving a lesson, and the real game stays resumable
    assert window.controller is None and window.prompts.asked_unsaved == []
    assert autosave_path().read_bytes() == real_game and window.launcher.resume_button is not None


def test_only_a_refusal_brings_the_hint_not_a_line_that_guides(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    lesson = start_lesson(window, "microchip")
    assert lesson is not None
    waiting = next(i for i, step in enumerate(lesson.script.steps) if step.waits_for_move)
    qtbot.waitUntil(lambda: lesson.index == 0 and lesson.phase == "read")
    while lesson.index < waiting:
        lesson.next()
    qtbot.waitUntil(lambda: lesson.phase == "wait")
    window.controller.context.tell("Flip pawn: click one of the lit cells.")
    assert lesson.bubble.hint.isHidden()  # guidance is not a mistake
    window.controller.context.status("That space is red; this tile is green.")
    assert lesson.bubble.hint.isVisible() and lesson.bubble.hint.text() == lesson.step.hint


def test_the_lessons_short_pool_and_phase_card_keep_their_words_inside_at_1024_by_700(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(1024, 700)
    lesson = start_lesson(window, "microchip")
    assert lesson is not None
    table = lesson.table
    qtbot.waitUntil(lambda: lesson.phase == "read" and _settled(window))
    assert table.phase_detail.sceneBoundingRect().bottom() <= table.legend.sceneBoundingRect().top()
    assert table.pool_note.sceneBoundingRect().right() <= table.pool_panel.sceneBoundingRect().right()
    assert table.pool_note.text().startswith("4 tiles left")


def test_the_second_lesson_finish_resume_a_finish_that_comes_back_and_concede_by_real_gestures(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(1024, 700)
    lesson = start_lesson(window, "microchip", "02-the-end")
    assert lesson is not None and lesson.script.title == "The end of the game"

    def wrong(step: Step) -> list[str] | None:
        state = window.controller.game.state
        if state.phase == "over":  # the board takes no gesture once the game is over
            return None
        finished = state.status[0] == "finished"
        click_anchor(qtbot, lesson, "board:0:B1", Qt.MouseButton.RightButton)  # a turn the step does not ask for
        return ["You have finished: press Resume building to change your board."] if finished else []

    walk_lesson(qtbot, window, lesson, settled=lambda: _settled(window), picture=lambda: _picture(window),
                wrong=wrong, do=lambda _index, step: _do(qtbot, lesson, step))
    state = window.controller.game.state
    assert state.phase == "over" and state.status == ["conceded", "finished"] and state.scores() == (12, 14)
    assert lesson.bubble.play_button.isVisible()
