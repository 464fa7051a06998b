"""Fixtures for driving the Remediate table with real mouse clicks on the view's viewport."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games.remediate import cards as C
from microgames.games.remediate.rules import RULES
from microgames.ui.preferences import Preferences
from tests.support.table_harness import TableHarness, seats_for


def seats(kinds: Sequence[str]) -> tuple[Seat, ...]:
    return seats_for(RULES, kinds, ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay"))


def give(state, seat: int, kind_name: str) -> int:  # type: ignore[no-untyped-def]
    """Put a card of that kind into the seat's hand, swapped with one from the pool (the totals stay)."""
    card = next(c for c in C.CARDS_OF_KIND[C.KIND_BY_NAME[kind_name]] if c in state.pool)
    old = state.hands[seat][0]
    state.pool[state.pool.index(card)] = old
    state.hands[seat][0] = card
    return card


def clone_from_pool(state: Any, seat: int, kind_name: str) -> int:
    """Put a card of that kind from the pool into the seat's cloned genes."""
    card = next(c for c in C.CARDS_OF_KIND[C.KIND_BY_NAME[kind_name]] if c in state.pool)
    state.pool.remove(card)
    state.cloned[seat].append(card)
    return card


def play_a_blocked_attack(make_table: Any, microbe: str | None = None) -> tuple[Any, dict[str, int]]:
    """Seat 0 plays Bacteriocin at seat 1 (of ``microbe``, if named), whose cloned Antitoxin blocks it; the
    harness and the two cards (``"attack"``, ``"defence"``)."""
    picked: dict[str, int] = {}

    def prepare(state: Any) -> None:
        if microbe is not None:
            state.microbes[1] = C.MICROBE_BY_NAME[microbe]
        picked["attack"] = give(state, 0, "Bacteriocin")
        picked["defence"] = clone_from_pool(state, 1, "Antitoxin")
        state.stash[1] = 3

    harness = make_table(prepare=prepare)
    harness.click(harness.point_of(("pool",)))
    harness.click(harness.point_of(("hand", picked["attack"])), double=True)
    return harness, picked


class Harness(TableHarness):
    """A table on screen, its context, and the status lines it showed."""

    def __init__(self, qtbot, game: Game, preferences: Preferences | None = None) -> None:  # type: ignore[no-untyped-def]
        from microgames.games.remediate.table.view import create_table

        super().__init__(qtbot, game, preferences or Preferences(), create_table, (1500, 900))

    def click(self, point: QPointF, double: bool = False) -> None:
        if double:
            self.qtbot.mouseDClick(self.viewport, Qt.MouseButton.LeftButton, pos=self.at(point))
        else:
            self.qtbot.mouseClick(self.viewport, Qt.MouseButton.LeftButton, pos=self.at(point))
        self.settle()

    def settle(self) -> None:
        """Wait, as a person would, until nothing moves on the table."""
        QApplication.processEvents()
        self.qtbot.waitUntil(self.table.settled, timeout=3000)

    def point_of(self, target: tuple[object, ...]) -> QPointF:
        """The scene centre of the visible item a click on which means ``target``."""
        for item, shown in self.table.clickables():
            if shown == target:
                rect = item.mapRectToScene(item.rect)
                return QPointF(rect.center().x(), rect.top() + min(24.0, rect.height() / 2))  # the visible top of overlapping cards
        raise AssertionError(f"nothing on the table means {target}")

    def panel_point(self, seat: int) -> QPointF:
        panel = self.table.geometry_.seats[seat].panel
        return QPointF(panel.right() - 30, panel.top() + 14)  # the score, in the head


@pytest.fixture
def make_table(qtbot):  # type: ignore[no-untyped-def]
    from microgames.ui.app import make_application

    make_application()

    def make(kinds: Sequence[str] = ("person", "person"), seed: int = 5, prepare=None) -> Harness:  # type: ignore[no-untyped-def]
        game = Game.new(RULES, seats(kinds), seed, {})
        if prepare is not None:
            prepare(game.history.state)
        return Harness(qtbot, game)

    return make
