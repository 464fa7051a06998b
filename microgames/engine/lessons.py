"""A game's lesson series and each lesson's progress, without Qt.

The series is every ``resources/<game>/lessons/NN-name.json`` file, in the order of
its number; the file's ``title`` names the lesson (scripts themselves are read
and checked by :mod:`microgames.engine.tutorial`). Listing the series reads only
each file's title and step count, so menus can show it without playing anything.

Progress is kept per lesson in ``lessons.json`` in the data folder::

    {"version": 2, "lessons": {"microchip/01-basics": {"step": 4, "done": true}}}

``step`` is the step to show next of a lesson under way (absent: not under way),
``done`` whether it was ever finished. The first format kept one step per game
(``{"microchip": 4}``); it is read as the progress of that game's basics lesson.
A file that is not readable progress is set aside (renamed, never deleted) and
the lessons start fresh.
"""

from __future__ import annotations

import json
import logging
import os
import re
from pathlib import Path
from typing import Any, NamedTuple

from microgames.engine.filecheck import set_aside
from microgames.engine.paths import data_dir
from microgames.engine.words import local

PROGRESS_FILE = "lessons.json"
VERSION = 2
FIRST = "01-basics"  # the lesson a game's progress of the first format belonged to
LESSON_NAME = re.compile(r"(\d+)-[^/\\]+")

log = logging.getLogger(__name__)


class LessonInfo(NamedTuple):
    """One lesson of a series, as a menu shows it: its file, its place and its title (light: the launcher's
    menus read it before anything else loads)."""

    game: str
    name: str  # the file's name without ".json", e.g. "02-attack-and-defence"
    title: str  # plain English, or a Local (shown in the language of the moment)
    steps: int  # how many steps the file lists (0 when it cannot be read: starting it says why)

    @property
    def key(self) -> str:
        """The lesson's name in the progress file."""
        return lesson_key(self.game, self.name)

    @property
    def relative(self) -> str:
        """The lesson's file among the resources."""
        return f"{self.game}/lessons/{self.name}.json"


def lesson_key(game: str, name: str) -> str:
    return f"{game}/{name}"


def _title_of_name(name: str) -> str:
    """A readable title from a file name, for a file whose own title cannot be read ("02-attack" -> "Attack")."""
    words = name.split("-", 1)[-1].replace("-", " ").strip()
    return words[:1].upper() + words[1:] if words else name


def _info(game: str, path: Path) -> LessonInfo:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = None
    title = data.get("title") if isinstance(data, dict) else None
    steps = data.get("steps") if isinstance(data, dict) else None
    try:
        title = local(title) if isinstance(title, (str, dict)) else None  # a text per language, or English
    except ValueError:
        title = None
    return LessonInfo(game, path.stem, title if isinstance(title, str) and title.strip()
                      else _title_of_name(path.stem), len(steps) if isinstance(steps, list) else 0)


def lesson_files(game: str) -> list[Path]:
    """The game's lesson files in order (their number, then their name), without reading them."""
    from microgames.resources import resources_dir

    try:
        folder = resources_dir() / game / "lessons"
        files = [p for p in folder.glob("*.json") if LESSON_NAME.fullmatch(p.stem)] if folder.is_dir() else []
    except OSError:  # FileNotFoundError too: an installation without its resources has no lessons
        return []
    return sorted(files, key=lambda p: (int(p.stem.split("-", 1)[0]), p.stem))


def lesson_series(game: str) -> tuple[LessonInfo, ...]:
    """The game's lessons in order, each with its title and step count; none when it ships no lesson."""
    return tuple(_info(game, p) for p in lesson_files(game))


def following_lesson(game: str, name: str) -> LessonInfo | None:
    """The lesson after ``name`` in the game's series, or None when it is the last (or not in the series)."""
    series = lesson_series(game)
    names = [info.name for info in series]
    at = names.index(name) if name in names else len(names)
    return series[at + 1] if at + 1 < len(series) else None


# --- progress ---------------------------------------------------------------------------------------
class Progress(NamedTuple):
    """Where a person is in one lesson."""

    step: int | None = None  # the step to show next of the lesson under way; None: not under way
    done: bool = False  # finished at least once

    def at(self, steps: int) -> int:
        """The step to start at in a lesson of ``steps`` steps (0 when not under way or out of range)."""
        return self.step if self.step is not None and 0 <= self.step < steps else 0

    def label(self, steps: int) -> str:
        """The lesson's state in words: "new", "step 4 of 12" (under way) or "done"."""
        if self.step is not None and 0 <= self.step < steps:
            return f"step {self.step + 1} of {steps}"
        return "done" if self.done else "new"


def _progress_path() -> Path:
    return data_dir() / PROGRESS_FILE


def _entry(value: Any) -> Progress | None:
    """One lesson's progress from its JSON form, or None for a value that is not one."""
    if not isinstance(value, dict):
        return None
    step, done = value.get("step"), value.get("done", False)
    if step is not None and (isinstance(step, bool) or not isinstance(step, int) or step < 0):
        return None
    return Progress(step, done) if isinstance(done, bool) else None


def _parse(data: Any) -> dict[str, Progress] | None:
    """Every lesson's progress from the file's JSON (either format), or None for a file that holds none."""
    if not isinstance(data, dict):
        return None
    if "version" not in data:  # the first format: one step per game, the game's basics lesson
        steps = {game: step for game, step in data.items()
                 if isinstance(step, int) and not isinstance(step, bool) and step >= 0}
        if len(steps) != len(data):
            return None
        return {lesson_key(game, FIRST): Progress(step) for game, step in steps.items()}
    lessons = data.get("lessons")
    if data.get("version") != VERSION or not isinstance(lessons, dict):
        return None
    found = {key: _entry(value) for key, value in lessons.items()}
    return {key: entry for key, entry in found.items() if entry is not None}


def read_progress() -> dict[str, Progress]:
    """Every lesson's progress; a file that cannot be read as progress is set aside and nothing is kept."""
    path = _progress_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except OSError as error:
        log.warning("Cannot read the lessons' progress (%s)", error)
        return {}
    try:
        progress = _parse(json.loads(text))
    except ValueError:
        progress = None
    if progress is None:
        set_aside(path, "not the lessons' progress")
        return {}
    return progress


def _write(progress: dict[str, Progress]) -> None:
    data = {"version": VERSION, "lessons": {key: entry._asdict() for key, entry in sorted(progress.items())}}
    path = _progress_path()
    temporary = path.with_suffix(".tmp")
    try:
        temporary.write_text(json.dumps(data, indent=1), encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        pass  # progress is a convenience: a read-only data folder only means starting again


def lesson_progress(key: str) -> Progress:
    return read_progress().get(key, Progress())


def saved_step(key: str, steps: int) -> int:
    """The step a lesson left half-way resumes at (0 when new, finished or out of range)."""
    return lesson_progress(key).at(steps)


def save_step(key: str, step: int | None) -> None:
    """Remember the step to show next; None: the lesson was finished (it is done, and starts again from its
    first step)."""
    progress = read_progress()
    done = progress.get(key, Progress()).done
    progress[key] = Progress(None, True) if step is None else Progress(step, done)
    _write(progress)


def restart(key: str) -> None:
    """Forget where the lesson was (it starts from its first step); whether it was ever done is kept."""
    progress = read_progress()
    if key in progress:
        progress[key] = Progress(None, progress[key].done)
        _write(progress)
