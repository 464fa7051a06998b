"""Microchip's analysis near the end of the draft is exact: a provably best draft is never marked, and a draft
that gives away guaranteed points is marked by how many; a Finish is judged by the points its board left."""

from __future__ import annotations

from functools import cache

from microgames.engine.analysis import BLUNDER
from microgames.engine.rng import Rng
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
    """A seeded two-seat game drafted at random (no clock involved) until ``left`` tiles remain in the pool."""
    rules = registry.get("microchip")
    game = Game.new(rules, [Seat(f"Seat {i + 1}", "bot", "easy") for i in range(2)], seed)
    rng = Rng(seed)
    while pool_size(game.state) > left:
        state = game.state
        game.history.execute(Draft(state.turn, rng.choice(state.column(state.active_column()))))
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


def proven_values(state: MicrochipState) -> dict[str, tuple[int, int]]:
    """Each tile on offer (by name): its id and what the seat to draft can guarantee after taking it."""
    proven = {}
    for tile_id in state.column(state.active_column()):
        after = state.clone()
        Draft(state.turn, tile_id).execute(after)
        proven[tile(tile_id).describe()] = (tile_id, brute_force(after, state.turn))
    return proven


def test_the_provably_best_draft_is_not_marked_and_one_losing_four_guaranteed_points_is_a_blunder() -> None:
    for seed in range(9, 60):  # the first deal (from 9: each deal tried costs a second of plain minimax) where
        # one tile is best and another gives away four points or more
        state = near_the_end(seed).state
        proven = proven_values(state)
        values = sorted((value for _, value in proven.values()), reverse=True)
        if len(values) > 1 and values[0] > values[1] and values[0] - values[-1] >= 4:
            break
    else:
        raise AssertionError("no deal with a clear best and a four-point loss")
    seat = state.turn
    best = max(proven, key=lambda name: proven[name][1])
    worst = min(proven, key=lambda name: proven[name][1])
    top, bottom = proven[best][1], proven[worst][1]
    judged = judge(state, seat, (Draft(seat, proven[best][0]),), 7, 1.0, lambda: False)
    assert judged is not None and judged.exact and judged.before == judged.after == float(top)
    assert SCALE.mark(judged.before - judged.after, judged.error) == ""
    losing = judge(state, seat, (Draft(seat, proven[worst][0]),), 7, 1.0, lambda: False)
    assert losing is not None and losing.exact and (losing.before, losing.after) == (float(top), float(bottom))
    assert SCALE.mark(losing.before - losing.after, losing.error) == BLUNDER
    assert losing.better == tile(proven[best][0]).a_kind() == f"a {best}"  # its data text, said in each language


def test_a_finish_is_judged_by_the_points_its_board_left_on_the_table() -> None:
    state = near_the_end(left=0).state.clone()
    seat = 0
    best = best_arrangement(state.board(seat), state.owned(seat)).score
    finished = state.score(seat).points
    judged = judge(state, seat, (Finish(seat),), 7, 1.0, lambda: False)
    assert judged is not None and judged.exact
    assert (judged.before, judged.after) == (float(best), float(finished))
    assert best > finished and judged.better == f"the best arrangement of these tiles, {best} points"
