"""Badges, groups, closed groups, the scored microchip, −2 per tile outside, and the tie-break."""

from __future__ import annotations

from microgames.games.microchip.boards import parse_cell as at
from microgames.games.microchip.tiles import E, N, S, W
from tests.support.microchip import board_a, table


def test_the_scoring_example_of_a_terminal_pair() -> None:
    state = table([board_a("5  P╶ B╴ r. g. y.")])
    result = state.score(0)
    assert result.microchip == {at("A5"), at("B5")}
    assert (result.connections, result.outside, result.points) == (2, 0, 2)
    assert state.badges(0) == {}


def test_minus_two_for_every_tile_outside_on_the_board_or_in_the_tray() -> None:
    pair = "5  P╶ B╴ r. g. y."
    assert table([board_a(pair, tray="R┼")]).scores() == (0,)
    assert table([board_a("1  b. r. g. y. P╵\n" + pair)]).scores() == (0,)
    assert table([board_a("1  b. r. g. y. P╵\n" + pair, tray="R┼ G│")]).scores() == (-4,)


def test_with_no_closed_group_every_tile_counts_minus_two() -> None:
    state = table([board_a("5  P╶ b. r. g. y.", tray="B╴")])
    assert state.score(0).microchip == frozenset() and state.scores() == (-4,)
    assert table([board_a()]).scores() == (0,)


def test_error_badges_for_wires_off_the_board_or_onto_blank_edges() -> None:
    off_board = table([board_a("1  B╵ r. g. y. p.")])
    assert off_board.badges(0) == {at("A1"): "error"}
    assert off_board.faults(0) == {at("A1"): {N: "error"}}
    blank = table([board_a("5  P╶ B╷ r. g. y.")])  # the pink wire meets the blue tile's blank side
    assert blank.badges(0) == {at("A5"): "error", at("B5"): "error"}  # the blue wire points off the board
    assert blank.faults(0)[at("A5")] == {E: "error"}


def test_warning_badges_for_wires_to_empty_spaces() -> None:
    state = table([board_a("3  g. y. p. B╴ r.")])
    assert state.badges(0) == {at("D3"): "warning"}
    assert state.faults(0) == {at("D3"): {W: "warning"}}
    tee = table([board_a("1  B╶ R┬ g. y. p.")])  # the T's wires go E, S and W: two reach empty spaces
    assert tee.faults(0) == {at("B1"): {E: "warning", S: "warning"}}


def test_an_error_outweighs_a_warning_on_one_tile() -> None:
    state = table([board_a("1  B┼ r. g. y. p.")])
    assert state.faults(0)[at("A1")] == {N: "error", E: "warning", S: "warning", W: "error"}
    assert state.badges(0) == {at("A1"): "error"}


def test_a_group_is_closed_only_without_badges() -> None:
    state = table([board_a("""
4  y. p. b. r. g.
5  P╶ B┬ R╴ g. y.
""")])
    (group,) = state.groups(0)
    assert group.cells == {at("A5"), at("B5"), at("C5")} and not group.closed  # the T's south wire is off-board
    assert state.score(0).points == -6


def test_the_microchip_is_the_best_closed_group() -> None:
    state = table([board_a("""
1  B┌ R┐ g. y. p.
2  R└ G┘ y. p. b.
5  P╶ B╴ r. g. y.
""")])
    assert sorted(g.size for g in state.groups(0)) == [2, 4]
    result = state.score(0)
    assert result.microchip == {at("A1"), at("B1"), at("A2"), at("B2")}
    assert (result.connections, result.outside, result.points) == (8, 2, 4)


def test_tiles_outside_the_microchip_do_not_break_it() -> None:
    # A loose terminal points at the square's blank side: the terminal has the error, the square stays closed.
    state = table([board_a("""
1  B┌ R┐ g. y. p.
2  R└ G┘ Y╴ p. b.
""")])
    assert state.badges(0) == {at("C2"): "error"}
    assert state.score(0).points == 8 - 2


def test_the_tie_break_most_tiles_in_the_microchip_then_shared() -> None:
    square = "1  B┌ R┐ g. y. p.\n2  R└ G┘ y. p. b."  # 4 tiles, 8 connections
    line = _board_b("5  Y╶ P─ B─ R─ G╴")  # 5 tiles, 1 + 2 + 2 + 2 + 1 = 8 connections
    more_tiles = table([board_a(square), line])
    assert more_tiles.scores() == (8, 8) and more_tiles.standings() == [2, 1]
    same = table([board_a(square), _board_b("4  r. G┌ Y┐ p. b.\n5  y. P└ B┘ r. g.")])
    assert same.scores() == (8, 8) and same.standings() == [1, 1]
    higher = table([board_a(square, tray="B╵"), line])
    assert higher.scores() == (6, 8) and higher.standings() == [2, 1]


def _board_b(rows: str, tray: str = "-") -> str:
    lines = ["1  b. r. g. y. p.", "2  g. y. p. b. r.", "3  p. b. r. g. y.", "4  r. g. y. p. b.", "5  y. p. b. r. g."]
    for row in rows.splitlines():
        lines[int(row.split()[0]) - 1] = row
    return "Board B\n   A  B  C  D  E\n" + "\n".join(lines) + f"\nTray: {tray}\n"
