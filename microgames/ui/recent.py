"""Recent save files and a quick look inside a save (for the launcher), kept in the settings."""

from __future__ import annotations

import json
from pathlib import Path

import attrs

from microgames.engine.saves import FORMAT, MAX_FILE_BYTES
from microgames.ui.preferences import settings

MAX_RECENT = 8


def recent_files() -> list[Path]:
    """Recently opened or saved files that still exist, newest first."""
    value = settings().value("recent/files", [])
    paths = [value] if isinstance(value, str) else list(value or [])
    return [Path(p) for p in paths if p and Path(p).is_file()]


def add_recent(path: Path) -> None:
    path = Path(path).resolve()
    paths = [path] + [p for p in recent_files() if p.resolve() != path]
    store = settings()
    store.setValue("recent/files", [str(p) for p in paths[:MAX_RECENT]])
    store.sync()


@attrs.frozen
class SaveSummary:
    """What the launcher shows about a save without replaying it."""

    game: str
    players: tuple[str, ...]
    moves: int

    def describe(self, title: str) -> str:
        move = "1 move" if self.moves == 1 else f"{self.moves} moves"
        return f"{title} · {', '.join(self.players)} · {move}"


def peek(path: Path) -> SaveSummary | None:
    """A summary of a save file, or None if it does not look like one (it is checked fully on open)."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return None
        players = tuple(str(s["name"]) for s in data["seats"])
        return SaveSummary(str(data["game"]), players, len(data["log"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None
