"""The lessons in the player's language: every text of every lesson in the five languages with the same
placeholders, markup and numbers; the bubble says it in the language of the moment, and a change of language
mid-lesson says the same step again in the new one."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from microgames.engine.tutorial import ScriptError, parse_script
from microgames.engine.words import Local, shown
from microgames.games import registry
from microgames.resources import resources_dir
from microgames.ui.tutorial.runner import READ_ON, start_lesson

LESSONS = sorted(resources_dir().glob("*/lessons/*.json"))
LANGUAGES = {"en", "de", "es", "fr", "it"}
KEPT = re.compile(r"%\d|<[^>]*>|\n")  # what a translation keeps exactly
NUMBER = re.compile(r"\d+")


def texts(data: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Every text of a lesson file the player reads, with where it is."""
    yield "title", data["title"]
    if "end" in data:
        yield "end", data["end"]
    for number, step in enumerate(data["steps"], start=1):
        for key in ("say", "hint", "after"):
            if key in step:
                yield f"step {number}'s {key}", step[key]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_every_lesson_text_is_in_five_languages_with_its_placeholders(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    for where, text in texts(data):
        assert isinstance(text, dict) and set(text) == LANGUAGES, f"{where}: {text!r}"
        english = text["en"]
        for code, said in text.items():
            assert isinstance(said, str) and said.strip() and said == said.strip(), f"{where} ({code})"
            assert sorted(KEPT.findall(said)) == sorted(KEPT.findall(english)), f"{where} ({code}): {said}"
            assert sorted(NUMBER.findall(said)) == sorted(NUMBER.findall(english)), f"{where} ({code}): {said}"
            if code != "en" and len(english.split()) > 2:  # a title may be the same word ("Mutations")
                assert said != english, f"{where} ({code}) is still the English"


def test_a_lesson_text_may_stay_plain_english_or_give_its_languages() -> None:
    rules = registry.get("microchip")
    data = json.loads((resources_dir() / "microchip" / "lessons" / "01-basics.json").read_text(encoding="utf-8"))
    script = parse_script(data, rules)
    assert isinstance(script.title, Local) and script.title == "Basics"
    plain = json.loads(json.dumps(data))
    plain["title"] = "Basics"
    plain["steps"][0]["say"] = "Welcome, in English only."
    script = parse_script(plain, rules)
    assert script.title == "Basics" and not isinstance(script.title, Local)
    assert shown(script.steps[0].say) == "Welcome, in English only."
    plain["title"] = {"de": "Grundlagen"}  # no English: refused, naming the text
    with pytest.raises(ScriptError, match="title"):
        parse_script(plain, rules)


def test_a_lesson_speaks_german_and_a_switch_to_english_keeps_its_step(
        make_window: Any, qtbot: Any, speak: Any) -> None:
    window = make_window()
    window.resize(1024, 700)
    speak("de")
    lesson = start_lesson(window, "microworld", "01-basics", again=True)
    assert lesson is not None
    bubble, first = lesson.bubble, lesson.script.steps[0]
    qtbot.waitUntil(lambda: lesson.phase == "read")
    assert bubble.text.text() == first.say.texts["de"]  # type: ignore[attr-defined]
    assert bubble.counter.text() == "Grundlagen  ·  Schritt\u00a01\u00a0von\u00a015"  # "step 1 of 15" on one line
    assert bubble.next_button.text() == "Weiter"
    qtbot.mouseClick(bubble.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lesson.index == 1 and lesson.phase == "read")
    qtbot.mouseClick(bubble.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lesson.index == 2 and lesson.phase == "wait")
    step = lesson.step
    assert bubble.text.text() == step.say.texts["de"]  # type: ignore[attr-defined]
    lesson.guard([])  # a gesture the step does not ask for: the step's hint, in German
    assert bubble.hint.isVisible() and bubble.hint.text() == step.hint.texts["de"]  # type: ignore[attr-defined]
    speak("en")  # the language changes mid-lesson: the same step, said again in English
    qtbot.waitUntil(lambda: bubble.text.text() == step.say, timeout=10000)
    assert lesson.index == 2 and lesson.phase == "wait"
    assert bubble.hint.isVisible() and bubble.hint.text() == step.hint
    assert bubble.counter.text() == "Basics  ·  step 3 of 15" and bubble.leave_button.text() == "Leave the lesson"
    qtbot.waitUntil(lambda: bubble.geometry().bottom() <= lesson.table.height())  # resized to the English


def test_the_wings_own_words_follow_the_language(make_window: Any, qtbot: Any, speak: Any) -> None:
    window = make_window()
    lesson = start_lesson(window, "microchip", again=True)
    assert lesson is not None
    qtbot.waitUntil(lambda: lesson.phase == "read")
    lesson.guard([])  # a gesture while the bubble asks to read
    assert lesson.bubble.hint.text() == READ_ON
    speak("fr")
    qtbot.waitUntil(lambda: lesson.bubble.hint.text() == "Lisez ceci, puis appuyez sur Suivant.", timeout=10000)
    assert lesson.bubble.text.text().startswith("Bienvenue dans Microchip")
    assert lesson.bubble.leave_button.text() == "Quitter la leçon"
