"""Where Microgames keeps saves, the autosave and settings on each platform.

Never next to the program: a frozen app's folder may be read-only.
``MICROGAMES_DATA_DIR`` overrides the location (tests use it).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "Microgames"
SAVE_SUFFIX = ".microgame"
RECORDS_NAME = "records.sqlite"
AUTOSAVE_NAME = "autosave"
FINISHED_NAME = "finished"  # a copy of every finished game, beside the records built from them

_autosave_name = AUTOSAVE_NAME


def data_dir(create: bool = True) -> Path:
    """The per-user data folder, created on first use (and again if it was removed while the app runs)."""
    override = os.environ.get("MICROGAMES_DATA_DIR")
    if override:
        path = Path(override)
    elif sys.platform == "win32":
        path = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming")) / APP_NAME
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / APP_NAME
    else:
        path = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / APP_NAME.lower()
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def use_autosave(name: str) -> None:
    """Write this copy's autosave as ``name`` (a slot that no other running copy of the app writes)."""
    global _autosave_name
    _autosave_name = name


def autosave_path() -> Path:
    """The autosave of this copy's game in progress."""
    return data_dir() / f"{_autosave_name}{SAVE_SUFFIX}"


def saves_dir() -> Path:
    """The default folder offered by Save As."""
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def records_path() -> Path:
    """The finished games' records (here, so the window can look for the file without loading the records module)."""
    return data_dir() / RECORDS_NAME


def finished_dir() -> Path:
    """Where every finished game is kept (for review, and to rebuild the records from)."""
    path = data_dir() / FINISHED_NAME
    path.mkdir(parents=True, exist_ok=True)
    return path
