"""A Microchip puzzle played on the window's table by a person's gestures, with its bar's every button."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.puzzles import load_puzzles
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from microgames.games.microchip.boards import cell_name, parse_cell
from microgames.games.microchip.commands import Finish
from microgames.games.microchip.solver import best_arrangement
from microgames.games.microchip.tiles import tile
from microgames.ui.puzzles.chooser import current_chooser
from microgames.ui.puzzles.results import load_results
from microgames.ui.puzzles.menu import play
from microgames.ui.puzzles.session import NO_ENDING, PuzzleSession, current_puzzle
from microgames.ui.tablekit.anchors import find_anchor
from tests.support.lesson_gestures import drag_between


def _start(window, index: int = 0) -> PuzzleSession:  # type: ignore[no-untyped-def]
    rules = registry.get("microchip")
    play(window, rules, load_puzzles(rules), index)
    session = current_puzzle(window)
    assert session is not None and session.index == index
    return session


def _point(session: PuzzleSession, anchor: str) -> QPoint:
    rect = find_anchor(session.table, anchor)
    assert rect is not None, anchor
    return session.table.graphics_view.viewport().mapFrom(session.table, rect.center().toPoint())


def _settle(qtbot, session: PuzzleSession) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(session.table.is_still, timeout=5000)


def _mask(session: PuzzleSession, cell: int) -> int | None:
    placed = session.state.cells[0][cell]
    return None if placed is None else tile(placed[0]).mask(placed[1])


def _build(qtbot, session: PuzzleSession, placements: dict[int, tuple[int, int]]) -> list[str]:  # type: ignore[no-untyped-def]
    """Drag each tile of ``placements`` (a copy of its kind) from the tray to its space, then right-click it round
    until its wires lie as wanted; the verdict after every move."""
    viewport = session.table.graphics_view.viewport()
    said = []
    for cell, (tile_id, rotation) in sorted(placements.items()):
        kind, wanted = tile(tile_id).kind, tile(tile_id).mask(rotation)
        slot = next(i for i, t in enumerate(session.state.trays[0]) if tile(t).kind == kind)
        drag_between(qtbot, viewport, _point(session, f"tray:0:{slot}"), _point(session, f"board:0:{cell_name(cell)}"))
        _settle(qtbot, session)
        said.append(session.bar.verdict.text())
        for _ in range(4):
            if _mask(session, cell) == wanted:
                break
            qtbot.mouseClick(viewport, Qt.MouseButton.RightButton, pos=_point(session, f"board:0:{cell_name(cell)}"))
            QApplication.processEvents()
            _settle(qtbot, session)
            said.append(session.bar.verdict.text())
        assert _mask(session, cell) == wanted, cell_name(cell)
    return said


def test_a_puzzle_played_to_solved_by_real_gestures_is_kept(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    session = _start(window)
    puzzle, state = session.puzzle, session.state
    best = puzzle.data["best"]
    assert window.controller.scratch and not window.controller.modified
    assert session.bar.verdict.text() == f"Your chip: −12 points; the best is {best}."
    assert session.bar.title.text() == f"Puzzle 1 of {len(session.puzzles)}: {puzzle.title}"
    answer = best_arrangement(state.board(0), state.owned(0))
    said = _build(qtbot, session, answer.placements)
    solved = f"Your chip: {best} points, the best there is. Solved!"
    qtbot.waitUntil(lambda: session.bar.verdict.text() == solved, timeout=10000)  # once the last tile has settled
    assert all(not text.endswith("Solved!") for text in said[:-1]) and len(said) >= len(answer.placements)
    assert load_results("microchip")[puzzle.id].solved
    qtbot.mouseClick(session.bar.buttons["back"], Qt.MouseButton.LeftButton)
    page = current_chooser(window)
    assert page is not None and window.controller is None
    assert "—  ✓ solved" in page.list.item(0).text() and page.list.currentRow() == 0


def test_undo_takes_back_a_move_as_in_a_game(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    session = _start(window)
    before = session.bar.verdict.text()
    state = session.state
    answer = best_arrangement(state.board(0), state.owned(0))
    cell, placed = min(answer.placements.items())
    _build(qtbot, session, {cell: placed})
    assert session.state.cells[0][cell] is not None and window.undo_action.isEnabled()
    while window.undo_action.isEnabled():
        window.undo_action.trigger()
    _settle(qtbot, session)
    assert session.state.cells[0][cell] is None and session.bar.verdict.text() == before
    assert window.redo_action.isEnabled()


def test_hint_lights_what_to_move_and_the_next_move_puts_it_out(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    session = _start(window, 2)
    assert session.lit_rects() == [] and not session.bar.note.isVisible()
    qtbot.mouseClick(session.bar.buttons["hint"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.search.pending is None, timeout=20000)  # the hint is searched on a worker
    sentence = session.bar.note.text()
    assert sentence.startswith("A best chip has ") and session.bar.note.isVisible()
    cell = sentence.removesuffix(".").split(" on ")[-1]
    lit = session.lit_rects()
    assert find_anchor(session.table, f"board:0:{cell}") in lit and len(lit) == 2  # the tray tile and its space
    assert session.overlay.lit == session.lit_shapes() and len(session.overlay.lit) == 2  # the glow is where they are
    tray = next(name for name in session.lit if name.startswith("tray:"))
    drag_between(qtbot, session.table.graphics_view.viewport(), _point(session, tray), _point(session, f"board:0:{cell}"))
    _settle(qtbot, session)
    assert session.state.cells[0][parse_cell(cell)] is not None  # the person followed the hint
    assert session.lit_rects() == [] and session.overlay.lit == [] and not session.bar.note.isVisible()


def test_show_answer_reaches_the_best_at_the_players_pace_and_is_not_kept(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    session = _start(window, 3)
    qtbot.mouseClick(session.bar.buttons["answer"], Qt.MouseButton.LeftButton)
    assert session.phase == "answer" and window.controller.game.history.index == 0  # the moves follow, one by one
    qtbot.waitUntil(lambda: session.phase == "play", timeout=20000)
    _settle(qtbot, session)
    assert session.state.score(0).points == session.puzzle.data["best"] and session.verdict.solved
    assert session.puzzle.id not in load_results("microchip")  # the answer shown is not the person's
    qtbot.mouseClick(session.bar.buttons["restart"], Qt.MouseButton.LeftButton)
    _settle(qtbot, session)
    assert window.controller.game.history.index == 0 and not session.verdict.solved


def test_the_table_offers_only_arranging_and_an_ending_is_refused_with_a_reason(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Rotate, Remove, Deselect and Clear board: the puzzle's bar has its own Hint, and a board judged as it stands
    has nothing to finish, resume or concede."""
    window = make_window()
    session = _start(window)
    bar = session.table.bars[0]
    shown = [key for key, button in bar.buttons.items() if button.isVisible()]
    assert shown == ["rotate", "remove", "deselect", "clear"] and bar.rows == 1
    assert not window.controller.context.submit(Finish(0))  # however it comes, an early ending is kept back
    assert session.bar.note.text() == NO_ENDING and not session.state.is_over()
    assert window.controller.game.history.index == 0 and window.results_dialog is None


def test_next_puzzle_puts_the_following_one_on_the_table(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    session = _start(window, 4)
    qtbot.mouseClick(session.bar.buttons["next"], Qt.MouseButton.LeftButton)
    following = current_puzzle(window)
    assert following is not None and following is not session and following.index == 5
    assert following.bar.title.text().startswith("Puzzle 6 of ")
    last = _start(window, len(following.puzzles) - 1)
    assert not last.bar.buttons["next"].isEnabled()


def _cell_pixels(window) -> float:  # type: ignore[no-untyped-def]
    table = window.controller.table
    rect = table.geometry_.seats[table.focus].cell_rect(0)
    return table.graphics_view.mapFromScene(rect).boundingRect().width()


def test_a_puzzles_board_at_1024_by_700_is_larger_than_a_two_seat_games(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A table of one lays its tray beside the board, so the board takes the room a second seat would."""
    sizes = []
    for start in ("puzzle", "game"):
        window = make_window()
        window.resize(1024, 700)
        qtbot.waitUntil(lambda window=window: window.width() == 1024)
        if start == "puzzle":
            session = _start(window, len(load_puzzles(registry.get("microchip"))) - 1)  # a full 25-tile tray
            assert session.table.geometry_.seats[0].plan.beside
        else:
            seats = (Seat("Ada", "person"), Seat("Bob", "bot", "medium"))
            window.start_game(Game.new(registry.get("microchip"), seats, 5, {"improve": True}), None)
        table = window.controller.table
        qtbot.waitUntil(lambda table=table: table.graphics_view.viewport().height() > 300)
        table.zoom_fit()
        qtbot.waitUntil(table.is_still, timeout=5000)
        sizes.append(_cell_pixels(window))
        sg = table.geometry_.seats[table.focus]
        tray, board = (table.graphics_view.mapFromScene(r).boundingRect() for r in (sg.tray, sg.board))
        if start == "puzzle":
            assert tray.left() > board.right() and tray.top() < board.bottom()  # the tray beside the board
    puzzle, game = sizes
    print(f"a cell at 1024x700: {puzzle:.0f} px in a puzzle, {game:.0f} px in a two-seat game")
    assert puzzle >= 1.25 * game, sizes
