"""Remediate's lesson series, and a person's gesture for each step of it on the window's table."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.tutorial import Script, Step, load_script
from microgames.games.remediate.rules import RULES
from microgames.ui.tutorial.runner import Lesson
from tests.support.lesson_gestures import click_anchor, drag_anchor

BUTTONS = {"SkipClone": "skip", "Remediate": "remediate", "Redraw": "redraw", "ChooseResistance": "resist"}
LESSONS = ("01-basics.json", "02-attack-and-defence.json", "03-support-and-hand.json",
           "04-hazards-and-microbes.json")


def lesson_path(name: str) -> str:
    return f"remediate/lessons/{name}"


def lesson_script(name: str) -> Script:
    """The lesson file ``name``, read and checked (it plays through)."""
    return load_script(RULES, lesson_path(name))


def _press(qtbot: Any, lesson: Lesson, key: str) -> None:
    controls = lesson.table.controls
    button = {"confirm": controls.yes, "cancel": controls.no}.get(key) or controls.buttons[key]
    assert button.isVisible() and button.isEnabled(), key
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def do_step(qtbot: Any, lesson: Lesson, step: Step) -> None:
    """The gesture the step asks for, found through the step's own anchors, and the answer to a question it asks."""
    kind = type(step.played[0]).__name__
    point = step.point or ""
    if kind == "Clone":  # drag the lit hand card onto the slot the bubble points at
        drag_anchor(qtbot, lesson, step.light[0], point)
    elif kind in BUTTONS:
        _press(qtbot, lesson, BUTTONS[kind])
    else:  # Draw, Recycle, a target, a gene to remove or mimic, a card to discard: a click on the thing
        click_anchor(qtbot, lesson, point)
    if lesson.table.gestures.question is not None:  # replacing a gene, the whole hand, the pick: final, asked first
        qtbot.waitUntil(lambda: lesson.table.controls.yes.isVisible())
        _press(qtbot, lesson, "confirm")
