"""Laying the Microchip table out for its window: which arrangement of ``layout`` shows it best, whose board
is the large one, and labels sized for the scale the table is finally shown at.

A part the table owns (``table.arrangement``), kept apart from the scene's building and syncing. The large
board follows the person at the screen (in hot seat, whoever acts next), else the drafter; a click on a small
card shows that board large until the turn passes.

Under every person's card the layout sets aside a strip for their bar of buttons, as tall in scene units as
the bar is on screen at the scale the table ends up shown at. As that scale depends on the strips, every
arrangement is made with the strips for each of a few scales (``STRIP_SCALES``) and taken at the largest of
them it is shown at or above, so its bars have room; the arrangements are compared so, each at its own
scale (``_best_layout``). They are made once per large board and phase.
"""

from __future__ import annotations

import math
from typing import Protocol

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView

from microgames.games.microchip.boards import SIZE
from microgames.games.microchip.table.bars import SeatBar, bar_heights, bar_text_size
from microgames.games.microchip.table.controls import Controls
from microgames.games.microchip.table.gestures import ChipGestures
from microgames.games.microchip.table.items import LegendItem, PillItem, PoolItem
from microgames.games.microchip.table.layout import (
    Bars, Plan, SeatGeometry, TableGeometry, best_focus_plan, fit_size, focus_plans, make_arrangement, seat_geometry,
)
from microgames.engine.words import shown
from microgames.games.microchip.table.readable import Labels, elided, readable_size
from microgames.ui.tablekit.context import TableContext

FRAME = 12.0  # scene units around the cards
#: The scales the strips are made for. Past ``bars.NATURAL_SCALE`` the bars grow with the table, so their strips
#: stay alike until the bars' text stops growing.
STRIP_SCALES = (0.36, 0.42, 0.48, 0.54, 0.6, 0.66, 0.72, 0.8, 0.95, 1.1, 1.3, 1.6)


class ArrangementHost(Protocol):
    """What the layout needs of the table: the cards' items to move, its other parts' say, the view."""

    context: TableContext
    controls: Controls
    gestures: ChipGestures
    scene: QGraphicsScene
    graphics_view: QGraphicsView
    rows: int
    columns: int
    labels: Labels
    pool_holder: QGraphicsItem
    info_holder: QGraphicsItem
    seat_holders: list[QGraphicsItem]
    names: list[QGraphicsSimpleTextItem]
    score_texts: list[QGraphicsSimpleTextItem]
    coordinates: list[QGraphicsSimpleTextItem]
    pool_item: PoolItem
    legend: LegendItem
    pills: list[PillItem]

    @property
    def auto_fit(self) -> bool: ...

    def zoom_factor(self) -> float: ...

    def zoom_fit(self) -> None: ...

    def sync(self) -> None: ...

    def redraw(self) -> None: ...

    def relaid(self) -> None: ...


class Arrangement:
    """Chooses and applies the table's layout; see the module docstring."""

    def __init__(self, table: ArrangementHost) -> None:
        """The first layout, made before the scene is built (the controls' bars must exist: strips for them)."""
        self.table = table
        self.context = table.context
        self._shown: tuple[int, int] | None = None  # a seat clicked to be seen large, and whose turn it was
        self._made_plans: dict[tuple[int, bool, float], list[Plan]] = {}
        self._drafting = self.context.state.phase == "drafting"
        self.focus = self._focus_seat()
        first = STRIP_SCALES[0]
        self._choices = [(first, plan) for plan in self._plans_for(self.focus, first)]
        #: Where the pool and phase cards were made (their holders move them from there).
        self.built = self._arrangement(self.focus, first, self._choices[0][1])
        self.geometry: TableGeometry = self.built
        #: A seat's card as built, at the origin: its holder puts it in place at its size.
        self.card: SeatGeometry = seat_geometry(QPointF(), self.built.seats[0].plan)

    def place_coordinates(self, seat: int) -> None:
        """Centre the column letters over their columns and the row numbers by their rows, at their font's size."""
        sg = self.card
        for k in range(SIZE):
            letter, number = self.table.coordinates[seat * 2 * SIZE + 2 * k: seat * 2 * SIZE + 2 * k + 2]
            box = letter.boundingRect()
            letter.setPos(sg.cell_centre(k).x() - box.width() / 2, sg.board.top() - box.height() + 1)
            box = number.boundingRect()
            number.setPos(sg.board.left() - box.width() - 3, sg.cell_centre(k * SIZE).y() - box.height() / 2)

    def arrange(self, geometry: TableGeometry) -> None:
        """Move every card to ``geometry``; the tiles follow at once."""
        if geometry == self.geometry:
            return
        self.geometry = geometry
        table, built = self.table, self.built
        table.pool_holder.setPos(geometry.pool.panel.topLeft() - built.pool.panel.topLeft())
        table.info_holder.setPos(geometry.info.topLeft() - built.info.topLeft())
        table.pool_holder.setVisible(geometry.pool_shown)
        for seat in range(len(geometry.seats)):
            self.place_card(seat, geometry)
        table.scene.setSceneRect(geometry.bounds.adjusted(-FRAME, -FRAME, FRAME, FRAME))
        table.relaid()
        table.controls.place_bars()

    def place_card(self, seat: int, geometry: TableGeometry) -> None:
        """Put ``seat``'s card where ``geometry`` has it, at its size."""
        holder, sg = self.table.seat_holders[seat], geometry.seats[seat]
        holder.setPos(sg.panel.topLeft())
        holder.setScale(sg.zoom)

    def fit(self) -> None:
        """Lay the table out as the window shows it largest, and fit it (not wherever its tiles are sliding)."""
        view = self.table.graphics_view
        size = view.viewport().size()
        if size.width() > 0 and size.height() > 0:
            self.arrange(self._best_layout())
        margin = FRAME + 2  # a little more than the scene rect, so that no scroll bar appears
        view.fitInView(self.geometry.bounds.adjusted(-margin, -margin, margin, margin),
                       Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_labels()
        self.table.controls.place_bars()

    def _best_layout(self) -> TableGeometry:
        """The layout that shows the table best in the view as it is now, its strips tall enough for the bars:
        each arrangement with the strips of the largest of ``STRIP_SCALES`` it is shown at or above."""
        size = self.table.graphics_view.viewport().size()
        width, height, margin = size.width(), size.height(), FRAME + 2
        chosen: dict[int, tuple[float, Plan]] = {}  # each plan's index: the strips' scale and the plan with them
        for scale in STRIP_SCALES:
            plans = self._plans_for(self.focus, scale)
            fitting = {i: (scale, plan) for i, plan in enumerate(plans)
                       if fit_size(*plan.size, width, height, margin) >= scale}
            if not fitting and chosen:
                break  # none is shown this large: larger strips' scales are out of reach too
            chosen.update(fitting)
        if not chosen:  # a view too small for any: the smallest strips
            chosen = {i: (STRIP_SCALES[0], plan) for i, plan in enumerate(self._plans_for(self.focus, STRIP_SCALES[0]))}
        self._choices = [chosen[i] for i in sorted(chosen)]
        scale, plan = self._choices[best_focus_plan([plan for _, plan in self._choices], width, height, margin,
                                                    self._drafting)]
        return self._arrangement(self.focus, scale, plan)

    @property
    def layouts(self) -> list[TableGeometry]:
        """Every arrangement the table last chose from (each with the strips of its own scale)."""
        return [self._arrangement(self.focus, scale, plan) for scale, plan in self._choices]

    def _focus_seat(self) -> int:
        """Whose board is drawn large: the person at the screen, else the drafter; a board clicked to be seen
        large stays so until that changes."""
        state = self.context.state
        viewer = self.context.viewer
        natural = viewer if viewer is not None else state.turn if state.phase == "drafting" else 0
        if self._shown is not None and self._shown[1] == natural:
            return self._shown[0]
        self._shown = None
        return natural

    def show_large(self, seat: int) -> None:
        """Draw ``seat``'s board large (a click on its small card) until the turn or the person at the screen changes."""
        if seat == self.focus:
            return
        self._shown = None
        self._shown = (seat, self._focus_seat())
        self.refocus()

    def _bars(self, scale: float) -> Bars:
        """Each seat's strips, under a large card and a small one, for bars shown at ``scale``; none for a bot."""
        bars = self.table.controls.bars

        def strips(bar: SeatBar) -> tuple[float, float]:
            full, compact = bar_heights(bar_text_size(scale), bar.rows)
            return float(math.ceil(full / scale)), float(math.ceil(compact / scale))

        return tuple(strips(bars[seat]) if seat in bars else (0.0, 0.0) for seat in range(self.context.state.seat_count))

    def _plans_for(self, focus: int, scale: float) -> list[Plan]:
        """Every arrangement for ``focus`` and the phase, with strips for bars shown at ``scale``: made once (hot
        seat passes the large board round)."""
        state = self.context.state
        self._drafting = state.phase == "drafting"
        key = (focus, self._drafting, scale)
        if key not in self._made_plans:
            self._made_plans[key] = focus_plans(state.seat_count, self.table.rows, self.table.columns, focus, self._drafting,
                                                self._bars(scale))
        return self._made_plans[key]

    def _arrangement(self, focus: int, scale: float, plan: Plan) -> TableGeometry:
        """The table ``plan`` (one of ``_plans_for(focus, scale)``) plans."""
        return make_arrangement(plan, self.context.state.seat_count, self.table.rows, self.table.columns, focus, self._drafting,
                                self._bars(scale))

    def refocus(self) -> None:
        """The person to act changed, or the draft ended or came back (by undo): their board becomes the large
        one, the emptied pool goes (not in the middle of a drag)."""
        focus = self._focus_seat()
        drafting = self.context.state.phase == "drafting"
        if (focus, drafting) == (self.focus, self._drafting) or self.table.gestures.dragging():
            return
        self.focus = focus
        if self.table.auto_fit:
            self.table.zoom_fit()
        else:
            self.arrange(self._best_layout())
            self._fit_labels()

    def _fit_labels(self) -> None:
        """Size the labels for the scale the table is shown at now (see ``readable``)."""
        table = self.table
        scale = table.zoom_factor()
        zooms = tuple(sg.zoom for sg in self.geometry.seats)
        small = tuple(seat != self.focus for seat in range(len(zooms)))
        if not table.labels.fit(scale, zooms, small):
            return
        for seat in range(len(zooms)):
            self.place_coordinates(seat)
            score = QFontMetricsF(table.score_texts[seat].font()).horizontalAdvance("-88")
            room = self.card.panel.width() - 50 - 18 - score - 8
            table.names[seat].setText(elided(shown(self.context.seats[seat].name), table.names[seat], room))
        table.pool_item.set_text_size(readable_size(11, scale))
        table.legend.set_text_size(readable_size(10, scale))
        for pill in table.pills:
            pill.set_text_size(readable_size(9, scale))
        table.redraw()
