"""Show in a review: a marked move's better move played on the board in its place, then Back, Esc or a step
returns to the game as played; the move list, the graph and the bar stay on the game as played throughout."""

from __future__ import annotations

import html
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from microgames.engine.analysis import MoveValue, play_instead, scale_for
from microgames.engine.review import Analysis, analyse, store_analysis
from microgames.engine.saves import save
from microgames.engine.session import Game
from microgames.games import registry
from microgames.ui.review.page import ReviewPage
from tests.ui.review.test_review import MARKING_EFFORT, TEST_EFFORT, open_page, random_game, saved_remediate
from tests.ui.review.test_review_analysis import finished_chip

FINISHED = {"microchip": finished_chip, "microworld": lambda: random_game("microworld", 3, steps=400),
            "remediate": lambda: random_game("remediate", 4, steps=400)}


def analysed_page(qtbot, game_id: str, tmp_path: Path) -> tuple[ReviewPage, Game]:  # type: ignore[no-untyped-def]
    """A finished game saved with its analysis (a test's small effort), open in review."""
    game = FINISHED[game_id]()
    path = tmp_path / "done.microgame"
    save(game, path)
    found = analyse(game, lambda: False, lambda done, total: None, MARKING_EFFORT.get(game_id, TEST_EFFORT))
    assert found is not None and store_analysis(game, path, found) is not None
    page = open_page(qtbot, game, path)
    assert page.runner is None and page.analysis == found
    with qtbot.waitActive(page):  # the keys go to the table, as when the window opens the review (ReviewHost)
        page.activateWindow()
    page.table.setFocus()
    return page, game


def pick_row(qtbot, page: ReviewPage, row: int) -> None:  # type: ignore[no-untyped-def]
    """Scroll the move list to ``row`` and click it, as a person does, and wait for the table to settle."""
    moves = page.moves.moves
    item = moves.item(row)
    moves.scrollToItem(item)
    qtbot.mouseClick(moves.viewport(), Qt.MouseButton.LeftButton, pos=moves.visualItemRect(item).center())
    assert page.index == row
    qtbot.waitUntil(page.table.is_still)


def assert_played(page: ReviewPage, game: Game, step: int) -> None:
    assert not page.showing_better and not page.banner.isVisible()
    assert page.session.context.state == game.history.state_at(step)


@pytest.mark.parametrize("game_id", sorted(FINISHED))
def test_show_plays_the_better_move_in_place_of_the_marked_one_and_back_returns(qtbot, game_id: str,  # type: ignore[no-untyped-def]
                                                                               tmp_path: Path) -> None:
    page, game = analysed_page(qtbot, game_id, tmp_path)
    found = page.analysis
    assert found is not None and found.scale is not None
    step = min(page.moves.showable)
    value = found.by_step()[step]
    assert found.mark(value) and value.better_move
    better = play_instead(game, step, value.better_move)
    pick_row(qtbot, page, step)
    described, row_text = page.bar.label.text(), page.moves.text(step)
    assert page.moves.show_button.isEnabled() and page.bar.show_button.isVisible()
    qtbot.mouseClick(page.moves.show_button, Qt.MouseButton.LeftButton)
    assert page.showing_better and page.session.context.state == better != game.history.state_at(step)
    advice = html.escape(value.advice(found.scale), quote=False)
    assert page.banner.isVisible() and page.banner.label.text() == f"<b>{advice}</b> — shown instead of the move played"
    assert page.session.context.instead is not None and page.session.context.instead.commands == value.better_move
    qtbot.waitUntil(page.table.is_still)  # the better move arrives as a step does
    # the list, the graph and the bar stay on the game as played
    assert page.moves.moves.currentRow() == step and page.graph.current == step and page.index == step
    assert page.bar.label.text() == described and page.moves.text(step) == row_text
    assert not page.bar.show_button.isVisible()
    qtbot.mouseClick(page.banner.back_button, Qt.MouseButton.LeftButton)
    assert_played(page, game, step)
    assert page.index == step and page.bar.show_button.isVisible()
    qtbot.waitUntil(page.table.is_still)
    qtbot.mouseClick(page.bar.show_button, Qt.MouseButton.LeftButton)  # the same from beside the move's words
    assert page.showing_better and page.session.context.state == better
    qtbot.keyClick(page.table, Qt.Key.Key_Escape)
    assert_played(page, game, step)
    qtbot.mouseClick(page.bar.show_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(page.table.is_still)
    qtbot.keyClick(page.table, Qt.Key.Key_Right)  # any step leaves the better move
    assert page.index == step + 1
    assert_played(page, game, step + 1)
    qtbot.waitUntil(page.table.is_still)
    page.shutdown()


def test_show_is_not_offered_without_the_better_move_s_commands(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """An analysis stored before moves carried their commands still reads: its marks, no Show."""
    game, path, seats = saved_remediate(tmp_path)
    scale = scale_for(registry.get("remediate"))
    older = MoveValue(2, seats[1], 90.0, 20.0, 12, 5.0, "clones Chemotaxis")
    assert store_analysis(game, path, Analysis((), (older,), scale)) is not None
    page = open_page(qtbot, game, path)
    assert page.analysis is not None and page.analysis.mark(older) == "??"
    pick_row(qtbot, page, 2)
    assert not page.bar.show_button.isVisible() and not page.moves.show_button.isVisible()
    page.show_better(2)  # asked for all the same: nothing changes
    assert_played(page, game, 2)
    page.shutdown()
