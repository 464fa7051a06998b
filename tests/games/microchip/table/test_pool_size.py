"""The pool at 1180×800 with four seats: its tiles large enough to tell apart (34 px and more), the colourblind
symbols growing with them, and the pool's title clear of its count."""

from __future__ import annotations

from microgames.games.microchip.table.layout import TILE
from tests.games.microchip.table.test_window_size import resize, shown_whole, smallest_text_pt
from tests.support.window import hand_over


def test_the_pools_tiles_are_34_px_at_1180_by_800_with_four_seats(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(("person",) * 4, seed=3, size=(1180, 800))
    resize(qtbot, window, 1180, 800)
    table = window.table
    hand_over(qtbot, window)
    qtbot.waitUntil(lambda: table.focus == table.context.state.turn)
    pixels = table.zoom_factor() * TILE
    print(f"pool tiles of {pixels:.1f} px at 1180×800 with four seats")
    assert pixels >= 34, f"pool tiles of {pixels:.1f} px"
    assert shown_whole(table) and smallest_text_pt(table) >= 9
    title, note = table.pool_title.sceneBoundingRect(), table.pool_note.sceneBoundingRect()
    assert note.left() - title.right() >= 8, "the pool's title touches its count"

