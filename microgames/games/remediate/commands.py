"""Every decision in Remediate is one of these commands; a refused one says why and changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.effects import RulesWords

if TYPE_CHECKING:
    from microgames.games.remediate.state import RemediateState

NOT_NOW = {  # the refusal of a move made at another step of the turn, by that step
    "draw": RulesWords.tr("Not now: first draw a gene (or redraw the hand)."),
    "clone": RulesWords.tr("Not now: first clone a gene or skip cloning."),
    "target": RulesWords.tr("Not now: first choose the opponent the attack hits."),
    "toxin": RulesWords.tr("Not now: first choose the gene Toxin Secretion removes."),
    "mimic": RulesWords.tr("Not now: first choose the gene Quorum Sensing mimics."),
    "act": RulesWords.tr("Not now: first remediate, recycle or pass."),
    "discard": RulesWords.tr("Not now: first discard down to the hand limit."),
}


def _check(state: RemediateState, seat: int, phase: str) -> None:
    """Refuse when the game is over, it is another seat's turn, or the turn is at another step."""
    if state.phase == "over":
        raise IllegalMove(RulesWords.tr("The game is over."))
    if seat != state.turn:
        raise IllegalMove(RulesWords.tr("It is not your turn: %1 plays now.").arg(E.who(state, state.turn)))
    if state.phase != phase:
        raise IllegalMove(NOT_NOW[state.phase])


@attrs.frozen
class RemediateCommand(Command):
    """Base of the game's commands: a label that never fails, even for a nonsense command."""

    def label(self, state: RemediateState) -> str:  # type: ignore[override]
        try:
            return self.describe(state)
        except (IndexError, KeyError):
            return RulesWords.tr("%1 by seat %2").arg(type(self).__name__, self.seat + 1)

    def describe(self, state: RemediateState) -> str:
        """The label, computed from the state before the command runs."""
        raise NotImplementedError


@attrs.frozen
class Draw(RemediateCommand):
    """The draw action: 1 gene, more with E. coli or Natural Competence."""

    def describe(self, state: RemediateState) -> str:
        n = E.draw_count(state, self.seat)
        return RulesWords.tr("%1 draws %n gene(s)", None, n).arg(E.who(state, self.seat))

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "draw")

    def reveals(self, state: RemediateState) -> bool:
        return True

    def execute(self, state: RemediateState) -> None:
        drawn = E.draw_genes(state, self.seat, E.draw_count(state, self.seat))
        state.events.append(RulesWords.tr("%1 draws %n gene(s).", None, drawn).arg(E.who(state, self.seat)))
        state.clones_left = 1
        state.phase = "clone"
        E.continue_turn(state)


@attrs.frozen
class Redraw(RemediateCommand):
    """Instead of drawing: discard the whole hand and draw as many; this ends the turn."""

    def describe(self, state: RemediateState) -> str:
        return RulesWords.tr("%1 discards the hand and draws %n new gene(s)", None, len(state.hands[self.seat])).arg(
            E.who(state, self.seat))

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "draw")
        if not state.hands[self.seat]:
            raise IllegalMove(RulesWords.tr("Your hand is empty: there is nothing to redraw."))

    def reveals(self, state: RemediateState) -> bool:
        return True

    def execute(self, state: RemediateState) -> None:
        hand = state.hands[self.seat]
        count = len(hand)
        state.events.append(RulesWords.tr("%1 discards %2 to redraw.").arg(E.who(state, self.seat), E.listed([C.card_name(c) for c in hand])))
        state.discard.extend(hand)
        hand.clear()
        E.draw_genes(state, self.seat, count)
        E.end_turn(state)


def _gene(card: int) -> str:
    """A card's name for a label, which is computed before the command is checked."""
    return C.card_name(card) if 0 <= card < C.GENE_COUNT else RulesWords.tr("a gene")


def _replaced(state: RemediateState, seat: int, card: int, replace: int) -> int:
    """The cloned gene that ``card`` replaces (-1 for none); raises when the choice is wrong."""
    gene_type = C.CARD_TYPE[card]
    if gene_type == C.ATTACK:
        if replace != -1:
            raise IllegalMove(RulesWords.tr("An Attack gene is performed at once; it replaces nothing."))
        return -1
    occupants = E.slot_cards(state, seat, gene_type)
    if len(occupants) < E.slot_size(state, seat, gene_type):
        if replace != -1:
            raise IllegalMove(RulesWords.tr("There is room for this %1 gene: nothing needs replacing.").arg(C.TYPE_NAMES[gene_type]))
        return -1
    if replace == -1 and len(occupants) == 1:
        return occupants[0]
    if replace not in occupants:
        raise IllegalMove(RulesWords.tr("Choose which of your %1 genes this one replaces.").arg(C.TYPE_NAMES[gene_type]))
    return replace


@attrs.frozen
class Clone(RemediateCommand):
    """Clone a gene from the hand into the microbe (one per type; the old one is discarded)."""

    card: int
    replace: int = -1

    def describe(self, state: RemediateState) -> str:
        old = -1
        if self.card in state.hands[self.seat]:
            try:
                old = _replaced(state, self.seat, self.card, self.replace)
            except IllegalMove:
                old = -1
        if old >= 0:
            return RulesWords.tr("%1 clones %2, replacing %3").arg(E.who(state, self.seat), _gene(self.card), C.card_name(old))
        return RulesWords.tr("%1 clones %2").arg(E.who(state, self.seat), _gene(self.card))

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "clone")
        if self.card not in state.hands[self.seat]:
            raise IllegalMove(RulesWords.tr("That gene is not in your hand."))
        _replaced(state, self.seat, self.card, self.replace)

    def execute(self, state: RemediateState) -> None:
        seat, card = self.seat, self.card
        old = _replaced(state, seat, card, self.replace)
        state.hands[seat].remove(card)
        state.clones_left -= 1
        state.events.append(RulesWords.tr("%1 clones %2.").arg(E.who(state, seat), C.card_name(card)))
        if old >= 0:
            state.events.append(RulesWords.tr("%1 is replaced and discarded.").arg(C.card_name(old)))
            E.discard_cloned(state, seat, old)
        if C.CARD_TYPE[card] != C.ATTACK:
            state.cloned[seat].append(card)
        E.on_cloned(state, seat, card, C.CARD_KIND[card])
        E.continue_turn(state)


@attrs.frozen
class SkipClone(RemediateCommand):
    """Clone nothing (more) this turn."""

    def describe(self, state: RemediateState) -> str:
        return RulesWords.tr("%1 clones nothing").arg(E.who(state, self.seat))

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
        target = E.who(state, self.target) if 0 <= self.target < state.seats else RulesWords.tr("seat %1").arg(self.target + 1)
        if state.pending < 0:
            return RulesWords.tr("%1 attacks %2").arg(E.who(state, self.seat), target)
        return RulesWords.tr("%1 attacks %2 with %3").arg(E.who(state, self.seat), target, C.KIND_NAME[E.kind_of(state, state.pending)])

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "target")
        if self.target not in state.choices:
            if C.KIND_EFFECT[E.kind_of(state, state.pending)] == "steal":
                raise IllegalMove(RulesWords.tr("Chemotaxis must hit an opponent with the most plastic."))
            raise IllegalMove(RulesWords.tr("Choose one of your opponents."))

    def execute(self, state: RemediateState) -> None:
        state.phase = "act"
        E.hit(state, self.seat, state.pending, self.target)
        E.continue_turn(state)


@attrs.frozen
class RemoveGene(RemediateCommand):
    """Toxin Secretion: the cloned gene of the target that is discarded."""

    card: int

    def describe(self, state: RemediateState) -> str:
        if state.target < 0:
            return RulesWords.tr("%1 makes the target discard %2").arg(E.who(state, self.seat), _gene(self.card))
        return RulesWords.tr("%1 makes %2 discard %3").arg(E.who(state, self.seat), E.who(state, state.target), _gene(self.card))

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "toxin")
        if self.card not in state.cloned[state.target]:
            raise IllegalMove(RulesWords.tr("Choose a gene cloned in %1.").arg(E.who(state, state.target)))

    def execute(self, state: RemediateState) -> None:
        state.phase = "act"
        E.remove_gene(state, self.seat, state.pending, state.target, self.card)
        E.continue_turn(state)


@attrs.frozen
class Mimic(RemediateCommand):
    """Quorum Sensing: the cloned gene (in any microbe) it acts as from now on."""

    card: int

    def describe(self, state: RemediateState) -> str:
        gene = C.KIND_NAME[E.kind_of(state, self.card)] if 0 <= self.card < C.GENE_COUNT else RulesWords.tr("a gene")
        return RulesWords.tr("%1's Quorum Sensing mimics %2").arg(E.who(state, self.seat), gene)

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "mimic")
        if self.card not in E.mimic_candidates(state, state.pending):
            raise IllegalMove(RulesWords.tr("Quorum Sensing can only mimic another gene cloned in a microbe."))

    def execute(self, state: RemediateState) -> None:
        qs, kind = state.pending, E.kind_of(state, self.card)
        state.mimic[qs] = kind
        state.events.append(RulesWords.tr("%1's Quorum Sensing now acts as %2.").arg(E.who(state, self.seat), C.KIND_NAME[kind]))
        state.phase, state.pending = "act", -1
        E.on_cloned(state, self.seat, qs, kind)
        E.continue_turn(state)


@attrs.frozen
class Remediate(RemediateCommand):
    """Take ``amount`` plastic (at most what the microbe can) from the environment into the stash."""

    amount: int

    def describe(self, state: RemediateState) -> str:
        return RulesWords.tr("%1 remediates %n plastic", None, self.amount).arg(E.who(state, self.seat))

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "act")
        most = E.remediation_amount(state, self.seat)
        if most == 0:
            raise IllegalMove(RulesWords.tr("You need a Remediation gene cloned to remediate."))
        if not 1 <= self.amount <= most:
            raise IllegalMove(RulesWords.tr("You can remediate 1 to %1 plastic this turn.").arg(most))

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
        if not 0 <= self.pile < len(C.RECYCLE_NAME):
            return RulesWords.tr("%1 recycles plastic").arg(E.who(state, self.seat))
        return RulesWords.tr("%1 recycles plastic into a %2").arg(E.who(state, self.seat), C.RECYCLE_NAME[self.pile])

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "act")
        if not 0 <= self.pile < len(C.RECYCLE_NAME):
            raise IllegalMove(RulesWords.tr("There is no such recycle pile."))
        name = C.RECYCLE_NAME[self.pile]
        if state.piles[self.pile] == 0:
            raise IllegalMove(RulesWords.tr("The %1 pile is empty.").arg(name))
        cost = E.recycle_cost(state, self.seat, self.pile)
        if state.stash[self.seat] < cost:
            raise IllegalMove(RulesWords.tr("A %1 costs %n plastic; you have %2.", None, cost).arg(name, state.stash[self.seat]))

    def execute(self, state: RemediateState) -> None:
        cost = E.recycle_cost(state, self.seat, self.pile)
        state.stash[self.seat] -= cost
        state.supply += cost
        state.piles[self.pile] -= 1
        state.recycled[self.seat][self.pile] += 1
        state.events.append(RulesWords.tr("%1 recycles %n plastic into a %2.", None, cost).arg(
            E.who(state, self.seat), C.RECYCLE_NAME[self.pile]))
        E.end_turn(state)


@attrs.frozen
class Pass(RemediateCommand):
    """Neither remediate nor recycle."""

    def describe(self, state: RemediateState) -> str:
        return RulesWords.tr("%1 passes").arg(E.who(state, self.seat))

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "act")

    def execute(self, state: RemediateState) -> None:
        E.end_turn(state)


@attrs.frozen
class Discard(RemediateCommand):
    """End of turn: discard one card from a hand above the limit."""

    card: int

    def describe(self, state: RemediateState) -> str:
        return RulesWords.tr("%1 discards %2 down to the hand limit").arg(E.who(state, self.seat), _gene(self.card))

    def validate(self, state: RemediateState) -> None:
        _check(state, self.seat, "discard")
        if self.card not in state.hands[self.seat]:
            raise IllegalMove(RulesWords.tr("That gene is not in your hand."))

    def execute(self, state: RemediateState) -> None:
        state.hands[self.seat].remove(self.card)
        state.discard.append(self.card)
        E.end_turn(state)


@attrs.frozen
class ChooseResistance(RemediateCommand):
    """Bacillus subtilis, once, on its turn: the hazard it resists for the rest of the game."""

    hazard: int

    def describe(self, state: RemediateState) -> str:
        if not 0 <= self.hazard < len(C.HAZARDS):
            return RulesWords.tr("%1 chooses a resistance").arg(E.who(state, self.seat))
        return RulesWords.tr("%1 chooses resistance to %2").arg(E.who(state, self.seat), C.HAZARDS[self.hazard])

    def validate(self, state: RemediateState) -> None:
        if state.phase == "over":
            raise IllegalMove(RulesWords.tr("The game is over."))
        if self.seat != state.turn:
            raise IllegalMove(RulesWords.tr("Choose your resistance on your own turn."))
        if not C.MICROBE_PICKS_RESISTANCE[state.microbes[self.seat]]:
            raise IllegalMove(RulesWords.tr("Only Bacillus subtilis chooses a resistance."))
        if state.resistance_pick[self.seat] >= 0:
            raise IllegalMove(RulesWords.tr("You already resist %1; the choice is final.").arg(
                C.HAZARDS[state.resistance_pick[self.seat]]))
        if not 0 <= self.hazard < len(C.HAZARDS):
            raise IllegalMove(RulesWords.tr("There is no such hazard."))

    def execute(self, state: RemediateState) -> None:
        state.resistance_pick[self.seat] = self.hazard
        state.events.append(RulesWords.tr("%1 becomes resistant to %2 for good.").arg(E.who(state, self.seat), C.HAZARDS[self.hazard]))


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
