"""Microworld's last placements are judged by an exact search to the end: a blunder there is marked, and the
better placement named is the one the exact search prefers."""

from __future__ import annotations

import random

from microgames.engine.analysis import BLUNDER
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from microgames.games.microworld.analysis import SCALE, in_words, judge
from microgames.games.microworld.bots import determinize
from microgames.games.microworld.commands import Place
from microgames.games.microworld.endgame import POINT, WIN, Search, placements_left


def near_the_end(seed: int = 2, left: int = 4) -> Game:
    rules = registry.get("microworld")
    game = Game.new(rules, [Seat(f"Seat {i + 1}", "bot", "easy") for i in range(2)], seed)
    bots = {seat: rules.make_bot("easy", seat, seed + seat) for seat in range(2)}
    while placements_left(game.state) > left:
        seat = game.state.awaiting()[0]
        game.history.execute(bots[seat].choose(game.state.view(seat), 0.01))
    return game


def searched(state, seat: int, move) -> float:  # type: ignore[no-untyped-def]
    """``seat``'s exact final margin after ``move`` on one full deal, searched here without the analysis."""
    after = state.clone()
    move.execute(after)
    value = Search(10**7).value(after, -WIN, WIN)
    return (value if seat == 0 else -value) / POINT


def test_a_last_placement_blunder_found_by_the_exact_search_is_marked_with_the_better_placement_named() -> None:
    state = near_the_end().state
    seat = state.awaiting()[0]
    view = state.view(seat)
    blunder = Place(seat, next(m.cell for m in view.legal_commands(seat)
                               if isinstance(m, Place) and in_words(view, (m,)).startswith(
                                   "Viruses place a pawn on Q3·10")))
    judged = judge(state, seat, (blunder,), 7, 1.0, lambda: False)
    assert judged is not None and SCALE.mark(judged.before - judged.after, judged.error) == BLUNDER
    better = next(m for m in view.legal_commands(seat) if in_words(view, (m,)) == judged.better)
    assert judged.better == "Viruses place a pawn on Q3·3 (nervous)"
    deals = [determinize(view, seat, random.Random(n)) for n in range(4)]
    gains = [searched(deal, seat, better) - searched(deal, seat, blunder) for deal in deals]
    assert min(gains) >= SCALE.blunder  # on every deal the exact search agrees: the better placement wins 6+ more
    fine = judge(state, seat, (better,), 7, 1.0, lambda: False)
    assert fine is not None and SCALE.mark(fine.before - fine.after, fine.error) == "" and fine.better == ""
