"""The Remediate table's events panel: the last events of the game, and what is new to the person at the screen.

Its title reads "Since your last turn" once others have played since the person's own last step, and
every event since then is in bold, the automatic ones among them (an environment cleaned, genes discarded
on the change, a reshuffled pool); with nobody at the screen, or nothing new, "What happened" and the
latest step in bold. When not all of it fits, what says least gives way first (``lastturn.line_to_drop``).
A part the table owns, kept apart from ``view``.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsTextItem

from microgames.engine.words import shown as said
from microgames.games.remediate import cards as C
from microgames.games.remediate.state import RemediateState
from microgames.games.remediate.table.lastturn import line_to_drop
from microgames.games.remediate.table.layout import TableGeometry
from microgames.games.remediate.table.stage import Stage
from microgames.games.remediate.table.text import TableWords, say
from microgames.ui import theme
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.lastmoves import others_since_my_turn, state_before
from microgames.ui.tablekit.sceneparts import label_font

LOG_LINES = 10  # the events shown at most, before what is new to the person


def quiet_line(view: RemediateState) -> str:
    """The panel's line before anything happened: where the game begins, or (a position set up half-way, as a
    lesson's) where it goes on."""
    if view.env < 0:
        return say(TableWords.tr("Every environment is clean."))
    where = C.ENV_NAME[view.env]
    return say(TableWords.tr("Play goes on in the %1."), where) if view.past_envs else say(TableWords.tr("The game begins in the %1."), where)


class EventsPanel:
    """The panel's title and text items (built again for each layout) and which events are new."""

    def __init__(self, context: TableContext) -> None:
        self.context = context
        self._seen = len(context.state.events)  # how many events the panel showed at the last change
        self._fresh_from = self._seen  # the first event in bold

    def build(self, stage: Stage, g: TableGeometry, title_y: float) -> None:
        pad, compact = g.pad, g.compact
        self.geometry = g
        self.title = stage.text(g.log.topLeft() + QPointF(pad, title_y), 11 if compact else 13, True)
        self.text = QGraphicsTextItem()
        self.text.setFont(label_font(10 if compact else 11))
        self.text.setTextWidth(g.log.width() - 2 * pad)
        self.text.setPos(g.log.topLeft() + QPointF(pad - (4 if compact else 0), 22 if compact else 38))
        self.text.setZValue(3)
        self.text.setDefaultTextColor(QColor(theme.colours()["text"]))
        stage.add(self.text)

    def sync(self, view: RemediateState, viewer: int | None) -> None:
        """The last events, those new to ``viewer`` (or of the latest step) in bold; see the module docstring."""
        first_new = min(self._seen, len(view.events))
        if len(view.events) != self._seen:
            self._fresh_from, self._seen = first_new, len(view.events)
        marked = others_since_my_turn(self.context) if viewer is not None else ()
        before = state_before(self.context, marked) if marked else None
        if before is not None and len(before.events) < len(view.events):
            self._fresh_from = len(before.events)
        self.title.setText(say(TableWords.tr("Since your last turn")) if before is not None else say(TableWords.tr("What happened")))
        g = self.geometry
        room = g.log.bottom() - self.text.pos().y() - g.pad / 2
        count = len(view.events)
        shown = list(range(max(0, count - 3 * LOG_LINES, min(count - LOG_LINES, self._fresh_from)), count))

        def show() -> None:
            lines = [f"<b>{escape(said(view.events[k]))}</b>" if k >= self._fresh_from else escape(said(view.events[k]))
                     for k in shown]
            self.text.setHtml("<br>".join(lines) if lines else quiet_line(view))

        show()
        while len(shown) > 1 and self.text.boundingRect().height() > room:  # fewer fit: the least news goes
            shown.remove(line_to_drop(shown, self._fresh_from, set(view.automatic)))
            show()
