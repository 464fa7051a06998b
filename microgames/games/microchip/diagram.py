"""A text picture of a seat's board and tray that parses back exactly.

The notation::

    Board C
       A  B  C  D  E
    1  B┌ B┐ r. r. r.
    2  B└ B┘ y. r. r.
    3  g. y. y. y. p.
    4  g. g. y. p. p.
    5  g. g. b. p. p.
    Tray: R╵ G┼

- The first line names the board (A–E). Then a header of column letters and one
  line per row, numbered 1–5 from the top: cells are named like ``C3``.
- Each cell is two characters: the space's colour letter (B blue, R red, G green,
  Y yellow, P pink), **upper case with the tile's wires** when a tile is on it,
  **lower case with a dot** when it is empty. A tile always has its space's colour.
- The wires are drawn with box-drawing lines, pointing the way the tile's paths
  leave it: ``┼`` cross; ``┬ ├ ┴ ┤`` T-junction; ``└ ┌ ┐ ┘`` corner; ``│ ─``
  straight; ``╵ ╶ ╷ ╴`` terminal (its one wire points up, right, down, left).
  The look fixes the shape and the rotation (rotations are canonical, see ``tiles``).
- ``Tray:`` lists the tray in order, each tile as colour letter and shape in
  rotation 0 (``┼ ┬ └ │ ╵``); ``Tray: -`` when it is empty.

Copies of one kind of tile are interchangeable, so the picture does not name
them: parsing gives each tile the lowest id of its kind not yet used (in
reading order, board first, then tray).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import attrs

from microgames.engine.rng import Rng
from microgames.games.microchip.badges import Layout
from microgames.games.microchip.boards import CELLS, COLUMN_LETTERS, SIZE, board
from microgames.games.microchip.state import EMPTY, MicrochipState
from microgames.games.microchip.tiles import tile, tileset

GLYPHS = {
    1: "╵", 2: "╶", 4: "╷", 8: "╴",
    3: "└", 6: "┌", 12: "┐", 9: "┘", 5: "│", 10: "─",
    7: "├", 14: "┬", 13: "┤", 11: "┴", 15: "┼",
}
MASKS = {glyph: mask for mask, glyph in GLYPHS.items()}
EMPTY_MARK = "."


@attrs.frozen
class SeatLayout:
    """What a diagram describes: a board letter, its 25 cells and a tray."""

    board: str
    cells: tuple[tuple[int, int] | None, ...]
    tray: tuple[int, ...]


def draw_layout(letter: str, cells: Layout, tray: Sequence[int]) -> str:
    """The diagram of a board, its cells and a tray."""
    colours = board(letter).colours
    lines = [f"Board {letter}", "   " + "  ".join(COLUMN_LETTERS)]
    for row in range(SIZE):
        parts = []
        for col in range(SIZE):
            cell = row * SIZE + col
            placed = cells[cell]
            if placed is None:
                parts.append(colours[cell].lower() + EMPTY_MARK)
            else:
                parts.append(colours[cell] + GLYPHS[tile(placed[0]).mask(placed[1])])
        lines.append(f"{row + 1}  " + " ".join(parts))
    tray_text = " ".join(tile(t).colour.key + GLYPHS[tile(t).shape.wires] for t in tray) or "-"
    lines.append(f"Tray: {tray_text}")
    return "\n".join(lines)


def draw(state: MicrochipState, seat: int) -> str:
    """The diagram of one seat's board and tray."""
    return draw_layout(state.board_letters[seat], state.cells[seat], state.trays[seat])


class _Ids:
    """Hands out the lowest unused id of each kind."""

    def __init__(self, taken: Iterable[int]) -> None:
        self.taken = set(taken)

    def take(self, colour: str, mask: int, where: str) -> tuple[int, int]:
        shape = tileset().shape_of_mask(mask)
        if shape is None:
            raise ValueError(f"{where}: no tile has no wires")
        free = [i for i in tileset().ids_of_kind(colour, shape.key) if i not in self.taken]
        if not free:
            raise ValueError(f"{where}: there are no more {tileset().colour(colour).name} {shape.name} tiles")
        self.taken.add(free[0])
        rotation = shape.rotation_of(mask)
        assert rotation is not None
        return free[0], rotation


def parse(text: str, taken: Iterable[int] = ()) -> SeatLayout:
    """Read a diagram (see the module notes); ``taken`` ids are not handed out. ValueError names the problem."""
    lines = [line.rstrip() for line in text.strip("\n").splitlines() if line.strip()]
    lines = [line.strip() for line in lines]
    if len(lines) != SIZE + 3 or not lines[0].startswith("Board "):
        raise ValueError("a diagram has a 'Board X' line, a header, 5 rows and a 'Tray:' line")
    letter = lines[0].removeprefix("Board ").strip()
    colours = board(letter).colours
    if lines[1].split() != list(COLUMN_LETTERS):
        raise ValueError("the second line should be the column letters A B C D E")
    ids = _Ids(taken)
    cells: list[tuple[int, int] | None] = [None] * CELLS
    for row in range(SIZE):
        parts = lines[2 + row].split()
        if len(parts) != SIZE + 1 or parts[0] != str(row + 1):
            raise ValueError(f"row {row + 1} should start with its number and have 5 cells")
        for col, token in enumerate(parts[1:]):
            cell = row * SIZE + col
            where = f"{COLUMN_LETTERS[col]}{row + 1}"
            if len(token) != 2 or token[0].upper() != colours[cell]:
                raise ValueError(f"{where} should show the board's colour {colours[cell]}, not {token!r}")
            if token[1] == EMPTY_MARK:
                if not token[0].islower():
                    raise ValueError(f"{where}: an empty space is written in lower case")
                continue
            if token[1] not in MASKS or not token[0].isupper():
                raise ValueError(f"{where}: {token!r} is not a tile")
            cells[cell] = ids.take(token[0], MASKS[token[1]], where)
    tray_line = lines[SIZE + 2]
    if not tray_line.startswith("Tray:"):
        raise ValueError("the last line should start with 'Tray:'")
    tray: list[int] = []
    items = tray_line.removeprefix("Tray:").split()
    for token in [] if items == ["-"] else items:
        if len(token) != 2 or token[1] not in MASKS or token[0] not in "".join(c.key for c in tileset().colours):
            raise ValueError(f"tray: {token!r} is not a tile")
        tile_id, _ = ids.take(token[0], MASKS[token[1]], "tray")
        tray.append(tile_id)
    return SeatLayout(letter, tuple(cells), tuple(tray))


def table(diagrams: Sequence[str], names: Sequence[str] | None = None, improve: bool = True,
          seed: int = 0) -> MicrochipState:
    """A building-phase state (pool empty) with every seat as drawn: tests read like pictures."""
    taken: list[int] = []
    layouts = []
    for text in diagrams:
        layout = parse(text, taken)
        taken += [p[0] for p in layout.cells if p is not None] + list(layout.tray)
        layouts.append(layout)
    if len({layout.board for layout in layouts}) != len(layouts):
        raise ValueError("each seat needs a different board")
    count = len(layouts)
    removed = tuple(t.id for t in tileset().tiles if t.id not in set(taken))
    return MicrochipState(
        rng=Rng(seed), names=tuple(names or (f"Seat {i + 1}" for i in range(count))),
        board_letters=tuple(layout.board for layout in layouts), pool=[[EMPTY]], removed=removed, turn=0,
        cells=[list(layout.cells) for layout in layouts], trays=[list(layout.tray) for layout in layouts],
        status=["building"] * count, posted=[None] * count, improve=improve,
    )


def kinds(layout: Layout, tray: Sequence[int]) -> tuple[tuple[tuple[str, str, int] | None, ...], tuple[tuple[str, str], ...]]:
    """The layout with ids replaced by kinds: what a diagram shows (for comparing pictures and states)."""
    cells = tuple(None if p is None else (*tile(p[0]).kind, p[1]) for p in layout)
    return cells, tuple(tile(t).kind for t in tray)
