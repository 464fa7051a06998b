"""Drawing, cloning, refusals and attacks on the Remediate table, all by clicks on the viewport."""

from __future__ import annotations

from PySide6.QtCore import Qt

from microgames.games.remediate import cards as C
from tests.support.remediate_table import give


def test_draw_then_clone_by_picking_a_card_and_its_slot(make_table) -> None:  # type: ignore[no-untyped-def]
    harness = make_table(prepare=lambda state: give(state, 0, "PETase"))
    petase = harness.state.hands[0][0]
    harness.click(harness.point_of(("pool",)))
    assert harness.state.phase == "clone" and len(harness.state.hands[0]) == 5
    harness.click(harness.point_of(("hand", petase)))
    assert harness.table.selected == petase
    assert harness.table.buttons["clone"].isVisibleTo(harness.table)
    harness.click(harness.point_of(("slot", 0, C.REMEDIATION)))
    assert harness.state.cloned[0] == [petase]
    assert petase not in harness.state.hands[0] and harness.table.selected is None
    assert "clones PETase" in harness.state.events[-1]
    assert harness.table.buttons["remediate"].isVisibleTo(harness.table)
    assert harness.table.buttons["remediate"].text() == "Remediate 2"


def test_double_click_clones_and_the_remediate_button_takes_plastic(make_table) -> None:  # type: ignore[no-untyped-def]
    harness = make_table(prepare=lambda state: give(state, 0, "Cutinase"))
    cutinase = harness.state.hands[0][0]
    harness.click(harness.point_of(("pool",)))
    harness.click(harness.point_of(("hand", cutinase)), double=True)
    assert harness.state.cloned[0] == [cutinase]
    harness.qtbot.mouseClick(harness.table.buttons["remediate"], Qt.MouseButton.LeftButton)
    assert harness.state.stash[0] == 1 and harness.state.turn == 1


def test_a_refused_click_shows_the_reason_and_changes_nothing(make_table) -> None:  # type: ignore[no-untyped-def]
    harness = make_table(prepare=lambda state: give(state, 0, "PETase"))
    before = harness.state.clone()
    card = harness.state.hands[0][1]
    harness.click(harness.point_of(("hand", card)))
    assert harness.messages[-1] == "Not now: first draw a gene (or redraw the hand)."
    harness.click(harness.point_of(("pile", 0)))
    assert harness.messages[-1] == "Not now: first draw a gene (or redraw the hand)."
    assert harness.state == before
    harness.click(harness.point_of(("pool",)))
    harness.click(harness.point_of(("hand", harness.state.hands[0][0])))  # the PETase
    harness.click(harness.point_of(("slot", 0, C.DEFENCE)))
    assert "PETase is a Remediation gene" in harness.messages[-1]
    assert harness.state.cloned[0] == []


def test_an_attack_hits_the_opponent_clicked(make_table) -> None:  # type: ignore[no-untyped-def]
    def prepare(state) -> None:  # type: ignore[no-untyped-def]
        give(state, 0, "Bacteriocin")
        state.stash[:] = [0, 3, 3]
        state.supply -= 6

    harness = make_table(("person", "person", "person"), prepare=prepare)
    attack = harness.state.hands[0][0]
    harness.click(harness.point_of(("pool",)))
    harness.click(harness.point_of(("hand", attack)), double=True)
    assert harness.state.phase == "target" and harness.state.choices == [1, 2]
    assert "click the microbe it attacks" in harness.table.prompt.text()
    assert harness.table.pending_label.text() == "Being played"
    harness.click(harness.panel_point(0))  # not an opponent
    assert harness.messages[-1] == "Choose one of your opponents."
    harness.click(harness.panel_point(2))
    assert harness.state.phase == "act"
    assert harness.state.stash == [0, 3, 1]
    assert harness.table.pending_label.text() == ""
    assert "returns 2 plastic to the plastic supply" in harness.table.log_text.toPlainText().splitlines()[-1]
    assert attack in harness.state.discard
