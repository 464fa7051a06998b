"""The main window's actions and menus: what the person can ask of the window, and where it is found."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from microgames.games import registry
from microgames.ui.launcher.recent import recent_files
from microgames.ui.puzzles.menu import add_puzzles_menu
from microgames.ui.tutorial.menu import add_lessons_menu

if TYPE_CHECKING:
    from microgames.ui.mainwindow import MainWindow

SK = QKeySequence.StandardKey


def _keys(standard: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """The platform's standard shortcut, or a sensible one where the platform has none."""
    bindings = QKeySequence.keyBindings(standard)
    return bindings or [QKeySequence(fallback)]


def _action(window: MainWindow, text: str, slot, keys: list[QKeySequence] | None = None,  # type: ignore[no-untyped-def]
            checkable: bool = False) -> QAction:
    action = QAction(text, window)
    if keys:
        action.setShortcuts(keys)
    action.setCheckable(checkable)
    action.triggered.connect(slot)
    window.addAction(action)  # shortcuts work even in full screen without a menu bar
    return action


def make_actions(window: MainWindow) -> None:
    """Every command of the window as an action (its shortcut works even in full screen, without menus)."""
    window.new_action = _action(window, "&New Game…", lambda: window.new_game(), _keys(SK.New, "Ctrl+N"))
    window.open_action = _action(window, "&Open…", lambda: window.open_file(), _keys(SK.Open, "Ctrl+O"))
    window.save_action = _action(window, "&Save", window.save, _keys(SK.Save, "Ctrl+S"))
    window.save_as_action = _action(window, "Save &As…", window.save_as, _keys(SK.SaveAs, "Ctrl+Shift+S"))
    window.close_action = _action(window, "&Close Game", window.close_game, _keys(SK.Close, "Ctrl+W"))
    window.prefs_action = _action(window, "&Preferences…", window.edit_preferences, _keys(SK.Preferences, "Ctrl+,"))
    window.quit_action = _action(window, "&Quit", window.close, _keys(SK.Quit, "Ctrl+Q"))
    window.undo_action = _action(window, "&Undo", window.undo, _keys(SK.Undo, "Ctrl+Z"))
    window.redo_action = _action(window, "&Redo", window.redo, _keys(SK.Redo, "Ctrl+Shift+Z"))
    for dock in (window.log_dock, window.history_dock):  # the person's choice is remembered
        dock.toggleViewAction().triggered.connect(window._remember_side_panel)
    window.history_action = window.history_dock.toggleViewAction()
    window.history_action.setText("&History Panel")
    # setShortcuts, not setShortcut: choosing among setShortcut's overloads makes the Qt namespace's enums
    window.history_action.setShortcuts([QKeySequence("Ctrl+H")])
    window.log_action = window.log_dock.toggleViewAction()
    window.log_action.setText("&Move Log")
    window.log_action.setShortcuts([QKeySequence("Ctrl+L")])
    window.zoom_in_action = _action(window, "Zoom &In", lambda: window._table_call("zoom_in"),
                                    _keys(SK.ZoomIn, "Ctrl++"))
    window.zoom_out_action = _action(window, "Zoom &Out", lambda: window._table_call("zoom_out"),
                                     _keys(SK.ZoomOut, "Ctrl+-"))
    window.zoom_fit_action = _action(window, "&Fit to Window", lambda: window._table_call("zoom_fit"),
                                     [QKeySequence("Ctrl+0")])
    window.full_screen_action = _action(window, "&Full Screen", window.toggle_full_screen,
                                        _keys(SK.FullScreen, "F11"), True)
    window.about_action = _action(window, "&About Microgames", window.about)
    window.review_action = _action(window, "Re&view…", lambda: window.reviews.choose())
    window.records_action = _action(window, "Recor&ds…", lambda: window.records.show())
    # Only while looking back (enabled then): a disabled action leaves its key to the table.
    window.return_action = _action(window, "&Return to the Game", window._return_to_game, [QKeySequence("Escape")])
    window.look_earlier_action = _action(window, "Look at an &Earlier Move", lambda: window._look_step(-1),
                                         [QKeySequence("Left")])
    window.look_later_action = _action(window, "Look at a &Later Move", lambda: window._look_step(1),
                                       [QKeySequence("Right")])
    for action in (window.return_action, window.look_earlier_action, window.look_later_action):
        action.setEnabled(False)


def make_menus(window: MainWindow) -> None:
    """Game, Edit, View and Help."""
    bar = window.menuBar()
    game = bar.addMenu("&Game")
    game.addActions([window.new_action, window.open_action])
    window.recent_menu = game.addMenu("Open &Recent")
    window.recent_menu.aboutToShow.connect(lambda: fill_recent_menu(window))
    fill_recent_menu(window)
    game.addSeparator()
    game.addActions([window.save_action, window.save_as_action, window.close_action])
    game.addSeparator()
    game.addActions([window.review_action, window.records_action])
    game.addSeparator()
    game.addAction(window.prefs_action)
    game.addSeparator()
    game.addAction(window.quit_action)
    edit = bar.addMenu("&Edit")
    edit.addActions([window.undo_action, window.redo_action])
    view = bar.addMenu("&View")
    view.addActions([window.history_action, window.log_action])
    view.addSeparator()
    view.addActions([window.zoom_in_action, window.zoom_out_action, window.zoom_fit_action])
    view.addSeparator()
    view.addActions([window.return_action, window.look_earlier_action, window.look_later_action])
    view.addSeparator()
    view.addAction(window.full_screen_action)
    help_menu = bar.addMenu("&Help")
    window.rules_menu = help_menu.addMenu("&Rules")
    window.rules_actions: dict[str, QAction] = {}
    for rules in registry.all_games():
        if rules.rules_page:
            action = window.rules_menu.addAction(f"How to play {rules.title}")
            action.triggered.connect(lambda _=False, g=rules.id: window.show_rules(g))
            window.rules_actions[rules.id] = action
    if not window.rules_actions:
        window.rules_menu.addAction("No rules installed").setEnabled(False)
    with_cards = [entry for entry in registry.all_games() if entry.reference]
    if with_cards:
        cards_menu = help_menu.addMenu("&Cards")
        for entry in with_cards:
            action = cards_menu.addAction(f"The cards of {entry.title}")
            action.triggered.connect(lambda _=False, g=entry.id: show_reference(window, g))
    window.lessons_menu = add_lessons_menu(window, help_menu)
    window.puzzles_menu = add_puzzles_menu(window, help_menu)
    help_menu.addAction(window.about_action)


def show_reference(window: MainWindow, game_id: str) -> QWidget:
    """Help ▸ Cards: the game's card reference (``GameRules.reference``), a window of its own beside the table."""
    from PySide6.QtCore import Qt

    from microgames.engine.game import load_hook  # the game's rules load only now, as for its rules page

    reference: QWidget = load_hook(registry.get(game_id).reference)(window)
    reference.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    reference.show()
    return reference


def fill_recent_menu(window: MainWindow) -> None:
    """Game ▸ Open Recent, read afresh each time it opens."""
    window.recent_menu.clear()
    files = recent_files()
    for path in files:
        action = window.recent_menu.addAction(path.name)
        action.setToolTip(str(path))
        action.triggered.connect(lambda _=False, p=path: window.open_file(p))
    window.recent_menu.setEnabled(bool(files))
