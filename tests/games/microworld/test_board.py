"""The 8 element sides follow the authoring constraints; assembly, codes, custom boards and tissues."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from microgames.engine.rng import Rng
from microgames.games.microworld import board as boards
from microgames.games.microworld.geometry import ADJACENT, QUARTER_MASK, border_cells, flood

LOCAL_MASK = QUARTER_MASK[0]


@pytest.mark.parametrize("name", sorted(boards.sides()))
def test_each_side_follows_the_constraints(name: str) -> None:
    side = boards.sides()[name]
    cells, genes = side["cells"], side["genes"]
    assert len(cells) == 10 and set(cells) == set(boards.KIND_LETTERS)
    assert max(cells.count(k) for k in boards.KIND_LETTERS) <= 4
    assert len({cells[g] for g in genes}) == len(genes)  # gene spaces on different kinds
    border = set(border_cells("start")) | set(border_cells("end"))
    groups = []
    for start in range(10):
        same = sum(1 << c for c in range(10) if cells[c] == cells[start])
        groups.append(flood(1 << start, same & LOCAL_MASK))
    assert any(g.bit_count() >= 3 and any(g >> c & 1 for c in border) for g in groups)


def test_gene_spaces_per_element_are_two_two_two_one_on_both_sides() -> None:
    table = boards.sides()
    assert [len(table[f"{e}A"]["genes"]) for e in "1234"] == [2, 2, 2, 1]
    assert all(len(table[f"{e}A"]["genes"]) == len(table[f"{e}B"]["genes"]) for e in "1234")


def test_all_384_boards_have_seven_gene_spaces_and_rebuild_from_their_code() -> None:
    codes = boards.all_codes()
    assert len(set(codes)) == 384
    for code in codes[::17]:
        board = boards.parse(code)
        assert len(board.gene_cells) == 7 and board.code == code
        assert boards.parse(board.code) == board


def test_random_assembly_is_seeded() -> None:
    assert boards.random_code(Rng(5)) == boards.random_code(Rng(5))
    assert len({boards.random_code(Rng(s)) for s in range(40)}) > 20


@pytest.mark.parametrize("code, reason", [("1A-1B-2A-3A", "each element"), ("1C-2A-3A-4A", "look like"),
                                          ("MMM", "look like")])
def test_bad_codes_are_refused_with_a_reason(code: str, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        boards.parse(code)


def test_tissues_are_maximal_same_kind_groups_across_elements() -> None:
    board = boards.parse("1A-2A-3A-4A")
    seen = 0
    for mask in board.tissues:
        kinds = {board.kinds[c] for c in range(40) if mask >> c & 1}
        assert len(kinds) == 1
        assert seen & mask == 0
        seen |= mask
        assert flood(mask & -mask, mask) == mask  # connected
        for c in range(40):
            if mask >> c & 1:  # maximal: every same-kind neighbour belongs to it
                assert all(mask >> n & 1 for n in ADJACENT[c] if board.kinds[n] == board.kinds[c])
    assert seen == (1 << 40) - 1
    # the mucous cells 15, 18, 19 of quarter 2 and 26 of quarter 3 form one tissue across the seam
    assert board.tissue_cells(board.tissue_of[19]) == (15, 18, 19, 26)
    assert any(len({c // 10 for c in board.tissue_cells(t)}) > 1 for t in range(len(board.tissues)))


def test_custom_layout_and_board_file(tmp_path: Path) -> None:
    path = tmp_path / "board.json"
    quarters = [{"cells": boards.sides()[s]["cells"], "genes": boards.sides()[s]["genes"]} for s in ("1A", "2A", "3A", "4A")]
    path.write_text(json.dumps({"quarters": quarters}))
    code = boards.code_from_file(path)
    custom = boards.parse(code)
    standard = boards.parse("1A-2A-3A-4A")
    assert custom.kinds == standard.kinds and custom.gene_cells == standard.gene_cells
    with pytest.raises(ValueError, match="exactly 7 gene spaces"):
        boards.parse(code.upper())
