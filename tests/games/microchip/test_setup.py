"""Setup: the data, the pool grid for 2–5 players, the two-player removal, distinct boards."""

from __future__ import annotations

from collections import Counter

import pytest

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from microgames.games.microchip.boards import boards, cell_name, parse_cell
from microgames.games.microchip.state import EMPTY
from microgames.games.microchip.tiles import tile, tileset

RULES = registry.get("microchip")


def new_game(players: int, seed: int = 1, **options) -> Game:
    return Game.new(RULES, [Seat(f"P{i}") for i in range(players)], seed, options)


def test_sixty_tiles_with_the_distribution_per_colour() -> None:
    tiles = tileset().tiles
    assert len(tiles) == 60
    per_colour = Counter(t.colour.key for t in tiles)
    assert per_colour == dict.fromkeys("BRGYP", 12)
    blue = Counter(t.shape.name for t in tiles if t.colour.key == "B")
    assert blue == {"cross": 1, "T-junction": 3, "corner": 2, "straight": 2, "terminal": 4}
    assert {t.shape.name: t.shape.connections for t in tiles} == {
        "cross": 4, "T-junction": 3, "corner": 2, "straight": 2, "terminal": 1}


def test_rotations_turn_wires_clockwise_and_looks_are_distinct() -> None:
    corner = tileset().shape("L")
    assert [corner.mask(r) for r in range(4)] == [0b0011, 0b0110, 0b1100, 0b1001]  # NE, ES, SW, WN
    looks = {s.name: len({s.mask(r) for r in range(4)}) for s in tileset().shapes}
    assert looks == {s.name: s.rotations for s in tileset().shapes}
    assert looks["straight"] == 2 and looks["cross"] == 1


def test_boards_have_five_cells_of_every_colour() -> None:
    assert sorted(boards()) == list("ABCDE")
    for board in boards().values():
        assert Counter(board.colours) == dict.fromkeys("BRGYP", 5)
    assert boards()["C"].rows()[2] == "GYYYP"


def test_cell_names_read_column_then_row() -> None:
    assert [cell_name(c) for c in (0, 4, 7, 24)] == ["A1", "E1", "C2", "E5"]
    assert parse_cell("c3") == 12
    with pytest.raises(ValueError):
        parse_cell("F1")


@pytest.mark.parametrize(("players", "rows", "columns", "tiles"), [(2, 5, 10, 50), (3, 5, 12, 60), (4, 5, 12, 60), (5, 6, 10, 60)])
def test_pool_grid_per_player_count(players: int, rows: int, columns: int, tiles: int) -> None:
    state = new_game(players).state
    assert (len(state.pool), len(state.pool[0])) == (rows, columns)
    in_pool = [t for row in state.pool for t in row]
    assert EMPTY not in in_pool and len(set(in_pool)) == tiles
    assert len(state.removed) == 60 - tiles
    assert set(in_pool) | set(state.removed) == set(range(60))
    assert len(set(state.board_letters)) == players


def test_two_player_removal_and_pool_order_are_random_but_seeded() -> None:
    a, b, again = new_game(2, seed=1).state, new_game(2, seed=2).state, new_game(2, seed=1).state
    assert a.removed != b.removed and a.pool != b.pool
    assert a == again


def test_boards_can_be_chosen_and_must_differ() -> None:
    assert new_game(3, boards="CAE").state.board_letters == ("C", "A", "E")
    with pytest.raises(ValueError, match="chosen twice"):
        new_game(2, boards="AA")


def test_five_players_sit_at_a_table_of_five_at_most() -> None:
    assert (RULES.min_seats, RULES.max_seats) == (2, 5)
    with pytest.raises(ValueError):
        new_game(6)


def test_tile_descriptions() -> None:
    assert tile(0).describe() == "blue cross"
    assert [tile(i).shape.name for i in (1, 4, 6, 8)] == ["T-junction", "corner", "straight", "terminal"]


def test_boards_are_checked_as_typed_for_the_new_game_dialog() -> None:
    two = new_game(2).seats
    assert RULES.check_setup({"boards": "random"}, two) == {} and RULES.check_setup({"boards": ""}, two) == {}
    assert RULES.check_setup({"boards": "ce"}, two) == {}
    assert RULES.check_setup({"boards": "AA"}, two) == {
        "boards": "Board A is chosen twice: each player needs a different board."}
    assert "3 boards for 2 players" in RULES.check_setup({"boards": "ABC"}, two)["boards"]
    with pytest.raises(ValueError):  # a save can hold no value the field would refuse
        RULES.checked_options({"boards": "A1"})
