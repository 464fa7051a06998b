"""The things beside the board: tokens face up or down in hand and in front of their owner, the gene summary
with its arrow, the mutation tiles (rule C's choice made by clicking one), the target and rule tiles."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from microgames.games.microworld.genes import GENE_KEYS, MUTATION_NAMES, TARGET_NAMES
from microgames.games.microworld.state import HIDDEN
from tests.support.microworld_table import Harness


def _click_item(harness: Harness, item) -> None:  # type: ignore[no-untyped-def]
    harness.qtbot.mouseClick(harness.viewport, Qt.MouseButton.LeftButton, pos=harness.at(item.scenePos()))
    QApplication.processEvents()


def test_rule_c_a_mutation_tile_is_kept_by_clicking_it_on_the_table(make_table) -> None:  # type: ignore[no-untyped-def]
    harness: Harness = make_table(seed=2, options={"rule_c": True})  # Overachiever, the longest line, and Dominance
    tableau = harness.table.tableau
    offers = harness.state.offers[0]
    mine = [t for t in tableau.offers[0] + tableau.offers[1] if t.on_click is not None]
    assert [t.title for t in mine] == [MUTATION_NAMES[k] for k in offers]  # the Viruses' two tiles, face up
    assert sum(t.face_down for t in tableau.offers[1]) == 2  # the Anticorps' two, face down
    harness.table.grab()  # painted as shown
    for tile in mine:  # each says what it does and how it is kept: whole on its face, or on hover and click
        assert tile.text.endswith("click to keep it") and tile.fitted
        assert tile.compact or tile.drawn_pixels >= tile.min_pixels - 0.5
        assert tile.toolTip().startswith(tile.title)
    _click_item(harness, mine[1])
    assert harness.state.mutation[0] == offers[1]
    kept = tableau.mutations[0]
    assert kept is not None and kept.title == MUTATION_NAMES[offers[1]] and not kept.face_down


def test_your_tokens_face_up_the_opponents_face_down_and_a_used_one_in_front_of_you(make_table) -> None:  # type: ignore[no-untyped-def]
    harness: Harness = make_table(options={"rule_a": True, "rule_b": True, "target": "genes"})
    table = harness.table
    tableau = table.tableau
    assert [t.token for t in tableau.hands[0]] == harness.state.hand[0] and [t.token for t in tableau.hands[1]] == [HIDDEN]
    target = tableau.target
    assert target is not None and target.title == TARGET_NAMES["genes"] and not target.face_down
    assert target.text.startswith("4 gene tokens used")  # the tile says its condition, as the printed one does
    table.grab()
    assert target.fitted  # its long name whole, on one line or two
    assert [t.title for t in tableau.rule_tiles] == ["A", "B"]
    harness.click_cell(min(harness.state.setup.board.gene_cells))  # the opening; the Anticorps look now
    anywhere = GENE_KEYS.index("anywhere")
    assert [t.token for t in tableau.hands[1]] == [anywhere] and tableau.hands[0][0].token == HIDDEN
    token = tableau.hands[1][0]
    assert token.lit and "Place anywhere" in token.toolTip()
    _click_item(harness, token)  # used from the table: it lies face up in front of the Anticorps
    assert harness.state.used[1] == [anywhere] and [t.token for t in tableau.used[1]] == [anywhere]
    assert not tableau.hands[1] and tableau.summary.arrow == anywhere  # the gene arrow on its power
    won = harness.state.clone()
    won.target_winner = 1
    tableau.sync(won, set(), None)
    assert tableau.target is not None and tableau.target.face_down and "Anticorps" in tableau.target.text
