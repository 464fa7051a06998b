"""``microgames review FILE``: the move list headless; a refused file exits with 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from microgames.cli import main
from microgames.engine.saves import save
from tests.ui.test_review import random_game


def test_review_prints_every_move_and_the_scores(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = random_game("microworld", 3, steps=400)
    path = tmp_path / "done.microgame"
    save(game, path)
    assert main(["review", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    steps = game.history.applied()
    assert lines[0] == "Microworld: Ana, Bot (easy bot)"
    assert lines[1] == f"seed 3 · {len(steps)} moves · finished"
    width = len(str(len(steps)))
    assert lines[2:2 + len(steps)] == [f"{n:>{width}}. {s.label}" for n, s in enumerate(steps, start=1)]
    scores = game.state.scores()
    assert lines[2 + len(steps)] == f"Scores: Ana {scores[0]}, Bot {scores[1]}"


def test_review_refuses_a_bad_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.microgame"
    path.write_text("{ not json")
    assert main(["review", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("Refused 'bad.microgame': ")
