"""The solver's proof: the best score and, at that score, the most tiles, against a plain search;
cycles (which cost the tie-break a tile each) are found and counted right; the cycle collector, paused
for a search, comes back as it was."""

from __future__ import annotations

import gc

from microgames.engine.rng import Rng
from microgames.games.microchip.boards import boards, parse_cell
from microgames.games.microchip.frontier import CYCLE, TIE, collector_paused, tile_gain, worth_of
from microgames.games.microchip.solver import best_arrangement
from microgames.games.microchip.tiles import tile, tileset
from tests.support.microchip_brute import brute_best_chip

LETTERS = "ABCDE"


def kinds(*names: str) -> list[int]:
    """Tiles by kind, e.g. ``kinds("BL", "BL", "RE")`` (copies in order)."""
    found: list[int] = []
    for name in names:
        found.append(next(t for t in tileset().ids_of_kind(name[0], name[1]) if t not in found))
    return found


def test_the_best_score_and_its_most_tiles_match_a_plain_search() -> None:
    for seed in range(30):
        rng = Rng(500 + seed)
        pool = [t for t in range(60) if tile(t).shape.key in "LEI" or rng.random() < 0.4]  # rich in ends and corners
        tiles = rng.sample(pool, 6 + seed % 3)
        board = boards()[LETTERS[seed % 5]]
        best = best_arrangement(board, tiles)
        assert best.proven
        assert (best.score, best.tiles) == brute_best_chip(board, tiles), (seed, board.letter, tiles)


def test_a_ring_of_corners_is_a_microchip_with_a_cycle() -> None:
    # board A: A1 blue, B1 red, A2 red, B2 green: four corners close a ring (8 wires, 4 tiles, 1 cycle)
    board = boards()["A"]
    ring = kinds("BL", "RL", "RL", "GL")
    best = best_arrangement(board, ring)
    assert (best.score, best.tiles) == (8, 4)
    assert set(best.placements) == {parse_cell(c) for c in ("A1", "B1", "A2", "B2")}


def test_a_value_tells_its_worth_whatever_its_cycles() -> None:
    assert [worth_of(w * TIE - CYCLE * c) for w, c in ((10, 0), (10, 3), (0, 0), (94, 16))] == [10, 10, 0, 94]
    assert worth_of(12 * TIE - CYCLE * 16 - 1) == 11  # a bound below 12 × TIE − CYCLE × 16 rules worth 12 out


def test_the_cycles_paid_tile_by_tile_add_up_to_the_groups() -> None:
    # a group's value, tile by tile plus CYCLE as it completes, is its worth × TIE − CYCLE × cycles
    for wires in ([1, 1], [2, 2, 2, 2], [4, 1, 1, 1, 1], [3, 3, 2, 2, 2, 2], [4, 4, 2, 2, 2, 2, 2, 2]):
        matched, count = sum(wires) // 2, len(wires)
        worth, cycles = 2 * (matched + count), matched - count + 1
        assert sum(tile_gain(w) for w in wires) - CYCLE == worth * TIE - CYCLE * cycles


def test_the_cycle_collector_is_back_as_it_was_after_a_search() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        best_arrangement(boards()["B"], list(range(0, 60, 5)), 200)  # stops early: the collector stays paused
        assert not gc.isenabled()
    assert gc.isenabled()
    best_arrangement(boards()["C"], list(range(0, 60, 4)))
    assert gc.isenabled()
    gc.disable()
    try:
        best_arrangement(boards()["D"], list(range(1, 60, 6)))
        assert not gc.isenabled()  # a caller that keeps it off keeps it off
    finally:
        gc.enable()
