"""Board geometry: cells from the polar grid, adjacency from shared boundaries, the cross, seams, quarters."""

from __future__ import annotations

from microgames.games.microworld.geometry import (ADJACENT, CELLS, EXTERNAL_MASK, QUARTER_EXTERNAL_MASK, cell_id,
                                                  computed_adjacency, flood, opposite_quarter, shared_boundary)


def test_the_stored_adjacency_is_the_one_the_outlines_give() -> None:
    """resources/microworld/adjacency.json is written from geometry.json; this catches either drifting."""
    assert ADJACENT == computed_adjacency()


def test_forty_cells_in_four_quarters_of_one_two_three_four() -> None:
    assert len(CELLS) == 40
    for quarter in range(4):
        rings = [sum(1 for c in CELLS if c.quarter == quarter and c.ring == r) for r in range(4)]
        assert rings == [1, 2, 3, 4]
    assert all(c.end - c.start == 90 // (c.ring + 1) or c.end - c.start == 22.5 for c in CELLS)


def test_adjacency_is_symmetric_and_never_reflexive() -> None:
    for a, near in enumerate(ADJACENT):
        assert a not in near
        for b in near:
            assert a in ADJACENT[b]


def test_the_cross_neighbours_touch_but_opposites_do_not() -> None:
    centre = [cell_id(q, 0) for q in range(4)]
    assert centre == [0, 10, 20, 30]
    assert 10 in ADJACENT[0] and 30 in ADJACENT[0]
    assert 20 not in ADJACENT[0] and 30 not in ADJACENT[10]
    assert shared_boundary(CELLS[0], CELLS[20]) == 0  # they meet only at the centre point
    assert shared_boundary(CELLS[0], CELLS[10]) > 0


def test_ring_neighbours_across_quarter_seams() -> None:
    assert cell_id(1, 6) in ADJACENT[cell_id(0, 9)]  # outer ring, quarter 1 end to quarter 2 start
    assert cell_id(3, 9) in ADJACENT[cell_id(0, 6)]  # across the 0° seam
    assert cell_id(3, 2) in ADJACENT[cell_id(0, 1)]  # ring 1 across the seam


def test_rings_touch_where_angles_overlap_by_more_than_a_point() -> None:
    # ring 1 cell 0 (0°-45°) meets ring 2 cells 0 (0-30°) and 1 (30-60°), not 2 (60-90°)
    assert {3, 4} <= set(ADJACENT[1]) and 5 not in ADJACENT[1]
    # ring 2 cell 1 (30-60°) meets ring 3 cells 22.5-45 and 45-67.5 only
    assert set(ADJACENT[4]) & {6, 7, 8, 9} == {7, 8}
    assert ADJACENT[0] == (1, 2, 10, 30)


def test_external_cells_and_quarters() -> None:
    assert EXTERNAL_MASK.bit_count() == 16
    assert [m.bit_count() for m in QUARTER_EXTERNAL_MASK] == [4, 4, 4, 4]
    assert opposite_quarter(0) == 2 and opposite_quarter(3) == 1
    everything = (1 << 40) - 1
    assert flood(1, everything) == everything  # the board is connected
