"""An undo from the building phase back into the draft, with five seats: the table re-lays itself out (the pool
comes back) and every outline of a scored microchip is where the state has one, and nowhere else."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from microgames.games.microchip.commands import Draft
from microgames.games.microchip.table.hint import hint_commands
from tests.support.microchip_table import assert_scene_matches


def chip_problems(table) -> list[str]:  # type: ignore[no-untyped-def]
    """Where a drawn microchip outline disagrees with the state: each seat's outline around exactly its chip."""
    state, g = table.context.state, table.geometry_
    problems = []
    for seat, item in enumerate(table.chip_items):
        chip = state.score(seat).microchip
        drawn = item.path.boundingRect()
        want = QRectF()
        for cell in chip:
            want = want.united(g.seats[seat].cell_rect(cell).adjusted(-4, -4, 4, 4))
        if not chip and not item.path.isEmpty():
            problems.append(f"{state.names[seat]} has no microchip, yet an outline is drawn at {drawn}")
        elif chip and (abs(drawn.left() - want.left()) > 1 or abs(drawn.top() - want.top()) > 1
                       or abs(drawn.width() - want.width()) > 1 or abs(drawn.height() - want.height()) > 1):
            problems.append(f"{state.names[seat]}'s outline is at {drawn}, the microchip at {want}")
    return problems


def test_undoing_from_building_into_drafting_leaves_no_stale_chip_outline(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table(("person",) * 5, seed=7)
    history = h.game.history
    while sum(1 for row in h.state.pool for t in row if t >= 0) > 1:  # the draft, but for its last tile
        h.context.submit(Draft(h.state.turn, h.active_tiles()[0]))
    before_last = history.index
    h.context.submit(Draft(h.state.turn, h.active_tiles()[0]))
    assert h.state.phase == "building"
    for seat in range(5):  # every seat lays out its best microchip (one step each)
        commands = hint_commands(h.state, seat)
        if commands:
            assert h.context.submit_macro(f"{h.state.names[seat]} arranges", commands)
    chips = [seat for seat in range(5) if h.state.score(seat).microchip]
    assert chips, "no seat has a microchip to outline"
    assert_scene_matches(h.qtbot, h.table, "the building phase")
    assert not chip_problems(h.table), chip_problems(h.table)
    history.jump(before_last)  # back into the draft in one step: the boards empty, the pool comes back
    assert h.state.phase == "drafting" and not any(h.state.score(seat).microchip for seat in range(5))
    assert_scene_matches(h.qtbot, h.table, "undoing back into the draft")
    assert h.table.pool_holder.isVisible()
    assert not chip_problems(h.table), chip_problems(h.table)
    history.redo()  # the last draft again: the pool goes, the outlines stay off
    assert_scene_matches(h.qtbot, h.table, "redoing the last draft")
    assert not chip_problems(h.table), chip_problems(h.table)
