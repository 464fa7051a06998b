"""The Microchip tiles in motion: sliding to a new place and turning in place, timed by the animation preference.

Kept apart from the scene's syncing, which only says where each tile goes; this part knows what is still
moving (``is_still``) and where a moving tile will rest.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QPropertyAnimation

from microgames.games.microchip.table.items import TileItem

MOVE_MS = 260  # a tile sliding to its new place (scaled by the animation preference)
TURN_MS = 160  # a quarter turn


class TileMotion:
    """Every running slide and turn, one of each at most per tile; ``owner`` parents the animations."""

    def __init__(self, owner: QObject, animation_ms: Callable[[int], int]) -> None:
        self.owner = owner
        self.animation_ms = animation_ms
        self.slides: dict[int, QPropertyAnimation] = {}
        self.turns: dict[int, QPropertyAnimation] = {}

    def slide(self, item: TileItem, target: QPointF, duration: int) -> None:
        """Move ``item`` to ``target`` over ``duration`` ms (at once for 0 or a hidden tile)."""
        self.stop(item.tile_id)
        if duration <= 0 or not item.isVisible():
            item.setPos(target)
            return
        animation = QPropertyAnimation(item, b"pos", self.owner)
        animation.setDuration(duration)
        animation.setStartValue(item.pos())
        animation.setEndValue(target)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.finished.connect(lambda t=item.tile_id: self.slides.pop(t, None))
        self.slides[item.tile_id] = animation
        animation.start()

    def stop(self, tile_id: int) -> None:
        """Stop the tile's slide where it is (it is picked up)."""
        running = self.slides.pop(tile_id, None)
        if running is not None:
            running.stop()

    def turn(self, item: TileItem, steps: int) -> None:
        """Show ``item`` turning by ``steps`` quarter turns into the rotation it already has."""
        duration = self.animation_ms(TURN_MS)
        if duration <= 0:
            return
        steps = (steps + 2) % 4 - 2 or 1  # the short way round
        running = self.turns.pop(item.tile_id, None)
        if running is not None:
            running.stop()
        animation = QPropertyAnimation(item, b"turn", self.owner)
        animation.setDuration(duration)
        animation.setStartValue(-90.0 * steps)
        animation.setEndValue(0.0)
        animation.setEasingCurve(QEasingCurve.Type.OutBack)
        animation.finished.connect(lambda t=item.tile_id: self.turns.pop(t, None))
        self.turns[item.tile_id] = animation
        animation.start()

    def settle(self, items: list[TileItem]) -> None:
        """Finish every running animation at once (tests and screenshots); ``items`` end unturned."""
        for animation in list(self.slides.values()) + list(self.turns.values()):
            animation.setCurrentTime(animation.duration())
            animation.stop()
        self.slides.clear()
        self.turns.clear()
        for item in items:
            item.setRotation(0)

    def resting_pos(self, item: TileItem) -> QPointF:
        """Where the tile will rest (its slide's end if it is moving)."""
        animation = self.slides.get(item.tile_id)
        return animation.endValue() if animation is not None else item.pos()

    def is_still(self) -> bool:
        return not self.slides and not self.turns
