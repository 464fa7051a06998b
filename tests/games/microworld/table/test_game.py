"""A whole game in the main window against an easy bot at the default animation speed, by clicks, through the
final count on the board to the tissue-by-tissue results; and what animations Off change (everything at once)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.session import Game
from microgames.games.microworld.commands import Place
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.state import AFTER, MUTATION, STEAL
from microgames.ui.tablekit.animation import is_sliding
from microgames.ui.preferences import Preferences
from tests.support.microworld_table import seats


def _window(qtbot, preferences: Preferences):  # type: ignore[no-untyped-def]
    from microgames.ui.app import make_application
    from microgames.ui.mainwindow import MainWindow

    make_application()
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.resize(1300, 860)
    window.show()
    qtbot.waitExposed(window)
    return window


def _close(window) -> None:  # type: ignore[no-untyped-def]
    window.controller.close(keep_autosave=True)
    window.controller = None
    window.close()


def test_a_whole_game_against_an_easy_bot(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.games.microworld.table.results import FinalBreakdown

    window = _window(qtbot, Preferences())  # the player's defaults: animations at Normal
    game = Game.new(RULES, seats(("person", "bot")), 7, {"rule_a": True, "rule_c": True})
    window.start_game(game, None)
    window.controller.bot_budget = 0.05
    table = window.table
    view = table.graphics_view
    placed = 0
    for _ in range(200):
        qtbot.waitUntil(lambda: game.state.is_over() or (table.context.acting_seat() == 0 and table.is_still()),
                        timeout=10000)  # as a person does: the bot's pawn has landed before the next click
        state = game.state
        if state.is_over():
            break
        panel = table.panel
        if state.phase == MUTATION:
            qtbot.mouseClick(panel.choices["offer0"], Qt.MouseButton.LeftButton)
        elif state.phase == STEAL:
            qtbot.mouseClick(panel.choices["let"], Qt.MouseButton.LeftButton)
        elif state.phase == AFTER:
            qtbot.mouseClick(panel.choices["end"], Qt.MouseButton.LeftButton)
        else:
            lit = sorted(item.cell for item in table.cells if item.look.lit)
            assert lit, "a placement always has a lit cell"
            before = game.state.placed[0]
            pos = view.mapFromScene(table.cell_point(lit[len(lit) // 2]))
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
            assert game.state.placed[0] == before + 1
            placed += 1
        QApplication.processEvents()
    assert game.state.is_over() and placed == 14
    qtbot.waitUntil(lambda: window.results_dialog is not None, timeout=30000)  # after the count on the board
    assert not table.final_walk.running and table.track.scores == game.state.scores()
    summary = window.results_dialog.findChild(FinalBreakdown)
    assert summary is not None and summary.list.count() == len(summary.lines) > 1
    second = summary.list.visualItemRect(summary.list.item(1)).center()
    qtbot.mouseClick(summary.list.viewport(), Qt.MouseButton.LeftButton, pos=second)  # a tissue picked is shown
    assert summary.picture.tissue == summary.lines[1].tissue and "Tissue 2 of" in summary.reason.text()
    assert f"{game.state.final[0]} from tissues" in summary.summary.text()
    scores = game.state.scores()
    assert scores == (game.state.points[0] + game.state.final[0], game.state.points[1] + game.state.final[1])
    window.results_dialog.reject()
    _close(window)


def test_with_animations_off_the_bots_pawns_land_at_once_and_the_final_count_is_instant(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.engine.rng import Rng

    window = _window(qtbot, Preferences(animation_speed="off"))  # what this test checks
    game = Game.new(RULES, seats(("person", "bot")), 7, {})
    window.start_game(game, None)
    window.controller.bot_budget = 0.05
    table = window.table
    landed: list[bool] = []

    def seen(event: str) -> None:  # right after the table synced, a bot's pawn is already in its cell
        steps = game.history.applied()
        if event == "executed" and steps and steps[-1].by_bot:
            for command in steps[-1].commands:
                if isinstance(command, Place):
                    item = table.pawns[game.state.cells[command.cell][-1]]
                    landed.append(not is_sliding(item) and item.pos() == table.cell_point(command.cell))

    window.controller.context.changed.connect(seen)
    rng = Rng(7)
    while not game.state.is_over():  # the person's moves by commands; the bot answers in the window
        qtbot.waitUntil(lambda: game.state.is_over() or table.context.acting_seat() == 0, timeout=10000)
        if not game.state.is_over():
            state = game.state
            assert table.context.submit(rng.choice(state.legal_commands(0)))
    assert len(landed) >= 10 and all(landed)
    assert not table.final_walk.running and table.track.scores == game.state.scores()  # no walk on the board
    qtbot.waitUntil(lambda: window.results_dialog is not None, timeout=1000)
    window.results_dialog.reject()
    _close(window)


def test_equal_scores_are_explained_by_the_tie_break(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.engine.rng import Rng
    from microgames.games.microworld.table.results import tie_break_text

    for seed in range(200):
        game = Game.new(RULES, seats(("person", "person")), seed, {})
        rng = Rng(seed)
        while not game.state.is_over():
            state = game.state
            game.history.execute(rng.choice(state.legal_commands(state.awaiting()[0])))
        scores = game.state.scores()
        if scores[0] == scores[1]:
            text = tie_break_text(game.state)
            assert "unused gene tokens" in text and ("win" in text or "draw" in text)
            return
        assert tie_break_text(game.state) == ""
    raise AssertionError("no tie in 200 random games")
