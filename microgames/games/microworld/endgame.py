"""The hard bot's endgame: an exact search of the last turns, over samples of the hidden tokens.

Near the end few placements remain, so each sample of what the view hides (the face-down tokens,
the opponent's hand, the leftovers) can be played out exactly: alpha-beta over every legal move,
gene tokens and mutation powers included, down to the final count. A position's value is the final
margin, with the tie-break (more unused gene tokens) below a point, so that winning is what counts and
a token kept for the tie-break is worth keeping. The move chosen wins in the most samples, then by the
best average margin (a loss by less keeps the most chances against a player who may still err).

The work is counted in positions searched, not seconds, so a seeded bot chooses the same on any
machine; a search that would pass its share of the work is abandoned and the caller falls back to its
tree search.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from microgames.engine.commands import Command
from microgames.engine.rng import Rng
from microgames.games.microworld.commands import Place, UseGene
from microgames.games.microworld.geometry import ADJACENT
from microgames.games.microworld.state import TOTAL_TURNS, MicroworldState

#: One point of margin in search units; the tie-break (unused tokens, at most 9 apart) fits below it.
POINT = 32
WIN = POINT * 1000
#: The margin counts up to this many points either way (a narrow window searches much faster).
CLIP = 4 * POINT
MARGIN_WEIGHT = 0.25  # of a win, what the clipped margin adds to a sample's outcome
SAMPLES = 24  # samples of the hidden tokens drawn; those alike are searched once
MIN_SAMPLES = 4  # fewer searched samples than this are no basis for a choice
CLOCK_CHECK = 256  # positions between looks at the clock


class _Spent(Rng):
    """A generator that nothing draws from (nothing is drawn after the setup), so copies may share it."""

    __slots__ = ()

    def clone(self) -> Rng:
        return self


_SPENT = _Spent(0)


class OutOfWork(Exception):
    """The search used its share of the work before it finished."""


def placements_left(state: MicroworldState) -> int:
    """Pawns still to be placed, this turn's included when it is not placed yet."""
    return TOTAL_TURNS - state.turn


def final_value(state: MicroworldState) -> int:
    """Seat 0's result in search units: the margin, then the unused-token tie-break."""
    scores = state.scores()
    return (scores[0] - scores[1]) * POINT + len(state.hand[0]) - len(state.hand[1])


class Search:
    """Alpha-beta to the end of the game on one fully known state; seat 0 maximizes."""

    def __init__(self, limit: int, deadline: float | None = None) -> None:
        self.limit = limit
        self.deadline = deadline  # a safety cap for a slow machine; the work limit decides everywhere else
        self.nodes = 0

    def value(self, state: MicroworldState, alpha: int, beta: int) -> int:
        if state.is_over():
            return final_value(state)
        self.nodes += 1
        if self.nodes > self.limit:
            raise OutOfWork
        if self.deadline is not None and not self.nodes % CLOCK_CHECK and time.perf_counter() > self.deadline:
            raise OutOfWork
        seat = state.awaiting()[0]
        moves = ordered(state, state.legal_commands(seat), seat)
        if seat == 0:
            best = -WIN
            for move in moves:
                after = state.clone()
                move.execute(after)
                found = self.value(after, alpha, beta)
                if found > best:
                    best = found
                    if found > alpha:
                        alpha = found
                        if alpha >= beta:
                            break
            return best
        best = WIN
        for move in moves:
            after = state.clone()
            move.execute(after)
            found = self.value(after, alpha, beta)
            if found < best:
                best = found
                if found < beta:
                    beta = found
                    if alpha >= beta:
                        break
        return best


def ordered(state: MicroworldState, moves: list[Command], seat: int) -> list[Command]:
    """Placements first, the likeliest best first (adjacency points, then the tissue majority they help);
    token uses and ending the turn after: good moves first make the most cut-offs."""
    if len(moves) < 2 or not isinstance(moves[0], Place):
        return moves
    board, count, other = state.setup.board, state.count[seat], state.count[1 - seat]
    members, tissue_of = board.members, board.tissue_of
    places: list[tuple[float, Command]] = []
    rest: list[Command] = []
    for move in moves:
        if isinstance(move, Place):
            cell = move.cell
            lead = sum(count[c] - other[c] for c in members[tissue_of[cell]])
            swing = len(members[tissue_of[cell]]) if -1 <= lead <= 0 else 0
            places.append((-sum(count[c] for c in ADJACENT[cell]) - swing, move))
        else:
            rest.append(move)
    places.sort(key=lambda p: p[0])
    return [m for _, m in places] + rest


def hidden_key(sample: MicroworldState, seat: int) -> tuple[object, ...]:
    """What a sample made of the hidden information: two samples with one key play the same."""
    other = 1 - seat
    return (tuple(sample.token_at), tuple(sorted(sample.hand[other])), tuple(sample.leftovers), sample.set_aside,
            tuple(sample.fresh), tuple(sample.locked), sample.offers[other])


def exact_choice(view: MicroworldState, seat: int, draw: Callable[[], MicroworldState], work: int,
                 deadline: float | None) -> tuple[Command | None, int]:
    """The move that wins in the most samples of the hidden tokens (then by the best clipped margin), and
    the work spent; no move when even the first samples cannot be searched to the end within ``work``."""
    # a token spent comes last, so that where nothing tells the moves apart (a margin past the clip) it is kept
    moves = sorted(view.legal_commands(seat), key=lambda m: isinstance(m, UseGene))
    search = Search(0, deadline)
    totals = [0.0] * len(moves)
    searched: dict[tuple[object, ...], list[float]] = {}
    done = 0
    for _ in range(SAMPLES):
        sample = draw()
        sample.rng = _SPENT
        key = hidden_key(sample, seat)
        outcome = searched.get(key)
        if outcome is None:
            share = work if done >= MIN_SAMPLES else work * (done + 1) // MIN_SAMPLES
            search.limit = share
            try:
                outcome = [_outcome(search, sample, move, seat) for move in moves]
            except OutOfWork:
                break
            searched[key] = outcome
        done += 1
        for index, value in enumerate(outcome):
            totals[index] += value
    if done < MIN_SAMPLES:
        return None, search.nodes
    best = max(range(len(moves)), key=lambda i: totals[i])
    return moves[best], search.nodes


def _outcome(search: Search, sample: MicroworldState, move: Command, seat: int) -> float:
    """A win, draw or loss for ``seat`` after ``move`` with perfect play, plus a little for the margin (clipped)."""
    after = sample.clone()
    move.execute(after)
    value = search.value(after, -CLIP - 1, CLIP + 1)
    value = max(-CLIP, min(CLIP, value if seat == 0 else -value))
    return (1.0 if value > 0 else 0.5 if value == 0 else 0.0) + MARGIN_WEIGHT * value / CLIP
