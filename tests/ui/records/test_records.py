"""The Records dialog and its way into review; a broken records file is told once; recent finished games review."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from microgames.engine import records
from microgames.engine.paths import RECORDS_NAME, data_dir
from microgames.engine.records import GameRecord, SeatResult, open_records
from microgames.engine.saves import save
from microgames.engine.session import Game
from microgames.games import registry
from microgames.ui.launcher.recent import add_recent
from tests.support.table_harness import seats_for


def finished_game(seed: int) -> Game:
    rules = registry.get("microworld")
    game = Game.new(rules, seats_for(rules, ("person", "bot"), ("Ana", "Bot")), seed)
    rng = random.Random(seed)
    while not game.state.is_over():
        seat = rng.choice(game.state.awaiting())
        game.history.execute(rng.choice(game.state.legal_commands(seat)))
    return game


def seed_records(tmp_path: Path) -> Path:
    """Three games of Ana's (under two spellings) and one of Bea's; the newest has a save to review."""
    path = tmp_path / "last.microgame"
    save(finished_game(2), path)
    db = open_records()
    for number, (name, mine, level, file) in enumerate(
            [("Ana", 30, "easy", ""), ("ana", 12, "hard", ""), ("ANA", 44, "hard", str(path)), ("Bea", 5, "easy", "")]):
        db.record(GameRecord(f"g{number}", "microworld", f"2026-03-0{number + 1}T12:00:00", {}, (
            SeatResult(name, "person", None, mine, mine > 20), SeatResult("Bot", "bot", level, 20, mine <= 20)),
            600.0, file))
    db.close()
    return path


def test_records_per_person_open_a_game_in_review_and_reset(qtbot, make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = seed_records(tmp_path)
    window = make_window()
    window.records_action.trigger()
    dialog = window.records.dialog
    assert dialog is not None and dialog.isVisible()
    assert [dialog.person.itemText(i) for i in range(dialog.person.count())] == ["ANA", "Bea"]
    assert dialog.person.currentText() == "ANA"
    cells = [dialog.table.item(0, c).text() for c in range(dialog.table.columnCount())]
    assert cells == ["Microworld", "3", "2", "67%", "44", "28.7"]
    assert "vs easy 1/1 (100%)" in dialog.against.text() and "vs hard 1/2 (50%)" in dialog.against.text()
    assert len(dialog.game_buttons) == 3
    newest = dialog.game_buttons[0]
    assert "won" in newest.text() and newest.isEnabled()
    assert not dialog.game_buttons[1].isEnabled()  # no save kept for it

    qtbot.mouseClick(newest, Qt.MouseButton.LeftButton)
    assert window.reviews.page is not None and not dialog.isVisible()
    assert window.reviews.page.session.file == path and window.reviews.page.session.game.state.is_over()
    window.close_action.trigger()
    assert window.reviews.page is None and window.pages.currentWidget() is window.launcher

    window.prompts.confirm_answers = [False, True]
    window.records_action.trigger()
    dialog.person.setCurrentIndex(dialog.person.findText("Bea"))
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)  # cancelled
    assert dialog.person.count() == 2
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert "Bea" in window.prompts.asked_confirm[-1]
    assert [dialog.person.itemText(i) for i in range(dialog.person.count())] == ["ANA"]
    assert len(open_records().games_of("ana")) == 3


def test_no_records_yet(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.records.show()
    dialog = window.records.dialog
    assert dialog.person.count() == 0 and dialog.empty.isVisible() and not dialog.reset_button.isEnabled()
    assert dialog.table.rowCount() == 0 and dialog.game_buttons == []


def launcher_texts(window) -> list[str]:  # type: ignore[no-untyped-def]
    return [label.text() for label in window.launcher.widget().findChildren(QLabel)]


def test_a_broken_records_file_is_set_aside_and_told_once(make_window) -> None:  # type: ignore[no-untyped-def]
    while records.take_notice():
        pass
    (data_dir() / RECORDS_NAME).write_bytes(b"not a database" * 100)
    window = make_window()
    assert any("records could not be read" in text for text in launcher_texts(window))
    assert list(data_dir().glob(f"{RECORDS_NAME}.broken-*"))
    window.launcher.refresh()
    assert not any("records could not be read" in text for text in launcher_texts(window))


def test_a_finished_game_in_the_recent_list_opens_in_review(qtbot, make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "finished.microgame"
    save(finished_game(5), path)
    add_recent(path)
    window = make_window()
    qtbot.mouseClick(window.launcher.recent_buttons[0], Qt.MouseButton.LeftButton)
    page = window.reviews.page
    assert page is not None and window.controller is None
    assert page.index == page.session.total and page.session.seen_by is None
    assert "Review of finished" in window.windowTitle()


def test_the_bot_levels_read_from_easy_to_hard(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.engine.records import GameStats
    from microgames.ui.records.page import against_text

    stats = GameStats("microchip", 4, 2, 52, 30.0, {"hard": (1, 0), "easy": (2, 1), "medium": (1, 1)})
    assert against_text(stats) == "vs easy 1/2 (50%) · vs medium 1/1 (100%) · vs hard 0/1 (0%)"


def test_an_open_records_page_speaks_a_new_language_at_once(qtbot, make_window, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                             speak) -> None:
    seed_records(tmp_path)
    window = make_window()
    window.records_action.trigger()
    dialog = window.records.dialog
    assert dialog is not None and dialog.table.horizontalHeaderItem(0).text() == "Game"
    speak("de")
    qtbot.waitUntil(lambda: dialog.table.horizontalHeaderItem(0).text() == "Spiel", timeout=10000)
    assert dialog.isVisible()
    assert dialog.close_button.text() == "Schließen" and dialog.table.item(0, 5).text() == "28,7"
    assert "gegen leicht 1/1 (100\u00a0%)" in dialog.against.text() and "gewonnen" in dialog.game_buttons[0].text()
