"""Microchip's analysis: each draft against the best tile of its column, and each Finish against the best board.

A draft is valued in final points. Near the end of the draft (``draftexact``:
the pool down to ``EXACT_POOL`` tiles) the value is exact: the final score the
seat can guarantee after taking the tile, the rest of the draft searched to the
end and every final inventory solved, so a mark there never contradicts a
proof. Earlier, by the hard bot's measure: imagine the rest of the draft (every
seat picking what its board has room for, with some noise; see ``outlook``),
solve the inventory each candidate would end with; a candidate's value is the
mean best final score over those futures, the same futures for every kind, drawn
until the loss is settled (``engine.analysis.settle``); such a loss is marked "?!" at most (the
model of the others is rough). A Finish (or Concede) is
valued exactly: the solver's best arrangement of the seat's tiles against the
board it finished with, so the points left on the table by the arranging are
marked too; its better move is that arrangement laid out (one ``Rearrange``), then the Finish. Nothing in Microchip is hidden, so the view is the table.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

from microgames.engine.analysis import MILD, Cancelled, Judgement, Option, Sampling, Scale, exact, settle
from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.engine.review import SeatAnalysis
from microgames.games.microchip import outlook
from microgames.games.microchip.boards import SIZE, board
from microgames.games.microchip.bots import MIN_SOLVE, make_bot
from microgames.games.microchip.commands import Concede, Draft, Finish, Rearrange
from microgames.games.microchip.draftexact import EXACT_POOL, guaranteed, pool_size
from microgames.games.microchip.solver import Arrangement, best_arrangement
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.tiles import tile
from microgames.games.microchip.words import ChipWords

#: An imagined rest of the draft is the bot's rough model of the others, not proof: a loss found in such futures
#: is marked "?!" at most; "?" and "??" are left to the exact end of the draft and to the Finish.
SCALE = Scale(ChipWords.tr("best final score expected with the tiles drafted"),
              ChipWords.tr("points", "what a move's loss is counted in"), 1.0, 2.0, 4.0, sampled_most=MILD)
#: Imagined rests of the draft per draft at full effort (benchmarks/analysis.py times a whole game and measures the
#: marks' stability): few where the loss is soon clear, up to ``most`` where it sits near the threshold. Two seeds'
#: estimates of a loss near the threshold differed by more than their errors: imagined futures are a rough model,
#: so a sampled loss keeps 0.35 points of error however many are drawn (``floor``); at half a point no loss
#: the futures found was clear enough for a mark.
SAMPLING = Sampling(pick=4, first=12, batch=6, most=162, spread=3.0, floor=0.35)
#: Search states an imagined inventory may take before its bound stands in, at full effort: a future at 600 costs
#: half one at 1,500 and values the drafts much alike, so a loss near the threshold gets twice the futures.
FORESIGHT = 600


def judge(state: MicrochipState, seat: int, commands: Sequence[Command], seed: int,
          effort: float, cancelled: Callable[[], bool]) -> Judgement | None:
    """A draft's value against the best kind's, or a Finish's board against the best board (None: no choice)."""
    if any(isinstance(command, Finish) for command in commands):
        return judge_finish(state, seat, commands)
    if any(isinstance(command, Concede) for command in commands):  # judged at its Finish unless the board changed
        return None if state.posted[seat] == state.score(seat).points else judge_finish(state, seat, commands)
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
    played = kinds.index(by_kind[tile(drafts[0].tile).kind])

    def name(index: int) -> Option:
        return Option(tile(kinds[index]).a_kind(), (Draft(seat, kinds[index]),))

    if pool_size(view) <= (EXACT_POOL if effort >= 1 else max(3, round(EXACT_POOL * effort))):
        if cancelled():
            raise Cancelled
        values = guaranteed(view, seat, kinds[played])
        return exact([float(values[t]) for t in kinds], played, name)
    bot = make_bot("hard", seat, seed)
    bot.deadline = math.inf  # the look-ahead is counted in futures here, never cut by the clock
    bot.solve_limit = max(MIN_SOLVE, round(FORESIGHT * effort))  # a lesser effort settles for bounds sooner
    sampling = SAMPLING.scaled(effort) if outlook.picks_left(view, seat) else Sampling(1, 1, 1, 1, 0.0)

    def one(asked: Sequence[int]) -> list[float]:
        if cancelled():
            raise Cancelled
        bot.effort = 0
        values = bot.look_ahead(view, [kinds[i] for i in asked], -1)  # below any effort: one future
        return [values[kinds[i]] - 0.01 * tile(kinds[i]).shape.connections for i in asked]  # less its tie-break

    return settle(one, len(kinds), played, SCALE, sampling, name)


def judge_finish(state: MicrochipState, seat: int, commands: Sequence[Command]) -> Judgement:
    """The points the board a seat finished with left on the table: its tiles' best arrangement against it."""
    after = state.clone()
    for command in commands:
        command.apply(after)
    finished = after.score(seat).points
    arrangement = best_of(after.board_letters[seat], tuple(after.owned(seat)))
    best = arrangement.score
    if best <= finished:
        return Judgement(float(finished), float(finished), 1, 0.0, "", True)
    layout = Rearrange(seat, tuple((t, cell, turn) for cell, (t, turn) in sorted(arrangement.placements.items())))
    return Judgement(float(best), float(finished), 1, 0.0, best_words(best), True,
                     finish_laid_out(state, commands, layout))


def best_words(best: int) -> str:
    return ChipWords.tr("the best arrangement of these tiles, %n point(s)", None, best)


def better_words(state: MicrochipState, seat: int, commands: Sequence[Command], best: float) -> str:
    """A stored better move's words made again from its commands: the tile kind of a draft, else the best
    arrangement (``state``: the position before the move)."""
    drafts = [command for command in commands if isinstance(command, Draft)]
    return tile(drafts[0].tile).a_kind() if drafts else best_words(round(best))


def finish_laid_out(state: MicrochipState, commands: Sequence[Command], layout: Rearrange) -> tuple[Command, ...]:
    """The step's Finish (or Concede) on the board laid out as ``layout``: the first way the rules allow of laying
    it out at once, finishing a board already laid out so, or laying it out after the step's own moves (a Finish
    taken back first); none if no way gets there."""
    final = next(command for command in commands if isinstance(command, (Finish, Concede)))
    rest = tuple(command for command in commands if command is not final)
    wanted = after_layout(state, layout)
    for move in ((layout, final), (final,), (*rest, layout, final)):
        trial = state.clone()
        try:
            for command in move:
                command.apply(trial)
        except IllegalMove:
            continue
        if trial.cells[layout.seat] == wanted:
            return move
    return ()


def after_layout(state: MicrochipState, layout: Rearrange) -> list[tuple[int, int] | None]:
    """The seat's board once ``layout`` is laid out (``state`` is left as it is)."""
    trial = state.clone()
    layout.execute(trial)
    return trial.cells[layout.seat]


def seat_best(state: MicrochipState, seat: int) -> SeatAnalysis:
    """A seat's proven best arrangement of its final tiles (the solver's optimum), against its score."""
    best = best_of(state.board_letters[seat], tuple(state.owned(seat)))
    return SeatAnalysis(seat, best.score, state.scores()[seat], dict(best.placements))


@lru_cache(maxsize=64)
def best_of(letter: str, tiles: tuple[int, ...]) -> Arrangement:
    """The solver's best arrangement, once for a seat's final tiles (its Finish and its best are the same)."""
    return best_arrangement(board(letter), tiles)


def best_fits(state: MicrochipState, best: SeatAnalysis) -> bool:
    """Whether a stored best arrangement is made of spaces, turns and tiles this seat really has."""
    return (all(0 <= cell < SIZE * SIZE and 0 <= turn < 4 for cell, (_tile, turn) in best.placements.items())
            and {tile for tile, _turn in best.placements.values()} <= set(state.owned(best.seat)))
