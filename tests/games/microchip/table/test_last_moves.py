"""The tiles the other seats drafted or moved since the person last acted carry the "last moved" mark,
until the person acts; undo recomputes them, and in hot seat each person sees the other's moves."""

from __future__ import annotations

from microgames.games.microchip.commands import Draft, Place, Rearrange
from tests.games.microchip.table.test_game import draft_by_drag
from tests.support.microchip_table import settle
from tests.support.window import hand_over


def marked(window) -> set[int]:  # type: ignore[no-untyped-def]
    return {t for t, item in window.table.tiles.items() if item.recent and item.isVisible()}


def moved_by_others(window, viewer: int) -> set[int]:  # type: ignore[no-untyped-def]
    """The tiles the other seats' steps since ``viewer``'s last one name, read from the history's commands."""
    steps = window.controller.game.history.applied()
    last = max((i for i, s in enumerate(steps) if s.seat == viewer), default=-1)
    tiles: set[int] = set()
    for step in steps[last + 1:]:
        for command in step.commands:
            if isinstance(command, (Draft, Place)):
                tiles.add(command.tile)
            elif isinstance(command, Rearrange):
                tiles.update(t for t, _cell, _turn in command.placements)
    return tiles


def bots_turn_done(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: window.table.context.can_act(0), timeout=10000)
    settle(qtbot, window.table)


def test_the_bots_drafts_are_marked_until_the_person_acts_and_undo_recomputes(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(("person", "bot"), seed=11)
    game = window.controller.game
    for _ in range(3):
        draft_by_drag(qtbot, window, 0)
        assert not marked(window), "the person's own move clears the marks"
        bots_turn_done(qtbot, window)
        expected = moved_by_others(window, 0)
        assert expected and marked(window) == expected
    drafted_before = moved_by_others(window, 0)
    window.undo()  # back to before the person's last draft: the bot's steps before it are marked again
    settle(qtbot, window.table)
    assert game.history.applied()[-1].seat == 1
    assert marked(window) == moved_by_others(window, 0) != drafted_before


def test_in_hot_seat_each_person_sees_what_the_other_did_after_passing_the_screen(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(("person", "person"), seed=21)
    context = window.table.context
    draft_by_drag(qtbot, window, 0)
    first = window.controller.game.history.applied()[-1].commands[0].tile
    assert not marked(window)
    hand_over(qtbot, window)
    settle(qtbot, window.table)
    assert context.viewer == 1 and marked(window) == {first}
    draft_by_drag(qtbot, window, 1)
    second = window.controller.game.history.applied()[-1].commands[0].tile
    hand_over(qtbot, window)
    settle(qtbot, window.table)
    assert context.viewer == 0 and marked(window) == {second}
