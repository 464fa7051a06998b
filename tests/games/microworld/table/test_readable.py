"""The box's components are read without leaning in: tile text, captions and cell names are never smaller on
the screen than the side panel's text, from 1024×700 up; the score markers are as large as a pawn; the panel
needs no scroll bar at 1180×800 even with every token held; the gene arrow stays on its card; the cell names
the move log uses can be shown on the board."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QToolTip

from microgames.engine.session import Game
from microgames.games.microworld.genes import TOKEN_COUNT
from microgames.games.microworld.geometry import cell_name
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.table.components import GeneSummary
from microgames.games.microworld.table.items import PAWN, ScoreTrackItem
from microgames.games.microworld.table.view import MicroworldTable
from tests.support.microworld_people import settle
from tests.support.microworld_table import Harness, seats

EVERYTHING = {f"rule_{c}": True for c in "abcdefgh"}


def _resize(qtbot, window, size: tuple[int, int]) -> MicroworldTable:  # type: ignore[no-untyped-def]
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0] and window.size().height() == size[1])
    QApplication.processEvents()
    table: MicroworldTable = window.table
    table.grab()  # painted as the screen shows it
    return table


def test_tile_text_captions_and_cell_names_are_never_smaller_than_the_panels_text(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    game = Game.new(RULES, seats(("person", "person")), 4, {**EVERYTHING, "target": "genes"})
    window.start_game(game, None)
    settle(qtbot, window)
    for size in ((1024, 700), (1180, 800), (1920, 1080)):
        table = _resize(qtbot, window, size)
        body = QFontInfo(table.panel.instruction.font()).pixelSize()
        tableau = table.tableau
        tiles = tableau.tiles()
        assert len(tiles) == 8 + 1 + 2 + 2 and body >= 11  # the rules A-H, the target, the mutations drawn
        for tile in tiles:
            assert tile.fitted, (size, tile.title)  # nothing cut off
            assert tile.drawn_pixels >= body - 0.5, (size, tile.title, tile.drawn_pixels, body)
        labels = [*table.supply_labels, *(i for i in tableau.items if type(i).__name__ == "Caption")]
        assert all(label.drawn_pixels >= body - 0.5 for label in labels if label.text), size
        assert tableau.summary.min_pixels == body


def test_a_compact_tile_shows_its_full_text_on_a_click(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    game = Game.new(RULES, seats(("person", "person")), 4, {**EVERYTHING, "target": "genes"})
    window.start_game(game, None)
    settle(qtbot, window)
    table = _resize(qtbot, window, (1024, 700))
    target = table.tableau.target
    assert target is not None and target.toolTip().startswith("Target 4 Gene Tokens Used: ")
    view = table.graphics_view
    centre = view.mapFromScene(target.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.waitUntil(lambda: QToolTip.text() == target.toolTip(), timeout=3000)


def test_the_score_markers_are_as_large_as_a_pawn() -> None:
    assert ScoreTrackItem.MARKER >= 0.85 * PAWN


def test_the_gene_arrow_stays_inside_its_card() -> None:
    summary = GeneSummary()
    for power in range(TOKEN_COUNT):
        assert summary.rect.contains(summary.arrow_path(power).boundingRect()), power


def test_the_panel_needs_no_scroll_bar_at_1180_by_800_with_every_token_held(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    game = Game.new(RULES, seats(("person", "person")), 4, {"rule_a": True, "rule_b": True, "rule_c": True,
                                                            "rule_d": True, "target": "genes"})
    state = game.history.state  # a position no game reaches so soon, to fill the panel: every token in one hand
    state.hand = [list(range(TOKEN_COUNT - 1)), []]  # all but the one set aside at the opening
    state.leftovers = []
    state.token_at = [-1] * len(state.token_at)
    window.start_game(game, None)
    settle(qtbot, window)
    table = _resize(qtbot, window, (1180, 800))
    rows = [row for row in table.panel.token_rows if row.isVisible()]
    assert len(rows) == TOKEN_COUNT - 1
    qtbot.waitUntil(lambda: table.panel_scroll.verticalScrollBar().maximum() == 0)
    assert table.panel.cell_names.isVisible() and table.panel.cell_names.visibleRegion().boundingRect().height() > 10


def test_show_cell_names_writes_the_log_names_on_the_board_and_hovering_shows_one(make_table) -> None:  # type: ignore[no-untyped-def]
    harness: Harness = make_table()
    table = harness.table
    box = table.panel.cell_names
    assert not box.isChecked() and not any(item.show_name for item in table.cells)
    harness.qtbot.mouseMove(harness.viewport, harness.at(table.cell_point(17)))
    harness.qtbot.waitUntil(lambda: table.cells[17].hovered)
    table.grab()
    body = QFontInfo(table.panel.instruction.font()).pixelSize()
    assert table.cells[17].drawn_name_pixels >= body - 0.5  # the hovered cell shows its name
    assert table.cells[17].toolTip().startswith(cell_name(17) + ":")
    harness.qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center() - QPointF(box.width() / 2 - 8, 0).toPoint())
    assert box.isChecked() and all(item.show_name for item in table.cells)
    table.grab()
    assert all(item.drawn_name_pixels >= body - 0.5 for item in table.cells)
    names = {cell_name(item.cell) for item in table.cells}
    assert "Q1·6" in names and len(names) == 40
    harness.qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center() - QPointF(box.width() / 2 - 8, 0).toPoint())
    assert not box.isChecked() and not any(item.show_name for item in table.cells)


def test_the_set_aside_token_and_the_leftovers_keep_their_captions_apart(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    game = Game.new(RULES, seats(("person", "person")), 4, {})
    window.start_game(game, None)
    settle(qtbot, window)
    game.history.execute(game.state.legal_commands(0)[0])  # the opening: its token is set aside
    settle(qtbot, window)
    for size in ((1024, 700), (1180, 800), (1920, 1080)):
        tableau = _resize(qtbot, window, size).tableau
        captions = {i.text: i.sceneBoundingRect() for i in tableau.items if type(i).__name__ == "Caption"}
        aside, leftovers = captions["set aside"], captions["leftovers"]
        assert tableau.set_aside is not None and len(tableau.leftovers) == 2
        assert aside.right() < leftovers.left(), size  # "set aside", then "leftovers": never one over the other
        assert all(aside.right() < token.sceneBoundingRect().left() for token in tableau.leftovers), size
