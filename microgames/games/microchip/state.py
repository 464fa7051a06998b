"""The state of one game of Microchip, and its setup.

Reading the state (everything the table needs; ``seat`` is 0-based):

- ``state.names[seat]``: the seat's name (used in labels); ``state.seat_count``.
- ``state.board(seat)``: the seat's :class:`~microgames.games.microchip.boards.Board`
  (``.letter``, ``.colour(cell)``); cells are 0–24, named A1–E5 (see ``boards``).
- ``state.cells[seat][cell]``: ``(tile id, rotation)`` or None; ``state.placed(seat)``
  gives the same as a dict of the occupied cells. ``tiles.tile(id)`` describes a tile
  (``.colour``, ``.shape``, ``.mask(rotation)``).
- ``state.trays[seat]``: the tile ids in the seat's tray, in the order they came.
- ``state.pool[row][column]``: a tile id or ``EMPTY``; columns numbered from 0 at
  the left; ``state.active_column()`` is the rightmost column that still has tiles
  (None when the pool is empty). Labels name columns from 1.
- ``state.turn``: the seat whose turn it is to draft (meaningful while drafting).
- ``state.phase``: ``"drafting"`` (the pool has tiles), ``"building"`` (pool empty,
  someone still building) or ``"over"``.
- ``state.status[seat]``: ``"building"``, ``"finished"`` or ``"conceded"``;
  ``state.posted[seat]``: the score posted by the seat's last Finish or Concede
  (None before). ``state.can_finish/can_resume/can_concede(seat)`` say which of the
  Finish, Resume building and Concede buttons the seat has now.
- ``state.badges(seat)`` / ``state.faults(seat)``: badges per cell (see ``badges``);
  ``state.groups(seat)``: the groups; ``state.score(seat)``: the live
  :class:`~microgames.games.microchip.scoring.Score` with ``.points`` and
  ``.microchip`` (the scored cells); ``state.scores()``: live points of every seat;
  ``state.standings()``: final places with the tie-break.

The Finish rules (option ``improve``, "Improve after others finish"):
once the pool is empty, each seat arranges and presses Finish, which posts its
score. With ``improve`` on, a seat that is (or becomes) below a higher score
posted by another seat gets its Finish button back: it returns to
``"building"`` and may improve and Finish again, or Concede to stay at its
score; a finished seat may also Resume building (withdrawing its posted score).
The phase ends when every seat is finished or conceded and no finished seat is
below a higher posted score. With ``improve`` off, Finish locks the score once
and for all; the phase ends when every seat has finished.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

import attrs

from microgames.engine.rng import Rng
from microgames.engine.seats import Seat
from microgames.games.microchip import badges as badge_rules
from microgames.games.microchip import commands
from microgames.games.microchip import scoring
from microgames.games.microchip.boards import CELLS, Board, board, boards
from microgames.games.microchip.tiles import EMPTY, tileset
from microgames.games.microchip.words import ChipWords
from microgames.resources import load_json

Phase = Literal["drafting", "building", "over"]
Status = Literal["building", "finished", "conceded"]


@attrs.define(eq=True)
class MicrochipState:
    rng: Rng
    names: tuple[str, ...]
    board_letters: tuple[str, ...]
    pool: list[list[int]]  # rows of tile ids, EMPTY where taken
    removed: tuple[int, ...]  # tiles set aside at setup (two players)
    turn: int
    cells: list[list[tuple[int, int] | None]]  # per seat, per cell
    trays: list[list[int]]
    status: list[str]
    posted: list[int | None]
    improve: bool

    def clone(self) -> MicrochipState:
        return MicrochipState(
            self.rng.clone(), self.names, self.board_letters, [list(r) for r in self.pool], self.removed,
            self.turn, [list(c) for c in self.cells], [list(t) for t in self.trays], list(self.status),
            list(self.posted), self.improve,
        )

    # --- reading -------------------------------------------------------------------------------
    @property
    def seat_count(self) -> int:
        return len(self.names)

    def board(self, seat: int) -> Board:
        return board(self.board_letters[seat])

    def placed(self, seat: int) -> dict[int, tuple[int, int]]:
        return {cell: p for cell, p in enumerate(self.cells[seat]) if p is not None}

    def owned(self, seat: int) -> list[int]:
        """Every tile id the seat has, board first (cell order), then tray."""
        return [p[0] for p in self.cells[seat] if p is not None] + list(self.trays[seat])

    def owner(self, tile_id: int) -> int | None:
        for seat in range(self.seat_count):
            if tile_id in self.trays[seat] or any(p is not None and p[0] == tile_id for p in self.cells[seat]):
                return seat
        return None

    def cell_of(self, seat: int, tile_id: int) -> int | None:
        return next((c for c, p in enumerate(self.cells[seat]) if p is not None and p[0] == tile_id), None)

    def column(self, index: int) -> list[int]:
        return [row[index] for row in self.pool if row[index] != EMPTY]

    def active_column(self) -> int | None:
        """The rightmost pool column that still has tiles."""
        for index in range(len(self.pool[0]) - 1, -1, -1):
            if any(row[index] != EMPTY for row in self.pool):
                return index
        return None

    def pool_position(self, tile_id: int) -> tuple[int, int] | None:
        for r, row in enumerate(self.pool):
            if tile_id in row:
                return (r, row.index(tile_id))
        return None

    @property
    def phase(self) -> Phase:
        if self.active_column() is not None:
            return "drafting"
        if all(s != "building" for s in self.status):
            return "over"
        return "building"

    def locked(self, seat: int) -> bool:
        """True when the seat's board may not change (finished or conceded)."""
        return self.status[seat] != "building" or self.phase == "over"

    def badges(self, seat: int) -> dict[int, badge_rules.Badge]:
        return badge_rules.badges(self.cells[seat])

    def faults(self, seat: int) -> dict[int, dict[int, badge_rules.Badge]]:
        return badge_rules.faults(self.cells[seat])

    def groups(self, seat: int) -> list[scoring.Group]:
        return scoring.groups(self.cells[seat])

    def score(self, seat: int) -> scoring.Score:
        return scoring.score(self.cells[seat], len(self.trays[seat]))

    def best_posted_other(self, seat: int) -> int | None:
        """The highest score posted by another seat that has finished or conceded."""
        posted = [self.posted[o] for o in range(self.seat_count) if o != seat and self.status[o] != "building"]
        return max((p for p in posted if p is not None), default=None)

    def can_finish(self, seat: int) -> bool:
        return self.phase == "building" and self.status[seat] == "building"

    def can_resume(self, seat: int) -> bool:
        return self.improve and self.phase == "building" and self.status[seat] == "finished"

    def can_concede(self, seat: int) -> bool:
        best = self.best_posted_other(seat)
        return (self.improve and self.phase == "building" and self.status[seat] == "building"
                and best is not None and best > self.score(seat).points)

    def standings(self) -> list[int]:
        """The place of every seat (1 = winner): score, then most tiles in the microchip; equal means shared."""
        keys = [(s.points, s.chip_tiles) for s in (self.score(i) for i in range(self.seat_count))]
        return [1 + sum(1 for other in keys if other > key) for key in keys]

    # --- the GameState protocol ----------------------------------------------------------------
    def active_seats(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == "over":
            return ()
        if phase == "drafting":
            return tuple(range(self.seat_count))
        return tuple(i for i, s in enumerate(self.status) if s == "building" or self.can_resume(i))

    def awaiting(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == "drafting":
            return (self.turn,)
        if phase == "building":
            return tuple(i for i, s in enumerate(self.status) if s == "building")
        return ()

    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> tuple[int, ...]:
        return tuple(self.score(seat).points for seat in range(self.seat_count))

    def legal_commands(self, seat: int) -> list[Any]:
        return commands.legal_commands(self, seat)

    def view(self, seat: int) -> MicrochipState:
        """Nothing is hidden in Microchip: the pool, trays and boards are all face up."""
        return self.clone()


def grid_shape(players: int) -> tuple[int, int]:
    rows, columns = load_json("microchip/distribution.json")["grid"][str(players)]
    return rows, columns


def new_state(options: Mapping[str, Any], seats: Sequence[Seat], seed: int) -> MicrochipState:
    """Set up a table: remove tiles for two players, fill the pool grid at random, give out boards."""
    rng = Rng(seed)
    players = len(seats)
    ids = [t.id for t in tileset().tiles]
    removed_count = load_json("microchip/distribution.json")["removed"].get(str(players), 0)
    removed: tuple[int, ...] = ()
    if removed_count:
        removed = tuple(sorted(rng.sample(ids, removed_count)))
        ids = [i for i in ids if i not in removed]
    rows, columns = grid_shape(players)
    if rows * columns != len(ids):
        raise ValueError(f"the pool grid {rows}×{columns} does not hold {len(ids)} tiles")
    rng.shuffle(ids)
    pool = [ids[r * columns : (r + 1) * columns] for r in range(rows)]
    letters = choose_boards(options.get("boards", "random"), players, rng)
    return MicrochipState(
        rng=rng, names=tuple(s.name for s in seats), board_letters=letters, pool=pool, removed=removed, turn=0,
        cells=[[None] * CELLS for _ in seats], trays=[[] for _ in seats], status=["building"] * players,
        posted=[None] * players, improve=bool(options.get("improve", True)),
    )


def boards_problem(spec: str, players: int) -> str:
    """Why ``spec`` does not give each of ``players`` seats its own board, or "" when it does.

    ``spec`` is "random" (or empty), or one board letter per seat in seat order, e.g. "CAE"; the New Game
    dialog says the reason beside the field as it is typed.
    """
    letters = "".join(boards())
    chosen = spec.strip().upper()
    if chosen in ("", "RANDOM"):
        return ""
    strangers = [letter for letter in chosen if letter not in letters]
    if strangers:
        return ChipWords.tr("There is no board '%1': type letters %2 to %3, or random.").arg(
            strangers[0], letters[0], letters[-1])
    twice = next((letter for letter in chosen if chosen.count(letter) > 1), "")
    if twice:
        return ChipWords.tr("Board %1 is chosen twice: each player needs a different board.").arg(twice)
    if len(chosen) != players:
        return ChipWords.tr("%n board(s) for %1 players: type one letter per player (%2 to %3), or random.", None,
                            len(chosen)).arg(players, letters[0], letters[-1])
    return ""


def choose_boards(spec: str, players: int, rng: Rng) -> tuple[str, ...]:
    """Distinct boards: ``"random"`` (or empty), or the letters in seat order, e.g. ``"CAE"``."""
    problem = boards_problem(spec, players)
    if problem:
        raise ValueError(problem)
    chosen = spec.strip().upper()
    if chosen in ("", "RANDOM"):
        return tuple(rng.sample(list(boards()), players))
    return tuple(chosen)
