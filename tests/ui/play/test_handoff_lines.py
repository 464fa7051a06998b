"""The hand-off's "Just played" shows every line since the person's last turn that the screen holds: with six
at the table, the turns of all five others; what does not fit is named, never silently dropped."""

from __future__ import annotations

from typing import Any

from microgames.ui.play.handoff import HandoffScreen


def test_as_many_lines_as_the_screen_holds_the_newest_last(qtbot: Any) -> None:
    screen = HandoffScreen()
    qtbot.addWidget(screen)
    screen.played = tuple(f"{n}. a move" for n in range(1, 31))
    assert screen.visible_lines(40) == screen.played  # room for all: all of them
    shown = screen.visible_lines(12)
    assert len(shown) == 12 and shown[0] == screen.earlier() == "… earlier moves are in the move log"
    assert shown[-1] == "30. a move" and shown[1] == "20. a move"
    assert screen.visible_lines(1) == ("30. a move",) and screen.visible_lines(0) == ()


def test_a_taller_screen_shows_more_of_them(qtbot: Any) -> None:
    screen = HandoffScreen()
    qtbot.addWidget(screen)
    counts = []
    for size in ((1024, 700), (1920, 1080)):
        screen.resize(*size)
        counts.append(screen.rows_below(*screen.played_top()))
    assert 7 <= counts[0] < counts[1]
