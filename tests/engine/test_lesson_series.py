"""A game's lessons as a series (every ``NN-name.json`` in order) and each lesson's progress in the data folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from microgames.engine.lessons import (Progress, following_lesson, lesson_progress, lesson_series, read_progress,
                                       restart, save_step, saved_step)
from microgames.engine.paths import data_dir
from microgames.engine.tutorial import load_script
from microgames.games.microchip.rules import RULES
from tests.support.lesson_files import add_lesson, copied_lessons

KEY = "microchip/01-basics"


@pytest.fixture
def shipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The Microchip lessons folder of a copy of the resources, which the test may add files to."""
    return copied_lessons(tmp_path, monkeypatch, "microchip")


def test_every_game_ships_its_basics_first() -> None:
    for game in ("microchip", "microworld", "remediate"):
        series = lesson_series(game)
        assert series and series[0].name == "01-basics" and series[0].title == "Basics" and series[0].steps > 0
    assert lesson_series("nothing") == ()


def test_the_series_is_every_numbered_file_in_the_order_of_its_number(shipped: Path) -> None:
    for name, title in (("10-the-end", "The end"), ("02-faults", "Faults"), ("3-badges", "Badges")):
        add_lesson(shipped, name, title)
    (shipped / "notes.json").write_text("{}", encoding="utf-8")  # not a lesson: no number
    (shipped / "04-broken-one.json").write_text("{", encoding="utf-8")  # its title from its name; starting it says why
    series = lesson_series("microchip")
    assert [(i.name, i.title) for i in series] == [
        ("01-basics", "Basics"), ("02-faults", "Faults"), ("3-badges", "Badges"), ("04-broken-one", "Broken one"),
        ("10-the-end", "The end")]
    assert series[1].steps == series[0].steps and series[3].steps == 0
    assert series[1].relative == "microchip/lessons/02-faults.json" and series[1].key == "microchip/02-faults"
    assert following_lesson("microchip", "01-basics") == series[1]
    assert following_lesson("microchip", "10-the-end") is None
    script = load_script(RULES, series[4].relative)
    assert script.name == "10-the-end" and script.key == "microchip/10-the-end" and script.title == "The end"


def test_progress_is_kept_per_lesson_new_under_way_or_done() -> None:
    steps = len(load_script(RULES).steps)
    assert lesson_progress(KEY) == Progress() and lesson_progress(KEY).label(steps) == "new"
    save_step(KEY, 3)
    save_step("microchip/02-faults", 1)
    assert saved_step(KEY, steps) == 3 and lesson_progress(KEY).label(steps) == f"step 4 of {steps}"
    assert saved_step("microchip/02-faults", 5) == 1
    save_step(KEY, 99)  # a shorter script since: from its start
    assert saved_step(KEY, steps) == 0
    save_step(KEY, None)  # finished
    assert lesson_progress(KEY) == Progress(None, True) and lesson_progress(KEY).label(steps) == "done"
    assert saved_step(KEY, steps) == 0 and saved_step("microchip/02-faults", 5) == 1
    save_step(KEY, 2)  # taken again: under way, and done before
    assert lesson_progress(KEY) == Progress(2, True) and lesson_progress(KEY).label(steps) == f"step 3 of {steps}"
    restart(KEY)
    assert lesson_progress(KEY) == Progress(None, True) and saved_step(KEY, steps) == 0


def test_the_first_format_is_the_progress_of_each_games_basics() -> None:
    (data_dir() / "lessons.json").write_text(json.dumps({"microchip": 4, "remediate": 0}), encoding="utf-8")
    assert read_progress() == {KEY: Progress(4), "remediate/01-basics": Progress(0)}
    save_step("microworld/01-basics", 2)  # written in the new format, the old progress kept
    data = json.loads((data_dir() / "lessons.json").read_text(encoding="utf-8"))
    assert data["version"] == 2 and data["lessons"][KEY] == {"step": 4, "done": False}
    assert read_progress()["microworld/01-basics"] == Progress(2)


@pytest.mark.parametrize("text", ["{", "[1, 2]", '{"microchip": "four"}', '{"version": 2, "lessons": []}', "\xff"])
def test_a_damaged_progress_file_is_set_aside_and_lessons_start_fresh(text: str) -> None:
    path = data_dir() / "lessons.json"
    path.write_text(text, encoding="utf-8")
    assert read_progress() == {} and lesson_progress(KEY) == Progress()
    assert not path.exists()
    kept = [p for p in data_dir().iterdir() if p.name.startswith("lessons.json.refused")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text  # set aside, never deleted
    save_step(KEY, 1)
    assert saved_step(KEY, 5) == 1


def test_one_odd_entry_is_left_out_and_the_others_kept() -> None:
    path = data_dir() / "lessons.json"
    path.write_text(json.dumps({"version": 2, "lessons": {KEY: {"step": 2}, "remediate/01-basics": {"step": -1},
                                                         "microworld/01-basics": {"done": "yes"}}}), encoding="utf-8")
    assert read_progress() == {KEY: Progress(2)} and path.exists()
