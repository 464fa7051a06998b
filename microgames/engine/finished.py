"""The finished games kept in the data folder, from which the records can always be rebuilt.

Each finished game is an ordinary save (it opens in review) with one more field,
``record``: what the records file holds about it and a save cannot tell by
itself (its key, when it ended, how long it took, who won by the table's own
tie-breaks, whether it was played on from an earlier position). The records
file is then only an index: if it is lost, damaged or locked, nothing is, as
:func:`rebuild` makes it again from these files.

A person's records reset in the Records dialog is kept too (``forgotten.json``),
so a rebuild does not bring back what they asked to forget.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Collection, Iterator
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from microgames.engine.errors import SaveError
from microgames.engine.filecheck import parse_json, read_limited
from microgames.engine.paths import SAVE_SUFFIX
from microgames.engine.recordtypes import KEY_LENGTH, GameRecord, SeatResult, key_of, name_key
from microgames.engine.saves import to_data, write_atomic
from microgames.engine.saveschema import structure

if TYPE_CHECKING:  # the records call in here when they are opened: their module is never imported from here
    from microgames.engine.records import Records
    from microgames.engine.session import Game

FORGOTTEN_NAME = "forgotten.json"
MAX_ID = 64

log = logging.getLogger(__name__)


def copy_text(game: Game, record: GameRecord) -> str:
    """The finished game's file: its save, and what the records say of it."""
    data = to_data(game)
    data["record"] = {
        "id": record.id, "finished_at": record.finished_at, "duration": record.duration,
        "winners": [n for n, seat in enumerate(record.seats) if seat.winner], "from_here": record.from_here,
    }
    return json.dumps(data, indent=1, ensure_ascii=False)


def _record_from(data: dict[str, Any], path: Path) -> GameRecord | None:
    """The record a kept game describes, or None if the file is not a finished game of ours."""
    save = structure(data)
    if not save.check.over or len(save.check.scores) != len(save.seats):
        return None
    extra = data.get("record")
    if isinstance(extra, dict):
        record_id, finished_at = extra.get("id"), extra.get("finished_at")
        duration, winners, from_here = extra.get("duration", 0.0), extra.get("winners"), extra.get("from_here", False)
        if not (isinstance(record_id, str) and 0 < len(record_id) <= MAX_ID and isinstance(finished_at, str)
                and isinstance(duration, (int, float)) and isinstance(winners, list) and isinstance(from_here, bool)):
            return None
        datetime.fromisoformat(finished_at)  # a ValueError: not ours
    else:  # kept before the records were written into the copies: what the save itself tells
        best = max(save.check.scores)
        record_id, duration, from_here = key_of(path), 0.0, False
        winners = [n for n, score in enumerate(save.check.scores) if score == best]
        finished_at = datetime.fromtimestamp(path.stat().st_mtime).isoformat(timespec="seconds")
    seats = tuple(SeatResult(entry.name, entry.kind, entry.level, score, n in winners)
                  for n, (entry, score) in enumerate(zip(save.seats, save.check.scores)))
    return GameRecord(record_id, save.game, finished_at, dict(save.options), seats, float(duration), str(path),
                      from_here)


def kept_games(folder: Path, known: Collection[str] = ()) -> Iterator[GameRecord]:
    """The finished games kept in ``folder`` but for those ``known`` (their keys' starts, as the files are named).

    A file that is not a finished game of ours is passed over (and logged).
    """
    try:
        paths = sorted(path for path in folder.glob(f"*{SAVE_SUFFIX}") if key_of(path) not in known)
    except OSError:
        return
    for path in paths:
        try:
            record = _record_from(parse_json(read_limited(path)), path)
        except (SaveError, OSError, ValueError) as error:
            log.warning("Passed over %s while rebuilding the records: %s", path.name, error)
            continue
        if record is not None:
            yield record


def forgotten(folder: Path) -> dict[str, str]:
    """Name key -> the moment that person's records were reset."""
    try:
        data = parse_json(read_limited(folder / FORGOTTEN_NAME))
    except (SaveError, OSError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {key: value for key, value in data.items() if isinstance(key, str) and isinstance(value, str)}


def forget(folder: Path, key: str) -> None:
    """Keep a records reset, so that a rebuild leaves that person's earlier games out; OSError propagates."""
    reset = forgotten(folder)
    reset[key] = datetime.now().isoformat(timespec="seconds")
    write_atomic(folder / FORGOTTEN_NAME, json.dumps(reset, indent=1, ensure_ascii=False))


def _without_forgotten(record: GameRecord, reset: dict[str, str]) -> GameRecord | None:
    seats = tuple(s for s in record.seats
                  if s.kind != "person" or record.finished_at > reset.get(name_key(s.name), ""))
    if not any(s.kind == "person" for s in seats):
        return None
    return record if len(seats) == len(record.seats) else attrs.evolve(record, seats=seats)


def rebuild(records: Records, folder: Path) -> int:
    """Add to ``records`` the kept games they lack; how many were added.

    Run whenever records are opened afresh and after a records write failed: only
    the files of games the records do not know are read. A bad file is passed over.
    The puzzle results kept beside them are put back as well (not counted).
    """
    if not os.path.isdir(folder):
        return 0
    from microgames.engine.puzzlerecords import restore

    restore(records, folder)  # the puzzles solved, too
    known = records.ids()
    reset = forgotten(folder)
    added = 0
    for record in kept_games(folder, {record_id[:KEY_LENGTH] for record_id in known}):
        kept = _without_forgotten(record, reset)
        if kept is None or kept.id in known:
            continue
        records.record(kept)
        known.add(kept.id)
        added += 1
    return added
