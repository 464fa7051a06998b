"""Every decision in Remediate is one of these commands; a refused one says why and changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E

if TYPE_CHECKING:
    from microgames.games.remediate.state import RemediateState

PHASE_TEXT = {
    "draw": "draw a gene (or redraw the hand)",
    "clone": "clone a gene or skip cloning",
    "target": "choose the opponent the attack hits",
    "toxin": "choose the gene Toxin Secretion removes",
    "mimic": "choose the gene Quorum Sensing mimics",
    "act": "remediate, recycle or pass",
    "discard": "discard down to the hand limit",
}


def _check(state: RemediateState, seat: int, phase: str) -> None:
    """Refuse when the game is over, it is another seat's turn, or the turn is at another step."""
    if state.phase == "over":
        raise IllegalMove("The game is over.")
    if seat != state.turn:
        raise IllegalMove(f"It is not your turn: {E.who(state, state.turn)} plays now.")
    if state.phase != phase:
        raise IllegalMove(f"Not now: first {PHASE_TEXT[state.phase]}.")


@attrs.frozen
class RemediateCommand(Command):
    """Base of the game's commands: a label that never fails, even for a nonsense command."""

    def label(self, state: RemediateState) -> str:  # type: ignore[override]
        try:
            return self.describe(state)
        except (IndexError, KeyError):
            return f"{type(self).__name__} by seat {self.seat + 1}"

    def describe(self, state: RemediateState) -> str:
        """The label, computed from the state before the command runs."""
        raise NotImplementedError


@attrs.frozen
class Draw(RemediateCommand):
    """The draw action: 1 gene, more with E. coli or Natural Competence."""

    def describe(self, state: RemediateState) -> str:
        n = E.draw_count(state, self.seat)
        return f"{E.who(state, self.seat)} draws {n} gene{'s' if n > 1 else ''}"

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "draw")

    def reveals(self, state: RemediateState) -> bool:
        return True

    def execute(self, state: RemediateState) -> None:
        drawn = E.draw_genes(state, self.seat, E.draw_count(state, self.seat))
        state.events.append(f"{E.who(state, self.seat)} draws {drawn} gene{'s' if drawn != 1 else ''}.")
        state.clones_left = 1
        state.phase = "clone"
        E.continue_turn(state)


@attrs.frozen
class Redraw(RemediateCommand):
    """Instead of drawing: discard the whole hand and draw as many; this ends the turn."""

    def describe(self, state: RemediateState) -> str:
        return f"{E.who(state, self.seat)} discards the hand and draws {len(state.hands[self.seat])} new genes"

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "draw")
        if not state.hands[self.seat]:
            raise IllegalMove("Your hand is empty: there is nothing to redraw.")

    def reveals(self, state: RemediateState) -> bool:
        return True

    def execute(self, state: RemediateState) -> None:
        hand = state.hands[self.seat]
        count = len(hand)
        state.events.append(f"{E.who(state, self.seat)} discards {', '.join(C.card_name(c) for c in hand)} to redraw.")
        state.discard.extend(hand)
        hand.clear()
        E.draw_genes(state, self.seat, count)
        E.end_turn(state)


def _gene(card: int) -> str:
    """A card's name for a label, which is computed before the command is checked."""
    return C.card_name(card) if 0 <= card < C.GENE_COUNT else "a gene"


def _replaced(state: RemediateState, seat: int, card: int, replace: int) -> int:
    """The cloned gene that ``card`` replaces (-1 for none); raises when the choice is wrong."""
    gene_type = C.CARD_TYPE[card]
    if gene_type == C.ATTACK:
        if replace != -1:
            raise IllegalMove("An Attack gene is performed at once; it replaces nothing.")
        return -1
    occupants = E.slot_cards(state, seat, gene_type)
    if len(occupants) < E.slot_size(state, seat, gene_type):
        if replace != -1:
            raise IllegalMove(f"There is room for this {C.TYPE_NAMES[gene_type]} gene: nothing needs replacing.")
        return -1
    if replace == -1 and len(occupants) == 1:
        return occupants[0]
    if replace not in occupants:
        raise IllegalMove(f"Choose which of your {C.TYPE_NAMES[gene_type]} genes this one replaces.")
    return replace


@attrs.frozen
class Clone(RemediateCommand):
    """Clone a gene from the hand into the microbe (one per type; the old one is discarded)."""

    card: int
    replace: int = -1

    def describe(self, state: RemediateState) -> str:
        text = f"{E.who(state, self.seat)} clones {_gene(self.card)}"
        if self.card in state.hands[self.seat]:
            try:
                old = _replaced(state, self.seat, self.card, self.replace)
            except IllegalMove:
                old = -1
            if old >= 0:
                text += f", replacing {C.card_name(old)}"
        return text

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "clone")
        if self.card not in state.hands[self.seat]:
            raise IllegalMove("That gene is not in your hand.")
        _replaced(state, self.seat, self.card, self.replace)

    def execute(self, state: RemediateState) -> None:
        seat, card = self.seat, self.card
        old = _replaced(state, seat, card, self.replace)
        state.hands[seat].remove(card)
        state.clones_left -= 1
        state.events.append(f"{E.who(state, seat)} clones {C.card_name(card)}.")
        if old >= 0:
            state.events.append(f"{C.card_name(old)} is replaced and discarded.")
            E.discard_cloned(state, seat, old)
        if C.CARD_TYPE[card] != C.ATTACK:
            state.cloned[seat].append(card)
        E.on_cloned(state, seat, card, C.CARD_KIND[card])
        E.continue_turn(state)


@attrs.frozen
class SkipClone(RemediateCommand):
    """Clone nothing (more) this turn."""

    def describe(self, state: RemediateState) -> str:
        return f"{E.who(state, self.seat)} clones nothing"

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "clone")

    def execute(self, state: RemediateState) -> None:
        state.clones_left = 0
        state.phase = "act"


@attrs.frozen
class ChooseTarget(RemediateCommand):
    """The opponent the pending attack hits."""

    target: int

    def describe(self, state: RemediateState) -> str:
        name = C.KIND_NAME[E.kind_of(state, state.pending)] if state.pending >= 0 else "the attack"
        target = E.who(state, self.target) if 0 <= self.target < state.seats else f"seat {self.target + 1}"
        return f"{E.who(state, self.seat)} attacks {target} with {name}"

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "target")
        if self.target not in state.choices:
            if C.KIND_EFFECT[E.kind_of(state, state.pending)] == "steal":
                raise IllegalMove("Chemotaxis must hit an opponent with the most plastic.")
            raise IllegalMove("Choose one of your opponents.")

    def execute(self, state: RemediateState) -> None:
        state.phase = "act"
        E.hit(state, self.seat, state.pending, self.target)
        E.continue_turn(state)


@attrs.frozen
class RemoveGene(RemediateCommand):
    """Toxin Secretion: the cloned gene of the target that is discarded."""

    card: int

    def describe(self, state: RemediateState) -> str:
        target = E.who(state, state.target) if state.target >= 0 else "the target"
        return f"{E.who(state, self.seat)} makes {target} discard {_gene(self.card)}"

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "toxin")
        if self.card not in state.cloned[state.target]:
            raise IllegalMove(f"Choose a gene cloned in {E.who(state, state.target)}.")

    def execute(self, state: RemediateState) -> None:
        state.phase = "act"
        E.remove_gene(state, self.seat, state.pending, state.target, self.card)
        E.continue_turn(state)


@attrs.frozen
class Mimic(RemediateCommand):
    """Quorum Sensing: the cloned gene (in any microbe) it acts as from now on."""

    card: int

    def describe(self, state: RemediateState) -> str:
        gene = C.KIND_NAME[E.kind_of(state, self.card)] if 0 <= self.card < C.GENE_COUNT else "a gene"
        return f"{E.who(state, self.seat)}'s Quorum Sensing mimics {gene}"

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "mimic")
        if self.card not in E.mimic_candidates(state, state.pending):
            raise IllegalMove("Quorum Sensing can only mimic another gene cloned in a microbe.")

    def execute(self, state: RemediateState) -> None:
        qs, kind = state.pending, E.kind_of(state, self.card)
        state.mimic[qs] = kind
        state.events.append(f"{E.who(state, self.seat)}'s Quorum Sensing now acts as {C.KIND_NAME[kind]}.")
        state.phase, state.pending = "act", -1
        E.on_cloned(state, self.seat, qs, kind)
        E.continue_turn(state)


@attrs.frozen
class Remediate(RemediateCommand):
    """Take ``amount`` plastic (at most what the microbe can) from the environment into the stash."""

    amount: int

    def describe(self, state: RemediateState) -> str:
        return f"{E.who(state, self.seat)} remediates {self.amount} plastic"

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "act")
        most = E.remediation_amount(state, self.seat)
        if most == 0:
            raise IllegalMove("You need a Remediation gene cloned to remediate.")
        if not 1 <= self.amount <= most:
            raise IllegalMove(f"You can remediate 1 to {most} plastic this turn.")

    def reveals(self, state: RemediateState) -> bool:
        """Emptying the environment turns over the next, face-down one."""
        return self.amount >= state.env_plastic

    def execute(self, state: RemediateState) -> None:
        E.remediate(state, self.seat, self.amount)
        E.end_turn(state)


@attrs.frozen
class Recycle(RemediateCommand):
    """Trade plastic from the stash for one recycle card (one a turn, instead of remediating)."""

    pile: int

    def describe(self, state: RemediateState) -> str:
        name = C.RECYCLE_NAME[self.pile] if 0 <= self.pile < len(C.RECYCLE_NAME) else "a recycle card"
        return f"{E.who(state, self.seat)} recycles plastic into a {name}"

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "act")
        if not 0 <= self.pile < len(C.RECYCLE_NAME):
            raise IllegalMove("There is no such recycle pile.")
        name = C.RECYCLE_NAME[self.pile]
        if state.piles[self.pile] == 0:
            raise IllegalMove(f"The {name} pile is empty.")
        cost = E.recycle_cost(state, self.seat, self.pile)
        if state.stash[self.seat] < cost:
            raise IllegalMove(f"A {name} costs {cost} plastic; you have {state.stash[self.seat]}.")

    def execute(self, state: RemediateState) -> None:
        cost = E.recycle_cost(state, self.seat, self.pile)
        state.stash[self.seat] -= cost
        state.supply += cost
        state.piles[self.pile] -= 1
        state.recycled[self.seat][self.pile] += 1
        state.events.append(f"{E.who(state, self.seat)} recycles {cost} plastic into a {C.RECYCLE_NAME[self.pile]}.")
        E.end_turn(state)


@attrs.frozen
class Pass(RemediateCommand):
    """Neither remediate nor recycle."""

    def describe(self, state: RemediateState) -> str:
        return f"{E.who(state, self.seat)} passes"

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "act")

    def execute(self, state: RemediateState) -> None:
        E.end_turn(state)


@attrs.frozen
class Discard(RemediateCommand):
    """End of turn: discard one card from a hand above the limit."""

    card: int

    def describe(self, state: RemediateState) -> str:
        return f"{E.who(state, self.seat)} discards {_gene(self.card)} down to the hand limit"

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "discard")
        if self.card not in state.hands[self.seat]:
            raise IllegalMove("That gene is not in your hand.")

    def execute(self, state: RemediateState) -> None:
        state.hands[self.seat].remove(self.card)
        state.discard.append(self.card)
        E.end_turn(state)


@attrs.frozen
class ChooseResistance(RemediateCommand):
    """Bacillus subtilis, once, on its turn: the hazard it resists for the rest of the game."""

    hazard: int

    def describe(self, state: RemediateState) -> str:
        name = C.HAZARDS[self.hazard] if 0 <= self.hazard < len(C.HAZARDS) else "a hazard"
        return f"{E.who(state, self.seat)} chooses resistance to {name}"

    def validate(self, state: RemediateState) -> None:
        if state.phase == "over":
            raise IllegalMove("The game is over.")
        if self.seat != state.turn:
            raise IllegalMove("Choose your resistance on your own turn.")
        if not C.MICROBE_PICKS_RESISTANCE[state.microbes[self.seat]]:
            raise IllegalMove("Only Bacillus subtilis chooses a resistance.")
        if state.resistance_pick[self.seat] >= 0:
            raise IllegalMove(f"You already resist {C.HAZARDS[state.resistance_pick[self.seat]]}; the choice is final.")
        if not 0 <= self.hazard < len(C.HAZARDS):
            raise IllegalMove("There is no such hazard.")

    def execute(self, state: RemediateState) -> None:
        state.resistance_pick[self.seat] = self.hazard
        state.events.append(f"{E.who(state, self.seat)} becomes resistant to {C.HAZARDS[self.hazard]} for good.")


COMMANDS: tuple[type[Command], ...] = (
    Draw, Redraw, Clone, SkipClone, ChooseTarget, RemoveGene, Mimic, Remediate, Recycle, Pass, Discard,
    ChooseResistance,
)


def legal_commands(state: RemediateState, seat: int) -> list[Command]:
    """The commands worth trying for ``seat`` now: a sensible subset of the legal ones, for random play.

    At the act step only the full remediation is offered (taking less stays legal),
    passing only when remediating is impossible, and Bacillus subtilis' pick only
    for the hazard that hurts it now.
    """
    if seat != state.turn or state.phase == "over":
        return []
    phase = state.phase
    if phase == "draw":
        return [Draw(seat), Redraw(seat)] if state.hands[seat] else [Draw(seat)]
    if phase == "clone":
        moves: list[Command] = []
        for card in state.hands[seat]:
            gene_type = C.CARD_TYPE[card]
            if gene_type == C.SUPPORT and C.MICROBE_SUPPORT_SLOTS[state.microbes[seat]] > 1:
                occupants = E.slot_cards(state, seat, gene_type)
                if len(occupants) >= E.slot_size(state, seat, gene_type):
                    moves.extend(Clone(seat, card, old) for old in occupants)
                    continue
            moves.append(Clone(seat, card))
        moves.append(SkipClone(seat))
        return moves
    if phase == "target":
        return [ChooseTarget(seat, t) for t in state.choices]
    if phase == "toxin":
        return [RemoveGene(seat, c) for c in state.cloned[state.target]]
    if phase == "mimic":
        return [Mimic(seat, c) for c in E.mimic_candidates(state, state.pending)]
    if phase == "act":
        moves = []
        most = E.remediation_amount(state, seat) if state.env >= 0 else 0
        if most:
            moves.append(Remediate(seat, most))
        stash = state.stash[seat]
        moves.extend(
            Recycle(seat, p) for p in range(len(C.RECYCLE_NAME))
            if state.piles[p] and stash >= E.recycle_cost(state, seat, p)
        )
        if not most:
            moves.append(Pass(seat))
        hazard = E.current_hazard(state)
        if state.resistance_pick[seat] < 0 and C.MICROBE_PICKS_RESISTANCE[state.microbes[seat]] \
                and not E.resists(state, seat, hazard):
            moves.append(ChooseResistance(seat, hazard))
        return moves
    return [Discard(seat, c) for c in state.hands[seat]]
