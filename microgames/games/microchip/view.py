"""The Microchip table: the pool, every seat's board and tray, and every gesture as one command.

Gestures (each is one undo step; a refused one snaps back and says why):

- drag a tile of the active pool column to your tray (draft) or onto a space of
  your board (draft and place, one macro); drag a tray tile onto your board;
  drag a placed tile onto another space (move, or swap if taken) or to the tray;
- left click a placed tile to turn it clockwise, right click or Shift-click
  anticlockwise, or use the wheel over it, or R (it turns the tile under the
  pointer, or the keyboard's if the keys were used last); a click only turns,
  it never picks the tile up, so clicking one tile and then another turns both;
  click a tray tile and then a space; click a pool tile to draft it;
- the keyboard: arrows move the focus, Enter picks up and drops, R rotates,
  Delete returns to the tray, Escape cancels.

Clear board and Concede ask first (``confirm``).

As at a real table, every person may arrange their own board at any time;
only drafting waits for your turn (``TableContext.can_take_part``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs
from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFocusEvent, QFontMetricsF, QKeyEvent, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem, QGraphicsRectItem, QGraphicsScene, QGraphicsSceneMouseEvent, QGraphicsSceneWheelEvent,
    QGraphicsSimpleTextItem, QHBoxLayout,
    QLabel, QMessageBox, QPushButton, QWidget,
)

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.games.microchip.badges import faults
from microgames.games.microchip.boards import CELLS, COLUMN_LETTERS, SIZE, cell_name
from microgames.games.microchip.commands import (
    ClearBoard, Concede, Draft, Finish, Move, Place, ResumeBuilding, ReturnToTray, Rotate,
)
from microgames.games.microchip.scene_items import (
    BoardBaseItem, ChipItem, LegendItem, MarkerItem, PillItem, PoolItem, SpaceItem,
    TileItem, TrayItem,
)
from microgames.games.microchip.scene_layout import PITCH, TILE, TableGeometry, arrangements, fit_scale
from microgames.games.microchip.state import EMPTY, MicrochipState
from microgames.games.microchip.tiles import tile
from microgames.games.microchip.view_hint import hint_commands, outcome
from microgames.games.microchip.view_look import label_font, look
from microgames.ui import theme
from microgames.ui.sceneparts import FocusFrame, PanelItem, nearest_towards
from microgames.ui.table import GraphicsTable, TableContext

DRAG_THRESHOLD = 5.0  # scene units the pointer must travel before a press becomes a drag
MOVE_MS = 260  # a tile sliding to its new place (scaled by the animation preference)
TURN_MS = 160  # a quarter turn
FRAME = 12.0  # scene units around the cards


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

    def __init__(self, table: MicrochipTable) -> None:
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


class MicrochipTable(GraphicsTable):
    """See the module docstring."""

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.scene.deleteLater()  # the base class's plain scene: this table's scene routes the mouse
        self.scene = TableScene(self)
        self.graphics_view.setScene(self.scene)
        self.graphics_view.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.graphics_view.setViewportUpdateMode(self.graphics_view.ViewportUpdateMode.SmartViewportUpdate)
        self.graphics_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.graphics_view.viewport().setMouseTracking(True)  # hover cursors
        self.graphics_view.viewport().installEventFilter(self)  # the pointer leaving the table
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        #: Asks the person to confirm (Clear board, Concede) with a message box.
        self.confirm: Callable[[str, str], bool] = self._ask
        self.selection: Source | None = None
        self.drag: Drag | None = None
        self.focus_spot: Spot | None = None
        self.hint: list[Command] = []
        self.hint_seat: int | None = None
        self._hint_basis: tuple[object, ...] = ()
        self._played = False  # the last change was a step played (not undone): mark the tiles bots moved in it
        self._pending_click: tuple[QPointF, Qt.MouseButton, Qt.KeyboardModifier] | None = None  # a press off a tile
        self._pointer: QPointF | None = None  # where the mouse is over the table, if it is
        self._pointing = False  # the mouse (not the keys) was used last: R turns the tile under it
        self._selected_spots: set[Spot] = set()  # lit for the selected tile
        self._told_keys = False  # the keyboard help line was shown
        self._styled_dark: bool | None = None  # the scheme the buttons were styled for
        self._animations: dict[int, QPropertyAnimation] = {}
        self._turns: dict[int, QPropertyAnimation] = {}
        self._placed: dict[int, tuple[str, int, int]] = {}  # tile -> where it was at the last sync
        self._chips: list[frozenset[int]] = []
        state = context.state
        self.rows, self.columns = len(state.pool), len(state.pool[0])
        self.layouts = arrangements(state.seat_count, self.rows, self.columns)
        self.geometry_ = self.built = self.layouts[0]  # built: where the cards were made; holders move them
        self._jump = False  # a re-arrangement: tiles go with their cards at once
        self._build()
        self._build_controls()
        self.sync()
        self.zoom_fit()

    # --- building the scene once ----------------------------------------------------------------
    def _build(self) -> None:
        g = self.geometry_
        state = self.context.state
        ink = QColor(theme.colours()["text"])
        self.pool_holder, self.info_holder = self._holder(), self._holder()
        self.seat_holders = [self._holder() for _ in g.seats]
        self.pool_panel = PanelItem(g.pool.panel, QColor(), QColor())
        self.pool_panel.setParentItem(self.pool_holder)
        self.pool_item = PoolItem(g.pool, theme.is_dark())
        self.pool_item.setParentItem(self.pool_holder)
        self.pool_title = self._text("The pool", 13, True, QPointF(g.pool.panel.left() + 18, g.pool.panel.top() + 12),
                                     self.pool_holder)
        self.pool_note = self._text("", 11, False, QPointF(g.pool.panel.left() + 130, g.pool.panel.top() + 16),
                                    self.pool_holder)
        self.info_panel = PanelItem(g.info, QColor(), QColor())
        self.info_panel.setParentItem(self.info_holder)
        self.phase_text = self._text("", 13, True, QPointF(g.info.left() + 18, g.info.top() + 14), self.info_holder)
        self.phase_detail = self._text("", 11, False, QPointF(g.info.left() + 18, g.info.top() + 40), self.info_holder)
        self.legend = LegendItem(QPointF(g.info.left() + 16, g.info.bottom() - 40), ink)
        self.legend.setParentItem(self.info_holder)
        self.panels: list[PanelItem] = []
        self.markers: list[MarkerItem] = []
        self.names: list[QGraphicsSimpleTextItem] = []
        self.kinds: list[QGraphicsSimpleTextItem] = []
        self.score_texts: list[QGraphicsSimpleTextItem] = []
        self.score_details: list[QGraphicsSimpleTextItem] = []
        self.pills: list[PillItem] = []
        self.spaces: list[list[SpaceItem]] = []
        self.trays: list[TrayItem] = []
        self.chip_items: list[ChipItem] = []
        self.tray_labels: list[QGraphicsSimpleTextItem] = []
        self.coordinates: list[QGraphicsSimpleTextItem] = []  # the column letters and row numbers
        for seat, sg in enumerate(g.seats):
            holder = self.seat_holders[seat]
            panel = PanelItem(sg.panel, QColor(), QColor())
            panel.setParentItem(holder)
            self.panels.append(panel)
            marker = MarkerItem(QRectF(sg.panel.left() + 18, sg.panel.top() + 16, 24, 24), seat,
                                self.context.seat_colour(seat))
            marker.setParentItem(holder)
            self.markers.append(marker)
            self.names.append(self._text(self.context.seats[seat].name, 14, True,
                                         QPointF(sg.panel.left() + 50, sg.panel.top() + 11), holder))
            info = self.context.seats[seat]
            what = f"{info.level} bot" if info.is_bot else "person"
            self.kinds.append(self._text(f"{what} · board {state.board_letters[seat]}", 10.5, False,
                                         QPointF(sg.panel.left() + 50, sg.panel.top() + 33), holder))
            self.score_texts.append(self._text("0", 22, True, QPointF(sg.panel.right() - 60, sg.panel.top() + 6),
                                               holder))
            self.score_details.append(self._text("", 10, False, QPointF(sg.panel.right() - 60, sg.panel.top() + 47),
                                                 holder))
            pill = PillItem()
            self.scene.addItem(pill)
            self.pills.append(pill)
            BoardBaseItem(sg.board).setParentItem(holder)
            for k in range(SIZE):
                letter = self._text(COLUMN_LETTERS[k], 9.5, True, QPointF(0, 0), holder)
                self.coordinates.append(letter)
                centre = sg.cell_centre(k)
                letter.setPos(centre.x() - letter.boundingRect().width() / 2, sg.board.top() - 15)
                number = self._text(str(k + 1), 9.5, True, QPointF(0, 0), holder)
                self.coordinates.append(number)
                centre = sg.cell_centre(k * SIZE)
                number.setPos(sg.board.left() - 12, centre.y() - number.boundingRect().height() / 2)
            board = state.board(seat)
            row = []
            for cell in range(CELLS):
                space = SpaceItem(sg.cell_rect(cell), board.colour(cell))
                space.setParentItem(holder)
                row.append(space)
            self.spaces.append(row)
            self.tray_labels.append(self._text("Tray", 10, True, QPointF(sg.tray.left() + 2, sg.tray.top() - 18), holder))
            tray = TrayItem(sg.tray, theme.is_dark())
            tray.setParentItem(holder)
            self.trays.append(tray)
            chip = ChipItem()
            self.scene.addItem(chip)
            self.chip_items.append(chip)
        self.tiles: dict[int, TileItem] = {}
        every = [t for row in state.pool for t in row if t != EMPTY]
        every += [t for seat in range(state.seat_count) for t in state.owned(seat)]
        for tile_id in every:
            item = TileItem(tile_id)
            self.scene.addItem(item)
            self.tiles[tile_id] = item
        self.ghosts: list[TileItem] = []
        self.focus_item = FocusFrame()
        self.scene.addItem(self.focus_item)
        self.scene.setSceneRect(g.bounds.adjusted(-FRAME, -FRAME, FRAME, FRAME))

    def _text(self, text: str, size: float, bold: bool, pos: QPointF,
              holder: QGraphicsItem | None = None) -> QGraphicsSimpleTextItem:
        item = self.scene.addSimpleText(text, label_font(size, bold))
        item.setPos(pos)
        item.setZValue(2)
        if holder is not None:
            item.setParentItem(holder)
        return item

    def _holder(self) -> QGraphicsItem:
        """An empty item carrying one card's fixed parts (panel, spaces, labels), to move the card as one."""
        holder = QGraphicsRectItem()
        holder.setPen(Qt.PenStyle.NoPen)
        self.scene.addItem(holder)
        return holder

    def arrange(self, geometry: TableGeometry) -> None:
        """Move every card to ``geometry`` (one of ``self.layouts``); the tiles follow at once."""
        if geometry == self.geometry_:
            return
        self.geometry_ = geometry
        built = self.built
        self.pool_holder.setPos(geometry.pool.panel.topLeft() - built.pool.panel.topLeft())
        self.info_holder.setPos(geometry.info.topLeft() - built.info.topLeft())
        for holder, now, then in zip(self.seat_holders, geometry.seats, built.seats):
            holder.setPos(now.panel.topLeft() - then.panel.topLeft())
        self._chips = []  # the microchip outlines are drawn again where the boards now are
        self.scene.setSceneRect(geometry.bounds.adjusted(-FRAME, -FRAME, FRAME, FRAME))
        self._jump = True
        try:
            self.sync()
        finally:
            self._jump = False

    def _build_controls(self) -> None:
        bar = QWidget(self)
        bar.setObjectName("microchipControls")
        row = QHBoxLayout(bar)
        row.setContentsMargins(10, 4, 10, 6)
        self.controls_label = QLabel("", bar)
        row.addWidget(self.controls_label)
        self.buttons: dict[str, QPushButton] = {}
        for key, text, slot, tip in (
            ("rotate", "Rotate", self.rotate_selected, "Turn the selected tile clockwise (R)"),
            ("remove", "Remove", self.remove_selected, "Return the selected tile to the tray (Delete)"),
            ("deselect", "Deselect", self.deselect, "Put the selected tile down again (Escape)"),
            ("clear", "Clear board", self.clear_board, "Take every tile on the board back to the tray"),
            ("hint", "Hint", self.show_hint, "Show a better arrangement as a ghost on your board"),
            ("apply_hint", "Apply hint", self.apply_hint, "Arrange your board like the ghost (one undo step)"),
            ("finish", "Finish", lambda: self._end_command(Finish), "Post your score"),
            ("resume", "Resume building", lambda: self._end_command(ResumeBuilding), "Take your posted score back"),
            ("concede", "Concede", self.concede, "Stay at your score"),
        ):
            button = QPushButton(text, bar)
            button.setObjectName(f"microchip_{key}")
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _checked=False, act=slot: act())
            row.addWidget(button)
            self.buttons[key] = button
        row.addStretch(1)
        self.layout().addWidget(bar)
        self.controls = bar

    def _style_controls(self) -> None:
        """Quiet buttons for arranging; Finish blue, Concede red and Apply hint teal, as the rule text has them."""
        c = theme.colours()
        plain = (f"QPushButton {{ background: {c['button']}; color: {c['text']}; border: 1px solid {c['border']};"
                 " border-radius: 7px; padding: 5px 14px; }"
                 f"QPushButton:hover {{ border-color: {theme.ACCENT}; }}")
        strong = ("QPushButton {{ background: {0}; color: white; border: none; border-radius: 7px;"
                  " padding: 6px 18px; font-weight: 600; }} QPushButton:hover {{ background: {1}; }}")
        for key, button in self.buttons.items():
            colours = {"finish": ("#2f6fd0", "#2860b8"), "concede": ("#c83a3a", "#b03030"),
                       "apply_hint": (theme.ACCENT, "#267a70")}.get(key)
            button.setStyleSheet(strong.format(*colours) if colours else plain)

    # --- who may do what ----------------------------------------------------------------------
    @property
    def state(self) -> MicrochipState:
        return self.context.state  # type: ignore[no-any-return]

    def may_arrange(self, seat: int) -> bool:
        return self.context.can_take_part(seat) and not self.state.locked(seat)

    def may_draft(self) -> bool:
        return self.state.phase == "drafting" and self.context.can_act(self.state.turn)

    def controls_seat(self) -> int | None:
        """Whose buttons the bar shows: the selected tile's owner, else the focused seat, else the viewer."""
        if self.selection is not None:
            return self.selection.seat
        if self.focus_spot is not None and self.focus_spot.kind in ("cell", "tray"):
            if self.context.is_person(self.focus_spot.seat):
                return self.focus_spot.seat
        viewer = self.context.viewer
        return viewer if viewer is not None and self.context.is_person(viewer) else None

    def zoom_fit(self) -> None:
        """Lay the table out as the window shows it largest, and fit it (not wherever its tiles are sliding)."""
        self._auto_fit = True
        size = self.graphics_view.viewport().size()
        if size.width() > 0 and size.height() > 0:
            self.arrange(max(self.layouts, key=lambda g: fit_scale(g, size.width(), size.height(), FRAME + 2)))
        margin = FRAME + 2  # a little more than the scene rect, so that no scroll bar appears
        self.graphics_view.fitInView(self.geometry_.bounds.adjusted(-margin, -margin, margin, margin),
                                     Qt.AspectRatioMode.KeepAspectRatio)

    # --- syncing ------------------------------------------------------------------------------
    def _on_changed(self, event: str) -> None:
        """After a move, an undo or a bot's step: drop a hint or selection the new state no longer fits."""
        if event not in ("viewer", "clean"):
            if self.hint_seat is not None and self._hint_basis != self._basis(self.hint_seat):
                self.hint, self.hint_seat = [], None  # the seat's tiles changed: the ghost is out of date
            if self.selection is not None and not self._still_there(self.selection):
                self.clear_selection(update=False)
        self._played = event == "executed"
        super()._on_changed(event)

    def _still_there(self, source: Source) -> bool:
        state = self.state
        if source.kind == "pool":
            return state.phase == "drafting" and state_column(state, source.tile) == state.active_column()
        if source.kind == "tray":
            return source.tile in state.trays[source.seat]
        placed = state.cells[source.seat][source.cell] if source.cell is not None else None
        return placed is not None and placed[0] == source.tile and not state.locked(source.seat)

    def sync(self) -> None:
        if not hasattr(self, "tiles"):
            return  # the base class may call before the scene exists
        state = self.context.view()
        colours = theme.colours()
        dark = theme.is_dark()
        if dark != self._styled_dark:
            self._styled_dark = dark
            self._style_controls()
        ink, muted = QColor(colours["text"]), QColor(colours["muted"])
        self.scene.setBackgroundBrush(QBrush(QColor(colours["window"])))
        card, border = QColor(colours["card"]), QColor(colours["border"])
        colourblind = self.context.colourblind
        phase = state.phase
        drafter = state.turn if phase == "drafting" else None
        drafter_colour = self.context.seat_colour(drafter) if drafter is not None else QColor("#888888")
        self.pool_panel.set_look(card, border, None)
        self.info_panel.set_look(card, border, None)
        for text in (self.pool_title, self.phase_text, *self.names, *self.score_texts):
            _ink(text, ink)
        for text in (self.pool_note, self.phase_detail, *self.kinds, *self.score_details, *self.tray_labels,
                     *self.coordinates):
            _ink(text, muted)
        self.legend.set_ink(muted)
        active = state.active_column()
        empty = frozenset((r, c) for r, row in enumerate(state.pool) for c, t in enumerate(row) if t == EMPTY)
        self.pool_item.set_look(empty, active, drafter_colour, dark)
        left = sum(1 for row in state.pool for t in row if t != EMPTY)
        self.pool_note.setText(f"{left} tile{'s' if left != 1 else ''} left" +
                               (f" · take from column {active + 1}" if active is not None else ""))
        self._sync_phase(state)
        places = state.standings() if phase == "over" else []
        g = self.geometry_
        where: dict[int, tuple[QPointF, float, int, dict[int, str], str | None, tuple[str, int, int]]] = {}
        for r, row in enumerate(state.pool):
            for c, tile_id in enumerate(row):
                if tile_id != EMPTY:
                    where[tile_id] = (g.pool.slot_centre(r, c), 1.0, 0, {}, None, ("pool", r, c))
        for seat, sg in enumerate(g.seats):
            score = state.score(seat)
            self.score_texts[seat].setText(str(score.points))
            _right(self.score_texts[seat], self.built.seats[seat].panel.right() - 18)  # in its card
            detail = (f"chip of {score.chip_tiles} · {score.outside} outside" if score.chip_tiles
                      else f"no chip · {score.outside} outside")
            self.score_details[seat].setText(detail)
            _right(self.score_details[seat], self.built.seats[seat].panel.right() - 18)
            self.markers[seat].set_colourblind(colourblind)
            glow = self.context.seat_colour(seat) if seat == drafter else None
            if phase == "over" and places[seat] == 1:
                glow = QColor(look()["chip"])  # the winner's card glows gold
            self.panels[seat].set_look(card, border, glow)
            self._sync_pill(seat, state)
            faults = state.faults(seat)
            badges = state.badges(seat)
            for cell, placed in enumerate(state.cells[seat]):
                self.spaces[seat][cell].set_look(colourblind=colourblind)
                if placed is not None:
                    where[placed[0]] = (sg.cell_centre(cell), 1.0, placed[1], faults.get(cell, {}),
                                        badges.get(cell), ("board", seat, cell))
            tray = state.trays[seat]
            for index, tile_id in enumerate(tray):
                centre, scale = sg.tray_slot(index, len(tray))
                where[tile_id] = (centre, scale, 0, {}, None, ("tray", seat, index))
            self.trays[seat].set_look(dark=dark)
            if len(self._chips) <= seat:
                self._chips.append(frozenset())
            if score.microchip != self._chips[seat]:
                self._chips[seat] = score.microchip
                self.chip_items[seat].set_cells([sg.cell_rect(c) for c in sorted(score.microchip)])
        animate = 0 if self._jump else self.context.animation_ms(MOVE_MS)
        selected_tile = self.selection.tile if self.selection is not None else None
        dragged = self.drag.item if self.drag is not None and self.drag.started else None
        for tile_id, item in self.tiles.items():
            place = where.get(tile_id)
            if place is None:
                item.setVisible(False)
                continue
            centre, scale, rotation, faults, badge, spot = place
            item.setVisible(True)
            before = self._placed.get(tile_id)
            turned = item.rotation_index
            if before is not None and before[0] == "board" and spot[0] == "board" and before == spot \
                    and rotation != item.rotation_index:
                self._turn(item, rotation - item.rotation_index)
            item.show(rotation, faults, badge, colourblind, selected=tile_id == selected_tile)
            # only a bot's own step moves a tile to or on a bot's seat
            bot = spot[1] if spot[0] != "pool" and not self.context.is_person(spot[1]) else None
            moved_by_bot = self._played and bot is not None and before is not None and (before != spot or rotation != turned)
            item.set_recent(self.context.seat_colour(bot) if moved_by_bot and bot is not None else None)
            self._placed[tile_id] = spot
            if item is dragged:
                continue
            item.setScale(scale)
            if item.pos() != centre:
                self._slide(item, centre, animate if before is not None else 0)  # a new table: no fly-in
        self._sync_ghosts()
        self._sync_focus()
        self._update_controls()

    def _sync_phase(self, state: MicrochipState) -> None:
        phase = state.phase
        if phase == "drafting":
            name = state.names[state.turn]
            self.phase_text.setText(f"Drafting · {name}'s turn")
            if self.context.is_person(state.turn):
                first = f"{name}: drag a tile from the lit column to your tray or onto your board."
            else:
                first = f"{name} is choosing a tile from the lit column."
            self._detail(first, "Everyone may arrange their own board at any time.")
        elif phase == "building":
            waiting = [state.names[s] for s in state.awaiting()]
            self.phase_text.setText("Building · the pool is empty")
            self._detail("Arrange your best microchip, then press Finish.",
                         "Still building: " + ", ".join(waiting) + ".")
        else:
            self.phase_text.setText("Game over")
            places = state.standings()
            winners = [state.names[s] for s, p in enumerate(places) if p == 1]
            self._detail(("Winner: " if len(winners) == 1 else "Shared win: ") + " and ".join(winners) + ".")

    def _detail(self, *sentences: str) -> None:
        """The phase card's explanation, wrapped to the card's width."""
        metrics = QFontMetricsF(self.phase_detail.font())
        width = self.geometry_.info.width() - 36
        lines: list[str] = []
        for sentence in sentences:
            line = ""
            for word in sentence.split():
                trial = f"{line} {word}".strip()
                if line and metrics.horizontalAdvance(trial) > width:
                    lines.append(line)
                    trial = word
                line = trial
            lines.append(line)
        text = "\n".join(lines)
        if self.phase_detail.text() != text:
            self.phase_detail.setText(text)

    def _sync_pill(self, seat: int, state: MicrochipState) -> None:
        sg = self.geometry_.seats[seat]
        anchor = QPointF(sg.board.right(), sg.tray.top() - 22)
        colour = self.context.seat_colour(seat)
        status = state.status[seat]
        posted = state.posted[seat]
        if state.phase == "over":
            place = state.standings()[seat]
            text = f"{'winner' if place == 1 else ordinal(place)} · {state.score(seat).points}"
            fill = QColor(look()["chip"]).darker(115) if place == 1 else QColor(theme.colours()["muted"])
            self.pills[seat].set_look(text, fill, QColor("#ffffff"), anchor)
            return
        if state.phase == "drafting":
            text = "drafting now" if seat == state.turn else ""
        elif status == "finished":
            text = f"finished · {posted}"
        elif status == "conceded":
            text = f"conceded · {posted}"
        elif state.phase == "building":
            text = "building"
        else:
            text = ""
        fill = colour if text in ("drafting now", "building") else QColor(theme.colours()["muted"])
        self.pills[seat].set_look(text, fill, QColor("#ffffff"), anchor)

    def _slide(self, item: TileItem, target: QPointF, duration: int) -> None:
        running = self._animations.pop(item.tile_id, None)
        if running is not None:
            running.stop()
        if duration <= 0 or not item.isVisible():
            item.setPos(target)
            return
        animation = QPropertyAnimation(item, b"pos", self)
        animation.setDuration(duration)
        animation.setStartValue(item.pos())
        animation.setEndValue(target)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.finished.connect(lambda t=item.tile_id: self._animations.pop(t, None))
        self._animations[item.tile_id] = animation
        animation.start()

    def _turn(self, item: TileItem, steps: int) -> None:
        duration = self.context.animation_ms(TURN_MS)
        if duration <= 0:
            return
        steps = (steps + 2) % 4 - 2 or 1  # the short way round
        running = self._turns.pop(item.tile_id, None)
        if running is not None:
            running.stop()
        animation = QPropertyAnimation(item, b"turn", self)
        animation.setDuration(duration)
        animation.setStartValue(-90.0 * steps)
        animation.setEndValue(0.0)
        animation.setEasingCurve(QEasingCurve.Type.OutBack)
        animation.finished.connect(lambda t=item.tile_id: self._turns.pop(t, None))
        self._turns[item.tile_id] = animation
        animation.start()

    def settle(self) -> None:
        """Finish every running animation at once (tests and screenshots)."""
        for animation in list(self._animations.values()) + list(self._turns.values()):
            animation.setCurrentTime(animation.duration())
            animation.stop()
        self._animations.clear()
        self._turns.clear()
        for item in self.tiles.values():
            item.setRotation(0)

    def tile_pos(self, tile_id: int) -> QPointF:
        """Where the tile will rest (its animation's end if it is moving)."""
        animation = self._animations.get(tile_id)
        return animation.endValue() if animation is not None else self.tiles[tile_id].pos()

    # --- finding things under the pointer ------------------------------------------------------
    def spot_at(self, point: QPointF) -> Spot | None:
        g = self.geometry_
        slot = g.pool.slot_at(point)
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
            centre, scale = self.geometry_.seats[spot.seat].tray_slot(index, len(tray))
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
            return label, [draft, Place(seat, source.tile, spot.cell, best_rotation(state, seat, source.tile, spot.cell))]
        seat = source.seat
        if spot.seat != seat:
            return f"That is {state.names[spot.seat]}'s {_area(spot)}: arrange only your own."
        if not self.may_arrange(seat):
            return self._arrange_refusal(seat)
        if source.kind == "tray":
            if spot.kind == "tray":
                return None, []
            return None, [Place(seat, source.tile, spot.cell, best_rotation(state, seat, source.tile, spot.cell))]
        assert source.cell is not None
        if spot.kind == "tray":
            return None, [ReturnToTray(seat, source.cell)]
        if spot.cell == source.cell:
            return None, []
        return None, [Move(seat, source.cell, spot.cell)]

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
        if event.type() == QEvent.Type.Leave:
            self._pointer = None
        return False

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
        drag.item.setScale(1.08)  # picked up: a little closer to the eye
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
            self.clear_selection(update=False)  # a click turns the tile; it does not pick it up
            self.rotate(source.seat, source.cell, -1 if anticlockwise else 1)  # type: ignore[arg-type]
            return
        if selected is not None:
            self.clear_selection()

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

    # --- selection and the buttons --------------------------------------------------------------
    def select(self, source: Source) -> None:
        self.clear_selection(update=False)
        self.selection = source
        self._selected_spots = self.legal_spots(source)
        for spot in self._selected_spots:
            self._mark(spot, "legal")
        self.sync()

    def clear_selection(self, update: bool = True) -> None:
        for spot in self._selected_spots:
            self._mark(spot, None)
        self._selected_spots = set()
        if self.selection is not None:
            self.selection = None
            if update:
                self.sync()

    def deselect(self) -> None:
        self.clear_selection()
        self.clear_hint()

    def _selected_board(self) -> Source | None:
        s = self.selection
        return s if s is not None and s.kind == "board" else None

    def rotate_selected(self, turns: int = 1) -> None:
        s = self._selected_board()
        if s is not None and s.cell is not None:
            self.rotate(s.seat, s.cell, turns)

    def remove_selected(self) -> None:
        s = self._selected_board()
        if s is not None and s.cell is not None:
            self.clear_selection()
            self.clear_hint()
            self.context.submit(ReturnToTray(s.seat, s.cell))

    def clear_board(self) -> None:
        seat = self.controls_seat()
        if seat is None:
            return
        count = len(self.state.placed(seat))
        if self.confirm("Clear board", f"Take all {count} tiles on {self.state.names[seat]}'s board back to the tray?"):
            self.clear_hint()
            self.context.submit(ClearBoard(seat))

    def _ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def _end_command(self, kind: type[Command]) -> None:
        seat = self.controls_seat()
        if seat is not None:
            self.clear_selection()
            self.clear_hint()
            self.context.submit(kind(seat))

    def concede(self) -> None:
        seat = self.controls_seat()
        if seat is None:
            return
        points = self.state.score(seat).points
        if self.confirm("Concede", f"Concede at {points} point{'s' if abs(points) != 1 else ''}? "
                                   f"{self.state.names[seat]}'s score is then locked in."):
            self.clear_selection()
            self.clear_hint()
            self.context.submit(Concede(seat))  # refused with the reason if play moved on meanwhile

    def _update_controls(self) -> None:
        state = self.state
        seat = self.controls_seat()
        person = seat is not None and self.context.can_take_part(seat)
        arrange = seat is not None and self.may_arrange(seat)
        board_selected = self._selected_board() is not None and arrange
        visible = {
            "rotate": board_selected,
            "remove": board_selected,
            "deselect": self.selection is not None or bool(self.hint),
            "clear": arrange and self.selection is None and len(state.placed(seat)) >= 2,  # type: ignore[arg-type]
            "hint": arrange and not self.hint and bool(state.owned(seat)),  # type: ignore[arg-type]
            "apply_hint": arrange and bool(self.hint) and self.hint_seat == seat,
            "finish": person and state.can_finish(seat),  # type: ignore[arg-type]
            "resume": person and state.can_resume(seat),  # type: ignore[arg-type]
            "concede": person and state.can_concede(seat),  # type: ignore[arg-type]
        }
        for key, button in self.buttons.items():
            button.setVisible(visible[key])
        if seat is None:
            self.controls_label.setText("Watching the bots play." if not state.is_over() else "The game is over.")
        else:
            points = state.score(seat).points
            self.controls_label.setText(f"<b>{state.names[seat]}</b> · {points} point{'s' if abs(points) != 1 else ''}")

    # --- the hint --------------------------------------------------------------------------------
    def show_hint(self) -> None:
        seat = self.controls_seat()
        if seat is None or not self.may_arrange(seat):
            return
        commands = hint_commands(self.state, seat)
        if not commands:
            self.context.status("No better arrangement found: your board is as good as it gets for now.")
            return
        self.hint, self.hint_seat = commands, seat
        self._hint_basis = self._basis(seat)
        after = outcome(self.state, seat, commands).score(seat).points
        self.context.status(f"Hint: this arrangement scores {after} (now {self.state.score(seat).points}). "
                            "Press Apply hint to take it.", 10000)
        self.sync()

    def _basis(self, seat: int) -> tuple[object, ...]:
        """What a hint for ``seat`` depends on: its board, its tiles and whether it may still arrange."""
        state = self.state
        return (tuple(state.cells[seat]), tuple(sorted(state.trays[seat])), state.locked(seat))

    def apply_hint(self) -> None:
        if not self.hint or self.hint_seat is None:
            return
        seat, commands = self.hint_seat, self.hint
        after = outcome(self.state, seat, commands).score(seat).points
        self.clear_hint(update=False)
        self.context.submit_macro(f"{self.state.names[seat]} follows the hint ({after} points)", commands)

    def clear_hint(self, update: bool = True) -> None:
        if self.hint:
            self.hint, self.hint_seat = [], None
            if update:
                self.sync()

    def _sync_ghosts(self) -> None:
        for ghost in self.ghosts:
            self.scene.removeItem(ghost)
        self.ghosts = []
        if not self.hint or self.hint_seat is None:
            return
        seat = self.hint_seat
        try:
            after = outcome(self.state, seat, self.hint)
        except IllegalMove:
            self.hint, self.hint_seat = [], None
            return
        sg = self.geometry_.seats[seat]
        faults = after.faults(seat)
        for cell, placed in enumerate(after.cells[seat]):
            if placed is None or self.state.cells[seat][cell] == placed:
                continue
            ghost = TileItem(placed[0])
            ghost.ghost = True
            ghost.show(placed[1], faults.get(cell, {}), None, self.context.colourblind)
            ghost.setPos(sg.cell_centre(cell))
            ghost.setZValue(6)
            self.scene.addItem(ghost)
            self.ghosts.append(ghost)

    # --- the keyboard ---------------------------------------------------------------------------
    def spots(self) -> list[tuple[Spot, QPointF]]:
        """Every place the keyboard focus can go, with its centre."""
        g = self.geometry_
        found = [(Spot("pool", -1, r * self.columns + c), g.pool.slot_centre(r, c))
                 for r in range(self.rows) for c in range(self.columns)]
        for seat, sg in enumerate(g.seats):
            found += [(Spot("cell", seat, cell), sg.cell_centre(cell)) for cell in range(CELLS)]
            tray = self.state.trays[seat]
            found += [(Spot("tray", seat, index), sg.tray_slot(index, len(tray))[0]) for index in range(len(tray))]
            if not tray:
                found.append((Spot("tray", seat, 0), sg.tray_slot(0, 1)[0]))
        return found

    def _focus_centre(self, spot: Spot) -> QPointF | None:
        return next((c for s, c in self.spots() if s == spot), None)

    def move_focus(self, dx: int, dy: int) -> None:
        if self.focus_spot is None or self._focus_centre(self.focus_spot) is None:
            self.focus_spot = self._initial_focus()
        else:
            here = self._focus_centre(self.focus_spot)
            assert here is not None
            self.focus_spot = nearest_towards(here, self.spots(), dx, dy, PITCH * 0.4) or self.focus_spot
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

    def _sync_focus(self) -> None:
        spot = self.focus_spot
        centre = self._focus_centre(spot) if spot is not None else None
        if centre is None:
            self.focus_item.setVisible(False)
            return
        scale = 1.0
        if spot is not None and spot.kind == "tray":
            scale = self.geometry_.seats[spot.seat].tray_slot(spot.cell, max(1, len(self.state.trays[spot.seat])))[1]
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
            self.context.status("Keyboard: arrows move, Enter picks up and drops, R turns, Delete returns "
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

    def set_input_blocked(self, blocked: bool) -> None:
        if blocked and self.drag is not None:
            drag, self.drag = self.drag, None
            if drag.started:
                self._drop(drag, None)
        super().set_input_blocked(blocked)
        if hasattr(self, "buttons"):
            self._update_controls()

    # --- the results dialog ------------------------------------------------------------------------
    def results_places(self) -> list[int] | None:
        return self.state.standings()

    def results_details(self, parent: QWidget | None = None) -> QWidget | None:
        from microgames.games.microchip.view_results import ResultsBoards

        return ResultsBoards(self.context, parent)


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


def ordinal(place: int) -> str:
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place, 'th') }"


def state_column(state: MicrochipState, tile_id: int) -> int | None:
    where = state.pool_position(tile_id)
    return where[1] if where is not None else None


def _area(spot: Spot) -> str:
    return "tray" if spot.kind == "tray" else "board"


def _ink(item: QGraphicsSimpleTextItem, colour: QColor) -> None:
    if item.brush().color() != colour:
        item.setBrush(QBrush(colour))


def _right(item: QGraphicsSimpleTextItem, right: float) -> None:
    x = right - item.boundingRect().width()
    if item.x() != x:
        item.setX(x)


def create_table(context: TableContext, parent: QWidget | None = None) -> MicrochipTable:
    """The view factory named in ``RULES.view_factory``."""
    return MicrochipTable(context, parent)

