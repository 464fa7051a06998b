"""The tiles: five colours, five shapes, their wires and rotations (data in ``resources/microchip/tiles.json``).

Wires are a 4-bit mask of sides: ``N=1, E=2, S=4, W=8``. A rotation ``r`` (0–3)
turns a tile ``r`` quarter turns clockwise, so a wire on N moves to E. Rotations
are kept canonical, in ``range(shape.rotations)``: a cross has one look, a
straight two, the others four; so a tile's look (its mask) fixes its rotation.

Tile ids are 0–59, colour by colour in the order of ``tiles.json``, shape by
shape, copy by copy. Copies of one kind (colour and shape) are interchangeable.
"""

from __future__ import annotations

from functools import cache

import attrs

from microgames.engine.words import local
from microgames.resources import load_json

N, E, S, W = 1, 2, 4, 8
EMPTY = -1  # an empty pool slot: no tile (here so that commands and state both read it without importing each other)
SIDES: tuple[int, ...] = (N, E, S, W)
SIDE_NAMES = {"N": N, "E": E, "S": S, "W": W}
OPPOSITE = {N: S, E: W, S: N, W: E}


def rotate_mask(mask: int, turns: int) -> int:
    """The wire mask after ``turns`` quarter turns clockwise."""
    turns %= 4
    return ((mask << turns) | (mask >> (4 - turns))) & 15


def wire_count(mask: int) -> int:
    return bin(mask).count("1")


@attrs.frozen
class Colour:
    key: str  # one letter, e.g. "B"
    name: str  # e.g. "blue" (a data text: shown in the player's language, see ``words.local``)
    space: str  # "a blue space", said in each language with its own article and agreement
    tile: str  # "a blue tile"


@attrs.frozen
class Shape:
    key: str  # one letter: X, T, L, I, E
    name: str  # e.g. "T-junction"
    wires: int  # mask in rotation 0
    rotations: int  # distinct looks
    the: str  # "the T-junction": each language's article goes with its noun's gender
    a: dict[str, str] = attrs.field(factory=dict, eq=False)  # colour key -> "a red T-junction"

    @property
    def connections(self) -> int:
        return wire_count(self.wires)

    def mask(self, rotation: int) -> int:
        return rotate_mask(self.wires, rotation)

    def rotation_of(self, mask: int) -> int | None:
        """The canonical rotation that gives ``mask``, or None when this shape cannot look like that."""
        for rotation in range(self.rotations):
            if self.mask(rotation) == mask:
                return rotation
        return None


@attrs.frozen
class Tile:
    id: int
    colour: Colour
    shape: Shape
    copy: int  # 0-based copy number within its kind

    @property
    def kind(self) -> tuple[str, str]:
        return (self.colour.key, self.shape.key)

    def mask(self, rotation: int) -> int:
        return self.shape.mask(rotation)

    def describe(self) -> str:
        """E.g. "red T-junction" (English: for tests and analysis; a player reads :meth:`a_kind`)."""
        return f"{self.colour.name} {self.shape.name}"

    def a_kind(self) -> str:
        """E.g. "a red T-junction", a data text whose article and agreement each language has its own of."""
        return self.shape.a[self.colour.key]


@attrs.frozen
class TileSet:
    colours: tuple[Colour, ...]
    shapes: tuple[Shape, ...]
    tiles: tuple[Tile, ...]

    def colour(self, key: str) -> Colour:
        return next(c for c in self.colours if c.key == key)

    def shape(self, key: str) -> Shape:
        return next(s for s in self.shapes if s.key == key)

    def shape_of_mask(self, mask: int) -> Shape | None:
        """The one shape whose rotations include ``mask`` (None for 0)."""
        return next((s for s in self.shapes if s.rotation_of(mask) is not None), None)

    def ids_of_kind(self, colour: str, shape: str) -> tuple[int, ...]:
        return tuple(t.id for t in self.tiles if t.colour.key == colour and t.shape.key == shape)


@cache
def tileset() -> TileSet:
    """The tiles of the game, built once from the data files."""
    data = load_json("microchip/tiles.json")
    counts = load_json("microchip/distribution.json")["per_colour"]
    colours = tuple(Colour(c["key"], local(c["name"]), local(c["space"]), local(c["tile"])) for c in data["colours"])
    shapes = tuple(
        Shape(s["key"], local(s["name"]), sum(SIDE_NAMES[w] for w in s["wires"]), s["rotations"], local(s["the"]),
              {key: local(text) for key, text in s["a"].items()})
        for s in data["shapes"]
    )
    tiles: list[Tile] = []
    for colour in colours:
        for shape in shapes:
            for copy in range(counts[shape.key]):
                tiles.append(Tile(len(tiles), colour, shape, copy))
    return TileSet(colours, shapes, tuple(tiles))


def tile(tile_id: int) -> Tile:
    return tileset().tiles[tile_id]
