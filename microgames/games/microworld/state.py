"""The state of a Microworld game and the mechanics that commands call.

The turn is a small state machine (``phase``): optional mutation choice, the
Viruses' first placement, then for every turn BEFORE placing (before-placing
gene tokens, or the placement itself) and AFTER placing (after-placing tokens,
mutation powers, end of turn). STEAL waits for the opponent to answer when a
token is used against a player holding the "steal" mutation. A turn ends by
itself when nothing is left to decide, so random play stays short.

Everything is plain lists and ints (cells as tuples of pawn ids, bitmasks of
occupied cells), so :meth:`clone` is cheap and play is fast.
"""

from __future__ import annotations

import attrs

from microgames.engine.commands import Command
from microgames.engine.rng import Rng
from microgames.games.microworld import commands as _commands
from microgames.games.microworld import scoring as _scoring
from microgames.games.microworld.geometry import ADJACENT, ADJACENT_MASK, CELL_COUNT, QUARTER_EXTERNAL_MASK, flood
from microgames.games.microworld.genes import (ANYWHERE, DOUBLE, MUTATION_NAMES, OCCUPIED, OPPONENT, TARGET_COUNT,
                                               TARGET_NAMES, TARGET_POINTS)
from microgames.games.microworld.options import PAWNS, Setup
from microgames.games.microworld.phases import (AFTER, BEFORE, FIRST, HIDDEN, MUTATION, NONE, OVER, PHASE_NAMES,
                                                STEAL, TOTAL_TURNS)
from microgames.games.microworld.speech import MicroworldWords

__all__ = ["AFTER", "BEFORE", "FIRST", "HIDDEN", "MUTATION", "NONE", "OVER", "PHASE_NAMES", "STEAL", "TEN_POINTS_WHY",
           "TOTAL_TURNS", "MicroworldState"]

TEN_POINTS_WHY = MicroworldWords.tr("10 points (D)", "rule D's two points")  # the reason recorded for them


@attrs.define(eq=True, slots=True)
class MicroworldState:
    """Everything about one game in progress; ``setup`` and ``board`` are shared, never copied."""

    rng: Rng
    setup: Setup
    phase: int
    active: int
    turn: int  # pawns placed so far
    cells: list[tuple[int, ...]]  # pawn ids in each cell, bottom first
    pawn_cell: list[int]  # cell of each pawn, NONE when not placed
    count: list[list[int]]  # count[seat][cell]: pawns of seat in cell
    mask: list[int]  # bitmask of cells holding a pawn of each seat
    occ: int  # bitmask of occupied cells
    placed: list[int]  # pawns placed per seat
    last_pawn: list[int]  # pawn each seat placed last (NONE before its first)
    token_at: list[int]  # gene token lying in each cell, NONE when none
    set_aside: int  # the first turn's token, out of the game
    leftovers: list[int]
    hand: list[list[int]]  # face-down tokens each seat holds
    known: list[list[int]]  # tokens in a hand the opponent knows (stolen ones)
    used: list[list[int]]  # tokens each seat used (face up, or lying on its pawns)
    points: list[int]  # points scored during play
    final: list[int]  # end-of-game tissue points
    arrow: int  # power of the last used token, NONE at first
    flipped: int  # bitmask over pawn ids
    radiation: list[tuple[int, int]]  # (token, pawn carrying it)
    blocked: list[bool]  # blocked for its current/next turn
    mutation: list[str]  # kept mutation key per seat, "" without rule C
    offers: list[tuple[str, ...]]  # mutation tiles drawn, until one is kept
    mutation_tokens: list[int]
    blocker_cell: list[int]  # cell holding each seat's blocking mutation token
    target_winner: int  # seat that achieved the target, NONE while open
    bonus_ten_done: bool  # rule D already given
    # --- the current turn ---
    uses: int = 0  # gene tokens used this turn
    effects: int = 0  # bit per power in effect this turn
    placed_pawn: int = NONE
    place_points: int = 0  # adjacency points credited for this turn's placement
    turn_points: int = 0
    fresh: list[int] = attrs.Factory(list)  # tokens picked up this turn
    locked: list[int] = attrs.Factory(list)  # tokens drawn with rule D, usable from next turn
    mutation_used: bool = False
    pending: tuple[int, ...] = ()  # (token, power, target, resume phase) awaiting a steal answer
    #: every point scored during play, (seat, points, why), so the log and the table can say why;
    #: a tuple shared between clones, since it only ever grows
    scored: tuple[tuple[int, int, str], ...] = ()

    # --- the GameState protocol -------------------------------------------------------------------
    def clone(self) -> MicroworldState:
        return MicroworldState(
            self.rng.clone(), self.setup, self.phase, self.active, self.turn, self.cells[:], self.pawn_cell[:],
            [self.count[0][:], self.count[1][:]], self.mask[:], self.occ, self.placed[:], self.last_pawn[:],
            self.token_at[:], self.set_aside, self.leftovers[:], [self.hand[0][:], self.hand[1][:]],
            [self.known[0][:], self.known[1][:]], [self.used[0][:], self.used[1][:]], self.points[:],
            self.final[:], self.arrow, self.flipped, self.radiation[:], self.blocked[:], self.mutation[:],
            self.offers[:], self.mutation_tokens[:], self.blocker_cell[:], self.target_winner,
            self.bonus_ten_done, self.uses, self.effects, self.placed_pawn, self.place_points,
            self.turn_points, self.fresh[:], self.locked[:], self.mutation_used, self.pending, self.scored,
        )

    def awaiting(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        if self.phase == STEAL:
            return (1 - self.active,)
        return (self.active,)

    def active_seats(self) -> tuple[int, ...]:
        return self.awaiting()

    def is_over(self) -> bool:
        return self.phase == OVER

    def face_up(self) -> bool:
        """Whether every token lies face up: at the end, or all along in a game played face up (a puzzle)."""
        return self.phase == OVER or self.setup.face_up

    def scores(self) -> tuple[int, ...]:
        return (self.points[0] + self.final[0], self.points[1] + self.final[1])

    def legal_commands(self, seat: int) -> list[Command]:
        return _commands.legal(self, seat)

    def view(self, seat: int) -> MicroworldState:
        """What ``seat`` may know: face-down tokens, the other hand, the leftovers are masked; once the game is
        over every token is turned face up where it lies, and nothing is masked. A game played face up (a
        puzzle) masks nothing but the generator."""
        seen = self.clone()
        if self.phase == OVER:
            return seen
        seen.rng = Rng(0)  # the generator would tell future draws
        if self.setup.face_up:
            return seen
        other = 1 - seat
        seen.token_at = [NONE if t == NONE else HIDDEN for t in self.token_at]
        seen.set_aside = NONE if self.set_aside == NONE else HIDDEN
        seen.leftovers = [HIDDEN] * len(self.leftovers)
        seen.hand[other] = [t if t in self.known[other] else HIDDEN for t in self.hand[other]]
        if self.active == other:
            seen.fresh = [t if t in self.known[other] else HIDDEN for t in self.fresh]
            seen.locked = [HIDDEN] * len(self.locked)
        if not self.mutation[other]:
            seen.offers[other] = tuple("" for _ in self.offers[other])
        return seen

    # --- reading ----------------------------------------------------------------------------------
    def placement_mask(self) -> int:
        """Cells the active seat may place in now (bitmask)."""
        if self.phase == FIRST:
            return sum(1 << c for c, t in enumerate(self.token_at) if t != NONE)
        seat = self.active
        blocker = self.blocker_cell[1 - seat]
        empty = ~self.occ & ((1 << CELL_COUNT) - 1)
        free = empty & ~(1 << blocker) if blocker != NONE else empty
        if not free:  # only the blocked cell is left: the block cannot apply
            free = empty
        last = self.last_pawn[1 - seat]
        if last == NONE:
            return free
        near = ADJACENT_MASK[self.pawn_cell[last]]
        allowed = near & free
        if not allowed or self.effects >> ANYWHERE & 1:
            allowed = free
        if self.effects >> OCCUPIED & 1:
            allowed |= near & self.occ
        return allowed

    def free_cell(self, cell: int) -> bool:
        """No pawn and no blocking mutation token."""
        return not (self.occ >> cell & 1) and cell not in self.blocker_cell

    def unflipped(self, seat: int, cell: int) -> int:
        """The top pawn of ``seat`` in ``cell`` that is not flipped, NONE when there is none."""
        for pawn in reversed(self.cells[cell]):
            if pawn // PAWNS == seat and not self.flipped >> pawn & 1:
                return pawn
        return NONE

    def top_pawn(self, seat: int, cell: int) -> int:
        for pawn in reversed(self.cells[cell]):
            if pawn // PAWNS == seat:
                return pawn
        return NONE

    def unused_tokens(self, seat: int) -> int:
        return len(self.hand[seat])

    def target_met(self, seat: int) -> bool:
        """Whether ``seat`` meets the (non-points) target condition now."""
        target = self.setup.target
        if target == "bone":
            return (self.mask[seat] & self.setup.board.kind_mask["O"]).bit_count() >= TARGET_COUNT["bone"]
        if target == "genes":
            return len(self.used[seat]) >= TARGET_COUNT["genes"]
        if target == "chain":
            mine = self.mask[seat]
            for quarter in range(len(QUARTER_EXTERNAL_MASK) // 2):
                start = mine & QUARTER_EXTERNAL_MASK[quarter]
                if start and flood(start, mine) & QUARTER_EXTERNAL_MASK[quarter + len(QUARTER_EXTERNAL_MASK) // 2]:
                    return True
        return False

    def placement_points(self) -> int:
        """Adjacency points for this turn's pawn, with Double points / Score opponent pawns in effect."""
        seat = self.active
        counted = self.count[1 - seat] if self.effects >> OPPONENT & 1 else self.count[seat]
        total = 0
        for near in ADJACENT[self.pawn_cell[self.placed_pawn]]:
            total += counted[near]
        return total * 2 if self.effects >> DOUBLE & 1 else total

    # --- mechanics (called by commands after validation) ------------------------------------------
    def add_pawn(self, pawn: int, cell: int) -> None:
        seat = pawn // PAWNS
        self.cells[cell] = self.cells[cell] + (pawn,)
        self.pawn_cell[pawn] = cell
        self.count[seat][cell] += 1
        self.mask[seat] |= 1 << cell
        self.occ |= 1 << cell

    def remove_pawn(self, pawn: int) -> None:
        seat, cell = pawn // PAWNS, self.pawn_cell[pawn]
        self.cells[cell] = tuple(p for p in self.cells[cell] if p != pawn)
        self.pawn_cell[pawn] = NONE
        self.count[seat][cell] -= 1
        if not self.count[seat][cell]:
            self.mask[seat] &= ~(1 << cell)
        if not self.cells[cell]:
            self.occ &= ~(1 << cell)

    def move_pawn(self, pawn: int, cell: int) -> None:
        """Move a pawn; its flip and any radiation token on it travel with it."""
        self.remove_pawn(pawn)
        self.add_pawn(pawn, cell)

    def gain(self, seat: int, amount: int, why: str) -> None:
        """Score points during play, then rule D and the 15-points target when a threshold is reached.

        A player blocked on their own turn scores nothing; the opponent may still score a target
        during it (rule B is checked for both players after every action).
        """
        if amount <= 0 or (self.blocked[seat] and seat == self.active):
            return
        self.points[seat] += amount
        self.scored += ((seat, amount, why),)
        if seat == self.active:
            self.turn_points += amount  # Overachiever counts only what you score in your own turn
        setup = self.setup
        if setup.rule_d and not self.bonus_ten_done and self.points[seat] >= 10:
            self.bonus_ten_done = True
            if self.leftovers:
                token = self.leftovers.pop()
                self.hand[seat].append(token)
                if seat == self.active:
                    self.locked.append(token)
            self.gain(seat, 2, TEN_POINTS_WHY)
        if setup.target == "fifteen" and self.target_winner == NONE and self.points[seat] >= TARGET_COUNT["fifteen"]:
            self.target_winner = seat
            self.gain(seat, TARGET_POINTS["fifteen"], TARGET_NAMES["fifteen"])

    def adjust_placement(self, why: str, replace: bool = False) -> None:
        """Re-count this turn's placement after Double points or Score opponent pawns, from where the pawn
        stands now (it may have drifted or swapped). Double points only adds; Score opponent pawns
        (``replace``) puts its count in place of your own pawns' count, as the rule text says, so the points
        already scored are corrected down when the opponent's pawns give fewer."""
        if self.blocked[self.active]:
            return
        now = self.placement_points()
        if now > self.place_points:
            self.gain(self.active, now - self.place_points, why)
        elif now < self.place_points and replace:
            self.lose(self.active, self.place_points - now, why)
        else:
            return
        self.place_points = now

    def lose(self, seat: int, amount: int, why: str) -> None:
        """Take back placement points (Score opponent pawns counting fewer); what they reached stays reached
        (rule D's bonus, a target), as every score-at-once ruling has it."""
        self.points[seat] -= amount
        self.scored += ((seat, -amount, why),)
        if seat == self.active:
            self.turn_points -= amount

    def opponent_count(self) -> tuple[int, int]:
        """This turn's placement points now, and what Score opponent pawns would make them (the table asks the
        player before a use that lowers them)."""
        trial = self.clone()
        trial.effects |= 1 << OPPONENT
        return self.place_points, trial.placement_points()

    def check_target(self) -> None:
        """Rule B: the first player to meet the target scores it at once, whoever's turn it is."""
        setup = self.setup
        if not setup.rule_b or self.target_winner != NONE or setup.target == "fifteen":
            return
        for seat in (self.active, 1 - self.active):
            if not (self.blocked[seat] and seat == self.active) and self.target_met(seat):
                self.target_winner = seat
                self.gain(seat, TARGET_POINTS[setup.target], TARGET_NAMES[setup.target])
                return

    def maybe_end_turn(self) -> None:
        """Claim a target this action met, then end the turn by itself once nothing is left to decide."""
        self.check_target()
        if self.phase == AFTER and not _commands.after_actions(self, self.active):
            self.end_turn()

    def end_turn(self) -> None:
        seat = self.active
        if self.mutation[seat] == "bonus" and self.turn_points >= 2:
            self.gain(seat, 1, MUTATION_NAMES["bonus"])
        self.blocked[seat] = False
        if self.turn >= TOTAL_TURNS:
            self.phase = OVER
            self.final = list(_scoring.final_points(self))
            return
        other = 1 - seat
        self.active = other
        self.phase = BEFORE
        self.blocker_cell[other] = NONE  # your blocking token leaves at the start of your turn
        self.uses = self.effects = self.place_points = self.turn_points = 0
        self.placed_pawn = NONE
        self.fresh = []
        self.locked = []
        self.mutation_used = False

