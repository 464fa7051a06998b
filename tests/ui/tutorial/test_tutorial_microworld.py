"""The Microworld lesson played as a newcomer would: clicks and a drag on the table, at default preferences."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.seats import Seat
from microgames.engine.lessons import save_step
from microgames.engine.tutorial import ScriptError, Step, load_script, parse_script
from microgames.games import registry
from microgames.games.microworld import diagram
from microgames.games.microworld.commands import EndTurn, Place, UseGene, flip_targets
from microgames.games.microworld.geometry import cell_name
from microgames.games.microworld.lesson import position
from microgames.games.microworld.scoring import final_breakdown
from microgames.games.microworld.state import BEFORE
from microgames.games.microworld.table.view import MicroworldTable
from microgames.resources import read_text
from microgames.ui.tablekit.animation import is_sliding
from microgames.ui.tutorial.runner import Lesson, current_lesson, start_lesson
from microgames.ui.tablekit.anchors import find_anchor
from tests.support.lesson_gestures import drag_between, walk_lesson

DRAGGED = 6  # the step whose pawn is dragged from the pile, as a person may, rather than clicked into place


def _at(table: MicroworldTable, point: QPointF) -> QPoint:
    return table.graphics_view.mapFromScene(point)


def _click_cell(qtbot, table: MicroworldTable, cell: int) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(table.graphics_view.viewport(), Qt.MouseButton.LeftButton, pos=_at(table, table.cell_point(cell)))
    QApplication.processEvents()


def _drag_pawn(qtbot, table: MicroworldTable, cell: int) -> None:  # type: ignore[no-untyped-def]
    """The top pawn of the Viruses' pile dragged onto a cell."""
    viewport = table.graphics_view.viewport()
    left = sum(1 for pawn in range(14) if table.state.pawn_cell[pawn] < 0)
    a, b = _at(table, table.supply_point(0, left - 1)), _at(table, table.cell_point(cell))
    drag_between(qtbot, viewport, a, b)


def _use(qtbot, table: MicroworldTable, token: int) -> None:  # type: ignore[no-untyped-def]
    row = next(r for r in table.panel.token_rows if r.isVisible() and r.token == token)
    qtbot.mouseClick(row.use, Qt.MouseButton.LeftButton)


def _do(qtbot, lesson: Lesson, step: Step, drag: bool) -> None:  # type: ignore[no-untyped-def]
    """The gesture the step asks for."""
    table, command = lesson.table, step.played[0]
    assert isinstance(table, MicroworldTable)
    if isinstance(command, Place):
        (_drag_pawn if drag else _click_cell)(qtbot, table, command.cell)
    elif isinstance(command, UseGene):
        _use(qtbot, table, command.token)
        if command.target >= 0:  # Flip pawn: then the pawn to flip
            _click_cell(qtbot, table, command.target)
    else:
        assert isinstance(command, EndTurn)
        qtbot.mouseClick(table.panel.choices["end"], Qt.MouseButton.LeftButton)


def _wrong(qtbot, lesson: Lesson, step: Step) -> list[str]:  # type: ignore[no-untyped-def]
    """A legal move that is not the one the step asks for; the table's own prompts on the way are returned."""
    table = lesson.table
    assert isinstance(table, MicroworldTable)
    state = table.state
    expected = step.played[0] if step.played else None
    if state.phase == BEFORE:  # another cell than the one asked for (or any cell, while the step only reads)
        lit = sorted(table.lit_cells(table.legal()))
        _click_cell(qtbot, table, next(c for c in lit if not isinstance(expected, Place) or c != expected.cell))
    elif isinstance(expected, EndTurn):  # flip a pawn instead of keeping the token
        _use(qtbot, table, state.hand[0][0])
        _click_cell(qtbot, table, flip_targets(state)[0])
        return ["Flip pawn: click one of the lit cells."]
    else:
        qtbot.mouseClick(table.panel.choices["end"], Qt.MouseButton.LeftButton)
    return []


def _settled(window) -> bool:  # type: ignore[no-untyped-def]
    table = window.controller.table
    return not any(is_sliding(p) for p in table.pawns) and not table.score_show.walking()


def test_the_lesson_played_to_its_end_with_a_wrong_gesture_at_every_step(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(1280, 800)
    lesson = start_lesson(window, "microworld")
    assert lesson is not None and current_lesson(window) is lesson
    walk_lesson(qtbot, window, lesson, settled=lambda: _settled(window),
                picture=lambda: diagram.diagram(window.controller.game.state),
                wrong=lambda step: _wrong(qtbot, lesson, step),
                do=lambda index, step: _do(qtbot, lesson, step, drag=index == DRAGGED),
                clear=lambda step: step.light)  # what to click or look at is on the table, not under the bubble
    state = window.controller.game.state
    assert state.scores() == (8, 5) and not state.is_over() and state.active == 0  # the game goes on, untouched
    assert lesson.bubble.play_button.isVisible()
    qtbot.mouseClick(lesson.bubble.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None and current_lesson(window) is None)
    seats = window.controller.game.seats
    assert [s.kind for s in seats] == ["person", "bot"] and seats[1].level == "easy"


def test_what_the_lesson_says_of_the_tissues_is_what_the_final_count_would_give() -> None:
    rules = registry.get("microworld")
    script = load_script(rules)
    state = script.resume(rules, len(script.steps)).state
    lines = {tuple(cell_name(c) for c in line.cells): line for line in final_breakdown(state)}
    grey = lines[("Q4·5", "Q4·9", "Q4·10")]  # "counts 1 to 0 for you ... 3 points, one per cell"
    assert grey.pawns == (1, 0) and grey.removed == (0, 1) and grey.winner == 0 and grey.points == 3
    blue = lines[("Q1·3", "Q1·6", "Q1·10")]  # "tied 1 to 1: a tie scores nothing"
    assert blue.pawns == (1, 1) and blue.winner == -1
    assert state.turn < 28 and state.points == [8, 5]  # "points scored by placing", the end still to come


def test_a_lesson_left_half_way_resumes_at_its_step(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    save_step("microworld/01-basics", 4)  # left at "use Double points"
    lesson = start_lesson(window, "microworld")
    assert lesson is not None and lesson.index == 4 and lesson.phase == "wait"
    for name in ("tissue:Q9·1", "supply:2", "token:fly", "token:7", "tissue"):  # unknown names: no anchor
        assert find_anchor(lesson.table, name) is None, name
    state = window.controller.game.state
    assert state.points == [3, 1] and state.hand[0] == [0, 2]  # the Double points token picked up, not yet used
    _do(qtbot, lesson, lesson.step, drag=False)
    qtbot.waitUntil(lambda: lesson.phase == "after", timeout=5000)  # the Tutor has replied: Block opponent
    played = diagram.diagram(window.controller.game.state)
    qtbot.mouseClick(lesson.bubble.leave_button, Qt.MouseButton.LeftButton)
    assert window.controller is None and window.pages.currentWidget() is window.launcher
    again = start_lesson(window, "microworld")
    assert again is not None and again.index == 5 and again.bubble.text.text() == again.script.steps[5].say
    assert diagram.diagram(window.controller.game.state) == played
    assert window.controller.game.state.blocked == [True, False]
    window.close_game()
    assert window.controller is None and window.prompts.asked_unsaved == []


def test_the_script_is_checked_by_playing_it() -> None:
    rules = registry.get("microworld")
    data = json.loads(read_text("microworld/lessons/01-basics.json"))
    assert len(parse_script(data, rules).steps) == 13
    data["steps"][3]["expect"]["cell"] = 20  # a cell far from the Tutor's last pawn
    with pytest.raises(ScriptError, match="Step 4's expected move is refused: Place next to the opponent's last pawn"):
        parse_script(data, rules)
    seats = (Seat("Player", colour="#b5322f"), Seat("Tutor", "bot", "easy", "#2f6fb5"))
    text = "\n".join(json.loads(read_text("microworld/lessons/01-basics.json"))["position"])
    with pytest.raises(ValueError, match="board"):
        position(text, seats, {"board": "2A-1A-3A-4A"}, 1)
    with pytest.raises(ValueError, match="additional rules"):
        position(text, seats, {"board": "1A-2A-3A-4A", "rule_e": True}, 1)
