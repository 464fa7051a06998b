"""Playing Remediate in the main window as people do, and checking after each gesture that the table shows the state.

Everything runs at the app's default preferences (animations at Normal); a
helper waits for the table to settle as a person's eyes would, never sleeps.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.session import Game
from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.rules import RULES
from microgames.ui.preferences import Preferences
from tests.support.remediate_table import seats
from tests.support.window import hand_over


def open_window(qtbot: Any, kinds: Sequence[str], seed: int, options: dict[str, object],
                size: tuple[int, int] = (1500, 900), level: str = "medium") -> Any:
    """A main window at default preferences playing a new game of Remediate (bots at ``level``)."""
    from microgames.ui.app import make_application
    from microgames.ui.mainwindow import MainWindow
    from tests.support.window import FakePrompts

    make_application()
    window = MainWindow(Preferences())
    window.prompts = FakePrompts()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    players = tuple(attrs.evolve(seat, level=level) if seat.is_bot else seat for seat in seats(kinds))
    window.start_game(Game.new(RULES, players, seed, options), None)
    window.controller.bot_budget = 0.05
    return window


def close_window(window: Any) -> None:
    """Close the game without questions, as the tests of the shell do."""
    if window.controller is not None:
        window.controller.close(keep_autosave=True)
        window.controller = None
    window.close()


def settled(window: Any) -> bool:
    """Nothing moves and nobody thinks: the game is over, a hand-off waits, or a person may act."""
    controller = window.controller
    if controller.handoff_pending is not None:
        return True
    table = window.table
    if not table.settled():
        return False
    state = controller.game.state
    return state.is_over() or table.context.acting_seat() is not None


def wait(qtbot: Any, window: Any, timeout: int = 15000) -> None:
    QApplication.processEvents()
    qtbot.waitUntil(lambda: settled(window), timeout=timeout)


def take_the_table(qtbot: Any, window: Any) -> None:
    """Wait for the table to settle and, where a hand-off waits, pass the screen on and wait again."""
    wait(qtbot, window)
    if hand_over(qtbot, window):
        wait(qtbot, window)


def check_scene(window: Any) -> None:
    """The table shows the state: every cloned gene, the viewer's hand, the scores, the prompt and the buttons."""
    table = window.table
    state = window.controller.game.state
    assert table.settled() and not table.flights.busy()
    shown = [target for _item, target in table.clickables()]
    for seat in range(state.seats):
        assert sorted(t[2] for t in shown if t[0] == "cloned" and t[1] == seat) == sorted(state.cloned[seat])
    viewer = table.context.viewer
    if viewer is not None:
        assert sorted(t[1] for t in shown if t[0] == "hand") == sorted(state.hands[viewer])
    compact = table.geometry_.compact
    unit = "VP" if compact else "points"
    assert [label.text() for label in table.seat_scores] == [f"{score} {unit}" for score in state.scores()]
    for seat, holdings in enumerate(table.seat_holdings):
        counts = f"Hand {len(state.hands[seat])}   ·   Stash {state.stash[seat]} plastic"
        assert counts in holdings.toolTip()
        assert compact or counts in table.seat_infos[seat].text()
        held = (state.stash[seat], tuple(state.recycled[seat]))
        tally = ("tally", len(state.hands[seat]), *held, state.resistance_pick[seat])
        assert holdings.key == (tally if compact else ("holdings", *held))
    assert table.pool_label.text() == (f"Pool {len(state.pool)}" if compact else f"Pool: {len(state.pool)} genes")
    assert table.discard_label.text() == f"Discard: {len(state.discard)}"
    assert table.env_card.key == ("env", state.env, state.env_plastic)
    prompt = table.prompt.text()
    acting = table.context.acting_seat()
    if state.is_over():
        assert prompt.startswith("The game is over")
        return
    if acting is None:
        assert prompt.endswith("is playing…"), prompt
        assert not any(button.isVisibleTo(table) for button in table.buttons.values())
        return
    assert not prompt.endswith("is playing…"), prompt
    offered = {"draw": "draw", "clone": "skip", "act": "pass"}.get(state.phase)
    if offered:
        assert table.buttons[offered].isVisibleTo(table), (state.phase, prompt)


class Person:
    """Plays the seat at the screen by clicks, double-clicks and keys, varying the gesture from turn to turn."""

    def __init__(self, qtbot: Any, window: Any) -> None:
        self.qtbot = qtbot
        self.window = window
        self.gestures = 0

    @property
    def table(self) -> Any:
        return self.window.table

    def click(self, point: QPointF, double: bool = False) -> None:
        view = self.table.graphics_view
        where = view.mapFromScene(point)
        if double:
            self.qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
        else:
            self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)

    def point(self, target: tuple[object, ...]) -> QPointF:
        for item, shown in self.table.clickables():
            if shown == target:
                rect = item.mapRectToScene(item.rect)
                return QPointF(rect.center().x(), rect.top() + min(24.0, rect.height() / 2))
        raise AssertionError(f"nothing on the table means {target}")

    def key(self, key: Qt.Key) -> None:
        self.table.setFocus()
        self.qtbot.keyClick(self.table, key)

    def button(self, name: str) -> None:
        self.qtbot.mouseClick(self.table.buttons[name], Qt.MouseButton.LeftButton)

    def play(self) -> None:
        """One gesture for the acting seat (picking a card first counts as one)."""
        self.gestures += 1
        state = self.window.controller.game.state
        me = self.table.context.acting_seat()
        assert me is not None
        odd = self.gestures % 2 == 1
        phase = state.phase
        if phase == "draw":
            self.key(Qt.Key.Key_D) if odd else self.click(self.point(("pool",)))
        elif phase == "clone":
            useful = [c for c in state.hands[me] if C.CARD_TYPE[c] in (C.REMEDIATION, C.SUPPORT, C.ATTACK)
                      and not E.slot_cards(state, me, C.CARD_TYPE[c])]
            picked = self.table.selected
            if picked is not None:
                slot = ("slot", me, C.CARD_TYPE[picked])
                self.click(self.point(slot))
            elif useful and C.CARD_TYPE[useful[0]] != C.ATTACK and odd:
                self.click(self.point(("hand", useful[0])))  # pick it; the next gesture clicks its slot
            elif useful:
                self.click(self.point(("hand", useful[0])), double=True)
            else:
                self.key(Qt.Key.Key_S) if odd else self.button("skip")
        elif phase == "target":
            panel = self.table.geometry_.seats[state.choices[0]].panel
            self.click(QPointF(panel.right() - 30, panel.top() + 14))  # the score, in the head
        elif phase == "toxin":
            self.click(self.point(("cloned", state.target, state.cloned[state.target][0])))
        elif phase == "mimic":
            card = E.mimic_candidates(state, state.pending)[0]
            owner = next(s for s in range(state.seats) if card in state.cloned[s])
            self.click(self.point(("cloned", owner, card)))
        elif phase == "act":
            affordable = [p for p in range(3) if state.piles[p] and state.stash[me] >= E.recycle_cost(state, me, p)]
            if affordable:
                self.click(self.point(("pile", affordable[-1])))
            elif self.table.buttons["remediate"].isEnabled():
                self.key(Qt.Key.Key_M) if odd else self.button("remediate")
            else:
                self.key(Qt.Key.Key_P) if odd else self.button("pass")
        elif phase == "discard":
            self.click(self.point(("hand", state.hands[me][0])))


def play_to_the_end(qtbot: Any, window: Any, cap: int) -> int:
    """Play every person's turn (handing the screen over when asked) until the game is over; the gestures made."""
    person = Person(qtbot, window)
    controller = window.controller
    game = controller.game
    while True:
        wait(qtbot, window)
        if controller.handoff_pending is not None:
            hand_over(qtbot, window)
            wait(qtbot, window)
        check_scene(window)
        if game.state.is_over():
            return person.gestures
        assert person.gestures < cap, "the game did not end in time"
        before = (len(game.history.applied()), window.table.selected)
        person.play()
        wait(qtbot, window)
        after = (len(game.history.applied()), window.table.selected)
        assert after != before, (game.state.phase, window.statusBar().currentMessage())
