"""What a lesson shows on the table: the parts it points at (a microbe's ability, its hazard mark, the prompt and a
question's answers) are found while they show and are nothing when they do not; a position set up half-way reads
as such."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt

from microgames.games.remediate import cards as C
from microgames.ui.tablekit.anchors import find_anchor


def _under_heat(state: Any) -> None:
    state.microbes[0] = C.MICROBE_BY_NAME["Bacillus subtilis"]
    state.env = C.ENV_BY_NAME["Hot Spring"]


def test_a_hazard_mark_the_pick_and_its_question_are_anchors_while_they_show(make_table, qtbot) -> None:  # type: ignore[no-untyped-def]
    harness = make_table(prepare=_under_heat)
    table = harness.table
    inside = QRectF(table.rect())
    for name in ("ability:0", "ability:1", "hazard:0", "hazard:1", "prompt", "button:hazard", "button:resist"):
        rect = find_anchor(table, name)
        assert rect is not None and inside.contains(rect), name
    assert find_anchor(table, "hazard:0").intersects(find_anchor(table, "microbe:0"))  # type: ignore[union-attr]
    assert find_anchor(table, "button:confirm") is None and find_anchor(table, "button:amount") is None
    qtbot.mouseClick(table.buttons["resist"], Qt.MouseButton.LeftButton)  # final: asked first
    harness.settle()
    assert find_anchor(table, "button:confirm") is not None and find_anchor(table, "button:cancel") is not None
    qtbot.mouseClick(table.controls.no, Qt.MouseButton.LeftButton)
    harness.settle()
    assert find_anchor(table, "button:confirm") is None and harness.state.resistance_pick[0] == -1
    for name in ("ability:9", "hazard:x", "ability:0:1", "button:nothing", "prompt:1"):
        assert find_anchor(table, name) is None, name


def test_without_a_hazard_no_microbe_has_a_mark_to_point_at(make_table) -> None:  # type: ignore[no-untyped-def]
    table = make_table().table  # the Laboratory
    assert find_anchor(table, "hazard:0") is None and find_anchor(table, "hazard:1") is None
    assert find_anchor(table, "ability:0") is not None and find_anchor(table, "button:hazard") is None


def test_a_position_set_up_half_way_says_where_play_goes_on_not_that_the_game_begins(make_table) -> None:  # type: ignore[no-untyped-def]
    assert make_table().table.events.text.toPlainText() == "The game begins in the Laboratory."

    def later(state: Any) -> None:  # a lesson's position: the Laboratory cleaned, nothing happened since
        state.past_envs = [C.ENV_BY_NAME["Laboratory"]]
        state.env = C.ENV_BY_NAME["Compost Heap"]

    assert make_table(prepare=later).table.events.text.toPlainText() == "Play goes on in the Compost Heap."
