"""Review mode: stepping shows exactly the replayed position, whose eyes, play from here, and a whole walk."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel

from microgames.engine.paths import data_dir
from microgames.engine.paths import RECORDS_NAME
from microgames.engine.saves import load, save
from microgames.engine.session import Game
from microgames.games import registry
from microgames.ui.app import make_application
from microgames.engine import review as reviewanalysis
from microgames.ui.preferences import Preferences
from microgames.ui.review.page import ReviewPage, game_from
from microgames.ui.review.bar import EVERYTHING
from tests.support.table_harness import seats_for

GAMES = ("microworld", "remediate", "microchip")


def random_game(game_id: str, seed: int, steps: int = 120) -> Game:
    """Random legal moves by the awaited seats (a person and a bot), up to the end or ``steps`` moves."""
    rules = registry.get(game_id)
    game = Game.new(rules, seats_for(rules, ("person", "bot"), ("Ana", "Bot")), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state = game.state
        if state.is_over():
            break
        seat = rng.choice(state.awaiting())
        commands = state.legal_commands(seat)
        game.history.execute(rng.choice(commands))
    return game


def saved_remediate(tmp_path: Path) -> tuple[Game, Path, list[int]]:
    """A finished four-seat Remediate game saved in ``tmp_path``, its file and the seat of each step."""
    game = random_game("remediate", 4, steps=400)
    path = tmp_path / "remediate.microgame"
    save(game, path)
    return game, path, [step.seat for step in game.history.steps]


def replayed(game: Game, index: int) -> Game:
    """The game rebuilt from scratch: its setup and its first ``index`` logged steps."""
    fresh = Game.new(game.rules, game.seats, game.seed, game.options)
    for step in game.history.applied()[:index]:
        fresh.history.replay([(step.label, step.commands)])
    return fresh


#: The analysis a test's review runs: a sample or two per move, so that it ends in moments.
TEST_EFFORT = 0.01
#: Enough samples for a sampled loss to stand clear of its noise (a mark from two samples is never given): for the
#: tests that need a marked move in a game judged by sampling alone.
MARKING_EFFORT = {"remediate": 0.2}


def open_page(qtbot, game: Game, file: Path | None = None) -> ReviewPage:  # type: ignore[no-untyped-def]
    make_application()
    page = ReviewPage(game, Preferences(), file, effort=TEST_EFFORT)
    qtbot.addWidget(page)
    page.resize(1100, 760)
    page.show()
    qtbot.waitExposed(page)
    return page


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", [5, 61])
def test_stepping_equals_replaying_the_log(qtbot, game_id: str, seed: int) -> None:  # type: ignore[no-untyped-def]
    game = random_game(game_id, seed)
    final = game.state.clone()
    page = open_page(qtbot, game)
    total = game.history.index
    assert page.index == total and page.session.context.state == final
    rng = random.Random(seed)
    for index in [0, 1, total // 2, total - 1, *rng.sample(range(total + 1), min(6, total + 1)), total]:
        page.session.go(index)
        assert page.index == index
        assert page.session.context.state == replayed(game, index).state
        assert page.moves.moves.currentRow() == index and page.bar.slider.value() == index
        qtbot.wait(5)  # let the table's slides start; nothing may raise
    page.session.go(total // 2)
    page.session.see_as(0)
    assert page.session.context.view() == page.session.context.state.view(0)
    page.session.see_as(None)
    assert page.session.context.view() == page.session.context.state
    assert game.state == final and game.history.index == total  # the reviewed game never moved
    page.shutdown()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_table_keeps_its_text_in_sight_at_1024x700(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """The move list narrows in a small window, and no line of the table's panels runs past the table's edge."""
    page = open_page(qtbot, random_game(game_id, 5, steps=60))
    page.resize(1004, 640)  # a 1024×700 window less its frame and menu bar
    page.session.go(page.session.total - 1)  # "Looking back: after move 59"
    qtbot.waitUntil(lambda: page.moves.width() <= 221 and page.width() == 1004)
    qtbot.wait(300)  # the table lays itself out for its room
    table = page.table
    for label in table.findChildren(QLabel):
        if label.isVisibleTo(table) and label.text():
            right = label.mapTo(table, QPoint(label.width(), 0)).x()
            assert right <= table.width(), f"{label.text()!r} runs {right - table.width()} px past the table"
    page.resize(1900, 1000)
    qtbot.waitUntil(lambda: page.moves.width() == 300 and page.width() == 1900, timeout=2000)
    page.shutdown()


def test_a_finished_game_shows_everything_and_one_in_progress_keeps_secrets(qtbot) -> None:  # type: ignore[no-untyped-def]
    over = random_game("microworld", 3, steps=400)
    assert over.state.is_over()
    page = open_page(qtbot, over)
    assert page.session.seen_by is None and page.bar.eyes.currentData() == EVERYTHING
    page.bar.eyes.setCurrentIndex(page.bar.eyes.findData(1))
    assert page.session.context.viewer == 1
    page.shutdown()
    going = random_game("microchip", 3, steps=10)
    page = open_page(qtbot, going)
    assert page.session.seen_by == 0 and page.bar.eyes.currentData() == 0
    assert page.session.context.view() == going.state.view(0)
    page.shutdown()
    over = random_game("remediate", 4, steps=2000)  # a card game: showing everything shows every hand
    assert over.state.is_over()
    page = open_page(qtbot, over)
    table = page.table
    for index in (1, over.history.index - 1):
        page.session.go(index)
        state = page.session.context.state
        assert table.hand_title.text() == "Every hand" and table.every_hand.text.isVisible()
        listed = table.every_hand.text.toPlainText()
        assert all(over.seats[seat].name in listed for seat in range(len(state.hands)))
    page.shutdown()


def test_play_from_here_is_a_new_game_and_leaves_the_file_alone(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    game = random_game("remediate", 9, steps=40)
    path = tmp_path / "reviewed.microgame"
    save(game, path)
    before = path.read_bytes()
    reviewed = load(path, registry.get)
    copy = game_from(reviewed, 12)
    assert copy.history.index == 12 and copy.state == replayed(game, 12).state
    assert copy is not reviewed and reviewed.history.index == 40
    copy.history.execute(copy.state.legal_commands(copy.state.awaiting()[0])[0])  # the copy plays on
    assert reviewed.history.index == 40 and path.read_bytes() == before


def test_the_playing_timer_steps_at_the_animation_speed_and_stops_at_the_end(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = random_game("microworld", 4, steps=6)
    page = open_page(qtbot, game)
    assert page.timer.interval() == 1200  # normal speed
    page.session.go(3)
    qtbot.mouseClick(page.bar.play_button, Qt.MouseButton.LeftButton)
    assert page.playing
    qtbot.waitUntil(lambda: page.index == 6 and not page.playing, timeout=8000)
    assert not page.bar.play_button.isChecked()
    page.set_preferences(Preferences(animation_speed="slow"))
    assert page.timer.interval() == 2400 and page.session.context.preferences.animation_speed == "slow"
    page.set_preferences(Preferences(animation_speed="off"))
    assert page.timer.interval() == 450  # still slow enough to follow
    page.shutdown()


def records_count() -> int:
    db = sqlite3.connect(data_dir() / RECORDS_NAME)
    try:
        return int(db.execute("SELECT COUNT(*) FROM games").fetchone()[0])
    finally:
        db.close()


def key(qtbot, window, which: Qt.Key, times: int = 1) -> None:  # type: ignore[no-untyped-def]
    for _ in range(times):
        qtbot.keyClick(window.reviews.page.table, which)
    QApplication.processEvents()


def results_after_the_final_count(qtbot, window, timeout: int) -> None:  # type: ignore[no-untyped-def]
    """Wait for the end, skip the count on the board with Escape as an impatient person does, then the results."""
    qtbot.waitUntil(lambda: window.game.state.is_over(), timeout=timeout)
    if window.table.final_walk.running:
        qtbot.keyClick(window.table, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.results_dialog is not None and window.results_dialog.isVisible(), timeout=5000)


def test_finish_review_step_with_keys_and_play_from_move_10(qtbot, make_window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(reviewanalysis, "EFFORT", TEST_EFFORT)  # the review's analysis runs beside the walk
    window = make_window()
    rules = registry.get("microworld")
    window.start_game(Game.new(rules, seats_for(rules, ("bot", "bot"), ("Ada", "Bo")), 3), None)
    window.controller.bot_budget = 0.05
    results_after_the_final_count(qtbot, window, 60000)
    finished = window.game
    total = finished.history.index
    assert finished.state.is_over() and total > 12
    assert records_count() == 1

    # undo the last move and let it finish again: still one record
    window.results_dialog.reject()
    window.undo()
    assert window.results_dialog is None or not window.results_dialog.isVisible()
    results_after_the_final_count(qtbot, window, 20000)
    assert records_count() == 1
    final = window.game.state.clone()

    qtbot.mouseClick(window.results_dialog.review_button, Qt.MouseButton.LeftButton)
    page = window.reviews.page
    assert page is not None and window.pages.currentWidget() is page and window.controller is None
    assert page.index == total and page.session.context.state == final
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    key(qtbot, window, Qt.Key.Key_Home)
    assert page.index == 0
    key(qtbot, window, Qt.Key.Key_Right, 3)
    assert page.index == 3 and page.session.context.state == replayed(finished, 3).state
    key(qtbot, window, Qt.Key.Key_End)
    key(qtbot, window, Qt.Key.Key_Left)
    assert page.index == total - 1
    key(qtbot, window, Qt.Key.Key_Home)
    key(qtbot, window, Qt.Key.Key_Right, 10)
    assert page.index == 10 and "Move 10 of" in page.bar.label.text()

    qtbot.mouseClick(page.bar.play_from_button, Qt.MouseButton.LeftButton)
    assert window.reviews.page is None and window.controller is not None
    assert window.game is not finished and window.controller.file is None
    assert window.game.history.labels()[:10] == finished.history.labels()[:10]
    assert window.game.history.state_at(10) == replayed(finished, 10).state  # the bots may have played on since
    assert finished.history.index == total and finished.state == final
    window.controller.bot_budget = 0.05
    results_after_the_final_count(qtbot, window, 60000)
    assert records_count() == 2  # the game played on from the review is a new game
    window.results_dialog.reject()
    window.controller.close(keep_autosave=True)
    window.controller = None
    window.close()


def test_game_menu_review_asks_about_the_game_in_progress_and_close_leaves(qtbot, make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "half.microgame"
    half = random_game("remediate", 8, steps=20)
    save(half, path)
    before = path.read_bytes()
    window = make_window()
    rules = registry.get("microworld")
    window.start_game(Game.new(rules, seats_for(rules, ("person", "person"), ("Ana", "Ben")), 2), None)
    game = window.game
    game.history.execute(game.state.legal_commands(game.state.awaiting()[0])[0])  # an unsaved move
    window.prompts.open_paths = [path, path, tmp_path / "missing.microgame"]
    window.prompts.unsaved_answers = ["cancel", "discard"]
    window.review_action.trigger()
    assert window.reviews.page is None and window.game is game  # kept
    window.review_action.trigger()
    page = window.reviews.page
    assert page is not None and window.controller is None and page.session.file == path
    assert page.index == 20 and page.session.seen_by == 0  # in progress: Ana's eyes, not everything
    assert window.close_action.isEnabled()
    window.review_action.trigger()  # a missing file: told, the review stays
    assert window.prompts.errors and window.reviews.page is page
    window.close_action.trigger()
    assert window.reviews.page is None and window.pages.currentWidget() is window.launcher
    assert not window.close_action.isEnabled() and path.read_bytes() == before
