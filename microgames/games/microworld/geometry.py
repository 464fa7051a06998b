"""The board's polar grid: cells, their outlines, and adjacency computed from shared boundaries.

The view draws exactly these outlines (radii and angles), and the rules use
the adjacency derived from them, so the picture and the rules cannot disagree.
Deriving it takes exact arithmetic over every pair of cells (a tenth of a second),
so it is done once into ``resources/microworld/adjacency.json``
(``python -m microgames.games.microworld.geometry`` writes it again) and a test
checks that file against :func:`computed_adjacency`.
Cell ``q * 10 + k`` is grid position ``k`` (ring by ring, counter-clockwise) of
quarter ``q``; quarter 0 spans 0°–90°.
"""

from __future__ import annotations

import json
from fractions import Fraction

import attrs

from microgames.resources import load_json, resource_path

FULL_TURN = Fraction(360)


@attrs.frozen
class CellShape:
    """One cell's place on the disc: an annular sector."""

    id: int
    quarter: int
    ring: int
    index: int  # position within its ring inside the quarter, counter-clockwise
    local: int  # grid position 0..9 inside the quarter
    start: Fraction  # degrees, counter-clockwise from the x axis
    end: Fraction
    inner: Fraction  # radius, the disc being of radius 1
    outer: Fraction

    @property
    def external(self) -> bool:
        """On the outer ring, next to the scoretrack."""
        return self.ring == RING_COUNT - 1


def _build() -> tuple[tuple[CellShape, ...], int]:
    data = load_json("microworld/geometry.json")
    quarters = int(data["quarters"])
    width = FULL_TURN / quarters
    cells: list[CellShape] = []
    for quarter in range(quarters):
        local = 0
        for ring, spec in enumerate(data["rings"]):
            count = int(spec["cells_per_quarter"])
            step = width / count
            for index in range(count):
                start = quarter * width + index * step
                cells.append(CellShape(len(cells), quarter, ring, index, local, start, start + step,
                                       Fraction(str(spec["inner"])), Fraction(str(spec["outer"]))))
                local += 1
    return tuple(cells), len(data["rings"])


CELLS, RING_COUNT = _build()
CELL_COUNT = len(CELLS)
QUARTERS = 1 + max(c.quarter for c in CELLS)
CELLS_PER_QUARTER = CELL_COUNT // QUARTERS


def _angular_overlap(a: CellShape, b: CellShape) -> Fraction:
    """Degrees shared by the two cells' angular ranges (on the circle)."""
    best = Fraction(0)
    for shift in (-FULL_TURN, Fraction(0), FULL_TURN):
        low, high = max(a.start, b.start + shift), min(a.end, b.end + shift)
        best = max(best, high - low)
    return best


def _touch_at_ray(a: CellShape, b: CellShape) -> bool:
    """True when one cell's angular range ends exactly where the other's begins."""
    return a.end % FULL_TURN == b.start % FULL_TURN or b.end % FULL_TURN == a.start % FULL_TURN


def shared_boundary(a: CellShape, b: CellShape) -> Fraction:
    """The length of the line two cells share (0 when they meet at a point or not at all).

    Arc lengths are returned in radius·degrees, which is enough to tell zero from positive.
    """
    if a.id == b.id:
        return Fraction(0)
    length = Fraction(0)
    if a.outer == b.inner or b.outer == a.inner:
        radius = a.outer if a.outer == b.inner else a.inner
        length += _angular_overlap(a, b) * radius
    if _angular_overlap(a, b) == 0 and _touch_at_ray(a, b):
        length += max(Fraction(0), min(a.outer, b.outer) - max(a.inner, b.inner))
    return length


def computed_adjacency() -> tuple[tuple[int, ...], ...]:
    """Each cell's neighbours, derived from the outlines (slow; the game reads the stored copy)."""
    return tuple(
        tuple(b.id for b in CELLS if shared_boundary(a, b) > 0) for a in CELLS
    )


ADJACENCY_FILE = "microworld/adjacency.json"
ADJACENT: tuple[tuple[int, ...], ...] = tuple(tuple(near) for near in load_json(ADJACENCY_FILE)["adjacent"])
ADJACENT_MASK: tuple[int, ...] = tuple(sum(1 << n for n in near) for near in ADJACENT)
ALL_MASK = (1 << CELL_COUNT) - 1
EXTERNAL_MASK = sum(1 << c.id for c in CELLS if c.external)
QUARTER_MASK: tuple[int, ...] = tuple(sum(1 << c.id for c in CELLS if c.quarter == q) for q in range(QUARTERS))
QUARTER_EXTERNAL_MASK: tuple[int, ...] = tuple(m & EXTERNAL_MASK for m in QUARTER_MASK)


def opposite_quarter(quarter: int) -> int:
    return (quarter + QUARTERS // 2) % QUARTERS


def cell_id(quarter: int, local: int) -> int:
    return quarter * CELLS_PER_QUARTER + local


def cell_name(cell: int) -> str:
    """A short name players can find on the board: quarter, then grid position, e.g. "Q2·7"."""
    shape = CELLS[cell]
    return f"Q{shape.quarter + 1}·{shape.local + 1}"


def flood(start: int, allowed: int) -> int:
    """The cells of ``allowed`` (a bitmask) connected to the cells of ``start`` through adjacency."""
    reached = start & allowed
    frontier = reached
    while frontier:
        grow = 0
        while frontier:
            low = frontier & -frontier
            grow |= ADJACENT_MASK[low.bit_length() - 1]
            frontier ^= low
        frontier = grow & allowed & ~reached
        reached |= frontier
    return reached


def border_cells(local_edge: str) -> tuple[int, ...]:
    """Grid positions touching a quarter's starting ("start") or ending ("end") edge."""
    last = {c.ring: c.index for c in CELLS if c.quarter == 0}  # the highest index of each ring
    return tuple(c.local for c in CELLS if c.quarter == 0 and
                 c.index == (0 if local_edge == "start" else last[c.ring]))


def _write_adjacency() -> None:
    """Store :func:`computed_adjacency` for the game to read (run after changing geometry.json)."""
    lines = ",\n  ".join(json.dumps(list(near)) for near in computed_adjacency())
    note = "Each cell's neighbours (cells sharing a line with it), derived from geometry.json by geometry.py."
    resource_path(ADJACENCY_FILE).write_text(f'{{\n "note": "{note}",\n "adjacent": [\n  {lines}\n ]\n}}\n',
                                            encoding="utf-8")


if __name__ == "__main__":
    _write_adjacency()
