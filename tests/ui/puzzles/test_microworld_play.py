"""A Microworld puzzle played on the window's table by clicks: face up, the reply searched on a worker, undo, hint."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.puzzles import load_puzzles
from microgames.games import registry
from microgames.games.microworld import puzzles as module
from microgames.games.microworld.genes import BLOCK
from microgames.games.microworld.state import NONE
from microgames.ui.puzzles.chooser import current_chooser
from microgames.ui.puzzles.menu import play
from microgames.ui.puzzles.results import load_results
from microgames.ui.puzzles.search import running
from microgames.ui.puzzles.session import DEFENCE, THINKING, PuzzleSession, current_puzzle
from microgames.ui.tablekit.anchors import find_anchor, find_shape

#: mw-011: the Anticorps place on Q3·9 (cell 28) and block the Viruses, who answer; the last pawn on cell 30 wins
LINE = 10
FIRST, LAST = 28, 30


def _start(window, index: int = LINE) -> PuzzleSession:  # type: ignore[no-untyped-def]
    rules = registry.get("microworld")
    play(window, rules, load_puzzles(rules), index)
    session = current_puzzle(window)
    assert session is not None and session.index == index
    return session


def _settle(qtbot, session: PuzzleSession) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(session.table.is_still, timeout=10000)


def _click_cell(qtbot, session: PuzzleSession, cell: int) -> None:  # type: ignore[no-untyped-def]
    rect = find_anchor(session.table, f"cell:{cell}")
    assert rect is not None, cell
    viewport = session.table.graphics_view.viewport()
    point: QPoint = viewport.mapFrom(session.table, rect.center().toPoint())
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    _settle(qtbot, session)


def _use(qtbot, session: PuzzleSession, token: int) -> None:  # type: ignore[no-untyped-def]
    row = next(r for r in session.table.panel.token_rows if r.isVisible() and r.token == token)
    qtbot.mouseClick(row.use, Qt.MouseButton.LeftButton)
    _settle(qtbot, session)


def _to_the_reply(qtbot, session: PuzzleSession) -> None:  # type: ignore[no-untyped-def]
    """The person's turn of the line: the pawn on cell 28, then Block opponent; the reply is then searched."""
    _click_cell(qtbot, session, FIRST)
    assert session.state.pawn_cell[session.state.last_pawn[1]] == FIRST and session.phase == "play"
    _use(qtbot, session, BLOCK)


def _replied(session: PuzzleSession) -> bool:
    return session.phase == "play" and session.controller.game.history.index == 3


def test_a_person_wins_by_clicks_the_reply_comes_from_the_worker_and_undo_takes_both_back(
        make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    session = _start(window)
    history = session.controller.game.history
    defender = 1 - module.person(session.puzzle)
    assert session.seat_panel.cards[defender].kind.whole == DEFENCE
    _to_the_reply(qtbot, session)
    assert session.search.pending == "reply" and session.bar.note.text() == THINKING  # the worker thinks
    assert session.seat_panel.thinking == defender
    qtbot.waitUntil(lambda: _replied(session), timeout=20000)
    _settle(qtbot, session)
    reply = history.steps[2]
    assert reply.by_bot and reply.seat == defender and session.seat_panel.thinking is None
    assert list(reply.commands) == [module.answer(session.puzzle)[2]]  # the proven defence
    assert session.bar.verdict.text().startswith("The win is still there")
    assert session.seat_panel.cards[defender].kind.whole == DEFENCE  # still the defence once it has played
    window.undo_action.trigger()  # the person's last move (Block opponent) and the reply that followed it
    _settle(qtbot, session)
    assert history.index == 1 and session.state.awaiting() == (1 - defender,) and session.phase == "play"
    assert session.search.pending is None and session.state.hand[1 - defender].count(BLOCK) == 1
    window.redo_action.trigger()  # both come back
    _settle(qtbot, session)
    assert history.index == 3 and session.phase == "play"
    rect = find_anchor(session.table, f"cell:{LAST}")
    assert rect is not None
    viewport = session.table.graphics_view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.mapFrom(session.table, rect.center().toPoint()))
    assert session.state.is_over() and session.verdict.solved
    assert load_results("microworld")[session.puzzle.id].solved  # kept at once, whatever happens next
    assert not session.table.is_still()  # the final scoring is counted out on the table, the bar waits for it
    assert not session.bar.verdict.text().startswith("Solved")
    qtbot.waitUntil(lambda: session.bar.verdict.text().startswith("Solved"), timeout=30000)
    assert session.table.is_still()


def test_hint_lights_the_cell_of_the_winning_move_and_says_it_in_words(
        make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    session = _start(window)
    qtbot.mouseClick(session.bar.buttons["hint"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.search.pending is None and bool(session.lit), timeout=20000)
    assert session.lit == (f"cell:{FIRST}",) and session.lit_rects() == [find_anchor(session.table, f"cell:{FIRST}")]
    shape = find_shape(session.table, f"cell:{FIRST}")
    assert shape is not None and session.overlay.lit == [shape]  # the glow follows the cell's outline
    box = shape.boundingRect()
    assert not all(shape.contains(corner) for corner in (box.topLeft() + QPointF(2, 2), box.topRight() + QPointF(-2, 2),
                                                         box.bottomLeft() + QPointF(2, -2),
                                                         box.bottomRight() + QPointF(-2, -2)))
    assert session.bar.note.text() == "Place your pawn on Q3·9 (muscular): that keeps the win."
    _click_cell(qtbot, session, FIRST)  # following the hint puts its glow out
    assert session.lit == () and session.overlay.lit == []
    qtbot.mouseClick(session.bar.buttons["hint"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.search.pending is None and bool(session.lit), timeout=20000)
    assert session.lit == ("token:block",) and session.bar.note.text().startswith("Use your Block opponent token")
    row = next(r for r in session.table.panel.token_rows if r.isVisible() and r.token == BLOCK)
    assert find_anchor(session.table, "token:block") in session.lit_rects() and row.use.isEnabled()


def _open_puzzle() -> int:
    """A puzzle with a token on the board, one set aside, leftovers and tokens in the other side's hand."""
    for index, puzzle in enumerate(load_puzzles(registry.get("microworld"))):
        state, other = module.start(puzzle).state, 1 - module.person(puzzle)
        if state.hand[other] and state.leftovers and state.set_aside != NONE and max(state.token_at) >= 0:
            return index
    raise AssertionError("no puzzle shows every kind of token")


def test_every_token_is_drawn_face_up(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    session = _start(window, _open_puzzle())
    _settle(qtbot, session)
    state, table = session.state, session.table
    other = 1 - module.person(session.puzzle)
    assert window.controller.context.view() == state.view(module.person(session.puzzle))  # nothing masked
    on_board = {c: t for c, t in enumerate(state.token_at) if t != NONE}
    assert on_board and {item.cell: item.look.face for item in table.cells if item.look.token} == on_board
    tableau = table.tableau
    assert tableau.set_aside is not None and tableau.set_aside.token == state.set_aside >= 0
    assert [item.token for item in tableau.leftovers] == state.leftovers and min(state.leftovers) >= 0
    assert [item.token for item in tableau.hands[other]] == state.hand[other] and min(state.hand[other]) >= 0
    assert "face-down" not in table.panel.hand_note.text()


@pytest.mark.parametrize("leave", ["close", "back", "next", "restart", "undo"])
def test_leaving_mid_search_drops_the_reply_and_leaves_no_thread(make_window, qtbot, monkeypatch,
                                                                 leave: str) -> None:  # type: ignore[no-untyped-def]
    started, gate = threading.Event(), threading.Event()
    proven = module.reply

    def held(puzzle, state):  # type: ignore[no-untyped-def]
        started.set()
        gate.wait(30)
        return proven(puzzle, state)

    monkeypatch.setattr(module, "reply", held)
    window = make_window()
    session = _start(window)
    game = session.controller.game
    answers: list[object] = []
    session.search.answered.connect(lambda kind, result: answers.append(result))
    _to_the_reply(qtbot, session)
    qtbot.waitUntil(started.is_set, timeout=10000)
    assert session.search.pending == "reply" and running() == 1
    if leave == "close":
        window.close_action.trigger()
    elif leave == "undo":
        window.undo_action.trigger()
    else:
        session.bar.buttons[leave].click()
    gate.set()
    qtbot.waitUntil(lambda: running() == 0, timeout=20000)
    for _ in range(3):
        QApplication.processEvents()  # the late answer's news arrives, and is dropped
    assert answers == [] and not any(step.by_bot for step in game.history.steps)
    if leave in ("restart", "undo"):
        _settle(qtbot, session)
        assert game.history.index == (0 if leave == "restart" else 1) and session.phase == "play"
        assert session.seat_panel.thinking is None and session.bar.note.text() != THINKING
    elif leave == "close":
        assert window.controller is None
    elif leave == "back":
        assert current_chooser(window) is not None and window.controller is None
    else:
        following = current_puzzle(window)
        assert following is not None and following.index == LINE + 1 and following.phase == "play"
