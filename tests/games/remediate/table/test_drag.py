"""Handling cards on the Remediate table: dragging a hand card onto a slot, the enlarged card, the questions asked first."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from microgames.games.remediate import cards as C
from tests.support.remediate_table import Harness, clone_from_pool, give


def drag(harness: Harness, card: int, to: QPointF) -> None:
    """Press on the hand card, move the pointer in steps to ``to`` and let go, as a hand does."""
    qtbot, viewport = harness.qtbot, harness.viewport
    start = harness.point_of(("hand", card))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=harness.at(start))
    assert harness.table.selected == card
    lit = {t for item, t in harness.table.clickables() if item.highlight == "legal"}
    for k in range(1, 6):
        qtbot.mouseMove(viewport, harness.at(start + (to - start) * (k / 5)))
    assert harness.table.dragged() == card
    item = harness.table.hand_items[card]
    assert item.mapRectToScene(item.rect).contains(to)  # the card is under the pointer
    harness.drag_lit = lit  # type: ignore[attr-defined]
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=harness.at(to))
    harness.settle()


def slot_centre(harness: Harness, target: tuple[object, ...]) -> QPointF:
    item = next(item for item, t in harness.table.clickables() if t == target)
    return item.mapRectToScene(item.rect).center()


def test_a_card_dragged_onto_its_slot_is_cloned_and_only_its_slots_light(make_table) -> None:  # type: ignore[no-untyped-def]
    harness = make_table(prepare=lambda state: give(state, 0, "PETase"))
    petase = harness.state.hands[0][0]
    harness.click(harness.point_of(("pool",)))
    assert harness.table.prompt.text().startswith("Clone a gene: drag a hand card onto its slot")  # says how
    drag(harness, petase, slot_centre(harness, ("slot", 0, C.REMEDIATION)))
    assert ("slot", 0, C.REMEDIATION) in harness.drag_lit  # type: ignore[attr-defined]
    assert ("slot", 0, C.SUPPORT) not in harness.drag_lit  # type: ignore[attr-defined]
    assert harness.state.cloned[0] == [petase] and petase not in harness.state.hands[0]


def test_a_card_dropped_on_the_wrong_slot_goes_back_with_the_reason(make_table) -> None:  # type: ignore[no-untyped-def]
    harness = make_table(prepare=lambda state: give(state, 0, "PETase"))
    petase = harness.state.hands[0][0]
    harness.click(harness.point_of(("pool",)))
    home = harness.table.hand_items[petase].pos()
    before = harness.state.clone()
    drag(harness, petase, slot_centre(harness, ("slot", 0, C.DEFENCE)))
    assert harness.messages[-1] == "PETase is a Remediation gene: it goes in the Remediation slot."
    assert harness.state == before
    harness.qtbot.waitUntil(lambda: harness.table.hand_items[petase].pos().y() <= home.y())  # flew back to the hand
    assert abs(harness.table.hand_items[petase].pos().x() - home.x()) < 1
    drag(harness, petase, QPointF(harness.table.geometry_.hand.center().x(), harness.table.geometry_.hand.top() + 8))
    assert harness.messages[-1].startswith("PETase goes back to your hand") and harness.state == before


def test_a_card_dropped_on_a_cloned_gene_asks_before_replacing_it(make_table) -> None:  # type: ignore[no-untyped-def]
    picked = {}

    def prepare(state) -> None:  # type: ignore[no-untyped-def]
        picked["petase"] = give(state, 0, "PETase")
        picked["cutinase"] = clone_from_pool(state, 0, "Cutinase")

    harness = make_table(prepare=prepare)
    harness.click(harness.point_of(("pool",)))
    drag(harness, picked["petase"], slot_centre(harness, ("cloned", 0, picked["cutinase"])))
    assert harness.table.prompt.text() == "Replace Cutinase with PETase? Cutinase goes to the discard."
    assert harness.state.cloned[0] == [picked["cutinase"]]
    assert harness.table.controls.yes.text() == "Replace Cutinase" and not harness.table.buttons["skip"].isVisible()
    harness.qtbot.mouseClick(harness.table.controls.no, Qt.MouseButton.LeftButton)  # Cancel: nothing happens
    assert harness.state.cloned[0] == [picked["cutinase"]] and harness.table.buttons["skip"].isVisible()
    harness.click(harness.point_of(("hand", picked["petase"])), double=True)  # a double-click asks too
    assert harness.table.controls.yes.isVisible()
    harness.qtbot.mouseClick(harness.table.controls.yes, Qt.MouseButton.LeftButton)
    assert harness.state.cloned[0] == [picked["petase"]] and picked["cutinase"] in harness.state.discard


def test_a_resting_pointer_shows_the_card_enlarged_beside_it(make_table) -> None:  # type: ignore[no-untyped-def]
    harness = make_table()
    card = harness.state.hands[0][1]
    zoom = harness.table.zoom.item
    point = harness.point_of(("hand", card))
    harness.qtbot.mouseMove(harness.viewport, harness.at(point))
    harness.qtbot.waitUntil(zoom.isVisible, timeout=2000)
    assert zoom.source[:2] == ("gene", card)
    assert zoom.rect.width() >= 200  # pixels on screen, whatever the table's scale
    shown = harness.table.graphics_view.mapFromScene(zoom.pos())
    assert abs(shown.x() - harness.at(point).x()) < zoom.rect.width() + 40  # beside the pointer
    assert harness.viewport.rect().contains(shown)
    harness.qtbot.mouseMove(harness.viewport, harness.at(harness.table.geometry_.genes.topLeft() + QPointF(60, 30)))
    harness.qtbot.waitUntil(lambda: not zoom.isVisible(), timeout=2000)
    name = harness.table.seat_names[1]  # the compact table has no line of ability: the name shows the microbe
    harness.qtbot.mouseMove(harness.viewport, harness.at(name.sceneBoundingRect().center()))
    harness.qtbot.waitUntil(zoom.isVisible, timeout=2000)
    assert zoom.source == ("microbe", harness.state.microbes[1])  # the microbe's full ability text


def test_the_enlarged_card_keeps_the_tooltip_away_and_goes_with_the_pointer_or_the_person(make_table) -> None:  # type: ignore[no-untyped-def]
    harness = make_table()
    table, qtbot, viewport = harness.table, harness.qtbot, harness.viewport
    zoom = table.zoom.item

    def tip_at(point: QPointF) -> str:
        at = harness.at(point)
        QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, at, viewport.mapToGlobal(at)))
        return QToolTip.text() if QToolTip.isVisible() else ""

    card = harness.point_of(("hand", harness.state.hands[0][1]))
    qtbot.mouseMove(viewport, harness.at(card))
    qtbot.waitUntil(zoom.isVisible, timeout=2000)
    assert tip_at(card) == ""  # no plain text over the enlarged card
    assert "gene pool" in tip_at(harness.point_of(("pool",)))  # a card back keeps its plain tooltip
    QApplication.sendEvent(viewport, QEvent(QEvent.Type.Leave))
    assert not zoom.isVisible()  # the pointer left the table
    qtbot.mouseMove(viewport, harness.at(card + QPointF(2, 2)))
    qtbot.waitUntil(zoom.isVisible, timeout=2000)
    table.context.set_viewer(1)  # the next person at the screen: Ana's card must not stay in sight
    QApplication.processEvents()
    assert not zoom.isVisible()


def test_the_redraw_key_and_the_resistance_pick_only_ask(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.engine.session import Game
    from microgames.games.remediate.rules import RULES
    from microgames.ui.app import make_application
    from tests.support.remediate_table import seats

    make_application()
    harness = Harness(qtbot, Game.new(RULES, seats(("person", "person")), 5, {"microbe_1": "Bacillus subtilis"}))
    table = harness.table
    shape = (table.geometry_, table.zoom_factor())
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_R)
    assert harness.state.phase == "draw" and table.prompt.text().startswith("Redraw your whole hand?")
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert harness.state.phase == "draw" and table.buttons["redraw"].isVisible() and harness.messages[-1] == "Nothing done."
    table.hazard.setCurrentIndex(C.HAZARDS.index("cold"))
    qtbot.mouseClick(table.buttons["resist"], Qt.MouseButton.LeftButton)
    short = C.MICROBE_SHORT[C.MICROBE_BY_NAME["Bacillus subtilis"]]
    assert table.prompt.text() == f"{short} resists cold for the rest of the game? This choice is final."
    assert harness.state.resistance_pick[0] == -1
    qtbot.mouseClick(table.controls.yes, Qt.MouseButton.LeftButton)
    assert harness.state.resistance_pick[0] == C.HAZARDS.index("cold")
    qtbot.keyClick(table, Qt.Key.Key_D)
    assert harness.state.phase == "clone"  # the question did not linger
    qtbot.keyClick(table, Qt.Key.Key_S)
    qtbot.keyClick(table, Qt.Key.Key_P)
    harness.click(harness.point_of(("hand", harness.state.hands[0][0])))  # down to the hand limit
    table.context.set_viewer(0)  # (the hot-seat hand-off is the window's; here the same person looks on)
    # the other player's turn: none of these buttons now
    assert harness.state.turn == 1 and not any(b.isVisible() for b in table.buttons.values())
    QApplication.processEvents()
    assert (table.geometry_, table.zoom_factor()) == shape  # questions and buttons never rescale the table


def test_a_held_press_shows_the_card_enlarged_and_the_log_stays_in_its_box(make_table) -> None:  # type: ignore[no-untyped-def]
    harness = make_table(("person",) * 6)
    table, qtbot = harness.table, harness.qtbot
    harness.click(harness.point_of(("pool",)))
    card = harness.state.hands[0][0]
    qtbot.mousePress(harness.viewport, Qt.MouseButton.LeftButton, pos=harness.at(harness.point_of(("hand", card))))
    qtbot.waitUntil(table.zoom.item.isVisible, timeout=2000)  # held still: the card shows enlarged
    assert table.zoom.item.source[:2] == ("gene", card) and table.selected == card
    qtbot.mouseRelease(harness.viewport, Qt.MouseButton.LeftButton, pos=harness.at(harness.point_of(("hand", card))))
    assert not table.zoom.item.isVisible()
    state = harness.state
    state.events.extend(["A long line of news that wraps over several lines of the log, again and again."] * 12)
    table.sync()
    log = table.log_text.mapRectToScene(table.log_text.boundingRect())
    assert table.geometry_.log.contains(log) and "A long line" in table.log_text.toPlainText()


def test_a_drag_survives_syncs_and_ends_when_the_table_is_blocked(make_table) -> None:  # type: ignore[no-untyped-def]
    harness = make_table(prepare=lambda state: give(state, 0, "PETase"))
    table, qtbot, viewport = harness.table, harness.qtbot, harness.viewport
    harness.click(harness.point_of(("pool",)))
    petase = harness.state.hands[0][0]
    item = table.hand_items[petase]
    home = QPointF(item.pos())
    start = harness.point_of(("hand", petase))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=harness.at(start))
    for k in range(1, 4):
        qtbot.mouseMove(viewport, harness.at(start + QPointF(0, -60 * k)))
    held = QPointF(item.pos())
    table.sync()  # a sync at any moment (a bot, a redraw of the window) leaves the card under the pointer
    assert table.dragged() == petase and item.pos() == held
    table.context.set_input_blocked(True)  # the table is taken away meanwhile (a hand-off, looking back)
    assert table.dragged() is None and table.selected is None
    harness.settle()
    assert abs(item.pos().x() - home.x()) < 1 and abs(item.pos().y() - home.y()) < 1  # back in the hand
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=harness.at(start + QPointF(0, -180)))
    table.context.set_input_blocked(False)
    assert harness.state.phase == "clone" and petase in harness.state.hands[0]
