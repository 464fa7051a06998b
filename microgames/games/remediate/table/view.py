"""The Remediate table: the shared cards along the top, every microbe with its cloned genes, the viewer's hand.

Laid out once per seat count and window shape (``layout``): every gene a card
where that reads, else compact, the genes as chips or tiles in each microbe's
panel (``panels``, ``tiles``) so that six people read every name in a small
window; a card's whole text shows enlarged on hover either way. The arrangement
changes only when the window's size does, past a band of hysteresis, never for
a longer hand or a fuller row of buttons. The hand is a held fan that fits its
panel (the card under the pointer raised); the attack being played lies over it.

Every gesture becomes one command handed to the shell (``TableContext.submit``);
a refused one leaves its reason in the status bar and changes nothing. Clicks:

- the gene pool: draw; a hand card: pick it (cloning) or discard it (hand limit);
  double-click a hand card, or click its slot after picking it: clone it;
- an opponent's microbe: the target of an attack; a cloned gene: the gene Toxin
  Secretion removes or Quorum Sensing mimics; a recycle pile: recycle.

A hand card may also be dragged onto its slot; a card under a resting pointer is
shown enlarged (``gestures``, ``zoom``). Draw, redraw, skip, remediate, recycle,
pass and Bacillus subtilis' resistance are buttons (``controls``); the final
choices among them ask first. Every step forward, a bot's above all, is shown as a gesture:
its card, card back or plastic flies from where it was to where it went
(``flights``); drawn cards slide from the pool into the hand. A cleaned environment
and an attack are moments of their own (``moments``): the next environment turns
over with a banner saying what it means, an attack's arrow points at its target.

The keyboard does the same: arrows move the focus frame between the things a
click means something on (cards, piles, microbes), Enter or Space clicks the
focused one and Shift+Enter double-clicks it; letters press the buttons
(D draw, R redraw, C clone, S skip, M remediate, P pass, H resist: R and H
only ask, Enter answers), + and − set the amount, and Escape puts a picked
card back or drops a question (``keys``).
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QHelpEvent, QKeyEvent, QPainter, QPainterPath
from PySide6.QtWidgets import (
    QGraphicsItem, QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem, QWidget,
)

from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.table.anchors import table_anchor
from microgames.games.remediate.table.anchorshapes import table_shape
from microgames.games.remediate.table.items import ItemPool, PictureItem, Target
from microgames.games.remediate.table.eventspanel import EventsPanel
from microgames.games.remediate.table.everyhand import EveryHand
from microgames.games.remediate.table.lastturn import others_turns
from microgames.games.remediate.table.layout import (
    CARD_H, CARD_W, HAND_H, HAND_W, TableGeometry, column_choices, fitted_geometry, table_geometry,
)
from microgames.games.remediate.state import RemediateState
from microgames.games.remediate.table.controls import ControlBar
from microgames.games.remediate.table.gestures import Gestures
from microgames.games.remediate.table.keys import Keys
from microgames.games.remediate.table.look import (
    CARD_ASPECT, look, paint_back, paint_environment, paint_gene, paint_recycle,
)
from microgames.games.remediate.table.flights import Flights
from microgames.games.remediate.table.moments import Moments
from microgames.games.remediate.table.panels import SeatPanels
from microgames.games.remediate.table.stage import Stage
from microgames.games.remediate.table.text import TableWords, card_tip, paint_empty, say
from microgames.games.remediate.table.zoom import CardZoom
from microgames.ui import theme
from microgames.ui.tablekit.routing import Gestures as KitGestures
from microgames.ui.tablekit.routing import TableScene
from microgames.ui.tablekit.animation import is_sliding, slide
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.sceneparts import FocusFrame
from microgames.ui.tablekit.table import GraphicsTable

HAND_Z = 5.0  # the hand's cards, each a little over its left-hand neighbour
HOVER_Z = 6.0  # the hand card under the pointer, raised over its neighbours
PENDING_Z = 30.0  # the attack being played, over the hand (flights pass over it, a dragged card too)
DEAL_MS = 280  # a drawn card sliding from the pool into the hand (scaled by the animation preference)

assert abs(CARD_W / CARD_H - CARD_ASPECT) < 0.01 and abs(HAND_W / HAND_H - CARD_ASPECT) < 0.01


class Pointer(KitGestures):
    """The mouse on the Remediate table (routed by the kit's scene), handed to the table's gestures part."""

    def __init__(self, table: RemediateTable) -> None:
        self.table = table

    def press(self, event: QGraphicsSceneMouseEvent) -> bool:
        if event.button() == Qt.MouseButton.LeftButton:
            self.table.gestures.click(event.scenePos(), double=False)
        return True

    def move(self, event: QGraphicsSceneMouseEvent) -> bool:
        self.table.gestures.move(event.scenePos(), bool(event.buttons() & Qt.MouseButton.LeftButton))
        return True

    def release(self, event: QGraphicsSceneMouseEvent) -> bool:
        if event.button() == Qt.MouseButton.LeftButton:
            self.table.gestures.release(event.scenePos())
        return True

    def double_click(self, event: QGraphicsSceneMouseEvent) -> bool:
        if event.button() == Qt.MouseButton.LeftButton:
            self.table.gestures.click(event.scenePos(), double=True)
        return True


class RemediateTable(GraphicsTable):
    """See the module docstring. Its parts: ``panels`` (the microbes), ``gestures`` (mouse, buttons, questions),
    ``keys``, ``zoom`` (a card enlarged), ``flights`` and ``moments`` (steps shown moving) and ``controls``
    (the prompt and the buttons); the table builds the scene, says what is where and syncs them all."""

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.scene.deleteLater()  # the base class's plain scene: this one routes the mouse
        self.scene = TableScene(Pointer(self), self)
        self.graphics_view.setScene(self.scene)
        self.graphics_view.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.graphics_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the keys come to the table
        self.selected: int | None = None  # the hand card picked for cloning
        self.focus: Target = None  # what the keyboard's focus frame is on
        self.events = EventsPanel(context)
        self.every_hand = EveryHand(context)
        self._styled_dark: bool | None = None  # the scheme the table was coloured for
        self.geometry_ = table_geometry(context.state.seats, column_choices(context.state.seats)[-1])
        self._arranged = False  # whether the view's size chose the arrangement yet (then kept, within a band)
        self.stage = Stage(self.scene)
        self.panels = SeatPanels(context)
        self.gestures = Gestures(self)
        self.keys = Keys(self)
        self.zoom = CardZoom(self.scene, self.graphics_view, lambda: self.dragged() is not None, self._microbe_of)
        self.flights = Flights(self.scene, context, self, self, self.sync)
        self.moments = Moments(self.scene, context, self, self, self.sync)
        self.controls = ControlBar(self.gestures.press_button, self)
        self.prompt, self.buttons = self.controls.prompt, self.controls.buttons
        self.amount, self.hazard = self.controls.amount, self.controls.hazard
        self.layout().addWidget(self.controls)
        self._shown: tuple[int | None, RemediateState] | None = None  # (viewer, view) at the last sync
        self._forward = False  # the sync follows one step forward: show it as a gesture
        self._relayout_due = QTimer(self)  # a resize asks for a relayout; it runs once, after the resize
        self._relayout_due.setSingleShot(True)
        self._relayout_due.setInterval(0)
        self._relayout_due.timeout.connect(self.relayout)
        self._build()
        self.sync()
        self.zoom_fit()

    # --- building the scene once ----------------------------------------------------------------
    def _build(self) -> None:
        g = self.geometry_
        stage = self.stage
        self.env_panel = stage.panel(g.environment)
        self.genes_panel = stage.panel(g.genes)
        self.recycle_panel = stage.panel(g.recycle)
        self.hand_panel = stage.panel(g.hand)
        self.log_panel = stage.panel(g.log)
        pad, compact = g.pad, g.compact
        small = 10.0 if compact else 10.5
        if not compact:  # the compact table's tiles and labels say what they are
            stage.text(g.environment.topLeft() + QPointF(pad, 12), 13, True).setText(say(TableWords.tr("Environment")))
            stage.text(g.genes.topLeft() + QPointF(pad, 12), 13, True).setText(say(TableWords.tr("Genes")))
            stage.text(g.recycle.topLeft() + QPointF(pad, 12), 13, True).setText(say(TableWords.tr("Recycle plastic")))
        # the labels under the compact tiles shrink to their tile's room: "Reserva 45" never runs into "Descartes"
        self.env_title = stage.text(g.labels[0], 10 if compact else 11, not compact,
                                    width=g.environment.right() - g.labels[0].x() - pad if compact else 0.0)
        self.env_past = stage.text(g.labels[1], small)
        self.pool_label = stage.text(g.labels[2], 10, width=g.discard.x() - g.pool.x() - 4)
        self.discard_label = stage.text(g.labels[3], 10, width=g.discard_size.width() if compact
                                        else g.genes.right() - g.discard.x() - pad)
        self.supply_label = stage.text(g.labels[4], 10, width=g.env_card.width() if compact else 0.0)
        self.pile_labels = [stage.text(g.pile_pos(k) + QPointF(0, g.pile.height() + 1), 10, width=g.pile.width())
                            for k in range(len(C.RECYCLE_NAME))] if compact else []  # the full piles say it on the card
        title_y = 3.0 if compact else 12.0
        self.hand_title = stage.text(g.hand.topLeft() + QPointF(pad, title_y), 11 if compact else 13, True)
        self.hand_note = stage.text(g.hand.topLeft() + QPointF(pad, title_y), 10)
        self.pending_label = stage.text(QPointF(g.pending_pos().x(), g.hand.top() + title_y + 2), 10 if compact else 11,
                                        True)
        self.events.build(stage, g, title_y)
        self.every_hand.build(stage, g, title_y)
        self.log_title, self.log_text = self.events.title, self.events.text
        self.env_card = PictureItem(g.env_card.width(), g.env_card.height())
        self.env_card.setPos(g.env_card.topLeft())
        stage.add(self.env_card)
        self.panels.build(stage, g)
        self.cards = ItemPool(stage.add, CARD_W, CARD_H)
        self.card_size = QSizeF(CARD_W, CARD_H)
        self.focus_frame = FocusFrame()
        stage.add(self.focus_frame)
        self._discard_item: PictureItem | None = None
        self._pending_item: PictureItem | None = None
        self.hand_items: dict[int, PictureItem] = {}  # the viewer's hand cards, one item per card so it can slide
        self._hand_owner: int | None = None
        self.scene.setSceneRect(QRectF(0, 0, g.width, g.height))  # fixed: nothing in play rescales the table

    def _new_shape(self) -> TableGeometry | None:
        """The layout the view's room calls for now, or None when it is hardly another shape than the one shown."""
        port = self.graphics_view.viewport().size()
        same = self.geometry_
        shown = (same.compact, same.columns) if self._arranged else None  # the first fit has no band to keep
        geometry = fitted_geometry(self.state.seats, port.width() - 8, port.height() - 8, shown)
        if ((geometry.columns, geometry.compact) == (same.columns, same.compact)
                and abs(geometry.height - same.height) < 12 and abs(geometry.width - same.width) < 12):
            return None
        return geometry

    def relayout(self) -> None:
        """Lay the table out anew when the window's shape calls for other columns (never for a prompt)."""
        geometry = self._new_shape()
        self._arranged = True
        if geometry is not None:  # else hardly another shape: keep the table as it is
            self._lay_out(geometry)

    def _lay_out(self, geometry: TableGeometry) -> None:
        """Build the table anew at ``geometry``: every title and every card's words said in the language of now."""
        self.flights.drop()
        self.moments.drop()
        self.gestures.press_ = None
        self.zoom.hide_card()
        self.stage.clear()
        for item in self.hand_items.values():
            self.scene.removeItem(item)
        self.geometry_ = geometry
        self._styled_dark = None
        self._build()
        self.sync()
        self.zoom_fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.graphics_view.viewport():
            kind = event.type()
            if kind == QEvent.Type.Resize and self._auto_fit and self._new_shape() is not None:
                self._relayout_due.start()  # another shape: laid out (and fitted) once the resize is over,
                return False  # never in a sync; until then the table keeps its scale
            elif kind == QEvent.Type.Leave:
                self.zoom.hide_card()  # the pointer left the table: nothing of it stays enlarged
            elif kind == QEvent.Type.ToolTip and isinstance(event, QHelpEvent) \
                    and self.zoom.covers(self.graphics_view.mapToScene(event.pos())):
                return True  # the enlarged card shows it; a plain tooltip over it would only hide it
        return super().eventFilter(watched, event)

    def hasHeightForWidth(self) -> bool:
        """The rows of buttons take their height from the width within the table; its parents need not know."""
        return False

    def zoom_fit(self) -> None:
        """Fit the table's own rectangle (not its items, which fly and grow), so it keeps its scale while played."""
        self._auto_fit = True
        edge = 4.0 if self.geometry_.compact else 12.0  # the compact table is made to fill its window
        self.graphics_view.fitInView(self.scene.sceneRect().adjusted(-edge, -edge, edge, edge),
                                     Qt.AspectRatioMode.KeepAspectRatio)

    def _restyle(self) -> None:
        """Colour the texts, panels and buttons for the light or dark scheme (again when the system switches)."""
        self._styled_dark = theme.is_dark()
        c = theme.colours()
        ink = QColor(c["text"])
        for item in self.scene.items():
            if isinstance(item, QGraphicsSimpleTextItem):
                item.setBrush(ink)
        self.log_text.setDefaultTextColor(ink)
        for panel in (self.env_panel, self.genes_panel, self.recycle_panel, self.hand_panel, self.log_panel):
            panel.set_look(QColor(c["card"]), QColor(c["border"]), None)
        self.controls.restyle()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.keys.press(event):
            super().keyPressEvent(event)

    # --- what is where ------------------------------------------------------------------------
    def clickables(self) -> Iterator[tuple[PictureItem, Target]]:
        """The visible items that mean something when clicked, the topmost first."""
        hand = [item for item in self.hand_items.values() if item.isVisible()]
        items = [*hand, *self.cards.shown(), *self.panels.markers]
        for item in sorted(items, key=lambda i: -i.zValue()):
            if item.isVisible() and item.target is not None:
                yield item, item.target

    def target_at(self, point: QPointF, skip: Target = None) -> Target:
        """What a click at ``point`` means (``skip``: not this, e.g. the card being dropped)."""
        for item, target in self.clickables():
            if target != skip and item.mapRectToScene(item.rect).contains(point):
                return target
        for seat, panel in enumerate(self.panels.frames):
            if panel.rect.contains(point):
                return ("seat", seat)
        return None

    def on_screen(self, vector: QPointF) -> float:
        """How long ``vector`` (in scene units) is on screen, in pixels."""
        scale = self.graphics_view.transform().m11() or 1.0
        return float((vector.x() ** 2 + vector.y() ** 2) ** 0.5 * scale)

    def dragged(self) -> int | None:
        """The hand card being dragged, if any."""
        return self.gestures.dragged()

    def hover_hand(self, point: QPointF) -> None:
        """Raise the hand card under the pointer over its neighbours (the others go back to their places)."""
        hand = sorted((item for item in self.hand_items.values() if item.isVisible() and item.target is not None),
                      key=lambda item: -item.zValue())
        over = next((item for item in hand if item.mapRectToScene(item.rect).contains(point)), None)
        ordered = sorted(hand, key=lambda item: item.x())
        for index, item in enumerate(ordered):
            if item.target is not None and item.target[1] != self.dragged():
                item.setZValue(HOVER_Z if item is over else HAND_Z + index * 0.01)

    def focus_spots(self) -> list[tuple[Target, QRectF]]:
        """Everything the keyboard's focus frame may stand on, with its place on the table."""
        return self.keys.focus_spots()

    def _microbe_of(self, item: QGraphicsItem) -> int | None:
        seat = self.panels.microbe_named(item)
        return self.state.microbes[seat] if seat is not None else None

    # The microbes' panels' items, where the tutorial's anchors and the tests look for them.
    @property
    def seat_names(self) -> list[QGraphicsSimpleTextItem]:
        return self.panels.names

    @property
    def seat_scores(self) -> list[QGraphicsSimpleTextItem]:
        return self.panels.scores

    @property
    def seat_abilities(self) -> list[QGraphicsSimpleTextItem]:
        return self.panels.abilities

    @property
    def seat_infos(self) -> list[QGraphicsSimpleTextItem]:
        return self.panels.infos

    @property
    def seat_holdings(self) -> list[PictureItem]:
        return self.panels.holdings

    @property
    def seat_markers(self) -> list[PictureItem]:
        return self.panels.markers

    # --- reading the game -----------------------------------------------------------------------
    @property
    def state(self) -> RemediateState:
        return self.context.state  # type: ignore[no-any-return]

    def me(self) -> int | None:
        """The seat the gestures act for: the person at the screen."""
        return self.context.viewer

    def _acting(self) -> int | None:
        return self.context.acting_seat()

    # --- syncing --------------------------------------------------------------------------------
    def sync(self) -> None:
        if self._styled_dark != theme.is_dark():
            self._restyle()
        view: RemediateState = self.context.view()
        me, acting = self.me(), self._acting()
        if self.selected is not None and (acting is None or view.phase != "clone"
                                          or self.selected not in view.hands[acting]):
            self.selected = None
            self.gestures.press_ = None
        self.gestures.lapse_question()
        self.cards.start()
        self._sync_top(view, acting)
        self.panels.sync(self.geometry_, view, self.cards, me, acting, self.selected, others_turns(self.context, view))
        self._sync_hand(view, me, acting)
        self._sync_pending(view)
        self.cards.finish()
        self.events.sync(view, self.me())
        asked = self.gestures.question
        question = (asked.text, asked.answer) if asked is not None else None
        self.controls.show_step(view, acting, self.selected, self.context.seats, question, self.context.reviewing)
        if self._forward and self._shown is not None and self._shown[0] == me:
            self.flights.launch(self._shown[1], view, me)
            self.moments.launch(self._shown[1], view, me)
        self._forward = False
        self.zoom.check(viewer_changed=self._shown is None or self._shown[0] != me)
        self._shown = (me, view if me is not None else view.clone())
        self._hide_landings()
        self.keys.sync_focus()

    def _on_changed(self, event: str) -> None:
        # Only a step forward is shown as a gesture; undo, a jump, another viewer or looking back jump.
        self._forward = event in ("executed", "redone")
        if not self._forward:
            self.flights.drop()
            self.moments.drop()
        if event == "language":
            self._lay_out(self.geometry_)
            self.scene.update()  # the cards in hand keep their pictures' keys: paint them in the new words
        super()._on_changed(event)

    def _hide_landings(self) -> None:
        """Keep the places a flying card lands on empty until it arrives (and the environment turning over)."""
        if self.moments.turning_over():
            self.env_card.hide()
        landings = self.flights.landings()
        if not landings:
            return
        for item in self.cards.shown():
            if item.target in landings:
                item.hide()
        for key, item in ((("discard",), self._discard_item), (("pending",), self._pending_item)):
            if key in landings and item is not None:
                item.hide()

    def settled(self) -> bool:
        """Whether nothing moves on the table (no card in the air, no hand card sliding)."""
        return (not self.flights.busy() and not self.moments.busy()
                and not any(is_sliding(item) for item in self.hand_items.values()))

    # --- places, for the flights ----------------------------------------------------------------
    def slot_point(self, seat: int, card: int) -> QPointF | None:
        """Where the item showing ``card`` cloned into ``seat`` stands now."""
        return next((item.pos() for item in self.cards.shown() if item.target == ("cloned", seat, card)), None)

    def pending_point(self) -> QPointF:
        return self.geometry_.pending_pos()

    def seat_point(self, seat: int) -> QPointF:
        """A seat's hand and stash, whose cards are not shown: its panel, under the name."""
        return self.geometry_.seats[seat].panel.topLeft() + QPointF(self.geometry_.pad + 60, 30)

    def _sync_top(self, view: RemediateState, acting: int | None) -> None:
        g = self.geometry_
        env, plastic = view.env, view.env_plastic
        self.env_card.set_picture(("env", env, plastic), lambda p, r: paint_environment(p, r, env, plastic))
        self.env_card.setToolTip(say(TableWords.tr("%1: %n plastic left", None, plastic), C.ENV_NAME[env]) if env >= 0
                                 else say(TableWords.tr("Every environment is clean")))
        colours = look()["env_back"]
        self.env_title.setText(say(TableWords.tr("Still to come: %1"), len(view.envs)) if view.envs
                               else say(TableWords.tr("No environment to come")))
        for k in range(len(view.envs)):
            item = self.cards.take(g.back)
            item.setPos(g.env_stack + g.env_step * k)
            item.setZValue(2 + k * 0.01)
            item.set_picture(("env_back",), lambda p, r: paint_back(p, r, colours, TableWords.tr("Environment")))
            item.setToolTip(say(TableWords.tr("A face-down environment")))
        shown = view.past_envs[-3:] if g.compact else view.past_envs  # the compact tile: the latest three
        past = "\n".join(say(C.ENV_NAME[e]) for e in shown)
        self.env_past.setText(say(TableWords.tr("Cleaned (%1):"), len(view.past_envs)) + "\n" + past if past else "")
        self.env_past.setToolTip(say(TableWords.tr("Cleaned: %1"), E.listed([C.ENV_NAME[e] for e in view.past_envs])))
        gene_back = look()["gene_back"]
        pool = self.cards.take(g.back)
        pool.setPos(g.pool)
        pool.setZValue(2)
        legal = "legal" if acting is not None and view.phase == "draw" else None
        if view.pool:
            pool.set_picture(("pool",), lambda p, r: paint_back(p, r, gene_back, TableWords.tr("Gene pool")), legal, ("pool",))
        else:
            pool.set_picture(("pool_empty",), paint_empty, legal, ("pool",))  # an empty pile, as the discard's
        pool.setToolTip(say(TableWords.tr("The gene pool: click to draw")) if view.pool else
                        say(TableWords.tr("The gene pool is empty: drawing shuffles the discard into a new pool")))
        self.pool_label.setText(say(TableWords.tr("Pool %1"), len(view.pool)) if g.compact
                                else say(TableWords.tr("Pool: %n gene(s)", None, len(view.pool))))
        discard = self._discard_item = self.cards.take(g.discard_size)
        discard.setPos(g.discard)
        discard.setZValue(2)
        if view.discard:
            top = view.discard[-1]
            discard.set_picture(("gene", top), lambda p, r: paint_gene(p, r, top))
            discard.setToolTip(say(TableWords.tr("%1: %2"), C.card_name(top), C.KIND_TEXT[C.CARD_KIND[top]]))
        else:
            discard.set_picture(("empty_discard",), paint_empty)
            discard.setToolTip(say(TableWords.tr("The discard is empty")))
        self.discard_label.setText(say(TableWords.tr("Discard: %1"), len(view.discard)))
        self.supply_label.setText(say(TableWords.tr("Plastic supply %1"), view.supply))
        for pile in range(len(C.RECYCLE_NAME)):
            left = view.piles[pile]
            cost = E.recycle_cost(view, acting if acting is not None else (self.me() or 0), pile)
            affordable = (acting is not None and view.phase == "act" and left > 0 and view.stash[acting] >= cost)
            item = self.cards.take(g.pile)
            item.setPos(g.pile_pos(pile))
            item.setZValue(2)
            item.set_picture(("pile", pile, left, cost), lambda p, r, k=pile, n=left, c=cost: paint_recycle(p, r, k, n, c),
                             "legal" if affordable else None, ("pile", pile))
            item.setToolTip(say(TableWords.tr("%1: %2 points for %3 plastic (click to recycle)"), C.RECYCLE_NAME[pile],
                                C.RECYCLE_POINTS[pile], cost))
            if self.pile_labels:
                self.pile_labels[pile].setText(say(TableWords.tr("%1 left"), left) if left else say(TableWords.tr("none left")))

    def _sync_hand(self, view: RemediateState, me: int | None, acting: int | None) -> None:
        """The person's own hand; with nobody at the screen (only bots play, or a review showing everything)
        the hand of the seat whose turn it is, which the whole state on show lets everyone see."""
        shown = me if me is not None else view.turn
        every = self.every_hand.sync(view, me)
        if every or not 0 <= shown < len(view.hands) or any(card < 0 for card in view.hands[shown]):
            self.hand_title.setText(say(TableWords.tr("Every hand")) if every else say(TableWords.tr("The hands stay hidden")))
            self.hand_note.setText("")
            for item in self.hand_items.values():
                item.hide()
                item.target = None
            return
        hand = view.hands[shown]
        limit = E.hand_limit(view, shown)
        microbe = C.MICROBE_SHORT[view.microbes[shown]]
        self.hand_title.setText(say(TableWords.tr("Your hand  ·  %1"), microbe) if me is not None
                                else say(TableWords.tr("%1's hand  ·  %2"), self.context.seats[shown].name, microbe))
        self.hand_note.setText(say(TableWords.tr("%1 of %2 genes (the hand limit)"), len(hand), limit))
        self.hand_note.setPos(self.hand_title.pos() + QPointF(self.hand_title.boundingRect().width() + 18, 3))
        if acting is not None and view.phase == "clone":
            default = "legal"
        elif acting is not None and view.phase == "discard":
            default = "refuse"
        else:
            default = None
        moved_in = shown == self._hand_owner  # a new person at the screen sees their hand at once
        self._hand_owner = shown
        for card, item in self.hand_items.items():
            if card not in hand:
                item.hide()
                item.target = None
        pending = view.phase in ("target", "toxin") and view.pending >= 0
        step = self.geometry_.hand_step(len(hand), pending)
        for index, card in enumerate(hand):
            item = self.hand_items.get(card)
            if item is None:
                item = self.hand_items[card] = PictureItem(HAND_W, HAND_H, z=5)
                item.hide()
                self.scene.addItem(item)
            size = self.geometry_.hand_card
            item.resize(size.width(), size.height())
            pos = self.geometry_.hand_pos(index, len(hand), pending)
            chosen = card == self.selected
            if chosen:
                pos -= QPointF(0, 6 if self.geometry_.compact else 14)  # picked: lifted (clear of the title)
            if not item.isVisible():
                item.setPos(self.geometry_.pool if moved_in else pos)  # a drawn card comes from the pool
            if card != self.dragged():
                item.setZValue(HAND_Z + index * 0.01)
                item.setTransformOriginPoint(item.rect.width() / 2, item.rect.height())
                item.setRotation(0.0 if chosen else self.geometry_.hand_angle(index, len(hand)))
            worded = not self.geometry_.compact  # a compact table's hand card names its type on hover
            shown = 1.0 if index == len(hand) - 1 else min(1.0, step / size.width())  # its neighbour covers the rest
            item.set_picture(("gene", card, worded, round(shown, 3)),
                             lambda p, r, k=card, f=shown: paint_gene(p, r, k, type_word=worded, shown=f),
                             "selected" if chosen else default, ("hand", card),
                             enlarged=None if worded else ((lambda p, r, k=card: paint_gene(p, r, k)), CARD_ASPECT))
            item.setToolTip(card_tip(card, None))
            if card != self.dragged():  # the dragged card stays under the pointer
                slide(item, pos, self.context, DEAL_MS)

    def _sync_pending(self, view: RemediateState) -> None:
        """The attack being resolved (it is in no hand and no microbe meanwhile)."""
        card = view.pending if view.phase in ("target", "toxin") else -1
        self.pending_label.setText(say(TableWords.tr("Being played")) if card >= 0 else "")
        self._pending_item = None
        if card < 0:
            return
        g = self.geometry_
        item = self._pending_item = self.cards.take(g.hand_card.size() if g.compact else self.card_size)
        item.setPos(self.pending_point())
        item.setZValue(PENDING_Z)  # over every hand card, whatever the hand's length
        item.set_picture(("gene", card, not g.compact), lambda p, r: paint_gene(p, r, card, type_word=not g.compact),
                         "selected", enlarged=None if not g.compact else ((lambda p, r: paint_gene(p, r, card)), CARD_ASPECT))
        item.setToolTip(card_tip(card, None))

    # --- the end --------------------------------------------------------------------------------
    def is_still(self) -> bool:
        """No card flies, no environment turns over and no hand card is dragged."""
        return not self.flights.busy() and not self.moments.busy() and self.gestures.dragged() is None

    def anchor_rect(self, name: str) -> QRectF | None:
        return table_anchor(self, name)

    def offered(self) -> list[str]:
        view: RemediateState = self.context.view()
        targets = view.choices if self._acting() is not None and view.phase == "target" else []
        return [f"microbe:{seat}" for seat in targets]

    def anchor_shape(self, name: str) -> QPainterPath | None:
        shape = table_shape(self, name)
        return shape if shape is not None else super().anchor_shape(name)

    def results_places(self) -> list[int] | None:
        """The winners (a draw-off may have broken a tie) first, the others by score."""
        state = self.state
        if not state.winners:
            return None
        scores = state.scores()
        others = [s for s in range(state.seats) if s not in state.winners]
        return [1 if s in state.winners else
                len(state.winners) + 1 + sum(scores[o] > scores[s] for o in others) for s in range(state.seats)]

    def results_details(self, parent: QWidget | None = None) -> QWidget | None:
        from microgames.games.remediate.table.results import ResultsTable

        return ResultsTable(self.state, self.context, parent)


def create_table(context: TableContext, parent: QWidget | None = None) -> RemediateTable:
    return RemediateTable(context, parent)
