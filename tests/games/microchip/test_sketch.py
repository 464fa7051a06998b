"""The easy bot's arrangement by eye: legal, closed where it counts, repeatable, and no better than the best."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from microgames.games.microchip.badges import faults
from microgames.games.microchip.boards import CELLS, boards
from microgames.games.microchip.scoring import score
from microgames.games.microchip.sketch import sketch
from microgames.games.microchip.solver import best_arrangement
from microgames.games.microchip.tiles import tile

BOARDS = sorted(boards().values(), key=lambda b: b.letter)


def layout_of(placements: dict[int, tuple[int, int]]) -> list[tuple[int, int] | None]:
    return [placements.get(cell) for cell in range(CELLS)]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(BOARDS), st.lists(st.integers(0, 59), min_size=1, max_size=25, unique=True))
def test_a_sketch_is_legal_fault_free_and_never_beats_the_solver(board, tiles) -> None:
    placements = sketch(board, tiles, tries=5)
    assert sorted(t for t, _ in placements.values()) == sorted(set(t for t, _ in placements.values()))
    assert set(t for t, _ in placements.values()) <= set(tiles)
    for cell, (tile_id, rotation) in placements.items():
        assert board.colour(cell) == tile(tile_id).colour.key
        assert 0 <= rotation < tile(tile_id).shape.rotations
    layout = layout_of(placements)
    assert faults(layout) == {}
    points = score(layout, len(tiles) - len(placements)).points
    assert points <= best_arrangement(board, tiles).score


def test_the_same_tiles_give_the_same_sketch_whatever_their_order() -> None:
    tiles = list(range(0, 60, 2))[:25]
    assert sketch(BOARDS[0], tiles) == sketch(BOARDS[0], list(reversed(tiles)))


def test_a_sketch_of_a_full_draft_builds_a_real_microchip() -> None:
    tiles = list(range(0, 50, 2))
    placements = sketch(BOARDS[1], tiles)
    chip = score(layout_of(placements), len(tiles) - len(placements))
    assert chip.chip_tiles >= 4 and chip.points > -2 * len(tiles) + 10
