"""The text diagram: it draws what is on the board and parses back to the same layout."""

from __future__ import annotations

import pytest

from microgames.games.microchip.boards import parse_cell as at
from microgames.games.microchip.diagram import draw, kinds, parse, table
from microgames.games.microchip.tiles import tile
from tests.support.microchip import board_a

PICTURE = """\
Board C
   A  B  C  D  E
1  B┌ B┐ r. r. r.
2  B╵ B┤ y. r. r.
3  g. y. y. y. p.
4  g. g. Y┼ p. p.
5  g. g. b. p. p.
Tray: R╵ G┼ R╵"""


def test_a_picture_parses_and_draws_back_exactly() -> None:
    layout = parse(PICTURE)
    assert layout.board == "C"
    placed = {cell: (tile(p[0]).describe(), p[1]) for cell, p in enumerate(layout.cells) if p}
    assert placed == {
        at("A1"): ("blue corner", 1),  # ┌ is E+S: the corner's N+E turned once clockwise
        at("B1"): ("blue corner", 2),  # ┐ is S+W
        at("A2"): ("blue terminal", 0),  # ╵ points N, as in rotation 0
        at("B2"): ("blue T-junction", 1),  # ┤ is N+S+W: ┬ turned once clockwise
        at("C4"): ("yellow cross", 0),
    }
    assert [tile(t).describe() for t in layout.tray] == ["red terminal", "green cross", "red terminal"]
    state = table([PICTURE])
    assert draw(state, 0) == PICTURE


def test_copies_get_the_lowest_free_ids_and_states_round_trip_by_kind() -> None:
    layout = parse(PICTURE)
    terminals = list(layout.tray[0::2])
    assert terminals == sorted(terminals) and terminals[0] != terminals[1]
    with pytest.raises(ValueError, match="no more blue corner"):
        parse(PICTURE.replace("g. y. y. y. p.", "g. y. y. y. p.").replace("5  g. g. b.", "5  g. g. B└"))
    state = table([PICTURE])
    again = parse(draw(state, 0))
    assert kinds(again.cells, again.tray) == kinds(state.cells[0], state.trays[0])


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (("Board C", "Board Q"), "no board"),
        (("1  B┌", "1  R┌"), "A1 should show the board's colour B"),
        (("r. r. r.", "R. r. r."), "lower case"),
        (("Y┼", "Yx"), "not a tile"),
        (("Tray: R╵", "Tray: Q╵"), "not a tile"),
        (("Tray:", "Hand:"), "Tray:"),
    ],
)
def test_bad_pictures_are_refused_with_the_reason(change: tuple[str, str], reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        parse(PICTURE.replace(*change))


def test_an_empty_tray_and_board() -> None:
    text = board_a().strip()
    assert text.endswith("Tray: -")
    assert draw(table([text]), 0) == text
