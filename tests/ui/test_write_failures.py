"""A full disk, a read-only or a vanished data folder at every place the app writes: the player is told in
plain words, the game goes on in memory, the previous file is intact, nothing half-written is left, and the
next write that succeeds catches up."""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from microgames.engine import records, saves
from microgames.engine.paths import autosave_path, data_dir
from microgames.engine.records import open_records
from tests.support.window import play_first_legal, start_pebbles

ERRORS = (errno.ENOSPC, errno.EROFS, errno.EACCES)
POINTS = ("open", "fsync", "replace")  # before anything is written, while writing, while putting it in place


class FailingOs:
    """The ``os`` module as the save writer sees it, failing at one point with one error until told to stop."""

    def __init__(self, code: int, point: str) -> None:
        self.code, self.point, self.failing = code, point, True

    def __getattr__(self, name: str) -> Any:
        real = getattr(os, name)
        if name != self.point:
            return real

        def fail(*args: Any, **kwargs: Any) -> Any:
            if self.failing:
                raise OSError(self.code, os.strerror(self.code))
            return real(*args, **kwargs)
        return fail


@pytest.fixture(params=[(code, point) for code in ERRORS for point in POINTS],
                ids=lambda p: f"{errno.errorcode[p[0]]}-{p[1]}")
def failing_disk(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[FailingOs]:
    fake = FailingOs(*request.param)
    monkeypatch.setattr(saves, "os", fake)
    yield fake


def said(window) -> list[str]:  # type: ignore[no-untyped-def]
    """Every status line the window has shown since ``listen``."""
    return window._heard  # type: ignore[no-any-return]


def listen(window) -> None:  # type: ignore[no-untyped-def]
    window._heard = []
    window.statusBar().messageChanged.connect(lambda text: text and window._heard.append(text))


def leftovers(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.name.endswith(".tmp")]


def finish(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    while not window.game.state.is_over():
        play_first_legal(window)
        qtbot.waitUntil(lambda: window.controller.handoff_pending is not None or window.game.state.is_over()
                        or window.controller.context.acting_seat() is not None, timeout=20000)


def test_a_failed_autosave_is_told_keeps_the_last_one_and_catches_up(qtbot, make_window, failing_disk) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window)
    listen(window)
    failing_disk.failing = False
    play_first_legal(window)
    before = autosave_path().read_bytes()
    failing_disk.failing = True
    play_first_legal(window)
    qtbot.waitUntil(lambda: any(t.startswith("Autosave failed: ") for t in said(window)), timeout=20000)
    assert f"Autosave failed: {os.strerror(failing_disk.code)}." in said(window)
    assert autosave_path().read_bytes() == before and not leftovers(data_dir())
    assert window.game.history.index == 2  # the game goes on in memory
    failing_disk.failing = False
    play_first_legal(window)
    assert saves.load(autosave_path(), lambda _id: window.game.rules).history.index == 3


def test_a_failed_save_is_told_in_a_box_and_leaves_the_file_as_it_was(qtbot, make_window, failing_disk,  # type: ignore[no-untyped-def]
                                                                      tmp_path: Path) -> None:
    window = make_window()
    start_pebbles(qtbot, window)
    play_first_legal(window)
    target = tmp_path / "mine.microgame"
    target.write_text("the player's earlier save")
    window.prompts.save_paths.append(target)
    assert not window.save_as()
    ((title, text),) = window.prompts.errors
    assert title == "Cannot save" and os.strerror(failing_disk.code) in text
    assert target.read_text() == "the player's earlier save" and not leftovers(tmp_path)
    assert window.controller is not None and window.isWindowModified()
    failing_disk.failing = False
    window.prompts.save_paths.append(target)
    assert window.save_as() and saves.load(target, lambda _id: window.game.rules).history.index == 1


def test_a_finished_game_that_cannot_be_kept_waits_for_the_next_one(qtbot, make_window, failing_disk) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, names=("Ana", "Bea"))
    listen(window)
    finish(qtbot, window)
    qtbot.waitUntil(lambda: any("could not be recorded" in t for t in said(window)), timeout=20000)
    message = next(t for t in said(window) if "could not be recorded" in t)
    assert message.startswith(f"This game could not be recorded ({os.strerror(failing_disk.code)})")
    assert not list((data_dir() / "finished").glob("*")) if (data_dir() / "finished").exists() else True
    assert not leftovers(data_dir())
    failing_disk.failing = False
    window.maybe_close_game()
    start_pebbles(qtbot, window, names=("Ana", "Bea"), seed="43")
    finish(qtbot, window)
    qtbot.waitUntil(lambda: len(open_records().games_of("Ana")) == 2, timeout=20000)
    assert len(list((data_dir() / "finished").glob("*.microgame"))) == 2


@pytest.mark.parametrize("error", [sqlite3.OperationalError("database or disk is full"),
                                   sqlite3.OperationalError("attempt to write a readonly database"),
                                   OSError(errno.EACCES, os.strerror(errno.EACCES))], ids=str)
def test_a_records_write_that_fails_is_told_and_made_good_by_the_next(qtbot, make_window, monkeypatch,  # type: ignore[no-untyped-def]
                                                                      error: Exception) -> None:
    open_records().close()
    real = records.Records.record
    failing = [True]

    def record(self: records.Records, entry: records.GameRecord) -> None:
        if failing[0]:
            raise error
        real(self, entry)

    monkeypatch.setattr(records.Records, "record", record)
    window = make_window()
    start_pebbles(qtbot, window, names=("Ana", "Bea"))
    listen(window)
    finish(qtbot, window)
    qtbot.waitUntil(lambda: any("could not be recorded" in t for t in said(window)), timeout=20000)
    assert len(list((data_dir() / "finished").glob("*.microgame"))) == 1  # the game itself is kept
    failing[0] = False
    window.maybe_close_game()
    start_pebbles(qtbot, window, names=("Ana", "Bea"), seed="43")
    finish(qtbot, window)
    qtbot.waitUntil(lambda: len(open_records().games_of("Ana")) == 2, timeout=20000)


def test_the_data_folder_removed_while_the_app_runs(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, names=("Ana", "Bea"))
    play_first_legal(window)
    open_records().close()
    shutil.rmtree(data_dir())
    play_first_legal(window)
    assert saves.load(autosave_path(), lambda _id: window.game.rules).history.index == 2  # made again, whole
    finish(qtbot, window)
    qtbot.waitUntil(lambda: len(open_records().games_of("Ana")) == 1, timeout=20000)
    assert len(list((data_dir() / "finished").glob("*.microgame"))) == 1


def test_a_game_kept_while_the_records_could_not_be_written_is_recorded_at_the_next_start(qtbot, make_window,  # type: ignore[no-untyped-def]
                                                                                          monkeypatch) -> None:
    open_records().close()
    real = records.Records.record
    failing = [True]

    def record(self: records.Records, entry: records.GameRecord) -> None:
        if failing[0]:
            raise sqlite3.OperationalError("database or disk is full")
        real(self, entry)

    monkeypatch.setattr(records.Records, "record", record)
    window = make_window()
    start_pebbles(qtbot, window, names=("Ana", "Bea"))
    finish(qtbot, window)
    qtbot.waitUntil(lambda: len(list((data_dir() / "finished").glob("*.microgame"))) == 1, timeout=20000)
    window.close()  # quit before any other game could catch up
    failing[0] = False
    assert open_records().games_of("Ana") == []
    make_window()
    assert len(open_records().games_of("Ana")) == 1
