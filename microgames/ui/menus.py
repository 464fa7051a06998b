"""The main window's actions and menus: what the person can ask of the window, and where it is found."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from microgames import __version__
from microgames.games import registry
from microgames.ui.language import translate
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


def _action(window: MainWindow, slot, keys: list[QKeySequence] | None = None,  # type: ignore[no-untyped-def]
            checkable: bool = False) -> QAction:
    action = QAction(window)
    if keys:
        action.setShortcuts(keys)
    action.setCheckable(checkable)
    action.triggered.connect(slot)
    window.addAction(action)  # shortcuts work even in full screen without a menu bar
    return action


def make_actions(window: MainWindow) -> None:
    """Every command of the window as an action (its shortcut works even in full screen, without menus)."""
    window.new_action = _action(window, lambda: window.new_game(), _keys(SK.New, "Ctrl+N"))
    window.open_action = _action(window, lambda: window.open_file(), _keys(SK.Open, "Ctrl+O"))
    window.save_action = _action(window, window.save, _keys(SK.Save, "Ctrl+S"))
    window.save_as_action = _action(window, window.save_as, _keys(SK.SaveAs, "Ctrl+Shift+S"))
    window.close_action = _action(window, window.close_game, _keys(SK.Close, "Ctrl+W"))
    window.prefs_action = _action(window, window.edit_preferences, _keys(SK.Preferences, "Ctrl+,"))
    window.quit_action = _action(window, window.close, _keys(SK.Quit, "Ctrl+Q"))
    window.undo_action = _action(window, window.undo, _keys(SK.Undo, "Ctrl+Z"))
    window.redo_action = _action(window, window.redo, _keys(SK.Redo, "Ctrl+Shift+Z"))
    for dock in (window.log_dock, window.history_dock):  # the person's choice is remembered
        dock.toggleViewAction().triggered.connect(window._remember_side_panel)
    window.history_action = window.history_dock.toggleViewAction()
    # setShortcuts, not setShortcut: choosing among setShortcut's overloads makes the Qt namespace's enums
    window.history_action.setShortcuts([QKeySequence("Ctrl+H")])
    window.log_action = window.log_dock.toggleViewAction()
    window.log_action.setShortcuts([QKeySequence("Ctrl+L")])
    window.zoom_in_action = _action(window, lambda: window._table_call("zoom_in"), _keys(SK.ZoomIn, "Ctrl++"))
    window.zoom_out_action = _action(window, lambda: window._table_call("zoom_out"), _keys(SK.ZoomOut, "Ctrl+-"))
    window.zoom_fit_action = _action(window, lambda: window._table_call("zoom_fit"), [QKeySequence("Ctrl+0")])
    window.full_screen_action = _action(window, window.toggle_full_screen, _keys(SK.FullScreen, "F11"), True)
    window.about_action = _action(window, lambda: show_about(window))
    window.review_action = _action(window, lambda: window.reviews.choose())
    window.records_action = _action(window, lambda: window.records.show())
    # Only while looking back (enabled then): a disabled action leaves its key to the table.
    window.return_action = _action(window, window._return_to_game, [QKeySequence("Escape")])
    window.look_earlier_action = _action(window, lambda: window._look_step(-1), [QKeySequence("Left")])
    window.look_later_action = _action(window, lambda: window._look_step(1), [QKeySequence("Right")])
    for action in (window.return_action, window.look_earlier_action, window.look_later_action):
        action.setEnabled(False)


def _title(game_id: str) -> str | None:
    """The game's title; None for a game taken out of the registry since the menu was made (it keeps its words)."""
    try:
        return registry.entry(game_id).title
    except KeyError:
        return None


def name_actions(window: MainWindow) -> None:
    """The actions' and the menus' names, in the language of the moment (again on every change of language)."""
    window.new_action.setText(translate("Menus", "&New Game…"))
    window.open_action.setText(translate("Menus", "&Open…"))
    window.save_action.setText(translate("Menus", "&Save"))
    window.save_as_action.setText(translate("Menus", "Save &As…"))
    window.close_action.setText(translate("Menus", "&Close Game"))
    window.prefs_action.setText(translate("Menus", "&Preferences…"))
    window.quit_action.setText(translate("Menus", "&Quit"))
    window.history_action.setText(translate("Menus", "&History Panel"))
    window.log_action.setText(translate("Menus", "&Move Log"))
    window.zoom_in_action.setText(translate("Menus", "Zoom &In"))
    window.zoom_out_action.setText(translate("Menus", "Zoom &Out"))
    window.zoom_fit_action.setText(translate("Menus", "&Fit to Window"))
    window.full_screen_action.setText(translate("Menus", "&Full Screen"))
    window.about_action.setText(translate("Menus", "&About Microgames"))
    window.review_action.setText(translate("Menus", "Re&view…"))
    window.records_action.setText(translate("Menus", "Recor&ds…"))
    window.return_action.setText(translate("Menus", "&Return to the Game"))
    window.look_earlier_action.setText(translate("Menus", "Look at an &Earlier Move"))
    window.look_later_action.setText(translate("Menus", "Look at a &Later Move"))
    menus = getattr(window, "named_menus", {})  # none yet while the actions are first named
    titles = {
        "game": translate("Menus", "&Game"),
        "recent": translate("Menus", "Open &Recent"),
        "edit": translate("Menus", "&Edit"),
        "view": translate("Menus", "&View"),
        "help": translate("Menus", "&Help"),
        "rules": translate("Menus", "&Rules"),
        "cards": translate("Menus", "&Cards")}
    for key, menu in menus.items():
        menu.setTitle(titles[key])
    for game_id, action in getattr(window, "rules_actions", {}).items():
        if (title := _title(game_id)) is not None:
            action.setText(translate("Menus", "How to play %1").replace("%1", title))
    for game_id, action in getattr(window, "cards_actions", {}).items():
        if (title := _title(game_id)) is not None:
            action.setText(translate("Menus", "The cards of %1").replace("%1", title))
    if getattr(window, "no_rules_action", None) is not None:
        window.no_rules_action.setText(translate("Menus", "No rules installed"))


def make_menus(window: MainWindow) -> None:
    """Game, Edit, View and Help, named by :func:`name_actions`."""
    bar = window.menuBar()
    game = bar.addMenu("")
    game.addActions([window.new_action, window.open_action])
    window.recent_menu = game.addMenu("")
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
    edit = bar.addMenu("")
    edit.addActions([window.undo_action, window.redo_action])
    view = bar.addMenu("")
    view.addActions([window.history_action, window.log_action])
    view.addSeparator()
    view.addActions([window.zoom_in_action, window.zoom_out_action, window.zoom_fit_action])
    view.addSeparator()
    view.addActions([window.return_action, window.look_earlier_action, window.look_later_action])
    view.addSeparator()
    view.addAction(window.full_screen_action)
    help_menu = bar.addMenu("")
    window.rules_menu = help_menu.addMenu("")
    window.named_menus = {"game": game, "recent": window.recent_menu, "edit": edit, "view": view,
                          "help": help_menu, "rules": window.rules_menu}
    window.rules_actions: dict[str, QAction] = {}
    for rules in registry.all_games():
        if rules.rules_page:
            action = window.rules_menu.addAction("")
            action.triggered.connect(lambda _=False, g=rules.id: window.show_rules(g))
            window.rules_actions[rules.id] = action
    window.no_rules_action = None
    if not window.rules_actions:
        window.no_rules_action = window.rules_menu.addAction("")
        window.no_rules_action.setEnabled(False)
    window.cards_actions: dict[str, QAction] = {}
    with_cards = [entry for entry in registry.all_games() if entry.reference]
    if with_cards:
        window.named_menus["cards"] = cards_menu = help_menu.addMenu("")
        for entry in with_cards:
            action = cards_menu.addAction("")
            action.triggered.connect(lambda _=False, g=entry.id: show_reference(window, g))
            window.cards_actions[entry.id] = action
    name_actions(window)
    window.lessons_menu = add_lessons_menu(window, help_menu)
    window.puzzles_menu = add_puzzles_menu(window, help_menu)
    help_menu.addAction(window.about_action)


def show_about(window: MainWindow) -> None:
    """Help ▸ About Microgames."""
    from PySide6.QtWidgets import QMessageBox  # made for Python when first shown, not at start-up

    QMessageBox.about(window, translate("Menus", "About Microgames"), translate(
        "Menus", "<h3>Microgames %1</h3><p>Small tabletop games about the microscopic world: play at one computer, "
        "against each other or against the computer.</p><p><b>Microchip</b> is a game designed by Néstor "
        "Romeral Andrés. <b>Microworld</b> and <b>Remediate</b> follow their published rule texts; the "
        "tables, rulings and computer players are this app's own.</p>").replace("%1", __version__))


def rename_window(window: MainWindow) -> None:
    """After a change of language: the menus, the docks and the status bar named again, the launcher rebuilt
    and the game's page re-synced (its tables, seats and log hear a ``changed``), the game itself untouched."""
    name_actions(window)
    window.log_dock.setWindowTitle(translate("MainWindow", "Move log"))
    window.history_dock.setWindowTitle(translate("MainWindow", "History"))
    if window.controller is not None:
        window.controller.context.changed.emit("language")
        thinking = window.controller.bot_thinking
        window._show_thinking(-1 if thinking is None else thinking)
    window.launcher.refresh()
    window._refresh()


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
