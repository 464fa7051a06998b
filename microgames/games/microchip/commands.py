"""Every Microchip action as a command (fields are plain ints; cells 0–24, see ``boards``).

- ``Draft(seat, tile)``: take ``tile`` from the active pool column on your turn.
- ``Place(seat, tile, cell, rotation=0)``: put a tray tile on an empty cell of its colour.
- ``Rotate(seat, cell, turns=1)``: turn a placed tile; ``1`` clockwise, ``-1`` anticlockwise.
- ``Move(seat, source, target)``: move a placed tile; onto an occupied cell it is a swap.
- ``ReturnToTray(seat, cell)``, ``ClearBoard(seat)``: take tiles back to the tray.
- ``Rearrange(seat, placements)``: lay the whole board out at once, ``placements``
  being ``(tile, cell, rotation)`` triples; the seat's other tiles go to its tray.
  A bot arranges with it, so a turn is one step to watch, log and undo.
- ``Finish(seat)``, ``ResumeBuilding(seat)``, ``Concede(seat)``: the end of the game
  (see ``state`` for when each is allowed).

Arranging is allowed at any time during the draft and the building phase, on
your own board only; the hard rules (an empty space, a matching colour, your own
tile) are refused with a reason, the soft rules only raise badges.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import attrs

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.games.microchip.boards import CELLS, cell_name
from microgames.games.microchip.tiles import EMPTY, tile, tileset
from microgames.games.microchip.words import ChipWords, names_and, points_said

if TYPE_CHECKING:  # the state module imports this one to list legal commands
    from microgames.games.microchip.state import MicrochipState


# Labels are computed before validation, so they must cope with nonsense input.
def _a(tile_id: int) -> str:
    if not 0 <= tile_id < len(tileset().tiles):
        return ChipWords.tr("a tile")
    return tile(tile_id).a_kind()


def _name(state: MicrochipState, seat: int) -> str:
    return state.names[seat] if 0 <= seat < state.seat_count else ChipWords.tr("Seat %1").arg(seat + 1)


def _shape(state: MicrochipState, seat: int, cell: int) -> str:
    if not (0 <= seat < state.seat_count and 0 <= cell < CELLS):
        return ChipWords.tr("the tile")
    placed = state.cells[seat][cell]
    return tile(placed[0]).shape.the if placed else ChipWords.tr("the tile")


def _cell(cell: int) -> str:
    return cell_name(cell) if 0 <= cell < CELLS else ChipWords.tr("nowhere")


def step_label(state: MicrochipState, commands: Sequence[Command]) -> str:
    """One step's words, live and replayed from a save alike: a draft placed at once says where it went;
    any other run of moves (a hint applied, for one) says how the board ends up."""
    first = commands[0]
    if len(commands) == 1:
        return first.label(state)
    if isinstance(first, Draft):
        cell = next((c.cell for c in commands[1:] if isinstance(c, Place) and c.tile == first.tile), None)
        if cell is not None:
            column = state.active_column()
            if column is None:
                return ChipWords.tr("%1 drafts %2 and places it on %3").arg(
                    _name(state, first.seat), _a(first.tile), _cell(cell))
            return ChipWords.tr("%1 drafts %2 from column %3 and places it on %4").arg(
                _name(state, first.seat), _a(first.tile), column + 1, _cell(cell))
    name = _name(state, first.seat)
    if (len(commands) == 2 and isinstance(first, ReturnToTray) and isinstance(commands[1], Place)
            and commands[1].cell == first.cell):
        return ChipWords.tr("%1 swaps a tray tile onto %2").arg(name, _cell(first.cell))
    after = state.clone()
    try:
        for command in commands:
            command.apply(after)
    except IllegalMove:  # worded before the history refuses it
        return ChipWords.tr("%1 makes %n move(s)", None, len(commands)).arg(name)
    points = after.score(first.seat).points
    return ChipWords.tr("%1 rearranges the board in %2 moves (%3)").arg(name, len(commands), points_said(points))


@attrs.frozen
class ChipCommand(Command):
    """Every Microchip command: a step of several is worded by :func:`step_label`; an arranging command also
    says its ``change`` without its player, for the log's line gathering a spell of arranging."""

    def change(self, state: MicrochipState) -> str:
        return self.label(state)

    @classmethod
    def step_label(cls, state: MicrochipState, commands: Sequence[Command]) -> str:  # type: ignore[override]
        return step_label(state, commands)


def _check_seat(state: MicrochipState, seat: int) -> None:
    if not 0 <= seat < state.seat_count:
        raise IllegalMove(ChipWords.tr("There is no seat %1.").arg(seat + 1))


def _check_arranging(state: MicrochipState, seat: int) -> None:
    _check_seat(state, seat)
    if state.phase == "over":
        raise IllegalMove(ChipWords.tr("The game is over."))
    if state.status[seat] == "finished":
        if state.improve:
            raise IllegalMove(ChipWords.tr("You have finished: press Resume building to change your board."))
        raise IllegalMove(ChipWords.tr("You have finished: your score is locked in."))
    if state.status[seat] == "conceded":
        raise IllegalMove(ChipWords.tr("You have conceded: your score is locked in."))


def _check_cell(cell: int) -> None:
    if not 0 <= cell < CELLS:
        raise IllegalMove(ChipWords.tr("That is not a space on your board."))


def _check_occupied(state: MicrochipState, seat: int, cell: int) -> None:
    _check_cell(cell)
    if state.cells[seat][cell] is None:
        raise IllegalMove(ChipWords.tr("There is no tile on %1.").arg(cell_name(cell)))


def _check_colour(state: MicrochipState, seat: int, tile_id: int, cell: int) -> None:
    wanted = state.board(seat).colour(cell)
    have = tile(tile_id).colour
    if have.key != wanted:
        space = tileset().colour(wanted).space
        raise IllegalMove(ChipWords.tr("%1 is %2; %3 cannot go there.").arg(cell_name(cell), space, have.tile))


@attrs.frozen
class Draft(ChipCommand):
    tile: int

    def label(self, state: MicrochipState) -> str:
        column = state.active_column()
        if column is None:
            return ChipWords.tr("%1 drafts %2").arg(_name(state, self.seat), _a(self.tile))
        return ChipWords.tr("%1 drafts %2 from column %3").arg(_name(state, self.seat), _a(self.tile), column + 1)

    def validate(self, state: MicrochipState) -> None:
        _check_seat(state, self.seat)
        if state.phase != "drafting":
            raise IllegalMove(ChipWords.tr("The draft is over: the pool is empty."))
        if self.seat != state.turn:
            raise IllegalMove(ChipWords.tr("It is %1's turn to draft.").arg(state.names[state.turn]))
        column = state.active_column()
        assert column is not None
        where = state.pool_position(self.tile) if 0 <= self.tile < len(tileset().tiles) else None
        if where is None:  # an empty pool slot holds EMPTY, which is no tile
            raise IllegalMove(ChipWords.tr("That tile is not in the pool."))
        if where[1] != column:
            raise IllegalMove(ChipWords.tr("Take a tile from column %1, the rightmost column that still has tiles.")
                              .arg(column + 1))

    def execute(self, state: MicrochipState) -> None:
        row, column = state.pool_position(self.tile)  # type: ignore[misc]
        state.pool[row][column] = EMPTY
        state.trays[self.seat].append(self.tile)
        state.turn = (state.turn + 1) % state.seat_count


@attrs.frozen
class Place(ChipCommand):
    tile: int
    cell: int
    rotation: int = 0

    def label(self, state: MicrochipState) -> str:
        return ChipWords.tr("%1 places %2 on %3").arg(_name(state, self.seat), _a(self.tile), _cell(self.cell))

    def change(self, state: MicrochipState) -> str:
        return ChipWords.tr("places %1 on %2").arg(_a(self.tile), _cell(self.cell))

    def validate(self, state: MicrochipState) -> None:
        _check_arranging(state, self.seat)
        _check_cell(self.cell)
        if self.tile not in state.trays[self.seat]:
            owner = state.owner(self.tile)
            if owner is not None and owner != self.seat:
                raise IllegalMove(ChipWords.tr("That tile is not yours: it belongs to %1.").arg(state.names[owner]))
            if state.cell_of(self.seat, self.tile) is not None:
                raise IllegalMove(ChipWords.tr("That tile is already on your board."))
            raise IllegalMove(ChipWords.tr("That tile is not in your tray."))
        if state.cells[self.seat][self.cell] is not None:
            raise IllegalMove(ChipWords.tr("%1 is already taken.").arg(_cell(self.cell)))
        _check_colour(state, self.seat, self.tile, self.cell)
        if not 0 <= self.rotation < 4:
            raise IllegalMove(ChipWords.tr("A rotation is 0 to 3 quarter turns."))

    def execute(self, state: MicrochipState) -> None:
        state.trays[self.seat].remove(self.tile)
        shape = tile(self.tile).shape
        state.cells[self.seat][self.cell] = (self.tile, self.rotation % shape.rotations)


@attrs.frozen
class Rotate(ChipCommand):
    cell: int
    turns: int = 1  # 1 clockwise, -1 anticlockwise

    def label(self, state: MicrochipState) -> str:
        said = (ChipWords.tr("%1 rotates %2 at %3") if self.turns == 1
                else ChipWords.tr("%1 rotates %2 at %3 anticlockwise"))
        return said.arg(_name(state, self.seat), _shape(state, self.seat, self.cell), _cell(self.cell))

    def change(self, state: MicrochipState) -> str:
        said = (ChipWords.tr("rotates %1 at %2") if self.turns == 1
                else ChipWords.tr("rotates %1 at %2 anticlockwise"))
        return said.arg(_shape(state, self.seat, self.cell), _cell(self.cell))

    def validate(self, state: MicrochipState) -> None:
        _check_arranging(state, self.seat)
        _check_occupied(state, self.seat, self.cell)
        if self.turns not in (1, -1):
            raise IllegalMove(ChipWords.tr("A tile turns a quarter clockwise or anticlockwise."))
        placed = state.cells[self.seat][self.cell]
        assert placed is not None
        if tile(placed[0]).shape.rotations == 1:
            raise IllegalMove(ChipWords.tr("This tile looks the same every way round."))

    def execute(self, state: MicrochipState) -> None:
        tile_id, rotation = state.cells[self.seat][self.cell]  # type: ignore[misc]
        state.cells[self.seat][self.cell] = (tile_id, (rotation + self.turns) % tile(tile_id).shape.rotations)


@attrs.frozen
class Move(ChipCommand):
    source: int
    target: int

    def label(self, state: MicrochipState) -> str:
        name = _name(state, self.seat)
        if 0 <= self.seat < state.seat_count and 0 <= self.target < CELLS and state.cells[self.seat][self.target]:
            return ChipWords.tr("%1 swaps %2 at %3 with %4 at %5").arg(
                name, _shape(state, self.seat, self.source), _cell(self.source),
                _shape(state, self.seat, self.target), _cell(self.target))
        return ChipWords.tr("%1 moves %2 from %3 to %4").arg(
            name, _shape(state, self.seat, self.source), _cell(self.source), _cell(self.target))

    def change(self, state: MicrochipState) -> str:
        if 0 <= self.seat < state.seat_count and 0 <= self.target < CELLS and state.cells[self.seat][self.target]:
            return ChipWords.tr("swaps %1 at %2 with %3 at %4").arg(
                _shape(state, self.seat, self.source), _cell(self.source),
                _shape(state, self.seat, self.target), _cell(self.target))
        return ChipWords.tr("moves %1 from %2 to %3").arg(
            _shape(state, self.seat, self.source), _cell(self.source), _cell(self.target))

    def validate(self, state: MicrochipState) -> None:
        _check_arranging(state, self.seat)
        _check_occupied(state, self.seat, self.source)
        _check_cell(self.target)
        if self.source == self.target:
            raise IllegalMove(ChipWords.tr("The tile is already there."))
        moving = state.cells[self.seat][self.source]
        assert moving is not None
        _check_colour(state, self.seat, moving[0], self.target)
        other = state.cells[self.seat][self.target]
        if other is not None:
            _check_colour(state, self.seat, other[0], self.source)

    def execute(self, state: MicrochipState) -> None:
        cells = state.cells[self.seat]
        cells[self.source], cells[self.target] = cells[self.target], cells[self.source]


@attrs.frozen
class ReturnToTray(ChipCommand):
    cell: int

    def label(self, state: MicrochipState) -> str:
        return ChipWords.tr("%1 returns %2 at %3 to the tray").arg(
            _name(state, self.seat), _shape(state, self.seat, self.cell), _cell(self.cell))

    def change(self, state: MicrochipState) -> str:
        return ChipWords.tr("returns %1 at %2 to the tray").arg(_shape(state, self.seat, self.cell), _cell(self.cell))

    def validate(self, state: MicrochipState) -> None:
        _check_arranging(state, self.seat)
        _check_occupied(state, self.seat, self.cell)

    def execute(self, state: MicrochipState) -> None:
        placed = state.cells[self.seat][self.cell]
        assert placed is not None
        state.cells[self.seat][self.cell] = None
        state.trays[self.seat].append(placed[0])


@attrs.frozen
class ClearBoard(ChipCommand):
    def label(self, state: MicrochipState) -> str:
        count = len(state.placed(self.seat)) if 0 <= self.seat < state.seat_count else 0
        return ChipWords.tr("%1 clears the board (%n tile(s) back to the tray)", None, count).arg(_name(state, self.seat))

    def change(self, state: MicrochipState) -> str:
        count = len(state.placed(self.seat)) if 0 <= self.seat < state.seat_count else 0
        return ChipWords.tr("clears the board (%n tile(s) back to the tray)", None, count)

    def validate(self, state: MicrochipState) -> None:
        _check_arranging(state, self.seat)
        if not state.placed(self.seat):
            raise IllegalMove(ChipWords.tr("Your board is already empty."))

    def execute(self, state: MicrochipState) -> None:
        for cell, placed in enumerate(state.cells[self.seat]):
            if placed is not None:
                state.trays[self.seat].append(placed[0])
                state.cells[self.seat][cell] = None


Placement = tuple[int, int, int]  # (tile, cell, rotation)


def _check_placements(state: MicrochipState, seat: int, placements: object) -> None:
    """Every triple plain ints, every tile the seat's own and used once, every cell on the board,
    of the tile's colour and used once (a save file may hold anything)."""
    if not isinstance(placements, tuple):
        raise IllegalMove(ChipWords.tr("A rearrangement lists (tile, cell, rotation) triples."))
    owned = set(state.owned(seat))
    tiles: set[int] = set()
    cells: set[int] = set()
    for entry in placements:
        if (not isinstance(entry, tuple) or len(entry) != 3
                or any(isinstance(v, bool) or not isinstance(v, int) for v in entry)):
            raise IllegalMove(ChipWords.tr("A rearrangement lists (tile, cell, rotation) triples of whole numbers."))
        tile_id, cell, rotation = entry
        if tile_id not in owned:
            raise IllegalMove(ChipWords.tr("Only your own tiles can go on your board."))
        _check_cell(cell)
        if tile_id in tiles:
            raise IllegalMove(ChipWords.tr("A tile can be in only one place."))
        if cell in cells:
            raise IllegalMove(ChipWords.tr("%1 can hold only one tile.").arg(cell_name(cell)))
        if not 0 <= rotation < 4:
            raise IllegalMove(ChipWords.tr("A rotation is 0 to 3 quarter turns."))
        _check_colour(state, seat, tile_id, cell)
        tiles.add(tile_id)
        cells.add(cell)


def _laid_out(placements: tuple[Placement, ...]) -> list[tuple[int, int] | None]:
    cells: list[tuple[int, int] | None] = [None] * CELLS
    for tile_id, cell, rotation in placements:
        cells[cell] = (tile_id, rotation % tile(tile_id).shape.rotations)
    return cells


@attrs.frozen
class Rearrange(ChipCommand):
    placements: tuple[tuple[int, int, int], ...]

    def label(self, state: MicrochipState) -> str:
        return ChipWords.tr("%1 rearranges the board").arg(_name(state, self.seat))

    def change(self, state: MicrochipState) -> str:
        return ChipWords.tr("rearranges the board")

    def validate(self, state: MicrochipState) -> None:
        _check_arranging(state, self.seat)
        _check_placements(state, self.seat, self.placements)
        if _laid_out(self.placements) == state.cells[self.seat]:
            raise IllegalMove(ChipWords.tr("The board is already laid out that way."))

    def execute(self, state: MicrochipState) -> None:
        """The tray keeps its order; tiles taken off the board join its end in cell order."""
        used = {tile_id for tile_id, _, _ in self.placements}
        old = state.cells[self.seat]
        state.trays[self.seat] = ([t for t in state.trays[self.seat] if t not in used]
                                  + [p[0] for p in old if p is not None and p[0] not in used])
        state.cells[self.seat] = _laid_out(self.placements)


def _settle(state: MicrochipState) -> None:
    """With Improve on, a finished seat below a higher posted score gets its Finish button back."""
    if not state.improve:
        return
    for seat in range(state.seat_count):
        best = state.best_posted_other(seat)
        if state.status[seat] == "finished" and best is not None and best > (state.posted[seat] or 0):
            state.status[seat] = "building"


@attrs.frozen
class Finish(ChipCommand):
    def label(self, state: MicrochipState) -> str:
        """Says so when the Finish comes back at once (Improve after others finish, a higher score posted): the
        log tells it from a Finish that stands, even when nothing else changes (a second Finish at one score)."""
        if not 0 <= self.seat < state.seat_count:
            return ChipWords.tr("%1 finishes").arg(_name(state, self.seat))
        points = state.score(self.seat).points
        name = _name(state, self.seat)
        best = state.best_posted_other(self.seat)
        if state.improve and state.phase == "building" and best is not None and best > points:
            above = [state.names[o] for o in range(state.seat_count)
                     if o != self.seat and state.status[o] != "building" and state.posted[o] == best]
            return ChipWords.tr("%1 finishes with %2; the Finish comes back, below %3's %4").arg(
                name, points_said(points), names_and(above), best)
        return ChipWords.tr("%1 finishes with %2").arg(name, points_said(points))

    def validate(self, state: MicrochipState) -> None:
        _check_seat(state, self.seat)
        if state.phase == "drafting":
            raise IllegalMove(ChipWords.tr("You can finish once every tile of the pool has been drafted."))
        if not state.can_finish(self.seat):
            _check_arranging(state, self.seat)

    def execute(self, state: MicrochipState) -> None:
        state.status[self.seat] = "finished"
        state.posted[self.seat] = state.score(self.seat).points
        _settle(state)


@attrs.frozen
class ResumeBuilding(ChipCommand):
    def label(self, state: MicrochipState) -> str:
        return ChipWords.tr("%1 resumes building").arg(_name(state, self.seat))

    def validate(self, state: MicrochipState) -> None:
        _check_seat(state, self.seat)
        if state.can_resume(self.seat):
            return
        if not state.improve:
            raise IllegalMove(ChipWords.tr(
                "At this table Finish locks in your score (Improve after others finish is off)."))
        if state.phase == "over":
            raise IllegalMove(ChipWords.tr("The game is over."))
        raise IllegalMove(ChipWords.tr("You can only resume building after you have finished."))

    def execute(self, state: MicrochipState) -> None:
        state.status[self.seat] = "building"
        state.posted[self.seat] = None


@attrs.frozen
class Concede(ChipCommand):
    def label(self, state: MicrochipState) -> str:
        points = state.score(self.seat).points if 0 <= self.seat < state.seat_count else 0
        return ChipWords.tr("%1 concedes at %2").arg(_name(state, self.seat), points_said(points))

    def validate(self, state: MicrochipState) -> None:
        _check_seat(state, self.seat)
        if state.can_concede(self.seat):
            return
        if not state.improve:
            raise IllegalMove(ChipWords.tr("Concede is only used with the Improve after others finish option."))
        if state.phase != "building":
            raise IllegalMove(ChipWords.tr("You can concede only in the building phase, after the draft."))
        _check_arranging(state, self.seat)
        raise IllegalMove(ChipWords.tr(
            "Concede is for when another player has posted a higher score; press Finish instead."))

    def execute(self, state: MicrochipState) -> None:
        state.status[self.seat] = "conceded"
        state.posted[self.seat] = state.score(self.seat).points


COMMANDS: tuple[type[Command], ...] = (
    Draft, Place, Rotate, Move, ReturnToTray, ClearBoard, Rearrange, Finish, ResumeBuilding, Concede,
)


def legal_commands(state: MicrochipState, seat: int) -> list[Command]:
    """The commands ``seat`` may issue now (every legal one, rotations of placements included)."""
    found: list[Command] = []
    phase = state.phase
    if phase == "over":
        return found
    if phase == "drafting" and seat == state.turn:
        column = state.active_column()
        assert column is not None
        found += [Draft(seat, t) for t in state.column(column)]
    if phase == "building":
        if state.can_finish(seat):
            found.append(Finish(seat))
        if state.can_resume(seat):
            found.append(ResumeBuilding(seat))
        if state.can_concede(seat):
            found.append(Concede(seat))
    if state.locked(seat):
        return found
    board = state.board(seat)
    cells = state.cells[seat]
    for tile_id in dict.fromkeys(state.trays[seat]):
        t = tile(tile_id)
        for cell in board.cells_of(t.colour.key):
            if cells[cell] is None:
                found += [Place(seat, tile_id, cell, r) for r in range(t.shape.rotations)]
    for cell, placed in enumerate(cells):
        if placed is None:
            continue
        t = tile(placed[0])
        if t.shape.rotations > 1:
            found += [Rotate(seat, cell, 1), Rotate(seat, cell, -1)]
        found += [Move(seat, cell, other) for other in board.cells_of(t.colour.key) if other != cell]
        found.append(ReturnToTray(seat, cell))
    if any(p is not None for p in cells):
        found.append(ClearBoard(seat))
    return found
