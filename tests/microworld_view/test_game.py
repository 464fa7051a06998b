"""A whole game in the main window against an easy bot with animations off (the bot's pawns land at once), by
clicks, through to the tissue-by-tissue results."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.session import Game
from microgames.games.microworld.commands import Place
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.state import AFTER, MUTATION, STEAL
from microgames.ui.animation import is_sliding
from microgames.ui.preferences import Preferences
from tests.microworld_view.conftest import seats


def test_a_whole_game_against_an_easy_bot(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.games.microworld.table.results import TissueWalk
    from microgames.ui.app import make_application
    from microgames.ui.mainwindow import MainWindow

    make_application()
    window = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(window)
    window.resize(1300, 860)
    window.show()
    qtbot.waitExposed(window)
    game = Game.new(RULES, seats(("person", "bot")), 7, {"rule_a": True, "rule_c": True})
    window.start_game(game, None)
    window.controller.bot_budget = 0.05
    table = window.table
    landed: list[bool] = []

    def seen(event: str) -> None:  # right after the table synced: with animations off, a bot's pawn is already there
        steps = game.history.applied()
        if event == "executed" and steps and steps[-1].by_bot:
            for command in steps[-1].commands:
                if isinstance(command, Place):
                    item = table.pawns[game.state.cells[command.cell][-1]]
                    landed.append(not is_sliding(item) and item.pos() == table.cell_point(command.cell))

    window.controller.context.changed.connect(seen)
    view = table.graphics_view
    placed = 0
    for _ in range(200):
        state = game.state
        if state.is_over():
            break
        qtbot.waitUntil(lambda: game.state.is_over() or table.context.acting_seat() == 0, timeout=10000)
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
    assert len(landed) == 14 and all(landed)
    qtbot.waitUntil(lambda: window.results_dialog is not None, timeout=5000)
    walk = window.results_dialog.findChild(TissueWalk)
    assert walk is not None and walk.lines
    assert not walk.timer.isActive()  # with animations off the walk waits for the player
    first_row = walk.list.visualItemRect(walk.list.item(0)).center()
    qtbot.mouseClick(walk.list.viewport(), Qt.MouseButton.LeftButton, pos=first_row)  # picking one stops the walk
    assert walk.list.currentRow() == 0 and not walk.timer.isActive()
    first = walk.reason.text()
    qtbot.mouseClick(walk.next, Qt.MouseButton.LeftButton)
    assert walk.list.currentRow() == 1 % len(walk.lines) and walk.picture.tissue == walk.lines[walk.list.currentRow()].tissue
    assert walk.reason.text() != first or len(walk.lines) == 1
    assert walk.counted(len(walk.lines) - 1) == game.state.scores()  # the walk adds up to the final scores
    scores = game.state.scores()
    assert f"{game.state.final[0]} from tissues" in walk.findChildren(type(walk.reason))[0].text()
    assert scores == (game.state.points[0] + game.state.final[0], game.state.points[1] + game.state.final[1])
    window.results_dialog.reject()
    window.controller.close(keep_autosave=True)
    window.controller = None
    window.close()


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


def test_the_final_scoring_walks_on_by_itself_adding_up_the_scores(make_table) -> None:  # type: ignore[no-untyped-def]
    from microgames.games.microworld.table.results import TissueWalk

    harness = make_table(options={"rule_c": True})
    game = harness.game
    while not game.state.is_over():  # a quick game: the first legal move each time
        state = game.state
        game.history.execute(state.legal_commands(state.awaiting()[0])[0])
    walk = TissueWalk(harness.context)
    harness.qtbot.addWidget(walk)
    walk.show()
    assert walk.list.currentRow() == 0 and walk.timer.isActive() and len(walk.lines) > 1
    harness.qtbot.waitUntil(lambda: walk.list.currentRow() == 1, timeout=4000)  # the next tissue, by itself
    assert "Counted so far" in walk.reason.text()
    assert walk.picture.tissue == walk.lines[1].tissue
    walk.step(1)  # stepping by hand stops it
    assert not walk.timer.isActive() and walk.list.currentRow() == 2
