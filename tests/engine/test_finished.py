"""Records are never lost in silence: every records file that cannot be used is set aside with one
message, and the records are rebuilt from the finished games kept in the data folder."""

from __future__ import annotations

import json
import random
import sqlite3
import threading
from pathlib import Path

import pytest

from microgames.engine import records
from microgames.engine.finished import copy_text, forget, kept_games, rebuild
from microgames.engine.paths import RECORDS_NAME
from microgames.engine.recordtypes import copy_path
from microgames.engine.records import GameRecord, SeatResult, open_records
from microgames.engine.saves import load, save
from microgames.engine.session import Game
from microgames.games import registry
from tests.support.table_harness import seats_for


@pytest.fixture(autouse=True)
def _no_leftover_notices() -> None:
    while records.take_notice():
        pass


def finished_game(seed: int, names: tuple[str, str] = ("Ana", "Bot")) -> Game:
    rules = registry.get("microworld")
    game = Game.new(rules, seats_for(rules, ("person", "bot"), names), seed)
    rng = random.Random(seed)
    while not game.state.is_over():
        seat = rng.choice(game.state.awaiting())
        game.history.execute(rng.choice(game.state.legal_commands(seat)))
    return game


def keep(folder: Path, number: int, from_here: bool = False, names: tuple[str, str] = ("Ana", "Bot"),
         winners: tuple[bool, bool] = (True, False)) -> GameRecord:
    """Keep a finished game in ``folder`` as the window does, and return its record."""
    game = finished_game(number, names)
    scores = game.state.scores()
    record_id = f"{number:02d}" + "ab" * 15
    path = copy_path(folder, "microworld", record_id)
    record = GameRecord(record_id, "microworld", f"2026-05-{number:02d}T10:00:00", dict(game.options),
                        tuple(SeatResult(s.name, s.kind, s.level, scores[n], winners[n])
                              for n, s in enumerate(game.seats)), 42.5, str(path), from_here)
    folder.mkdir(exist_ok=True)
    path.write_text(copy_text(game, record), encoding="utf-8")
    return record


def test_a_kept_game_is_an_ordinary_save_and_tells_its_record_back(tmp_path: Path) -> None:
    record = keep(tmp_path / "finished", 1)
    game = load(Path(record.save_path), registry.get)  # it opens in review like any save
    assert game.state.is_over()
    assert list(kept_games(tmp_path / "finished")) == [record]


@pytest.mark.parametrize("content", [b"", b"SQLite format 3\x00" + b"\x00" * 50, b"garbage " * 300])
def test_an_empty_truncated_or_garbage_file_is_set_aside_and_the_records_rebuilt(tmp_path: Path,
                                                                                  content: bytes) -> None:
    first, second = keep(tmp_path / "finished", 1), keep(tmp_path / "finished", 2, winners=(False, True))
    path = tmp_path / RECORDS_NAME
    path.write_bytes(content)
    db = open_records(path)
    assert sorted(g.id for g in db.games_of("Ana")) == [first.id, second.id]
    assert db.stats("Ana")[0].wins == 1
    aside = list(tmp_path.glob(f"{RECORDS_NAME}.broken-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == content
    notice = records.take_notice()
    assert notice is not None and "rebuilt from the 2 finished games" in notice and aside[0].name in notice
    assert records.take_notice() is None  # one message
    db.close()
    assert open_records(path).games_of("Ana") and records.take_notice() is None  # and the new file is sound


def test_a_file_from_a_newer_version_is_set_aside_and_the_records_rebuilt(tmp_path: Path) -> None:
    keep(tmp_path / "finished", 3)
    path = tmp_path / RECORDS_NAME
    open_records(path).close()
    raw = sqlite3.connect(path)
    raw.execute(f"PRAGMA user_version = {records.SCHEMA_VERSION + 1}")
    raw.close()
    db = open_records(path)
    assert len(db.games_of("Ana")) == 1
    notice = records.take_notice() or ""
    assert "newer Microgames" in notice and "rebuilt" in notice


def test_a_file_locked_by_another_program_is_set_aside_and_the_records_rebuilt(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    keep(tmp_path / "finished", 4)
    path = tmp_path / RECORDS_NAME
    open_records(path).close()
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("INSERT INTO games (id, game, finished_at, options, duration, save_path) "
                   "VALUES ('x', 'g', 't', '{}', 0, '')")
    monkeypatch.setattr(records, "BUSY_MS", 200)
    try:
        db = open_records(path)
        assert len(db.games_of("Ana")) == 1
        notice = records.take_notice() or ""
        assert "locked" in notice and "rebuilt" in notice
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_a_missing_records_file_is_rebuilt_without_a_word(tmp_path: Path) -> None:
    keep(tmp_path / "finished", 5)
    db = open_records(tmp_path / RECORDS_NAME)
    assert len(db.games_of("Ana")) == 1 and records.take_notice() is None


def test_a_game_played_on_from_an_earlier_position_is_kept_but_not_counted(tmp_path: Path) -> None:
    keep(tmp_path / "finished", 6)
    keep(tmp_path / "finished", 7, from_here=True)
    db = open_records(tmp_path / RECORDS_NAME)
    games = db.games_of("Ana")
    assert len(games) == 2 and [g.from_here for g in sorted(games, key=lambda g: g.id)] == [False, True]
    stats = db.stats("Ana")[0]
    assert (stats.games, stats.wins) == (1, 1)


def test_a_reset_is_kept_so_a_rebuild_does_not_bring_the_games_back(tmp_path: Path) -> None:
    folder = tmp_path / "finished"
    keep(folder, 8)
    keep(folder, 9, names=("Bea", "Bot"))
    forget(folder, "ana")
    db = open_records(tmp_path / RECORDS_NAME)
    assert db.people() == ["Bea"]


def test_a_bad_file_among_the_kept_games_is_passed_over(tmp_path: Path) -> None:
    folder = tmp_path / "finished"
    keep(folder, 10)
    (folder / "microworld-badbadbadbad.microgame").write_bytes(b"{not json")
    (folder / "microworld-unfinished1.microgame").write_text("{}")
    data = json.loads(next(folder.glob("*.microgame")).read_text())
    data["record"]["finished_at"] = "yesterday"
    (folder / "microworld-wrongdate123.microgame").write_text(json.dumps(data))
    assert len(list(kept_games(folder))) == 1


def test_a_game_kept_before_records_were_written_into_the_copies_is_rebuilt_from_its_save(tmp_path: Path) -> None:
    folder = tmp_path / "finished"
    folder.mkdir()
    game = finished_game(11)
    save(game, folder / "microworld-0123456789ab.microgame")
    (entry,) = kept_games(folder)
    assert entry.id == "0123456789ab" and entry.seats[0].score == game.state.scores()[0]


def test_rebuilding_reads_only_the_games_the_records_lack(tmp_path: Path) -> None:
    folder = tmp_path / "finished"
    keep(folder, 12)
    db = open_records(tmp_path / RECORDS_NAME)
    keep(folder, 13)
    assert rebuild(db, folder) == 1 and rebuild(db, folder) == 0
    assert len(db.games_of("Ana")) == 2


def test_two_windows_rebuilding_at_once_record_each_game_once(tmp_path: Path) -> None:
    folder = tmp_path / "finished"
    for number in range(14, 18):
        keep(folder, number)
    path = tmp_path / RECORDS_NAME
    path.write_bytes(b"")
    errors: list[BaseException] = []

    def open_one() -> None:
        try:
            open_records(path).close()
        except BaseException as error:  # noqa: BLE001  (reported below)
            errors.append(error)

    threads = [threading.Thread(target=open_one) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert not errors
    assert len(open_records(path).games_of("Ana")) == 4
