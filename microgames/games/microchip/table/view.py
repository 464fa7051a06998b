"""The Microchip table: the pool, every seat's board and tray, and every gesture as one command.

Gestures (each is one undo step; a refused one snaps back and says why):

- drag a tile of the active pool column to your tray (draft) or onto a space of
  your board (draft and place, one macro); drag a tray tile onto your board;
  drag a placed tile onto another space (move, or swap if taken) or to the tray;
- click a placed tile to pick it up, as a tray tile is (Rotate, Remove and
  Deselect then act on it, a click on a space moves or swaps it); click it again
  to turn it clockwise; right click or Shift-click turns anticlockwise, the wheel
  over it turns it, and R turns the tile under the pointer (or the keyboard's if
  the keys were used last); click a tray tile and then a space; click a pool tile
  to draft it;
- while a tile is dragged over a space it may land on, it is drawn turned as it
  will land (a drop turns a tile to fit its neighbours, ``moves.best_rotation``);
- click another seat's small card (away from its tiles) to see its board large
  until the turn passes;
- the keyboard: arrows move the focus, Enter picks up and drops, R rotates,
  Delete returns to the tray, Escape cancels.

Clear board and Concede ask first (``confirm``).

As at a real table, every person may arrange their own board at any time;
only drafting waits for your turn (``TableContext.can_take_part``).

This module builds the scene and re-syncs it from the state. The table is composed of parts it owns, each
given the table (through a protocol naming what it uses) and never knowing this module: what a move means
is ``moves`` (``table.moves``), the mouse ``gestures`` (``table.gestures``, routed by the table kit's scene),
the buttons, the selection and the hint ``controls`` (``table.controls``), the keyboard ``keys``
(``table.keys``), the layout for the window ``arranging`` (``table.arrangement``) and the tiles' slides and
turns ``motion`` (``table.motion``). Each person's bar of buttons under their own board is drawn by ``bars``.
The table's own methods below the scene's syncing are what the parts (and tests, scripts, the review's ghost)
ask of the table as a whole.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFocusEvent, QFontMetricsF, QKeyEvent, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem, QMessageBox, QWidget

from microgames.engine.commands import Command
from microgames.engine.words import shown
from microgames.games.microchip.boards import CELLS, COLUMN_LETTERS, SIZE
from microgames.games.microchip.state import EMPTY, MicrochipState
from microgames.games.microchip.table.anchors import chip_anchor, chip_shape
from microgames.games.microchip.table.arranging import FRAME, Arrangement
from microgames.games.microchip.table.bars import SeatBar
from microgames.games.microchip.table.captions import phase_lines, pill_text, set_detail, set_title
from microgames.games.microchip.table.controls import Controls
from microgames.games.microchip.table.gestures import ChipGestures, Drag
from microgames.games.microchip.table.hintboard import HintBoard
from microgames.games.microchip.table.items import (
    BoardBaseItem, ChipItem, LegendItem, MarkerItem, PillItem, PoolItem, SpaceItem, TileItem, TrayItem,
)
from microgames.games.microchip.table.keys import KeyboardPlay
from microgames.games.microchip.table.layout import SeatGeometry, TableGeometry
from microgames.games.microchip.table.look import look
from microgames.games.microchip.table.marks import marked_tiles
from microgames.games.microchip.table.motion import MOVE_MS, TileMotion
from microgames.games.microchip.table.moves import Moves, Source, Spot, state_column
from microgames.games.microchip.table.readable import Labels
from microgames.games.microchip.words import ChipWords
from microgames.ui import theme
from microgames.ui.language import level_word
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.routing import TableScene
from microgames.ui.tablekit.sceneparts import FocusFrame, PanelItem, label_font
from microgames.ui.tablekit.table import GraphicsTable

HINT_BOARD_LEAST = 190.0  # the least room the hint's board keeps on the phase card under its lines


class MicrochipTable(GraphicsTable):
    """See the module docstring."""

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.moves = Moves(context)
        self.motion = TileMotion(self, context.animation_ms)
        self.gestures = ChipGestures(self)
        self.scene.deleteLater()  # the base class's plain scene: this table's scene routes the mouse
        self.scene = TableScene(self.gestures, self)
        self.graphics_view.setScene(self.scene)
        self.graphics_view.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.graphics_view.setViewportUpdateMode(self.graphics_view.ViewportUpdateMode.SmartViewportUpdate)
        self.graphics_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.graphics_view.viewport().setMouseTracking(True)  # hover cursors
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        #: Asks the person to confirm (Clear board, Concede) with a message box.
        self.confirm: Callable[[str, str], bool] = self._ask
        self._styled_dark: bool | None = None  # the scheme the buttons were styled for
        self._placed: dict[int, tuple[str, int, int]] = {}  # tile -> where it was at the last sync
        self._chips: list[frozenset[int] | None] = []  # each seat's outlined cells as last drawn (None: redraw)
        self._jump = False  # a re-arrangement: tiles go with their cards at once
        state = context.state
        self.rows, self.columns = len(state.pool), len(state.pool[0])
        self.labels = Labels()
        self.controls = Controls(self)  # before the layouts, which set aside the strips the bars need
        for bar in self.controls.bars.values():
            bar.installEventFilter(self)  # the pointer going onto a bar leaves the tiles (see ``eventFilter``)
        self.keys = KeyboardPlay(self)
        self.arrangement = Arrangement(self)
        for scroll in (self.graphics_view.horizontalScrollBar(), self.graphics_view.verticalScrollBar()):
            scroll.valueChanged.connect(self.controls.place_bars)  # zoomed in and scrolled: the bars go with their cards
        self._build()
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
        self.pool_title = self._text("", 13, True, QPointF(g.pool.panel.left() + 18, g.pool.panel.top() + 12),
                                     self.pool_holder)
        self.pool_note = self._text("", 11, False, QPointF(g.pool.panel.left() + 130, g.pool.panel.top() + 16),
                                    self.pool_holder)
        self.info_panel = PanelItem(g.info, QColor(), QColor())
        self.info_panel.setParentItem(self.info_holder)
        self.phase_text = self._text("", 13, True, QPointF(g.info.left() + 18, g.info.top() + 14), self.info_holder)
        self.phase_detail = self._text("", 11, False, QPointF(g.info.left() + 18, g.info.top() + 40), self.info_holder)
        self.legend = LegendItem(QPointF(g.info.left() + 16, g.info.bottom() - 10), g.info.width() - 32, ink)
        self.legend.setParentItem(self.info_holder)
        self.hint_board = HintBoard()  # the hint's arrangement, on the phase card in place of its legend
        self.hint_board.setParentItem(self.info_holder)
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
        sg = self.card
        for seat in range(len(g.seats)):
            holder = self.seat_holders[seat]
            panel = PanelItem(sg.panel, QColor(), QColor())
            panel.setParentItem(holder)
            self.panels.append(panel)
            marker = MarkerItem(QRectF(sg.panel.left() + 18, sg.panel.top() + 16, 24, 24), seat,
                                self.context.seat_colour(seat))
            marker.setParentItem(holder)
            self.markers.append(marker)
            self.names.append(self._text(shown(self.context.seats[seat].name), 14, True, QPointF(sg.panel.left() + 50, sg.panel.top() + 11), holder))
            self.kinds.append(self._text("", 11, False,
                                         QPointF(sg.panel.left() + 50, sg.panel.top() + 33), holder, fine=True))
            self.score_texts.append(self._text("0", 22, True, QPointF(sg.panel.right() - 60, sg.panel.top() + 6),
                                               holder))
            self.score_details.append(self._text("", 11, False, QPointF(sg.panel.right() - 60, sg.panel.top() + 51),
                                                 holder, fine=True))
            pill = PillItem()
            self.scene.addItem(pill)
            self.pills.append(pill)
            BoardBaseItem(sg.board).setParentItem(holder)
            for k in range(SIZE):
                self.coordinates.append(self._text(COLUMN_LETTERS[k], 11, True, QPointF(0, 0), holder, fine=True))
                self.coordinates.append(self._text(str(k + 1), 11, True, QPointF(0, 0), holder, fine=True))
            self.arrangement.place_coordinates(seat)
            board = state.board(seat)
            row = []
            for cell in range(CELLS):
                space = SpaceItem(sg.cell_rect(cell), board.colour(cell))
                space.setParentItem(holder)
                row.append(space)
            self.spaces.append(row)
            self.tray_labels.append(self._text("", 11, True, QPointF(sg.tray.left() + 2, sg.tray.top() - 18), holder,
                                               fine=True))
            tray = TrayItem(sg.tray, theme.is_dark())
            tray.setParentItem(holder)
            self.trays.append(tray)
            self.arrangement.place_card(seat, g)
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
        self.focus_item = FocusFrame()
        self.scene.addItem(self.focus_item)
        self.scene.setSceneRect(g.bounds.adjusted(-FRAME, -FRAME, FRAME, FRAME))

    def _text(self, text: str, size: float, bold: bool, pos: QPointF, holder: QGraphicsItem | None = None,
              fine: bool = False) -> QGraphicsSimpleTextItem:
        """A label; ``fine`` ones (details) are hidden on a seat's small card. See ``readable``."""
        item = self.scene.addSimpleText(text, label_font(size, bold))
        item.setPos(pos)
        item.setZValue(2)
        if holder is not None:
            item.setParentItem(holder)
        seat = self.seat_holders.index(holder) if holder in self.seat_holders else None
        self.labels.add(item, size, bold, seat, fine)
        return item

    def _holder(self) -> QGraphicsItem:
        """An empty item carrying one card's fixed parts (panel, spaces, labels), to move the card as one."""
        holder = QGraphicsRectItem()
        holder.setPen(Qt.PenStyle.NoPen)
        self.scene.addItem(holder)
        return holder

    # --- syncing ------------------------------------------------------------------------------
    def before_sync(self, event: str) -> None:
        """After a move, an undo or a bot's step: drop a hint or selection the new state no longer fits."""
        if event not in ("viewer", "clean"):
            controls = self.controls
            if controls.hint_seat is not None and controls.hint_basis != controls.basis(controls.hint_seat):
                self.clear_hint(update=False)  # the seat's own tiles changed: the hint is out of date
            if self.selection is not None and not self._still_there(self.selection):
                self.clear_selection(update=False)
        self.arrangement.refocus()

    def _still_there(self, source: Source) -> bool:
        state = self.moves.state
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
            self.controls.style()
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
        self.legend.set_text_size(self.legend.text_size)  # laid out again if the language changed
        active = state.active_column()
        empty = frozenset((r, c) for r, row in enumerate(state.pool) for c, t in enumerate(row) if t == EMPTY)
        self.pool_item.set_look(empty, active, drafter_colour, dark)
        self._sync_words(state)
        left = sum(1 for row in state.pool for t in row if t != EMPTY)
        note = shown(ChipWords.tr("%n tile(s) left", None, left))
        title = self.pool_title.boundingRect()  # the count after the title, clear of it at any text size
        beside = QPointF(self.pool_title.x() + title.width() + 14,
                         self.pool_title.y() + title.height() - self.pool_note.boundingRect().height())
        if self.pool_note.pos() != beside:
            self.pool_note.setPos(beside)
        if active is not None:  # the column too, as far as the panel has room (a short pool is narrow)
            room = self.pool_panel.boundingRect().right() - 12 - self.pool_note.pos().x()
            metrics = QFontMetricsF(self.pool_note.font())
            longer = (ChipWords.tr("%1 · drafting from column %2") if self.context.reviewing
                      else ChipWords.tr("%1 · take from column %2"))
            note = next((text for text in (shown(longer.arg(note, active + 1)),
                                           shown(ChipWords.tr("%1 · column %2").arg(note, active + 1)))
                         if metrics.horizontalAdvance(text) <= room), note)
        self.pool_note.setText(note)
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
            _right(self.score_texts[seat], self.card.panel.right() - 18)  # in its card
            detail = (ChipWords.tr("chip of %1 · %2 outside").arg(score.chip_tiles, score.outside) if score.chip_tiles
                      else ChipWords.tr("no chip · %1 outside").arg(score.outside))
            self.score_details[seat].setText(shown(detail))
            _right(self.score_details[seat], self.card.panel.right() - 18)
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
                    where[placed[0]] = (sg.cell_centre(cell), sg.zoom, placed[1], faults.get(cell, {}),
                                        badges.get(cell), ("board", seat, cell))
            tray = state.trays[seat]
            for index, tile_id in enumerate(tray):
                centre, scale = sg.tray_slot(index)
                where[tile_id] = (centre, scale, 0, {}, None, ("tray", seat, index))
            self.trays[seat].set_look(dark=dark)
            if len(self._chips) <= seat:
                self._chips.append(None)
            if score.microchip != self._chips[seat]:
                self._chips[seat] = score.microchip
                self.chip_items[seat].set_cells([sg.cell_rect(c) for c in sorted(score.microchip)])
        jump, self._jump = self._jump, False
        animate = 0 if jump else self.context.animation_ms(MOVE_MS)
        selected_tile = self.selection.tile if self.selection is not None else None
        drag = self.gestures.drag
        dragged = drag.item if drag is not None and drag.started else None
        marked = marked_tiles(self.context)
        for tile_id, item in self.tiles.items():
            place = where.get(tile_id)
            if place is None:
                item.setVisible(False)
                continue
            centre, scale, rotation, faults, badge, spot = place
            item.setVisible(True)
            before = self._placed.get(tile_id)
            if before is not None and spot[0] == "board" and rotation != item.rotation_index and not jump:
                self.motion.turn(item, rotation - item.rotation_index)  # turned in place, or while it slides there
            item.set_recent(tile_id in marked)
            self._placed[tile_id] = spot
            if item is dragged and drag is not None:  # drawn as it would land where it is held
                item.show(drag.shown_turn, {}, None, colourblind)
                continue
            item.show(rotation, faults, badge, colourblind, selected=tile_id == selected_tile)
            item.setScale(scale)
            if item.pos() != centre:
                self.motion.slide(item, centre, animate if before is not None else 0)  # a new table: no fly-in
        self.keys.sync_focus()
        self.controls.update()

    def _sync_phase(self, state: MicrochipState) -> None:
        """The phase card: its title, then its explanation and legend, or the hint's lines and board."""
        person_drafts = self.context.is_person(state.turn) if state.phase == "drafting" else False
        title, sentences = phase_lines(state, person_drafts, self.context.reviewing)
        info = self.arrangement.built.info  # the card as built: its holder moves it
        width = info.width() - 36
        set_title(self.phase_text, self.phase_detail, title, width)
        picture = self.controls.hint_picture()
        if picture is None:
            fits = set_detail(self.phase_detail, sentences, width, self.legend.boundingRect().top() - 4)
            self.legend.setVisible(fits)  # the instruction first: the legend gives way to it, never lies under it
            self.hint_board.set_picture(None, QRectF(), self.context.colourblind)
            return
        self.legend.setVisible(False)
        set_detail(self.phase_detail, self.controls.hint_lines(), width, info.bottom() - HINT_BOARD_LEAST)
        top = self.phase_detail.y() + self.phase_detail.boundingRect().height() + 6
        side = max(0.0, min(info.bottom() - 12 - top, width))
        self.hint_board.set_picture(picture, QRectF(info.center().x() - side / 2, top, side, side),
                                    self.context.colourblind)

    def _sync_words(self, state: MicrochipState) -> None:
        """The card's fixed words, set on every sync so that a change of language names them again."""
        _say(self.pool_title, shown(ChipWords.tr("The pool")))
        for seat, info in enumerate(self.context.seats):  # a name is the arrangement's: cut to its card's room
            letter = state.board_letters[seat]
            kind = (ChipWords.tr("%1 bot · board %2").arg(level_word(info.level or ""), letter) if info.is_bot
                    else ChipWords.tr("person · board %1").arg(letter))
            _say(self.kinds[seat], shown(kind))
            _say(self.tray_labels[seat], shown(ChipWords.tr("Tray")))

    def _sync_pill(self, seat: int, state: MicrochipState) -> None:
        sg = self.geometry_.seats[seat]
        if seat != self.focus:  # a small card: in its tray's lower corner, which fills last, never over its chip
            anchor = QPointF(sg.tray.right() - 4, sg.tray.bottom() - self.pills[seat].height - 4)
        else:
            anchor = QPointF(sg.tray.right(), sg.tray.top() - self.pills[seat].height - 2)
        text, kind = pill_text(state, seat)
        if sg.plan.beside:  # a table of one: always building, and the pill would cover the tray's label
            text = ""
        fill = {"winner": QColor(look()["chip"]).darker(115), "seat": self.context.seat_colour(seat)}.get(
            kind, QColor(theme.colours()["muted"]))
        self.pills[seat].set_look(shown(text), fill, QColor("#ffffff"), anchor)

    def relaid(self) -> None:
        """The cards moved (a new layout): the chip outlines are drawn again where the boards now are (an outline
        that is gone too: an undo may end the building phase and a chip at once), and the tiles go with their
        cards at once."""
        self._chips = [None] * len(self._chips)
        self._jump = True  # until the next sync has put the tiles on their new places
        self.redraw()

    def settle(self) -> None:
        """Finish every running animation at once (tests and screenshots)."""
        self.motion.settle(list(self.tiles.values()))

    def is_still(self) -> bool:
        """No tile slides, turns or is dragged."""
        return self.motion.is_still() and not self.gestures.dragging()

    def tile_pos(self, tile_id: int) -> QPointF:
        """Where the tile will rest (its animation's end if it is moving)."""
        return self.motion.resting_pos(self.tiles[tile_id])

    def set_input_blocked(self, blocked: bool) -> None:
        if blocked and self.gestures.drag is not None:
            self.gestures.cancel_drag()
        super().set_input_blocked(blocked)
        if hasattr(self, "controls"):
            self.controls.update()

    # --- the keyboard and the pointer over the bars --------------------------------------------------
    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.keys.focus_in()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.keys.key_press(event):
            super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The pointer on a bar is over no tile: R then turns the keyboard's (the view hears no Leave for it)."""
        if event.type() == QEvent.Type.Enter and isinstance(watched, SeatBar):
            self.gestures.forget_pointer()
        return super().eventFilter(watched, event)

    def take_focus(self) -> None:
        """A press on the table: the keys come here too."""
        self.setFocus()

    def _ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    # --- the layout -------------------------------------------------------------------------------
    @property
    def geometry_(self) -> TableGeometry:
        """The layout the table is shown in now."""
        return self.arrangement.geometry

    @property
    def card(self) -> SeatGeometry:
        """A seat's card as built, at the origin (each holder puts its card in place at its size)."""
        return self.arrangement.card

    @property
    def focus(self) -> int:
        """The seat whose board is drawn large."""
        return self.arrangement.focus

    @property
    def layouts(self) -> list[TableGeometry]:
        return self.arrangement.layouts

    def arrange(self, geometry: TableGeometry) -> None:
        self.arrangement.arrange(geometry)

    def show_large(self, seat: int) -> None:
        self.arrangement.show_large(seat)

    def zoom_fit(self) -> None:
        self._auto_fit = True
        self.arrangement.fit()

    def zoom_in(self) -> None:
        super().zoom_in()
        self.controls.place_bars()

    def zoom_out(self) -> None:
        super().zoom_out()
        self.controls.place_bars()

    # --- what is picked up, the focus and the hint ---------------------------------------------------
    @property
    def drag(self) -> Drag | None:
        return self.gestures.drag

    @property
    def selection(self) -> Source | None:
        return self.controls.selection

    @selection.setter
    def selection(self, source: Source | None) -> None:
        self.controls.selection = source

    def select(self, source: Source) -> None:
        self.controls.select(source)

    def clear_selection(self, update: bool = True) -> None:
        self.controls.clear_selection(update)

    def source_at(self, point: QPointF) -> Source | None:
        return self.gestures.source_at(point)

    @property
    def focus_spot(self) -> Spot | None:
        """Where the keyboard's focus frame is."""
        return self.keys.focus_spot

    @focus_spot.setter
    def focus_spot(self, spot: Spot | None) -> None:
        self.keys.focus_spot = spot

    def spots(self) -> list[tuple[Spot, QPointF]]:
        return self.keys.spots()

    @property
    def hint(self) -> list[Command]:
        return self.controls.hint

    def show_hint(self, seat: int | None = None) -> None:
        self.controls.show_hint(seat)

    def clear_hint(self, update: bool = True) -> None:
        self.controls.clear_hint(update)

    def update_controls(self) -> None:
        self.controls.update()

    @property
    def bars(self) -> dict[int, SeatBar]:
        """Each person's bar of buttons, by seat."""
        return self.controls.bars

    def anchor_rect(self, name: str) -> QRectF | None:
        return chip_anchor(self, self, name)

    def offered(self) -> list[str]:
        state = self.moves.state
        column = state.active_column() if state.phase == "drafting" else None
        return [] if column is None else [f"pool:{column + 1}"]

    def anchor_shape(self, name: str) -> QPainterPath | None:
        shape = chip_shape(self, self, name)
        return shape if shape is not None else super().anchor_shape(name)

    # --- the results dialog ------------------------------------------------------------------------
    def results_places(self) -> list[int] | None:
        return self.moves.state.standings()

    def results_details(self, parent: QWidget | None = None) -> QWidget | None:
        from microgames.games.microchip.table.results import ResultsBoards

        return ResultsBoards(self.context, parent)


def _ink(item: QGraphicsSimpleTextItem, colour: QColor) -> None:
    if item.brush().color() != colour:
        item.setBrush(QBrush(colour))


def _say(item: QGraphicsSimpleTextItem, text: str) -> None:
    if item.text() != text:
        item.setText(text)


def _right(item: QGraphicsSimpleTextItem, right: float) -> None:
    x = right - item.boundingRect().width()
    if item.x() != x:
        item.setX(x)


def create_table(context: TableContext, parent: QWidget | None = None) -> MicrochipTable:
    """The view factory named in ``RULES.view_factory``."""
    return MicrochipTable(context, parent)
