"""The effects of genes, microbes and environments, each implemented once by kind.

Cards name their effect in the data (``KIND_EFFECT``); the functions here read
those tables, so no card has code of its own. They mutate a state that the
commands have already validated, and record what happened in ``state.events``;
what followed by itself (nobody chose it) goes there through :func:`happen`, so
the move log can show it under the step, where the step's label cannot say it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from microgames.engine.words import Words
from microgames.games.remediate import cards as C

if TYPE_CHECKING:  # the state only for type hints: state imports commands, which import effects
    from microgames.games.remediate.state import RemediateState


class RulesWords(Words):
    """Remediate's sentences: refusals, move labels and events (the class name is the translation context)."""


def listed(names: list[str], either: bool = False) -> str:
    """Names in a list a translator can word ("A, B" or, with ``either``, "A or B"), folded pair by pair."""
    if not names:
        return ""
    said: str = names[0]
    for name in names[1:]:
        said = (RulesWords.tr("%1 or %2") if either else RulesWords.tr("%1, %2")).arg(said, name)
    return said


def who(state: RemediateState, seat: int) -> str:
    """A player named by their microbe, as in "E. coli" (each microbe is at the table once)."""
    return C.MICROBE_SHORT[state.microbes[seat]]


def happen(state: RemediateState, text: str) -> None:
    """Record an event that followed by itself: the table's log shows it, and the move log under its step."""
    state.automatic.append(len(state.events))
    state.events.append(text)


def kind_of(state: RemediateState, card: int) -> int:
    """What a cloned card acts as: its own kind, or the kind a Quorum Sensing mimics."""
    return state.mimic.get(card, C.CARD_KIND[card])


def slot_of(state: RemediateState, card: int) -> int:
    """The type slot a cloned card fills (a Terephthalate Sensitivity, even a mimicked one, fills Attack)."""
    kind = kind_of(state, card)
    return C.ATTACK if C.KIND_TYPE[kind] == C.ATTACK else C.CARD_TYPE[card]


def slot_cards(state: RemediateState, seat: int, gene_type: int) -> list[int]:
    return [c for c in state.cloned[seat] if slot_of(state, c) == gene_type]


def slot_size(state: RemediateState, seat: int, gene_type: int) -> int:
    return C.MICROBE_SUPPORT_SLOTS[state.microbes[seat]] if gene_type == C.SUPPORT else 1


def _effect_total(state: RemediateState, seat: int, effect: str) -> int:
    total = 0
    mimic, kinds = state.mimic, C.CARD_KIND
    for card in state.cloned[seat]:
        kind = mimic.get(card, kinds[card]) if mimic else kinds[card]
        if C.KIND_EFFECT[kind] == effect:
            total += C.KIND_AMOUNT[kind]
    return total


def hand_limit(state: RemediateState, seat: int) -> int:
    return C.MICROBE_HAND_LIMIT[state.microbes[seat]] + _effect_total(state, seat, "hand_limit")


def draw_count(state: RemediateState, seat: int) -> int:
    return C.MICROBE_DRAWS[state.microbes[seat]] + _effect_total(state, seat, "extra_draw")


def resists(state: RemediateState, seat: int, hazard: int) -> bool:
    """Resistance from the microbe, Bacillus subtilis' pick, or a cloned (or mimicked) Resistance gene."""
    if hazard == C.NO_HAZARD or hazard in C.MICROBE_RESISTS[state.microbes[seat]]:
        return True
    if state.resistance_pick[seat] == hazard:
        return True
    return any(hazard in C.KIND_RESISTS[kind_of(state, c)] for c in state.cloned[seat])


def current_hazard(state: RemediateState) -> int:
    return C.ENV_HAZARD[state.env] if state.env >= 0 else C.NO_HAZARD


def remediation_amount(state: RemediateState, seat: int) -> int:
    """Remediation gene + Support boosts + microbe bonus; at most 1 under an unresisted hazard or a sensitivity.

    The hottest function of random play and bot rollouts, hence the local names.
    """
    base = boost = 0
    capped = False
    mimic, kinds, effects, amounts = state.mimic, C.CARD_KIND, C.KIND_EFFECT, C.KIND_AMOUNT
    for card in state.cloned[seat]:
        kind = mimic.get(card, kinds[card]) if mimic else kinds[card]
        effect = effects[kind]
        if effect == "remediate":
            if amounts[kind] > base:
                base = amounts[kind]  # a mimicked Remediation gene does not add to another
        elif effect == "boost":
            boost += amounts[kind]
        elif effect == "sensitivity":
            capped = True
    if base == 0:
        return 0
    if state.env >= 0 and C.ENV_HAZARD[state.env] != C.NO_HAZARD and not resists(state, seat, C.ENV_HAZARD[state.env]):
        return 1
    return 1 if capped else base + boost + C.MICROBE_REMEDIATION_BONUS[state.microbes[seat]]


def resistance_genes(hazard: int) -> list[str]:
    """The Resistance genes made for ``hazard`` alone (Endospore Coat, which resists every hazard, left out)."""
    return [C.KIND_NAME[k] for k in range(len(C.KIND_NAME)) if C.KIND_RESISTS[k] == frozenset({hazard})]


def cap_reason(state: RemediateState, seat: int, name: str | None = None) -> str:
    """Why the seat's remediation is capped at 1 now, in the words a player reads ("Capped at 1: Ocean Gyre is
    salty and you have no Osmoprotectants"; ``name``: said of that player rather than "you"), or "" when it is
    not capped (or there is nothing to cap)."""
    if remediation_amount(state, seat) != 1 or not any(
            C.KIND_EFFECT[kind_of(state, c)] == "remediate" for c in state.cloned[seat]):
        return ""
    hazard = current_hazard(state)
    if hazard != C.NO_HAZARD and not resists(state, seat, hazard):
        genes = listed(resistance_genes(hazard), either=True)
        where, hot = C.ENV_NAME[state.env], C.HAZARD_ADJECTIVE[hazard]
        if not genes:
            return RulesWords.tr("Capped at 1: %1 is %2").arg(where, hot)
        if name is None:
            return RulesWords.tr("Capped at 1: %1 is %2 and you have no %3").arg(where, hot, genes)
        return RulesWords.tr("Capped at 1: %1 is %2 and %3 has no %4").arg(where, hot, name, genes)
    if any(C.KIND_EFFECT[kind_of(state, c)] == "sensitivity" for c in state.cloned[seat]):
        if name is None:
            return RulesWords.tr("Capped at 1: Terephthalate Sensitivity is cloned into your microbe")
        return RulesWords.tr("Capped at 1: Terephthalate Sensitivity is cloned into %1's microbe").arg(name)
    return ""


def recycle_cost(state: RemediateState, seat: int, pile: int) -> int:
    return max(0, C.RECYCLE_COST[pile] - C.MICROBE_RECYCLE_DISCOUNT[state.microbes[seat]])


# --- cards moving --------------------------------------------------------------------------------
def draw_genes(state: RemediateState, seat: int, count: int) -> int:
    """Draw up to ``count`` genes, reshuffling the discard into the pool when it runs out; returns how many."""
    hand, pool = state.hands[seat], state.pool
    drawn = 0
    for _ in range(count):
        if not pool:
            if not state.discard:
                happen(state, RulesWords.tr("The gene pool and its discard are both empty: nothing more to draw."))
                break
            pool.extend(state.discard)
            state.discard.clear()
            state.rng.shuffle(pool)
            happen(state, RulesWords.tr("The gene pool is empty: the %n discarded gene(s) are shuffled into a new pool.", None,
                                        len(pool)))
        hand.append(pool.pop())
        drawn += 1
    return drawn


def discard_cloned(state: RemediateState, seat: int, card: int) -> None:
    state.cloned[seat].remove(card)
    state.mimic.pop(card, None)
    state.discard.append(card)


def discard_card(state: RemediateState, card: int) -> None:
    """A card that is not cloned anywhere (an attack after use) goes to the discard."""
    state.mimic.pop(card, None)
    state.discard.append(card)


# --- environments and remediation ----------------------------------------------------------------
def change_environment(state: RemediateState) -> None:
    """The current environment is clean: discard the marked genes, turn over the next one, or end the game."""
    happen(state, RulesWords.tr("%1 is clean.").arg(C.ENV_NAME[state.env]))
    state.past_envs.append(state.env)
    for seat in range(state.seats):
        for card in [c for c in state.cloned[seat] if C.KIND_DISCARD_ON_CHANGE[kind_of(state, c)]]:
            happen(state, RulesWords.tr("%1 discards %2 (discard on environment change).").arg(who(state, seat), C.card_name(card)))
            discard_cloned(state, seat, card)
    while state.envs:
        state.env = state.envs.pop()
        dealt = min(C.ENV_PLASTIC[state.env], state.supply)
        state.supply -= dealt
        state.env_plastic = dealt
        happen(state, RulesWords.tr("The next environment is %1 with %n plastic.", None, dealt).arg(C.ENV_NAME[state.env]))
        if dealt:
            return
        happen(state, RulesWords.tr("%1 has no plastic left to deal: it is clean at once.").arg(C.ENV_NAME[state.env]))
        state.past_envs.append(state.env)
    state.env = -1
    finish(state)


def remediate(state: RemediateState, seat: int, amount: int) -> None:
    """Take plastic into the stash; what the environment lacks comes from the next one (overflow)."""
    overflow = False  # plastic from the next environment is taken by itself, after the change
    while amount > 0 and state.env >= 0:
        taken = min(amount, state.env_plastic)
        state.env_plastic -= taken
        state.stash[seat] += taken
        amount -= taken
        text = RulesWords.tr("%1 remediates %n plastic from %2.", None, taken).arg(who(state, seat), C.ENV_NAME[state.env])
        if overflow:
            happen(state, text)
        else:
            state.events.append(text)
        overflow = True
        if state.env_plastic == 0:
            change_environment(state)


def finish(state: RemediateState) -> None:
    """The game is over: the best score wins; ties are shared unless the draw-off option is on."""
    state.phase = "over"
    state.clones_left, state.pending, state.target, state.choices = 0, -1, -1, []
    scores = state.scores()
    best = max(scores)
    tied = [s for s, v in enumerate(scores) if v == best]
    if len(tied) > 1 and state.draw_off:
        tied = draw_off(state, tied)
    state.winners = tied
    if len(tied) == 1:
        happen(state, RulesWords.tr("Game over: %1 wins with %2 points.").arg(who(state, tied[0]), best))
    else:
        happen(state, RulesWords.tr("Game over: %1 share the win with %2 points.").arg(listed([who(state, s) for s in tied]), best))


def draw_off(state: RemediateState, tied: list[int]) -> list[int]:
    """The highlander draw-off: tied players draw genes in turn; the first Remediation gene wins."""
    start = (state.turn + 1) % state.seats
    order = sorted(tied, key=lambda s: (s - start) % state.seats)
    drawn: list[int] = []
    while True:
        for seat in order:
            if not state.pool:
                if not state.discard:
                    happen(state, RulesWords.tr("The draw-off runs out of genes: the win is shared."))
                    state.discard.extend(drawn)
                    return tied
                state.pool.extend(state.discard)
                state.discard.clear()
                state.rng.shuffle(state.pool)
            card = state.pool.pop()
            drawn.append(card)
            happen(state, RulesWords.tr("Draw-off: %1 draws %2.").arg(who(state, seat), C.card_name(card)))
            if C.CARD_TYPE[card] == C.REMEDIATION:
                state.discard.extend(drawn)
                return [seat]


# --- attacks -------------------------------------------------------------------------------------
def blocker(state: RemediateState, target: int, attack_kind: int) -> int:
    """The target's cloned gene that blocks this attack (a Defence gene before a mimic), or -1."""
    found = -1
    for card in state.cloned[target]:
        kind = kind_of(state, card)
        if C.KIND_EFFECT[kind] == "block" and attack_kind in C.KIND_BLOCKS[kind]:
            if C.CARD_TYPE[card] == C.DEFENCE:
                return card
            found = card
    return found


def attack_targets(state: RemediateState, seat: int, card: int) -> list[int]:
    """Who the attack may hit: the richest opponents for a steal, any opponent otherwise."""
    others = [s for s in range(state.seats) if s != seat]
    if C.KIND_EFFECT[kind_of(state, card)] == "steal":
        most = max(state.stash[s] for s in others)
        return [s for s in others if state.stash[s] == most] if most else []
    return others


def start_attack(state: RemediateState, seat: int, card: int) -> None:
    """Perform an attack that was just cloned (or mimicked): at once, or after choosing the target."""
    name = C.KIND_NAME[kind_of(state, card)]
    targets = attack_targets(state, seat, card)
    if not targets:
        happen(state, RulesWords.tr("%1 finds no opponent with plastic: it is wasted.").arg(name))
        discard_card(state, card)
        return
    if len(targets) == 1:
        hit(state, seat, card, targets[0])
        return
    state.phase, state.pending, state.choices = "target", card, targets


def hit(state: RemediateState, seat: int, card: int, target: int) -> None:
    """The attack reaches ``target``: a matching defence blocks it, else its effect happens."""
    kind = kind_of(state, card)
    name, effect = C.KIND_NAME[kind], C.KIND_EFFECT[kind]
    state.pending, state.choices = -1, []
    defence = blocker(state, target, kind)
    if defence >= 0:
        happen(state, RulesWords.tr("%1 against %2 is blocked by %3; both are discarded.").arg(
            name, who(state, target), C.card_name(defence)))
        discard_cloned(state, target, defence)
        discard_card(state, card)
        return
    if effect == "steal":
        taken = min(C.KIND_AMOUNT[kind], state.stash[target])
        state.stash[target] -= taken
        state.stash[seat] += taken
        happen(state, RulesWords.tr("%1 steals %n plastic from %2 with %3.", None, taken).arg(
            who(state, seat), who(state, target), name))
        discard_card(state, card)
    elif effect == "return_plastic":
        returned = min(C.KIND_AMOUNT[kind], state.stash[target])
        state.stash[target] -= returned
        state.supply += returned
        happen(state, RulesWords.tr("%1 returns %n plastic to the plastic supply (%2).", None, returned).arg(
            who(state, target), name))
        discard_card(state, card)
    elif effect == "sensitivity":
        for old in slot_cards(state, target, C.ATTACK):
            happen(state, RulesWords.tr("%1 leaves %2, replaced.").arg(C.card_name(old), who(state, target)))
            discard_cloned(state, target, old)
        state.cloned[target].append(card)
        happen(state, RulesWords.tr("%1 is cloned into %2: their remediation is at most 1.").arg(name, who(state, target)))
    else:  # remove_gene
        genes = state.cloned[target]
        if not genes:
            happen(state, RulesWords.tr("%1 hits %2, who has no cloned gene to lose.").arg(name, who(state, target)))
            discard_card(state, card)
        elif len(genes) == 1:
            remove_gene(state, seat, card, target, genes[0], chosen=False)
        else:
            state.phase, state.pending, state.target = "toxin", card, target


def remove_gene(state: RemediateState, seat: int, card: int, target: int, gene: int, chosen: bool = True) -> None:
    """Toxin Secretion's second half: the target's cloned gene is discarded (``chosen`` by the attacker, or
    the only one there is, which goes by itself)."""
    text = RulesWords.tr("%1: %2 discards %3.").arg(C.KIND_NAME[kind_of(state, card)], who(state, target), C.card_name(gene))
    if chosen:
        state.events.append(text)
    else:
        happen(state, text)
    discard_cloned(state, target, gene)
    discard_card(state, card)
    state.pending, state.target = -1, -1


# --- cloning -------------------------------------------------------------------------------------
def mimic_candidates(state: RemediateState, qs: int) -> list[int]:
    """Cloned genes a new Quorum Sensing may name (not itself, nor a Quorum Sensing that mimics nothing)."""
    return [
        c for cloned in state.cloned for c in cloned
        if c != qs and C.KIND_EFFECT[kind_of(state, c)] != "mimic"
    ]


def on_cloned(state: RemediateState, seat: int, card: int, kind: int) -> None:
    """What happens at once when a gene (or a mimic) of ``kind`` arrives in ``seat``'s microbe."""
    effect = C.KIND_EFFECT[kind]
    if C.KIND_TYPE[kind] == C.ATTACK:
        if card in state.cloned[seat]:  # a Quorum Sensing that mimics an attack leaves to perform it
            state.cloned[seat].remove(card)
        start_attack(state, seat, card)
    elif effect == "extra_clone":
        state.clones_left += 1
        happen(state, RulesWords.tr("%1 may clone another gene at once (%2).").arg(who(state, seat), C.KIND_NAME[kind]))
    elif effect == "mimic":
        if mimic_candidates(state, card):
            state.phase, state.pending = "mimic", card
        else:
            happen(state, RulesWords.tr("%1 finds no cloned gene to mimic.").arg(C.card_name(card)))


def continue_turn(state: RemediateState) -> None:
    """After a resolution: another clone if allowed, else the remediate-or-recycle action."""
    if state.phase in ("over", "target", "toxin", "mimic"):
        return
    state.phase = "clone" if state.clones_left > 0 and state.hands[state.turn] else "act"


def end_turn(state: RemediateState) -> None:
    """Discard down to the hand limit if needed, then pass the turn on."""
    if state.phase == "over":
        return
    seat = state.turn
    held = len(state.hands[seat])
    if held > C.MICROBE_HAND_LIMIT[state.microbes[seat]] and held > hand_limit(state, seat):
        state.phase = "discard"
        return
    state.turn = (seat + 1) % state.seats
    state.turns += 1
    state.phase, state.clones_left = "draw", 0
