"""Microchip bots: easy, medium and hard.

A bot is asked to act when its seat is in ``state.awaiting()``: on its draft
turn, and in the building phase until it has finished or conceded. It answers
one command at a time, so a person can watch (and undo) every step: first the
commands that bring its board to the arrangement it aims for, then its draft
(or, after the draft, Finish, or Concede when another seat has posted more and
it cannot improve).

- **easy** drafts at random and arranges its tiles once the draft is over.
- **medium** drafts the tile that most raises its best reachable score (the
  solver's), and always keeps its board at that best arrangement.
- **hard** does the same, and also weighs what the next seat would gain from each
  tile of the column, and how well its tiles could still fit (the solver's bound).
"""

from __future__ import annotations

from collections.abc import Sequence

from microgames.engine.commands import Command
from microgames.engine.rng import Rng
from microgames.games.microchip.boards import Board
from microgames.games.microchip.commands import Concede, Draft, Finish
from microgames.games.microchip.solver import Arrangement, best_arrangement, commands_for, potential
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.tiles import tile

LEVELS = ("easy", "medium", "hard")
POTENTIAL = 0.5  # hard: weight of how well its tiles could still fit
DENIAL = 0.3  # hard: weight of what the next seat would gain from a tile


class MicrochipBot:
    """One bot for one seat; it keeps a cache of solved inventories, nothing else."""

    def __init__(self, level: str, seat: int, seed: int) -> None:
        if level not in LEVELS:
            raise ValueError(f"There is no {level!r} Microchip bot; the levels are {', '.join(LEVELS)}.")
        self.level, self.seat = level, seat
        self.rng = Rng(seed)
        self._solved: dict[tuple, Arrangement] = {}

    # --- the Bot protocol ----------------------------------------------------------------------
    def choose(self, view: MicrochipState, budget: float) -> Command:
        seat = self.seat
        if view.phase == "drafting" and view.turn != seat or view.locked(seat):
            raise ValueError("the bot was asked to move when it has nothing to do")
        steps = self.arrange(view)
        if steps:
            return steps[0]
        if view.phase == "drafting":
            return Draft(seat, self.draft(view))
        return Concede(seat) if view.can_concede(seat) else Finish(seat)

    # --- arranging -----------------------------------------------------------------------------
    def solved(self, board: Board, tiles: Sequence[int]) -> Arrangement:
        key = (board.letter, tuple(sorted(tile(t).kind for t in tiles)))
        found = self._solved.get(key)
        if found is None:
            found = self._solved[key] = best_arrangement(board, tiles)
        return found

    def arrange(self, view: MicrochipState) -> list[Command]:
        """The commands still needed to reach the arrangement this bot aims for."""
        if self.level == "easy" and view.phase == "drafting":
            return []  # easy arranges only once the draft is over
        target = self.solved(view.board(self.seat), view.owned(self.seat))
        return commands_for(view, self.seat, target.placements)

    # --- drafting ------------------------------------------------------------------------------
    def draft(self, view: MicrochipState) -> int:
        column = view.active_column()
        assert column is not None
        offered = view.column(column)
        if self.level == "easy":
            return self.rng.choice(offered)
        board, owned = view.board(self.seat), view.owned(self.seat)
        now = self.solved(board, owned).score
        rival = (self.seat + 1) % view.seat_count
        rival_board, rival_owned = view.board(rival), view.owned(rival)
        rival_now = potential(rival_board, rival_owned) if self.level == "hard" else 0.0
        by_kind: dict[tuple[str, str], int] = {}
        for tile_id in offered:
            by_kind.setdefault(tile(tile_id).kind, tile_id)
        best_value, best_tiles = None, []
        for tile_id in by_kind.values():
            value = float(self.solved(board, [*owned, tile_id]).score - now)
            if self.level == "hard":
                value += POTENTIAL * potential(board, [*owned, tile_id])
                value += DENIAL * (potential(rival_board, [*rival_owned, tile_id]) - rival_now)
            else:
                value += 0.01 * tile(tile_id).shape.connections
            if best_value is None or value > best_value + 1e-9:
                best_value, best_tiles = value, [tile_id]
            elif abs(value - best_value) <= 1e-9:
                best_tiles.append(tile_id)
        return self.rng.choice(best_tiles)


def make_bot(level: str, seat: int, seed: int) -> MicrochipBot:
    return MicrochipBot(level, seat, seed)
