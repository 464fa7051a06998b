"""The TableContext every game's table relies on."""

from __future__ import annotations

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.ui.preferences import Preferences
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.table import table_factory
from tests.support.pebbles import DrawBonus, Take


def make_context(pebbles, *seats: Seat) -> TableContext:  # type: ignore[no-untyped-def]
    seats = seats or (Seat("Ana"), Seat("Ben"))
    return TableContext(Game.new(pebbles, seats, 4), Preferences())


def test_submit_runs_through_the_history_and_refusals_explain(qtbot, pebbles) -> None:  # type: ignore[no-untyped-def]
    context = make_context(pebbles)
    events: list[str] = []
    messages: list[str] = []
    context.changed.connect(events.append)
    context.status_message.connect(lambda text, ms: messages.append(text))
    assert context.submit(Take(0, 2)) and events == ["executed"] and context.history.index == 1
    before = context.state.clone()
    assert not context.submit(Take(0, 1))  # not seat 1's turn any more
    assert messages == ["It is not your turn: seat 2 plays now."] and context.state == before
    assert not context.submit_macro("Two at once", [Take(1, 1), Take(1, 1)])  # the second is not Ben's turn
    assert context.state == before and context.history.index == 1
    assert context.submit_macro("Take and draw", [Take(1, 1), DrawBonus(0)])
    assert context.history.labels()[-1] == "Take and draw" and context.history.index == 2


def test_who_may_act_and_blocking(qtbot, pebbles) -> None:  # type: ignore[no-untyped-def]
    context = make_context(pebbles, Seat("Ana"), Seat("Bot", "bot", "easy"))
    assert context.person_seats() == (0,) and context.viewer == 0
    assert context.can_act(0) and not context.can_act(1) and context.acting_seat() == 0
    context.set_input_blocked(True)
    assert not context.can_act(0) and context.acting_seat() is None
    assert not context.submit(Take(0, 1)) and context.history.index == 0
    context.set_input_blocked(False)
    assert context.submit(Take(0, 1)) and context.acting_seat() is None  # the bot's turn now


def test_only_bots_means_the_screen_shows_everything(qtbot, pebbles) -> None:  # type: ignore[no-untyped-def]
    context = make_context(pebbles, Seat("A", "bot", "easy"), Seat("B", "bot", "easy"))
    context.history.execute(DrawBonus(0))
    assert context.viewer is None and context.view().bonus[0] != [-1]


def test_the_view_factory_is_imported_from_the_rules(pebbles) -> None:  # type: ignore[no-untyped-def]
    from tests.support.pebbles_view import PebblesTable

    assert table_factory(pebbles) is PebblesTable
