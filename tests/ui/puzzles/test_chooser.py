"""The puzzle chooser: its ways in, each puzzle's state from the records, and the puzzle of the day."""

from __future__ import annotations

import datetime

from PySide6.QtCore import Qt

from microgames.engine.puzzles import load_puzzles, puzzle_of_the_day
from microgames.engine.recordtypes import PuzzleResult
from microgames.games import registry
from microgames.games.microchip.boards import cell_name
from microgames.games.microchip.solver import best_arrangement
from microgames.ui.puzzles import chooser
from microgames.ui.puzzles.chooser import current_chooser
from microgames.ui.puzzles.results import save_result
from microgames.ui.puzzles.session import current_puzzle
from microgames.ui.tablekit.anchors import find_anchor
from tests.support.lesson_gestures import drag_between


def _open_from_help(window):  # type: ignore[no-untyped-def]
    action = next(a for a in window.puzzles_menu.actions() if a.text() == "Microchip")
    action.trigger()
    return current_chooser(window)


def test_help_lists_only_the_games_with_puzzles(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    titles = [a.text() for a in window.puzzles_menu.actions()]
    assert "Microchip" in titles and "Remediate" not in titles
    assert window.launcher.cards["microchip"].puzzles_button is not None
    assert window.launcher.cards["remediate"].puzzles_button is None


def test_the_launcher_card_opens_the_chooser_and_back_returns(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    qtbot.mouseClick(window.launcher.cards["microchip"].puzzles_button, Qt.MouseButton.LeftButton)
    page = current_chooser(window)
    assert page is not None and window.pages.currentWidget() is page
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.launcher)
    assert current_chooser(window) is None


def test_each_puzzle_shows_its_state_and_the_first_open_one_is_chosen(make_window) -> None:  # type: ignore[no-untyped-def]
    assert save_result("microchip", "mc-01", PuzzleResult(2, True)) is None
    assert save_result("microchip", "mc-02", PuzzleResult(-4, False)) is None
    window = make_window()
    page = _open_from_help(window)
    assert page is not None
    lines = [page.list.item(row).text() for row in range(page.list.count())]
    puzzles = load_puzzles(registry.get("microchip"))
    assert len(lines) == len(puzzles) >= 40
    daily = puzzle_of_the_day(puzzles, chooser.today())
    marks = ["  ★ puzzle of the day" if p == daily else "" for p in puzzles]
    assert lines[0] == f"1.  {puzzles[0].title}  —  ✓ solved{marks[0]}"
    assert lines[1] == f"2.  {puzzles[1].title}  —  best so far: −4 of {puzzles[1].data['best']}{marks[1]}"
    assert lines[2] == f"3.  {puzzles[2].title}  —  new{marks[2]}"
    assert sum("★ puzzle of the day" in line for line in lines) == 1
    assert page.list.currentRow() == 1 and page.summary.text() == f"1 of {len(puzzles)} solved"


def test_the_puzzle_of_the_day_is_at_the_top_and_changes_with_the_date(make_window, qtbot,  # type: ignore[no-untyped-def]
                                                                       monkeypatch) -> None:
    puzzles = load_puzzles(registry.get("microchip"))
    window = make_window()
    days = [datetime.date(2026, 12, 5), datetime.date(2026, 12, 6)]
    shown = []
    for day in days:
        monkeypatch.setattr(chooser, "today", lambda day=day: day)
        page = _open_from_help(window)
        assert page is not None
        daily = puzzle_of_the_day(puzzles, day)
        assert page.daily_title.text() == f"{daily.number}. {daily.title}" and page.daily_state.text() == "New"
        assert page.daily_button.mapTo(page, page.daily_button.rect().topLeft()).y() < page.list.mapTo(page, page.list.rect().topLeft()).y()
        shown.append(daily)
    assert shown[0] != shown[1]
    qtbot.mouseClick(page.daily_button, Qt.MouseButton.LeftButton)
    session = current_puzzle(window)
    assert session is not None and session.puzzle == shown[1] and current_chooser(window) is None


def test_the_best_so_far_shows_once_a_puzzle_is_played(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A tile placed by a drag, then Back: the list says how far the person got against the best there is."""
    window = make_window()
    page = _open_from_help(window)
    assert page is not None
    page.list.setCurrentRow(4)
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    session = current_puzzle(window)
    assert session is not None and session.index == 4
    state = session.state
    found = best_arrangement(state.board(0), state.owned(0))
    cell, (tile_id, _rotation) = min(found.placements.items())
    slot = state.trays[0].index(tile_id)
    table = session.table
    viewport = table.graphics_view.viewport()

    def point(anchor: str):  # type: ignore[no-untyped-def]
        rect = find_anchor(table, anchor)
        assert rect is not None
        return viewport.mapFrom(table, rect.center().toPoint())

    drag_between(qtbot, viewport, point(f"tray:0:{slot}"), point(f"board:0:{cell_name(cell)}"))
    qtbot.waitUntil(table.is_still, timeout=5000)
    assert session.state.cells[0][cell] is not None
    scored = session.state.score(0).points
    qtbot.mouseClick(session.bar.buttons["back"], Qt.MouseButton.LeftButton)
    page = current_chooser(window)
    assert page is not None and page.list.currentRow() == 4
    best = session.puzzle.data["best"]
    assert f"—  best so far: {scored} of {best}".replace("-", "−") in page.list.item(4).text()
