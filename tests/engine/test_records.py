"""The records database: recording, statistics, names, resets, two writers, kills and broken files."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from microgames.engine import records
from microgames.engine.paths import FINISHED_NAME
from microgames.engine.puzzlerecords import keep, kept
from microgames.engine.records import GameRecord, PuzzleResult, SeatResult, game_id, open_records
from microgames.engine.seats import Seat

ROOT = Path(__file__).resolve().parents[2]


def entry(number: int, ana_score: int, bot_score: int, level: str = "easy", name: str = "Ana",
          game: str = "microchip") -> GameRecord:
    seats = (SeatResult(name, "person", None, ana_score, ana_score >= bot_score),
             SeatResult(f"{level.title()} bot", "bot", level, bot_score, bot_score >= ana_score))
    return GameRecord(f"id{number}", game, f"2026-01-{number:02d}T10:00:00", {"rounds": 3}, seats, 60.0 + number,
                      f"/saves/{number}.microgame")


@pytest.fixture(autouse=True)
def _no_leftover_notices() -> None:
    while records.take_notice():
        pass


def test_a_fresh_database_is_ours_at_the_current_schema(tmp_path: Path) -> None:
    db = open_records(tmp_path / "r.sqlite")
    db.close()
    raw = sqlite3.connect(tmp_path / "r.sqlite")
    assert raw.execute("PRAGMA user_version").fetchone()[0] == records.SCHEMA_VERSION
    assert raw.execute("PRAGMA application_id").fetchone()[0] == records.APPLICATION_ID
    assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert records.take_notice() is None


def test_recording_the_same_game_again_updates_it(tmp_path: Path) -> None:
    db = open_records(tmp_path / "r.sqlite")
    db.record(entry(1, 30, 20))
    db.record(entry(1, 10, 20))  # the same id, finished again with other scores
    games = db.games_of("Ana")
    assert len(games) == 1
    assert games[0].seats[0].score == 10 and not games[0].seats[0].winner
    assert games[0].options == {"rounds": 3} and games[0].duration == 61.0


def test_statistics_per_game_and_per_bot_level(tmp_path: Path) -> None:
    db = open_records(tmp_path / "r.sqlite")
    db.record(entry(1, 30, 20, "easy"))
    db.record(entry(2, 10, 20, "easy"))
    db.record(entry(3, 40, 20, "hard"))
    db.record(entry(4, 5, 9, "hard", game="remediate"))
    stats = {s.game: s for s in db.stats("ana")}
    chip = stats["microchip"]
    assert (chip.games, chip.wins, chip.best) == (3, 2, 40)
    assert chip.average == pytest.approx(80 / 3)
    assert chip.against == {"easy": (2, 1), "hard": (1, 1)}
    assert (stats["remediate"].games, stats["remediate"].wins, stats["remediate"].against) == (1, 0, {"hard": (1, 0)})
    assert [g.id for g in db.games_of("ANA", limit=2)] == ["id4", "id3"]


def test_names_match_whatever_their_case_and_spacing(tmp_path: Path) -> None:
    db = open_records(tmp_path / "r.sqlite")
    db.record(entry(1, 30, 20, name="ana"))
    db.record(entry(2, 30, 20, name=" ANA "))
    db.record(entry(3, 30, 20, name="Bea"))
    assert sorted(db.people()) == [" ANA ", "Bea"]  # the name last played under
    assert len(db.games_of("Ana")) == 2
    assert db.stats("aNa")[0].games == 2


def test_resetting_a_person_keeps_everyone_else(tmp_path: Path) -> None:
    db = open_records(tmp_path / "r.sqlite")
    db.record(entry(1, 30, 20, name="Ana"))
    shared = GameRecord("both", "microchip", "2026-02-01T10:00:00", {}, (
        SeatResult("ana", "person", None, 3, False), SeatResult("Bea", "person", None, 5, True)), 10.0, "")
    db.record(shared)
    assert db.reset_person("ANA") == 2
    assert db.games_of("Ana") == []
    assert [g.id for g in db.games_of("Bea")] == ["both"]
    assert db.people() == ["Bea"]
    with pytest.raises(KeyError):
        db.get("id1")  # nobody else played it: it is gone entirely


def test_the_game_id_tells_games_apart_but_not_a_game_finished_twice() -> None:
    seats = (Seat("Ana"), Seat("Bot", "bot", "easy"))
    first = game_id("microchip", 7, seats, {"rounds": 3}, "2026-01-01T10:00:00")
    assert first == game_id("microchip", 7, seats, {"rounds": 3}, "2026-01-01T10:00:00")
    assert first != game_id("microchip", 7, seats, {"rounds": 3}, "2026-01-01T10:05:00")
    assert first != game_id("microchip", 8, seats, {"rounds": 3}, "2026-01-01T10:00:00")


def test_two_windows_write_at_once(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite"
    open_records(path).close()
    errors: list[BaseException] = []

    def writer(offset: int) -> None:
        db = open_records(path)
        try:
            for n in range(40):
                db.record(entry(offset + n, n, 1))
        except BaseException as error:  # collected: a thread's exception would be lost
            errors.append(error)
        finally:
            db.close()

    threads = [threading.Thread(target=writer, args=(k * 100,)) for k in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(open_records(path).games_of("Ana")) == 80


WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from microgames.engine.records import GameRecord, SeatResult, open_records
    db = open_records(Path(sys.argv[1]))
    print("ready", flush=True)
    number = 0
    while True:
        number += 1
        seats = tuple(SeatResult(f"P{k}", "person", None, number, k == 0) for k in range(6))
        db.record(GameRecord(f"g{number}", "microchip", f"t{number:09d}", {"n": number}, seats, 1.0, "x" * 500))
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs a kill signal")
@pytest.mark.parametrize("after", [0.05, 0.3])
def test_a_kill_during_writes_leaves_every_game_whole(tmp_path: Path, after: float) -> None:
    path = tmp_path / "r.sqlite"
    db = open_records(path)
    db.record(entry(1, 30, 20))
    db.close()
    process = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], cwd=ROOT, stdout=subprocess.PIPE,
                               env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert process.stdout is not None and process.stdout.readline().strip() == b"ready"
    time.sleep(after)
    process.send_signal(signal.SIGKILL)
    process.wait()
    db = open_records(path)
    assert records.take_notice() is None  # nothing was set aside
    assert [g.id for g in db.games_of("Ana")] == ["id1"]
    written = db.games_of("P0")
    assert written, "the writer should have finished some games before the kill"
    for game in written:
        assert len(game.seats) == 6 and all(s.score == game.options["n"] for s in game.seats)
    db.record(entry(2, 1, 2))  # and it can still be written
    assert len(db.games_of("Ana")) == 2


@pytest.mark.parametrize("content", [b"this is no database at all" * 40, b"SQLite format 3\x00" + b"\xff" * 3000])
def test_a_corrupt_file_is_set_aside_and_the_player_told_once(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "r.sqlite"
    path.write_bytes(content)
    db = open_records(path)
    db.record(entry(1, 30, 20))
    assert len(db.games_of("Ana")) == 1
    aside = list(tmp_path.glob("r.sqlite.broken-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == content
    notice = records.take_notice()
    assert notice is not None and aside[0].name in notice
    assert records.take_notice() is None


def test_a_damaged_page_is_caught_by_the_check(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite"
    db = open_records(path)
    for n in range(1, 30):
        db.record(entry(n, n, 1))
    db.close()
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    raw.close()
    data = bytearray(path.read_bytes())
    page = 4096
    data[page + 8: page * 2] = b"\x07" * (page - 8)  # scribble over the second page
    path.write_bytes(bytes(data))
    db = open_records(path)
    assert db.games_of("Ana") == []
    assert list(tmp_path.glob("r.sqlite.broken-*"))
    assert "could not be read" in (records.take_notice() or "")


def test_another_programs_database_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite"
    raw = sqlite3.connect(path)
    raw.execute("CREATE TABLE contacts (name TEXT)")
    raw.execute("INSERT INTO contacts VALUES ('someone')")
    raw.commit()
    raw.close()
    open_records(path).record(entry(1, 30, 20))
    aside = list(tmp_path.glob("r.sqlite.broken-*"))
    assert len(aside) == 1
    assert sqlite3.connect(aside[0]).execute("SELECT name FROM contacts").fetchone() == ("someone",)
    assert "another program" in (records.take_notice() or "")


def test_a_newer_schema_is_set_aside_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite"
    open_records(path).close()
    raw = sqlite3.connect(path)
    raw.execute(f"PRAGMA user_version = {records.SCHEMA_VERSION + 1}")
    raw.close()
    db = open_records(path)
    assert db.people() == []
    assert "newer Microgames" in (records.take_notice() or "")


def test_an_older_schema_is_migrated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "r.sqlite"
    open_records(path).record(entry(1, 30, 20))

    def add_notes(db: sqlite3.Connection) -> None:
        db.execute("ALTER TABLE games ADD COLUMN notes TEXT NOT NULL DEFAULT ''")

    newer = records.SCHEMA_VERSION + 1
    monkeypatch.setattr(records, "MIGRATIONS", (*records.MIGRATIONS, add_notes))
    monkeypatch.setattr(records, "SCHEMA_VERSION", newer)
    db = open_records(path)
    assert records.take_notice() is None
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == newer
    assert raw.execute("SELECT notes FROM games").fetchall() == [("",)]
    assert db.people() == ["Ana"]


def test_an_unopenable_folder_keeps_records_in_memory(tmp_path: Path) -> None:
    path = tmp_path / "missing" / "deeper" / "r.sqlite"
    db = open_records(path)
    db.record(entry(1, 30, 20))
    assert db.path is None and len(db.games_of("Ana")) == 1
    assert "cannot be opened" in (records.take_notice() or "")


def test_a_version_2_file_gains_the_puzzles_and_keeps_its_games(tmp_path: Path) -> None:
    """The file the previous version wrote (schema 2, no puzzles) is brought up to date in place."""
    path = tmp_path / "r.sqlite"
    raw = sqlite3.connect(path, isolation_level=None)
    for migration in records.MIGRATIONS[:2]:
        migration(raw)
    raw.execute(f"PRAGMA application_id = {records.APPLICATION_ID}")
    raw.execute("PRAGMA user_version = 2")
    raw.close()
    records.Records(sqlite3.connect(path, isolation_level=None), path).record(entry(1, 30, 20))  # as version 2 did
    db = open_records(path)
    assert records.take_notice() is None and records.SCHEMA_VERSION == 3
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 3
    assert db.people() == ["Ana"] and db.puzzles("microchip") == {}
    db.record_puzzle("microchip", "mc-01", PuzzleResult(4, False))
    assert db.puzzles("microchip") == {"mc-01": PuzzleResult(4, False)}


def test_a_puzzle_keeps_its_best_score_and_stays_solved(tmp_path: Path) -> None:
    db = open_records(tmp_path / "r.sqlite")
    db.record_puzzle("microchip", "mc-01", PuzzleResult(8, True))
    assert db.record_puzzle("microchip", "mc-01", PuzzleResult(2, False)) == PuzzleResult(8, True)
    db.record_puzzle("microworld", "mw-01", PuzzleResult(None, True))
    assert db.puzzles("microchip") == {"mc-01": PuzzleResult(8, True)}
    assert db.puzzles("microworld") == {"mw-01": PuzzleResult(None, True)}


def test_a_rebuild_keeps_the_puzzles(tmp_path: Path) -> None:
    """The records damaged, the puzzles come back from the file kept beside the finished games."""
    path = tmp_path / "r.sqlite"
    folder = tmp_path / FINISHED_NAME
    db = open_records(path)
    for puzzle, result in (("mc-01", PuzzleResult(4, True)), ("mc-02", PuzzleResult(-2, False))):
        db.record_puzzle("microchip", puzzle, keep(folder, "microchip", puzzle, result))
    db.close()
    path.write_bytes(b"garbage, not a database" * 100)
    rebuilt = open_records(path)
    assert "could not be read" in (records.take_notice() or "")
    assert rebuilt.puzzles("microchip") == {"mc-01": PuzzleResult(4, True), "mc-02": PuzzleResult(-2, False)}
    assert kept(folder)["microchip"]["mc-01"] == PuzzleResult(4, True)


def test_a_damaged_puzzle_file_counts_as_empty_and_is_written_whole_again(tmp_path: Path) -> None:
    folder = tmp_path / FINISHED_NAME
    folder.mkdir()
    (folder / "puzzles.json").write_text('{"microchip": {"mc-01": {"best": "lots"}, "mc-02": {"best": 3}}')
    assert kept(folder) == {}
    keep(folder, "microchip", "mc-03", PuzzleResult(6, True))
    assert kept(folder) == {"microchip": {"mc-03": PuzzleResult(6, True)}}
    (folder / "puzzles.json").write_text('{"microchip": {"mc-01": {"best": "lots"}, "mc-02": {"best": 3}}}')
    assert kept(folder) == {"microchip": {"mc-02": PuzzleResult(3, False)}}
