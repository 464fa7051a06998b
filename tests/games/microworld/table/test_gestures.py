"""Placing (by a click, or by dragging a pawn from the pile), refusing and using gene tokens on the Microworld table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from microgames.games.microworld.commands import UseGene
from microgames.games.microworld.genes import TARGETED
from microgames.games.microworld.geometry import cell_name
from microgames.games.microworld.options import PAWNS
from microgames.games.microworld.state import AFTER, BEFORE, FIRST, NONE
from microgames.ui.tablekit.animation import is_sliding
from tests.support.microworld_table import Harness


def test_the_opening_is_a_click_on_a_lit_gene_space(make_table) -> None:  # type: ignore[no-untyped-def]
    harness: Harness = make_table()
    state = harness.state
    assert state.phase == FIRST
    genes = set(state.setup.board.gene_cells)
    assert harness.lit() == genes
    cell = min(genes)
    harness.click_cell(cell)
    state = harness.state
    assert state.cells[cell] == (0,)
    assert state.active == 1 and state.phase == BEFORE
    pawn = harness.table.pawns[0]
    assert pawn.isVisible() and pawn.pos() == harness.table.cell_point(cell)  # at once, under the click
    # the others wait in the two supply piles
    assert {p.pos().toTuple() for p in harness.table.pawns[1:PAWNS]} == {harness.table.supply_point(0, d).toTuple() for d in range(13)}
    assert {p.pos().toTuple() for p in harness.table.pawns[PAWNS:]} == {harness.table.supply_point(1, d).toTuple() for d in range(14)}
    # the Anticorps must now place next to that pawn: exactly the legal cells are lit
    legal = {c.cell for c in state.legal_commands(1) if hasattr(c, "cell")}
    assert harness.lit() == legal and cell not in legal


def test_a_refused_click_says_why_and_changes_nothing(make_table) -> None:  # type: ignore[no-untyped-def]
    harness: Harness = make_table()
    genes = set(harness.state.setup.board.gene_cells)
    plain = next(c for c in range(40) if c not in genes)
    before = harness.state.clone()
    harness.click_cell(plain)
    assert harness.state == before
    assert harness.messages[-1] == "On the first turn the Viruses place on a cell that holds a gene token."
    harness.click_cell(min(genes))
    far = next(c for c in range(40) if c not in harness.lit() and not harness.state.cells[c])
    harness.click_cell(far)
    assert harness.messages[-1].startswith("Place next to the opponent's last pawn")
    assert harness.state.placed[1] == 0


def test_using_a_token_from_the_panel(make_table) -> None:  # type: ignore[no-untyped-def]
    """Play by clicks until someone may use a token, then press its Use button (and click a target)."""
    harness: Harness = make_table(seed=3, options={"rule_a": True})
    table = harness.table
    for _ in range(40):
        state = harness.state
        seat = state.awaiting()[0]
        uses = [c for c in state.legal_commands(seat) if isinstance(c, UseGene)]
        if uses:
            break
        if state.phase == AFTER:
            harness.press(table.panel.choices["end"])
        else:
            harness.click_cell(min(harness.lit()))
    else:
        raise AssertionError("no token became usable")
    token = uses[0].token
    row = next(r for r in table.panel.token_rows if r.isVisible() and r.token == token)
    harness.press(row.use)
    if uses[0].target != NONE or token in TARGETED:
        assert table.choosing == token
        assert harness.lit() == {c.target for c in uses if c.token == token}
        harness.click_cell(uses[0].target)
    state = harness.state
    assert token in state.used[seat] and token not in state.hand[seat]
    assert table.choosing is None
    assert "Gene arrow" in table.panel.setup_text.text()


def test_two_people_hand_over_when_a_token_is_held(make_table) -> None:  # type: ignore[no-untyped-def]
    harness: Harness = make_table(options={"rule_a": True})
    table = harness.table
    assert table.needs_handoff(0, 1)  # each holds a hidden token the other must not see
    shown = {r.token for r in table.panel.token_rows if r.isVisible()}
    assert shown == set(harness.state.hand[0])
    harness.click_cell(min(harness.lit()))
    assert harness.context.viewer == 1
    shown = {r.token for r in table.panel.token_rows if r.isVisible()}
    assert shown == set(harness.state.hand[1])
    assert "Viruses hold 1 face-down token" in table.panel.hand_note.text()


def test_mutation_tile_and_barrier_by_clicks(make_table) -> None:  # type: ignore[no-untyped-def]
    """Rule C: keep a tile from the panel; the Barrier mutation lights every free cell after placing."""
    for seed in range(40):
        harness: Harness = make_table(seed=seed, options={"rule_c": True})
        if "blocker" in harness.state.offers[0]:
            break
    panel = harness.table.panel
    harness.click_cell(0)
    assert harness.messages[-1] == "First keep one of your two mutation tiles (on the right)."
    pick = harness.state.offers[0].index("blocker")
    harness.press(panel.choices[f"offer{pick}"])
    assert harness.state.mutation[0] == "blocker"
    harness.press(panel.choices["offer0"])  # the Anticorps keep their first tile
    harness.click_cell(min(harness.lit()))  # the opening
    harness.click_cell(min(harness.lit()))  # the Anticorps place
    if harness.state.phase == AFTER:
        harness.press(panel.choices["end"])
    harness.click_cell(min(harness.lit()))  # the Viruses place, then may bar a cell
    state = harness.state
    assert state.phase == AFTER and state.active == 0
    free = {c for c in range(40) if state.free_cell(c)}
    assert harness.lit() == free
    target = max(free)
    harness.click_cell(target)
    assert harness.state.blocker_cell[0] == target
    assert harness.table.cells[target].look.blocker


def test_a_hijack_is_answered_from_the_panel(make_table) -> None:  # type: ignore[no-untyped-def]
    """The Anticorps hold Hijack: when the Viruses use a token, the panel asks the Anticorps to steal it."""
    for seed in range(60):
        harness: Harness = make_table(seed=seed, options={"rule_a": True, "rule_c": True})
        if "steal" in harness.state.offers[1]:
            break
    table, panel = harness.table, harness.table.panel
    harness.press(panel.choices["offer0"])
    harness.press(panel.choices[f"offer{harness.state.offers[1].index('steal')}"])
    for _ in range(40):
        state = harness.state
        uses = [c for c in state.legal_commands(0) if isinstance(c, UseGene)] if state.active == 0 else []
        if uses:
            break
        if state.phase == AFTER:
            harness.press(panel.choices["end"])
        else:
            harness.click_cell(min(harness.lit()))
    else:
        raise AssertionError("the Viruses never could use a token")
    token = uses[0].token
    harness.press(next(r for r in panel.token_rows if r.isVisible() and r.token == token).use)
    if table.choosing is not None:
        harness.click_cell(uses[0].target)
    assert harness.context.viewer == 1 and harness.state.awaiting() == (1,)
    assert panel.choices["let"].isVisible()
    harness.press(panel.choices["steal"])
    state = harness.state
    assert token in state.hand[1] and token in state.known[1] and token not in state.used[0]
    assert state.mutation_tokens[1] == 0


def test_undo_takes_the_pawn_off_and_a_move_slides(make_table) -> None:  # type: ignore[no-untyped-def]
    harness: Harness = make_table()
    cell = min(harness.lit())
    harness.click_cell(cell)
    pawn = harness.table.pawns[0]
    assert pawn.pos() == harness.table.cell_point(cell)
    harness.game.history.undo()  # the pawn slides back onto its pile
    assert harness.lit() == set(harness.state.setup.board.gene_cells)
    assert is_sliding(pawn)
    harness.qtbot.waitUntil(lambda: pawn.pos() == harness.table.supply_point(0, 13), timeout=3000)
    harness.game.history.redo()  # and out again, as a bot's placement would
    assert is_sliding(pawn) and pawn.pos() != harness.table.cell_point(cell)
    harness.qtbot.waitUntil(lambda: pawn.pos() == harness.table.cell_point(cell), timeout=3000)
    harness.game.history.undo()
    harness.qtbot.waitUntil(lambda: pawn.pos() == harness.table.supply_point(0, 13), timeout=3000)
    # a pawn that changes cell slides there instead of jumping
    harness.click_cell(cell)
    start = pawn.pos()
    target = next(c for c in range(40) if not harness.state.cells[c])
    harness.game.history.state.move_pawn(0, target)  # as Drift or Swap would; the picture follows at sync
    harness.table.sync()
    assert pawn.pos() == start
    harness.qtbot.waitUntil(lambda: pawn.pos() == harness.table.cell_point(target), timeout=3000)


def test_playing_by_keyboard(make_table) -> None:  # type: ignore[no-untyped-def]
    """Arrows walk the focus ring through the lit cells, Enter places; number keys and E work the panel."""
    from PySide6.QtCore import Qt

    harness: Harness = make_table(seed=3, options={"rule_a": True})
    table, qtbot = harness.table, harness.qtbot
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert harness.messages[-1] == "Use the arrow keys to pick one of the lit cells first."
    lit = harness.lit()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    first = table.focus_cell
    assert first in lit and table.cells[first].focused and harness.messages[-1].startswith(cell_name(first))
    seen = {first}
    for _ in range(len(lit) - 1):
        qtbot.keyClick(table, Qt.Key.Key_Right)
        seen.add(table.focus_cell)
    assert seen == lit
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert table.focus_cell == first  # round the board and back
    qtbot.keyClick(table, Qt.Key.Key_Left)
    last = table.focus_cell
    assert last != first and last in lit
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert harness.state.cells[last] == (0,) and harness.state.active == 1
    assert table.focus_cell is None or table.focus_cell in harness.lit()
    for _ in range(60):  # keys only, until a token is used or the game has gone a while
        state = harness.state
        seat = state.awaiting()[0]
        usable = {c.token for c in state.legal_commands(seat) if isinstance(c, UseGene)}
        rows = [r.token for r in table.panel.token_rows if r.isVisible()]
        if usable & set(rows):
            break
        if state.phase == AFTER:
            qtbot.keyClick(table, Qt.Key.Key_E)
        else:
            qtbot.keyClick(table, Qt.Key.Key_Right)
            qtbot.keyClick(table, Qt.Key.Key_Return)
    else:
        raise AssertionError("no token became usable")
    token = next(t for t in rows if t in usable)
    qtbot.keyClick(table, getattr(Qt.Key, f"Key_{rows.index(token) + 1}"))
    state = harness.state
    if table.choosing == token:  # a token with a target: pick it by keyboard too, or cancel
        qtbot.keyClick(table, Qt.Key.Key_Escape)
        assert table.choosing is None and token in harness.state.hand[seat]
        qtbot.keyClick(table, getattr(Qt.Key, f"Key_{rows.index(token) + 1}"))
        qtbot.keyClick(table, Qt.Key.Key_Right)
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert token in harness.state.used[seat]


def _drag(harness: Harness, start, end) -> None:  # type: ignore[no-untyped-def]
    qtbot, viewport = harness.qtbot, harness.viewport
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=harness.at(start))
    for k in range(1, 6):
        qtbot.mouseMove(viewport, pos=harness.at(start + (end - start) * (k / 5)))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=harness.at(end))
    QApplication.processEvents()


def test_a_pawn_dragged_from_the_supply_pile_onto_a_lit_cell_is_placed_there(make_table) -> None:  # type: ignore[no-untyped-def]
    harness: Harness = make_table()
    table = harness.table
    top = table.pawns[0]  # the Viruses' next pawn, on top of their pile
    genes = sorted(harness.state.setup.board.gene_cells)
    plain = next(c for c in range(40) if c not in genes)
    _drag(harness, top.pos(), table.cell_point(plain))  # not a gene space: refused, and back to the pile
    assert harness.state.placed == [0, 0] and harness.messages[-1].startswith("On the first turn")
    harness.qtbot.waitUntil(lambda: top.pos() == table.supply_point(0, 13), timeout=3000)
    _drag(harness, top.pos(), table.cell_point(genes[0]))
    assert harness.state.cells[genes[0]] == (0,) and top.pos() == table.cell_point(genes[0])
    assert table.pawns[PAWNS + 0].acceptedMouseButtons() == Qt.MouseButton.LeftButton  # now the Anticorps' turn
    assert table.pawns[1].acceptedMouseButtons() == Qt.MouseButton.NoButton
