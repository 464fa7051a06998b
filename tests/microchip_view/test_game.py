"""A whole two-player game in the window against an easy bot, through Finish and the results, in both modes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.session import Game
from microgames.games.microchip.rules import RULES
from microgames.ui.preferences import Preferences
from tests.microchip_view.conftest import seats


@pytest.mark.parametrize("improve", [True, False])
def test_a_whole_game_against_a_bot(qtbot, improve: bool) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.app import make_application
    from microgames.ui.mainwindow import MainWindow

    make_application()
    window = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    game = Game.new(RULES, seats(("person", "bot")), 11, {"improve": improve})
    window.start_game(game, None)
    controller = window.controller
    controller.bot_budget = 0.05
    table = window.table
    view = table.graphics_view
    try:
        drags = 0
        while game.state.phase == "drafting":
            qtbot.waitUntil(lambda: game.state.phase != "drafting" or game.state.turn == 0, timeout=10000)
            if game.state.phase != "drafting":
                break
            tile_id = game.state.column(game.state.active_column())[0]
            start = view.mapFromScene(table.tile_pos(tile_id))
            end = view.mapFromScene(table.geometry_.seats[0].tray.center())
            qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
            qtbot.mouseMove(view.viewport(), pos=(start + end) / 2)
            qtbot.mouseMove(view.viewport(), pos=end)
            qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
            drags += 1
            assert tile_id in game.state.trays[0]
        assert drags == 25
        assert game.state.phase == "building"
        QApplication.processEvents()
        buttons = table.buttons
        qtbot.mouseClick(buttons["hint"], Qt.MouseButton.LeftButton)
        if table.hint:
            qtbot.mouseClick(buttons["apply_hint"], Qt.MouseButton.LeftButton)
        assert game.state.score(0).chip_tiles > 0
        assert buttons["finish"].isVisible() and not buttons["resume"].isVisible()
        qtbot.mouseClick(buttons["finish"], Qt.MouseButton.LeftButton)
        assert game.state.status[0] in ("finished", "building")  # building again if the bot posted more
        if game.state.status[0] == "finished" and game.state.phase == "building":
            assert buttons["resume"].isVisible() == improve and not buttons["finish"].isVisible()
        for _ in range(20):
            if game.state.is_over():
                break
            QApplication.processEvents()
            if game.state.status[0] == "building" and buttons["concede"].isVisible():
                assert improve
                qtbot.mouseClick(buttons["concede"], Qt.MouseButton.LeftButton)
            elif not improve:
                assert not buttons["resume"].isVisible() and not buttons["concede"].isVisible()
            qtbot.waitUntil(lambda: game.state.is_over() or (game.state.status[0] == "building"
                                                             and buttons["concede"].isVisible()), timeout=10000)
        assert game.state.is_over()
        qtbot.waitUntil(lambda: window.results_dialog is not None, timeout=5000)
        dialog = window.results_dialog
        places = game.state.standings()
        assert dialog.headline.text().endswith("wins!") or dialog.headline.text().startswith("A tie")
        from microgames.games.microchip.view_results import ResultsBoards

        boards = dialog.findChild(ResultsBoards)
        assert boards is not None and boards.picture.isVisible() is not None
        assert places.count(1) >= 1
        labels = game.history.labels()
        assert labels[0].startswith("Blue drafts a ") and any(label.startswith("Red ") for label in labels)
        assert any(label.startswith("Blue finishes with ") for label in labels)
        dialog.reject()
    finally:
        controller.close(keep_autosave=False)
        window.controller = None
