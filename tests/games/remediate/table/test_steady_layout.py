"""The Remediate table keeps its layout and its view's size through a game while the window keeps its size.

Three people in hot seat at the default preferences and window (1180×800, the side panel open), with a
Bacillus subtilis whose hazard picker stays offered and plastic enough to recycle at once: the rows of
buttons under the table fill and empty from step to step, and the table must not be laid out anew for them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt

from microgames.engine.session import Game
from microgames.games.remediate.rules import RULES
from tests.support.remediate_table import seats
from tests.support.remediate_window import Person, wait


class Resizes(QObject):
    """Every size the watched widget is given."""

    def __init__(self) -> None:
        super().__init__()
        self.sizes: list[QSize] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.sizes.append(event.size())  # type: ignore[attr-defined]
        return False


def test_three_people_play_two_rounds_in_one_layout(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    assert (window.width(), window.height()) == (1180, 800)
    game = Game.new(RULES, seats(("person",) * 3), 16, {"microbe_2": "Bacillus subtilis"})
    for seat in range(3):  # plastic enough for every recycle pile: the fullest row of buttons comes at once
        game.history.state.stash[seat] = 20
    window.start_game(game, None)
    controller, table = window.controller, window.table
    wait(qtbot, window)
    if controller.handoff_pending is not None:  # the table is shown from here on (the cover had the page's room)
        qtbot.mouseClick(window.page.handoff, Qt.MouseButton.LeftButton)
        wait(qtbot, window)
    resizes = Resizes()
    table.graphics_view.viewport().installEventFilter(resizes)
    port = table.graphics_view.viewport().size()
    shape = (table.geometry_.compact, table.geometry_.columns)
    person, state = Person(qtbot, window), controller.game.history.state
    widest = 0
    while state.turns < 2 * state.seats + 1 and not state.is_over():
        if controller.handoff_pending is not None:
            qtbot.mouseClick(window.page.handoff, Qt.MouseButton.LeftButton)
            wait(qtbot, window)
        person.play()
        wait(qtbot, window)
        state = controller.game.history.state
        widest = max(widest, sum(button.isVisibleTo(table) for button in table.buttons.values()))
        assert (window.width(), window.height()) == (1180, 800)
        assert (table.geometry_.compact, table.geometry_.columns) == shape, state.turns
        assert table.graphics_view.viewport().size() == port, state.turns
    assert state.turns > 2 * state.seats  # two whole rounds
    assert widest >= 6  # the fullest step came: remediate, three recycles, pass, and the hazard to resist
    assert resizes.sizes == []
