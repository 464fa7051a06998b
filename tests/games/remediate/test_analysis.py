"""Remediate's analysis values a decision in percent chance to win, never negative, and marks only a loss that
stands clear of the noise of its playouts."""

from __future__ import annotations

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from microgames.games.remediate.analysis import SCALE, judge
from microgames.games.remediate.bots import candidates


def test_a_decision_whose_loss_is_inside_the_noise_is_not_marked() -> None:
    rules = registry.get("remediate")
    seed = 3
    game = Game.new(rules, [Seat(f"Seat {i + 1}", "bot", "easy") for i in range(3)], seed)
    bots = {seat: rules.make_bot("easy", seat, seed + seat) for seat in range(3)}
    unclear = 0
    while not unclear:
        assert not game.state.is_over(), "no unclear decision in the whole game"
        state = game.state
        seat = state.awaiting()[0]
        view = state.view(seat)
        moves = candidates(view, seat)
        if len(moves) > 1:
            for move in moves:
                judged = judge(state, seat, (move,), 11, 0.34, lambda: False)
                assert judged is not None and 0.0 <= judged.after <= 100.0 and 0.0 <= judged.before <= 100.0
                loss = judged.before - judged.after
                if 0 < loss < SCALE.mild + 2 * judged.error:  # a loss the playouts cannot tell from luck
                    unclear += 1
                    assert SCALE.mark(loss, judged.error) == ""
        game.history.execute(bots[seat].choose(view, 0.01))
    assert SCALE.value(62.5) == "62%" and "win share" not in SCALE.measure
