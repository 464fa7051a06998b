"""A copy of the shipped resources in which a test adds lesson files to a game's series."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from microgames import resources


def copied_lessons(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str) -> Path:
    """The game's lessons folder, holding its basics only, in a copy of the resources that the app reads for
    the rest of the test (so the test, not the lessons shipped, makes the series)."""
    real = resources.resources_dir()
    root = tmp_path / "resources"
    root.mkdir()
    for entry in real.iterdir():
        if entry.name != game:
            (root / entry.name).symlink_to(entry)
    shutil.copytree(real / game, root / game, ignore=lambda folder, names: [
        n for n in names if Path(folder).name == "lessons" and n != "01-basics.json"])
    monkeypatch.setattr(resources, "resources_dir", lambda: root)
    return root / game / "lessons"


def add_lesson(folder: Path, name: str, title: str) -> None:
    """A lesson ``name`` titled ``title``: the basics lesson under another name (it plays through)."""
    basics = json.loads((folder / "01-basics.json").read_text(encoding="utf-8"))
    (folder / f"{name}.json").write_text(json.dumps({**basics, "title": title}), encoding="utf-8")
