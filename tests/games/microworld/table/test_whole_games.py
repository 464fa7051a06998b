"""Whole games in the main window at the default preferences, by clicks and keys only, checking the picture after
every gesture: two people in hot seat (hand-offs clicked away), and a person against a bot."""

from __future__ import annotations

import math
from typing import Any

import attrs
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.session import Game
from microgames.games.microworld.commands import ExchangePawn, Place, ShiftPawn
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.table.items import RADIUS
from microgames.games.microworld.state import NONE
from microgames.ui.tablekit.animation import is_sliding
from tests.support.microworld_table import seats
from tests.support.microworld_people import Person, assert_scene_matches, see_the_results, settle, still


def play_out(qtbot: Any, window: Any, person: Person, handoffs: list[int], limit: int = 400) -> int:
    """Gestures until the game is over, checking the scene after each; returns how many were made."""
    settle(qtbot, window, handoffs)
    assert_scene_matches(window)
    for count in range(limit):
        if window.controller.game.state.is_over():
            return count
        person.act()
        settle(qtbot, window, handoffs)
        assert_scene_matches(window)
    raise AssertionError("the game did not end")


def test_two_people_in_hot_seat_with_mutations_that_move_pawns(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    # seed 4: the Viruses are offered Drift, the Anticorps Swap (rule C); rules A and D hand out more gene tokens
    game = Game.new(RULES, seats(("person", "person")), 4, {"rule_a": True, "rule_c": True, "rule_d": True})
    window.start_game(game, None)
    handoffs: list[int] = []
    person = Person(qtbot, window, seed=11)
    # the screen starts hidden (the mutation offers are private); the next hand-off lets the Anticorps choose
    settle(qtbot, window, handoffs)
    person.act()
    settle(qtbot, window, handoffs)
    assert handoffs == [0, 1] and game.state.mutation[0] == "shift"
    assert window.table.panel.choices["offer0"].isVisible() and "Your turn, Anticorps" in window.table.panel.headline.text()
    gestures = play_out(qtbot, window, person, handoffs)
    state = game.state
    assert state.is_over() and sorted(state.placed) == [14, 14]
    kinds = [type(c) for step in game.history.applied() for c in step.commands]
    assert ShiftPawn in kinds and ExchangePawn in kinds  # pawns slid twice: placed, then drifted or swapped
    assert max(len(stack) for stack in state.cells) >= 2  # a pawn placed on another (Place in occupied cell)
    assert len(handoffs) >= 6 and {"click", "keys", "token", "escape", "end"} <= set(person.gestures), person.gestures
    assert gestures > 40
    see_the_results(qtbot, window)
    window.results_dialog.reject()


def test_undo_and_redo_by_keys_in_hot_seat(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+Z and Ctrl+Shift+Z between moves: the pawns slide back to their piles and out again."""
    game = Game.new(RULES, seats(("person", "person")), 9, {"rule_c": True})
    window.start_game(game, None)
    handoffs: list[int] = []
    person = Person(qtbot, window, seed=3)
    settle(qtbot, window, handoffs)
    for _ in range(24):
        person.act()
        settle(qtbot, window, handoffs)
    placed = sum(game.state.placed)
    assert placed >= 4
    for _ in range(5):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        settle(qtbot, window, handoffs)
        assert_scene_matches(window)
    assert sum(game.state.placed) < placed
    for _ in range(5):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        settle(qtbot, window, handoffs)
        assert_scene_matches(window)
    assert sum(game.state.placed) == placed
    play_out(qtbot, window, person, handoffs)


def test_looking_back_from_the_history_panel(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A click on an earlier move shows that position (the pawns slide back), refuses play; Escape returns."""
    game = Game.new(RULES, seats(("person", "person")), 9, {"rule_c": True})
    window.start_game(game, None)
    person = Person(qtbot, window, seed=8)
    settle(qtbot, window)
    while sum(game.state.placed) < 6:
        person.act()
        settle(qtbot, window)
    now = game.state.clone()
    window.history_dock.raise_()
    panel = window.history_panel
    earlier = next(row for row in range(1, panel.count()) if sum(game.history.state_at(row).placed) == 2)
    rect = panel.visualItemRect(panel.item(earlier))
    qtbot.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    table = window.table
    assert table.context.looking_at == earlier
    qtbot.waitUntil(lambda: still(window))
    assert_scene_matches(window)  # the picture of the earlier position
    on_board = [pawn for pawn in table.pawns if math.hypot(pawn.pos().x(), pawn.pos().y()) < RADIUS]
    assert len(on_board) == 2  # two on the board, the rest back on the piles
    person.click_cell(next(iter(table.lit_cells(game.state.legal_commands(game.state.awaiting()[0]))), 0))
    assert game.state == now and "looking back" in window.statusBar().currentMessage()
    assert QApplication.focusWidget() is table  # the click on the board gave the table the keys
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert table.context.looking_at is None
    settle(qtbot, window)
    assert_scene_matches(window)
    assert game.state == now


def test_a_whole_game_against_a_medium_bot(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    people = seats(("person", "bot"))
    medium = (people[0], attrs.evolve(people[1], level="medium"))
    game = Game.new(RULES, medium, 16, {"rule_a": True, "rule_c": True, "rule_b": True})
    window.start_game(game, None)
    window.controller.bot_budget = 0.05
    table = window.table
    bot_placements: list[tuple[bool, bool]] = []

    def seen(event: str) -> None:  # right after the table synced: a bot's new pawn must be on its way
        scores = game.state.scores()  # and every score shown follows each move, the bot's too
        counted = table.final_walk.counted() or scores  # (the last, its tissues counted in on the board)
        assert table.track.scores == counted and f">{counted[1]}<" in table.panel.score_points[1].text()
        assert [card.score.text() for card in window.page.seat_panel.cards] == [str(s) for s in counted]
        steps = game.history.applied()
        if event != "executed" or not steps or not steps[-1].by_bot:
            return
        for command in steps[-1].commands:
            if isinstance(command, Place):
                pawn = game.state.cells[command.cell][-1]
                item = table.pawns[pawn]
                bot_placements.append((is_sliding(item), item.pos() != table.cell_point(command.cell)))

    window.controller.context.changed.connect(seen)
    person = Person(qtbot, window, seed=5)
    play_out(qtbot, window, person, [])
    assert game.state.is_over() and game.state.placed == [14, 14]
    assert len(bot_placements) == 14 and all(sliding and away for sliding, away in bot_placements)
    assert game.state.pawn_cell.count(NONE) == 0
    see_the_results(qtbot, window)
    window.results_dialog.reject()
