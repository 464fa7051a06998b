"""Assembled boards: which side of which element lies in each quarter, cell kinds, gene spaces, tissues.

A board is named by a short code such as ``1A-3B-2A-4B`` (quarter 1 first,
counter-clockwise). A custom board is written as four groups of ten kind
letters, a lowercase letter marking a gene space, e.g. ``MmNM...-...``; it can
also be read from a JSON file with :func:`code_from_file`.
"""

from __future__ import annotations

import itertools
import json
import re
from functools import cache
from pathlib import Path

import attrs

from microgames.engine.rng import Rng
from microgames.engine.words import local
from microgames.games.microworld.geometry import CELL_COUNT, CELLS_PER_QUARTER, QUARTERS, flood
from microgames.games.microworld.speech import MicroworldWords
from microgames.resources import load_json

GENE_SPACES = 7
_ELEMENT_CODE = re.compile(r"^[1-4][AB](-[1-4][AB]){3}$")


def sides() -> dict[str, dict]:
    """The 8 element sides from the data file, by name ("1A" … "4B")."""
    return load_json("microworld/sides.json")["sides"]


def kind_names() -> dict[str, str]:
    """Kind letter -> name ("M" -> "mucous"), in every language."""
    return {k: local(v["name"]) for k, v in load_json("microworld/sides.json")["kinds"].items()}


def tissue_names() -> dict[str, str]:
    """Kind letter -> the tissue's name ("M" -> "mucous tissue"), in every language."""
    return {k: local(v["tissue"]) for k, v in load_json("microworld/sides.json")["kinds"].items()}


KIND_LETTERS = "MNOU"
MUCOUS, NERVOUS, OSSEOUS, MUSCULAR = KIND_LETTERS


@attrs.frozen
class Board:
    """An assembled board: immutable and shared by every copy of a game state."""

    code: str
    kinds: str  # one kind letter per cell
    gene_cells: tuple[int, ...]
    tissue_of: tuple[int, ...] = attrs.field(eq=False, repr=False)
    tissues: tuple[int, ...] = attrs.field(eq=False, repr=False)  # bitmask of each tissue's cells
    kind_mask: dict[str, int] = attrs.field(eq=False, repr=False)
    members: tuple[tuple[int, ...], ...] = attrs.field(eq=False, repr=False)  # the cells of each tissue

    @classmethod
    def build(cls, code: str, kinds: str, gene_cells: tuple[int, ...]) -> Board:
        tissue_of = [-1] * CELL_COUNT
        tissues: list[int] = []
        kind_mask = {k: sum(1 << c for c in range(CELL_COUNT) if kinds[c] == k) for k in KIND_LETTERS}
        for cell in range(CELL_COUNT):
            if tissue_of[cell] < 0:
                mask = flood(1 << cell, kind_mask[kinds[cell]])
                for member in range(CELL_COUNT):
                    if mask >> member & 1:
                        tissue_of[member] = len(tissues)
                tissues.append(mask)
        members = tuple(tuple(c for c in range(CELL_COUNT) if m >> c & 1) for m in tissues)
        return cls(code, kinds, tuple(sorted(gene_cells)), tuple(tissue_of), tuple(tissues), kind_mask, members)

    def tissue_cells(self, tissue: int) -> tuple[int, ...]:
        return self.members[tissue]


def from_elements(code: str) -> Board:
    """The board named by an element code such as ``1A-3B-2A-4B``; ValueError with a reason."""
    code = code.strip().upper()
    if not _ELEMENT_CODE.match(code):
        raise ValueError(MicroworldWords.tr("Board code %1 should look like 1A-3B-2A-4B.").arg(repr(code)))
    parts = code.split("-")
    if sorted(p[0] for p in parts) != ["1", "2", "3", "4"]:
        raise ValueError(MicroworldWords.tr("Board code %1 should use each element 1 to 4 once.").arg(repr(code)))
    table = sides()
    kinds, genes = "", []
    for quarter, part in enumerate(parts):
        side = table[part]
        kinds += side["cells"]
        genes += [quarter * CELLS_PER_QUARTER + g for g in side["genes"]]
    return Board.build(code, kinds, tuple(genes))


def from_layout(code: str) -> Board:
    """A custom board: four groups of ten kind letters, lowercase = gene space."""
    parts = code.strip().split("-")
    if len(parts) != QUARTERS or any(len(p) != CELLS_PER_QUARTER for p in parts):
        raise ValueError(MicroworldWords.tr("A custom board needs four groups of ten cell letters separated by '-'."))
    text = "".join(parts)
    if any(ch.upper() not in KIND_LETTERS for ch in text):
        raise ValueError(MicroworldWords.tr("A custom board uses only the letters %1.").arg(", ".join(KIND_LETTERS)))
    genes = tuple(i for i, ch in enumerate(text) if ch.islower())
    if len(genes) != GENE_SPACES:
        raise ValueError(MicroworldWords.tr("A custom board needs exactly %1 gene spaces (lowercase letters), not %2.")
                         .arg(GENE_SPACES, len(genes)))
    return Board.build(code.strip(), text.upper(), genes)


@cache
def parse(code: str) -> Board:
    """A board from an element code or a custom layout."""
    return from_elements(code) if len(code.strip()) <= 11 else from_layout(code)


def random_code(rng: Rng) -> str:
    """Each element to a random quarter, each on a random side."""
    order = ["1", "2", "3", "4"]
    rng.shuffle(order)
    return "-".join(e + rng.choice("AB") for e in order)


def all_codes() -> list[str]:
    """The 384 element boards."""
    return ["-".join(e + s for e, s in zip(order, faces))
            for order in itertools.permutations("1234") for faces in itertools.product("AB", repeat=4)]


def code_from_file(path: Path) -> str:
    """Read a custom board file ({"quarters": [{"cells": "MMNM…", "genes": [4, 7]}, …]}) as a layout code.

    The code goes into the ``board`` table option, so a save holds the whole board.
    """
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    quarters = data.get("quarters") if isinstance(data, dict) else None
    if not isinstance(quarters, list) or len(quarters) != QUARTERS:
        raise ValueError(f"a board file lists {QUARTERS} quarters")
    groups = []
    for quarter in quarters:
        cells, genes = str(quarter.get("cells", "")), set(quarter.get("genes", []))
        groups.append("".join(ch.lower() if i in genes else ch.upper() for i, ch in enumerate(cells)))
    code = "-".join(groups)
    from_layout(code)
    return code
