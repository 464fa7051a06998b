"""The game in progress survives a killed process; a deliberately closed or finished one is not offered."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt

from microgames.engine.paths import autosave_path
from tests.support.window import click_table_item, start_pebbles

DRIVER = Path(__file__).resolve().parents[2] / "support" / "autosave_driver.py"


def test_the_autosave_resumes_after_the_process_is_killed(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    process = subprocess.Popen([sys.executable, str(DRIVER), "11", "take2", "take1", "take3"], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = process.stdout.readline()
        played = json.loads(line)
        assert played["moves"] == 3 and process.poll() is None  # still running when killed
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL
    assert autosave_path().is_file()

    window = make_window()
    button = window.launcher.resume_button
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    game = window.game
    assert game is not None and game.seed == 11
    assert game.history.index == 3 and game.state.taken == played["taken"] and game.state.pile == played["pile"]
    assert window.isWindowModified()  # never saved to a file


def test_a_deliberately_closed_game_is_not_offered_again(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window)
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    assert autosave_path().is_file()
    window.prompts.unsaved_answers.append("discard")
    window.close_action.trigger()
    assert not autosave_path().exists() and window.launcher.resume_button is None


def test_quitting_mid_game_keeps_the_autosave(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window)
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    window.prompts.unsaved_answers.append("discard")
    assert window.close()
    assert autosave_path().is_file()
    again = make_window()
    assert again.launcher.resume_button is not None


def test_a_finished_game_clears_the_autosave_and_shows_the_results(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, names=("Ana", "Ben"))
    while not window.game.state.is_over():
        click_table_item(qtbot, window.table, window.table.buttons["take3" if window.game.state.pile >= 3 else "take1"])
    assert not autosave_path().exists()
    dialog = window.results_dialog
    assert dialog is not None and dialog.isVisible()
    scores = window.game.state.scores()
    winner = "Ana" if scores[0] > scores[1] else "Ben"
    assert dialog.headline.text() == (f"{winner} wins!" if scores[0] != scores[1] else "A tie between Ana and Ben!")
    dialog.reject()


def test_a_saved_game_resumes_with_its_file_and_no_unsaved_mark(qtbot, make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window)
    click_table_item(qtbot, window.table, window.table.buttons["take2"])
    window.prompts.save_paths.append(tmp_path / "evening.microgame")
    assert window.save()
    assert window.close()  # saved: no question, and the autosave stays for resuming
    again = make_window()
    qtbot.mouseClick(again.launcher.resume_button, Qt.MouseButton.LeftButton)
    assert again.controller.file == tmp_path / "evening.microgame"
    assert not again.isWindowModified() and again.game.state.taken == [2, 0]
