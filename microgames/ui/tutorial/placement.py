"""Where a lesson's bubble goes: in free room of the table, beside what it points at, covering nothing it must not.

The bubble must leave visible the thing it points at, every lit thing and every
thing the sentence talks about (the step's ``clear`` anchors). :func:`free_place`
tries the places that touch those things' edges or the table's edges (each kept
a small gap away), keeps those that cover none of them, and takes the one nearest
the pointed thing (with room around it, so it does not hug a neighbour, and off
the way from a lit thing to it, where a drag goes); without a pointed thing, the
one nearest the top centre. :func:`place_bubble` adds the
last resort for a table too full for the bubble: the place covering least,
never over the pointed thing when it can help it. :func:`choose_place` tries the
bubble's usual size first, then narrower ones (a narrower, taller bubble beside
the thing reads better than one over what the step talks about), and only then
that last resort at the usual size. Rectangles are in the table widget's
coordinates.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import product

from PySide6.QtCore import QPointF, QRectF

GAP = 16.0  # between the bubble and what it points at
MARGIN = 8.0  # the bubble keeps this far inside the table
ROOM = 48.0  # room around the bubble worth moving a little further for
WAY = 120.0  # covering the way from a lit thing to the pointed one (a drag's path) is worth this much further
SIDES = ("below", "above", "right", "left")
WAY_SAMPLES = 24  # points looked at along a way


def _gap(a: QRectF, b: QRectF) -> float:
    """The distance between two rectangles (0 when they touch or overlap)."""
    dx = max(0.0, b.left() - a.right(), a.left() - b.right())
    dy = max(0.0, b.top() - a.bottom(), a.top() - b.bottom())
    return math.hypot(dx, dy)


def side_of(rect: QRectF, target: QRectF | None) -> str:
    """On which side of ``target`` the bubble is, for its tail ("" when none: no target, or overlapping)."""
    if target is None:
        return ""
    if rect.top() >= target.bottom():
        return "below"
    if rect.bottom() <= target.top():
        return "above"
    if rect.left() >= target.right():
        return "right"
    if rect.right() <= target.left():
        return "left"
    return ""


def _inner(area: QRectF) -> QRectF:
    return area.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)


def _clamped(x: float, y: float, size: tuple[float, float], inner: QRectF) -> QRectF:
    width, height = size
    return QRectF(min(max(x, inner.left()), inner.right() - width), min(max(y, inner.top()), inner.bottom() - height),
                  width, height)


def _crosses(rect: QRectF, start: QPointF, end: QPointF) -> bool:
    """Whether the straight way from ``start`` to ``end`` passes under ``rect``."""
    return any(rect.contains(start + (end - start) * (k / WAY_SAMPLES)) for k in range(WAY_SAMPLES + 1))


def free_place(target: QRectF | None, size: tuple[float, float], area: QRectF,
               avoid: Sequence[QRectF] = (), ways: Sequence[QRectF] = ()) -> QRectF | None:
    """The best place of a bubble of ``size`` in ``area`` that covers neither ``target`` nor any of ``avoid``
    (each kept ``GAP / 2`` away), or None when there is none; it would rather not cover the straight way from
    any of ``ways`` (the lit things, where a drag may start) to ``target``."""
    width, height = size
    inner = _inner(area)
    if inner.width() < width or inner.height() < height:
        return None
    half = GAP / 2
    blocks = [r.adjusted(-half, -half, half, half) for r in ([target] if target is not None else []) + list(avoid)]
    if target is not None:
        xs = [target.center().x() - width / 2, target.left(), target.right() - width]
        ys = [target.center().y() - height / 2, target.top(), target.bottom() - height]
    else:
        xs, ys = [area.center().x() - width / 2], [inner.top() + area.height() * 0.08]
    xs += [inner.left(), inner.right() - width, *(b.right() for b in blocks), *(b.left() - width for b in blocks)]
    ys += [inner.top(), inner.bottom() - height, *(b.bottom() for b in blocks), *(b.top() - height for b in blocks)]
    others = list(avoid)
    paths = [(way.center(), target.center()) for way in ways] if target is not None else []
    goal = target if target is not None else QRectF(area.center().x() - 1, inner.top(), 2, 2)
    best: tuple[float, int, QRectF] | None = None
    seen: set[tuple[float, float]] = set()
    for x, y in product(xs, ys):
        rect = _clamped(x, y, size, inner)
        corner = (round(rect.x(), 1), round(rect.y(), 1))
        if corner in seen or any(rect.intersects(b) for b in blocks):
            continue
        seen.add(corner)
        room = min([_gap(rect, r) for r in others] + [ROOM])
        side = side_of(rect, target)
        crossed = WAY * sum(1 for start, end in paths if _crosses(rect, start, end))
        score = (_gap(rect, goal) - room + crossed, SIDES.index(side) if side in SIDES else len(SIDES), rect)
        if best is None or score[:2] < best[:2]:
            best = score
    return best[2] if best is not None else None


def _covered(rect: QRectF, others: Sequence[QRectF]) -> float:
    return sum(max(0.0, (o := rect.intersected(r)).width() * o.height()) for r in others)


def place_bubble(target: QRectF | None, size: tuple[float, float], area: QRectF,
                 avoid: Sequence[QRectF] = ()) -> tuple[QRectF, str]:
    """Where the bubble goes and on which side of ``target`` (for its tail): a free place when there is one,
    else the place covering least of ``avoid`` and, above all, of ``target``."""
    rect = free_place(target, size, area, avoid)
    if rect is None:
        inner = _inner(area)
        width, height = size
        corners = [_clamped(x, y, size, inner) for x, y in product(
            (inner.left(), area.center().x() - width / 2, inner.right() - width),
            (inner.top(), area.center().y() - height / 2, inner.bottom() - height))]
        pointed = [target] if target is not None else []
        rect = min(corners, key=lambda r: (_covered(r, pointed), _covered(r, avoid)))
    return rect, side_of(rect, target)


def choose_place(target: QRectF | None, sizes: Sequence[tuple[float, float]], area: QRectF,
                 avoid: Sequence[QRectF] = (), ways: Sequence[QRectF] = ()) -> tuple[QRectF, str]:
    """The first of ``sizes`` (the usual one first) that has a free place (:func:`free_place`), there; else the
    last resort of :func:`place_bubble` at the first size."""
    for size in sizes:
        rect = free_place(target, size, area, avoid, ways)
        if rect is not None:
            return rect, side_of(rect, target)
    return place_bubble(target, sizes[0], area, avoid)
