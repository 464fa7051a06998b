"""The moments of Remediate a player should not miss: a cleaned environment, an attack and its defence.

After a step forward the table hands the views before and after it here:

- an environment is cleaned: the cleaned card flies off towards the "Cleaned"
  list, the next one turns over where it lay, its plastic comes from the
  supply, and a banner says what it means
  for the person at the screen ("Arctic Sea Ice: cold. Your remediation is
  capped at 1 without Cold Shock Proteins.");
- an attack: an arrow from the attacker's microbe to the target's; when a
  defence blocked it, that defence card flashes where it stood.

Like the flights these are pictures only, dropped by undo, a hand-off or
looking back; with animations off only the banner's words go to the status bar.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem, QGraphicsPathItem, QGraphicsScene, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem, QWidget,
)

from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.state import RemediateState
from microgames.games.remediate.table.flights import TOKEN, paint_plastic
from microgames.games.remediate.table.items import PictureItem
from microgames.games.remediate.table.layout import TableGeometry
from microgames.games.remediate.table.panels import slot_picture
from microgames.games.remediate.table.look import look, paint_back, paint_environment, wrapped
from microgames.games.remediate.table.text import TableWords, say
from microgames.ui.tablekit.animation import alive, slide
from microgames.ui.tablekit.context import TableContext

FLIP_MS = 520  # the next environment turning over (normal speed)
BANNER_MS = 3200  # how long the banner stays (normal speed)
ARROW_MS = 1100  # how long an attack's arrow stays (normal speed)
FLASH_MS = 900  # a blocking defence flashing (normal speed)


def hazard_news(view: RemediateState, me: int | None) -> str:
    """What the new environment means, for the person at the screen when there is one."""
    env = view.env
    name = C.ENV_NAME[env]
    hazard = C.ENV_HAZARD[env]
    if hazard == C.NO_HAZARD:
        return say(TableWords.tr("%1: no hazard. %n plastic to remediate.", None, view.env_plastic), name)
    hazard_name = C.HAZARDS[hazard]
    if me is None:
        return say(TableWords.tr("%1: %2. Remediation is capped at 1 for a microbe that does not resist it."), name, hazard_name)
    if E.resists(view, me, hazard):
        return say(TableWords.tr("%1: %2. You resist it: your remediation is not capped."), name, hazard_name)
    genes = E.listed(E.resistance_genes(hazard), either=True)
    return say(TableWords.tr("%1: %2. Your remediation is capped at 1 without %3."), name, hazard_name, genes)


class Banner(QGraphicsItem):
    """A wide rounded banner with a line of news, over the table."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, width, height)
        self.text = ""
        self.colour = QColor("#333333")
        self.setZValue(80)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(QPen(self.colour.darker(150), 3))
        painter.setBrush(QColor(look()["card_face"]))
        painter.drawRoundedRect(self.rect, 22, 22)
        band = QRectF(self.rect.left(), self.rect.top(), 26, self.rect.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(band.adjusted(8, 10, 0, -10), 6, 6)
        wrapped(painter, self.rect.adjusted(48, 18, -24, -12), self.text, 30, QColor(look()["card_ink"]), bold=True)


class Spots(Protocol):
    """The places on the table a moment starts from or goes to (the table answers)."""

    geometry_: TableGeometry
    env_past: QGraphicsSimpleTextItem  # the list of cleaned environments
    supply_label: QGraphicsSimpleTextItem  # the plastic supply


class Moments:
    """The banner, the turning card, the arrow and the flashing defence; see the module docstring."""

    def __init__(self, scene: QGraphicsScene, context: TableContext, spots: Spots, owner: QObject,
                 turned: Callable[[], None]) -> None:
        """``owner``: the animations die with it; ``turned``: called when the environment has turned over."""
        self.context, self.spots, self.owner, self.turned = context, spots, owner, turned
        self.banner = Banner(900, 120)
        self.arrow = QGraphicsPathItem()
        self.arrow.setZValue(70)
        self.arrow.hide()
        self.turning = PictureItem(10, 10, z=60)  # the next environment turning over
        self.turning.hide()
        self.flash = PictureItem(10, 10, z=60)  # a blocking defence
        self.flash.hide()
        self.leaving = PictureItem(10, 10, z=60)  # the cleaned environment flying off
        self.leaving.hide()
        self.dealt = PictureItem(TOKEN, TOKEN, z=61)  # the new environment's plastic, from the supply
        self.dealt.hide()
        for item in (self.banner, self.arrow, self.turning, self.flash, self.leaving, self.dealt):
            scene.addItem(item)
        self.arrow_ends: tuple[QPointF, QPointF] | None = None  # where the last arrow went from and to
        self._running: list[QVariantAnimation] = []
        self.news = ""  # the last banner's words

    def busy(self) -> bool:
        """Whether a card is still moving (the banner, the arrow and a flash only fade, so they do not count)."""
        return self.turning.isVisible() or self.leaving.isVisible() or self.dealt.isVisible()

    def turning_over(self) -> bool:
        """Whether the environment card is being turned over (the table then hides the card beneath)."""
        return self.turning.isVisible()

    def drop(self) -> None:
        """Stop every moment at once (the game travelled, or another person looks now)."""
        for animation in self._running:
            if alive(animation):
                animation.stop()
        self._running.clear()
        for item in (self.banner, self.arrow, self.turning, self.flash, self.leaving, self.dealt):
            if alive(item):
                item.hide()

    def _animate(self, normal_ms: int, step: object, done: object = None) -> None:
        ms = self.context.animation_ms(normal_ms)
        animation = QVariantAnimation(self.owner)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(max(1, ms))
        animation.valueChanged.connect(step)  # type: ignore[arg-type]
        if done is not None:
            animation.finished.connect(done)  # type: ignore[arg-type]
        animation.finished.connect(lambda: self._running.remove(animation) if animation in self._running else None)
        self._running.append(animation)
        animation.start()

    # --- what happened ---------------------------------------------------------------------------
    def launch(self, before: RemediateState, after: RemediateState, me: int | None) -> None:
        if after.env != before.env:
            self._environment(before, after, me)
        self._attack(before, after)

    def _environment(self, before: RemediateState, after: RemediateState, me: int | None) -> None:
        t = self.spots
        news = hazard_news(after, me) if after.env >= 0 else say(TableWords.tr("Every environment is clean: the game is over."))
        self.news = news
        self.context.tell(news, 8000)
        if not self.context.animation_ms(FLIP_MS):
            return
        g = t.geometry_
        old = before.env
        self.leaving.resize(g.env_card.width(), g.env_card.height())
        self.leaving.set_picture(("env", old, 0), lambda p, r: paint_environment(p, r, old, 0))
        self.leaving.setPos(g.env_card.topLeft())
        slide(self.leaving, t.env_past.pos() + QPointF(0, 20), self.context, FLIP_MS, owner=self.owner)
        self._animate(FLIP_MS, lambda _v: None, lambda: self.leaving.hide() if alive(self.leaving) else None)
        if after.env >= 0:
            self._turn_over(after.env, after.env_plastic)
            plastic = after.env_plastic
            self.dealt.set_picture(("plastic", plastic), lambda p, r: paint_plastic(p, r, plastic))
            self.dealt.setPos(t.supply_label.pos())
            slide(self.dealt, g.env_card.center() - QPointF(TOKEN / 2, TOKEN / 2), self.context, FLIP_MS,
                  owner=self.owner)
            self._animate(FLIP_MS, lambda _v: None, lambda: self.dealt.hide() if alive(self.dealt) else None)
        hazard = C.ENV_HAZARD[after.env] if after.env >= 0 else C.NO_HAZARD
        self.banner.colour = QColor(look()["hazards"]["none" if hazard == C.NO_HAZARD else C.HAZARDS[hazard]])
        self.banner.text = news
        self.banner.update()
        width = min(900.0, g.width - 40)
        self.banner.prepareGeometryChange()
        self.banner.rect = QRectF(0, 0, width, 120)
        self.banner.setPos(g.width / 2 - width / 2, g.environment.bottom() + 30)
        self.banner.setOpacity(1.0)
        self.banner.show()

        def fade(value: object) -> None:
            if alive(self.banner):
                self.banner.setOpacity(min(1.0, 4.0 * (1.0 - float(value))))  # type: ignore[arg-type]

        self._animate(BANNER_MS, fade, lambda: self.banner.hide() if alive(self.banner) else None)

    def _turn_over(self, env: int, plastic: int) -> None:
        """The next environment, face down, turns over in place."""
        g = self.spots.geometry_
        card = self.turning
        card.resize(g.env_card.width(), g.env_card.height())
        card.setPos(g.env_card.topLeft())
        back = look()["env_back"]
        card.set_picture(("env_back",), lambda p, r: paint_back(p, r, back, TableWords.tr("Environment")))
        face = False
        centre = g.env_card.width() / 2

        def turn(value: object) -> None:
            nonlocal face
            if not alive(card):
                return
            v = float(value)  # type: ignore[arg-type]
            if v >= 0.5 and not face:
                face = True
                card.set_picture(("env", env, plastic), lambda p, r: paint_environment(p, r, env, plastic))
            scale = max(0.02, abs(1.0 - 2.0 * v))
            card.setTransform(QTransform().translate(centre, 0).scale(scale, 1).translate(-centre, 0))

        def done() -> None:
            if alive(card):
                card.setTransform(QTransform())
                card.hide()
                self.turned()  # the environment card itself shows again

        self._animate(FLIP_MS, turn, done)

    def _attack(self, before: RemediateState, after: RemediateState) -> None:
        """An attack resolved (or aimed, for Toxin Secretion): its arrow, and the defence that blocked it."""
        attacker = before.turn
        target, blocked, spot = -1, -1, None
        g = self.spots.geometry_
        if after.phase == "toxin" and before.phase != "toxin":
            target = after.target
        else:
            gone_to_discard = after.discard[len(before.discard):] if len(after.discard) > len(before.discard) else []
            attacked = [c for c in gone_to_discard if c >= 0 and C.CARD_TYPE[c] == C.ATTACK]
            for seat in range(after.seats):
                if seat == attacker:
                    continue
                new = [c for c in after.cloned[seat] if c not in before.cloned[seat]]
                lost = [c for c in before.cloned[seat] if c not in after.cloned[seat]]
                sensitivity = [c for c in new if C.CARD_TYPE[c] == C.ATTACK]
                if sensitivity:
                    target = seat  # a sensitivity cloned into the target: its Attack slot
                    spot = slot_picture(g, after, seat, sensitivity[0])[0].center()
                elif attacked and (lost or after.stash[seat] < before.stash[seat]):
                    target = seat
                    defences = [c for c in lost if C.CARD_TYPE[c] == C.DEFENCE]
                    blocked = defences[0] if defences else -1
                    if blocked >= 0:  # the Defence slot that blocked it, wherever the microbe's slots put it
                        spot = slot_picture(g, before, seat, blocked)[0].center()
                    elif lost:  # Toxin Secretion's gene, where it stood
                        spot = slot_picture(g, before, seat, lost[0])[0].center()
                    else:  # plastic stolen or returned: the stash
                        spot = g.seats[seat].holdings.center()
        if target < 0:
            return
        self._arrow(attacker, target, spot)
        if blocked >= 0:
            self._flash(before, target, blocked)

    def _arrow(self, source: int, target: int, spot: QPointF | None = None) -> None:
        """An arrow from the attacker's microbe to ``spot`` (the slot or stash it hit) or the target's panel."""
        if not self.context.animation_ms(ARROW_MS):
            return
        seats = self.spots.geometry_.seats
        start, end = seats[source].panel.center(), spot if spot is not None else seats[target].panel.center()
        self.arrow_ends = (start, end)
        path = QPainterPath(start)
        bend = QPointF(-(end - start).y(), (end - start).x()) * 0.15
        path.quadTo((start + end) / 2 + bend, end)
        tip = path.pointAtPercent(1.0)
        back = path.pointAtPercent(0.93)
        along = tip - back
        length = max(1.0, (along.x() ** 2 + along.y() ** 2) ** 0.5)
        unit = along / length
        normal = QPointF(-unit.y(), unit.x())
        head = QPainterPath(tip)
        head.lineTo(tip - unit * 34 + normal * 18)
        head.moveTo(tip)
        head.lineTo(tip - unit * 34 - normal * 18)
        path.addPath(head)
        self.arrow.setPath(path)
        colour = QColor(look()["types"]["Attack"])
        self.arrow.setPen(QPen(colour, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        self.arrow.setOpacity(0.9)
        self.arrow.show()

        def fade(value: object) -> None:
            if alive(self.arrow):
                self.arrow.setOpacity(0.9 * min(1.0, 3.0 * (1.0 - float(value))))  # type: ignore[arg-type]

        self._animate(ARROW_MS, fade, lambda: self.arrow.hide() if alive(self.arrow) else None)

    def _flash(self, before: RemediateState, seat: int, card: int) -> None:
        if not self.context.animation_ms(FLASH_MS):
            return
        g = self.spots.geometry_
        rect, draw = slot_picture(g, before, seat, card)
        self.flash.resize(rect.width(), rect.height())
        self.flash.setPos(rect.topLeft())
        self.flash.set_picture(("gene", card, g.compact), draw, "selected")
        self.flash.show()

        def blink(value: object) -> None:
            if alive(self.flash):
                phase = float(value) * 3.0  # type: ignore[arg-type]
                self.flash.setOpacity(1.0 if phase % 1.0 < 0.6 else 0.25)

        self._animate(FLASH_MS, blink, lambda: self.flash.hide() if alive(self.flash) else None)

