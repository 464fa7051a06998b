"""A game played on from an earlier position (Play from here, looking back or in a review) is recorded as
such and counts as neither a win nor a loss; the real ending keeps its record. An empty records file is set
aside with one message and the records are rebuilt from the finished games."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from microgames.engine import records
from microgames.engine.paths import RECORDS_NAME, data_dir
from microgames.engine.records import open_records
from tests.support.window import play_first_legal, start_pebbles


def finish(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    while not window.game.state.is_over():
        play_first_legal(window)
    qtbot.waitUntil(lambda: window.results_dialog is not None and window.results_dialog.isVisible(), timeout=20000)
    window.results_dialog.reject()


def anas_games() -> list[records.GameRecord]:
    db = open_records()
    try:
        return sorted(db.games_of("Ana"), key=lambda g: g.from_here)
    finally:
        db.close()


def test_playing_on_from_before_the_end_is_recorded_apart_and_not_counted(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, names=("Ana", "Bea"))
    finish(qtbot, window)
    (real,) = anas_games()
    assert not real.from_here
    window.controller.look_at(2)
    window.play_from_here()
    assert window.game.history.index == 2 and not window.game.state.is_over()
    finish(qtbot, window)
    games = anas_games()
    assert [g.from_here for g in games] == [False, True] and games[0] == real  # the real ending kept as it was
    (stats,) = open_records().stats("Ana")
    assert stats.games == 1 and stats.wins == int(real.seats[0].winner)
    window.records_action.trigger()
    texts = [b.text() for b in window.records.dialog.game_buttons]
    assert sum("not counted" in t for t in texts) == 1


def test_a_game_played_on_from_a_review_is_recorded_apart(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, names=("Ana", "Bea"))
    finish(qtbot, window)
    assert window.reviews.review_current()
    window.reviews.page.play_from.emit(1)
    qtbot.waitUntil(lambda: window.controller is not None)
    finish(qtbot, window)
    assert [g.from_here for g in anas_games()] == [False, True]
    assert open_records().stats("Ana")[0].games == 1


def test_undo_before_the_end_is_no_new_game(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, names=("Ana", "Bea"))
    play_first_legal(window)
    play_first_legal(window)
    window.controller.look_at(1)
    window.play_from_here()  # before the end: a way back like Undo
    finish(qtbot, window)
    assert [g.from_here for g in anas_games()] == [False]


def test_an_empty_records_file_is_set_aside_told_once_and_rebuilt(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, names=("Ana", "Bea"))
    finish(qtbot, window)
    window.close()
    while records.take_notice():
        pass
    (data_dir() / RECORDS_NAME).write_bytes(b"")
    window = make_window()
    texts = [label.text() for label in window.launcher.widget().findChildren(QLabel)]
    told = [t for t in texts if "records could not be read" in t]
    assert len(told) == 1 and "the file is empty" in told[0] and "rebuilt from the 1 finished game" in told[0]
    assert len(anas_games()) == 1
    assert list(data_dir().glob(f"{RECORDS_NAME}.broken-*"))
