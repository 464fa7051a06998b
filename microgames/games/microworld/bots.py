"""Computer players. They see only their own view; hidden tokens are sampled consistently with it.

- easy: any legal move;
- medium: one-step greedy on points plus a tissue-majority estimate, keeping tokens unless they pay;
- hard: information-set Monte Carlo tree search (one tree over many determinizations) within the budget,
  its playouts played by a cheap greedy policy for a few turns and then judged by the evaluation; in the
  last turns an exact search to the end over samples of the hidden tokens (``endgame``), when it fits.
"""

from __future__ import annotations

import math
import random
import time

from microgames.engine.commands import Command
from microgames.games.microworld import scoring
from microgames.games.microworld.commands import AnswerSteal, ChooseMutation, EndTurn, Place
from microgames.games.microworld.endgame import exact_choice, placements_left
from microgames.games.microworld.genes import MUTATION_KEYS, TOKEN_COUNT
from microgames.games.microworld.geometry import ADJACENT
from microgames.games.microworld.options import PAWNS
from microgames.games.microworld.state import AFTER, BEFORE, HIDDEN, MUTATION, NONE, STEAL, MicroworldState

#: Order in which the greedy bots keep a mutation tile.
MUTATION_PREFERENCE = ("majority", "exchange", "bonus", "shift", "steal", "blocker")
TOKEN_VALUE = 1.5  # what an unused gene token is worth to the greedy evaluation
MUTATION_TOKEN_VALUE = 0.7
PLAYOUT_PLACEMENTS = 6  # hard: pawns a playout places before the evaluation judges the position
EVALUATION_SCALE = 6.0  # hard: evaluation points that move an unfinished playout's reward most of the way
KEPT_TOKEN = 0.005  # hard: reward for each token still in hand at the end, beside the tie-break it may win
ITERATIONS_PER_SECOND = 3000  # hard: search iterations counted as a second of thinking (about that, here)
MIN_ITERATIONS = 32  # the least search, however small the budget
CLOCK_SHARE = 0.85  # of the budget, the wall-clock safety cap on a decision
ENDGAME_PLACEMENTS = 5  # hard: placements left from which the exact search is tried
NODES_PER_ITERATION = 5  # hard: positions of the exact search that cost as much as a search iteration


def determinize(view: MicroworldState, seat: int, rng: random.Random) -> MicroworldState:
    """A full state consistent with ``seat``'s view: unknown tokens dealt at random to the hidden places."""
    state = view.clone()
    other = 1 - seat
    seen = set(t for t in view.hand[seat] if t >= 0) | set(view.used[0]) | set(view.used[1])
    seen |= {t for t in view.hand[other] if t >= 0}
    if view.pending:
        seen.add(view.pending[0])
    pool = [t for t in range(TOKEN_COUNT) if t not in seen]
    rng.shuffle(pool)
    deal = iter(pool)
    state.token_at = [next(deal) if t == HIDDEN else t for t in view.token_at]
    state.hand[other] = [next(deal) if t == HIDDEN else t for t in view.hand[other]]
    state.leftovers = [next(deal) for _ in view.leftovers]
    if view.set_aside == HIDDEN:
        state.set_aside = next(deal)
    hidden_hand = [t for t, v in zip(state.hand[other], view.hand[other]) if v == HIDDEN]
    if HIDDEN in view.fresh:
        state.fresh = hidden_hand[len(hidden_hand) - len(view.fresh):]
    if HIDDEN in view.locked:
        state.locked = hidden_hand[len(hidden_hand) - len(view.locked):]
    if any(not key for key in view.offers[other]):
        mine = set(view.offers[seat]) | {view.mutation[seat]}
        rest = [k for k in MUTATION_KEYS if k not in mine]
        rng.shuffle(rest)
        state.offers[other] = tuple(rest[: len(view.offers[other])])
    return state  # its generator is the view's blank one: nothing is drawn after setup


def evaluate(state: MicroworldState, seat: int) -> float:
    """Points so far, plus the tissues each side would win now, plus tokens in hand."""
    if state.is_over():
        scores = state.scores()
        return float(scores[seat] - scores[1 - seat])
    board = state.setup.board
    value = float(state.points[seat] - state.points[1 - seat])
    radiated = {board.tissue_of[state.pawn_cell[p]] for _, p in state.radiation}
    flipped = state.flipped
    for tissue, cells in enumerate(board.members):
        if tissue in radiated:
            continue
        lead = 0
        for cell in cells:
            for pawn in state.cells[cell]:
                if not flipped >> pawn & 1:
                    lead += 1 if pawn // PAWNS == seat else -1
        value += _tissue_value(state, tissue, lead)
    value += TOKEN_VALUE * (len(state.hand[seat]) - len(state.hand[1 - seat]))
    value += MUTATION_TOKEN_VALUE * (state.mutation_tokens[seat] - state.mutation_tokens[1 - seat])
    return value


def _tissue_value(state: MicroworldState, tissue: int, lead: int) -> float:
    """What a lead of ``lead`` pawns in ``tissue`` is worth: most of its points, more the surer the lead."""
    if not lead:
        return 0.0
    setup = state.setup
    cells = setup.board.members[tissue]
    kind = setup.board.kinds[cells[0]]
    if setup.rule_g and kind == "M":
        return 0.0
    size = len(cells) * (2 if setup.rule_h and kind == "U" else 1)
    return (0.8 if lead > 0 else -0.8) * size * min(1.0, 0.6 + 0.2 * abs(lead))


def _choose_mutation(view: MicroworldState, seat: int) -> Command:
    offered = [k for k in view.offers[seat] if k]
    best = min(offered, key=MUTATION_PREFERENCE.index)
    return ChooseMutation(seat, best)


class EasyBot:
    """Plays any legal move."""

    level = "easy"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat, self.random = seat, random.Random(seed)

    def choose(self, view: MicroworldState, budget: float) -> Command:
        return self.random.choice(view.legal_commands(self.seat))


class MediumBot:
    """Greedy on the evaluation after each candidate move."""

    level = "medium"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat, self.random = seat, random.Random(seed)

    def choose(self, view: MicroworldState, budget: float) -> Command:
        if view.phase == MUTATION:
            return _choose_mutation(view, self.seat)
        state = determinize(view, self.seat, self.random)
        return greedy_move(state, self.seat, self.random)


def greedy_move(state: MicroworldState, seat: int, rng: random.Random) -> Command:
    """The move with the best evaluation; a before-placing token is judged by the placement it allows."""
    moves = state.legal_commands(seat)
    if len(moves) == 1:
        return moves[0]
    best, best_value = moves[0], -math.inf
    for move in moves:
        value = _value_after(state, move, seat, 1) + rng.random() * 1e-3
        if value > best_value:
            best, best_value = move, value
    return best


def _value_after(state: MicroworldState, move: Command, seat: int, depth: int) -> float:
    after = state.clone()
    move.apply(after)
    if depth and after.phase == BEFORE and after.awaiting() == (seat,):
        return max(_value_after(after, m, seat, depth - 1) for m in after.legal_commands(seat))
    return evaluate(after, seat)


def playout_move(state: MicroworldState, seat: int, rng: random.Random) -> Command:
    """The hard bot's cheap playout policy: place for adjacency points and tissue majorities, keep every token.

    Tokens are never spent here, so a kept token keeps its worth (and wins the tie-break) unless the
    search itself finds a use that gains more; a Steal answer lets the token work.
    """
    phase = state.phase
    if phase == STEAL:
        return AnswerSteal(seat, False)
    if phase == AFTER:
        return EndTurn(seat)
    if phase == MUTATION:
        return _choose_mutation(state, seat)
    board, count, other = state.setup.board, state.count[seat], state.count[1 - seat]
    mask, best, best_value = state.placement_mask(), NONE, -math.inf
    while mask:
        low = mask & -mask
        cell = low.bit_length() - 1
        mask ^= low
        tissue = board.tissue_of[cell]
        lead = sum(count[c] - other[c] for c in board.members[tissue])
        value = sum(count[near] for near in ADJACENT[cell]) + rng.random() * 0.3
        value += _tissue_value(state, tissue, lead + 1) - _tissue_value(state, tissue, lead)
        if state.token_at[cell] != NONE:
            value += 0.5
        if value > best_value:
            best, best_value = cell, value
    return Place(seat, best)


def _judged(state: MicroworldState) -> tuple[float, float]:
    """The rewards of an unfinished playout, from the evaluation, a little short of a sure result."""
    lean = 0.425 * math.tanh(evaluate(state, 0) / EVALUATION_SCALE)
    return 0.5 + lean, 0.5 - lean


class _Node:
    __slots__ = ("children", "visits", "wins", "available")

    def __init__(self) -> None:
        self.children: dict[Command, _Node] = {}
        self.visits = 0
        self.wins = 0.0
        self.available = 0


class HardBot:
    """Single-observer information-set MCTS: each iteration samples the hidden tokens anew.

    The budget sets a number of iterations, so a seeded bot chooses the same on any
    machine; the clock only cuts a search that runs far slower than expected.
    """

    level = "hard"
    exploration = 0.7

    def __init__(self, seat: int, seed: int, iterations: int | None = None) -> None:
        self.seat, self.random = seat, random.Random(seed)
        self.iterations = iterations  # a fixed count instead of one set by the budget (tests), never cut by the clock

    def choose(self, view: MicroworldState, budget: float) -> Command:
        if view.phase == MUTATION:
            return _choose_mutation(view, self.seat)
        moves = view.legal_commands(self.seat)
        if len(moves) == 1:
            return moves[0]
        deadline = time.perf_counter() + max(0.05, budget * CLOCK_SHARE)
        wanted = self.iterations or max(MIN_ITERATIONS, int(budget * ITERATIONS_PER_SECOND))
        if placements_left(view) <= ENDGAME_PLACEMENTS:
            choice, spent = exact_choice(view, self.seat, lambda: determinize(view, self.seat, self.random),
                                         wanted * NODES_PER_ITERATION, None if self.iterations else deadline)
            if choice is not None:
                return choice
            wanted = max(MIN_ITERATIONS, wanted - spent // NODES_PER_ITERATION)  # the tree search has the rest
        root = _Node()
        done = 0
        while done < wanted:
            self._iterate(root, determinize(view, self.seat, self.random))
            done += 1
            if self.iterations is None and done % 8 == 0 and time.perf_counter() > deadline:
                break  # a safety cap for a slow machine: the count decides everywhere else
        legal = set(moves)
        ranked = [(node.visits, node.wins, move) for move, node in root.children.items() if move in legal]
        return max(ranked, key=lambda r: (r[0], r[1]))[2] if ranked else moves[0]

    def _iterate(self, root: _Node, state: MicroworldState) -> None:
        rng = self.random
        path: list[tuple[_Node, int]] = []
        node = root
        while not state.is_over():
            seat = state.awaiting()[0]
            moves = state.legal_commands(seat)
            untried = [m for m in moves if m not in node.children]
            if untried:
                move = rng.choice(untried)
                child = node.children[move] = _Node()
                for m in moves:
                    if m in node.children:
                        node.children[m].available += 1
                move.apply(state)
                path.append((child, seat))
                break
            best, best_score = None, -math.inf
            for m in moves:
                c = node.children[m]
                c.available += 1
                score = c.wins / c.visits + self.exploration * math.sqrt(math.log(c.available) / c.visits)
                if score > best_score:
                    best, best_score = m, score
            assert best is not None
            node = node.children[best]
            best.apply(state)
            path.append((node, seat))
        horizon = state.turn + PLAYOUT_PLACEMENTS
        while not state.is_over() and state.turn < horizon:
            seat = state.awaiting()[0]
            playout_move(state, seat, rng).execute(state)
        rewards = _rewards(state) if state.is_over() else _judged(state)
        for visited, seat in path:
            visited.visits += 1
            visited.wins += rewards[seat]


def _rewards(state: MicroworldState) -> tuple[float, float]:
    """Mostly win/loss, with a little for the margin so that the search prefers safer wins, and a
    trace for tokens kept, so that a token spent for nothing is never preferred to keeping it."""
    scores = state.scores()
    win = scoring.winner(state)
    base = (0.5, 0.5) if win < 0 else ((1.0, 0.0) if win == 0 else (0.0, 1.0))
    margin = math.tanh((scores[0] - scores[1]) / 12.0) * 0.15 + KEPT_TOKEN * (len(state.hand[0]) - len(state.hand[1]))
    return base[0] * 0.85 + 0.075 + margin, base[1] * 0.85 + 0.075 - margin


def make_bot(level: str, seat: int, seed: int) -> EasyBot | MediumBot | HardBot:
    if level == "easy":
        return EasyBot(seat, seed)
    if level == "medium":
        return MediumBot(seat, seed)
    if level == "hard":
        return HardBot(seat, seed)
    raise ValueError(f"unknown Microworld bot level {level!r}")
