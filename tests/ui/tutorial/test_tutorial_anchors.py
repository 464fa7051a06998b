"""Every game's lesson anchors name real things on its table; an unknown name is None, never an error."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from microgames.engine.session import Game
from microgames.games import registry
from microgames.ui.tablekit.anchors import find_anchor, find_shape
from microgames.ui.tablekit.table import GameTable
from microgames.ui.tutorial.placement import place_bubble
from tests.support.table_harness import seats_for

NAMES = {
    "microchip": ["pool", "pool:1", "pool:10:5", "seat:1", "board:0", "board:0:C3", "board:1:E5", "tray:0",
                  "score:1", "phase", "button:finish", "button:hint"],
    "microworld": ["board", "cell:0", "cell:Q2·7", "track", "panel", "headline", "score:0", "score:1", "summary",
                   "summary:copy"],
    "remediate": ["environment", "environment:card", "genes", "pool", "discard", "recycle", "recycle:2",
                  "microbe:0", "microbe:1", "hand", "hand:0", "log", "button:draw"],
}
SHAPED = {  # the anchors whose outline is not their rectangle's
    "microchip": ["pool:10:5", "board:0:C3", "board:1:E5"],
    "microworld": ["board", "cell:0", "cell:Q2·7", "tissue:0"],
    "remediate": ["hand:0", "slot:0:remediation"],
}
UNKNOWN = ["", "nothing", "board:9", "board:0:Z9", "pool:x", "cell:999", "hand:99", "button:fly", "recycle:7"]


@pytest.mark.parametrize("game_id", sorted(NAMES))
def test_anchors_name_things_on_the_table(make_window, game_id: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(1280, 800)
    rules = registry.get(game_id)
    window.start_game(Game.new(rules, seats_for(rules, ("person", "bot"), ("Ada", "Bot")), 3), None)
    table = window.controller.table
    inside = QRectF(table.rect()).adjusted(-2, -2, 2, 2)
    for name in NAMES[game_id]:
        rect = find_anchor(table, name)
        assert rect is not None and inside.contains(rect), name
    for name in UNKNOWN:
        assert find_anchor(table, name) is None, name
        assert find_shape(table, name) is None, name
    for name in SHAPED[game_id]:  # an outline of its own, inside the thing's rectangle and filling most of it
        shape, rect = find_shape(table, name), find_anchor(table, name)
        assert shape is not None and rect is not None, name
        box = shape.boundingRect()
        assert rect.adjusted(-1, -1, 1, 1).contains(box), name
        assert box.width() * box.height() > 0.5 * rect.width() * rect.height(), name
        assert shape != GameTable.anchor_shape(table, name), name  # not the default rounded rectangle


def test_without_an_anchor_the_bubble_sits_at_the_top_centre_and_keeps_clear_of_its_target() -> None:
    area = QRectF(0, 0, 1000, 700)
    rect, side = place_bubble(None, (360, 140), area)
    assert side == "" and abs(rect.center().x() - 500) < 1 and area.contains(rect)
    target = QRectF(100, 600, 40, 40)  # near the bottom: the bubble goes above it
    rect, side = place_bubble(target, (360, 140), area)
    assert side == "above" and not rect.intersects(target) and area.contains(rect)
    rect, side = place_bubble(QRectF(0, 0, 1000, 700), (360, 140), area)  # nowhere beside it: out of the way
    assert side == "" and area.contains(rect)
    target, talked_about = QRectF(480, 300, 40, 40), QRectF(420, 360, 60, 60)  # a pawn just below-left of it
    rect, side = place_bubble(target, (360, 140), area, [talked_about])
    assert side and not rect.intersects(talked_about) and not rect.intersects(target)
    everywhere = [QRectF(0, 0, 1000, 290), QRectF(0, 350, 1000, 350)]  # covered whatever it does: the least
    rect, _side = place_bubble(target, (360, 140), area, everywhere)
    assert rect.intersected(everywhere[0]).height() * 360 + rect.intersected(everywhere[1]).height() * 360 < 140 * 360


OFFERED_AT_START = {  # what a new game's table lights for the first person to act on
    "microchip": lambda state: [f"pool:{state.active_column() + 1}"],
    "microworld": lambda state: [f"cell:{c.cell}" for c in sorted(state.legal_commands(0), key=lambda c: c.cell)],
}


@pytest.mark.parametrize("game_id", sorted(OFFERED_AT_START))
def test_a_table_names_what_it_lights_for_the_person_to_act_on(make_window, game_id: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    rules = registry.get(game_id)
    window.start_game(Game.new(rules, seats_for(rules, ("person", "bot"), ("Ada", "Bot")), 3), None)
    table = window.controller.table
    offered = table.offered()
    assert offered and offered == OFFERED_AT_START[game_id](window.controller.game.state)
    assert all(find_anchor(table, name) is not None for name in offered)
