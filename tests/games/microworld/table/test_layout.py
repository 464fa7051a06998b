"""The Microworld table in the main window on a small screen (1024×700) and a large one (1920×1080)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QWidget

from microgames.engine.session import Game
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.table.items import PAWN
from microgames.games.microworld.table.tableau import Spread
from microgames.games.microworld.table.view import MicroworldTable
from tests.support.microworld_table import seats
from tests.support.microworld_people import settle


def shown_inside(widget: QWidget, area: QWidget) -> bool:
    """Whether a visible widget lies horizontally inside ``area`` (its left and right edges both show)."""
    top_left = widget.mapTo(area, widget.rect().topLeft())
    rect = QRect(top_left, widget.size())
    return rect.left() >= 0 and rect.right() <= area.width()


def test_small_and_large_windows(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    game = Game.new(RULES, seats(("person", "bot")), 3, {"rule_a": True, "rule_b": True, "rule_c": True,
                                                         "rule_d": True})
    window.start_game(game, None)
    settle(qtbot, window)
    table: MicroworldTable = window.table
    zooms, text, spreads = [], [], []
    for size in ((1024, 700), (1920, 1080)):
        window.resize(*size)
        qtbot.waitUntil(lambda: window.size().width() == size[0])
        QApplication.processEvents()
        view = table.graphics_view
        board = view.mapFromScene(table.scene.itemsBoundingRect()).boundingRect()
        assert view.viewport().rect().contains(board), (size, board)  # the whole board and both piles show
        zooms.append(table.zoom_factor())
        spreads.append(table.tableau.spread.wide)
        text.append(table.panel.instruction.font().pointSizeF())
        assert PAWN * table.zoom_factor() >= 16  # a pawn stays big enough to tell apart
        scroll = table.panel_scroll
        area = scroll.viewport()
        shown = [w for w in table.panel.findChildren(QWidget) if w.isVisible() and w.width() > 0]
        assert shown and all(shown_inside(w, area) for w in shown), size
        assert table.panel.headline.isVisible() and table.panel.headline.visibleRegion().boundingRect().height() > 10
        # whatever does not fit in height scrolls (the board itself never does)
        assert table.panel.height() <= area.height() or scroll.verticalScrollBar().maximum() > 0
    assert zooms[1] > 1.6 * zooms[0]  # the large screen's space goes to the board
    assert spreads[1]  # with the tiles and tokens in columns beside it
    assert table.panel_scroll.width() > 300 and text[1] > 1.2 * text[0]  # and the wider panel's text is larger


def test_a_game_started_in_a_small_window_shows_the_whole_board(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.size().width() == 1024)
    window.start_game(Game.new(RULES, seats(("person", "person")), 3, {}), None)
    table: MicroworldTable = window.table
    view = table.graphics_view
    # fitted to the view's room once laid out, not to the size it had while it was being built
    qtbot.waitUntil(lambda: PAWN * table.zoom_factor() >= 16)
    board = view.mapFromScene(table.scene.itemsBoundingRect()).boundingRect()
    assert view.viewport().rect().contains(board)
    assert board.width() > 0.8 * view.viewport().width() or board.height() > 0.8 * view.viewport().height()


def test_the_things_beside_the_board_go_around_it_in_a_narrow_view() -> None:
    assert Spread.for_view(1200, 730).wide  # columns beside the board
    assert not Spread.for_view(480, 585).wide  # the tiles in the corners, the tokens beneath
    for wide in (True, False):
        room = Spread(wide).room()
        assert room.contains(Spread(wide).pile(0, 13)) and room.contains(Spread(wide).pile(1, 0))
