"""Every table says when it is still, so tests, screenshots and lessons wait for the table as a person does."""

from __future__ import annotations

import pytest

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry


@pytest.mark.parametrize("game_id", ["microworld", "remediate", "microchip"])
def test_a_move_animates_and_the_table_comes_to_rest(qtbot, make_window, game_id: str) -> None:  # type: ignore[no-untyped-def]
    rules = registry.get(game_id)
    window = make_window()
    seats = (Seat("Ana", "person", None, rules.seat_colours[0]), Seat("Bot", "bot", "easy", rules.seat_colours[1]))
    window.start_game(Game.new(rules, seats, 7), None)
    window.controller.bot_budget = 0.02
    table, history = window.table, window.controller.game.history
    moving = False
    for _ in range(12):  # a few moves at the default animation speed: some of them move things
        qtbot.waitUntil(lambda: window.controller.context.acting_seat() is not None or history.state.is_over(),
                        timeout=15000)
        if history.state.is_over():
            break
        context = window.controller.context
        assert context.submit(context.state.legal_commands(context.acting_seat())[0])
        moving = moving or not table.is_still()
        qtbot.waitUntil(table.is_still, timeout=5000)
        if moving:
            break
    assert moving, "nothing ever moved at the default animation speed"
    assert table.is_still()
