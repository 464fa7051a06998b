"""The Microchip table's mouse: what is under the pointer, what a drop or a click means, and the drag itself.

A base class of :class:`~microgames.games.microchip.table.view.MicrochipTable`, which
owns the items; kept apart so each module holds one thing. Every gesture
becomes one command (or one macro); a refused one snaps back and says why.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs
from PySide6.QtCore import QEvent, QObject, QPointF, QPropertyAnimation, Qt
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QGraphicsSceneWheelEvent

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.games.microchip.badges import faults
from microgames.games.microchip.boards import CELLS, cell_name
from microgames.games.microchip.commands import Draft, Move, Place, ReturnToTray, Rotate
from microgames.games.microchip.table.items import SpaceItem, TileItem, TrayItem
from microgames.games.microchip.table.layout import TILE, TableGeometry
from microgames.games.microchip.state import EMPTY, MicrochipState
from microgames.games.microchip.tiles import tile
from microgames.ui.tablekit.table import GraphicsTable

DRAG_THRESHOLD = 5.0  # scene units the pointer must travel before a press becomes a drag


# --- where a tile comes from and where it may go --------------------------------------------------
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


class TableScene(QGraphicsScene):
    """Sends every mouse press, move, release and wheel to the table, which knows what they mean."""

    def __init__(self, table: MouseGestures) -> None:
        super().__init__(table)
        self.table = table

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.table.mouse_press(event.scenePos(), event.button(), event.modifiers())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.table.mouse_move(event.scenePos())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.table.mouse_release(event.scenePos(), event.button(), event.modifiers())
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mousePressEvent(event)  # a quick second click is just another click

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        if self.table.wheel(event.scenePos(), event.delta()):
            event.accept()
        else:
            event.ignore()


@attrs.define
class Drag:
    source: Source
    item: TileItem
    press: QPointF
    offset: QPointF  # item centre minus the pointer
    started: bool = False
    legal: set[Spot] = attrs.field(factory=set)
    hover: Spot | None = None


class MouseGestures(GraphicsTable):
    """Who may do what, and every mouse gesture (see the ``view`` module docstring)."""

    # set up by the table
    rows: int
    columns: int
    geometry_: TableGeometry
    tiles: dict[int, TileItem]
    spaces: list[list[SpaceItem]]
    trays: list[TrayItem]
    selection: Source | None
    drag: Drag | None
    _animations: dict[int, QPropertyAnimation]
    _pending_click: tuple[QPointF, Qt.MouseButton, Qt.KeyboardModifier] | None
    _pointer: QPointF | None
    _pointing: bool
    # the buttons' side (controls)
    select: Callable[[Source], None]
    clear_selection: Callable[..., None]
    clear_hint: Callable[..., None]
    _update_controls: Callable[[], None]
    # the scene's side (view)
    show_large: Callable[[int], None]

    # --- who may do what ----------------------------------------------------------------------
    @property
    def state(self) -> MicrochipState:
        return self.context.state  # type: ignore[no-any-return]

    def may_arrange(self, seat: int) -> bool:
        return self.context.can_take_part(seat) and not self.state.locked(seat)

    def may_draft(self) -> bool:
        return self.state.phase == "drafting" and self.context.can_act(self.state.turn)

    # --- finding things under the pointer ------------------------------------------------------
    def spot_at(self, point: QPointF) -> Spot | None:
        g = self.geometry_
        slot = g.pool.slot_at(point) if g.pool_shown else None
        if slot is not None:
            return Spot("pool", -1, slot[0] * self.columns + slot[1])
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
            row, column = divmod(spot.cell, self.columns)
            tile_id = state.pool[row][column]
            return None if tile_id == EMPTY else Source("pool", state.turn, tile_id)
        if spot.kind == "cell":
            placed = state.cells[spot.seat][spot.cell]
            return None if placed is None else Source("board", spot.seat, placed[0], spot.cell)
        tray = state.trays[spot.seat]
        for index, tile_id in enumerate(tray):
            centre, scale = self.geometry_.seats[spot.seat].tray_slot(index)
            half = TILE * scale / 2 + 2
            if abs(point.x() - centre.x()) <= half and abs(point.y() - centre.y()) <= half:
                return Source("tray", spot.seat, tile_id)
        return None

    # --- what a drop means ---------------------------------------------------------------------
    def plan(self, source: Source, spot: Spot | None) -> tuple[str | None, list[Command]] | str:
        """The commands (and macro label) that moving ``source`` to ``spot`` means, or the reason it cannot be."""
        state = self.state
        if spot is None or spot.kind == "pool":
            return "Drop the tile on a space of your board or in your tray."
        if source.kind == "pool":
            seat = state.turn
            if not self.may_draft():
                return (f"It is {state.names[seat]}'s turn to draft." if state.phase == "drafting"
                        else "The draft is over.")
            if spot.seat != seat:
                name = state.names[seat]
                return f"It is {name}'s turn to draft: the tile goes to {name}'s tray or board."
            draft = Draft(seat, source.tile)
            if spot.kind == "tray":
                return None, [draft]
            label = f"{draft.label(state)} and places it on {cell_name(spot.cell)}"
            return label, [draft, *self._place_or_swap(seat, source.tile, spot.cell)]
        seat = source.seat
        if spot.seat != seat:
            return f"That is {state.names[spot.seat]}'s {_area(spot)}: arrange only your own."
        if not self.may_arrange(seat):
            return self._arrange_refusal(seat)
        if source.kind == "tray":
            if spot.kind == "tray":
                return None, []
            commands = self._place_or_swap(seat, source.tile, spot.cell)
            if len(commands) == 1:
                return None, commands
            return f"{state.names[seat]} swaps a tray tile onto {cell_name(spot.cell)}", commands
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

    def _arrange_refusal(self, seat: int) -> str:
        state = self.state
        if not self.context.is_person(seat):
            return f"That is {state.names[seat]}'s board: a bot arranges it."
        if self.context.input_blocked:
            return "Please wait a moment."
        if state.phase == "over":
            return "The game is over."
        if state.status[seat] == "finished":
            return ("You have finished: press Resume building to change your board." if state.improve
                    else "You have finished: your score is locked in.")
        if state.status[seat] == "conceded":
            return "You have conceded: your score is locked in."
        return "You cannot change this board now."

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

    def perform(self, planned: tuple[str | None, list[Command]]) -> bool:
        label, commands = planned
        if not commands:
            return True
        self.clear_hint()
        if len(commands) == 1 and label is None:
            return self.context.submit(commands[0])
        return self.context.submit_macro(label or commands[0].label(self.state), commands)

    # --- the mouse ----------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The pointer leaving the table (the base fits the table when the view's room changes)."""
        if event.type() == QEvent.Type.Leave:
            self._pointer = None
        return super().eventFilter(watched, event)

    def _point(self, point: QPointF) -> None:
        self._pointer, self._pointing = point, True

    def mouse_press(self, point: QPointF, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        self.setFocus()
        self._point(point)
        if self.drag is not None:
            return
        source = self.source_at(point)
        if source is None or button != Qt.MouseButton.LeftButton:
            self._pending_click = (point, button, modifiers)
            return
        item = self.tiles[source.tile]
        self.drag = Drag(source, item, point, item.pos() - point)
        self._pending_click = None

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
            self._mark(drag.hover, None if drag.hover not in drag.legal else "legal")
            drag.hover = spot
            if spot is not None and spot.kind != "pool":
                self._mark(spot, "hover" if spot in drag.legal else "refused")

    def _hover(self, point: QPointF) -> None:
        """An open hand over every tile the people may pick up now, so the table shows what is alive."""
        source = self.source_at(point)
        alive = source is not None and (
            (source.kind == "pool" and self.may_draft()
             and state_column(self.state, source.tile) == self.state.active_column())
            or (source.kind != "pool" and self.may_arrange(source.seat)))
        self._set_cursor(Qt.CursorShape.OpenHandCursor if alive else Qt.CursorShape.ArrowCursor)

    def _set_cursor(self, shape: Qt.CursorShape) -> None:
        viewport = self.graphics_view.viewport()
        if viewport.cursor().shape() != shape:
            viewport.setCursor(shape)

    def _start_drag(self, drag: Drag) -> bool:
        source = drag.source
        allowed = self.may_draft() if source.kind == "pool" else self.may_arrange(source.seat)
        if not allowed:
            reason = self.plan(source, Spot("tray", source.seat if source.kind != "pool" else self.state.turn))
            self.context.status(reason if isinstance(reason, str) else "You cannot move that tile now.")
            self.drag = None
            return False
        if source.kind == "pool" and state_column(self.state, source.tile) != self.state.active_column():
            self.context.status(f"Take a tile from column {self.state.active_column() + 1}, the lit column.")
            self.drag = None
            return False
        drag.started = True
        self._set_cursor(Qt.CursorShape.ClosedHandCursor)
        self.selection = None
        self.clear_hint()
        running = self._animations.pop(source.tile, None)
        if running is not None:
            running.stop()
        drag.item.setScale(max(1.0, drag.item.scale()) * 1.08)  # picked up: a little closer to the eye
        drag.item.set_lifted(True)
        drag.legal = self.legal_spots(source)
        for spot in drag.legal:
            self._mark(spot, "legal")
        self._update_controls()
        return True

    def mouse_release(self, point: QPointF, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        drag, self.drag = self.drag, None
        if drag is not None and drag.started:
            self._drop(drag, self.spot_at(point))
            return
        if drag is not None:
            self.click(drag.source, point, Qt.MouseButton.LeftButton, modifiers)
            return
        pending, self._pending_click = self._pending_click, None
        if pending is not None:
            source = self.source_at(pending[0])
            self.click(source, pending[0], pending[1], pending[2])

    def _drop(self, drag: Drag, spot: Spot | None) -> None:
        self._set_cursor(Qt.CursorShape.ArrowCursor)
        for marked in drag.legal | ({drag.hover} if drag.hover else set()):
            self._mark(marked, None)
        for item in self.tiles.values():
            item.set_target(None)
        drag.item.set_lifted(False)
        planned = self.plan(drag.source, spot)
        reason = planned if isinstance(planned, str) else self.check(planned[1]) if planned[1] else None
        if reason is None and not isinstance(planned, str) and self.perform(planned):
            if not planned[1]:
                self.sync()  # dropped where it was: slide back into its slot
            return
        if reason is not None:
            self.context.status(reason)
        self._snap_back(drag.item)

    def _snap_back(self, item: TileItem) -> None:
        """A refused drop: the tile flies home (the re-sync slides it back to its slot)."""
        self.sync()

    def _mark(self, spot: Spot | None, target: str | None) -> None:
        if spot is None:
            return
        if spot.kind == "cell":
            self.spaces[spot.seat][spot.cell].set_look(target=target)
            placed = self.state.cells[spot.seat][spot.cell]
            if placed is not None and (self.drag is None or self.drag.source.tile != placed[0]):
                self.tiles[placed[0]].set_target(target)  # a taken space is lit on its tile: dropping there swaps
        elif spot.kind == "tray":
            self.trays[spot.seat].set_look(target=target)

    def click(self, source: Source | None, point: QPointF, button: Qt.MouseButton,
              modifiers: Qt.KeyboardModifier) -> None:
        """A click (no drag): the rule text's click controls."""
        spot = self.spot_at(point)
        anticlockwise = button == Qt.MouseButton.RightButton or bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
        if source is not None and source.kind == "pool":
            self.clear_selection()
            planned = self.plan(source, Spot("tray", self.state.turn))
            if isinstance(planned, str):
                self.context.status(planned)
            elif (reason := self.check(planned[1])) is not None:
                self.context.status(reason)
            else:
                self.perform(planned)
            return
        selected = self.selection
        if source is not None and source.kind == "tray":
            if selected == source:
                self.clear_selection()
            elif not self.may_arrange(source.seat):
                self.context.status(self._arrange_refusal(source.seat))
            else:
                self.select(source)
            return
        if selected is not None and spot is not None and spot.kind in ("cell", "tray") \
                and not (source is not None and source == selected):
            planned = self.plan(selected, spot)
            swap_or_move = not isinstance(planned, str) and planned[1] and self.check(planned[1]) is None
            if swap_or_move or source is None:
                if isinstance(planned, str):
                    self.context.status(planned)
                elif (reason := self.check(planned[1])) is not None:
                    self.context.status(reason)
                else:
                    self.clear_selection()
                    self.perform(planned)
                return
        if source is not None and source.kind == "board":
            if not self.may_arrange(source.seat):
                self.context.status(self._arrange_refusal(source.seat))
                return
            if modifiers & Qt.KeyboardModifier.ControlModifier:  # Ctrl-click picks it up, to click where it goes
                self.clear_selection() if selected == source else self.select(source)
                return
            self.clear_selection(update=False)  # a click turns the tile; it does not pick it up
            self.rotate(source.seat, source.cell, -1 if anticlockwise else 1)  # type: ignore[arg-type]
            return
        if selected is not None:
            self.clear_selection()
        elif source is None and spot is None:  # a click on a small card, away from its tiles: see it large
            seat = next((s for s, sg in enumerate(self.geometry_.seats) if sg.panel.contains(point)), None)
            if seat is not None:
                self.show_large(seat)

    def wheel(self, point: QPointF, delta: int) -> bool:
        source = self.source_at(point)
        if source is None or source.kind != "board" or delta == 0:
            return False
        if self.may_arrange(source.seat):
            self.rotate(source.seat, source.cell, 1 if delta < 0 else -1)  # type: ignore[arg-type]
        else:
            self.context.status(self._arrange_refusal(source.seat))
        return True

    def rotate(self, seat: int, cell: int, turns: int) -> bool:
        self.clear_hint()
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


def _area(spot: Spot) -> str:
    return "tray" if spot.kind == "tray" else "board"
