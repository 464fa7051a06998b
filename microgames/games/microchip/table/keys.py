"""The Microchip table's keyboard: arrows move the focus, Enter picks up and drops, R turns (the tile under
the pointer if the mouse was used last), Delete returns to the tray, Escape cancels.

A base class of :class:`~microgames.games.microchip.table.view.MicrochipTable`; kept
apart so each module holds one thing.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent

from microgames.games.microchip.boards import CELLS
from microgames.games.microchip.commands import ReturnToTray
from microgames.games.microchip.table.layout import PITCH, TILE
from microgames.games.microchip.state import EMPTY
from microgames.games.microchip.table.controls import ControlsPlay
from microgames.games.microchip.table.gestures import Source, Spot, state_column
from microgames.ui.tablekit.sceneparts import FocusFrame, nearest_towards


class KeyboardPlay(ControlsPlay):
    """Everything the mouse does, by keys."""

    # set up by the table
    focus_item: FocusFrame
    _told_keys: bool

    # --- the keyboard ---------------------------------------------------------------------------
    def spots(self) -> list[tuple[Spot, QPointF]]:
        """Every place the keyboard focus can go, with its centre."""
        g = self.geometry_
        pool = self.state.pool  # only slots with a tile: an empty one holds nothing to pick up
        found = [(Spot("pool", -1, r * self.columns + c), g.pool.slot_centre(r, c))
                 for r in range(self.rows) for c in range(self.columns) if g.pool_shown and pool[r][c] != EMPTY]
        for seat, sg in enumerate(g.seats):
            found += [(Spot("cell", seat, cell), sg.cell_centre(cell)) for cell in range(CELLS)]
            tray = self.state.trays[seat]
            found += [(Spot("tray", seat, index), sg.tray_slot(index)[0]) for index in range(len(tray))]
            if not tray:
                found.append((Spot("tray", seat, 0), sg.tray_slot(0)[0]))
        return found

    def _focus_centre(self, spot: Spot) -> QPointF | None:
        return next((c for s, c in self.spots() if s == spot), None)

    def move_focus(self, dx: int, dy: int) -> None:
        if self.focus_spot is None or self._focus_centre(self.focus_spot) is None:
            self.focus_spot = self._initial_focus()
        else:
            here = self._focus_centre(self.focus_spot)
            assert here is not None
            spots = self.spots()
            if self.focus_spot.kind == "pool":  # out of the pool to one's own board, never to an opponent's
                home = self._home_seat()
                spots = [(s, c) for s, c in spots if s.kind == "pool" or s.seat == home]
            self.focus_spot = nearest_towards(here, spots, dx, dy, PITCH * 0.4) or self.focus_spot
        self._sync_focus()
        self._update_controls()

    def _initial_focus(self) -> Spot:
        state = self.state
        active = state.active_column()
        if state.phase == "drafting" and active is not None and self.may_draft():
            row = next(r for r in range(self.rows) if state.pool[r][active] != EMPTY)
            return Spot("pool", -1, row * self.columns + active)
        seat = self.controls_seat()
        return Spot("cell", seat if seat is not None else 0, 12)

    def _home_seat(self) -> int:
        """The seat the keys go to from the pool: the drafter of a picked-up pool tile, else the person at the
        screen, else the seat to draft."""
        if self.selection is not None and self.selection.kind == "pool":
            return self.selection.seat
        seat = self.controls_seat()
        return seat if seat is not None else self.state.turn

    def _sync_focus(self) -> None:
        spot = self.focus_spot
        centre = self._focus_centre(spot) if spot is not None else None
        if spot is not None and spot.kind == "pool" and centre is None:  # its tile was drafted, or the pool left
            spot = self.focus_spot = self._initial_focus()
            centre = self._focus_centre(spot)
        if centre is None:
            self.focus_item.setVisible(False)
            return
        scale = 1.0
        if spot is not None and spot.kind == "tray":
            scale = self.geometry_.seats[spot.seat].tray_slot(spot.cell)[1]
        elif spot is not None and spot.kind == "cell":
            scale = self.geometry_.seats[spot.seat].zoom
        side = TILE * scale
        self.focus_item.place(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side))

    def _source_at_focus(self) -> Source | None:
        spot = self.focus_spot
        if spot is None:
            return None
        state = self.state
        if spot.kind == "pool":
            tile_id = state.pool[spot.cell // self.columns][spot.cell % self.columns]
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
        here = self._source_at_focus()
        held = self.selection
        if held is None:
            if here is None:
                self.context.status("There is no tile here to pick up.")
                return
            allowed = self.may_draft() if here.kind == "pool" else self.may_arrange(here.seat)
            if here.kind == "pool" and allowed and state_column(self.state, here.tile) != self.state.active_column():
                self.context.status(f"Take a tile from column {self.state.active_column() + 1}, the lit column.")
                return
            if not allowed:
                reason = self.plan(here, Spot("tray", here.seat))
                self.context.status(reason if isinstance(reason, str) else "You cannot move that tile now.")
                return
            self.select(here)
            return
        if here == held:
            self.clear_selection()
            return
        target = Spot("tray", spot.seat) if spot.kind == "tray" else spot
        planned = self.plan(held, target)
        if isinstance(planned, str):
            self.context.status(planned)
            return
        reason = self.check(planned[1]) if planned[1] else None
        if reason is not None:
            self.context.status(reason)
            return
        self.clear_selection(update=False)
        if not self.perform(planned) or not planned[1]:
            self.sync()

    def _to_turn(self) -> Source | None:
        """What R turns: the tile under the pointer if the mouse was used last, else the picked-up
        tile, else the keyboard's."""
        if self._pointing and self._pointer is not None:
            under = self.source_at(self._pointer)
            if under is not None and under.kind == "board":
                return under
        return self._selected_board() or self._source_at_focus()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if not self._told_keys:
            self._told_keys = True
            self.context.tell("Keyboard: arrows move, Enter picks up and drops, R turns, Delete returns "
                                "to the tray, Escape cancels.", 8000)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        arrows = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if key in arrows:
            self._pointing = False
            self.move_focus(*arrows[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._pointing = False
            self.activate_focus()
        elif key == Qt.Key.Key_R:
            source = self._to_turn()
            if source is not None and source.kind == "board" and source.cell is not None:
                if self.may_arrange(source.seat):
                    self.rotate(source.seat, source.cell, -1 if shift else 1)
                else:
                    self.context.status(self._arrange_refusal(source.seat))
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            source = self._selected_board() or self._source_at_focus()
            if source is not None and source.kind == "board" and source.cell is not None:
                self.clear_selection(update=False)
                self.context.submit(ReturnToTray(source.seat, source.cell))
        elif key == Qt.Key.Key_Escape:
            if self.drag is not None and self.drag.started:
                drag, self.drag = self.drag, None
                self._drop(drag, None)
            self.deselect()
        else:
            super().keyPressEvent(event)
