"""The Microchip table's keyboard: arrows move the focus, Enter picks up and drops, R turns (the tile under
the pointer if the mouse was used last), Delete returns to the tray, Escape cancels.

A part the table owns (``table.keys``); the table hands it its key presses and focus.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent

from microgames.games.microchip.boards import CELLS
from microgames.games.microchip.commands import ReturnToTray
from microgames.games.microchip.state import EMPTY, MicrochipState
from microgames.games.microchip.table.controls import Controls
from microgames.games.microchip.table.gestures import ChipGestures
from microgames.games.microchip.table.layout import PITCH, TILE, TableGeometry
from microgames.games.microchip.table.moves import Moves, Source, Spot, state_column
from microgames.games.microchip.words import ChipWords
from microgames.ui.tablekit.sceneparts import FocusFrame, nearest_towards


class KeysHost(Protocol):
    """What the keys need of the table: its other parts, the focus frame and a re-sync."""

    moves: Moves
    gestures: ChipGestures
    controls: Controls
    focus_item: FocusFrame
    rows: int
    columns: int

    @property
    def geometry_(self) -> TableGeometry: ...

    def sync(self) -> None: ...


class KeyboardPlay:
    """Everything the mouse does, by keys."""

    def __init__(self, table: KeysHost) -> None:
        self.table = table
        self.moves = table.moves
        self.context = table.moves.context
        self.focus_spot: Spot | None = None
        self.told_keys = False  # the keyboard help line was shown

    @property
    def state(self) -> MicrochipState:
        return self.moves.state

    # --- the keyboard ---------------------------------------------------------------------------
    def spots(self) -> list[tuple[Spot, QPointF]]:
        """Every place the keyboard focus can go, with its centre."""
        g, rows, columns = self.table.geometry_, self.table.rows, self.table.columns
        pool = self.state.pool  # only slots with a tile: an empty one holds nothing to pick up
        found = [(Spot("pool", -1, r * columns + c), g.pool.slot_centre(r, c))
                 for r in range(rows) for c in range(columns) if g.pool_shown and pool[r][c] != EMPTY]
        for seat, sg in enumerate(g.seats):
            found += [(Spot("cell", seat, cell), sg.cell_centre(cell)) for cell in range(CELLS)]
            tray = self.state.trays[seat]
            found += [(Spot("tray", seat, index), sg.tray_slot(index)[0]) for index in range(len(tray))]
            if not tray:
                found.append((Spot("tray", seat, 0), sg.tray_slot(0)[0]))
        return found

    def focus_centre(self, spot: Spot) -> QPointF | None:
        return next((c for s, c in self.spots() if s == spot), None)

    def move_focus(self, dx: int, dy: int) -> None:
        if self.focus_spot is None or self.focus_centre(self.focus_spot) is None:
            self.focus_spot = self.initial_focus()
        else:
            here = self.focus_centre(self.focus_spot)
            assert here is not None
            spots = self.spots()
            if self.focus_spot.kind == "pool":  # out of the pool to one's own board, never to an opponent's
                home = self.home_seat()
                spots = [(s, c) for s, c in spots if s.kind == "pool" or s.seat == home]
            self.focus_spot = nearest_towards(here, spots, dx, dy, PITCH * 0.4) or self.focus_spot
        self.sync_focus()
        self.table.controls.update()

    def initial_focus(self) -> Spot:
        state = self.state
        active = state.active_column()
        if state.phase == "drafting" and active is not None and self.moves.may_draft():
            row = next(r for r in range(self.table.rows) if state.pool[r][active] != EMPTY)
            return Spot("pool", -1, row * self.table.columns + active)
        seat = self.table.controls.controls_seat()
        return Spot("cell", seat if seat is not None else 0, 12)

    def home_seat(self) -> int:
        """The seat the keys go to from the pool: the drafter of a picked-up pool tile, else the person at the
        screen, else the seat to draft."""
        selection = self.table.controls.selection
        if selection is not None and selection.kind == "pool":
            return selection.seat
        seat = self.table.controls.controls_seat()
        return seat if seat is not None else self.state.turn

    def sync_focus(self) -> None:
        """The focus frame on the focused place (moved on when its pool tile has gone)."""
        spot = self.focus_spot
        centre = self.focus_centre(spot) if spot is not None else None
        if spot is not None and spot.kind == "pool" and centre is None:  # its tile was drafted, or the pool left
            spot = self.focus_spot = self.initial_focus()
            centre = self.focus_centre(spot)
        if centre is None:
            self.table.focus_item.setVisible(False)
            return
        scale = 1.0
        if spot is not None and spot.kind == "tray":
            scale = self.table.geometry_.seats[spot.seat].tray_slot(spot.cell)[1]
        elif spot is not None and spot.kind == "cell":
            scale = self.table.geometry_.seats[spot.seat].zoom
        side = TILE * scale
        self.table.focus_item.place(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side))

    def source_at_focus(self) -> Source | None:
        """The tile on the focused place, as something that could be picked up."""
        spot = self.focus_spot
        if spot is None:
            return None
        state = self.state
        if spot.kind == "pool":
            tile_id = state.pool[spot.cell // self.table.columns][spot.cell % self.table.columns]
            return None if tile_id == EMPTY else Source("pool", state.turn, tile_id)
        if spot.kind == "cell":
            placed = state.cells[spot.seat][spot.cell]
            return None if placed is None else Source("board", spot.seat, placed[0], spot.cell)
        tray = state.trays[spot.seat]
        return Source("tray", spot.seat, tray[spot.cell]) if spot.cell < len(tray) else None

    def activate_focus(self) -> None:
        """Enter: pick up the focused tile, or drop the picked-up one on the focused place."""
        spot = self.focus_spot
        if spot is None:
            self.move_focus(0, 0)
            return
        here = self.source_at_focus()
        controls = self.table.controls
        held = controls.selection
        if held is None:
            if here is None:
                self.context.status(ChipWords.tr("There is no tile here to pick up."))
                return
            allowed = self.moves.may_draft() if here.kind == "pool" else self.moves.may_arrange(here.seat)
            if here.kind == "pool" and allowed and state_column(self.state, here.tile) != self.state.active_column():
                self.context.status(ChipWords.tr("Take a tile from column %1, the lit column.").arg(
                    self.state.active_column() + 1))
                return
            if not allowed:
                reason = self.moves.plan(here, Spot("tray", here.seat))
                self.context.status(reason if isinstance(reason, str) else ChipWords.tr("You cannot move that tile now."))
                return
            controls.select(here)
            return
        if here == held:
            controls.clear_selection()
            return
        target = Spot("tray", spot.seat) if spot.kind == "tray" else spot
        planned = self.moves.plan(held, target)
        if isinstance(planned, str):
            self.context.status(planned)
            return
        reason = self.moves.check(planned[1]) if planned[1] else None
        if reason is not None:
            self.context.status(reason)
            return
        controls.clear_selection(update=False)
        if not self.moves.perform(planned) or not planned[1]:
            self.table.sync()

    def to_turn(self) -> Source | None:
        """What R turns: the tile under the pointer if the mouse was used last, else the picked-up
        tile, else the keyboard's."""
        gestures = self.table.gestures
        if gestures.pointing and gestures.pointer is not None:
            under = gestures.source_at(gestures.pointer)
            if under is not None and under.kind == "board":
                return under
        return self.table.controls.selected_board() or self.source_at_focus()

    def focus_in(self) -> None:
        """The table took the keyboard: say once what the keys do."""
        if not self.told_keys:
            self.told_keys = True
            self.context.tell(ChipWords.tr("Keyboard: arrows move, Enter picks up and drops, R turns, Delete returns "
                                           "to the tray, Escape cancels."), 8000)

    def key_press(self, event: QKeyEvent) -> bool:
        """Act on a key; False for one the table does not use."""
        key = event.key()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        arrows = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        gestures, controls = self.table.gestures, self.table.controls
        if key in arrows:
            gestures.pointing = False
            self.move_focus(*arrows[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            gestures.pointing = False
            self.activate_focus()
        elif key == Qt.Key.Key_R:
            source = self.to_turn()
            if source is not None and source.kind == "board" and source.cell is not None:
                if self.moves.may_arrange(source.seat):
                    self.moves.rotate(source.seat, source.cell, -1 if shift else 1)
                else:
                    self.context.status(self.moves.arrange_refusal(source.seat))
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            source = controls.selected_board() or self.source_at_focus()
            if source is not None and source.kind == "board" and source.cell is not None:
                controls.clear_selection(update=False)
                self.context.submit(ReturnToTray(source.seat, source.cell))
        elif key == Qt.Key.Key_Escape:
            if gestures.dragging():
                gestures.cancel_drag()
            controls.deselect()
        else:
            return False
        return True
