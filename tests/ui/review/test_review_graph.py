"""The review's evaluation graph: its points are the values the move list and ``microgames review`` print,
it fills in as the analysis finds them, a click on a point goes there, and marked moves are ringed on it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from microgames.cli import main
from microgames.engine import review as reviewanalysis
from microgames.engine.analysis import MoveValue, scale_for
from microgames.engine.review import Analysis, load_analysis, store_analysis
from microgames.engine.saves import save
from microgames.games import registry
from tests.ui.review.test_review import TEST_EFFORT, open_page, random_game, saved_remediate


def test_the_graph_points_equal_the_values_the_cli_prints(qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                          capsys: pytest.CaptureFixture[str],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reviewanalysis, "EFFORT", TEST_EFFORT)
    game = random_game("microworld", 3, steps=400)
    path = tmp_path / "done.microgame"
    save(game, path)
    assert main(["review", str(path)]) == 0
    printed = {}
    for line in capsys.readouterr().out.splitlines():
        number, dot, rest = line.strip().partition(". ")
        if dot and number.isdigit() and "[" in rest:
            printed[int(number)] = rest.split("[", 1)[1].split(" (", 1)[0].split(" → ")[1]  # the value after
    found = load_analysis(game, path)
    assert found is not None and found.scale is not None and printed
    page = open_page(qtbot, game, path)
    assert page.runner is None and page.graph.isVisible()
    shown = {step: found.scale.value(value) for seat in range(len(game.seats))
             for step, value in page.graph.points(seat)}
    assert shown == printed
    assert [point for seat in range(len(game.seats)) for point in page.graph.points(seat)] == [
        point for seat in range(len(game.seats)) for point in found.curve(seat)]
    page.shutdown()


def test_the_graph_fills_in_as_the_analysis_runs_and_a_click_goes_to_a_point(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = random_game("microworld", 4, steps=400)
    page = open_page(qtbot, game)
    assert page.runner is not None
    heard: list[int] = []
    page.runner.found.connect(lambda value: heard.append(len(page.graph.values)))
    qtbot.waitUntil(lambda: page.analysis is not None, timeout=90000)
    # one more point with each value found (a value or two may have come in before the test listened)
    assert heard and heard == list(range(heard[0], heard[0] + len(heard)))
    found = page.analysis
    assert sorted(page.graph.values) == [m.step for m in found.moves]
    step, value = page.graph.points(game.history.steps[4].seat)[2]
    where = page.graph._at(step, value)
    qtbot.mouseClick(page.graph, Qt.MouseButton.LeftButton, pos=QPoint(round(where.x()), round(where.y())))
    assert page.index == step and page.graph.current == step
    page.shutdown()


def test_a_marked_move_shows_on_the_graph_with_its_better_move_in_the_list(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    game, path, seats = saved_remediate(tmp_path)
    scale = scale_for(registry.get("remediate"))
    blunder = MoveValue(2, seats[1], 90.0, 20.0, 24, 5.0, "clones Chemotaxis")
    assert store_analysis(game, path, Analysis((), (blunder, MoveValue(6, seats[5], 40.0, 40.0, 24, 3.0)),
                                               scale)) is not None
    page = open_page(qtbot, game, path)
    assert page.graph.points(seats[1]) == [(2, 20.0)] or (2, 20.0) in page.graph.points(seats[1])
    assert "Better: clones Chemotaxis, +70%" in page.moves.text(2)
    page.graph.grab().save(str(tmp_path / "graph.png"))  # drawing a mark's ring raises nothing
    page.shutdown()
