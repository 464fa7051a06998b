"""In a real window at the default preferences: the move log shows what nobody chose as lines of their own
under the move, a person's spell of arranging as one line, and the hot-seat hand-off's "Just played" includes
the environment change."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.session import Game
from microgames.games.microchip.commands import Draft, Place, Rotate
from microgames.games.microchip.tiles import tile
from microgames.ui.play.movelog import EVENT_MARK, EVENT_ROLE, MoveLog
from tests.support.random_play import new_game, play_until


def _replayed(game: Game, steps: int) -> Game:
    """A new game with ``game``'s setup and its first ``steps`` steps."""
    copy = Game.new(game.rules, game.seats, game.seed, game.options)
    for step in game.history.applied()[:steps]:
        copy.history.execute_macro(step.label, step.commands)
    return copy


def _lines(log: MoveLog) -> list[tuple[str, bool]]:
    return [(log.item(row).text(), bool(log.item(row).data(EVENT_ROLE))) for row in range(log.count())]


def _settle(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Until a hand-off waits or a person may act."""
    QApplication.processEvents()
    controller = window.controller
    qtbot.waitUntil(lambda: controller.handoff_pending is not None or controller.context.acting_seat() is not None,
                    timeout=15000)


def test_the_environment_change_is_in_the_log_and_in_just_played(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    played = new_game("remediate", 3, seed=5)
    changing = play_until(played, lambda s: any(e.endswith(" is clean.") for e in s.events), seed=1)
    window = make_window()
    window.start_game(_replayed(played, played.history.index - 1), None)
    _settle(qtbot, window)
    if window.controller.handoff_pending is not None:  # the person on turn takes the table
        qtbot.mouseClick(window.page.handoff, Qt.MouseButton.LeftButton)
        _settle(qtbot, window)
    context = window.controller.context
    assert context.submit(changing.commands[0])  # the remediation that empties the Laboratory
    _settle(qtbot, window)
    while window.controller.game.state.turn == changing.seat:  # down to the hand limit, the turn ends
        assert context.submit(window.controller.game.state.legal_commands(changing.seat)[0])
        _settle(qtbot, window)
    log = window.log_dock.widget()
    assert isinstance(log, MoveLog)
    lines = _lines(log)
    head = lines.index((f"{played.history.index}. {changing.label}", False))
    events = [(EVENT_MARK + event, True) for event in changing.events]
    assert lines[head + 1 : head + 1 + len(events)] == events
    assert (EVENT_MARK + "Laboratory is clean.", True) in events
    assert window.controller.handoff_pending is not None, "the next person is handed the table"
    qtbot.mouseClick(window.page.passing.button, Qt.MouseButton.LeftButton)  # after a look at the table
    assert window.page.stack.currentWidget() is window.page.handoff
    just_played = window.page.handoff.played
    assert changing.label in just_played
    assert EVENT_MARK + "Laboratory is clean." in just_played
    assert just_played.index(EVENT_MARK + "Laboratory is clean.") > just_played.index(changing.label)


def test_five_turns_of_one_tile_are_one_line_of_the_log(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    game = new_game("microchip", 2, seed=3)
    game.history.execute(Draft(0, game.state.column(game.state.active_column())[0]))
    tile_id = game.state.trays[0][0]
    assert tile(tile_id).shape.rotations > 1
    cell = next(c for c in range(25) if game.state.board(0).colour(c) == tile(tile_id).colour.key)
    window = make_window()
    window.start_game(game, None)
    _settle(qtbot, window)
    if window.controller.handoff_pending is not None:
        qtbot.mouseClick(window.page.handoff, Qt.MouseButton.LeftButton)
        _settle(qtbot, window)
    context = window.controller.context
    assert context.submit(Place(0, tile_id, cell))
    for _ in range(5):
        assert context.submit(Rotate(0, cell))
    _settle(qtbot, window)
    log = window.log_dock.widget()
    texts = [text for text, _event in _lines(log)]
    assert len(texts) == 2 and texts[0].startswith("1. P1 drafts ")
    assert texts[1].startswith("2–7. P1 arranges the board (6 changes, the last: rotates the ")
    assert not any(" rotates " in text.partition("the last:")[0] for text in texts)
    assert log.item(1).toolTip().count("\n") == 5  # the tooltip lists the six changes
    assert game.history.index == 7  # and each is still its own step, for undo
