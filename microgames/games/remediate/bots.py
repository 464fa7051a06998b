"""Remediate bots: easy (a beginner's simple moves), medium (heuristic) and hard (playouts on samples).

Every bot sees only its view. The hard bot fills the hidden parts of the view
(other hands, the pool order, the face-down environments) with samples that fit
what it knows, plays each non-dominated candidate to the end of the game with the
medium policy for every seat, and keeps the candidate with the best final win
share (see ``HardBot``).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from microgames.engine.commands import Command
from microgames.engine.rng import Rng
from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.commands import (
    ChooseResistance, ChooseTarget, Clone, Discard, Draw, Mimic, Pass, Recycle, Redraw, Remediate, RemoveGene,
    SkipClone, legal_commands,
)
from microgames.games.remediate.state import RemediateState

STEPS_PER_SECOND = 30_000  # playout steps the hard bot counts as a second of thinking (about that, here)
MIN_STEPS = 400  # even the tiniest budget tries each candidate on a couple of samples
CLOCK_SHARE = 0.85  # of the budget, the wall-clock safety cap on a decision
NOISE = 0.03  # how often a playout seat plays a random sensible move instead of the heuristic
CONFIDENCE = 1.0  # standard errors by which a move must beat the heuristic's choice to replace it
MARGIN_WEIGHT = 0.02  # a playout's final margin (points, at most 20 either way) beside its win share
SHORTLIST = 3  # hard: candidates kept where the heuristic ranks the choices (cloning, discarding, ...)


# --- the medium heuristic ------------------------------------------------------------------------
# kinds whose presence can change a remediation amount: any other gene coming or going leaves it as it is
_AMOUNT_KINDS = frozenset(
    kind for kind, effect in enumerate(C.KIND_EFFECT)
    if effect in ("remediate", "boost", "sensitivity") or C.KIND_RESISTS[kind]
)


def _amount_with(state: RemediateState, seat: int, add: int, remove: int, now: int | None = None) -> int:
    """The remediation amount if ``add`` were cloned and ``remove`` discarded (-1: none);
    ``now``, when known, is the amount today, returned at once when neither card can change it
    (most genes: the heuristic asks this for every card of every hand, so playouts live on it)."""
    if (add < 0 or E.kind_of(state, add) not in _AMOUNT_KINDS) \
            and (remove < 0 or E.kind_of(state, remove) not in _AMOUNT_KINDS):
        return E.remediation_amount(state, seat) if now is None else now
    saved = state.cloned[seat]
    trial = [c for c in saved if c != remove]
    if add >= 0:
        trial.append(add)
    state.cloned[seat] = trial
    try:
        return E.remediation_amount(state, seat)
    finally:
        state.cloned[seat] = saved


def _leader(state: RemediateState, seat: int, among: list[int]) -> int:
    """The strongest opponent in ``among``: score first, then plastic at risk."""
    scores = state.scores()
    return max(among, key=lambda s: (scores[s] + state.stash[s], -s))


def _attack_value(state: RemediateState, seat: int, kind: int) -> float:
    """What performing an attack of ``kind`` now is worth to ``seat`` (negative when it would be wasted)."""
    effect = C.KIND_EFFECT[kind]
    others = [s for s in range(state.seats) if s != seat]
    if effect == "steal":
        most = max(state.stash[s] for s in others)
        open_targets = [s for s in others if state.stash[s] == most and E.blocker(state, s, kind) < 0]
        return 1.6 * min(C.KIND_AMOUNT[kind], most) if most and open_targets else -0.5
    open_targets = [s for s in others if E.blocker(state, s, kind) < 0]
    if not open_targets:
        return -0.5
    target = _leader(state, seat, open_targets)
    if effect == "return_plastic":
        return 1.0 * min(C.KIND_AMOUNT[kind], state.stash[target])
    if effect == "sensitivity":
        return 1.5 * (E.remediation_amount(state, target) - 1)
    return 1.0 + max((_gene_harm(state, target, c) for c in state.cloned[target]), default=-1.0)


def _gene_harm(state: RemediateState, seat: int, card: int) -> float:
    """How much losing a cloned ``card`` hurts ``seat`` (what Toxin Secretion aims for)."""
    kind = E.kind_of(state, card)
    if C.KIND_EFFECT[kind] == "sensitivity":
        return -2.0  # never free an opponent of their sensitivity
    if kind in _AMOUNT_KINDS:
        now = E.remediation_amount(state, seat)
        loss = now - _amount_with(state, seat, -1, card, now)
        if loss:
            return 2.0 * loss
    gene_type = C.KIND_TYPE[kind]
    return {C.DEFENCE: 1.2, C.RESISTANCE: 0.4, C.SUPPORT: 0.6}.get(gene_type, 0.3)


def clone_value(state: RemediateState, seat: int, card: int, replace: int = -1, before: int | None = None) -> float:
    """What cloning ``card`` (replacing ``replace`` or the slot's occupant) is worth to ``seat``;
    ``before``, when known, is ``seat``'s remediation amount now (playouts ask for it often)."""
    kind = C.CARD_KIND[card]
    gene_type, effect = C.KIND_TYPE[kind], C.KIND_EFFECT[kind]
    if gene_type == C.ATTACK:
        return _attack_value(state, seat, kind)
    occupants = E.slot_cards(state, seat, gene_type)
    if replace < 0 and len(occupants) >= E.slot_size(state, seat, gene_type):
        replace = occupants[0]
    if before is None:
        before = E.remediation_amount(state, seat)
    gain = _amount_with(state, seat, card, replace, before) - before
    value = 3.0 * gain
    if C.KIND_DISCARD_ON_CHANGE[kind]:
        value *= 0.7
    if effect == "extra_draw":
        value += 0.8
    elif effect == "hand_limit":
        value += 0.4
    elif effect == "extra_clone":
        value += 0.9 if len(state.hands[seat]) > 1 else 0.1
    elif effect == "mimic":
        value += max((_mimic_value(state, seat, c, card) for c in E.mimic_candidates(state, card)), default=0.0)
    elif gene_type == C.DEFENCE:
        value += 0.1 if occupants else 1.0 + state.stash[seat] / 8
    elif gene_type == C.RESISTANCE and not occupants:
        value += 0.5
    if replace >= 0 and gain <= 0 and effect not in ("remediate", "boost"):
        value -= 0.3 + max(0.0, _gene_harm(state, seat, replace))
    return value


def _mimic_value(state: RemediateState, seat: int, card: int, qs: int) -> float:
    """What Quorum Sensing ``qs`` (in the hand or just cloned) is worth to ``seat`` if it mimics ``card``."""
    kind = E.kind_of(state, card)
    if C.KIND_TYPE[kind] == C.ATTACK:
        return _attack_value(state, seat, kind)
    bonus = 0.5 if C.KIND_TYPE[kind] in (C.DEFENCE, C.RESISTANCE) else 0.0
    if kind not in _AMOUNT_KINDS:
        return bonus  # mimicking it leaves the amount as it is without the Quorum Sensing
    cloned = qs in state.cloned[seat]
    before = _amount_with(state, seat, -1, qs) if cloned else E.remediation_amount(state, seat)
    saved = state.mimic.get(qs)
    state.mimic[qs] = kind
    try:
        after = E.remediation_amount(state, seat) if cloned else _amount_with(state, seat, qs, -1)
    finally:
        if saved is None:
            del state.mimic[qs]
        else:
            state.mimic[qs] = saved
    return 3.0 * (after - before) + bonus


def _recycle_value(state: RemediateState, seat: int, pile: int) -> float:
    cost = E.recycle_cost(state, seat, pile)
    return C.RECYCLE_POINTS[pile] - cost + 0.35 * cost


def medium_choice(state: RemediateState, seat: int) -> Command:
    """The heuristic move: protect the stash, recycle well, attack the leader."""
    phase = state.phase
    if phase == "draw":
        hand = state.hands[seat]
        hopeless = (len(hand) >= 3 and E.remediation_amount(state, seat) == 0
                    and not any(C.CARD_TYPE[c] == C.REMEDIATION for c in hand))
        return Redraw(seat) if hopeless else Draw(seat)
    if phase == "clone":
        best: Command = SkipClone(seat)
        best_value = 0.1
        now = E.remediation_amount(state, seat)
        for move in legal_commands(state, seat):
            if isinstance(move, Clone):
                value = clone_value(state, seat, move.card, move.replace, now)
                if value > best_value:
                    best, best_value = move, value
        return best
    if phase == "target":
        kind = E.kind_of(state, state.pending)
        open_targets = [s for s in state.choices if E.blocker(state, s, kind) < 0] or state.choices
        return ChooseTarget(seat, _leader(state, seat, open_targets))
    if phase == "toxin":
        target = state.target
        return RemoveGene(seat, max(state.cloned[target], key=lambda c: (_gene_harm(state, target, c), c)))
    if phase == "mimic":
        qs = state.pending
        return Mimic(seat, max(E.mimic_candidates(state, qs), key=lambda c: (_mimic_value(state, seat, c, qs), c)))
    if phase == "act":
        return _act_choice(state, seat)
    hand = state.hands[seat]
    now = E.remediation_amount(state, seat)
    return Discard(seat, min(hand, key=lambda c: (clone_value(state, seat, c, before=now), c)))


def _act_choice(state: RemediateState, seat: int) -> Command:
    hazard = E.current_hazard(state)
    if C.MICROBE_PICKS_RESISTANCE[state.microbes[seat]] and state.resistance_pick[seat] < 0 \
            and not E.resists(state, seat, hazard):
        return ChooseResistance(seat, hazard)
    amount = E.remediation_amount(state, seat) if state.env >= 0 else 0
    best: Command = Remediate(seat, amount) if amount else Pass(seat)
    best_value = float(amount)
    for pile in range(len(C.RECYCLE_NAME)):
        if state.piles[pile] and state.stash[seat] >= E.recycle_cost(state, seat, pile):
            value = _recycle_value(state, seat, pile)
            if value > best_value:
                best, best_value = Recycle(seat, pile), value
    return best


# --- determinization -----------------------------------------------------------------------------
def determinize(view: RemediateState, seat: int, rng: Rng) -> RemediateState:
    """A full state that fits ``seat``'s view: hidden genes and environments dealt at random."""
    state = view.clone()
    known = set(state.hands[seat])
    known.update(state.discard)
    for cloned in state.cloned:
        known.update(cloned)
    if state.pending >= 0:
        known.add(state.pending)
    unknown = [c for c in range(C.GENE_COUNT) if c not in known]
    rng.shuffle(unknown)
    for other, hand in enumerate(state.hands):
        if other != seat:
            state.hands[other] = [unknown.pop() for _ in hand]
    state.pool = unknown
    seen = set(state.past_envs) | {state.env}
    envs = [e for e in C.OTHER_ENVS if e not in seen]
    state.envs = rng.sample(envs, len(state.envs))
    state.rng = Rng(rng.randint(0, 2**62))
    state.events, state.automatic = [], []
    return state


def playout(state: RemediateState, seat: int, rng: Rng) -> tuple[float, int]:
    """Play every seat to the end of the game with the (slightly randomised) medium policy:
    (``seat``'s final win share, steps).

    The share is 1 for a win, 1/n for a win shared by n, 0 for a loss; a little of the
    final margin is added, which tells apart moves that win or lose equally often and
    steadies the estimate.
    """
    steps = 0
    while state.phase != "over":
        player = state.turn
        if rng.random() < NOISE:
            move = rng.choice(legal_commands(state, player))
        else:
            move = medium_choice(state, player)
        move.execute(state)
        steps += 1
    return final_share(state, seat), steps


def final_share(state: RemediateState, seat: int) -> float:
    """``seat``'s share of the win in a finished game (ties shared), plus ``MARGIN_WEIGHT`` a point of margin."""
    scores = state.scores()
    margin = scores[seat] - max(v for s, v in enumerate(scores) if s != seat)
    share = 1.0 / len(state.winners) if seat in state.winners else 0.0
    return share + MARGIN_WEIGHT * max(-20, min(20, margin))


def candidates(view: RemediateState, seat: int) -> list[Command]:
    """The moves worth weighing: the legal ones without dominated moves.

    Remediating less than the most is dominated (the plastic is the seat's own) unless
    it stops exactly at the environment's boundary: taking only what is left cleans
    the environment without starting on the next one.
    """
    moves = legal_commands(view, seat)
    if view.phase == "act" and view.env >= 0:
        most = E.remediation_amount(view, seat)
        if 0 < view.env_plastic < most:
            moves.append(Remediate(seat, view.env_plastic))
    return moves


def shortlist(view: RemediateState, seat: int, size: int = SHORTLIST) -> list[Command]:
    """The candidates the hard bot samples: in the phases the heuristic ranks well (cloning,
    discarding, choosing a gene to remove or to mimic) only its ``size`` best, with skipping
    the clone always kept, so that the samples go where the choice is open."""
    moves = candidates(view, seat)
    if len(moves) <= size or view.phase not in ("clone", "discard", "toxin", "mimic"):
        return moves
    kept = sorted(moves, key=lambda move: _rank(view, seat, move), reverse=True)[:size]
    skip = SkipClone(seat)
    if view.phase == "clone" and skip not in kept:
        kept.append(skip)
    return kept


def _rank(view: RemediateState, seat: int, move: Command) -> float:
    """The heuristic's worth of a move in the phases it ranks (higher is better)."""
    if isinstance(move, Clone):
        return clone_value(view, seat, move.card, move.replace)
    if isinstance(move, Discard):
        return -clone_value(view, seat, move.card)
    if isinstance(move, RemoveGene):
        return _gene_harm(view, view.target, move.card)
    if isinstance(move, Mimic):
        return _mimic_value(view, seat, move.card, view.pending)
    return 0.1  # skipping the clone, which the heuristic prefers to any gene worth less


# --- the bots ------------------------------------------------------------------------------------
class EasyBot:
    """A beginner's simple moves, easy to follow and to beat: always draws, clones a gene from
    its hand at random, remediates all it can or else recycles the cheapest card it can pay
    for, aims at anyone and discards at random. It never looks ahead or at the scores."""

    def __init__(self, level: str, seat: int, seed: int) -> None:
        self.level, self.seat, self.rng = level, seat, Rng(seed)

    def choose(self, view: RemediateState, budget: float) -> Command:
        seat, moves = self.seat, legal_commands(view, self.seat)
        if view.phase == "draw":
            return Draw(seat)
        if view.phase == "clone":
            clones = [m for m in moves if isinstance(m, Clone)]
            return self.rng.choice(clones) if clones else SkipClone(seat)
        if view.phase == "act":
            remediate = [m for m in moves if isinstance(m, Remediate)]
            recycle = sorted((m for m in moves if isinstance(m, Recycle)),
                             key=lambda m: (E.recycle_cost(view, seat, m.pile), m.pile))
            pick = [m for m in moves if isinstance(m, ChooseResistance)]
            return (pick or remediate or recycle[:1] or [Pass(seat)])[0]
        return self.rng.choice(moves)


class MediumBot:
    """The heuristic: the best-looking gene, the leader as target, recycling when it pays."""

    def __init__(self, level: str, seat: int, seed: int) -> None:
        self.level, self.seat = level, seat

    def choose(self, view: RemediateState, budget: float) -> Command:
        return medium_choice(view, self.seat)


class HardBot:
    """Whole-game playouts on sampled hidden states, spent where they matter.

    Each candidate is played to the end of the game with the medium policy for every
    seat, on hidden cards sampled from this seat's view alone, and scored by its final
    win share (ties shared; ``playout``): the medium policy is cheap enough for hundreds
    of whole games a second (``benchmarks/remediate.py`` prints the rate). Measured over
    200 games: 48.3 % against three medium bots at a 0.2 s budget, 75.4 % against three
    flat Monte Carlo players at 0.05 s (playouts of two rounds judged by a projected share
    took 54.0 % and 81.3 %, inside the noise; whole games need no guessed evaluation and
    gain most from the app's longer budget).
    All candidates share each sample (common random numbers, so differences come
    from the move, not the deal); by successive halving the weaker half is dropped after
    each stage and the saved playouts go to the contest at the top. The heuristic's own
    move is the default: another replaces it only when it wins clearly on the same
    samples (a paired difference of more than ``CONFIDENCE`` standard errors), so few
    samples never make the bot worse than the heuristic. Work is counted in playout
    steps, so a seeded bot chooses the same on any machine; the clock is only a safety cap.
    """

    def __init__(self, level: str, seat: int, seed: int, clocked: bool = True) -> None:
        self.level, self.seat, self.rng = level, seat, Rng(seed)
        self.clocked = clocked  # False: the step count alone decides, however slow the machine (benchmarks)
        self.work = 0  # playout steps spent on the last decision
        self.playouts = 0  # whole games played out for the last decision

    def choose(self, view: RemediateState, budget: float) -> Command:
        seat = self.seat
        self.work = self.playouts = 0
        moves = shortlist(view, seat)
        favourite = medium_choice(view, seat)
        if favourite not in moves:
            moves.append(favourite)
        if len(moves) == 1:
            return moves[0]
        home = moves.index(favourite)
        allowance = max(MIN_STEPS, int(budget * STEPS_PER_SECOND))
        deadline = time.perf_counter() + max(0.005, budget * CLOCK_SHARE) if self.clocked else math.inf
        alive = list(range(len(moves)))
        outcomes: list[list[float]] = [[] for _ in moves]  # per candidate, its share on each sample
        stages = max(1, (len(moves) - 1).bit_length())
        for stage in range(stages):
            stage_end = allowance * (stage + 1) // stages
            rounds = 0
            while rounds < 2 and stage == 0 or (self.work < stage_end and time.perf_counter() < deadline):
                sample = determinize(view, seat, self.rng)
                luck = Rng(self.rng.randint(0, 2**62))
                for index in alive:
                    trial = sample.clone()
                    moves[index].execute(trial)
                    share, steps = playout(trial, seat, luck.clone())
                    outcomes[index].append(share)
                    self.work += steps + 1
                    self.playouts += 1
                rounds += 1
            if stage < stages - 1:
                ranked = sorted((i for i in alive if i != home), key=lambda i: -_mean(outcomes[i]))
                alive = sorted([home, *ranked[:max(1, len(ranked) // 2)]])
        best = max((i for i in alive if i != home), key=lambda i: (_mean(outcomes[i]), -i))
        return moves[best] if _clearly_better(outcomes[best], outcomes[home]) else favourite


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


def _clearly_better(challenger: list[float], favourite: list[float]) -> bool:
    """Whether ``challenger`` beats ``favourite`` on the samples both were played on, beyond the noise.

    Both lists end with the same samples (the favourite is played on every one).
    """
    paired = len(challenger)
    differences = [a - b for a, b in zip(challenger, favourite[-paired:])]
    mean = _mean(differences)
    spread = sum((d - mean) ** 2 for d in differences) / max(1, paired - 1)
    return mean > 0 and mean * mean * paired > CONFIDENCE * CONFIDENCE * spread


BOTS: dict[str, Callable[[str, int, int], object]] = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}


def make_bot(level: str, seat: int, seed: int) -> EasyBot | MediumBot | HardBot:
    """The bot for ``level``; ValueError for an unknown level."""
    try:
        return BOTS[level](level, seat, seed)  # type: ignore[return-value]
    except KeyError:
        raise ValueError(f"Remediate bots are easy, medium or hard, not {level!r}") from None
