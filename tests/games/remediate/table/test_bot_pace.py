"""Each bot's turn is shown one move at a time: at Normal speed every draw, clone and remediation of a bot is a
motion on the table (the table's flights), and with animations off the bots play at once, nothing in the air."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from microgames.games.remediate.commands import Clone, Draw, Remediate
from microgames.ui.preferences import Preferences
from tests.support.remediate_window import close_window, open_window, wait


def watch_bots(window: Any) -> list[tuple[str, bool]]:
    """(the bot's command, whether something flew for it) for every bot move, as the table heard it."""
    game, table = window.controller.game, window.table
    seen: list[tuple[str, bool]] = []

    def moved(event: str) -> None:  # after the table's own sync: its flights for the move have started
        step = game.history.applied()[-1] if game.history.applied() else None
        if event == "executed" and step is not None and step.by_bot:
            seen.append((type(step.commands[0]).__name__, table.flights.busy()))

    window.controller.context.changed.connect(moved)
    return seen


def play_one_round(qtbot: Any, window: Any) -> None:
    """The person draws, skips cloning and passes; the bots play their turns; the person's turn comes back."""
    table, game = window.table, window.controller.game
    wait(qtbot, window)
    table.setFocus()
    for key in (Qt.Key.Key_D, Qt.Key.Key_S, Qt.Key.Key_P):
        qtbot.keyClick(table, key)
        wait(qtbot, window)
    while game.state.phase == "discard" and game.state.turn == 0:
        qtbot.mouseClick(table.graphics_view.viewport(), Qt.MouseButton.LeftButton,
                         pos=table.graphics_view.mapFromScene(table.hand_items[game.state.hands[0][0]].pos()
                                                              + table.hand_items[game.state.hands[0][0]].rect.center()))
        wait(qtbot, window)
    qtbot.waitUntil(lambda: game.state.turn == 0 and table.context.acting_seat() == 0 and table.settled(),
                    timeout=30000)


def test_at_normal_speed_each_bot_move_is_a_motion(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person", "bot", "bot", "bot"), 5, {"microbe_1": "Rhodococcus ruber"},
                         size=(1180, 800))
    try:
        seen = watch_bots(window)
        for _ in range(3):
            play_one_round(qtbot, window)
        moving = {Draw.__name__, Clone.__name__, Remediate.__name__}
        shown = [flew for name, flew in seen if name in moving]
        assert len(shown) >= 9 and all(shown), seen  # every bot's draw, clone and remediation flew
    finally:
        close_window(window)


def test_with_animations_off_the_bots_play_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person", "bot", "bot", "bot"), 5, {"microbe_1": "Rhodococcus ruber"},
                         size=(1180, 800))
    try:
        window.set_preferences(Preferences(animation_speed="off"))
        seen = watch_bots(window)
        for _ in range(2):
            play_one_round(qtbot, window)
        assert len(seen) >= 12 and not any(flew for _name, flew in seen)  # nothing in the air, no pause
    finally:
        close_window(window)
