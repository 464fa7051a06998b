"""Microworld's lessons played as a newcomer would: clicks, a drag and the panel's buttons, at default preferences."""

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
from microgames.games.microworld.commands import (AnswerSteal, ChooseMutation, EndTurn, Place, UseGene, gene_uses,
                                                  power_of)
from microgames.games.microworld.genes import GENE_NAMES, TARGETED
from microgames.games.microworld.geometry import cell_name
from microgames.games.microworld.lesson import position
from microgames.games.microworld.scoring import final_breakdown
from microgames.games.microworld.state import AFTER, MUTATION, STEAL
from microgames.games.microworld.table.view import MicroworldTable
from microgames.resources import read_text
from microgames.ui.tablekit.animation import is_sliding
from microgames.ui.tutorial.runner import Lesson, current_lesson, start_lesson
from microgames.ui.tablekit.anchors import find_anchor
from tests.support.lesson_gestures import drag_between, start_script, walk_lesson

LESSONS = ("01-basics", "02-genes", "03-rules", "04-mutations")
DRAGGED = 5  # the first lesson's step whose pawn is dragged from the pile, as a person may, rather than clicked


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


def _button(qtbot, table: MicroworldTable, key: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(table.panel.choices[key], Qt.MouseButton.LeftButton)


def _keep(qtbot, table: MicroworldTable, k: int) -> None:  # type: ignore[no-untyped-def]
    """A click on the Viruses' k-th mutation tile drawn (rule C)."""
    tile = table.tableau.offers[0][k]
    qtbot.mouseClick(table.graphics_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=_at(table, tile.sceneBoundingRect().center()))
    QApplication.processEvents()


def _do(qtbot, lesson: Lesson, step: Step, drag: bool) -> None:  # type: ignore[no-untyped-def]
    """The gesture the step asks for."""
    table, command = lesson.table, step.played[0]
    assert isinstance(table, MicroworldTable)
    if isinstance(command, Place):
        (_drag_pawn if drag else _click_cell)(qtbot, table, command.cell)
    elif isinstance(command, UseGene):
        _use(qtbot, table, command.token)
        if command.target >= 0:  # Flip pawn, Move opponent's pawn: then the cell
            _click_cell(qtbot, table, command.target)
    elif isinstance(command, AnswerSteal):
        _button(qtbot, table, "steal" if command.steal else "let")
    elif isinstance(command, ChooseMutation):
        _keep(qtbot, table, table.state.offers[0].index(command.mutation))
    else:
        assert isinstance(command, EndTurn)
        _button(qtbot, table, "end")


def _wrong(qtbot, lesson: Lesson, step: Step) -> list[str]:  # type: ignore[no-untyped-def]
    """A legal gesture that is not the one the step asks for; the table's own prompts on the way are returned."""
    table = lesson.table
    assert isinstance(table, MicroworldTable)
    state = table.state
    expected = step.played[0] if step.played else None
    if state.phase == STEAL:  # let the token work instead of stealing it
        _button(qtbot, table, "let")
    elif state.phase == MUTATION:  # keep the other tile (or either, while the step only reads)
        chosen = expected.mutation if isinstance(expected, ChooseMutation) else ""
        _keep(qtbot, table, next(k for k, key in enumerate(state.offers[0]) if key != chosen))
    elif state.phase != AFTER:  # another cell than the one asked for (or any cell, while the step only reads); a
        # free cell that is not lit when only the asked one is (the guard answers before the rules refuse it)
        lit = sorted(table.lit_cells(table.legal()))
        free = [c for c in range(len(state.cells)) if state.free_cell(c)]
        _click_cell(qtbot, table, next(c for c in lit + free if not isinstance(expected, Place) or c != expected.cell))
    elif isinstance(expected, EndTurn):  # use a token instead of keeping it
        use = gene_uses(state, 0)[0]
        assert isinstance(use, UseGene)
        _use(qtbot, table, use.token)
        power = power_of(state, use.token)
        if power in TARGETED:
            _click_cell(qtbot, table, use.target)
            return [f"{GENE_NAMES[power]}: click one of the lit cells."]
    else:
        _button(qtbot, table, "end")
    return []


def _settled(window) -> bool:  # type: ignore[no-untyped-def]
    table = window.controller.table
    return not any(is_sliding(p) for p in table.pawns) and not table.score_show.walking()


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])  # the bubble finds room beside what it talks about
@pytest.mark.parametrize("name", LESSONS)
def test_each_lesson_played_to_its_end_with_a_wrong_gesture_at_every_step(make_window, qtbot, name: str,  # type: ignore[no-untyped-def]
                                                                          size: tuple[int, int]) -> None:
    window = make_window()
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    rules = registry.get("microworld")
    script = load_script(rules, f"microworld/lessons/{name}.json")
    lesson = start_script(window, script)
    walk_lesson(qtbot, window, lesson, settled=lambda: _settled(window),
                picture=lambda: diagram.diagram(window.controller.game.state),
                wrong=lambda step: _wrong(qtbot, lesson, step),
                do=lambda index, step: _do(qtbot, lesson, step, drag=name == LESSONS[0] and index == DRAGGED),
                clear=lambda step: (*step.light, *step.clear))  # what the step talks about is not under the bubble
    state = window.controller.game.state
    assert diagram.diagram(state) == diagram.diagram(script.resume(rules, len(script.steps)).state)
    assert not state.is_over()  # the game goes on, untouched
    assert lesson.bubble.play_button.isVisible()


def test_the_first_lesson_offers_a_real_game_at_its_end(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    rules = registry.get("microworld")
    script = load_script(rules)
    save_step("microworld/01-basics", len(script.steps) - 1)  # left at its last step
    lesson = start_lesson(window, "microworld")
    assert lesson is not None and current_lesson(window) is lesson
    qtbot.mouseClick(lesson.bubble.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lesson.phase == "end")
    qtbot.mouseClick(lesson.bubble.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None and current_lesson(window) is None)
    seats = window.controller.game.seats
    assert [s.kind for s in seats] == ["person", "bot"] and seats[1].level == "easy"


def test_what_the_first_lesson_says_of_the_tissues_is_what_the_final_count_would_give() -> None:
    rules = registry.get("microworld")
    script = load_script(rules)
    state = script.resume(rules, len(script.steps)).state
    lines = {tuple(cell_name(c) for c in line.cells): line for line in final_breakdown(state)}
    blue = lines[("Q1·3", "Q1·6", "Q1·10")]  # "1 to 0 for you: 3 points"
    assert blue.pawns == (1, 0) and blue.winner == 0 and blue.points == 3
    red = lines[("Q2·2", "Q2·4", "Q2·5")]  # "1 to 0 for the Tutor: 3 points for the Anticorps"
    assert red.pawns == (0, 1) and red.winner == 1 and red.points == 3
    grey = lines[("Q1·5", "Q1·9")]  # "tied 1 to 1: a tie scores nothing"
    assert grey.pawns == (1, 1) and grey.winner == -1
    assert state.turn < 28 and state.points == [4, 0] and len(state.hand[0]) == 1  # the unused token of the tie-break


def test_a_lesson_left_half_way_resumes_at_its_step(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    save_step("microworld/01-basics", 5)  # left at "click the glowing green cell"
    lesson = start_lesson(window, "microworld")
    assert lesson is not None and lesson.index == 5 and lesson.phase == "wait"
    for name in ("tissue:Q9·1", "supply:2", "token:fly", "token:7", "tissue", "target", "rule:A", "rule:Z",
                 "hand:2", "used:0", "summary:fly", "mutation:0", "aside:1", "offer:0",
                 "offer:0:0", "offer:x"):  # unknown names, or nothing there
        assert find_anchor(lesson.table, name) is None, name
    for name in ("summary", "summary:copy", "aside", "leftovers"):
        assert find_anchor(lesson.table, name) is not None, name
    state = window.controller.game.state
    assert state.points == [0, 0] and state.set_aside >= 0  # the opening's token put aside
    _do(qtbot, lesson, lesson.step, drag=False)
    qtbot.waitUntil(lambda: lesson.phase == "after", timeout=5000)  # the Tutor has replied
    played = diagram.diagram(window.controller.game.state)
    qtbot.mouseClick(lesson.bubble.leave_button, Qt.MouseButton.LeftButton)
    assert window.controller is None and window.pages.currentWidget() is window.launcher
    again = start_lesson(window, "microworld")
    assert again is not None and again.index == 6 and again.bubble.text.text() == again.script.steps[6].say
    assert diagram.diagram(window.controller.game.state) == played
    assert window.controller.game.state.points == [1, 0]
    window.close_game()
    assert window.controller is None and window.prompts.asked_unsaved == []


def test_the_script_is_checked_by_playing_it() -> None:
    rules = registry.get("microworld")
    data = json.loads(read_text("microworld/lessons/01-basics.json"))
    assert len(parse_script(data, rules).steps) == 15
    data["steps"][5]["expect"]["cell"] = 20  # a cell far from the Tutor's last pawn
    with pytest.raises(ScriptError, match="Step 6's expected move is refused: Place next to the opponent's last pawn"):
        parse_script(data, rules)
    seats = (Seat("Player", colour="#b5322f"), Seat("Tutor", "bot", "easy", "#2f6fb5"))
    text = "\n".join(json.loads(read_text("microworld/lessons/01-basics.json"))["position"])
    with pytest.raises(ValueError, match="board"):
        position(text, seats, {"board": "2A-1A-3A-4A"}, 1)
    with pytest.raises(ValueError, match="additional rules"):
        position(text, seats, {"board": "1A-2A-3A-4A", "rule_e": True}, 1)
