"""Microchip's draft analysis: each drafted tile against the best tile of its column, by the hard bot's measure.

The hard bot values a draft by imagining the rest of the draft (every seat
picking what its board has room for, with some noise; see ``outlook``) and
solving the inventory each candidate would end with: a candidate's value is the
mean best final score over those futures, the same futures for every candidate.
This asks the hard bot's ``look_ahead`` for one imagined future at a time, a few
times (the same futures for every kind), and averages. Nothing in Microchip is hidden, so the view is the table.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from microgames.engine.analysis import Cancelled, Judgement, Scale, judgement
from microgames.engine.commands import Command
from microgames.engine.review import SeatAnalysis
from microgames.games.microchip import outlook
from microgames.games.microchip.boards import SIZE
from microgames.games.microchip.bots import MIN_SOLVE, SOLVE_LIMIT, make_bot
from microgames.games.microchip.commands import Draft
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.tiles import tile

ROUNDS = 3  # imagined rests of the draft per draft at full effort (benchmarks/analysis.py times a whole game)
SCALE = Scale("best final score expected with the tiles drafted", "points", 1.5, 4.0)


def judge(state: MicrochipState, seat: int, commands: Sequence[Command], seed: int,
          effort: float, cancelled: Callable[[], bool]) -> Judgement | None:
    """The best kind's expected final score and the drafted tile's (None: no draft, or a column of one kind)."""
    drafts = [command for command in commands if isinstance(command, Draft)]
    if len(drafts) != 1:  # a draft may come with its placement (a tile dragged onto the board): that is free
        return None
    view = state.view(seat)
    column = view.active_column()
    if column is None:
        return None
    by_kind = {tile(t).kind: t for t in view.column(column)}  # copies of a kind are interchangeable
    if len(by_kind) < 2:
        return None
    kinds = list(by_kind.values())
    bot = make_bot("hard", seat, seed)
    bot.deadline = math.inf  # the look-ahead is counted in futures here, never cut by the clock
    bot.solve_limit = max(MIN_SOLVE, round(SOLVE_LIMIT * effort))  # a lesser effort settles for bounds sooner
    rounds = max(1, round(ROUNDS * effort)) if outlook.picks_left(view, seat) else 1
    outcomes: dict[int, list[float]] = {tile_id: [] for tile_id in kinds}
    for _ in range(rounds):
        if cancelled():
            raise Cancelled
        bot.effort = 0
        for tile_id, value in bot.look_ahead(view, kinds, -1).items():  # below any effort: one future
            outcomes[tile_id].append(value)
    drafted = by_kind[tile(drafts[0].tile).kind]
    return judgement(list(outcomes.values()), kinds.index(drafted))


def seat_best(state: MicrochipState, seat: int) -> SeatAnalysis:
    """A seat's proven best arrangement of its final tiles (the solver's optimum), against its score."""
    from microgames.games.microchip.solver import best_arrangement

    best = best_arrangement(state.board(seat), state.owned(seat))
    return SeatAnalysis(seat, best.score, state.scores()[seat], dict(best.placements))


def best_fits(state: MicrochipState, best: SeatAnalysis) -> bool:
    """Whether a stored best arrangement is made of spaces, turns and tiles this seat really has."""
    return (all(0 <= cell < SIZE * SIZE and 0 <= turn < 4 for cell, (_tile, turn) in best.placements.items())
            and {tile for tile, _turn in best.placements.values()} <= set(state.owned(best.seat)))
