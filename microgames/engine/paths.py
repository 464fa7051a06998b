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


def data_dir() -> Path:
    """The per-user data folder, created on first use."""
    override = os.environ.get("MICROGAMES_DATA_DIR")
    if override:
        path = Path(override)
    elif sys.platform == "win32":
        path = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming")) / APP_NAME
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / APP_NAME
    else:
        path = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / APP_NAME.lower()
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    """The single autosave of the game in progress."""
    return data_dir() / f"autosave{SAVE_SUFFIX}"


def saves_dir() -> Path:
    """The default folder offered by Save As."""
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def records_path() -> Path:
    """The finished games' records (here, so the window can look for the file without loading the records module)."""
    return data_dir() / RECORDS_NAME
