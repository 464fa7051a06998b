"""Find the shipped data files the same way from every kind of install.

An installed wheel and a frozen app carry them as ``microgames/resources``;
a source checkout or an editable install keeps them in the top-level
``resources/`` folder beside the package.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

_PACKAGE_DIR = Path(__file__).resolve().parent


@cache
def resources_dir() -> Path:
    """The folder that holds the data files, wherever the app was installed."""
    for candidate in (_PACKAGE_DIR / "resources", _PACKAGE_DIR.parent / "resources"):
        if (candidate / "manifest.json").is_file():
            return candidate
    raise FileNotFoundError("Microgames cannot find its resources folder; the installation is incomplete.")


def resource_path(relative: str) -> Path:
    """The absolute path of one data file, e.g. ``resource_path("microchip/boards.json")``."""
    path = resources_dir() / relative
    if not path.exists():
        raise FileNotFoundError(f"Missing resource {relative!r} in {resources_dir()}")
    return path


def read_text(relative: str) -> str:
    """The text of one data file, as UTF-8."""
    return resource_path(relative).read_text(encoding="utf-8")


@cache
def load_json(relative: str) -> Any:
    """One JSON data file, parsed once and cached (treat the result as read-only)."""
    return json.loads(read_text(relative))


def languages() -> dict[str, str]:
    """The languages the app speaks, by code, each named in itself (``translations/languages.json``): a new one is
    data, not code."""
    return {str(code): str(name) for code, name in load_json("translations/languages.json")["languages"].items()}


def all_resources() -> list[str]:
    """Every data file the app ships, relative to the resources folder."""
    root = resources_dir()
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())
