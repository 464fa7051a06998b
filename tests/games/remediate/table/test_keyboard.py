"""Playing Remediate by keyboard: arrows move the focus frame, Enter clicks, letters press the buttons."""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import Qt

from microgames.games.remediate import cards as C
from tests.support.remediate_table import Harness, give

ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)


def key(harness: Harness, which: Qt.Key, shift: bool = False) -> None:
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    harness.qtbot.keyClick(harness.table, which, modifier)
    harness.settle()


def walk_to(harness: Harness, target: tuple[object, ...]) -> None:
    """Press arrows, breadth first over where each one leads, until the frame is on ``target``."""
    table = harness.table
    if table.focus is None:
        key(harness, Qt.Key.Key_Right)
    start = table.focus
    paths: dict[object, list[Qt.Key]] = {start: []}
    queue = deque([start])
    while queue and target not in paths:
        here = queue.popleft()
        for arrow in ARROWS:
            table.focus = here
            key(harness, arrow)
            if table.focus not in paths:
                paths[table.focus] = [*paths[here], arrow]
                queue.append(table.focus)
    assert target in paths, f"the arrows never reach {target}"
    table.focus = start
    for arrow in paths[target]:
        key(harness, arrow)
    assert table.focus == target


def test_every_card_pile_and_microbe_is_reachable_by_arrows(make_table) -> None:  # type: ignore[no-untyped-def]
    harness: Harness = make_table(("person", "person", "person"))
    for target, _ in harness.table.focus_spots():
        walk_to(harness, target)
    assert harness.table.focus_frame.isVisible()


def test_draw_pick_clone_and_remediate_by_keys(make_table) -> None:  # type: ignore[no-untyped-def]
    harness: Harness = make_table(prepare=lambda state: give(state, 0, "PETase"))
    table = harness.table
    table.setFocus()
    petase = harness.state.hands[0][0]
    key(harness, Qt.Key.Key_Return)
    assert harness.messages[-1] == "Use the arrow keys to pick a card, a pile or a microbe first."
    key(harness, Qt.Key.Key_M)
    assert harness.messages[-1].endswith("is not offered now.") and harness.state.phase == "draw"
    key(harness, Qt.Key.Key_D)
    assert harness.state.phase == "clone"
    walk_to(harness, ("hand", petase))
    assert harness.messages[-1] == "PETase"
    key(harness, Qt.Key.Key_Space)
    assert table.selected == petase
    key(harness, Qt.Key.Key_Escape)
    assert table.selected is None
    key(harness, Qt.Key.Key_Return)
    walk_to(harness, ("slot", 0, C.REMEDIATION))
    key(harness, Qt.Key.Key_Return)
    assert harness.state.cloned[0] == [petase]
    key(harness, Qt.Key.Key_Minus)
    assert table.buttons["remediate"].text() == "Remediate 1"
    key(harness, Qt.Key.Key_Plus)
    key(harness, Qt.Key.Key_M)
    assert harness.state.stash[0] == 2 and harness.state.turn == 1


def test_shift_enter_clones_at_once(make_table) -> None:  # type: ignore[no-untyped-def]
    harness: Harness = make_table(prepare=lambda state: give(state, 0, "Cutinase"))
    cutinase = harness.state.hands[0][0]
    key(harness, Qt.Key.Key_D)
    walk_to(harness, ("hand", cutinase))
    key(harness, Qt.Key.Key_Return, shift=True)
    assert harness.state.cloned[0] == [cutinase]
