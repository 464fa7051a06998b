"""The end of the game counted on the board at the default animation speed: tissue by tissue, the results only
after it; a click or Escape skips it; undo, looking back and closing the game mid-walk are safe."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from microgames.engine.rng import Rng
from microgames.engine.session import Game
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.genes import GENE_NAMES
from microgames.games.microworld.scoring import TissueScore, final_breakdown, turned_up
from microgames.games.microworld.table.finale import pop_label
from microgames.games.microworld.table.results import FinalBreakdown
from tests.support.microworld_table import seats
from tests.support.microworld_people import Person, settle
from tests.support.window import hand_over


def end_by_hand(qtbot: Any, window: Any, seed: int) -> Game:
    """A hot-seat game played quickly up to its last pawn, then finished by the person's own gestures."""
    game = Game.new(RULES, seats(("person", "person")), seed, {"rule_a": True})
    window.start_game(game, None)
    rng = Rng(seed)
    while sum(game.state.placed) < 27:
        state = game.state
        game.history.execute(rng.choice(state.legal_commands(state.awaiting()[0])))
    person = Person(qtbot, window, seed)
    hand_over(qtbot, window)  # if the moves above ended a turn
    settle(qtbot, window)
    while not game.state.is_over():
        person.act()
        if not game.state.is_over():
            settle(qtbot, window)
    return game


def walking(window: Any) -> bool:
    return bool(window.table.final_walk.running)


def close_results(qtbot: Any, window: Any) -> None:
    """Close the results and come back to the window, whose keys work again."""
    window.results_dialog.reject()
    window.results_dialog = None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def test_the_final_count_walks_on_the_board_then_results_open(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    game = end_by_hand(qtbot, window, 3)
    table = window.table
    lines = final_breakdown(game.state)
    assert walking(window) and window.results_dialog is None
    assert table.track.scores == tuple(game.state.points)  # the tissues' points are still to come
    cards = window.page.seat_panel.cards  # nor do the seat cards give the result away
    assert [card.score.text() for card in cards] == [str(points) for points in game.state.points]
    seen: list[int] = []
    checked = False
    walk = table.final_walk
    shown, popped = walk.refresh, walk.pop

    def on_refresh() -> None:  # every step redraws the table: check each tissue as it is shown, however busy
        shown()
        tissue = walk.tissue()
        if tissue >= 0 and (not seen or seen[-1] != tissue):
            seen.append(tissue)
            members = set(game.state.setup.board.members[tissue])
            assert all(item.look.chosen == (item.cell in members) and item.look.dim == (item.cell not in members)
                       for item in table.cells)
            assert table.panel.headline.text() == "Final scoring"
            assert f"Tissue {len(seen)} of {len(lines)}" in table.panel.instruction.text()
        if walking(window):
            assert [card.score.text() for card in cards] == [str(points) for points in table.track.scores]

    def on_pop(*args: Any) -> None:  # a scoring tissue's points rise over it and fly to the track
        nonlocal checked
        popped(*args)
        if not seen or walk.tissue() != seen[-1]:
            return
        line = lines[len(seen) - 1]
        if line.winner >= 0 and not checked:
            checked = True
            rising = [pop for pop in table.score_show.pops if pop.text.startswith(f"+{line.points}")]
            assert rising and rising[-1].destination == table.track.space_point(
                line.winner, table.track.scores[line.winner])
            assert table.track.scores[line.winner] > game.state.points[line.winner]
            assert table.track.scores != game.state.scores() or line is lines[-1]

    walk.refresh, walk.pop = on_refresh, on_pop

    def results_open() -> bool:
        if window.results_dialog is None:
            return False
        assert not walking(window)  # the results open only once the walk is done
        assert [card.score.text() for card in cards] == [str(points) for points in game.state.scores()]
        return True

    qtbot.waitUntil(results_open, timeout=30000)
    assert seen == [line.tissue for line in lines]  # every tissue in turn
    assert checked and table.track.scores == game.state.scores()
    flipped = [pawn for pawn in range(len(table.pawns)) if game.state.flipped >> pawn & 1]
    assert flipped and all(table.pawns[pawn].opacity() < 0.5 for pawn in flipped)  # lifted off: they did not count
    assert all(table.pawns[pawn].opacity() == 1.0 for pawn in range(len(table.pawns)) if pawn not in flipped)
    assert table.panel.headline.text() != "Final scoring"
    breakdown = window.results_dialog.findChild(FinalBreakdown)
    assert breakdown is not None and breakdown.list.count() == len(lines)
    window.results_dialog.reject()


def test_skipping_undoing_looking_back_and_closing_mid_walk(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A click or Escape skips to the results; undo drops the walk, redo walks again; looking back stops it (the
    results open on returning); a game closed mid-walk opens nothing."""
    game = end_by_hand(qtbot, window, 5)
    table = window.table
    qtbot.waitUntil(lambda: table.final_walk.tissue() >= 0, timeout=10000)
    viewport = table.graphics_view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.rect().center())
    assert not walking(window) and table.track.scores == game.state.scores()
    assert all(not item.look.dim and not item.look.chosen for item in table.cells)
    qtbot.waitUntil(lambda: window.results_dialog is not None and window.results_dialog.isVisible(), timeout=10000)
    close_results(qtbot, window)
    end = game.history.index
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the game goes on: nothing to walk
    assert not game.state.is_over() and not walking(window)
    redo = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window, Qt.Key.Key_Z, redo)  # over again: walked again
    assert game.history.index == end and walking(window)
    qtbot.waitUntil(lambda: table.final_walk.tissue() >= 0, timeout=10000)
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undone mid-walk: no results after all
    assert not walking(window) and table.final_walk.index is None and table.track.scores == game.state.scores()
    assert all(pawn.opacity() == 1.0 for pawn in table.pawns)
    qtbot.wait(200)
    assert window.results_dialog is None
    qtbot.keyClick(window, Qt.Key.Key_Z, redo)
    qtbot.waitUntil(lambda: table.final_walk.tissue() >= 0, timeout=10000)
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert not walking(window) and table.track.scores == game.state.scores()
    qtbot.waitUntil(lambda: window.results_dialog is not None and window.results_dialog.isVisible(), timeout=10000)
    close_results(qtbot, window)
    # looking back mid-walk, then closing the game mid-walk
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Z, redo)
    qtbot.waitUntil(lambda: table.final_walk.tissue() >= 0, timeout=10000)
    window.controller.look_at(game.history.index - 3)  # as a click in the history panel does
    assert not walking(window) and all(not item.look.dim for item in table.cells)
    qtbot.wait(200)
    assert window.results_dialog is None  # not over the earlier position
    qtbot.keyClick(table, Qt.Key.Key_Escape)  # back to the game: the count was seen, the results open
    assert table.context.looking_at is None and table.track.scores == game.state.scores()
    qtbot.waitUntil(lambda: window.results_dialog is not None and window.results_dialog.isVisible(), timeout=10000)
    close_results(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Z, redo)
    assert walking(window)
    window.drop_game(keep_autosave=True)  # closed mid-walk: the walk goes with its table
    qtbot.wait(300)
    assert window.results_dialog is None and window.controller is None
    window.start_game(Game.new(RULES, seats(("person", "person")), 8, {}), None)  # a new game: nothing walks
    qtbot.wait(100)
    assert not walking(window) and window.table.final_walk.index is None and window.results_dialog is None


def test_what_rises_over_each_tissue_says_why() -> None:
    def line(kind: str, cells: int, pawns: tuple[int, int], winner: int = -1, points: int = 0, bonus: int = 0,
             radiated: bool = False) -> TissueScore:
        return TissueScore(0, kind, tuple(range(cells)), pawns, (0, 0), radiated, winner, points, bonus, "")

    assert pop_label(line("N", 3, (2, 1), 0, 3), rule_g=False) == "+3"
    assert pop_label(line("U", 2, (0, 1), 1, 4, 1), rule_g=False) == "+4 (rule H) +1 mutation"
    assert pop_label(line("O", 2, (1, 1)), rule_g=False) == "tie 1–1"
    assert pop_label(line("O", 2, (2, 0), radiated=True), rule_g=False) == "radiation: 0"
    assert pop_label(line("M", 2, (2, 0)), rule_g=True) == "mucous: 0"
    assert pop_label(line("M", 2, (0, 0)), rule_g=True) == ""  # an empty tissue is only lit


def test_the_end_turns_every_token_face_up_where_it_lies_and_the_results_list_them(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    game = end_by_hand(qtbot, window, 7)
    table = window.table
    state = game.state
    tableau = table.tableau
    for seat in (0, 1):  # both hands, face up, whoever looks
        assert [item.token for item in tableau.hands[seat]] == state.hand[seat]
    assert tableau.set_aside is not None and tableau.set_aside.token == state.set_aside >= 0
    assert [item.token for item in tableau.leftovers] == state.leftovers and all(t >= 0 for t in state.leftovers)
    for item in table.cells:  # a token nobody took lies face up on its cell
        assert item.look.face == state.token_at[item.cell]
    viewport = table.graphics_view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.rect().center())  # skip the count
    qtbot.waitUntil(lambda: window.results_dialog is not None and window.results_dialog.isVisible(), timeout=3000)
    breakdown = window.results_dialog.findChild(FinalBreakdown)
    listed = breakdown.tokens.text()
    for where, which in turned_up(state):
        assert f"{where}: {which}" in listed
    assert f"Set aside at the opening: {GENE_NAMES[state.set_aside]}" in listed
    window.results_dialog.reject()
