"""Where the bubble goes: free room beside what it points at; narrower where only that fits; the least covered
place when nothing fits."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from microgames.ui.tutorial.placement import choose_place, free_place, side_of

AREA = QRectF(0, 0, 1000, 700)
USUAL, NARROW = (360.0, 140.0), (281.0, 180.0)


def test_the_bubble_goes_beside_its_target_covering_nothing_it_must_leave_in_sight() -> None:
    target = QRectF(480, 300, 40, 40)
    lit = [QRectF(420, 360, 60, 60), QRectF(520, 200, 200, 90)]  # below-left of it and above-right
    rect = free_place(target, USUAL, AREA, lit)
    assert rect is not None and AREA.contains(rect)
    assert not rect.intersects(target) and not any(rect.intersects(r) for r in lit)
    assert side_of(rect, target) and min(abs(rect.top() - target.bottom()), abs(rect.bottom() - target.top()),
                                         abs(rect.left() - target.right()), abs(rect.right() - target.left())) < 40


def test_where_only_a_narrower_bubble_fits_it_is_narrower() -> None:
    target = QRectF(450, 100, 100, 40)
    walls = [QRectF(0, 120, 330, 580), QRectF(670, 120, 330, 580)]  # lit on both sides: a corridor 340 wide below
    assert free_place(target, USUAL, AREA, walls) is None
    rect, side = choose_place(target, [USUAL, NARROW], AREA, walls)
    assert rect.width() == NARROW[0] and side == "below"
    assert not rect.intersects(target) and not any(rect.intersects(w) for w in walls) and AREA.contains(rect)


def test_when_nothing_fits_the_bubble_covers_least_and_never_its_target() -> None:
    target = QRectF(480, 40, 40, 40)
    everything = [QRectF(0, 100, 1000, 600)]
    rect, _side = choose_place(target, [USUAL, NARROW], AREA, everything)
    assert rect.width() == USUAL[0] and AREA.contains(rect) and not rect.intersects(target)
    assert rect.intersected(everything[0]).height() < USUAL[1]  # as little as it can
    rect, side = choose_place(None, [USUAL], AREA)  # nothing pointed at: the top centre, no tail
    assert side == "" and abs(rect.center().x() - 500) < 1 and rect.top() < 100


def test_the_bubble_keeps_off_the_way_a_drag_goes_from_a_lit_thing_to_its_target() -> None:
    target, tray = QRectF(200, 100, 60, 60), QRectF(200, 560, 60, 60)  # drag the tile up from the tray
    beside = free_place(target, USUAL, AREA, [tray])
    assert beside is not None and any(beside.contains(QPointF(230, y)) for y in range(130, 591, 10))  # else over it
    rect = free_place(target, USUAL, AREA, [tray], ways=[tray])
    assert rect is not None and not any(rect.contains(QPointF(230, y)) for y in range(130, 591, 10))
    assert not rect.intersects(target) and not rect.intersects(tray)
