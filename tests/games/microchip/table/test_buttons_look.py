"""A button that may be pressed looks it: Finish filled blue; greyed out it is flat, faint and has no blue at all."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QPushButton

from microgames.games.microchip.commands import Draft, Finish


def colours(button: QPushButton) -> list[QColor]:
    image = button.parentWidget().grab(button.geometry()).toImage().convertToFormat(QImage.Format.Format_RGB32)
    return [image.pixelColor(x, y) for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)]


def blue_share(button: QPushButton) -> float:
    """The share of the button's pixels in Finish's blue (#2f6fd0, give or take its hover and edge shades)."""
    found = [c for c in colours(button) if c.blue() > 150 and c.blue() - c.red() > 90]
    return len(found) / len(colours(button))


def darkest(button: QPushButton) -> int:
    return min(c.lightness() for c in colours(button))


def test_finish_is_blue_only_while_it_may_be_pressed(make_table, qtbot) -> None:  # type: ignore[no-untyped-def]
    harness = make_table(("person", "person"))
    table, context = harness.table, harness.context
    while context.state.phase == "drafting":
        state = context.state
        context.submit(Draft(state.turn, state.column(state.active_column())[0]))
    context.submit(Finish(0))
    context.set_viewer(0)  # Blue at the screen: Blue's full bar, Red's compact one
    qtbot.waitUntil(lambda: table.focus == 0 and table.bars[1].compact)
    mine, theirs = table.bars[0].buttons, table.bars[1].buttons
    assert not mine["finish"].isEnabled() and theirs["finish"].isEnabled()
    assert blue_share(theirs["finish"]) > 0.5, "an enabled Finish is filled with its colour, in a compact bar too"
    assert blue_share(mine["finish"]) == 0, "a greyed-out Finish has no colour"
    faint = darkest(mine["finish"]), darkest(mine["rotate"])
    context.set_viewer(1)  # Red's full bar: Hint may be pressed
    qtbot.waitUntil(lambda: table.focus == 1 and not table.bars[1].compact)
    assert not mine["rotate"].isEnabled() and theirs["hint"].isEnabled()
    assert min(faint) > darkest(theirs["hint"]) + 100, "greyed-out text is clearly fainter (not the muted grey of a note)"
