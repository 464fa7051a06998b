"""Microchip bots: easy, medium and hard.

A bot is asked to act when its seat is in ``state.awaiting()``: on its draft
turn, and in the building phase until it has finished or conceded. It answers
one command at a time: first one ``Rearrange`` that lays its board out as it
aims to (a single step to watch, log and undo, however many tiles move), then
its draft (or, after the draft, Finish, or Concede when another seat has posted
more and it cannot improve).

- **easy** drafts at random among the tiles its board has room for that bring its
  wires towards a count its ends can close (``rough_fits``) and, once the draft is
  over, lays its tiles out by eye (``sketch``): sensible, far from the best.
- **medium** drafts the tile that gives the best final score in the one rest of the
  draft the model expects (``plan``, see ``outlook``): the tiles in hand alone would
  make it hoard wires it can never close. It always keeps its board at the best
  arrangement of its tiles (the solver's).
- **hard** looks ahead: for each kind in the column it imagines the rest of the
  draft several times (every seat picking, with some noise, the tiles its board
  has room for; see ``outlook``), solves the inventory it would end with, and
  takes the kind with the best average. A tile only matters with the partners it
  will meet later, which the greedy count of the tiles in hand cannot see.
  The imagined futures are the same for every candidate (common random numbers),
  so the comparison is fair from the first sample.

Every decision respects the time budget, counted in search states so that games
replay the same everywhere (the clock is only a safety cap): a draft solves no
new candidate once the budget is spent, and every solve is anytime. A solve that
would pass its share of the budget (in states) settles for the arrangement by eye,
and the bot then keeps its board as it is unless that arrangement scores more.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence

from microgames.engine.commands import Command
from microgames.engine.rng import Rng
from microgames.games.microchip import outlook
from microgames.games.microchip.boards import Board
from microgames.games.microchip.commands import Concede, Draft, Finish, Rearrange
from microgames.games.microchip.sketch import sketch
from microgames.games.microchip.solver import Arrangement, best_arrangement, estimate
from microgames.games.microchip.scoring import score
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.tiles import EMPTY, tile

LEVELS = ("easy", "medium", "hard")
CACHE_SIZE = 20_000  # solved inventories kept (a game needs a few hundred)
_SOLVED: dict[tuple, Arrangement] = {}
_FORESEEN: dict[tuple, tuple[int, bool, int]] = {}  # imagined final inventories, estimated
FORESIGHT = 5_000  # search states an imagined inventory may take before its bound stands in
STATES_PER_SECOND = 40_000  # roughly what the solver explores per second here
SURE_SHARE = 0.25  # medium: the weight of what a pick adds now beside its imagined final score
MAX_ROUNDS = 8  # hard: imagined rests of the draft per decision, at most
SOLVE_LIMIT = 32_000  # search states one arrangement may take before the one by eye stands in
SOLVE_SHARE = 0.3  # of a draft decision's budget in states, what one arrangement may take
FINAL_SHARE = 0.8  # the same once the draft is over: one solve is the whole decision
MIN_SOLVE = 300  # the least search one arrangement gets, however small the budget
CLOCK_SHARE = 0.85  # of the budget, the wall-clock safety cap on a draft's search


class MicrochipBot:
    """One bot for one seat; it remembers nothing between decisions but the shared solver cache
    (and easy its last sketch, which depends only on its tiles)."""

    def __init__(self, level: str, seat: int, seed: int) -> None:
        if level not in LEVELS:
            raise ValueError(f"There is no {level!r} Microchip bot; the levels are {', '.join(LEVELS)}.")
        self.level, self.seat = level, seat
        self.rng = Rng(seed)
        self.effort = 0  # search states solved for the current decision
        self.deadline = 0.0  # the clock's safety cap on the current draft
        self.solve_limit = SOLVE_LIMIT  # search states one arrangement may take, set by the budget
        self.sketched: tuple[tuple, dict[int, tuple[int, int]]] = ((), {})

    # --- the Bot protocol ----------------------------------------------------------------------
    def choose(self, view: MicrochipState, budget: float) -> Command:
        seat = self.seat
        if view.phase == "drafting" and view.turn != seat or view.locked(seat):
            raise ValueError("the bot was asked to move when it has nothing to do")
        share = SOLVE_SHARE if view.phase == "drafting" else FINAL_SHARE
        self.solve_limit = int(min(SOLVE_LIMIT, max(MIN_SOLVE, budget * STATES_PER_SECOND * share)))
        layout = self.arrange(view)
        if layout is not None:
            return layout
        if view.phase == "drafting":
            return Draft(seat, self.draft(view, budget))
        return Concede(seat) if view.can_concede(seat) else Finish(seat)

    # --- arranging -----------------------------------------------------------------------------
    def solved(self, board: Board, tiles: Sequence[int]) -> Arrangement:
        """The best arrangement, shared between bots: it depends only on the board and the kinds."""
        key = (board.letter, tuple(sorted(tile(t).kind for t in tiles)), self.solve_limit)
        found = _SOLVED.get(key)
        if found is None:
            if len(_SOLVED) >= CACHE_SIZE:
                del _SOLVED[next(iter(_SOLVED))]
            found = _SOLVED[key] = best_arrangement(board, tiles, self.solve_limit)
        return found

    def weigh(self, board: Board, tiles: Sequence[int]) -> int:
        """The best score of a candidate inventory, counting its search effort (cached or not, so
        that a decision never depends on what was solved before)."""
        found = self.solved(board, tiles)
        self.effort += found.work
        return found.score

    def foresee(self, board: Board, tiles: Sequence[int]) -> int:
        """The best score of an imagined final inventory, or an upper bound on it when proving
        it would take more than ``FORESIGHT`` search states (effort counted as for ``weigh``)."""
        key = (board.letter, tuple(sorted(tile(t).kind for t in tiles)), min(FORESIGHT, self.solve_limit))
        found = _FORESEEN.get(key)
        if found is None:
            if len(_FORESEEN) >= CACHE_SIZE:
                del _FORESEEN[next(iter(_FORESEEN))]
            found = _FORESEEN[key] = estimate(board, tiles, key[2])
        self.effort += found[2]
        return found[0]

    def arrange(self, view: MicrochipState) -> Rearrange | None:
        """The one command that lays the board out as this bot aims to, or None when it already is."""
        board, owned = view.board(self.seat), view.owned(self.seat)
        if self.level != "easy":
            found = self.solved(board, owned)
            if not found.proven and found.score <= score(view.cells[self.seat], len(view.trays[self.seat])).points:
                return None  # the search did not finish and the board is as good as the guess
            return rearrangement(view, self.seat, found.placements)
        if view.phase == "drafting":
            return None  # easy arranges only once the draft is over
        key = (board.letter, tuple(sorted(owned)))
        if self.sketched[0] != key:
            self.sketched = (key, sketch(board, owned))
        return rearrangement(view, self.seat, self.sketched[1])

    # --- drafting ------------------------------------------------------------------------------
    def draft(self, view: MicrochipState, budget: float) -> int:
        """The tile to take from the active column.

        Candidates are tried most wires first (medium: likeliest closers first); once the
        effort for ``budget`` seconds is spent no new candidate is solved (at least one always
        is). Effort is counted in search states, not clock time, so that a seeded game plays
        the same on any machine.
        """
        column = view.active_column()
        assert column is not None
        offered = view.column(column)
        if self.level == "easy":
            return self.rng.choice(rough_fits(view, self.seat, offered))
        self.effort = 0
        self.deadline = time.perf_counter() + budget * CLOCK_SHARE
        limit = budget * STATES_PER_SECOND
        kinds = sorted({tile(t).kind: t for t in reversed(offered)}.values(), key=lambda t: -tile(t).shape.connections)
        if len(kinds) == 1:
            return kinds[0]
        if self.level == "hard":
            values = self.look_ahead(view, kinds, limit)
        else:
            values = self.plan(view, closers_first(view, self.seat, kinds), limit)
        top = max(values.values())
        return self.rng.choice([t for t in kinds if t in values and values[t] >= top - 1e-9])

    def plan(self, view: MicrochipState, kinds: list[int], limit: float) -> dict[int, float]:
        """The best final score after each candidate in the one rest of the draft the model
        expects (every seat taking what its board has most room for, without noise).

        The tiles in hand alone would value a terminal at nothing until its partners come,
        so a bot counting them drafts wires it can never close; the rest of the draft
        shows what the candidate will meet, so ends are taken while there are open wires
        to close and corners and terminals are still there to take. What the candidate
        adds to the tiles in hand counts a little beside it (``SURE_SHARE``): the imagined
        rest is only a guess, and of two picks it values alike the one that pays now is surer.

        Candidates come likeliest closers first (``closers_first``), so a decision the budget
        or the clock cuts short has weighed the tiles its wires most need.
        """
        board, owned = view.board(self.seat), view.owned(self.seat)
        steady = {t: 0.0 for row in view.pool for t in row if t != EMPTY}
        now = self.solved(board, owned).score
        values: dict[int, float] = {}
        for tile_id in kinds:
            if values and (self.effort > limit or time.perf_counter() > self.deadline):
                break
            rest = outlook.haul(view, self.seat, tile_id, steady)
            later = self.foresee(board, [*owned, tile_id, *rest])
            sure = self.weigh(board, [*owned, tile_id]) - now
            values[tile_id] = later + SURE_SHARE * sure + 0.01 * tile(tile_id).shape.connections
        return values

    def look_ahead(self, view: MicrochipState, kinds: list[int], limit: float) -> dict[int, float]:
        """The mean best final score after each candidate, over imagined rests of the draft.

        Samples are added round by round (every candidate in each) until the effort is spent;
        a pick with nothing after it needs a single round. A round the clock's safety cap
        cuts short is dropped, so every candidate keeps the same futures.
        """
        board, owned = view.board(self.seat), view.owned(self.seat)
        totals = dict.fromkeys(kinds, 0.0)
        rounds = 0
        while rounds < MAX_ROUNDS and (rounds == 0 or self.effort <= limit and time.perf_counter() < self.deadline):
            noise = outlook.noise(view, self.rng)
            found: dict[int, int] = {}
            for tile_id in kinds:
                if rounds and time.perf_counter() > self.deadline:
                    break
                found[tile_id] = self.foresee(board, [*owned, tile_id, *outlook.haul(view, self.seat, tile_id, noise)])
            if len(found) < len(kinds):
                break
            for tile_id, value in found.items():
                totals[tile_id] += value
            rounds += 1
            if not outlook.picks_left(view, self.seat):
                break
        return {t: total / rounds + 0.01 * tile(t).shape.connections for t, total in totals.items()}


def rough_fits(view: MicrochipState, seat: int, offered: list[int]) -> list[int]:
    """The offered tiles a player drafting by eye would pick among: of a colour the board
    still has room for and, of those, the ones that bring the wires in hand towards a
    closable count (or all of them when none does).

    A tree of tiles has two more ends than its junctions have branches beyond two, so
    ``sum(wires - 2) + 2`` over the tiles in hand is how many more wires they have than
    ends to close them: above zero the hand wants terminals (or corners), below zero it
    wants junctions. Loose on purpose: the easy bot takes any of these at random.
    """
    free = Counter(view.board(seat).colours)
    free.subtract(tile(t).colour.key for t in view.owned(seat))
    roomy = [t for t in offered if free[tile(t).colour.key] > 0] or offered
    excess = sum(tile(t).shape.connections - 2 for t in view.owned(seat)) + 2
    closer = [t for t in roomy if abs(excess + tile(t).shape.connections - 2) <= abs(excess)]
    return closer or roomy


def closers_first(view: MicrochipState, seat: int, kinds: list[int]) -> list[int]:
    """``kinds`` (one tile each, most wires first) in the order a cut decision should weigh them:
    tiles with a free cell of their colour first, then those that bring the wires in hand
    nearest a closable count (see ``rough_fits``: terminals and corners while wires are open,
    junctions once the hand has ends to spare), most wires first among equals."""
    free = Counter(view.board(seat).colours)
    free.subtract(tile(t).colour.key for t in view.owned(seat))
    excess = sum(tile(t).shape.connections - 2 for t in view.owned(seat)) + 2
    return sorted(kinds, key=lambda t: (free[tile(t).colour.key] <= 0, abs(excess + tile(t).shape.connections - 2)))


def rearrangement(view: MicrochipState, seat: int, placements: dict[int, tuple[int, int]]) -> Rearrange | None:
    """``placements`` (matched by kind: copies are interchangeable) as one ``Rearrange`` of the
    seat's own tiles, or None when the board already shows them.

    A tile already on a wanted cell of its kind stays, so the fewest tiles move on the table;
    the others come from the board first (cell order), then from the tray.
    """
    cells = view.cells[seat]
    want = {cell: (tile(t).kind, rotation) for cell, (t, rotation) in placements.items()}
    kept = {cell for cell, (kind, _) in want.items() if cells[cell] is not None and tile(cells[cell][0]).kind == kind}
    spare: dict[tuple[str, str], list[int]] = {}
    for cell, placed in enumerate(cells):
        if placed is not None and cell not in kept:
            spare.setdefault(tile(placed[0]).kind, []).append(placed[0])
    for tile_id in view.trays[seat]:
        spare.setdefault(tile(tile_id).kind, []).append(tile_id)
    laid = []
    for cell, (kind, rotation) in sorted(want.items()):
        tile_id = cells[cell][0] if cell in kept else spare[kind].pop(0)  # type: ignore[index]
        laid.append((tile_id, cell, rotation % tile(tile_id).shape.rotations))
    now = tuple((p[0], cell, p[1]) for cell, p in enumerate(cells) if p is not None)
    return None if tuple(laid) == now else Rearrange(seat, tuple(laid))


def make_bot(level: str, seat: int, seed: int) -> MicrochipBot:
    return MicrochipBot(level, seat, seed)
