"""The records of finished games: a small SQLite database in the user data folder.

Two app windows may write at once (WAL journal, a busy timeout, every write one
``BEGIN IMMEDIATE`` transaction), and a kill during a write loses at most that
write. A file that is not a sound records database of ours (empty, damaged,
another program's, a newer schema, locked by someone for good) is renamed aside,
never deleted, and the player told once (:func:`take_notice`). Nothing is lost
by that: every finished game is also kept as a file in the data folder
(``finished/``, see :mod:`microgames.engine.finished`), and a new records file
is rebuilt from them. The schema version lives in ``PRAGMA user_version``;
:data:`MIGRATIONS` brings an older file up to date.
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from microgames.engine.recordtypes import (  # noqa: F401  (named here too)
    GameRecord, GameStats, PuzzleResult, SeatResult, name_key,
)
from microgames.engine.filelock import held
from microgames.engine.paths import FINISHED_NAME, records_path

if TYPE_CHECKING:  # sqlite3 and hashlib load only when records are opened or a game is keyed (not at start-up)
    import sqlite3

    from microgames.engine.seats import Seat

APPLICATION_ID = 0x4D475243  # "MGRC": marks the file as ours
BUSY_MS = 5000  # how long a write waits for another window's write
RECENT_LIMIT = 10

log = logging.getLogger(__name__)
_notices: list[str] = []


class NotOurs(Exception):
    """The file is a database, but not a records database this version can read."""


def _create_v1(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE games (
        id TEXT PRIMARY KEY, game TEXT NOT NULL, finished_at TEXT NOT NULL, options TEXT NOT NULL,
        duration REAL NOT NULL, save_path TEXT NOT NULL)""")
    db.execute("""CREATE TABLE seats (
        game_id TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL, name_key TEXT NOT NULL,
        kind TEXT NOT NULL, level TEXT, score INTEGER NOT NULL, winner INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat))""")
    db.execute("CREATE INDEX seats_by_name ON seats (name_key)")


def _add_from_here_v2(db: sqlite3.Connection) -> None:
    """Games played on from an earlier position ("Play from here") are kept apart from real results."""
    db.execute("ALTER TABLE games ADD COLUMN from_here INTEGER NOT NULL DEFAULT 0")


def _add_puzzles_v3(db: sqlite3.Connection) -> None:
    """Each puzzle's best score so far and whether it is solved, by game and puzzle id."""
    db.execute("""CREATE TABLE puzzles (
        game TEXT NOT NULL, puzzle TEXT NOT NULL, best INTEGER, solved INTEGER NOT NULL,
        PRIMARY KEY (game, puzzle))""")


#: MIGRATIONS[n] takes a database from schema version n to n + 1.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_create_v1, _add_from_here_v2, _add_puzzles_v3)
SCHEMA_VERSION = len(MIGRATIONS)


def game_id(rules_id: str, seed: int, seats: Sequence[Seat], options: Mapping[str, Any], started: str) -> str:
    """A finished game's key: the same game finished again (after an undo) updates its record."""
    text = json.dumps([rules_id, seed, [attrs.astuple(s) for s in seats], dict(options), started],
                      sort_keys=True, default=str)
    import hashlib

    return hashlib.sha256(text.encode()).hexdigest()[:32]


def take_notice() -> str | None:
    """The oldest message about a records file set aside, once."""
    return _notices.pop(0) if _notices else None


def _set_aside(path: Path, reason: str) -> Path | None:
    """Rename a broken database (and its journal files) out of the way; the new path, or None."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    number = 2
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.broken-{stamp}-{number}")
        number += 1
    try:
        os.replace(path, target)
    except OSError as error:
        log.warning("Could not set aside %s (%s): %s", path, error, reason)
        return None
    for suffix in ("-wal", "-shm", "-journal"):
        companion = path.with_name(path.name + suffix)
        if os.path.lexists(companion):
            try:
                os.replace(companion, target.with_name(target.name + suffix))
            except OSError:
                pass  # the renamed database is what matters; a stale journal cannot join the fresh one
    log.warning("Set aside %s as %s: %s", path, target.name, reason)
    return target


class Records:
    """The open records database. Each method is one short transaction."""

    def __init__(self, db: sqlite3.Connection, path: Path | None) -> None:
        self._db = db
        self.path = path

    def close(self) -> None:
        self._db.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self._db
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    # --- writing ---------------------------------------------------------------------------------
    def record(self, entry: GameRecord) -> None:
        """Add a finished game, or replace the record of the same game finished again."""
        with self._write() as db:
            db.execute("DELETE FROM seats WHERE game_id = ?", (entry.id,))
            db.execute("INSERT OR REPLACE INTO games (id, game, finished_at, options, duration, save_path, from_here) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (entry.id, entry.game, entry.finished_at, json.dumps(entry.options, sort_keys=True),
                        entry.duration, entry.save_path, int(entry.from_here)))
            db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?)", [
                (entry.id, number, s.name, name_key(s.name) if s.kind == "person" else "", s.kind, s.level,
                 s.score, int(s.winner)) for number, s in enumerate(entry.seats)])

    def record_puzzle(self, game: str, puzzle: str, result: PuzzleResult) -> PuzzleResult:
        """Keep a puzzle's result with what was kept before: the higher score, solved once solved; the two together."""
        with self._write() as db:
            row = db.execute("SELECT best, solved FROM puzzles WHERE game = ? AND puzzle = ?", (game, puzzle)).fetchone()
            kept = result.joined(PuzzleResult(row[0], bool(row[1])) if row else None)
            db.execute("INSERT OR REPLACE INTO puzzles VALUES (?, ?, ?, ?)", (game, puzzle, kept.best, int(kept.solved)))
        return kept

    def puzzles(self, game: str) -> dict[str, PuzzleResult]:
        """Puzzle id -> the result kept, for one game's puzzles."""
        rows = self._db.execute("SELECT puzzle, best, solved FROM puzzles WHERE game = ?", (game,)).fetchall()
        return {puzzle: PuzzleResult(best, bool(solved)) for puzzle, best, solved in rows}

    def reset_person(self, name: str) -> int:
        """Forget one person's results (any spelling of the name); games nobody else is in go too.

        Returns how many of their games were forgotten.
        """
        key = name_key(name)
        with self._write() as db:
            count = db.execute("SELECT COUNT(DISTINCT game_id) FROM seats WHERE name_key = ?", (key,)).fetchone()[0]
            db.execute("DELETE FROM seats WHERE name_key = ?", (key,))
            db.execute("DELETE FROM seats WHERE game_id NOT IN (SELECT game_id FROM seats WHERE kind = 'person')")
            db.execute("DELETE FROM games WHERE id NOT IN (SELECT game_id FROM seats)")
        return int(count)

    # --- reading ---------------------------------------------------------------------------------
    def people(self) -> list[str]:
        """Every person with records, by the name they last played under, alphabetically."""
        rows = self._db.execute(
            "SELECT s.name_key, s.name FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE s.kind = 'person' ORDER BY g.finished_at").fetchall()
        latest = {key: name for key, name in rows}
        return sorted(latest.values(), key=name_key)

    def games_of(self, name: str, limit: int | None = None) -> list[GameRecord]:
        """A person's finished games, the newest first."""
        ids = [row[0] for row in self._db.execute(
            "SELECT DISTINCT g.id, g.finished_at FROM games g JOIN seats s ON s.game_id = g.id "
            "WHERE s.name_key = ? ORDER BY g.finished_at DESC, g.id LIMIT ?",
            (name_key(name), -1 if limit is None else limit))]
        return [self.get(i) for i in ids]

    def ids(self) -> set[str]:
        """Every recorded game's key (to see which kept games a records file lacks)."""
        return {row[0] for row in self._db.execute("SELECT id FROM games")}

    def get(self, record_id: str) -> GameRecord:
        row = self._db.execute("SELECT id, game, finished_at, options, duration, save_path, from_here FROM games "
                               "WHERE id = ?", (record_id,)).fetchone()
        if row is None:
            raise KeyError(record_id)
        seats = self._db.execute("SELECT name, kind, level, score, winner FROM seats WHERE game_id = ? ORDER BY seat",
                                 (record_id,)).fetchall()
        return GameRecord(row[0], row[1], row[2], json.loads(row[3]),
                          tuple(SeatResult(n, k, lv, sc, bool(w)) for n, k, lv, sc, w in seats), row[4], row[5],
                          bool(row[6]))

    def stats(self, name: str) -> list[GameStats]:
        """Per game: a person's games, wins, best and average score, and wins against each bot level.

        A game played on from an earlier position counts for none of these.
        """
        key = name_key(name)
        by_game: dict[str, list[GameRecord]] = {}
        for entry in self.games_of(name):
            if not entry.from_here:
                by_game.setdefault(entry.game, []).append(entry)
        result = []
        for game, entries in sorted(by_game.items()):
            scores: list[int] = []
            wins = 0
            against: dict[str, list[int]] = {}
            for entry in entries:
                mine = next(s for s in entry.seats if s.kind == "person" and name_key(s.name) == key)
                scores.append(mine.score)
                wins += mine.winner
                for level in sorted({s.level for s in entry.seats if s.kind == "bot" and s.level}):
                    tally = against.setdefault(level, [0, 0])
                    tally[0] += 1
                    tally[1] += mine.winner
            result.append(GameStats(game, len(entries), wins, max(scores), sum(scores) / len(scores),
                                    {level: (t[0], t[1]) for level, t in against.items()}))
        return result


def _check(db: sqlite3.Connection) -> None:
    """Raise unless ``db`` is sound and ours (or empty, to be made ours)."""
    import sqlite3

    if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
        raise sqlite3.DatabaseError("the file is damaged")
    app_id = db.execute("PRAGMA application_id").fetchone()[0]
    version = db.execute("PRAGMA user_version").fetchone()[0]
    tables = db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]
    if app_id != APPLICATION_ID and (app_id != 0 or tables):
        raise NotOurs("it belongs to another program")
    if version > SCHEMA_VERSION:
        raise NotOurs(f"it was written by a newer Microgames (schema {version})")


def _migrate(db: sqlite3.Connection) -> None:
    db.execute("BEGIN IMMEDIATE")  # another window may be migrating too: read the version inside
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        for migration in MIGRATIONS[version:]:
            migration(db)
        db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def _connect(path: Path | str) -> sqlite3.Connection:
    import sqlite3

    db = sqlite3.connect(str(path), timeout=BUSY_MS / 1000, isolation_level=None)
    try:
        db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
        _check(db)
        if str(path) != ":memory:":
            db.execute("PRAGMA journal_mode = WAL")
        _migrate(db)
    except BaseException:
        db.close()
        raise
    return db


def _locked(error: BaseException) -> bool:
    """Whether opening failed because someone holds the file locked (past the busy timeout)."""
    return "locked" in str(error) or "busy" in str(error)


def _in_memory() -> Records:
    return Records(_connect(":memory:"), None)


def _rebuilt(records: Records, path: Path) -> int:
    """Fill ``records`` from the finished games kept beside ``path``; how many were added."""
    import sqlite3

    from microgames.engine.finished import rebuild

    try:
        return rebuild(records, path.parent / FINISHED_NAME)
    except (sqlite3.Error, OSError) as error:  # e.g. a full disk: the games stay kept for the next rebuild
        log.warning("Could not rebuild the records from the finished games: %s", error)
        return 0


def open_records(path: Path | None = None) -> Records:
    """Open (or create) the records; a broken, foreign or locked file is set aside and the records rebuilt.

    A new records file (the first, or one in place of a file set aside) is filled
    from the finished games kept in the data folder. If even a new file cannot be
    made (a read-only folder), the records live in memory for this run, rebuilt
    the same way, and the player is told.
    """
    path = path or records_path()
    with held(path.with_name(path.name + ".lock")):  # one window at a time decides and sets aside
        return _open_records(path)


def _open_records(path: Path) -> Records:
    import sqlite3

    try:
        fresh = not os.path.lexists(path)
        if not fresh and os.path.getsize(path) == 0:
            raise NotOurs("the file is empty")
        records = Records(_connect(path), path)
    except (sqlite3.OperationalError, OSError) as error:
        if not _locked(error):  # unwritable, or the folder is gone: the file itself may be fine
            records = _in_memory()
            _rebuilt(records, path)
            _notices.append(f"Your game records cannot be opened ({error}); "
                            "this session's games are kept until you quit.")
            return records
        reason = "another program keeps it locked"
    except (sqlite3.DatabaseError, NotOurs) as error:
        reason = str(error)
    else:
        if fresh:
            _rebuilt(records, path)
        return records
    moved = _set_aside(path, reason)
    kept = f" The old file was kept as {moved.name}." if moved else ""
    try:
        records = Records(_connect(path), path)
    except (sqlite3.Error, OSError, NotOurs) as error:
        records = _in_memory()
        count = _rebuilt(records, path)
        _notices.append(f"Your game records could not be read ({reason}), and new records cannot be started "
                        f"({error}); {_counted(count)} are shown until you quit.{kept}")
        return records
    count = _rebuilt(records, path)
    again = (f"so they were rebuilt from the {_counted(count)} kept in the data folder" if count
             else "so new records were started")
    _notices.append(f"Your game records could not be read ({reason}), {again}.{kept}")
    return records


def _counted(count: int) -> str:
    return f"{count} finished game{'s' if count != 1 else ''}"
