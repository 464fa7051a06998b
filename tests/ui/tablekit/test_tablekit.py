"""The table kit's shared pieces: mouse routing through ``TableScene``, and what every ``GameTable`` answers."""

from __future__ import annotations

import logging
import pathlib
import re

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsSceneMouseEvent, QGraphicsView

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.ui.preferences import Preferences
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.routing import Gestures, TableScene
from microgames.ui.tablekit.table import GameTable
from tests.support.pebbles import Take


class Recorder(Gestures):
    """Takes presses only while ``taking``; fails on release; remembers what came."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        self.taking = True

    def press(self, event: QGraphicsSceneMouseEvent) -> bool:
        self.seen.append("press")
        return self.taking

    def release(self, event: QGraphicsSceneMouseEvent) -> bool:
        raise RuntimeError("a gesture that fails")

    def leave(self, event: QEvent) -> bool:
        self.seen.append("leave")
        return False


class Pressable(QGraphicsRectItem):
    """An item that handles the mouse itself, as a button drawn in the scene would."""

    def __init__(self) -> None:
        super().__init__(QRectF(0, 0, 100, 100))
        self.pressed = 0

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.pressed += 1
        event.accept()


def test_the_scene_asks_its_gestures_first_and_falls_back_to_qt(qtbot, caplog) -> None:  # type: ignore[no-untyped-def]
    gestures = Recorder()
    scene = TableScene(gestures)
    item = Pressable()
    scene.addItem(item)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(300, 300)
    view.show()
    qtbot.waitExposed(view)
    at = view.mapFromScene(item.rect().center())
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert gestures.seen == ["press"] and item.pressed == 0  # taken: the item never hears it
    with caplog.at_level(logging.ERROR, logger="microgames.ui.tablekit.routing"):
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=at)  # raises inside: logged, not thrown
    assert "a table gesture failed" in caplog.text
    gestures.taking = False
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert item.pressed == 1  # declined: Qt's default hands it to the item
    QApplication.sendEvent(view.viewport(), QEvent(QEvent.Type.Leave))
    assert gestures.seen[-1] == "leave"


def test_a_game_table_answers_still_why_not_and_anchors_by_default(qtbot, pebbles) -> None:  # type: ignore[no-untyped-def]
    context = TableContext(Game.new(pebbles, (Seat("Ana"), Seat("Ben")), 4), Preferences())
    table = GameTable(context)
    qtbot.addWidget(table)
    assert table.is_still()
    assert table.why_not(Take(0, 1)) is None
    assert table.why_not(Take(1, 1)) == "It is not your turn: seat 1 plays now."  # the command's own sentence
    assert table.anchor_rect("anything") is None


def test_the_table_kit_names_no_game() -> None:
    kit = pathlib.Path(__file__).resolve().parents[3] / "microgames" / "ui" / "tablekit"
    for module in kit.glob("*.py"):
        assert not re.search(r"microgames\.games\b", module.read_text(encoding="utf-8")), module.name
