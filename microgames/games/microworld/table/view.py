"""The Microworld table: the round body drawn from the geometry, the score track, and a side panel.

Gestures (each is one command, so one undo step; a refused one changes nothing
and the reason shows in the status bar):

- click a lit cell to place your pawn (the opening: a gene space), or drag the top
  pawn of your supply pile onto it; after placing, a lit cell applies your mutation
  (Barrier, Swap, Drift);
- click Use next to one of your hidden gene tokens, or the lit token itself beside
  the board; Flip pawn and Move opponent's pawn then light their possible targets:
  click one (or Cancel); Score opponent pawns that would give fewer points than your
  own pawns gave asks first (through the window's prompts);
- click a mutation tile to keep it (or its button in the panel); the panel's buttons
  answer a Hijack or end the turn.

Beside the board (:mod:`tableau`) lie the tokens, tiles and piles; every point scored
rises from where it was earned and the markers walk the track (:mod:`scoreshow`).

The keyboard does the same: arrows step the focus ring through the lit cells
(around the board), Enter or Space clicks the focused one; 1 to 9 use the gene
token in that row of the panel (or keep that mutation tile), S steals and L lets
a token work, E ends the turn, Escape cancels a token's target choice.

What moves is shown moving, at the player's animation speed: the pawns not yet
placed wait in a pile per side (Viruses left, Anticorps right);
a pawn placed by a bot, or by redo, slides from its pile to its cell (undo takes
it back), and a pawn moved by Drift, Swap or Move opponent's pawn slides from
its old cell to the new one. A pawn a person places appears under the click.
The side panel takes a share of the width and scrolls in a short window. Hovering a
cell writes its name there ("Q1·6", as the move log names it); "Show cell names" in
the panel writes every one.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontInfo, QKeyEvent, QPainter, QPainterPath, QPen, QRadialGradient,
                           QResizeEvent)
from PySide6.QtWidgets import QFrame, QGraphicsEllipseItem, QHBoxLayout, QScrollArea, QWidget

from microgames.engine.commands import Command
from microgames.engine.words import shown
from microgames.games.microworld.board import kind_names
from microgames.games.microworld.commands import (AnswerSteal, ChooseMutation, EndTurn, ExchangePawn, PlaceBlocker,
                                                  Place, ShiftPawn, UseGene, power_of)
from microgames.games.microworld.genes import GENE_NAMES, OPPONENT, TARGETED
from microgames.games.microworld.geometry import CELLS, QUARTERS, cell_name
from microgames.games.microworld.options import FACTIONS, PAWNS
from microgames.games.microworld.table.anchors import table_anchor
from microgames.games.microworld.table.anchorshapes import table_shape
from microgames.games.microworld.table.components import Caption, TileItem
from microgames.games.microworld.table.items import (PAWN, RADIUS, CellItem, CellLook, PawnItem, ScoreTrackItem,
                                                     polar, stack_spots)
from microgames.games.microworld.scoring import places
from microgames.games.microworld.state import AFTER, BEFORE, FIRST, MUTATION, NONE, MicroworldState
from microgames.games.microworld.table.finale import FinalWalk
from microgames.games.microworld.table.lastturn import opponent_turn
from microgames.games.microworld.table.panel import SidePanel
from microgames.games.microworld.table.panelfill import PanelFill, looking_back
from microgames.games.microworld.table.scoreshow import ScoreShow
from microgames.games.microworld.table.tableau import Spread, Tableau
from microgames.ui import theme
from microgames.ui.language import translate
from microgames.ui.prompts import Prompts
from microgames.ui.tablekit.animation import alive, is_sliding, slide, stop_slide
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.table import GraphicsTable

_KIND_NAMES = kind_names()
_MUTATION_CELL_COMMANDS: dict[str, type[Command]] = {"blocker": PlaceBlocker, "exchange": ExchangePawn,
                                                      "shift": ShiftPawn}
MOVE_MS = 300  # a pawn sliding to its new cell (scaled by the animation preference)
PANEL_SHARE, PANEL_MIN, PANEL_MAX = 0.24, 250, 400  # the side panel's width: its share of the table, clamped


class MicroworldTable(GraphicsTable):
    """See the module docstring."""

    #: "Show cell names", kept from one game to the next while the app runs
    names_shown = False

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.graphics_view.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.graphics_view.viewport().setMouseTracking(True)
        self.graphics_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the keys come to the table
        #: A Flip / Move token waiting for its target cell, or None.
        self.choosing: int | None = None
        #: The lit cell the keyboard focus ring is on, or None.
        self.focus_cell: int | None = None
        self._colours = [context.seat_colour(0), context.seat_colour(1)]
        self._pawn_cells = [NONE] * (2 * PAWNS)  # where each pawn was at the last sync
        self._targets: list[QPointF | None] = [None] * (2 * PAWNS)  # where each pawn was sent at the last sync
        #: True while a command from this table's own gesture runs: the pawn a person places appears under
        #: their click, while one placed otherwise (a bot, redo) travels from its supply pile for the eye to follow.
        self._gesture = False
        self._build_board()
        self.score_show = ScoreShow(self.scene, self.track, context, self.cell_point, self.seat_colour, self)
        self.final_walk = FinalWalk(context, self.sync, self.score_show.pop_at, self.pawns, self)
        self.panel = SidePanel(self, self.use_token, self.choose)
        self.panel_fill = PanelFill(self.panel, context, self.final_walk)
        self.panel.cell_names.setChecked(MicroworldTable.names_shown)
        self.panel.cell_names.toggled.connect(self.show_cell_names)
        self.panel_scroll = QScrollArea(self)  # a short window scrolls the panel rather than cutting it
        self.panel_scroll.setWidget(self.panel)
        self.panel_scroll.setWidgetResizable(True)
        self.panel_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.panel_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panel_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._styled_dark = theme.is_dark()
        layout = self.layout()
        layout.removeWidget(self.graphics_view)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.graphics_view, 1)
        row.addWidget(self.panel_scroll)
        layout.addLayout(row)  # type: ignore[attr-defined]
        self.tableau.set_text_pixels(self.text_pixels(), 1.0)
        self.sync()
        self.scene.setSceneRect(self.tableau.spread.room())  # fixed: rising points never grow it
        self.graphics_view.viewport().installEventFilter(self)
        self.zoom_fit()

    # --- building the scene once ----------------------------------------------------------------
    def _build_board(self) -> None:
        halo = QRadialGradient(QPointF(0, 0), RADIUS * 1.05)
        halo.setColorAt(0.0, QColor("#fff6ea"))
        halo.setColorAt(1.0, QColor("#e9d8c4"))
        body = QGraphicsEllipseItem(QRectF(-RADIUS * 1.03, -RADIUS * 1.03, RADIUS * 2.06, RADIUS * 2.06))
        body.setBrush(QBrush(halo))
        body.setPen(QPen(QColor("#9b8a74"), 3))
        body.setZValue(-2)
        self.scene.addItem(body)
        self.track = ScoreTrackItem(self.seat_colour)
        self.scene.addItem(self.track)
        self.tableau = Tableau(self.scene, self.seat_colour, self.use_token, lambda k: self.choose(f"offer{k}"))
        kinds = self.context.state.setup.board.kinds
        self.cells: list[CellItem] = []
        for shape in CELLS:
            item = CellItem(shape, CellLook(kinds[shape.id]), self.seat_colour, self.cell_clicked)
            self.scene.addItem(item)
            self.cells.append(item)
        self.pawns = [PawnItem(pawn // PAWNS, self.seat_colour(pawn // PAWNS)) for pawn in range(2 * PAWNS)]
        for pawn in self.pawns:
            self.scene.addItem(pawn)
        self.supply_labels: list[Caption] = []
        for seat in (0, 1):
            label = Caption("", TileItem.min_pixels, anchor=0.5, size=17)
            self.scene.addItem(label)
            self.supply_labels.append(label)
        font = QFont()
        font.setPointSizeF(14)  # scene text shrinks with the board: these stay readable at 1024×700
        font.setBold(True)
        for quarter in range(QUARTERS):
            angle = (quarter + 0.5) * 360 / QUARTERS
            where = polar(1.3, angle)
            label = self.scene.addSimpleText(f"Q{quarter + 1}", font)
            label.setBrush(QColor("#8a7e6c"))
            label.setPos(where - label.boundingRect().center())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.graphics_view.viewport() and event.type() == QEvent.Type.MouseButtonPress
                and self.final_walk.skip()):
            return True  # a click while the final scoring walks: straight to its end
        if watched is self.graphics_view.viewport() and event.type() == QEvent.Type.Resize:
            size = self.graphics_view.viewport().size()
            spread = Spread.for_view(max(1, size.width()), max(1, size.height()))
            if spread != self.tableau.spread:  # the columns beside the board, or the things around it
                self.tableau.spread = spread
                self.scene.setSceneRect(spread.room())
                self._targets = [None] * (2 * PAWNS)  # the piles are elsewhere now: no slide there
                self.sync()
            fitted = super().eventFilter(watched, event)  # which fits the board to the view's new room
            self._follow_zoom()
            return fitted
        return super().eventFilter(watched, event)

    def _follow_zoom(self) -> None:
        """The captions beside the board keep their size on the screen: they hear the new zoom."""
        zoom = self.zoom_factor()
        for label in self.supply_labels:
            label.set_view(self.tableau.text_pixels, zoom)
        if (self.tableau.text_pixels, self.tableau.zoom) != (self.text_pixels(), zoom):
            self.tableau.set_text_pixels(self.text_pixels(), zoom)
            self.sync()  # the captions beside the board take their new room

    def supply_point(self, seat: int, depth: int) -> QPointF:
        """Where the ``depth``-th pawn (0 = bottom) of a seat's supply pile sits (tests look there)."""
        return self.tableau.spread.pile(seat, depth)

    def zoom_fit(self) -> None:
        """Fit the board's own rectangle, so the points rising over it never change the scale."""
        self._auto_fit = True
        self.graphics_view.fitInView(self.scene.sceneRect().adjusted(-12, -12, 12, 12),
                                     Qt.AspectRatioMode.KeepAspectRatio)

    def seat_colour(self, seat: int) -> QColor:
        return self._colours[seat]

    def resizeEvent(self, event: QResizeEvent) -> None:
        # the panel takes a share of the width: readable in a small window, roomier on a large screen
        width = max(PANEL_MIN, min(PANEL_MAX, round(event.size().width() * PANEL_SHARE)))
        if width != self.panel_scroll.width():
            self.panel_scroll.setFixedWidth(width)
            self.panel.set_scale(width / 300)
            self.tableau.set_text_pixels(self.text_pixels(), self.zoom_factor())
            self.layout().activate()  # the board's view takes its new size before it is fitted
        super().resizeEvent(event)

    def text_pixels(self) -> float:
        """The side panel's body text in screen pixels: the tiles and cell names on the board are never smaller."""
        self.panel.instruction.ensurePolished()
        return float(QFontInfo(self.panel.instruction.font()).pixelSize())

    def show_cell_names(self, shown: bool) -> None:
        """The "Show cell names" box: every cell's name on the board (hovering one always shows its name)."""
        MicroworldTable.names_shown = shown
        for item in self.cells:
            item.show_name = shown
            item.update()

    # --- reading the game -----------------------------------------------------------------------
    @property
    def state(self) -> MicroworldState:
        return self.context.state  # type: ignore[no-any-return]

    def legal(self) -> list[Command]:
        """What the acting person may do now (nothing when nobody at the screen may act)."""
        seat = self.context.acting_seat()
        return [] if seat is None else list(self.state.legal_commands(seat))

    def lit_cells(self, legal: list[Command]) -> set[int]:
        """The cells a click may act on now."""
        if self.choosing is not None:
            return {c.target for c in legal if isinstance(c, UseGene) and c.token == self.choosing}
        return {c.cell for c in legal if isinstance(c, (Place, PlaceBlocker, ExchangePawn, ShiftPawn))}

    def cell_point(self, cell: int) -> QPointF:
        """The scene point at the middle of a cell (tests click there)."""
        return self.cells[cell].centre()

    # --- sync -------------------------------------------------------------------------------------
    def sync(self) -> None:
        if self._styled_dark != theme.is_dark():  # the system scheme changed: the panel's colours follow
            self._styled_dark = theme.is_dark()
            self.panel.restyle()
        self.final_walk.follow()
        state: MicroworldState = self.context.view()
        legal = self.legal()
        if self.choosing is not None and not any(isinstance(c, UseGene) and c.token == self.choosing for c in legal):
            self.choosing = None
        lit = self.lit_cells(legal)
        if self.focus_cell not in lit:
            self.focus_cell = None
        board = state.setup.board
        kinds, genes, tissue_of = board.kinds, set(board.gene_cells), board.tissue_of
        counting = self.final_walk.tissue()  # the tissue the final scoring counts now, or -1
        names, face_up = self.panel.cell_names.isChecked(), state.face_up()
        for item in self.cells:
            cell = item.cell
            item.focused = cell == self.focus_cell
            item.look = CellLook(kinds[cell], gene_space=cell in genes, token=state.token_at[cell] != NONE,
                                 face=state.token_at[cell] if face_up else NONE,  # the end (or a puzzle) shows it
                                 blocker=cell in state.blocker_cell, lit=cell in lit, stack=len(state.cells[cell]),
                                 dim=counting >= 0 and tissue_of[cell] != counting,
                                 chosen=counting >= 0 and tissue_of[cell] == counting)
            item.colourblind = self.context.colourblind
            item.show_name, item.min_pixels = names, self.tableau.text_pixels
            item.setZValue(2 if item.focused else 1 if cell in lit else 0)  # outlines go over the neighbours
            item.setToolTip(self._cell_tip(state, cell))
            item.update()
        marks = opponent_turn(self.context)
        self._sync_pawns(state, marks.pawns)
        acting = self.context.acting_seat()
        self.tableau.show_everything = self.context.reviewing and self.context.viewer is None
        self.tableau.sync(state, {c.token for c in legal if isinstance(c, UseGene)}, acting, marks)
        self.track.colourblind = self.context.colourblind
        self.score_show.show(state, self.final_walk.counted())
        self.context.show_scores(self.final_walk.counted())
        self.panel_fill.fill(state, legal, self.choosing)

    def pawn_targets(self, state: MicroworldState) -> list[QPointF]:
        """Where each pawn belongs in ``state``: its place in its cell's stack, or in its seat's supply pile."""
        targets = [QPointF()] * (2 * PAWNS)
        for cell, stack in enumerate(state.cells):
            for pawn, spot in zip(stack, stack_spots(self.cells[cell].centre(), len(stack))):
                targets[pawn] = spot
        for seat in (0, 1):
            for depth, pawn in enumerate(self._supply(state, seat)):
                targets[pawn] = self.supply_point(seat, depth)
        return targets

    @staticmethod
    def _supply(state: MicroworldState, seat: int) -> list[int]:
        """A seat's pawns not yet placed, bottom of the pile first (the next one to place is on top)."""
        return sorted((p for p in range(seat * PAWNS, (seat + 1) * PAWNS) if state.pawn_cell[p] == NONE), reverse=True)

    def _sync_pawns(self, state: MicroworldState, placed_by_opponent: frozenset[int]) -> None:
        """Send every pawn where it belongs; one whose place changed slides there (from the pile when placed).
        The opponent's last pawn is ringed, and every pawn it placed since the viewer last acted.

        A slide is started only when a pawn's place changes, so the many syncs of one
        move (the viewer, the input block) never restart it.
        """
        radiated = {pawn for _, pawn in state.radiation}
        last = state.last_pawn[1 - state.active] if not state.is_over() else NONE
        targets = self.pawn_targets(state)
        acting = self.context.acting_seat()
        pile = self._supply(state, acting) if acting is not None and state.phase in (FIRST, BEFORE) else []
        for pawn, item in enumerate(self.pawns):
            item.set_draggable(self.pawn_dropped if pile and pawn == pile[-1] else None)
            if item.dragging:
                continue  # in the person's hand: it goes where they drop it
            cell = state.pawn_cell[pawn]
            item.flipped = bool(state.flipped >> pawn & 1)
            item.radiated = pawn in radiated
            item.ringed = pawn == last or pawn in placed_by_opponent
            item.colourblind = self.context.colourblind
            item.setOpacity(self.final_walk.pawn_opacity(item.flipped, cell))
            # a pawn travelling to another cell or pile passes over the others, then takes its place in the stack
            resting = 2 + targets[pawn].y() * -0.001 if cell == NONE else 3 + state.cells[cell].index(pawn) * 0.01
            target, before = targets[pawn], self._targets[pawn]
            if before is None or (self._gesture and self._pawn_cells[pawn] == NONE and cell != NONE):
                stop_slide(item)
                item.setPos(target)  # the first picture, or the pawn a person just placed with a click
            elif target != before:
                moving = slide(item, target, self.context, MOVE_MS, self)
                if moving is not None:
                    item.setZValue(4 if self._pawn_cells[pawn] != cell else resting)
                    moving.finished.connect(lambda item=item, z=resting: item.setZValue(z) if alive(item) else None)
            elif not is_sliding(item) and item.pos() != target:
                item.setPos(target)
            if not is_sliding(item):
                item.setZValue(resting)
            item.setVisible(True)
            item.update()
        for seat, label in enumerate(self.supply_labels):
            left = len(self._supply(state, seat))
            label.set_text(self.tr("%n to place", "pawns", left) if left else "")
            label.setPos(self.supply_point(seat, 0) + QPointF(0, PAWN / 2 + 4))
        self._pawn_cells = list(state.pawn_cell)
        self._targets = targets

    def pawn_dropped(self, item: PawnItem, point: QPointF) -> None:
        """A pawn dragged from the supply pile and let go: placed on the cell under it, as a click there would;
        anywhere else (or refused) it goes back to the pile."""
        cell = next((c.cell for c in self.cells if c.contains(c.mapFromScene(point))), None)
        if cell is not None:
            self.cell_clicked(cell)
        pawn = self.pawns.index(item)
        home = self._targets[pawn]
        if self.state.pawn_cell[pawn] == NONE and home is not None:
            slide(item, home, self.context, MOVE_MS, self)  # back to the pile
        self.sync()

    def _cell_tip(self, state: MicroworldState, cell: int) -> str:
        parts = [translate("MicroworldTable", "%1: %2", "a cell: its kind").replace("%1", cell_name(cell)).replace(
            "%2", shown(_KIND_NAMES[state.setup.board.kinds[cell]]))]
        token = state.token_at[cell]
        if token != NONE:
            parts.append(translate("MicroworldTable", "a gene token: %1").replace("%1", shown(GENE_NAMES[token]))
                         if token >= 0 and state.face_up() else translate("MicroworldTable", "a face-down gene token"))
        for seat in (0, 1):
            mine = [p for p in state.cells[cell] if p // PAWNS == seat]
            if mine:
                said = (self.tr("%n virus pawn(s)", None, len(mine)) if seat == 0
                        else self.tr("%n anticorps pawn(s)", None, len(mine)))
                flipped = sum(1 for p in mine if state.flipped >> p & 1)
                if flipped:
                    said = translate("MicroworldTable", "%1 (%2 flipped)").replace("%1", said).replace(
                        "%2", str(flipped))
                parts.append(said)
        if cell in state.blocker_cell:
            parts.append(translate("MicroworldTable", "barred by a mutation token"))
        return " · ".join(parts)

    # --- gestures ---------------------------------------------------------------------------------
    def _refuse_idle(self) -> None:
        state = self.state
        if self.context.looking_at is not None:
            self.context.status(looking_back())
        elif state.is_over():
            self.context.status(translate("MicroworldTable", "The game is over."))
        elif self.context.input_blocked:
            self.context.status(translate("MicroworldTable", "Please wait: it is not your turn yet."))
        else:
            self.context.status(translate("MicroworldTable", "It is the %1' turn.").replace(
                "%1", shown(FACTIONS[state.awaiting()[0]])))

    def _submit(self, command: Command) -> bool:
        """Hand a command from this table's own gesture to the history (see ``_gesture``)."""
        self._gesture = True
        try:
            return self.context.submit(command)
        finally:
            self._gesture = False

    def cell_clicked(self, cell: int) -> None:
        seat = self.context.acting_seat()
        if seat is None:
            self._refuse_idle()
            return
        state = self.state
        if self.choosing is not None:
            token = self.choosing
            if self._submit(UseGene(seat, token, cell)):
                self.choosing = None
                self.sync()
            return
        if state.phase in (FIRST, BEFORE):
            self._submit(Place(seat, cell))
        elif state.phase == AFTER:
            kind = _MUTATION_CELL_COMMANDS.get(state.mutation[seat])
            if kind is None:
                self.context.status(translate("MicroworldTable", "You have placed your pawn: use an after-placing "
                                                                  "token or end the turn."))
            else:
                self._submit(kind(seat, cell))
        elif state.phase == MUTATION:
            self.context.status(translate("MicroworldTable", "First keep one of your two mutation tiles (on the right)."))
        else:
            self.context.status(translate("MicroworldTable", "Answer first: steal the gene token or let it work "
                                                              "(on the right)."))

    def use_token(self, token: int) -> None:
        seat = self.context.acting_seat()
        if seat is None:
            self._refuse_idle()
            return
        state = self.state
        power = power_of(state, token)
        if power in TARGETED and any(isinstance(c, UseGene) and c.token == token for c in self.legal()):
            self.choosing = token
            self.sync()
            self.context.tell(translate("MicroworldTable", "%1: click one of the lit cells.").replace(
                "%1", shown(GENE_NAMES[power])))
            return
        if power == OPPONENT and state.phase == AFTER and not self._fewer_points_agreed(state):
            self.context.tell(translate("MicroworldTable", "Nothing done: you keep your points and the token."))
            return
        self._submit(UseGene(seat, token))

    def _fewer_points_agreed(self, state: MicroworldState) -> bool:
        """Score opponent pawns counts instead of your own pawns, even for fewer points: ask before such a use
        (through the window's prompts, which the tests answer)."""
        scored, instead = state.opponent_count()
        if instead >= scored:
            return True
        prompts = getattr(self.window(), "prompts", None) or Prompts(self)
        question = self.tr("This gives you %n point(s) instead of %1: use it anyway?", None, instead).replace("%1", str(scored))
        return bool(prompts.confirm(shown(GENE_NAMES[OPPONENT]), question,
                                    translate("MicroworldTable", "Use it anyway")))

    def choose(self, key: str) -> None:
        seat = self.context.acting_seat()
        if key == "cancel":
            self.choosing = None
            self.sync()
            return
        if seat is None:
            self._refuse_idle()
            return
        state = self.state
        if key.startswith("offer"):
            self._submit(ChooseMutation(seat, state.offers[seat][int(key[-1])]))
        elif key in ("steal", "let"):
            self._submit(AnswerSteal(seat, key == "steal"))
        elif key == "end":
            self._submit(EndTurn(seat))

    # --- the keyboard ------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape and self.final_walk.skip():
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Up):
            self.move_focus(-1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Down) else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.focus_cell is None:
                self.context.status(translate("MicroworldTable", "Use the arrow keys to pick one of the lit cells first."))
            else:
                self.cell_clicked(self.focus_cell)
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self._number(key - Qt.Key.Key_1)
        elif key in (Qt.Key.Key_S, Qt.Key.Key_L, Qt.Key.Key_E, Qt.Key.Key_Escape):
            choice = {Qt.Key.Key_S: "steal", Qt.Key.Key_L: "let", Qt.Key.Key_E: "end", Qt.Key.Key_Escape: "cancel"}[key]
            if self.panel.choices[choice].isVisible():
                self.choose(choice)
            elif key != Qt.Key.Key_Escape:
                self._refuse_key(translate("MicroworldTable", "That button is not offered now."))
        else:
            super().keyPressEvent(event)

    def move_focus(self, step: int) -> None:
        """Put the focus ring on the next (or previous) lit cell, anticlockwise around the board."""
        lit = sorted(self.lit_cells(self.legal()), key=lambda c: (CELLS[c].start, CELLS[c].inner))
        if not lit:
            self._refuse_key(translate("MicroworldTable", "No cell is lit: use a token or a button on the right."))
            return
        if self.focus_cell in lit:
            self.focus_cell = lit[(lit.index(self.focus_cell) + step) % len(lit)]
        else:
            self.focus_cell = lit[0] if step > 0 else lit[-1]
        self.sync()
        self.context.tell(self._cell_tip(self.context.view(), self.focus_cell))

    def _number(self, row: int) -> None:
        """A number key: the mutation tile to keep, or the gene token in that row of the panel."""
        if row < 2 and self.panel.choices[f"offer{row}"].isVisible():
            self.choose(f"offer{row}")
            return
        rows = [r for r in self.panel.token_rows if r.isVisible()]
        if row < len(rows) and rows[row].use.isVisible() and rows[row].use.isEnabled():
            self.use_token(rows[row].token)
        else:
            self._refuse_key(translate("MicroworldTable", "There is no gene token %1 you may use now.").replace(
                "%1", str(row + 1)))

    def _refuse_key(self, reason: str) -> None:
        """A key that does nothing now: say whose turn it is, or ``reason`` when it is yours."""
        if self.context.acting_seat() is None:
            self._refuse_idle()
        else:
            self.context.status(reason)

    # --- the end of the game -----------------------------------------------------------------------
    def finale(self, done: Callable[[], None]) -> None:
        """The final scoring walked on the board (:mod:`finale`), then ``done``."""
        self.final_walk.request(done)

    def is_still(self) -> bool:
        """No pawn slides, no score marker walks and the final scoring is not being counted out."""
        return (not any(is_sliding(pawn) for pawn in self.pawns) and not self.score_show.walking()
                and not self.final_walk.running)

    def anchor_rect(self, name: str) -> QRectF | None:
        return table_anchor(self, name)

    def offered(self) -> list[str]:
        return [f"cell:{cell}" for cell in sorted(self.lit_cells(self.legal()))]

    def anchor_shape(self, name: str) -> QPainterPath | None:
        shape = table_shape(self, name)
        return shape if shape is not None else super().anchor_shape(name)

    def results_places(self) -> list[int] | None:
        return list(places(self.state))

    def results_details(self, parent: QWidget | None = None) -> QWidget | None:
        from microgames.games.microworld.table.results import FinalBreakdown

        return FinalBreakdown(self.context, parent)


def create_table(context: TableContext, parent: QWidget | None = None) -> MicroworldTable:
    """The view factory named in ``RULES.view_factory``."""
    return MicroworldTable(context, parent)

