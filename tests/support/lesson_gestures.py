"""A person's gestures on a lesson's table, aimed at its named anchors, and a lesson walked through with them
(shared by the lessons' tests)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtWidgets import QApplication, QWidget

from microgames.engine.tutorial import Script, Step
from microgames.games import registry
from microgames.ui.tutorial.runner import READ_ON, Lesson
from microgames.ui.tablekit.anchors import find_anchor


def anchor_point(lesson: Lesson, anchor: str) -> QPoint:
    """The middle of an anchor, in the table view's viewport (where a person's mouse lands)."""
    rect = find_anchor(lesson.table, anchor)
    assert rect is not None, anchor
    return lesson.table.graphics_view.viewport().mapFrom(lesson.table, rect.center().toPoint())


def click_anchor(qtbot, lesson: Lesson, anchor: str,  # type: ignore[no-untyped-def]
                 button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(lesson.table.graphics_view.viewport(), button, pos=anchor_point(lesson, anchor))
    QApplication.processEvents()


def drag_between(qtbot, viewport: QWidget, a: QPoint, b: QPoint) -> None:  # type: ignore[no-untyped-def]
    """Press at ``a``, move there in five steps, release at ``b``."""
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, 6):
        qtbot.mouseMove(viewport, pos=QPoint(a.x() + (b.x() - a.x()) * k // 5, a.y() + (b.y() - a.y()) * k // 5))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)
    QApplication.processEvents()


def drag_anchor(qtbot, lesson: Lesson, start: str, end: str) -> None:  # type: ignore[no-untyped-def]
    drag_between(qtbot, lesson.table.graphics_view.viewport(), anchor_point(lesson, start), anchor_point(lesson, end))


def _clear_of_bubble(lesson: Lesson, names: Sequence[str]) -> None:
    """Each named anchor is found on the table and is not under the bubble."""
    for name in names:
        rect = find_anchor(lesson.table, name)
        assert rect is not None and not QRectF(lesson.bubble.geometry()).intersects(rect), name


def walk_lesson(qtbot, window, lesson: Lesson, *, settled: Callable[[], bool],  # type: ignore[no-untyped-def]
                picture: Callable[[], object], wrong: Callable[[Step], list[str] | None],
                do: Callable[[int, Step], None], clear: Callable[[Step], Sequence[str]] = lambda step: ()) -> None:
    """Play ``lesson`` to its end as a newcomer would, with a wrong gesture at every step.

    At each step: the bubble says the step's sentence beside what it points at (and clear of ``clear(step)``);
    ``wrong`` makes a gesture the step does not ask for (returning the table's own prompts it expects in the
    status bar, or None where the table takes no gesture), which changes nothing and brings the step's hint; then ``do`` makes the step's gesture (or
    Next is pressed) and the consequence is shown.
    """
    said: list[str] = []
    window.controller.context.status_message.connect(lambda text, _ms: said.append(text))
    for index, step in enumerate(lesson.script.steps):
        qtbot.waitUntil(lambda: lesson.index == index and lesson.phase in ("read", "wait") and settled())
        lesson.follow()  # the bubble has caught up with a card that just stopped sliding (it follows on a timer)
        assert lesson.bubble.text.text() == step.say
        _clear_of_bubble(lesson, [step.point or "", *clear(step)])  # it points at the thing, beside it
        assert all(find_anchor(lesson.table, name) is not None for name in step.light), step.light
        game = window.controller.game
        before, moves = picture(), game.history.index
        said.clear()
        prompts = wrong(step)
        assert picture() == before and game.history.index == moves
        if prompts is not None:  # None: the table takes no gesture here (the game is over)
            assert lesson.bubble.hint.isVisible()
            assert lesson.bubble.hint.text() == (step.hint if step.waits_for_move else READ_ON)
            assert said == prompts  # a hint in the bubble, not a refusal in the status bar
        if step.waits_for_move:
            do(index, step)
            qtbot.waitUntil(lambda: lesson.phase in ("after", "end") or lesson.index > index, timeout=5000)
            assert game.history.steps[moves].commands == step.played
            if lesson.phase == "after":
                assert lesson.bubble.text.text() == step.after
                shown = find_anchor(lesson.table, step.point)  # the consequence is not under it
                assert shown is None or not QRectF(lesson.bubble.geometry()).intersects(shown)
                qtbot.mouseClick(lesson.bubble.next_button, Qt.MouseButton.LeftButton)
        else:  # Next, and the Tutor's replies if the step has any (then what they did, and Next again)
            qtbot.mouseClick(lesson.bubble.next_button, Qt.MouseButton.LeftButton)
            if step.after:
                qtbot.waitUntil(lambda: lesson.phase == "after", timeout=10000)
                assert lesson.bubble.text.text() == step.after
                qtbot.mouseClick(lesson.bubble.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lesson.phase == "end")


def start_script(window, script: Script) -> Lesson:  # type: ignore[no-untyped-def]
    """Put ``script`` (any lesson file of its game) on the window's table from its first step, as
    ``ui.tutorial.runner.start_lesson`` puts the game's first lesson."""
    rules = registry.get(script.game)
    game = script.resume(rules, 0)
    window.start_game(game, None)
    controller = window.controller
    assert controller is not None and controller.game is game
    controller.scratch = True
    for seat, info in enumerate(game.seats):
        if info.is_bot:
            controller.release_seat(seat)
    return Lesson(window, controller, script, 0)
