"""What moving a tile means on the Microchip table, whichever way it is moved (mouse, keys or buttons).

A tile picked up is a :class:`Source`, a place it may go a :class:`Spot`; :class:`Moves` turns the two into
the commands (one, or one macro) the rules would take, or the sentence saying why not, and submits them.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.games.microchip.badges import faults
from microgames.games.microchip.boards import CELLS
from microgames.games.microchip.commands import Draft, Move, Place, ReturnToTray, Rotate, step_label
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.tiles import tile
from microgames.games.microchip.words import ChipWords
from microgames.ui.tablekit.context import TableContext


@attrs.frozen
class Source:
    """What is picked up: a pool tile, a tray tile or a placed tile (``cell`` set)."""

    kind: str  # "pool", "tray", "board"
    seat: int  # the owner; for the pool, the seat whose turn it is to draft
    tile: int
    cell: int | None = None


@attrs.frozen
class Spot:
    """A place on the table: a space of a seat's board, a seat's tray, or a pool slot."""

    kind: str  # "cell", "tray", "pool"
    seat: int = -1
    cell: int = -1  # the cell, or for the pool row * columns + column


Planned = tuple[str | None, list[Command]]  # the macro's label (None: no macro) and the commands


class Moves:
    """Who may move what, what a move means, and handing it to the game."""

    def __init__(self, context: TableContext) -> None:
        self.context = context

    @property
    def state(self) -> MicrochipState:
        return self.context.state  # type: ignore[no-any-return]

    def may_arrange(self, seat: int) -> bool:
        return self.context.can_take_part(seat) and not self.state.locked(seat)

    def may_draft(self) -> bool:
        return self.state.phase == "drafting" and self.context.can_act(self.state.turn)

    def plan(self, source: Source, spot: Spot | None) -> Planned | str:
        """The commands (and macro label) that moving ``source`` to ``spot`` means, or the reason it cannot be."""
        state = self.state
        if spot is None or spot.kind == "pool":
            return ChipWords.tr("Drop the tile on a space of your board or in your tray.")
        if source.kind == "pool":
            seat = state.turn
            if not self.may_draft():
                return (ChipWords.tr("It is %1's turn to draft.").arg(state.names[seat]) if state.phase == "drafting"
                        else ChipWords.tr("The draft is over."))
            if spot.seat != seat:
                name = state.names[seat]
                return ChipWords.tr("It is %1's turn to draft: the tile goes to %1's tray or board.").arg(name)
            draft = Draft(seat, source.tile)
            if spot.kind == "tray":
                return None, [draft]
            commands = [draft, *self._place_or_swap(seat, source.tile, spot.cell)]
            return step_label(state, commands), commands
        seat = source.seat
        if spot.seat != seat:
            said = (ChipWords.tr("That is %1's tray: arrange only your own.") if spot.kind == "tray"
                    else ChipWords.tr("That is %1's board: arrange only your own."))
            return said.arg(state.names[spot.seat])
        if not self.may_arrange(seat):
            return self.arrange_refusal(seat)
        if source.kind == "tray":
            if spot.kind == "tray":
                return None, []
            commands = self._place_or_swap(seat, source.tile, spot.cell)
            if len(commands) == 1:
                return None, commands
            return step_label(state, commands), commands
        assert source.cell is not None
        if spot.kind == "tray":
            return None, [ReturnToTray(seat, source.cell)]
        if spot.cell == source.cell:
            return None, []
        return None, [Move(seat, source.cell, spot.cell)]

    def _place_or_swap(self, seat: int, tile_id: int, cell: int | None) -> list[Command]:
        """Placing a tile on ``cell``; onto a taken space it is a swap: the tile there goes to the tray first."""
        assert cell is not None
        state = self.state
        taken = [ReturnToTray(seat, cell)] if state.cells[seat][cell] is not None else []
        return [*taken, Place(seat, tile_id, cell, best_rotation(state, seat, tile_id, cell))]

    def arrange_refusal(self, seat: int) -> str:
        """Why ``seat``'s board cannot be changed now."""
        state = self.state
        if not self.context.is_person(seat):
            return ChipWords.tr("That is %1's board: a bot arranges it.").arg(state.names[seat])
        if self.context.input_blocked:
            return ChipWords.tr("Please wait a moment.")
        if state.phase == "over":
            return ChipWords.tr("The game is over.")
        if state.status[seat] == "finished":
            return (ChipWords.tr("You have finished: press Resume building to change your board.") if state.improve
                    else ChipWords.tr("You have finished: your score is locked in."))
        if state.status[seat] == "conceded":
            return ChipWords.tr("You have conceded: your score is locked in.")
        return ChipWords.tr("You cannot change this board now.")

    def check(self, commands: Sequence[Command]) -> str | None:
        """Why these commands (in order) would be refused, or None when they are all legal; changes nothing."""
        state = self.state
        trial: MicrochipState | None = None
        for index, command in enumerate(commands):
            try:
                command.validate(trial if trial is not None else state)
            except IllegalMove as error:
                return error.reason
            if index < len(commands) - 1:
                trial = trial if trial is not None else state.clone()
                command.execute(trial)
        return None

    def refusal(self, planned: Planned | str) -> str | None:
        """Why a planned move would be refused (its own sentence, or its commands' check), or None."""
        if isinstance(planned, str):
            return planned
        return self.check(planned[1]) if planned[1] else None

    def legal_spots(self, source: Source) -> set[Spot]:
        """Every spot where dropping ``source`` would become a command."""
        found: set[Spot] = set()
        seat = self.state.turn if source.kind == "pool" else source.seat
        candidates = [Spot("tray", seat)] + [Spot("cell", seat, c) for c in range(CELLS)]
        for spot in candidates:
            planned = self.plan(source, spot)
            if isinstance(planned, str) or not planned[1]:
                continue
            if self.check(planned[1]) is None:
                found.add(spot)
        return found

    def landing_rotation(self, source: Source, spot: Spot | None) -> int | None:
        """The turn ``source`` lands in if dropped on ``spot`` (what a drag shows over it), or None when that
        drop would not put it on the board."""
        if spot is None or spot.kind != "cell":
            return None
        planned = self.plan(source, spot)
        if isinstance(planned, str) or self.check(planned[1]) is not None:
            return None
        for command in planned[1]:
            if isinstance(command, Place) and command.tile == source.tile:
                return command.rotation
            if isinstance(command, Move) and command.source == source.cell:
                placed = self.state.cells[source.seat][command.source]
                return placed[1] if placed is not None else None
        return None

    def perform(self, planned: Planned) -> bool:
        """Submit a planned move (nothing to submit counts as done); False when the game refused it."""
        label, commands = planned
        if not commands:
            return True
        if len(commands) == 1 and label is None:
            return self.context.submit(commands[0])
        return self.context.submit_macro(label or step_label(self.state, commands), commands)

    def rotate(self, seat: int, cell: int, turns: int) -> bool:
        return self.context.submit(Rotate(seat, cell, turns))


def best_rotation(state: MicrochipState, seat: int, tile_id: int, cell: int) -> int:
    """The way round a dropped tile lands: the one with the fewest errors, then warnings, then matched wires.

    A person drops a tile where it belongs; turning it to fit its neighbours is what they would do next.
    """
    layout = list(state.cells[seat])
    best: tuple[tuple[int, int, int], int] | None = None
    for rotation in range(tile(tile_id).shape.rotations):
        layout[cell] = (tile_id, rotation)
        sides = faults(layout).get(cell, {})
        errors = sum(1 for kind in sides.values() if kind == "error")
        matched = bin(tile(tile_id).mask(rotation)).count("1") - len(sides)
        key = (errors, len(sides) - errors, -matched)
        if best is None or key < best[0]:
            best = (key, rotation)
    assert best is not None
    return best[1]


def state_column(state: MicrochipState, tile_id: int) -> int | None:
    where = state.pool_position(tile_id)
    return where[1] if where is not None else None
