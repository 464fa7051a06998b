"""Placing, refusing and using gene tokens with real clicks on the Microworld table."""

from __future__ import annotations

from microgames.games.microworld.commands import UseGene
from microgames.games.microworld.genes import TARGETED
from microgames.games.microworld.state import AFTER, BEFORE, FIRST, NONE
from tests.microworld_view.conftest import Harness


def test_the_opening_is_a_click_on_a_lit_gene_space(make_table) -> None:  # type: ignore[no-untyped-def]
    harness: Harness = make_table()
    state = harness.state
    assert state.phase == FIRST
    genes = set(state.setup.board.gene_cells)
    assert harness.lit() == genes
    cell = min(genes)
    harness.click_cell(cell)
    state = harness.state
    assert state.cells[cell] == (0,)
    assert state.active == 1 and state.phase == BEFORE
    assert harness.table.cells[cell].look.pawns == ((0, False, False),)
    # the Anticorps must now place next to that pawn: exactly the legal cells are lit
    legal = {c.cell for c in state.legal_commands(1) if hasattr(c, "cell")}
    assert harness.lit() == legal and cell not in legal


def test_a_refused_click_says_why_and_changes_nothing(make_table) -> None:  # type: ignore[no-untyped-def]
    harness: Harness = make_table()
    genes = set(harness.state.setup.board.gene_cells)
    plain = next(c for c in range(40) if c not in genes)
    before = harness.state.clone()
    harness.click_cell(plain)
    assert harness.state == before
    assert harness.messages[-1] == "On the first turn the Viruses place on a cell that holds a gene token."
    harness.click_cell(min(genes))
    far = next(c for c in range(40) if c not in harness.lit() and not harness.state.cells[c])
    harness.click_cell(far)
    assert harness.messages[-1].startswith("Place next to the opponent's last pawn")
    assert harness.state.placed[1] == 0


def test_using_a_token_from_the_panel(make_table) -> None:  # type: ignore[no-untyped-def]
    """Play by clicks until someone may use a token, then press its Use button (and click a target)."""
    harness: Harness = make_table(seed=3, options={"rule_a": True})
    table = harness.table
    for _ in range(40):
        state = harness.state
        seat = state.awaiting()[0]
        uses = [c for c in state.legal_commands(seat) if isinstance(c, UseGene)]
        if uses:
            break
        if state.phase == AFTER:
            harness.press(table.panel.choices["end"])
        else:
            harness.click_cell(min(harness.lit()))
    else:
        raise AssertionError("no token became usable")
    token = uses[0].token
    row = next(r for r in table.panel.token_rows if r.isVisible() and r.token == token)
    harness.press(row.use)
    if uses[0].target != NONE or token in TARGETED:
        assert table.choosing == token
        assert harness.lit() == {c.target for c in uses if c.token == token}
        harness.click_cell(uses[0].target)
    state = harness.state
    assert token in state.used[seat] and token not in state.hand[seat]
    assert table.choosing is None
    assert "Gene arrow" in table.panel.setup_text.text()
