"""Microchip's analysis near the end of the draft is exact: a provably best draft is never marked, and a draft
that gives away guaranteed points is marked by how many; a Finish is judged by the points its board left."""

from __future__ import annotations

from functools import cache

from microgames.engine.analysis import BLUNDER
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from microgames.games.microchip.analysis import SCALE, judge
from microgames.games.microchip.commands import Draft, Finish
from microgames.games.microchip.draftexact import final_score, pool_size
from microgames.games.microchip.solver import best_arrangement
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.tiles import tile


@cache
def near_the_end(seed: int = 1, left: int = 5) -> Game:
    """A seeded two-seat game drafted at random until ``left`` tiles remain in the pool."""
    rules = registry.get("microchip")
    game = Game.new(rules, [Seat(f"Seat {i + 1}", "bot", "easy") for i in range(2)], seed)
    bots = {seat: rules.make_bot("easy", seat, seed + seat) for seat in range(2)}
    while pool_size(game.state) > left:
        seat = game.state.awaiting()[0]
        game.history.execute(bots[seat].choose(game.state.view(seat), 0.01))
    return game


def brute_force(state: MicrochipState, seat: int) -> int:
    """What ``seat`` can guarantee from here, by plain minimax over every tile (no pruning, no memo)."""
    column = state.active_column()
    if column is None:
        return final_score(state.board_letters[seat], tuple(sorted(tile(t).kind for t in state.owned(seat))))
    values = []
    for tile_id in state.column(column):
        after = state.clone()
        Draft(state.turn, tile_id).execute(after)
        values.append(brute_force(after, seat))
    return max(values) if state.turn == seat else min(values)


def test_the_provably_best_draft_is_not_marked_and_one_losing_four_guaranteed_points_is_a_blunder() -> None:
    state = near_the_end().state
    seat = state.turn
    offered = {tile(t).describe(): t for t in state.column(state.active_column())}
    proven = {}
    for name, tile_id in offered.items():
        after = state.clone()
        Draft(seat, tile_id).execute(after)
        proven[name] = brute_force(after, seat)
    best = max(proven, key=proven.__getitem__)
    assert best == "blue corner" and proven[best] == 40 and proven["green straight"] == 36
    judged = judge(state, seat, (Draft(seat, offered[best]),), 7, 1.0, lambda: False)
    assert judged is not None and judged.exact and judged.before == judged.after == 40.0
    assert SCALE.mark(judged.before - judged.after, judged.error) == ""
    losing = judge(state, seat, (Draft(seat, offered["green straight"]),), 7, 1.0, lambda: False)
    assert losing is not None and losing.exact and (losing.before, losing.after) == (40.0, 36.0)
    assert SCALE.mark(losing.before - losing.after, losing.error) == BLUNDER
    assert losing.better == "the blue corner"


def test_a_finish_is_judged_by_the_points_its_board_left_on_the_table() -> None:
    state = near_the_end(left=0).state.clone()
    seat = 0
    best = best_arrangement(state.board(seat), state.owned(seat)).score
    finished = state.score(seat).points
    judged = judge(state, seat, (Finish(seat),), 7, 1.0, lambda: False)
    assert judged is not None and judged.exact
    assert (judged.before, judged.after) == (float(best), float(finished))
    assert best > finished and judged.better == f"the best arrangement of these tiles, {best} points"
