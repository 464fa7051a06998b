"""Remediate bots: easy (random legal), medium (heuristic) and hard (determinized rollouts).

Every bot sees only its view. The hard bot fills the hidden parts of the view
(other hands, the pool order, the face-down environments) with samples that fit
what it knows, plays each candidate forward with the medium policy for every
seat, and keeps the candidate with the best average outcome.
"""

from __future__ import annotations

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

TURNS_AHEAD = 2  # rounds a hard rollout plays before judging the table


# --- the medium heuristic ------------------------------------------------------------------------
def _amount_with(state: RemediateState, seat: int, add: int, remove: int) -> int:
    """The remediation amount if ``add`` were cloned and ``remove`` discarded (-1: none)."""
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
    return max(among, key=lambda s: (state.scores()[s] + state.stash[s], -s))


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
    loss = E.remediation_amount(state, seat) - _amount_with(state, seat, -1, card)
    if loss:
        return 2.0 * loss
    gene_type = C.KIND_TYPE[kind]
    return {C.DEFENCE: 1.2, C.RESISTANCE: 0.4, C.SUPPORT: 0.6}.get(gene_type, 0.3)


def clone_value(state: RemediateState, seat: int, card: int, replace: int = -1) -> float:
    """What cloning ``card`` (replacing ``replace`` or the slot's occupant) is worth to ``seat``."""
    kind = C.CARD_KIND[card]
    gene_type, effect = C.KIND_TYPE[kind], C.KIND_EFFECT[kind]
    if gene_type == C.ATTACK:
        return _attack_value(state, seat, kind)
    occupants = E.slot_cards(state, seat, gene_type)
    if replace < 0 and len(occupants) >= E.slot_size(state, seat, gene_type):
        replace = occupants[0]
    before = E.remediation_amount(state, seat)
    gain = _amount_with(state, seat, card, replace) - before
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
    return 3.0 * (after - before) + (0.5 if C.KIND_TYPE[kind] in (C.DEFENCE, C.RESISTANCE) else 0.0)


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
        for move in legal_commands(state, seat):
            if isinstance(move, Clone):
                value = clone_value(state, seat, move.card, move.replace)
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
    return Discard(seat, min(hand, key=lambda c: (clone_value(state, seat, c), c)))


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
    state.events = []
    return state


def _judge(state: RemediateState, seat: int) -> float:
    """How good the table is for ``seat``: a win when over, else the lead with potential counted in."""
    if state.is_over():
        return (1.0 / len(state.winners) if seat in state.winners else 0.0) + 0.01 * state.scores()[seat]
    scores = state.scores()
    worth = [scores[s] + 2.0 * E.remediation_amount(state, s) for s in range(state.seats)]
    lead = worth[seat] - max(w for s, w in enumerate(worth) if s != seat)
    return 0.5 + lead / 40.0


def rollout(state: RemediateState, seat: int, turns: int, rng: Rng) -> float:
    """Play every seat with the (slightly randomised) medium policy for ``turns`` turns, then judge."""
    stop = state.turns + turns
    while state.phase != "over" and state.turns < stop:
        player = state.turn
        if rng.random() < 0.03:
            move = rng.choice(legal_commands(state, player))
        else:
            move = medium_choice(state, player)
        move.execute(state)
    return _judge(state, seat)


# --- the bots ------------------------------------------------------------------------------------
class EasyBot:
    """Plays a random legal command."""

    def __init__(self, level: str, seat: int, seed: int) -> None:
        self.level, self.seat, self.rng = level, seat, Rng(seed)

    def choose(self, view: RemediateState, budget: float) -> Command:
        return self.rng.choice(legal_commands(view, self.seat))


class MediumBot:
    """The heuristic: the best-looking gene, the leader as target, recycling when it pays."""

    def __init__(self, level: str, seat: int, seed: int) -> None:
        self.level, self.seat = level, seat

    def choose(self, view: RemediateState, budget: float) -> Command:
        return medium_choice(view, self.seat)


class HardBot:
    """Determinized rollouts: each candidate is tried on sampled hidden states within the budget."""

    def __init__(self, level: str, seat: int, seed: int) -> None:
        self.level, self.seat, self.rng = level, seat, Rng(seed)

    def choose(self, view: RemediateState, budget: float) -> Command:
        seat = self.seat
        if view.phase in ("draw", "discard"):
            return medium_choice(view, seat)
        moves = legal_commands(view, seat)
        if view.phase == "act":
            amount = E.remediation_amount(view, seat) if view.env >= 0 else 0
            moves += [Remediate(seat, n) for n in range(1, amount)]  # sometimes less avoids an overflow
        if len(moves) == 1:
            return moves[0]
        deadline = time.perf_counter() + max(0.01, budget * 0.9)
        turns = TURNS_AHEAD * view.seats
        totals = [0.0] * len(moves)
        counts = [0] * len(moves)
        rounds = 0
        while rounds < 2 or time.perf_counter() < deadline:
            sample = determinize(view, seat, self.rng)
            luck = self.rng.clone()  # the same rollout randomness for every candidate: fairer comparisons
            self.rng.random()
            for index, move in enumerate(moves):
                trial = sample.clone()
                move.apply(trial)
                totals[index] += rollout(trial, seat, turns, luck.clone())
                counts[index] += 1
            rounds += 1
            if rounds >= 400:
                break
        means = [t / c for t, c in zip(totals, counts)]
        favourite = medium_choice(view, seat)
        best = max(range(len(moves)), key=lambda i: (means[i] + (0.02 if moves[i] == favourite else 0.0), -i))
        return moves[best]


BOTS: dict[str, Callable[[str, int, int], object]] = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}


def make_bot(level: str, seat: int, seed: int) -> EasyBot | MediumBot | HardBot:
    """The bot for ``level``; ValueError for an unknown level."""
    try:
        return BOTS[level](level, seat, seed)  # type: ignore[return-value]
    except KeyError:
        raise ValueError(f"Remediate bots are easy, medium or hard, not {level!r}") from None
