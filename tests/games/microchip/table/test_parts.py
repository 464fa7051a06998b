"""The Microchip table as the table kit sees it: still or not, why a command is refused, lesson anchors, and
parts that never reach back into the table's own module."""

from __future__ import annotations

import pathlib
import re

from microgames.games.microchip.commands import Draft
from microgames.games.microchip.table import anchors
from tests.support.microchip_table import settle


def test_the_table_is_not_still_while_a_tile_is_dragged_or_sliding(make_table, qtbot) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    settle(qtbot, h.table)
    assert h.table.is_still()
    tile_id = h.active_tiles()[0]
    seen: list[bool] = []
    h.drag(h.tile_point(tile_id), h.tray_point(1), during=lambda: seen.append(h.table.is_still()))
    assert seen == [False]  # held over Ben's tray: a drag under way
    assert not h.table.is_still()  # refused: it flies home
    settle(qtbot, h.table)
    assert h.table.is_still() and h.table.tile_pos(tile_id) == h.table.tiles[tile_id].pos()


def test_why_not_is_the_commands_own_refusal(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    tile_id = h.active_tiles()[0]
    assert h.table.why_not(Draft(0, tile_id)) is None
    reason = h.table.why_not(Draft(1, tile_id))
    assert reason is not None and not h.context.submit(Draft(1, tile_id)) and h.messages[-1] == reason


def test_lesson_anchors_are_the_tables_own(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table()
    for name in ("pool", "pool:1", "board:0:C3", "tray:1", "score:0", "phase", "button:finish"):
        rect = h.table.anchor_rect(name)
        assert rect is not None and not rect.isEmpty() and rect == anchors.anchor_rect(h.table, name), name
    assert h.table.anchor_rect("board:9") is None and h.table.anchor_rect("nothing") is None


def test_no_part_imports_the_table_module() -> None:
    folder = pathlib.Path(anchors.__file__).parent
    for module in folder.glob("*.py"):
        if module.name != "view.py":
            assert not re.search(r"microchip\.table\.view\b", module.read_text(encoding="utf-8")), module.name
