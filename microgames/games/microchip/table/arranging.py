"""Laying the Microchip table out for its window: which arrangement of ``layout`` shows it best, whose board
is the large one, and labels sized for the scale the table is finally shown at.

A base class of :class:`~microgames.games.microchip.table.view.MicrochipTable`, kept apart from the scene's
building and syncing. The large board follows the person at the screen (in hot seat, whoever acts next),
else the drafter; a click on a small card shows that board large until the turn passes.

Under every person's card the layout sets aside a strip for their bar of buttons, as tall in scene units as
the bar is on screen at the scale the table ends up shown at. As that scale depends on the strips, every
arrangement is made with the strips for each of a few scales (``STRIP_SCALES``) and taken at the largest of
them it is shown at or above, so its bars have room; the arrangements are compared so, each at its own
scale (``_best_layout``). They are made once per large board and phase.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from microgames.games.microchip.boards import SIZE
from microgames.games.microchip.table.bars import SeatBar, bar_heights, bar_text_size
from microgames.games.microchip.table.items import LegendItem, PillItem, PoolItem
from microgames.games.microchip.table.keys import KeyboardPlay
from microgames.games.microchip.table.layout import (
    Bars, Plan, SeatGeometry, TableGeometry, best_focus_plan, fit_size, focus_plans, make_arrangement,
)
from microgames.games.microchip.table.readable import Labels, elided, readable_size

FRAME = 12.0  # scene units around the cards
#: The scales the strips are made for. Past ``bars.NATURAL_SCALE`` the bars grow with the table, so their strips
#: stay alike until the bars' text stops growing.
STRIP_SCALES = (0.36, 0.42, 0.48, 0.54, 0.6, 0.66, 0.72, 0.8, 0.95, 1.1, 1.3, 1.6)


class ArrangedTable(KeyboardPlay):
    """Chooses and applies the table's layout; see the module docstring."""

    # set up by the table
    rows: int
    columns: int
    built: TableGeometry  # where the pool and phase cards were made
    card: SeatGeometry  # a seat's card as built, at the origin
    focus: int
    labels: Labels
    _shown: tuple[int, int] | None
    _made_plans: dict[tuple[int, bool, float], list[Plan]]
    _choices: list[tuple[float, Plan]]
    bars: dict[int, SeatBar]
    _drafting: bool
    _jump: bool
    _chips: list[frozenset[int]]
    pool_holder: QGraphicsItem
    info_holder: QGraphicsItem
    seat_holders: list[QGraphicsItem]
    names: list[QGraphicsSimpleTextItem]
    score_texts: list[QGraphicsSimpleTextItem]
    coordinates: list[QGraphicsSimpleTextItem]
    pool_item: PoolItem
    legend: LegendItem
    pills: list[PillItem]

    def _place_coordinates(self, seat: int) -> None:
        """Centre the column letters over their columns and the row numbers by their rows, at their font's size."""
        sg = self.card
        for k in range(SIZE):
            letter, number = self.coordinates[seat * 2 * SIZE + 2 * k: seat * 2 * SIZE + 2 * k + 2]
            box = letter.boundingRect()
            letter.setPos(sg.cell_centre(k).x() - box.width() / 2, sg.board.top() - box.height() + 1)
            box = number.boundingRect()
            number.setPos(sg.board.left() - box.width() - 3, sg.cell_centre(k * SIZE).y() - box.height() / 2)

    def arrange(self, geometry: TableGeometry) -> None:
        """Move every card to ``geometry``; the tiles follow at once."""
        if geometry == self.geometry_:
            return
        self.geometry_ = geometry
        built = self.built
        self.pool_holder.setPos(geometry.pool.panel.topLeft() - built.pool.panel.topLeft())
        self.info_holder.setPos(geometry.info.topLeft() - built.info.topLeft())
        self.pool_holder.setVisible(geometry.pool_shown)
        for seat in range(len(geometry.seats)):
            self._place_card(seat, geometry)
        self._chips = []  # the microchip outlines are drawn again where the boards now are
        self.scene.setSceneRect(geometry.bounds.adjusted(-FRAME, -FRAME, FRAME, FRAME))
        self._jump = True
        try:
            self.sync()
        finally:
            self._jump = False
        self._place_bars()

    def _place_card(self, seat: int, geometry: TableGeometry) -> None:
        """Put ``seat``'s card where ``geometry`` has it, at its size."""
        holder, sg = self.seat_holders[seat], geometry.seats[seat]
        holder.setPos(sg.panel.topLeft())
        holder.setScale(sg.zoom)

    def zoom_fit(self) -> None:
        """Lay the table out as the window shows it largest, and fit it (not wherever its tiles are sliding)."""
        self._auto_fit = True
        size = self.graphics_view.viewport().size()
        if size.width() > 0 and size.height() > 0:
            self.arrange(self._best_layout())
        margin = FRAME + 2  # a little more than the scene rect, so that no scroll bar appears
        self.graphics_view.fitInView(self.geometry_.bounds.adjusted(-margin, -margin, margin, margin),
                                     Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_labels()
        self._place_bars()

    def zoom_in(self) -> None:
        super().zoom_in()
        self._place_bars()

    def zoom_out(self) -> None:
        super().zoom_out()
        self._place_bars()

    def _best_layout(self) -> TableGeometry:
        """The layout that shows the table best in the view as it is now, its strips tall enough for the bars:
        each arrangement with the strips of the largest of ``STRIP_SCALES`` it is shown at or above."""
        size = self.graphics_view.viewport().size()
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
        self._refocus()

    def _bars(self, scale: float) -> Bars:
        """Each seat's strips, under a large card and a small one, for bars shown at ``scale``; none for a bot."""
        full, compact = (float(math.ceil(pixels / scale)) for pixels in bar_heights(bar_text_size(scale)))
        return tuple((full, compact) if seat in self.bars else (0.0, 0.0) for seat in range(self.context.state.seat_count))

    def _plans_for(self, focus: int, scale: float) -> list[Plan]:
        """Every arrangement for ``focus`` and the phase, with strips for bars shown at ``scale``: made once (hot
        seat passes the large board round)."""
        state = self.context.state
        self._drafting = state.phase == "drafting"
        key = (focus, self._drafting, scale)
        if key not in self._made_plans:
            self._made_plans[key] = focus_plans(state.seat_count, self.rows, self.columns, focus, self._drafting,
                                                self._bars(scale))
        return self._made_plans[key]

    def _arrangement(self, focus: int, scale: float, plan: Plan) -> TableGeometry:
        """The table ``plan`` (one of ``_plans_for(focus, scale)``) plans."""
        return make_arrangement(plan, self.context.state.seat_count, self.rows, self.columns, focus, self._drafting,
                                self._bars(scale))

    def _refocus(self) -> None:
        """The person to act changed, or the draft ended or came back (by undo): their board becomes the large
        one, the emptied pool goes (not in the middle of a drag)."""
        focus = self._focus_seat()
        drafting = self.context.state.phase == "drafting"
        if (focus, drafting) == (self.focus, self._drafting) or (self.drag is not None and self.drag.started):
            return
        self.focus = focus
        if self._auto_fit:
            self.zoom_fit()
        else:
            self.arrange(self._best_layout())
            self._fit_labels()

    def _fit_labels(self) -> None:
        """Size the labels for the scale the table is shown at now (see ``readable``)."""
        scale = self.zoom_factor()
        zooms = tuple(sg.zoom for sg in self.geometry_.seats)
        small = tuple(seat != self.focus for seat in range(len(zooms)))
        if not self.labels.fit(scale, zooms, small):
            return
        for seat in range(len(zooms)):
            self._place_coordinates(seat)
            score = QFontMetricsF(self.score_texts[seat].font()).horizontalAdvance("-88")
            room = self.card.panel.width() - 50 - 18 - score - 8
            self.names[seat].setText(elided(self.context.seats[seat].name, self.names[seat], room))
        self.pool_item.set_text_size(readable_size(11, scale))
        self.legend.set_text_size(readable_size(10, scale))
        for pill in self.pills:
            pill.set_text_size(readable_size(9, scale))
        self.sync()
