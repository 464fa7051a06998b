"""For every step of every lesson of every game, at a small and a large window, the bubble covers neither what
it points at, nor what is lit (by the lesson, or by the table for the person to act on: the cells they may
take, the column they draft from, the microbes they may attack), nor what the sentence talks about, and stays
on the table: in English, and in German, whose sentences are the longest.

The lesson files are globbed, so every lesson shipped is checked. Each step is put on the table as a lesson
left there resumes (the script's moves replayed, not animated), then the geometry is read at both sizes.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from microgames.engine.lessons import lesson_key, save_step
from microgames.engine.tutorial import load_script
from microgames.engine.words import shown
from microgames.games import registry
from microgames.resources import resources_dir
from microgames.ui import language
from microgames.ui.tablekit.anchors import find_anchor
from microgames.ui.tutorial.runner import start_lesson

LESSONS = sorted(p.relative_to(resources_dir()).as_posix() for p in resources_dir().glob("*/lessons/*.json"))
SIZES = ((1024, 700), (1920, 1080))


def _covered(lesson) -> list[str]:  # type: ignore[no-untyped-def]
    """The step's anchors under the bubble (and "off the table" if it is not all on it)."""
    bubble = QRectF(lesson.bubble.geometry())
    step = lesson.step
    names = [n for n in (step.point, *step.light, *step.clear, *lesson.table.offered()) if n]
    found = [(n, find_anchor(lesson.table, n)) for n in names]
    wrong = [n for n, rect in found if rect is not None and bubble.intersects(rect)]
    if not QRectF(lesson.table.rect()).contains(bubble):
        wrong.append("off the table")
    return wrong


@pytest.fixture(params=["en", "de"])
def spoken(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The language the lessons are read in (English again after)."""
    monkeypatch.delenv(language.ENVIRONMENT, raising=False)
    yield language.speak(request.param)
    language.speak("en")


@pytest.mark.parametrize("relative", LESSONS)
def test_the_bubble_leaves_every_anchor_of_every_step_in_sight(make_window, qtbot, relative: str, spoken: str) -> None:  # type: ignore[no-untyped-def]
    game, name = relative.split("/")[0], Path(relative).stem
    script = load_script(registry.get(game), relative)
    window = make_window()
    problems = []
    for index in range(len(script.steps)):
        save_step(lesson_key(game, name), index)
        lesson = start_lesson(window, game, name)
        assert lesson is not None and lesson.index == index
        assert lesson.bubble.text.text() == shown(lesson.step.say)  # in the language spoken
        sizes = SIZES if spoken == "en" else SIZES[:1]  # German, the longest, where room is least
        for width, height in sizes if index % 2 == 0 else reversed(sizes):  # one resize a step
            window.resize(width, height)
            qtbot.waitUntil(lambda: lesson.table.is_still() and lesson.table.isVisible())
            QApplication.processEvents()
            lesson.follow()
            covered = _covered(lesson)
            if covered:
                problems.append(f"{width}x{height} step {index + 1}: {', '.join(covered)}")
    assert problems == []
