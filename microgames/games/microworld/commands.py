"""Every decision a Microworld player makes, as a command, and the list of legal ones.

Commands hold only plain values (seat, cell, token number, mutation key), so
they save and replay. Legal commands are built from cached instances: a value
such as ``Place(0, 12)`` is immutable, so random play never allocates them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.games.microworld.board import kind_names
from microgames.games.microworld.geometry import ADJACENT, CELL_COUNT, cell_name
from microgames.games.microworld.genes import (AFTER_POWERS, BEFORE_POWERS, BLOCK, COPY, FLIP, GENE_NAMES, MOVE,
                                               MUTATION_NAMES, MUTATION_TOKENS, OCCUPIED, ONCE_PER_TURN, OPPONENT,
                                               RADIATION)
from microgames.games.microworld.options import FACTIONS, PAWNS
from microgames.games.microworld.phases import AFTER, BEFORE, FIRST, MUTATION, NONE, OVER, STEAL, TOTAL_TURNS
from microgames.games.microworld.speech import MicroworldWords, listing

if TYPE_CHECKING:
    from microgames.games.microworld.state import MicroworldState

_KIND_NAMES = kind_names()
ADJACENT_WHY = MicroworldWords.tr("adjacent", "points for adjacent pawns")  # the reason recorded for placement points
NERVOUS_WHY = MicroworldWords.tr("nervous (E)", "a point for a nervous cell, rule E")
LAST_CELL_WHY = MicroworldWords.tr("last cell (F)", "points for a tissue's last cell, rule F")


def signed(points: int) -> str:
    """Points won or taken back, as the log and the table say them: "+2", "−1"."""
    return f"+{points}" if points >= 0 else f"\u2212{-points}"


def say_points(seat: int, events: tuple[tuple[int, int, str], ...], text: str) -> str:
    """A log line followed by why points were scored, e.g. "…: 2 adjacent, +1 nervous (E) = 3"."""
    for who in (seat, 1 - seat):
        items = [points_why(n, why) for s, n, why in events if s == who]
        if not items:
            continue
        said = listing(items)
        if len(items) > 1:
            said = MicroworldWords.tr("%1 = %2", "points added up").arg(said, sum(n for s, n, _ in events if s == who))
        if who == seat:
            text = MicroworldWords.tr("%1: %2", "a move, then the points it scores").arg(text, said)
        else:
            text = MicroworldWords.tr("%1; %2 %3", "a move, then the opponent's points").arg(text, _faction(who), said)
    return text


def points_why(points: int, why: str) -> str:
    """One reason for points, e.g. "2 adjacent" (a count, in the plural its language gives it) or "+1 nervous (E)"."""
    if why == ADJACENT_WHY:
        return MicroworldWords.tr("%n adjacent", "points for adjacent pawns", points)
    return MicroworldWords.tr("%1 %2", "points, then why").arg(signed(points), why)


def _with_points(command: Command, state: MicroworldState, text: str) -> str:
    """A label followed by the points the command scores (it is run on a copy; a refused one scores nothing)."""
    try:
        command.validate(state)
    except IllegalMove:
        return text
    trial = state.clone()
    command.execute(trial)
    return say_points(command.seat, trial.scored[len(state.scored):], text)


def _faction(seat: int) -> str:
    if 0 <= seat < len(FACTIONS):
        return FACTIONS[seat]
    return MicroworldWords.tr("Seat %1").arg(seat + 1)  # labels precede validation


def where(state: MicroworldState, cell: int) -> str:
    """A cell as the log and the hints name it: "Q2·7 (osseous)"."""
    if not 0 <= cell < CELL_COUNT:
        return MicroworldWords.tr("cell %1").arg(cell)  # labels are made before validation refuses the move
    kind = _KIND_NAMES[state.setup.board.kinds[cell]]
    return MicroworldWords.tr("%1 (%2)", "a cell and its kind").arg(cell_name(cell), kind)


def _check_turn(state: MicroworldState, seat: int, *phases: int) -> None:
    if state.phase == OVER:
        raise IllegalMove(MicroworldWords.tr("The game is over."))
    waiting = state.awaiting()[0]
    if seat != waiting:
        raise IllegalMove(MicroworldWords.tr("It is the %1' turn to decide.").arg(FACTIONS[waiting]))
    if state.phase not in phases:
        raise IllegalMove(_PHASE_HINT[state.phase])


_PHASE_HINT = {
    MUTATION: MicroworldWords.tr("First keep one of your two mutation tiles."),
    FIRST: MicroworldWords.tr("The Viruses must first place their opening pawn on a cell with a gene token."),
    BEFORE: MicroworldWords.tr("Place your pawn first."),
    AFTER: MicroworldWords.tr("You have already placed your pawn this turn: use an after-placing token, a mutation, "
                              "or end the turn."),
    STEAL: MicroworldWords.tr("Wait: the opponent's gene token may be stolen first."),
}


def _check_cell(cell: int) -> None:
    if not 0 <= cell < CELL_COUNT:
        raise IllegalMove(MicroworldWords.tr("There is no cell %1.").arg(cell))


# --- placing ----------------------------------------------------------------------------------------
@attrs.frozen
class Place(Command):
    """Place a pawn (on the first turn: the Viruses' opening on a gene space)."""

    cell: int

    def label(self, state: MicroworldState) -> str:
        if state.phase == FIRST:
            text = MicroworldWords.tr("%1 open on %2").arg(_faction(self.seat), where(state, self.cell))
        else:
            text = MicroworldWords.tr("%1 place a pawn on %2").arg(_faction(self.seat), where(state, self.cell))
        return _with_points(self, state, text)

    def validate(self, state: MicroworldState) -> None:
        _check_turn(state, self.seat, FIRST, BEFORE)
        _check_cell(self.cell)
        if state.placement_mask() >> self.cell & 1:
            return
        if state.phase == FIRST:
            raise IllegalMove(MicroworldWords.tr("On the first turn the Viruses place on a cell that holds a gene "
                                                 "token."))
        if self.cell in state.blocker_cell:
            raise IllegalMove(MicroworldWords.tr("A mutation token blocks that cell this turn."))
        if state.occ >> self.cell & 1:
            raise IllegalMove(MicroworldWords.tr("That cell is occupied (only %1 allows it, next to the last pawn).")
                              .arg(GENE_NAMES[OCCUPIED]))
        last = state.pawn_cell[state.last_pawn[1 - self.seat]]
        raise IllegalMove(MicroworldWords.tr("Place next to the opponent's last pawn on %1.").arg(cell_name(last)))

    def execute(self, state: MicroworldState) -> None:
        seat, cell = self.seat, self.cell
        pawn = seat * PAWNS + state.placed[seat]
        state.placed[seat] += 1
        state.turn += 1
        was_free = not state.occ >> cell & 1
        state.add_pawn(pawn, cell)
        state.last_pawn[seat] = pawn
        token = state.token_at[cell]
        if state.phase == FIRST:
            state.set_aside, state.token_at[cell] = token, NONE
            state.end_turn()
            return
        state.placed_pawn = pawn
        if token != NONE:
            state.token_at[cell] = NONE
            state.hand[seat].append(token)
            state.fresh.append(token)
        state.phase = AFTER
        if not state.blocked[seat]:
            state.place_points = state.placement_points()
            state.gain(seat, state.place_points, ADJACENT_WHY)
            setup = state.setup
            if setup.rule_e and setup.board.kinds[cell] == "N":
                state.gain(seat, 1, NERVOUS_WHY)
            if setup.rule_f and was_free and not setup.board.tissues[setup.board.tissue_of[cell]] & ~state.occ:
                state.gain(seat, 2, LAST_CELL_WHY)
        state.maybe_end_turn()

    def reveals(self, state: MicroworldState) -> bool:
        """Picking up a token (or a rule D draw) shows it to the placing player."""
        return (state.phase == BEFORE and (state.token_at[self.cell] != NONE or _may_draw(state))
                or ends_game(self, state))


def ends_game(command: Command, state: MicroworldState) -> bool:
    """Whether ``command`` ends the game, which turns every face-down token face up (a strict-undo barrier)."""
    if state.phase == OVER or state.turn < TOTAL_TURNS - 1:
        return False
    trial = state.clone()
    command.execute(trial)
    return trial.phase == OVER


def _may_draw(state: MicroworldState) -> bool:
    """Whether scoring now could draw a hidden leftover token (rule D)."""
    return state.setup.rule_d and not state.bonus_ten_done and bool(state.leftovers)


# --- gene tokens ------------------------------------------------------------------------------------
def power_of(state: MicroworldState, token: int) -> int:
    """The power a token has now: Copy takes the arrow's."""
    return state.arrow if token == COPY else token


def flip_targets(state: MicroworldState) -> list[int]:
    """Cells next to this turn's pawn holding an opponent's pawn that is not flipped yet."""
    other = 1 - state.active
    return [c for c in ADJACENT[state.pawn_cell[state.placed_pawn]]
            if state.count[other][c] and state.unflipped(other, c) != NONE]


def move_targets(state: MicroworldState) -> list[int]:
    """Free cells next to the opponent's last pawn."""
    cell = state.pawn_cell[state.last_pawn[1 - state.active]]
    return [c for c in ADJACENT[cell] if state.free_cell(c)]


@attrs.frozen
class UseGene(Command):
    """Reveal a gene token and use its power; ``target`` is the cell for Flip pawn / Move opponent's pawn."""

    token: int
    target: int = NONE

    def label(self, state: MicroworldState) -> str:
        text = MicroworldWords.tr("%1 use %2").arg(_faction(self.seat), _token_name(self.token))
        if self.token == COPY and state.arrow >= 0:
            text = MicroworldWords.tr("%1 use %2 as %3").arg(_faction(self.seat), _token_name(self.token),
                                                              GENE_NAMES[state.arrow])
        power = power_of(state, self.token) if 0 <= self.token < len(GENE_NAMES) else NONE
        if power == FLIP and 0 <= self.target < CELL_COUNT:
            text = MicroworldWords.tr("%1 on %2", "a token used on a cell").arg(text, where(state, self.target))
        elif power == MOVE and 0 <= self.target < CELL_COUNT:
            text = MicroworldWords.tr("%1, moving the opponent's pawn to %2").arg(text, where(state, self.target))
        return _with_points(self, state, text)

    def validate(self, state: MicroworldState) -> None:
        _check_turn(state, self.seat, BEFORE, AFTER)
        if state.blocked[self.seat]:
            raise IllegalMove(MicroworldWords.tr("You are blocked this turn: no gene tokens."))
        if self.token not in state.hand[self.seat]:
            raise IllegalMove(MicroworldWords.tr("You do not hold that gene token."))
        limit = state.setup.token_limit
        if state.uses >= limit:
            raise IllegalMove(MicroworldWords.tr("You may use %n gene token(s) a turn.", None, limit))
        if self.token in state.locked:
            raise IllegalMove(MicroworldWords.tr("The token drawn for reaching 10 points can be used from your next "
                                                 "turn."))
        power = power_of(state, self.token)
        if power == NONE:
            raise IllegalMove(MicroworldWords.tr("%1 has nothing to copy yet: no gene token has been used.")
                              .arg(GENE_NAMES[COPY]))
        name = GENE_NAMES[power]
        if state.phase == BEFORE and power not in BEFORE_POWERS:
            raise IllegalMove(MicroworldWords.tr("%1 is used after placing your pawn.").arg(name))
        if state.phase == AFTER and power not in AFTER_POWERS:
            if self.token in state.fresh:
                raise IllegalMove(MicroworldWords.tr("A token picked up this turn can be used now only if it acts "
                                                     "after placing; keep %1 for a later turn.").arg(name))
            raise IllegalMove(MicroworldWords.tr("%1 is used before placing your pawn.").arg(name))
        if power in ONCE_PER_TURN and state.effects >> power & 1:
            raise IllegalMove(MicroworldWords.tr("%1 is already in effect this turn.").arg(name))
        if power == FLIP:
            if self.target not in flip_targets(state):
                raise IllegalMove(MicroworldWords.tr("Flip an opponent's pawn (not flipped yet) next to the pawn you "
                                                     "placed."))
        elif power == MOVE:
            if self.target not in move_targets(state):
                raise IllegalMove(MicroworldWords.tr("Move the opponent's last pawn to a free cell next to it."))
        elif self.target != NONE:
            raise IllegalMove(MicroworldWords.tr("%1 needs no target cell.").arg(name))

    def execute(self, state: MicroworldState) -> None:
        seat, other = self.seat, 1 - self.seat
        state.hand[seat].remove(self.token)
        if self.token in state.known[seat]:
            state.known[seat].remove(self.token)
        if self.token in state.fresh:
            state.fresh.remove(self.token)
        state.uses += 1
        power = power_of(state, self.token)
        if state.mutation[other] == "steal" and state.mutation_tokens[other] > 0:
            state.pending = (self.token, power, self.target, state.phase)
            state.phase = STEAL
            return
        resolve(state, self.token, power, self.target)

    def reveals(self, state: MicroworldState) -> bool:
        return True


def _token_name(token: int) -> str:
    return GENE_NAMES[token] if 0 <= token < len(GENE_NAMES) else MicroworldWords.tr("a gene token")


def resolve(state: MicroworldState, token: int, power: int, target: int) -> None:
    """Carry out a used token's power for the active seat."""
    seat, other = state.active, 1 - state.active
    state.used[seat].append(token)
    if token != COPY:
        state.arrow = power
    state.effects |= 1 << power
    if power == MOVE:
        state.move_pawn(state.last_pawn[other], target)
    elif power == FLIP:
        state.flipped |= 1 << state.unflipped(other, target)
    elif power == BLOCK:
        state.blocked[other] = True
    elif power == RADIATION:
        state.radiation.append((token, state.placed_pawn))
    elif power in _RECOUNT:
        state.adjust_placement(GENE_NAMES[power], replace=power == OPPONENT)
    state.maybe_end_turn()


_RECOUNT = frozenset(p for p in AFTER_POWERS if p not in (FLIP, BLOCK, RADIATION))  # double, opponent


@attrs.frozen
class AnswerSteal(Command):
    """The holder of the steal mutation decides whether to cancel the token just used and take it."""

    steal: bool

    def label(self, state: MicroworldState) -> str:
        token = state.pending[0] if state.pending else NONE
        if self.steal:
            return MicroworldWords.tr("%1 discard a mutation token to steal %2").arg(_faction(self.seat),
                                                                                       _token_name(token))
        return _with_points(self, state, MicroworldWords.tr("%1 let %2 work").arg(_faction(self.seat),
                                                                                   _token_name(token)))

    def validate(self, state: MicroworldState) -> None:
        _check_turn(state, self.seat, STEAL)

    def reveals(self, state: MicroworldState) -> bool:
        return not self.steal and _may_draw(state) or ends_game(self, state)

    def execute(self, state: MicroworldState) -> None:
        token, power, target, resume = state.pending
        state.pending = ()
        state.phase = resume
        if self.steal:
            state.mutation_tokens[self.seat] -= 1
            state.hand[self.seat].append(token)
            state.known[self.seat].append(token)
            state.maybe_end_turn()
        else:
            resolve(state, token, power, target)


# --- after placing ----------------------------------------------------------------------------------
@attrs.frozen
class EndTurn(Command):
    """Finish the turn, keeping the unused tokens for later."""

    def label(self, state: MicroworldState) -> str:
        return _with_points(self, state, MicroworldWords.tr("%1 end their turn").arg(_faction(self.seat)))

    def validate(self, state: MicroworldState) -> None:
        _check_turn(state, self.seat, AFTER)

    def execute(self, state: MicroworldState) -> None:
        state.end_turn()

    def reveals(self, state: MicroworldState) -> bool:
        return state.mutation[self.seat] == "bonus" and _may_draw(state) or ends_game(self, state)


def _check_mutation(state: MicroworldState, seat: int, key: str) -> None:
    _check_turn(state, seat, AFTER)
    if state.mutation[seat] != key:
        raise IllegalMove(MicroworldWords.tr("You do not have the %1 mutation.").arg(MUTATION_NAMES[key]))
    if state.mutation_used:
        raise IllegalMove(MicroworldWords.tr("You have already used your mutation this turn."))
    if state.mutation_tokens[seat] <= 0:
        raise IllegalMove(MicroworldWords.tr("You have no mutation tokens left."))


@attrs.frozen
class PlaceBlocker(Command):
    """Blocker mutation: a token on a free cell where the opponent may not place next turn."""

    cell: int

    def label(self, state: MicroworldState) -> str:
        return MicroworldWords.tr("%1 block %2 with a mutation token").arg(_faction(self.seat), where(state, self.cell))

    def validate(self, state: MicroworldState) -> None:
        _check_mutation(state, self.seat, "blocker")
        _check_cell(self.cell)
        if not state.free_cell(self.cell):
            raise IllegalMove(MicroworldWords.tr("Put the mutation token on a free cell."))

    def reveals(self, state: MicroworldState) -> bool:
        return ends_game(self, state)

    def execute(self, state: MicroworldState) -> None:
        _spend_mutation(state, self.seat)
        state.blocker_cell[self.seat] = self.cell
        state.maybe_end_turn()


def exchange_targets(state: MicroworldState) -> list[int]:
    other = 1 - state.active
    return [c for c in ADJACENT[state.pawn_cell[state.placed_pawn]] if state.count[other][c]]


@attrs.frozen
class ExchangePawn(Command):
    """Exchange mutation: swap the pawn placed this turn with an adjacent opponent's pawn."""

    cell: int

    def label(self, state: MicroworldState) -> str:
        text = MicroworldWords.tr("%1 swap their pawn with the opponent's on %2").arg(_faction(self.seat),
                                                                                     where(state, self.cell))
        return _with_points(self, state, text)

    def validate(self, state: MicroworldState) -> None:
        _check_mutation(state, self.seat, "exchange")
        if self.cell not in exchange_targets(state):
            raise IllegalMove(MicroworldWords.tr("Swap with an opponent's pawn next to the pawn you placed."))

    def reveals(self, state: MicroworldState) -> bool:
        return ends_game(self, state)

    def execute(self, state: MicroworldState) -> None:
        _spend_mutation(state, self.seat)
        mine = state.placed_pawn
        theirs = state.top_pawn(1 - self.seat, self.cell)
        home = state.pawn_cell[mine]
        state.move_pawn(mine, self.cell)
        state.move_pawn(theirs, home)
        state.maybe_end_turn()


def shift_targets(state: MicroworldState) -> list[int]:
    return [c for c in ADJACENT[state.pawn_cell[state.placed_pawn]] if state.free_cell(c)]


@attrs.frozen
class ShiftPawn(Command):
    """Shift mutation: move the pawn placed this turn to an adjacent free cell."""

    cell: int

    def label(self, state: MicroworldState) -> str:
        return _with_points(self, state, MicroworldWords.tr("%1 move their pawn to %2").arg(_faction(self.seat),
                                                                                             where(state, self.cell)))

    def validate(self, state: MicroworldState) -> None:
        _check_mutation(state, self.seat, "shift")
        if self.cell not in shift_targets(state):
            raise IllegalMove(MicroworldWords.tr("Move the pawn you placed to a free cell next to it."))

    def reveals(self, state: MicroworldState) -> bool:
        return ends_game(self, state)

    def execute(self, state: MicroworldState) -> None:
        _spend_mutation(state, self.seat)
        state.move_pawn(state.placed_pawn, self.cell)
        state.maybe_end_turn()


def _spend_mutation(state: MicroworldState, seat: int) -> None:
    state.mutation_tokens[seat] -= 1
    state.mutation_used = True


# --- setup ------------------------------------------------------------------------------------------
@attrs.frozen
class ChooseMutation(Command):
    """Rule C: keep one of the two mutation tiles drawn."""

    mutation: str

    def label(self, state: MicroworldState) -> str:
        name = MUTATION_NAMES.get(self.mutation) or MicroworldWords.tr("unknown", "a mutation")
        return MicroworldWords.tr("%1 keep the %2 mutation").arg(_faction(self.seat), name)

    def validate(self, state: MicroworldState) -> None:
        _check_turn(state, self.seat, MUTATION)
        if self.mutation not in state.offers[self.seat]:
            raise IllegalMove(MicroworldWords.tr("Keep one of the two mutation tiles you drew."))

    def reveals(self, state: MicroworldState) -> bool:
        return True  # the kept tile is shown to the opponent

    def execute(self, state: MicroworldState) -> None:
        state.mutation[self.seat] = self.mutation
        state.mutation_tokens[self.seat] = MUTATION_TOKENS[self.mutation]
        state.offers[self.seat] = ()
        if self.seat == 0:
            state.active = 1
        else:
            state.active, state.phase = 0, FIRST


COMMANDS: tuple[type[Command], ...] = (Place, UseGene, AnswerSteal, EndTurn, PlaceBlocker, ExchangePawn, ShiftPawn,
                                       ChooseMutation)

# --- legal commands ---------------------------------------------------------------------------------
_PLACE = tuple(tuple(Place(s, c) for c in range(CELL_COUNT)) for s in (0, 1))
_END = (EndTurn(0), EndTurn(1))
_ANSWER = ((AnswerSteal(0, True), AnswerSteal(0, False)), (AnswerSteal(1, True), AnswerSteal(1, False)))
_CELL_COMMANDS: dict[tuple[type, int, int], Command] = {}
_USE: dict[tuple[int, int, int], UseGene] = {}


def _cell_command(kind: type, seat: int, cell: int) -> Any:
    key = (kind, seat, cell)
    found = _CELL_COMMANDS.get(key)
    if found is None:
        found = _CELL_COMMANDS[key] = kind(seat, cell)
    return found


def _use(seat: int, token: int, target: int) -> UseGene:
    key = (seat, token, target)
    found = _USE.get(key)
    if found is None:
        found = _USE[key] = UseGene(seat, token, target)
    return found


def _cells(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def gene_uses(state: MicroworldState, seat: int) -> list[Command]:
    """The gene tokens ``seat`` may use now, with every target."""
    if state.blocked[seat] or state.uses >= state.setup.token_limit or not state.hand[seat]:
        return []
    before = state.phase == BEFORE
    timing = BEFORE_POWERS if before else AFTER_POWERS
    out: list[Command] = []
    for token in state.hand[seat]:
        if token < 0 or token in state.locked:
            continue
        power = state.arrow if token == COPY else token
        if power not in timing or (power in ONCE_PER_TURN and state.effects >> power & 1):
            continue
        if power == FLIP:
            out += [_use(seat, token, c) for c in flip_targets(state)]
        elif power == MOVE:
            out += [_use(seat, token, c) for c in move_targets(state)]
        else:
            out.append(_use(seat, token, NONE))
    return out


def after_actions(state: MicroworldState, seat: int) -> list[Command]:
    """Everything ``seat`` may still do after placing, except ending the turn."""
    out = gene_uses(state, seat)
    key = state.mutation[seat]
    if key and not state.mutation_used and state.mutation_tokens[seat] > 0:
        if key == "blocker":
            out += [_cell_command(PlaceBlocker, seat, c) for c in range(CELL_COUNT) if state.free_cell(c)]
        elif key == "exchange":
            out += [_cell_command(ExchangePawn, seat, c) for c in exchange_targets(state)]
        elif key == "shift":
            out += [_cell_command(ShiftPawn, seat, c) for c in shift_targets(state)]
    return out


def legal(state: MicroworldState, seat: int) -> list[Command]:
    phase = state.phase
    if phase == OVER:
        return []
    if phase == STEAL:
        return list(_ANSWER[seat]) if seat != state.active else []
    if seat != state.active:
        return []
    if phase == BEFORE:
        places = _PLACE[seat]
        out: list[Command] = [places[c] for c in _cells(state.placement_mask())]
        if state.hand[seat]:
            out += gene_uses(state, seat)
        return out
    if phase == AFTER:
        return after_actions(state, seat) + [_END[seat]]
    if phase == FIRST:
        return [_PLACE[seat][c] for c in _cells(state.placement_mask())]
    return [ChooseMutation(seat, key) for key in state.offers[seat] if key]
