"""Recent save files, the autosave, and a quick look inside a save for the launcher.

Start-up must never depend on these files: the settings may hold anything, a
recent file may have become a pipe or a 300-byte name, the autosave may be
damaged. Everything is read through ``filecheck``; a bad autosave is set aside
(renamed, the reason logged) and the launcher says so once.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple

from microgames.engine.errors import SaveError
from microgames.engine.filecheck import check_path, clean_leftovers, is_regular_file, set_aside
from microgames.engine.paths import autosave_path
from microgames.engine.words import Words, shown
from microgames.ui.preferences import settings

MAX_RECENT = 8
_notices: list[str] = []
_unmovable: set[str] = set()  # a file that cannot even be renamed is reported once, not on every refresh


def recent_files() -> list[Path]:
    """Recently opened or saved files that are still regular files, newest first."""
    value = settings().value("recent/files", [])
    values = [value] if isinstance(value, str) else list(value) if isinstance(value, (list, tuple)) else []
    paths = (check_path(v, is_regular_file) for v in values[: MAX_RECENT * 4])
    return [p for p in paths if p is not None][:MAX_RECENT]


def _absolute(path: Path) -> Path:
    try:
        return path.resolve()
    except (OSError, RuntimeError):  # a name too long, a loop of links
        return Path(os.path.abspath(path))


def add_recent(path: Path) -> None:
    path = _absolute(Path(path))
    paths = [path] + [p for p in recent_files() if _absolute(p) != path]
    store = settings()
    store.setValue("recent/files", [str(p) for p in paths[:MAX_RECENT]])
    store.sync()


class RecentWords(Words):
    """What the launcher says about saves (made before Qt is asked to translate: said when shown)."""


class SaveSummary(NamedTuple):
    """What the launcher shows about a save without replaying it (a named tuple: attrs is not loaded at start-up)."""

    game: str
    players: tuple[str, ...]
    moves: int
    finished: bool = False  # saved after the game ended: it opens in review

    def describe(self, title: str) -> str:
        if self.finished:
            move = RecentWords.tr("finished after %n move(s)", None, self.moves)
        else:
            move = RecentWords.tr("%n move(s)", None, self.moves)
        return f"{title} · {', '.join(self.players)} · {shown(move)}"


def _summary(path: Path) -> SaveSummary:
    from microgames.engine.saves import summary_data  # its save schema is only needed once there is a save

    data = summary_data(path)
    return SaveSummary(data.game, tuple(s.name for s in data.seats), len(data.log), data.check.over)


def peek(path: Path) -> SaveSummary | None:
    """A summary of a save file, or None if it is not a sound one (it is checked fully on open)."""
    try:
        return _summary(path)
    except SaveError:
        return None


def autosave_summary() -> SaveSummary | None:
    """The autosave's summary for "Resume"; a damaged autosave is set aside and noted for the launcher."""
    path = autosave_path()
    clean_leftovers(path)
    if not os.path.lexists(path):
        return None
    try:
        return _summary(path)
    except SaveError as error:
        set_autosave_aside(str(error))
        return None


def set_autosave_aside(reason: str) -> None:
    """Rename the autosave out of the way (never delete it) and leave the launcher a notice."""
    moved = set_aside(autosave_path(), reason)
    if moved is None:
        if reason in _unmovable:
            return
        _unmovable.add(reason)
    if moved:
        _notices.append(RecentWords.tr("Your last game could not be resumed. %1 It was kept as %2.").arg(
            reason, moved.name))
    else:
        _notices.append(RecentWords.tr("Your last game could not be resumed. %1").arg(reason))


def take_notice() -> str | None:
    """The oldest notice not yet shown, once."""
    return _notices.pop(0) if _notices else None
