"""Fixtures for driving the shell the way a person does: a window, fake dialogs, clicking the table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QGraphicsItem

from microgames.ui.preferences import Preferences
from microgames.ui.prompts import Answer


class FakePrompts:
    """Answers the window's questions from a script and records what was asked."""

    def __init__(self) -> None:
        self.unsaved_answers: list[Answer] = []
        self.save_paths: list[Path] = []
        self.open_paths: list[Path] = []
        self.asked_unsaved: list[str] = []
        self.errors: list[tuple[str, str]] = []
        self.confirm_answers: list[bool] = []
        self.asked_confirm: list[str] = []

    def confirm(self, title: str, text: str, action: str) -> bool:
        self.asked_confirm.append(text)
        return self.confirm_answers.pop(0) if self.confirm_answers else True

    def unsaved_changes(self, question: str, resumable: bool = False) -> Answer:
        self.asked_unsaved.append(question + (" (resumable)" if resumable else ""))
        return self.unsaved_answers.pop(0) if self.unsaved_answers else "cancel"

    def save_path(self, suggested: Path) -> Path | None:
        return self.save_paths.pop(0) if self.save_paths else None

    def open_path(self, folder: Path) -> Path | None:
        return self.open_paths.pop(0) if self.open_paths else None

    def error(self, title: str, text: str) -> None:
        self.errors.append((title, text))


@pytest.fixture
def make_window(qtbot, pebbles):  # type: ignore[no-untyped-def]
    """Build a main window (with the test game registered), shown and tracked by qtbot."""
    from microgames.ui.app import make_application
    from microgames.ui.mainwindow import MainWindow

    make_application()
    windows = []

    def make(fake_prompts: bool = True, **preferences: object) -> MainWindow:
        window = MainWindow(Preferences(**preferences))  # type: ignore[arg-type]  # the player's defaults
        if fake_prompts:
            window.prompts = FakePrompts()  # type: ignore[assignment]
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        windows.append(window)
        return window

    yield make
    for window in windows:  # closed here, without questions (qtbot's own closing would ask)
        if window.controller is not None:
            window.controller.close(keep_autosave=True)
            window.controller = None
        window.close()
        window.deleteLater()


def hand_over(qtbot, window) -> bool:  # type: ignore[no-untyped-def]
    """Pass the screen on as people at one computer do: "Pass to …", then the cover if it shows.

    True when there was something to pass.
    """
    page = window.page
    if page is None or window.controller is None or window.controller.handoff_pending is None:
        return False
    if page.passing.isVisible():
        qtbot.mouseClick(page.passing.button, Qt.MouseButton.LeftButton)
    if page.stack.currentWidget() is page.handoff:
        qtbot.mouseClick(page.handoff, Qt.MouseButton.LeftButton)
    return True


def click_table_item(qtbot, table, item: QGraphicsItem) -> None:  # type: ignore[no-untyped-def]
    """Click the middle of a scene item as a person would, through the view's viewport (the screen passed
    on first, if the last move ended someone's turn)."""
    window = table.window()
    if hasattr(window, "page"):
        hand_over(qtbot, window)
    view = table.graphics_view
    centre = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(centre.x(), centre.y()))


def start_pebbles(qtbot, window, kinds: tuple[str, ...] = ("person", "person"), seed: str = "42",
                  names: tuple[str, ...] = ()) -> None:  # type: ignore[no-untyped-def]
    """Launcher ▸ Pebbles ▸ Play, fill in the New Game dialog, Start."""
    card = window.launcher.cards["pebbles"]
    qtbot.mouseClick(card.button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.count.setValue(len(kinds))
    for row, kind in zip(dialog.rows, kinds):
        row.kind.setCurrentIndex(row.kind.findData(kind))
    for row, name in zip(dialog.rows, names):
        row.name.clear()
        qtbot.keyClicks(row.name, name)
    dialog.seed.clear()
    qtbot.keyClicks(dialog.seed, seed)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None)
    QApplication.processEvents()


def play_first_legal(window) -> None:  # type: ignore[no-untyped-def]
    """The person at the screen (given it first, if it was being passed) plays their first legal move, as a
    gesture would: through the table's context."""
    if window.controller.handoff_pending is not None:
        window.page.handoff.ready.emit()
    context = window.controller.context
    seat = context.acting_seat()
    assert seat is not None
    assert context.submit(context.state.legal_commands(seat)[0])
