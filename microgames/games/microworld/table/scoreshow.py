"""Points one can see: every point scored during play pops up where it was earned ("+2", "+1 nervous (E)",
"+5 Bone Lover") and the score markers walk along the track to their new space.

The state records each point with its reason (``state.scored``). At a sync, the points that are new since
the last sync (a person's move, a bot's move, redo) pop up over the cell of the scorer's last pawn and the
markers walk there, at the player's animation speed. Undo, a jump through the history and looking back show
the scores at once and pop nothing. Behind a hot-seat hand-off nothing pops until the next person looks. The state has already changed when this runs, so nothing here may raise:
items and animations are checked alive at every step.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from microgames.engine.words import shown
from microgames.games.microworld.commands import ADJACENT_WHY, signed
from microgames.games.microworld.state import NONE, MicroworldState
from microgames.games.microworld.table.items import ScoreTrackItem
from microgames.ui.tablekit.animation import alive
from microgames.ui.tablekit.context import TableContext

POP_MS = 1500  # a points label rising and fading (scaled by the animation preference)
STEP_MS = 70  # a marker's walk from one track space to the next
WALK_MAX_MS = 1400  # a long walk (the final tissues, a target) goes faster per space
POP_RISE = 36.0  # scene units a label rises
POP_GAP = 26.0  # between the labels of one move, stacked upwards
RISE_SHARE = 0.35  # of a flying label's time, spent rising before it flies to the track


def pop_text(points: int, why: str) -> str:
    """What a label says: "+2" for adjacent pawns, "+1 nervous (E)", "+5 Bone Lover" for the rest, "−1 Score
    opponent pawns" for points it takes back."""
    return signed(points) if why == ADJACENT_WHY else f"{signed(points)} {shown(why)}"


class PointsPop(QGraphicsItem):
    """A rounded label in the scorer's colour, drawn over everything."""

    def __init__(self, text: str, colour: QColor) -> None:
        super().__init__()
        self.text = text
        self.colour = colour
        self.font = QFont()
        self.font.setPointSizeF(15)
        self.font.setBold(True)
        width = QFontMetricsF(self.font).horizontalAdvance(text) + 18
        self._rect = QRectF(-width / 2, -15, width, 30)
        self.setZValue(20)
        self.setToolTip(text)
        #: where the label flies once risen (the scorer's marker), or None when it only rises
        self.destination: QPointF | None = None

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.colour, 2.5))
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.drawRoundedRect(self._rect, 12, 12)
        painter.setFont(self.font)
        painter.setPen(self.colour.darker(130))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class ScoreShow:
    """Pops the new points of each sync and walks the markers; see the module docstring."""

    def __init__(self, scene: QGraphicsScene, track: ScoreTrackItem, context: TableContext,
                 cell_point: Callable[[int], QPointF], colour: Callable[[int], QColor], owner: QObject) -> None:
        self.scene, self.track, self.context = scene, track, context
        self.cell_point, self.colour, self.owner = cell_point, colour, owner
        self._seen: tuple[tuple[int, int, str], ...] | None = None
        self._was_looking = False
        self._walk: QVariantAnimation | None = None
        #: the labels rising now (the tests read their text)
        self.pops: list[PointsPop] = []

    def show(self, state: MicroworldState, counted: tuple[int, int] | None = None) -> None:
        """Bring the track to ``state``'s scores (or the final scoring's ``counted`` so far), popping and walking
        for what was just scored. In hot seat the table stays in sight until its person passes the screen on,
        so the points of a turn's last move pop for the person who scored them."""
        scored, seen = state.scored, self._seen
        looking = self.context.looking_at is not None
        forward = (seen is not None and not looking and not self._was_looking
                   and scored[:len(seen)] == seen and len(scored) >= len(seen))
        self._seen, self._was_looking = scored, looking
        target = counted if counted is not None else (state.scores()[0], state.scores()[1])
        self.track.scores = target
        if forward and seen is not None:
            for k, (seat, points, why) in enumerate(scored[len(seen):]):
                self._pop(state, seat, pop_text(points, why), k)
        self._walk_to(target, animate=forward)

    def _pop(self, state: MicroworldState, seat: int, text: str, order: int) -> None:
        pawn = state.last_pawn[seat]
        cell = state.pawn_cell[pawn] if pawn != NONE else NONE
        start = (self.cell_point(cell) if cell != NONE else QPointF(0, 0)) + QPointF(0, -24 - order * POP_GAP)
        self.pop_at(start, text, self.colour(seat))

    def pop_at(self, start: QPointF, text: str, colour: QColor, seat: int = -1) -> None:
        """A label rising from ``start`` and fading (nothing with animations off); for a ``seat`` it then flies
        to where that side's marker is walking (the final scoring's points going to the track)."""
        duration = self.context.animation_ms(POP_MS)
        if duration <= 0:
            return
        item = PointsPop(text, colour)
        item.destination = self.track.space_point(seat, self.track.scores[seat]) if seat in (0, 1) else None
        item.setPos(start)
        self.scene.addItem(item)
        self.pops.append(item)
        animation = QVariantAnimation(self.owner)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.setEasingCurve(QEasingCurve.Type.OutQuad)

        def step(value: object) -> None:
            if not alive(item) or not isinstance(value, float):
                return
            risen = start + QPointF(0, -POP_RISE * min(value / RISE_SHARE, 1.0))
            end = item.destination
            if end is None:
                item.setPos(start + QPointF(0, -POP_RISE * value))
                item.setOpacity(1.0 if value < 0.6 else max(0.0, (1.0 - value) / 0.4))
            elif value <= RISE_SHARE:
                item.setPos(risen)
            else:  # gliding to the marker, fading as it arrives
                way = (value - RISE_SHARE) / (1.0 - RISE_SHARE)
                item.setPos(risen + (end - risen) * way)
                item.setOpacity(1.0 if way < 0.7 else max(0.0, (1.0 - way) / 0.3 * 0.7 + 0.3))

        def done() -> None:
            if item in self.pops:
                self.pops.remove(item)
            if alive(item) and item.scene() is not None:
                item.scene().removeItem(item)
            if alive(animation):
                animation.deleteLater()

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        animation.start()

    def _walk_to(self, target: tuple[int, int], animate: bool) -> None:
        """Walk the markers from where they stand to ``target`` (at once when not ``animate``)."""
        walk = self._walk
        if walk is not None and alive(walk):
            walk.stop()
            walk.deleteLater()
        self._walk = None
        start = self.track.shown
        distance = max(abs(t - s) for s, t in zip(start, target))
        duration = self.context.animation_ms(min(WALK_MAX_MS, STEP_MS * distance)) if animate else 0
        if duration <= 0 or not distance:
            self.track.shown = target
            self.track.update()
            return
        track = self.track
        animation = QVariantAnimation(self.owner)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)

        def step(value: object) -> None:
            if alive(track) and isinstance(value, float):
                track.shown = (round(start[0] + (target[0] - start[0]) * value),
                               round(start[1] + (target[1] - start[1]) * value))
                track.update()

        def done() -> None:
            if alive(track):
                track.shown = target
                track.update()
            if self._walk is animation:
                self._walk = None
            if alive(animation):
                animation.deleteLater()

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        animation.start()
        self._walk = animation

    def walking(self) -> bool:
        """Whether a marker is still on its way (tests wait for it as a person would)."""
        return self.track.shown != self.track.scores
