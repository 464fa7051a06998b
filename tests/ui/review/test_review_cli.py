"""``microgames review FILE``: the move list headless, with the analysis's marks; a refused file exits with 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from microgames.games import registry
from microgames.cli import main
from microgames.engine.analysis import MoveValue, scale_for
from microgames.engine.saves import save
from microgames.engine import review as reviewanalysis
from microgames.engine.review import SUFFIX, Analysis, load_analysis, store_analysis
from tests.ui.review.test_review import TEST_EFFORT, random_game


def test_review_prints_every_move_and_the_scores(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = random_game("microworld", 3, steps=400)
    path = tmp_path / "done.microgame"
    save(game, path)
    assert main(["review", str(path), "--no-analysis"]) == 0
    lines = capsys.readouterr().out.splitlines()
    steps = game.history.applied()
    assert lines[0] == "Microworld: Ana, Bot (easy bot)"
    assert lines[1] == f"seed 3 · {len(steps)} moves · finished"
    width = len(str(len(steps)))
    assert lines[2:2 + len(steps)] == [f"{n:>{width}}. {s.label}" for n, s in enumerate(steps, start=1)]
    scores = game.state.scores()
    assert lines[2 + len(steps)] == f"Scores: Ana {scores[0]}, Bot {scores[1]}"
    assert len(lines) == 3 + len(steps) and not analysis_file(path).exists()


def analysis_file(path: Path) -> Path:
    return path.with_name(path.name + SUFFIX)


def test_review_analyses_a_finished_game_once_and_prints_its_marks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(reviewanalysis, "EFFORT", TEST_EFFORT)
    game = random_game("microworld", 3, steps=400)
    path = tmp_path / "done.microgame"
    save(game, path)
    assert main(["review", str(path)]) == 0
    captured = capsys.readouterr()
    assert "Analysing…" in captured.err and analysis_file(path).is_file()
    found = load_analysis(game, path)
    assert found is not None and found.moves and found.scale is not None
    lines = captured.out.splitlines()
    steps = game.history.applied()
    width = len(str(len(steps)))
    judged = found.by_step()
    for number, (line, step) in enumerate(zip(lines[2:], steps), start=1):
        value = judged.get(number)
        if value is None:
            assert line == f"{number:>{width}}. {step.label}"
        else:
            mark = found.mark(value)
            advice = value.advice(found.scale)
            assert line == (f"{number:>{width}}. {step.label}{'  ' + mark if mark else ''}  "
                            f"[{value.describe(found.scale)}]{'  ' + advice if advice else ''}")
    legend = len(found.scale.legend())
    assert lines[-legend - 1] == "Marked moves: " + found.summary([s.name for s in game.seats])[-1]
    assert lines[-legend - 1].startswith("Marked moves: Ana: ")
    assert lines[-legend:] == ["  " + line for line in found.scale.legend()]
    assert main(["review", str(path)]) == 0  # kept: read back, not computed again
    again = capsys.readouterr()
    assert again.err == "" and again.out == captured.out


def test_review_prints_a_stored_blunder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = random_game("remediate", 4, steps=400)
    path = tmp_path / "done.microgame"
    save(game, path)
    seat = game.history.steps[0].seat
    scale = scale_for(registry.get("remediate"))
    assert store_analysis(game, path, Analysis((), (MoveValue(1, seat, 90.0, 10.0, 12, 4.0),), scale)) is not None
    assert main(["review", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    label = game.history.steps[0].label
    width = len(str(game.history.index))
    assert lines[2] == f"{1:>{width}}. {label}  ??  [90% → 10% (lost 80% ± 12%, 12 samples)]"
    assert lines[3] == f"{2:>{width}}. {game.history.steps[1].label}"


def test_review_refuses_a_bad_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.microgame"
    path.write_text("{ not json")
    assert main(["review", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("Refused 'bad.microgame': ")


def test_review_fresh_analyses_again_from_another_seed_and_leaves_the_stored_analysis_untouched(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reviewanalysis, "EFFORT", TEST_EFFORT)
    game = random_game("microworld", 3, steps=400)
    path = tmp_path / "done.microgame"
    save(game, path)
    assert main(["review", str(path)]) == 0
    stored = analysis_file(path).read_text()
    kept = capsys.readouterr().out
    assert main(["review", "--fresh", "--seed", "12", str(path)]) == 0
    fresh = capsys.readouterr()
    assert "Analysing…" in fresh.err and analysis_file(path).read_text() == stored
    assert main(["review", "--fresh", "--seed", "12", str(path)]) == 0
    assert capsys.readouterr().out == fresh.out  # the same seed, the same analysis
    graph = next(n for n, line in enumerate(kept.splitlines()) if line.startswith("Graph: "))
    assert kept.splitlines()[graph + 1].startswith("  Ana  ")
    with pytest.raises(SystemExit):
        main(["review", "--seed", "12", str(path)])  # a seed without --fresh would say nothing
