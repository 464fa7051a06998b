"""Playing Microworld in the main window as people do (clicks and keys only), and checking the picture.

:class:`Person` picks one gesture for whoever may act at the screen and makes it
with the mouse or the keyboard; :func:`settle` waits as a person would (for the
bot, for the slides, clicking the hand-off screen when it shows); and
:func:`assert_scene_matches` compares everything on screen with the state; :func:`see_the_results` skips the
final scoring walked on the board as an impatient person does.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from microgames.games.microworld.commands import UseGene
from microgames.games.microworld.options import FACTIONS, PAWNS
from microgames.games.microworld.scoring import winner
from microgames.games.microworld.table.items import stack_spots
from microgames.games.microworld.state import AFTER, MUTATION, NONE, STEAL, MicroworldState
from microgames.games.microworld.table.view import MicroworldTable
from microgames.ui.tablekit.animation import is_sliding
from tests.support.window import hand_over

#: Mutations whose power moves pawns (Drift, Swap): a person here always keeps one when offered.
MOVING = ("shift", "exchange")


def still(window: Any) -> bool:
    """No pawn is sliding."""
    return not any(is_sliding(p) for p in window.table.pawns)


def settled(window: Any) -> bool:
    """Nothing moves (pawns, score markers) and the game waits for a person (or is over), the hand-off screen aside."""
    controller = window.controller
    table: MicroworldTable = window.table
    if any(is_sliding(p) for p in table.pawns) or table.score_show.walking():
        return False
    if controller.handoff_pending is not None:
        return True
    state = table.context.state
    return state.is_over() or table.context.acting_seat() is not None


def settle(qtbot: Any, window: Any, handoffs: list[int] | None = None) -> None:
    """Wait for the bot and the slides; pass the screen on as the people do."""
    for _ in range(10):
        qtbot.waitUntil(lambda: settled(window), timeout=20000)
        seat = window.controller.handoff_pending
        if seat is None:
            return
        assert window.page.passing.isVisible() or window.page.stack.currentWidget() is window.page.handoff
        hand_over(qtbot, window)
        if handoffs is not None:
            handoffs.append(seat)
    raise AssertionError("the hand-off screen kept coming back")


def see_the_results(qtbot: Any, window: Any) -> None:
    """At the end of a game: back from looking back (Escape), a click on the board skips the final scoring, and the
    results open."""
    table: MicroworldTable = window.table
    if window.controller.context.looking_at is not None:
        qtbot.keyClick(table, Qt.Key.Key_Escape)
    if table.final_walk.running:
        viewport = table.graphics_view.viewport()
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.rect().center())
    qtbot.waitUntil(lambda: window.results_dialog is not None and window.results_dialog.isVisible(), timeout=3000)


def assert_scene_matches(window: Any) -> None:
    """Pawns where the state puts them, the lit cells, the panel's turn and prompt, every score shown."""
    table: MicroworldTable = window.table
    context = table.context
    state: MicroworldState = context.view()
    for cell, stack in enumerate(state.cells):
        look = table.cells[cell].look
        assert look.stack == len(stack) and look.blocker == (cell in state.blocker_cell), cell
        assert look.token == (state.token_at[cell] != NONE), cell
        for pawn, spot in zip(stack, stack_spots(table.cell_point(cell), len(stack))):
            item = table.pawns[pawn]
            assert item.isVisible() and item.pos() == spot, (pawn, cell, item.pos(), spot)
        depths = [table.pawns[pawn].zValue() for pawn in stack]
        assert depths == sorted(set(depths)), (cell, depths)  # the top of the stack is drawn on top
    for seat in (0, 1):
        waiting = sorted((p for p in range(seat * PAWNS, (seat + 1) * PAWNS) if state.pawn_cell[p] == NONE),
                         reverse=True)
        for depth, pawn in enumerate(waiting):
            assert table.pawns[pawn].pos() == table.supply_point(seat, depth), (pawn, depth)
    acting = context.acting_seat()
    legal = [] if acting is None else state.legal_commands(acting)
    lit = {item.cell for item in table.cells if item.look.lit}
    assert lit == table.lit_cells(legal)
    if table.choosing is None:
        assert lit == {c.cell for c in legal if hasattr(c, "cell")}
    scores = state.scores()
    counted = table.final_walk.counted() or scores  # the final scoring on the board counts the tissues in
    assert table.track.scores == counted
    panel = table.panel
    for seat in (0, 1):
        assert f">{counted[seat]}<" in panel.score_points[seat].text()
        assert window.page.seat_panel.cards[seat].score.text() == str(counted[seat])  # counting along
    if context.looking_at is not None:
        assert panel.headline.text().startswith("Looking back") and acting is None and not lit
        return
    if state.is_over():
        said = "Final scoring" if table.final_walk.running else "win" if winner(state) >= 0 else "draw"
        assert said.lower() in panel.headline.text().lower()
        return
    who = FACTIONS[state.awaiting()[0]]
    assert who in panel.headline.text()
    if acting is not None:
        assert panel.headline.text().startswith("Your turn") and "Waiting" not in panel.instruction.text()
        buttons = {key for key, button in panel.choices.items() if button.isVisible()}
        expected = {MUTATION: {"offer0", "offer1"}, STEAL: {"steal", "let"}, AFTER: {"end"}}.get(state.phase, set())
        assert buttons - {"cancel"} == expected


class Person:
    """Whoever may act at the screen: one gesture at a time, by mouse or keyboard, chosen by a seeded die."""

    def __init__(self, qtbot: Any, window: Any, seed: int) -> None:
        self.qtbot = qtbot
        self.window = window
        self.rng = random.Random(seed)
        self.gestures: list[str] = []

    @property
    def table(self) -> MicroworldTable:
        return self.window.table  # type: ignore[no-any-return]

    def click_cell(self, cell: int) -> None:
        view = self.table.graphics_view
        point = view.mapFromScene(self.table.cell_point(cell))
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))

    def key(self, key: Qt.Key) -> None:
        """A key press goes where the keyboard focus is, as a person's does: it must be the table."""
        focus = QApplication.focusWidget()
        assert focus is self.table, focus
        self.qtbot.keyClick(focus, key)

    def press(self, button: QPushButton) -> None:
        assert button.isVisible() and button.isEnabled(), button.text()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def pick_cell(self) -> None:
        """A lit cell (one holding pawns when there is one: stacks and swaps), clicked or reached with the arrow
        keys and Enter."""
        lit = sorted(item.cell for item in self.table.cells if item.look.lit)
        assert lit, "a cell to pick is always lit"
        occupied = [c for c in lit if self.table.cells[c].look.stack]
        cell = self.rng.choice(occupied if occupied and self.rng.random() < 0.8 else lit)
        if self.rng.random() < 0.5:
            self.click_cell(cell)
            self.gestures.append("click")
            return
        step = self.rng.choice((Qt.Key.Key_Right, Qt.Key.Key_Left))
        for _ in range(len(lit)):
            self.key(step)
            if self.table.focus_cell == cell:
                break
        assert self.table.focus_cell == cell
        self.key(Qt.Key.Key_Return)
        self.gestures.append("keys")

    def choose(self, key: str, shortcut: Qt.Key) -> None:
        """A panel button, clicked or by its key."""
        if self.rng.random() < 0.5:
            self.press(self.table.panel.choices[key])
        else:
            self.key(shortcut)
        self.gestures.append(key)

    def use_token(self, usable: set[int]) -> None:
        rows = [r for r in self.table.panel.token_rows if r.isVisible()]
        index = self.rng.choice([k for k, r in enumerate(rows) if r.token in usable])
        if self.rng.random() < 0.5:
            self.press(rows[index].use)
        else:
            self.key(Qt.Key(Qt.Key.Key_1 + index))
        self.gestures.append("token")

    def act(self) -> None:
        """One gesture for the person who may act now."""
        table = self.table
        seat = table.context.acting_seat()
        assert seat is not None
        state: MicroworldState = table.context.view()
        if table.choosing is not None:
            if self.rng.random() < 0.25:  # changed their mind: Escape puts the token back
                self.key(Qt.Key.Key_Escape)
                assert table.choosing is None and not table.panel.choices["cancel"].isVisible()
                self.gestures.append("escape")
            else:
                self.pick_cell()
            return
        legal = state.legal_commands(seat)
        shown = {r.token for r in table.panel.token_rows if r.isVisible()}
        usable = {c.token for c in legal if isinstance(c, UseGene)} & shown
        if state.phase == MUTATION:
            offers = state.offers[seat]
            pick = next((k for k, key in enumerate(offers) if key in MOVING), self.rng.randrange(len(offers)))
            self.choose(f"offer{pick}", Qt.Key(Qt.Key.Key_1 + pick))
        elif state.phase == STEAL:
            if self.rng.random() < 0.5:
                self.choose("steal", Qt.Key.Key_S)
            else:
                self.choose("let", Qt.Key.Key_L)
        elif usable and self.rng.random() < 0.6:
            self.use_token(usable)
        elif state.phase == AFTER:
            if any(item.look.lit for item in table.cells) and self.rng.random() < 0.85:
                self.pick_cell()
            else:
                self.choose("end", Qt.Key.Key_E)
        else:
            self.pick_cell()
        QApplication.processEvents()
