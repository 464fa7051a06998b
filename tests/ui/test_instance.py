"""One app per data folder: a second copy hands its file to the running one; copies that run anyway
keep apart autosaves, and Resume offers the newest one nobody holds."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QLockFile

from microgames.engine import paths
from microgames.engine.paths import autosave_path, data_dir
from microgames.engine.saves import save
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.ui.instance import Instance, claim_autosave, server_name
from tests.support.pebbles import RULES

ROOT = Path(__file__).resolve().parents[2]


def pebbles_save(path: Path) -> Path:
    game = Game.new(RULES, (Seat("Ana"), Seat("Bea")), 3)
    game.history.execute(game.state.legal_commands(0)[0])
    save(game, path)
    return path


def test_each_data_folder_has_its_own_name(tmp_path: Path) -> None:
    assert server_name(tmp_path / "a") == server_name(tmp_path / "a" / ".." / "a")
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")


def test_a_second_copy_brings_the_running_one_to_the_front_with_its_file(qtbot, make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    instance = Instance(data_dir(), window)
    assert instance.claim() and instance.first
    instance.listen()
    opened: list[Path | None] = []
    instance.open_requested.connect(lambda path: (opened.append(path), window.open_file(path)))
    wanted = pebbles_save(tmp_path / "double clicked.microgame")
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    second = subprocess.Popen([sys.executable, "-m", "microgames", str(wanted)], cwd=ROOT, env=env)
    try:
        qtbot.waitUntil(lambda: second.poll() is not None and window.controller is not None, timeout=60000)
    finally:
        if second.poll() is None:
            second.kill()
    assert second.returncode == 0  # it left at once, its file handed over
    assert opened == [wanted.resolve()]
    assert window.controller is not None and window.controller.file == wanted.resolve()
    instance.release()


def test_a_copy_on_another_data_folder_is_not_taken_over(tmp_path: Path, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    first = Instance(data_dir(), window)
    assert first.claim()
    other = Instance(tmp_path / "elsewhere", window)
    (tmp_path / "elsewhere").mkdir()
    assert other.claim()  # another folder: both are first
    assert not Instance(data_dir(), window).claim()  # the same folder: taken
    first.release()
    other.release()
    again = Instance(data_dir(), window)
    assert again.claim()  # let go at quit: the next copy takes it
    again.release()


def test_copies_that_run_side_by_side_never_share_an_autosave(tmp_path: Path) -> None:
    try:
        first = claim_autosave(tmp_path)
        first_path = autosave_path()
        second = claim_autosave(tmp_path)
        second_path = autosave_path()
        assert first_path.name == "autosave.microgame" and second_path.name == "autosave-2.microgame"
        assert first is not None and second is not None
        first.unlock()
        second.unlock()
    finally:
        paths.use_autosave(paths.AUTOSAVE_NAME)


def test_a_copy_takes_the_newest_autosave_nobody_holds(tmp_path: Path) -> None:
    folder = data_dir()
    old = pebbles_save(folder / "autosave.microgame")
    new = pebbles_save(folder / "autosave-3.microgame")
    os.utime(old, (1_000_000, 1_000_000))
    held = QLockFile(str(folder / "autosave-4.lock"))
    assert held.tryLock(0)
    pebbles_save(folder / "autosave-4.microgame")  # newest, but another copy runs with it
    (folder / "autosave-2.lock").write_text("999999999\npython\nnowhere\n")  # a crash's leftover lock: stale
    try:
        lock = claim_autosave(folder)
        assert autosave_path() == new and lock is not None
        lock.unlock()
    finally:
        held.unlock()
        paths.use_autosave(paths.AUTOSAVE_NAME)


def test_resume_never_ties_a_game_to_the_file_of_another_copys_game(make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.preferences import settings

    others = pebbles_save(tmp_path / "the other copy's game.microgame")
    mine = Game.new(RULES, (Seat("Cy"), Seat("Di")), 9)
    mine.history.execute(mine.state.legal_commands(0)[0])
    save(mine, autosave_path())
    store = settings()
    store.setValue("session/file", str(others))  # written last by another copy, for its own game
    store.setValue("session/modified", "false")
    store.sync()
    window = make_window()
    assert window.resume()
    assert window.controller.file is None and window.controller.modified  # Save asks where, never overwrites it
    assert window.game.seed == 9


def test_resume_keeps_the_file_of_its_own_game(make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.preferences import settings

    file = pebbles_save(tmp_path / "mine.microgame")
    save(saves_load(file), autosave_path())
    store = settings()
    store.setValue("session/file", str(file))
    store.setValue("session/modified", "false")
    store.sync()
    window = make_window()
    assert window.resume() and window.controller.file == file


def saves_load(path: Path) -> Game:
    from microgames.engine.saves import load

    return load(path, lambda _id: RULES)
