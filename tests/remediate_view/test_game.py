"""A whole two-player game of Remediate in the window against an easy bot, by clicks, to the results."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.session import Game
from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.rules import RULES
from microgames.ui.preferences import Preferences
from tests.remediate_view.conftest import seats


def test_a_whole_game_against_an_easy_bot(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.games.remediate.view_results import ResultsTable
    from microgames.ui.app import make_application
    from microgames.ui.mainwindow import MainWindow

    make_application()
    window = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(window)
    window.resize(1500, 900)
    window.show()
    qtbot.waitExposed(window)
    game = Game.new(RULES, seats(("person", "bot")), 3, {"environments": 1})
    window.start_game(game, None)
    window.controller.bot_budget = 0.02
    table = window.table
    view = table.graphics_view

    def click(point, double: bool = False) -> None:  # type: ignore[no-untyped-def]
        where = view.mapFromScene(point)
        if double:
            qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
        else:
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)

    def at(target):  # type: ignore[no-untyped-def]
        for item, shown in table._clickables():
            if shown == target:
                rect = item.mapRectToScene(item.rect)
                return rect.center().x(), rect.top() + 24
        raise AssertionError(target)

    from PySide6.QtCore import QPointF

    def point(target) -> QPointF:  # type: ignore[no-untyped-def]
        return QPointF(*at(target))

    moves = 0
    while not game.state.is_over():
        qtbot.waitUntil(lambda: game.state.is_over() or (game.state.turn == 0 and not table.context.input_blocked),
                        timeout=10000)
        QApplication.processEvents()
        state = game.state
        if state.is_over():
            break
        before = len(game.history.applied())
        phase = state.phase
        if phase == "draw":
            click(point(("pool",)))
        elif phase == "clone":
            useful = [c for c in state.hands[0] if C.CARD_TYPE[c] in (C.REMEDIATION, C.SUPPORT, C.ATTACK)
                      and not E.slot_cards(state, 0, C.CARD_TYPE[c])]
            if useful:
                click(point(("hand", useful[0])), double=True)
            else:
                qtbot.mouseClick(table.buttons["skip"], Qt.MouseButton.LeftButton)
        elif phase == "target":
            panel = table.geometry_.seats[state.choices[0]].panel
            click(QPointF(panel.right() - 30, panel.top() + 30))
        elif phase == "toxin":
            click(point(("cloned", state.target, state.cloned[state.target][0])))
        elif phase == "mimic":
            card = E.mimic_candidates(state, state.pending)[0]
            click(point(("cloned", next(s for s in range(2) if card in state.cloned[s]), card)))
        elif phase == "act":
            if table.buttons["remediate"].isEnabled():
                qtbot.mouseClick(table.buttons["remediate"], Qt.MouseButton.LeftButton)
            else:
                affordable = [p for p in range(3) if state.piles[p] and state.stash[0] >= E.recycle_cost(state, 0, p)]
                if affordable:
                    click(point(("pile", affordable[-1])))
                else:
                    qtbot.mouseClick(table.buttons["pass"], Qt.MouseButton.LeftButton)
        elif phase == "discard":
            click(point(("hand", state.hands[0][0])))
        assert len(game.history.applied()) > before, (phase, window.statusBar().currentMessage())
        moves += 1
        assert moves < 400
    assert game.state.is_over()
    qtbot.waitUntil(lambda: window.results_dialog is not None, timeout=5000)
    dialog = window.results_dialog
    assert dialog.headline.text().endswith("wins!") or dialog.headline.text().startswith("A tie")
    details = dialog.findChild(ResultsTable)
    assert details is not None and len(details.rows) == 2
    assert [int(row[-1]) for row in details.rows] == list(game.state.scores())
    assert "The game is over" in table.prompt.text()


def test_hot_seat_hides_the_table_and_shows_only_the_next_persons_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.app import make_application
    from microgames.ui.mainwindow import MainWindow

    make_application()
    window = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(window)
    window.resize(1500, 900)
    window.show()
    qtbot.waitExposed(window)
    game = Game.new(RULES, seats(("person", "person")), 6, {})
    window.start_game(game, None)
    table = window.table
    if window.controller.handoff_pending is not None:
        qtbot.mouseClick(window.page.handoff, Qt.MouseButton.LeftButton)
    assert table.context.viewer == 0
    qtbot.mouseClick(table.buttons["redraw"], Qt.MouseButton.LeftButton)  # ends the turn at once
    assert game.state.turn == 1
    assert window.controller.handoff_pending == 1
    assert window.page.stack.currentWidget() is window.page.handoff
    qtbot.mouseClick(window.page.handoff, Qt.MouseButton.LeftButton)
    assert table.context.viewer == 1
    shown = sorted(t[1] for _item, t in table._clickables() if t[0] == "hand")
    assert shown == sorted(game.state.hands[1])
    assert not set(shown) & set(game.state.hands[0])
    window.controller.close(keep_autosave=True)  # no "leave the game?" question when the window closes
    window.controller = None
