"""Unsaved-changes questions, the history panel, bad saves, hand-off, preferences."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from microgames.engine.history import UndoPolicy
from tests.support.window import click_table_item, start_pebbles


def test_closing_or_replacing_a_modified_game_asks_first(qtbot, make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window)
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    prompts = window.prompts

    prompts.unsaved_answers.append("cancel")
    window.close_action.trigger()
    assert len(prompts.asked_unsaved) == 1 and window.controller is not None  # cancelled: still playing

    prompts.unsaved_answers.append("cancel")
    assert not window.close()  # quitting asks too, and cancel keeps the window open
    assert window.isVisible() and prompts.asked_unsaved[1] == "Save the changes to this game of Pebbles first? (resumable)"

    prompts.unsaved_answers.append("save")
    prompts.save_paths.append(tmp_path / "kept.microgame")
    window.close_action.trigger()
    assert window.controller is None and (tmp_path / "kept.microgame").is_file()

    start_pebbles(qtbot, window)
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    prompts.unsaved_answers.append("discard")
    start_pebbles(qtbot, window, seed="7")  # a new game over a modified one
    assert len(prompts.asked_unsaved) == 4 and window.game.seed == 7 and window.game.history.index == 0


def test_the_real_question_box_can_be_cancelled(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(fake_prompts=False)
    start_pebbles(qtbot, window)
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)

    QTimer.singleShot(50, answer)
    window.close_action.trigger()
    assert seen == ["Save the changes to this game of Pebbles first?"]
    assert window.controller is not None and window.game.history.index == 1


def click_row(qtbot, panel, row: int) -> None:  # type: ignore[no-untyped-def]
    rect = panel.visualItemRect(panel.item(row))
    qtbot.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(rect.center().x(), rect.center().y()))


def test_a_history_click_looks_back_without_changing_the_game(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window)
    for button in ("take1", "take2", "take3"):
        click_table_item(qtbot, window.table, window.table.buttons[button])
    panel, game, context = window.history_panel, window.game, window.controller.context
    assert panel.count() == 4 and panel.currentRow() == 3
    final = game.state.clone()
    click_row(qtbot, panel, 1)
    assert game.history.index == 3 and game.state == final  # looking back is not undoing
    assert context.looking_at == 1 and context.state.taken == [1, 0]
    assert window.page.banner.isVisible() and "Viewing move 1" in window.page.banner.label.text() and "at move 3" in window.page.banner.label.text()
    assert panel.currentRow() == 1 and panel.item(3).text().endswith("now")
    click_table_item(qtbot, window.table, window.table.buttons["take1"])  # read-only: refused with a reason
    assert game.history.index == 3 and context.state.taken == [1, 0]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)  # the arrows step through the moves
    assert context.looking_at == 2 and context.state.taken == [1, 2]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)  # and Escape returns to the game
    assert context.looking_at is None and not window.page.banner.isVisible()
    assert context.state is game.state and panel.currentRow() == 3
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    assert game.history.index == 4


def test_play_from_here_asks_and_takes_the_game_back(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window)
    for button in ("take1", "take2", "take3"):
        click_table_item(qtbot, window.table, window.table.buttons[button])
    click_row(qtbot, window.history_panel, 1)
    window.prompts.confirm_answers.append(False)
    qtbot.mouseClick(window.page.banner.play_button, Qt.MouseButton.LeftButton)
    assert "2 later moves" in window.prompts.asked_confirm[0] and window.game.history.index == 3
    assert window.controller.looking_at == 1  # cancelled: still looking
    qtbot.mouseClick(window.page.banner.play_button, Qt.MouseButton.LeftButton)
    assert window.game.history.index == 1 and window.controller.looking_at is None
    assert window.redo_action.isEnabled()  # the later moves stay for Redo until somebody moves


def test_looking_back_against_a_bot_keeps_every_move(qtbot, make_window, pebbles) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, kinds=("person", "bot"))
    game = window.game
    for _ in range(2):
        qtbot.waitUntil(lambda: window.controller.context.acting_seat() == 0, timeout=5000)
        click_table_item(qtbot, window.table, window.table.buttons["take1"])
        qtbot.waitUntil(lambda: game.history.index % 2 == 0, timeout=5000)
    moves = game.history.index
    click_row(qtbot, window.history_panel, 1)
    qtbot.wait(900)  # a bot would have moved by now
    assert game.history.index == moves and len(game.history.steps) == moves
    qtbot.mouseClick(window.page.banner.return_button, Qt.MouseButton.LeftButton)
    assert window.controller.looking_at is None and game.history.index == moves
    qtbot.waitUntil(lambda: window.controller.context.acting_seat() == 0, timeout=5000)


def test_history_panel_refuses_play_from_here_past_a_draw_under_strict_undo(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(undo_policy=UndoPolicy.STRICT)
    start_pebbles(qtbot, window)
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    click_table_item(qtbot, window.table, window.table.buttons["bonus"])  # a random draw: a barrier
    if window.controller.handoff_pending is not None:
        qtbot.mouseClick(window.page.handoff, Qt.MouseButton.LeftButton)
    click_row(qtbot, window.history_panel, 0)
    qtbot.mouseClick(window.page.banner.play_button, Qt.MouseButton.LeftButton)
    assert window.game.history.index == 2
    assert window.history_panel.currentRow() == 2
    assert "Strict undo" in window.statusBar().currentMessage()


def test_a_bad_save_shows_an_error_and_leaves_the_game_untouched(qtbot, make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = make_window(fake_prompts=False)
    start_pebbles(qtbot, window)
    click_table_item(qtbot, window.table, window.table.buttons["take2"])
    controller, before = window.controller, window.game.state.clone()
    bad = tmp_path / "broken.microgame"
    bad.write_text(json.dumps({"format": "microgames-save", "format_version": 99}))
    shown: list[str] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        shown.append(box.text())
        box.accept()

    QTimer.singleShot(50, read_and_close)
    assert window.open_file(bad) is False
    assert len(shown) == 1 and "broken.microgame" in shown[0] and "newer Microgames" in shown[0]
    assert window.controller is controller and window.game.state == before and window.isWindowModified()


def test_hand_off_hides_private_information_between_two_people(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, names=("Ana", "Ben"))
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    # Ana's turn is over: the table stays in sight, blocked, under "Pass to Ben"; nothing is private yet
    assert window.controller.handoff_pending == 1 and window.page.passing.isVisible()
    assert window.page.stack.currentWidget() is window.page.board and window.table.isVisible()
    assert window.page.passing.button.text() == "Pass to Ben"
    qtbot.mouseClick(window.page.passing.button, Qt.MouseButton.LeftButton)
    assert window.page.stack.currentWidget() is window.page.board  # straight to Ben: no cover needed
    assert window.controller.context.viewer == 1 and not window.controller.context.input_blocked
    click_table_item(qtbot, window.table, window.table.buttons["bonus"])  # Ben draws a secret card
    assert window.controller.handoff_pending == 0 and window.page.passing.isVisible()
    assert window.controller.context.viewer == 1  # Ben still sees what he drew
    qtbot.mouseClick(window.page.passing.button, Qt.MouseButton.LeftButton)
    assert window.page.stack.currentWidget() is window.page.handoff  # seats and table hidden alike
    assert not window.page.seat_panel.isVisible() and not window.table.isVisible()
    assert window.page.handoff.message == "Pass to Ana — click when ready"
    assert window.controller.context.viewer == 1 and window.controller.context.input_blocked
    qtbot.mouseClick(window.page.handoff, Qt.MouseButton.LeftButton)
    assert window.page.stack.currentWidget() is window.page.board
    assert window.controller.context.viewer == 0 and not window.controller.context.input_blocked
    assert window.controller.context.view().bonus[1] == [-1]  # Ana cannot see Ben's card
    assert window.page.seat_panel.cards[1].score.text() == "0"  # nor its worth in Ben's score


def test_a_click_on_the_table_while_passing_is_never_a_move(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, names=("Ana", "Ben"))
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    moves = window.game.history.index
    view = window.table.graphics_view  # Ana clicks again where the next move would be, by habit
    centre = view.mapFromScene(window.table.buttons["take1"].sceneBoundingRect().center())
    target = view.viewport().mapTo(window.page.board, centre)
    qtbot.mouseClick(window.page.passing, Qt.MouseButton.LeftButton, pos=target)
    assert window.game.history.index == moves and window.page.passing.isVisible()
    assert window.page.passing.bar.property("flash") == "true"  # the bar draws the eye instead
    qtbot.keyClick(window.page.passing, Qt.Key.Key_Return)  # Enter passes the screen too
    assert not window.page.passing.isVisible() and window.controller.context.viewer == 1


def test_hiding_the_table_always_covers_it_between_any_two_people(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(hide_table="always")
    start_pebbles(qtbot, window, names=("Ana", "Ben"))
    assert window.page.stack.currentWidget() is window.page.handoff  # the first person takes the screen
    qtbot.mouseClick(window.page.handoff, Qt.MouseButton.LeftButton)
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    assert window.page.passing.isVisible()
    qtbot.mouseClick(window.page.passing.button, Qt.MouseButton.LeftButton)
    assert window.page.stack.currentWidget() is window.page.handoff
    assert window.page.handoff.message == "Pass to Ben — click when ready"


def test_an_undo_behind_the_hand_off_brings_the_table_back(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, names=("Ana", "Ben"))
    click_table_item(qtbot, window.table, window.table.buttons["take1"])
    click_table_item(qtbot, window.table, window.table.buttons["bonus"])  # Ben draws a secret card
    assert window.page.passing.isVisible()
    window.undo_action.trigger()  # Ben takes it back before passing the screen
    assert window.controller.handoff_pending is None
    assert not window.page.passing.isVisible()  # not a stale "Pass to Ana"
    assert window.page.stack.currentWidget() is window.page.board
    assert window.controller.context.viewer == 1 and not window.controller.context.input_blocked


def test_new_game_dialog_remembers_the_last_choices(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, kinds=("person", "bot", "person"), names=("Zoe", "Max", "Ida"), seed="5")
    window.close_action.trigger()
    qtbot.mouseClick(window.launcher.cards["pebbles"].button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    assert dialog.count.value() == 3
    assert [r.name.text() for r in dialog.rows[:3]] == ["Zoe", "Max", "Ida"]
    assert [r.kind.currentData() for r in dialog.rows[:3]] == ["person", "bot", "person"]
    assert dialog.seed.text() == "" and dialog.repeat.text() == "Repeat the last deal (seed 5)"  # offered only
    dialog.reject()


def test_preferences_reach_the_table(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.preferences import Preferences

    window = make_window()
    start_pebbles(qtbot, window)
    context = window.controller.context
    heard: list[bool] = []
    context.preferences_changed.connect(lambda: heard.append(context.colourblind))
    window.set_preferences(Preferences(colourblind=True, animation_speed="off"))
    assert heard == [True] and context.animation_ms(400) == 0
    assert Preferences.load().colourblind  # stored in the settings file
    window.set_preferences(Preferences(colourblind=True, animation_speed="slow"))
    assert context.animation_ms(400) == 800


def test_table_options_come_from_the_games_option_specs(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QSpinBox

    window = make_window()
    qtbot.mouseClick(window.launcher.cards["pebbles"].button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    spin = dialog.option_widgets["max_take"]
    assert isinstance(spin, QSpinBox) and (spin.minimum(), spin.maximum(), spin.value()) == (1, 5, 3)
    spin.clear()
    qtbot.keyClicks(spin, "2")
    dialog.rows[1].kind.setCurrentIndex(0)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert window.game.options == {"max_take": 2}
    assert set(window.table.buttons) == {"take1", "take2", "bonus"}


def test_preferences_dialog_round_trip(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.preferences import Preferences
    from microgames.ui.prefsdialog import PreferencesDialog

    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.colourblind, Qt.MouseButton.LeftButton)
    dialog.speed.setCurrentIndex(dialog.speed.findData("off"))
    dialog.undo.setCurrentIndex(dialog.undo.findData("strict"))
    chosen = dialog.preferences()
    assert chosen == Preferences(colourblind=True, animation_speed="off", undo_policy=UndoPolicy.STRICT)
    chosen.store()
    assert Preferences.load() == chosen


def test_strict_undo_preference_applies_to_new_games(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(undo_policy=UndoPolicy.STRICT)
    start_pebbles(qtbot, window)
    assert window.game.history.policy is UndoPolicy.STRICT


def test_two_seats_cannot_share_a_colour(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    qtbot.mouseClick(window.launcher.cards["pebbles"].button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    assert dialog.start_button.isEnabled()
    second = dialog.rows[1]
    second.colour.setCurrentIndex(dialog.rows[0].colour.currentIndex())
    assert second.note.isVisible() and second.note.text() == "The same colour as Ana: pick another one."
    assert not dialog.start_button.isEnabled() and dialog.reason.text() == second.note.text()
    dialog.rows[0].name.setText("Zoe")  # the line follows the name it gives
    assert second.note.text() == "The same colour as Zoe: pick another one."
    second.colour.setCurrentIndex(2)
    assert second.note.isHidden() and dialog.start_button.isEnabled()
    dialog.reject()


def test_a_game_with_secrets_opens_behind_the_hand_off(qtbot, make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window, names=("Ana", "Ben"))
    assert window.controller.handoff_pending is None  # nothing secret yet
    click_table_item(qtbot, window.table, window.table.buttons["bonus"])  # Ana's secret card
    qtbot.mouseClick(window.page.handoff, Qt.MouseButton.LeftButton)  # Ben takes the screen
    window.prompts.save_paths.append(tmp_path / "secret.microgame")
    assert window.save()
    window.close_action.trigger()
    assert window.open_file(tmp_path / "secret.microgame")
    assert window.controller.handoff_pending == 1  # Ben's turn, and Ana's card must stay hidden
    assert window.page.stack.currentWidget() is window.page.handoff
    assert window.page.handoff.message == "Pass to Ben — click when ready"
    qtbot.mouseClick(window.page.handoff, Qt.MouseButton.LeftButton)
    assert window.controller.context.viewer == 1 and not window.controller.context.input_blocked


def test_a_broken_table_is_reported_and_the_window_stays_usable(qtbot, make_window, pebbles) -> None:  # type: ignore[no-untyped-def]
    import attrs

    from microgames.engine.seats import Seat
    from microgames.engine.session import Game

    window = make_window()
    broken = attrs.evolve(pebbles, view_factory="tests.support.pebbles_view:NoSuchTable")
    window.start_game(Game.new(broken, [Seat("Ana"), Seat("Ben")], 1), None)
    assert window.controller is None and window.pages.currentWidget() is window.launcher
    assert window.prompts.errors and window.prompts.errors[0][0] == "Cannot open the table"


def test_a_small_window_starts_with_the_side_panel_collapsed_and_remembers_the_choice(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(1024, 700)
    start_pebbles(qtbot, window)
    assert not window.log_dock.isVisible() and not window.history_dock.isVisible()
    assert "View menu" in window.statusBar().currentMessage()
    window.log_action.trigger()  # the person opens the log: remembered for the next game
    assert window.log_dock.isVisible()
    window.close_action.trigger()
    start_pebbles(qtbot, window)
    assert window.log_dock.isVisible()


def test_shrinking_the_window_collapses_the_side_panel_until_the_person_chooses(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(1400, 850)
    start_pebbles(qtbot, window)
    assert window.log_dock.isVisible()
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: not window.log_dock.isVisible() and not window.history_dock.isVisible())
    window.resize(1400, 850)
    qtbot.waitUntil(window.log_dock.isVisible)
    window.log_action.trigger()  # the person closes it: from now on their choice holds
    window.resize(1300, 850)
    qtbot.wait(50)
    assert not window.log_dock.isVisible()
