"""The Microchip table's mouse: what is under the pointer, the drag itself, and what a drop or a click means.

A part the table owns (``table.gestures``), routed to by the table kit's scene. Every gesture becomes one
command (or one macro, see ``moves``); a refused one snaps back and says why.
"""

from __future__ import annotations

from typing import Protocol

import attrs
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QGraphicsSceneWheelEvent, QGraphicsView

from microgames.games.microchip.state import EMPTY, MicrochipState
from microgames.games.microchip.table.items import SpaceItem, TileItem, TrayItem
from microgames.games.microchip.table.layout import TILE, TableGeometry
from microgames.games.microchip.table.motion import TileMotion
from microgames.games.microchip.table.moves import Moves, Source, Spot, best_rotation, state_column
from microgames.games.microchip.words import ChipWords
from microgames.ui.tablekit.routing import Gestures

__all__ = ["ChipGestures", "Drag", "Source", "Spot", "best_rotation", "state_column"]

DRAG_THRESHOLD = 5.0  # scene units the pointer must travel before a press becomes a drag
#: Said when a click picks up a placed tile: what the next click, key or button does with it.
SELECTED_BOARD_TILE = ChipWords.tr("Tile picked up: click it again (or press R, or right-click) to turn it, click a "
                                   "space to move or swap it; Remove puts it back in the tray.")


class GesturesHost(Protocol):
    """What the mouse needs of the table: its items, its other parts' say, and a re-sync."""

    moves: Moves
    motion: TileMotion
    tiles: dict[int, TileItem]
    spaces: list[list[SpaceItem]]
    trays: list[TrayItem]
    graphics_view: QGraphicsView
    columns: int
    selection: Source | None

    @property
    def geometry_(self) -> TableGeometry: ...

    def select(self, source: Source) -> None: ...

    def clear_selection(self, update: bool = True) -> None: ...

    def clear_hint(self, update: bool = True) -> None: ...

    def update_controls(self) -> None: ...

    def show_large(self, seat: int) -> None: ...

    def sync(self) -> None: ...

    def take_focus(self) -> None: ...


@attrs.define
class Drag:
    source: Source
    item: TileItem
    press: QPointF
    offset: QPointF  # item centre minus the pointer
    started: bool = False
    legal: set[Spot] = attrs.field(factory=set)
    hover: Spot | None = None
    home_turn: int = 0  # the turn the tile has where it was picked up
    turn: int | None = None  # the turn it is shown in over the lit space under the pointer (None: its own)

    @property
    def shown_turn(self) -> int:
        """The turn the dragged tile is drawn in now."""
        return self.home_turn if self.turn is None else self.turn


class ChipGestures(Gestures):
    """Every mouse gesture (see the ``view`` module docstring), and where the pointer is."""

    def __init__(self, table: GesturesHost) -> None:
        self.table = table
        self.moves = table.moves
        self.context = table.moves.context
        self.drag: Drag | None = None
        self.pending_click: tuple[QPointF, Qt.MouseButton, Qt.KeyboardModifier] | None = None  # a press off a tile
        self.pointer: QPointF | None = None  # where the mouse is over the table, if it is
        self.pointing = False  # the mouse (not the keys) was used last: R turns the tile under it

    @property
    def state(self) -> MicrochipState:
        return self.moves.state

    def dragging(self) -> bool:
        """Whether a tile is being dragged (pressed and moved past the threshold)."""
        return self.drag is not None and self.drag.started

    # --- finding things under the pointer ------------------------------------------------------
    def spot_at(self, point: QPointF) -> Spot | None:
        g = self.table.geometry_
        slot = g.pool.slot_at(point) if g.pool_shown else None
        if slot is not None:
            return Spot("pool", -1, slot[0] * self.table.columns + slot[1])
        for seat, sg in enumerate(g.seats):
            if sg.board.contains(point):
                cell = sg.cell_at(point)
                return Spot("cell", seat, cell) if cell is not None else None
            if sg.tray.adjusted(-6, -6, 6, 6).contains(point):
                return Spot("tray", seat)
        return None

    def source_at(self, point: QPointF) -> Source | None:
        """The tile under the pointer, as something that could be picked up."""
        spot = self.spot_at(point)
        state = self.state
        if spot is None:
            return None
        if spot.kind == "pool":
            row, column = divmod(spot.cell, self.table.columns)
            tile_id = state.pool[row][column]
            return None if tile_id == EMPTY else Source("pool", state.turn, tile_id)
        if spot.kind == "cell":
            placed = state.cells[spot.seat][spot.cell]
            return None if placed is None else Source("board", spot.seat, placed[0], spot.cell)
        tray = state.trays[spot.seat]
        for index, tile_id in enumerate(tray):
            centre, scale = self.table.geometry_.seats[spot.seat].tray_slot(index)
            half = TILE * scale / 2 + 2
            if abs(point.x() - centre.x()) <= half and abs(point.y() - centre.y()) <= half:
                return Source("tray", spot.seat, tile_id)
        return None

    # --- the routed events ----------------------------------------------------------------------
    def press(self, event: QGraphicsSceneMouseEvent) -> bool:
        self.mouse_press(event.scenePos(), event.button(), event.modifiers())
        return True

    def double_click(self, event: QGraphicsSceneMouseEvent) -> bool:
        return self.press(event)  # a quick second click is just another click

    def move(self, event: QGraphicsSceneMouseEvent) -> bool:
        self.mouse_move(event.scenePos())
        return True

    def release(self, event: QGraphicsSceneMouseEvent) -> bool:
        self.mouse_release(event.scenePos(), event.button(), event.modifiers())
        return True

    def wheel(self, event: QGraphicsSceneWheelEvent) -> bool:
        source = self.source_at(event.scenePos())
        if source is None or source.kind != "board" or event.delta() == 0:
            return False
        if self.moves.may_arrange(source.seat):
            self.moves.rotate(source.seat, source.cell, 1 if event.delta() < 0 else -1)  # type: ignore[arg-type]
        else:
            self.context.status(self.moves.arrange_refusal(source.seat))
        return True

    def leave(self, event: QEvent) -> bool:
        self.forget_pointer()
        return False

    def forget_pointer(self) -> None:
        """The pointer is over no tile (it left the table, or went onto a bar): R turns the keyboard's."""
        self.pointer = None

    # --- the mouse ----------------------------------------------------------------------------
    def _point(self, point: QPointF) -> None:
        self.pointer, self.pointing = point, True

    def mouse_press(self, point: QPointF, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        self.table.take_focus()
        self._point(point)
        if self.drag is not None:
            return
        source = self.source_at(point)
        if source is None or button != Qt.MouseButton.LeftButton:
            self.pending_click = (point, button, modifiers)
            return
        item = self.table.tiles[source.tile]
        self.drag = Drag(source, item, point, item.pos() - point)
        self.pending_click = None

    def mouse_move(self, point: QPointF) -> None:
        self._point(point)
        drag = self.drag
        if drag is None:
            self._hover(point)
            return
        if not drag.started:
            delta = point - drag.press
            if abs(delta.x()) + abs(delta.y()) < DRAG_THRESHOLD:
                return
            if not self._start_drag(drag):
                return
        drag.item.setPos(point + drag.offset)
        spot = self.spot_at(point)
        if spot != drag.hover:
            self.mark(drag.hover, None if drag.hover not in drag.legal else "legal")
            drag.hover = spot
            if spot is not None and spot.kind != "pool":
                self.mark(spot, "hover" if spot in drag.legal else "refused")
            self._show_landing(drag, spot)

    def _show_landing(self, drag: Drag, spot: Spot | None) -> None:
        """Draw the dragged tile turned as it would land on ``spot`` (a drop turns it to fit its neighbours)."""
        drag.turn = self.moves.landing_rotation(drag.source, spot) if spot in drag.legal else None
        drag.item.show(drag.shown_turn, {}, None, self.context.colourblind)

    def _hover(self, point: QPointF) -> None:
        """An open hand over every tile the people may pick up now, so the table shows what is alive."""
        source = self.source_at(point)
        alive = source is not None and (
            (source.kind == "pool" and self.moves.may_draft()
             and state_column(self.state, source.tile) == self.state.active_column())
            or (source.kind != "pool" and self.moves.may_arrange(source.seat)))
        self._set_cursor(Qt.CursorShape.OpenHandCursor if alive else Qt.CursorShape.ArrowCursor)

    def _set_cursor(self, shape: Qt.CursorShape) -> None:
        viewport = self.table.graphics_view.viewport()
        if viewport.cursor().shape() != shape:
            viewport.setCursor(shape)

    def _start_drag(self, drag: Drag) -> bool:
        source = drag.source
        moves = self.moves
        allowed = moves.may_draft() if source.kind == "pool" else moves.may_arrange(source.seat)
        if not allowed:
            reason = moves.plan(source, Spot("tray", source.seat if source.kind != "pool" else self.state.turn))
            self.context.status(reason if isinstance(reason, str) else ChipWords.tr("You cannot move that tile now."))
            self.drag = None
            return False
        if source.kind == "pool" and state_column(self.state, source.tile) != self.state.active_column():
            self.context.status(ChipWords.tr("Take a tile from column %1, the lit column.").arg(
                self.state.active_column() + 1))
            self.drag = None
            return False
        drag.started = True
        if source.kind == "board" and source.cell is not None:
            placed = self.state.cells[source.seat][source.cell]
            drag.home_turn = placed[1] if placed is not None else 0
        self._set_cursor(Qt.CursorShape.ClosedHandCursor)
        self.table.clear_selection()  # its lit spaces go out, and the picked-up look with them
        self.table.motion.stop(source.tile)
        drag.item.setScale(max(1.0, drag.item.scale()) * 1.08)  # picked up: a little closer to the eye
        drag.item.set_lifted(True)
        drag.legal = moves.legal_spots(source)
        for spot in drag.legal:
            self.mark(spot, "legal")
        self.table.update_controls()
        return True

    def mouse_release(self, point: QPointF, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        drag, self.drag = self.drag, None
        if drag is not None and drag.started:
            self._drop(drag, self.spot_at(point))
            return
        if drag is not None:
            self.click(drag.source, point, Qt.MouseButton.LeftButton, modifiers)
            return
        pending, self.pending_click = self.pending_click, None
        if pending is not None:
            source = self.source_at(pending[0])
            self.click(source, pending[0], pending[1], pending[2])

    def cancel_drag(self) -> None:
        """Let go of the pressed tile; a started drag is dropped nowhere and flies home."""
        drag, self.drag = self.drag, None
        if drag is not None and drag.started:
            self._drop(drag, None)

    def _drop(self, drag: Drag, spot: Spot | None) -> None:
        self._set_cursor(Qt.CursorShape.ArrowCursor)
        for marked in drag.legal | ({drag.hover} if drag.hover else set()):
            self.mark(marked, None)
        for item in self.table.tiles.values():
            item.set_target(None)
        drag.item.set_lifted(False)
        planned = self.moves.plan(drag.source, spot)
        reason = self.moves.refusal(planned)
        if reason is None and not isinstance(planned, str) and self.moves.perform(planned):
            if not planned[1]:
                self.table.sync()  # dropped where it was: slide back into its slot
            return
        if reason is not None:
            self.context.status(reason)
        self.table.sync()  # refused: the tile flies home (the re-sync slides it back to its slot)

    def mark(self, spot: Spot | None, target: str | None) -> None:
        """Light ``spot`` as a drop target (``legal``, ``hover``, ``refused``) or put it out (None)."""
        if spot is None:
            return
        if spot.kind == "cell":
            self.table.spaces[spot.seat][spot.cell].set_look(target=target)
            placed = self.state.cells[spot.seat][spot.cell]
            if placed is not None and (self.drag is None or self.drag.source.tile != placed[0]):
                self.table.tiles[placed[0]].set_target(target)  # a taken space is lit on its tile: dropping swaps
        elif spot.kind == "tray":
            self.table.trays[spot.seat].set_look(target=target)

    def click(self, source: Source | None, point: QPointF, button: Qt.MouseButton,
              modifiers: Qt.KeyboardModifier) -> None:
        """A click (no drag): the rule text's click controls."""
        table, moves = self.table, self.moves
        spot = self.spot_at(point)
        anticlockwise = button == Qt.MouseButton.RightButton or bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
        if source is not None and source.kind == "pool":
            table.clear_selection()
            planned = moves.plan(source, Spot("tray", self.state.turn))
            if isinstance(planned, str):
                self.context.status(planned)
            elif (reason := moves.check(planned[1])) is not None:
                self.context.status(reason)
            else:
                moves.perform(planned)
            return
        selected = table.selection
        if source is not None and source.kind == "tray":
            if selected == source:
                table.clear_selection()
            elif not moves.may_arrange(source.seat):
                self.context.status(moves.arrange_refusal(source.seat))
            else:
                table.select(source)
            return
        if selected is not None and spot is not None and spot.kind in ("cell", "tray") and not anticlockwise \
                and not (source is not None and source == selected):
            planned = moves.plan(selected, spot)
            swap_or_move = not isinstance(planned, str) and planned[1] and moves.check(planned[1]) is None
            if swap_or_move or source is None:
                if isinstance(planned, str):
                    self.context.status(planned)
                elif (reason := moves.check(planned[1])) is not None:
                    self.context.status(reason)
                else:
                    table.clear_selection()
                    moves.perform(planned)
                return
        if source is not None and source.kind == "board":
            if not moves.may_arrange(source.seat):
                self.context.status(moves.arrange_refusal(source.seat))
                return
            if anticlockwise or selected == source:  # a right click turns at once; a second click turns the held tile
                moves.rotate(source.seat, source.cell, -1 if anticlockwise else 1)  # type: ignore[arg-type]
                return
            table.select(source)  # a click picks it up, as in the tray: Rotate, Remove and Deselect act on it
            self.context.status(SELECTED_BOARD_TILE)
            return
        if selected is not None:
            table.clear_selection()
        elif source is None and spot is None:  # a click on a small card, away from its tiles: see it large
            seat = next((s for s, sg in enumerate(table.geometry_.seats) if sg.panel.contains(point)), None)
            if seat is not None:
                table.show_large(seat)
