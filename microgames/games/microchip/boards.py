"""The five personal boards A–E (data in ``resources/microchip/boards.json``) and cell names.

Cells are numbered 0–24 row by row from the top left. A cell's name is its
column letter A–E (left to right) and row number 1–5 (top to bottom), like a
spreadsheet: cell 0 is ``A1``, cell 7 is ``C2``, cell 24 is ``E5``.
"""

from __future__ import annotations

from functools import cache

import attrs

from microgames.resources import load_json
from microgames.games.microchip.tiles import E, N, S, W

SIZE = 5
CELLS = SIZE * SIZE
COLUMN_LETTERS = "ABCDE"


def cell_name(cell: int) -> str:
    return f"{COLUMN_LETTERS[cell % SIZE]}{cell // SIZE + 1}"


def parse_cell(name: str) -> int:
    """The cell number of a name such as ``C3``; ValueError for anything else."""
    text = name.strip().upper()
    if len(text) != 2 or text[0] not in COLUMN_LETTERS or text[1] not in "12345":
        raise ValueError(f"{name!r} is not a cell name (A1 to E5)")
    return (int(text[1]) - 1) * SIZE + COLUMN_LETTERS.index(text[0])


def neighbour(cell: int, side: int) -> int | None:
    """The cell beyond ``side`` of ``cell``, or None off the board."""
    row, col = divmod(cell, SIZE)
    if side == N:
        return cell - SIZE if row > 0 else None
    if side == S:
        return cell + SIZE if row < SIZE - 1 else None
    if side == E:
        return cell + 1 if col < SIZE - 1 else None
    if side == W:
        return cell - 1 if col > 0 else None
    raise ValueError(f"not a side: {side}")


def open_sides(cell: int) -> int:
    """The sides of ``cell`` that face another cell (not the board edge)."""
    return sum(side for side in (N, E, S, W) if neighbour(cell, side) is not None)


@attrs.frozen
class Board:
    letter: str
    colours: tuple[str, ...]  # colour key of every cell, 25 entries

    def colour(self, cell: int) -> str:
        return self.colours[cell]

    def cells_of(self, colour: str) -> tuple[int, ...]:
        return tuple(i for i, c in enumerate(self.colours) if c == colour)

    def rows(self) -> list[str]:
        return ["".join(self.colours[r * SIZE : (r + 1) * SIZE]) for r in range(SIZE)]


@cache
def boards() -> dict[str, Board]:
    """Boards A–E by letter."""
    data = load_json("microchip/boards.json")["boards"]
    return {letter: Board(letter, tuple("".join(rows))) for letter, rows in data.items()}


def board(letter: str) -> Board:
    try:
        return boards()[letter]
    except KeyError:
        raise ValueError(f"There is no board {letter!r}; the boards are {', '.join(boards())}.") from None
