"""The prepared position of Microchip's lesson: a small pool and every seat's board, as text.

The text is the pool, then each seat's board diagram (see ``diagram``), then
optionally whose turn it is to draft::

    Pool
       1  2
    1  Y╵ G┬
    2  P╵ ..
    Board A
       A  B  C  D  E
    1  B┌ R┌ g. y. p.
    ...
    Tray: -
    Board B
    ...
    Tray: -
    Turn: 1

Pool tiles are written like tray tiles (colour letter, shape in rotation 0),
``..`` for an empty slot; columns are numbered from 1 at the left, as on the table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from microgames.engine.seats import Seat
from microgames.games.microchip import diagram
from microgames.games.microchip.state import EMPTY, MicrochipState
from microgames.games.microchip.tiles import tileset

EMPTY_SLOT = ".."


def _pool(lines: list[str], free: list[int]) -> list[list[int]]:
    """The pool's rows of tile ids, each taken from ``free`` (the lowest id of its kind)."""
    if not lines:
        raise ValueError("the pool has no rows")
    columns = len(lines[0].split())
    pool: list[list[int]] = []
    for number, line in enumerate(lines[1:], start=1):
        parts = line.split()
        if len(parts) != columns + 1 or parts[0] != str(number):
            raise ValueError(f"pool row {number} should start with its number and have {columns} slots")
        row = []
        for token in parts[1:]:
            if token == EMPTY_SLOT:
                row.append(EMPTY)
                continue
            mask = diagram.MASKS.get(token[1:]) if len(token) == 2 else None
            shape = tileset().shape_of_mask(mask) if mask is not None else None
            if shape is None or shape.wires != mask or token[0] not in {c.key for c in tileset().colours}:
                raise ValueError(f"pool: {token!r} is not a tile")
            kind = [t for t in tileset().ids_of_kind(token[0], shape.key) if t in free]
            if not kind:
                raise ValueError(f"pool: there are no more {token} tiles")
            free.remove(kind[0])
            row.append(kind[0])
        pool.append(row)
    if not pool:
        raise ValueError("the pool has no rows")
    return pool


def position(text: str, seats: Sequence[Seat], options: Mapping[str, Any], seed: int) -> MicrochipState:
    """The state the text describes, drafting under way (ValueError names a problem)."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    if not lines or lines[0] != "Pool":
        raise ValueError("the position starts with a 'Pool' line")
    turn = 0
    if lines[-1].startswith("Turn:"):
        turn = int(lines.pop().removeprefix("Turn:").strip()) - 1
    starts = [i for i, line in enumerate(lines) if line.startswith("Board ")]
    if len(starts) != len(seats):
        raise ValueError(f"the position draws {len(starts)} boards for {len(seats)} seats")
    boards = ["\n".join(lines[a:b]) for a, b in zip(starts, [*starts[1:], len(lines)])]
    state = diagram.table(boards, [s.name for s in seats], bool(options.get("improve", True)), seed)
    free = sorted(state.removed)
    state.pool = _pool(lines[1:starts[0]], free)
    state.removed = tuple(free)
    if not 0 <= turn < len(seats):
        raise ValueError(f"there is no seat {turn + 1} to draft")
    state.turn = turn
    return state
