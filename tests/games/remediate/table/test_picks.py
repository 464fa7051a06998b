"""Picking cloned genes (Toxin Secretion, Quorum Sensing, a replaced Support gene) and the hand limit, by clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt

from microgames.engine.session import Game
from microgames.games.remediate import cards as C
from microgames.games.remediate.rules import RULES
from tests.support.remediate_table import Harness, clone_from_pool, give, seats


def test_toxin_secretion_removes_the_gene_clicked(make_table) -> None:  # type: ignore[no-untyped-def]
    picked = {}

    def prepare(state) -> None:  # type: ignore[no-untyped-def]
        give(state, 0, "Toxin Secretion")
        picked["petase"] = clone_from_pool(state, 1, "PETase")
        picked["biofilm"] = clone_from_pool(state, 1, "Biofilm Formation")

    harness = make_table(prepare=prepare)
    harness.click(harness.point_of(("pool",)))
    harness.click(harness.point_of(("hand", harness.state.hands[0][0])), double=True)
    assert harness.state.phase == "toxin" and harness.state.target == 1
    assert harness.table.prompt.text().startswith("Toxin Secretion: click the gene")
    harness.click(harness.point_of(("cloned", 1, picked["biofilm"])))
    assert harness.state.cloned[1] == [picked["petase"]] and harness.state.phase == "act"


def test_quorum_sensing_mimics_the_gene_clicked(make_table) -> None:  # type: ignore[no-untyped-def]
    picked = {}

    def prepare(state) -> None:  # type: ignore[no-untyped-def]
        picked["qs"] = give(state, 0, "Quorum Sensing")
        picked["petase"] = clone_from_pool(state, 1, "PETase")

    harness = make_table(prepare=prepare)
    harness.click(harness.point_of(("pool",)))
    harness.click(harness.point_of(("hand", picked["qs"])), double=True)
    assert harness.state.phase == "mimic"
    harness.click(harness.point_of(("cloned", 1, picked["petase"])))
    assert harness.state.mimic == {picked["qs"]: C.KIND_BY_NAME["PETase"]}
    assert harness.table.buttons["remediate"].text() == "Remediate 2"


def test_p_putida_replaces_the_support_gene_clicked(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.app import make_application

    make_application()
    game = Game.new(RULES, seats(("person", "person")), 5, {"microbe_1": "Pseudomonas putida"})
    state = game.history.state
    first = clone_from_pool(state, 0, "Biofilm Formation")
    second = clone_from_pool(state, 0, "Efflux Pump")
    new = give(state, 0, "Natural Competence")
    harness = Harness(qtbot, game)
    assert sum(1 for _item, t in harness.table.clickables() if t and t[0] in ("slot", "cloned") and t[1] == 0) == 6
    harness.click(harness.point_of(("pool",)))
    harness.click(harness.point_of(("hand", new)))
    harness.click(harness.point_of(("cloned", 0, second)))
    question = f"Replace {C.card_name(second)} with {C.card_name(new)}? {C.card_name(second)} goes to the discard."
    assert harness.table.prompt.text() == question and harness.state.cloned[0] == [first, second]
    harness.qtbot.mouseClick(harness.table.controls.no, Qt.MouseButton.LeftButton)
    assert harness.state.cloned[0] == [first, second] and new in harness.state.hands[0]
    assert harness.table.selected is None  # "No" puts the card back in the hand, not left lifted
    harness.click(harness.point_of(("hand", new)))
    harness.click(harness.point_of(("cloned", 0, second)))
    assert harness.table.prompt.text() == question
    harness.qtbot.mouseClick(harness.table.controls.yes, Qt.MouseButton.LeftButton)
    assert sorted(harness.state.cloned[0]) == sorted([first, new])
    assert second in harness.state.discard


def test_discard_down_to_the_hand_limit_by_clicks(make_table) -> None:  # type: ignore[no-untyped-def]
    harness = make_table()
    harness.click(harness.point_of(("pool",)))
    harness.qtbot.mouseClick(harness.table.buttons["skip"], Qt.MouseButton.LeftButton)
    harness.qtbot.mouseClick(harness.table.buttons["pass"], Qt.MouseButton.LeftButton)
    assert harness.state.phase == "discard"
    assert "Over the hand limit" in harness.table.prompt.text()
    card = harness.state.hands[0][2]
    harness.click(harness.point_of(("hand", card)))
    assert card in harness.state.discard and len(harness.state.hands[0]) == 4
    assert harness.state.turn == 1 and harness.state.phase == "draw"
    harness.click(harness.point_of(("pool",)))
    assert harness.messages[-1] == "It is not your turn: " + C.MICROBE_SHORT[harness.state.microbes[1]] + " plays now."
