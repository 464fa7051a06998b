"""The main window: the launcher, the game page with its docks, and the menus."""

from __future__ import annotations

import importlib
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import (
    QDockWidget, QLabel, QMainWindow, QProgressBar, QStackedWidget, QWidget,
)

from microgames.engine.errors import SaveError
from microgames.engine.filecheck import check_path, quote, set_aside
from microgames.engine.paths import autosave_path, saves_dir
from microgames.games import registry
from microgames.ui.launcher.page import LauncherPage
from microgames.engine.words import shown
from microgames.ui import language
from microgames.ui.menus import fill_recent_menu, make_actions, make_menus, rename_window
from microgames.ui.play.statusline import StatusLine
from microgames.ui.preferences import Preferences, settings
from microgames.ui.prompts import Prompts, save_question
from microgames.ui.launcher.recent import add_recent
from microgames.ui.records.host import RecordsHost
from microgames.ui.scale import UiScale
from microgames.ui.review.host import ReviewHost
from microgames.ui.puzzles.menu import open_puzzles
from microgames.ui.tutorial.menu import learn_to_play

# What only a game on the table needs is imported when the first game starts, so the launcher shows sooner.
if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QResizeEvent  # (their types are made for Python when first sent)

    from microgames.engine.game import GameRules
    from microgames.engine.session import Game
    from microgames.ui.play.controller import GameController
    from microgames.ui.play.gamepage import GamePage
    from microgames.ui.play.historypanel import HistoryPanel
    from microgames.ui.newgame import NewGameDialog, NewGameSetup
    from microgames.ui.play.results import ResultsDialog
    from microgames.ui.rulesview import RulesDialog
    from microgames.ui.tablekit.table import GameTable

#: What start_game needs beyond the launcher's modules, imported ahead while the New Game dialog is open.
GAME_PAGE_MODULES = ("microgames.engine.session", "microgames.ui.play.controller", "microgames.ui.play.gamepage",
                     "microgames.ui.play.historypanel", "microgames.ui.play.movelog", "microgames.ui.tablekit.context",
                     "microgames.ui.tablekit.table")
#: Below this window width the move log and history start collapsed, so the table keeps the room.
SIDE_PANEL_MIN_WIDTH = 1100


class MainWindow(QMainWindow):
    """One window, one game at a time."""

    def __init__(self, preferences: Preferences | None = None) -> None:
        super().__init__()
        self.setObjectName("mainWindow")  # its icon is the application's (set once the launcher shows)
        self.preferences = preferences or Preferences.load()
        self.prompts = Prompts(self)
        self.controller: GameController | None = None
        self.page: GamePage | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.results_dialog: ResultsDialog | None = None
        self.history_panel: HistoryPanel | None = None
        self.pages = QStackedWidget(self)
        self.records = RecordsHost(self)
        self.reviews = ReviewHost(self)
        self.launcher = LauncherPage(self)
        self.pages.addWidget(self.launcher)
        self.setCentralWidget(self.pages)
        self.launcher.play.connect(self.new_game)
        self.launcher.learn.connect(lambda game_id: learn_to_play(self, game_id))
        self.launcher.puzzles.connect(lambda game_id: open_puzzles(self, game_id))
        self.launcher.resume.connect(self.resume)
        self.launcher.open_file.connect(self.reviews.open_recent)  # a finished game opens in review
        self.launcher.records.connect(self.records.show)
        self.launcher.open_other.connect(self.open_file)
        self.launcher.first_shown.connect(self._finish_set_up)
        self.scale = UiScale(self)
        self._make_docks()
        make_actions(self)
        make_menus(self)
        self._make_status_bar()
        self.resize(1180, 800)
        geometry = settings().value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        self._refresh()

    # --- construction ----------------------------------------------------------------------------
    def _make_docks(self) -> None:
        """The move log and history docks, hidden; they take their place beside the table in :meth:`_place_docks`."""
        self.log_dock = QDockWidget(self.tr("Move log"), self)
        self.log_dock.setObjectName("moveLogDock")
        self.history_dock = QDockWidget(self.tr("History"), self)
        self.history_dock.setObjectName("historyDock")
        for dock in (self.log_dock, self.history_dock):
            dock.hide()
        self._docks_placed = False

    def _finish_set_up(self) -> None:
        """What the launcher's first paint need not wait for: the docks in place, the UI following the window's size."""
        self._place_docks()
        self.scale.start()
        for widget in (self.thinking_label, self.thinking_bar):  # "… is thinking" never changes the table's room
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)

    def _place_docks(self) -> None:
        """Dock the log and history at the right, tabbed (once the launcher shows, or when a game starts sooner).

        Not while the launcher is built: naming a dock area makes the Qt namespace's enums for Python.
        """
        if self._docks_placed:
            return
        self._docks_placed = True
        from PySide6.QtCore import Qt

        for dock in (self.log_dock, self.history_dock):
            dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            dock.hide()
        self.tabifyDockWidget(self.log_dock, self.history_dock)

    def _make_status_bar(self) -> None:
        self.thinking_label = QLabel(self.tr("Thinking…"), self)  # a line of text tall while hidden, too (see below)
        self.thinking_bar = QProgressBar(self)
        self.thinking_bar.setRange(0, 0)  # a busy indicator
        self.thinking_bar.setMaximumWidth(90)
        self.thinking_bar.setMaximumHeight(14)
        self.status_line = StatusLine(self.statusBar())
        self.statusBar().addPermanentWidget(self.thinking_label)
        self.statusBar().addPermanentWidget(self.thinking_bar)
        self._show_thinking(-1)

    # --- games -----------------------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        return self.controller.game if self.controller else None

    @property
    def table(self) -> GameTable | None:
        return self.page.table if self.page else None

    def new_game(self, game_id: str | None = None) -> None:
        """Open the New Game dialog (not blocking: the game starts when it is accepted)."""
        from microgames.ui.newgame import NewGameDialog

        playable = [g for g in registry.all_games() if g.view_factory]
        if game_id is None:
            if self.game is not None and self.game.rules.view_factory:
                game_id = self.game.rules.id
            elif playable:
                game_id = playable[0].id
            else:
                self.statusBar().showMessage(self.tr("No game is installed."), 5000)
                return
        rules = registry.get(game_id)
        dialog = NewGameDialog(rules, self)
        dialog.accepted.connect(lambda: self._new_game_accepted(dialog.setup()))
        self.new_game_dialog = dialog
        dialog.open()
        QTimer.singleShot(0, self, lambda: self._prepare_table(rules))

    @staticmethod
    def _prepare_table(rules: GameRules) -> None:
        """Import the game's table and the game page while the player reads the New Game dialog.

        Start then only builds them, so the table appears sooner the first time too.
        """
        for module in GAME_PAGE_MODULES:
            importlib.import_module(module)
        from microgames.ui.tablekit.table import table_factory

        try:
            table_factory(rules)
        except Exception:  # a broken table is reported when Start tries to open it
            return

    def _new_game_accepted(self, setup: NewGameSetup) -> None:
        if not self.maybe_close_game():
            return
        from microgames.engine.history import UndoPolicy
        from microgames.engine.session import Game

        try:
            policy = UndoPolicy.STRICT if setup.rules.strict_undo else self.preferences.undo_policy
            game = Game.new(setup.rules, setup.seats, setup.seed, setup.options, policy)
        except ValueError as error:
            self.prompts.error(self.tr("Cannot start the game"), f"{error}.")
            return
        self.start_game(game, None)

    def start_game(self, game: Game, file: Path | None, unsaved: bool = False, from_here: bool = False) -> None:
        """Put ``game`` on the table (any current game must already be closed); ``from_here``: from a review."""
        from microgames.ui.play.controller import GameController
        from microgames.ui.play.gamepage import GamePage
        from microgames.ui.play.historypanel import HistoryPanel
        from microgames.ui.play.movelog import MoveLog
        from microgames.ui.tablekit.table import table_factory

        self.reviews.close(show_launcher=False)
        self._finish_set_up()
        controller = GameController(game, self.preferences, file, self)
        controller.unsaved_on_resume = unsaved
        try:
            factory = table_factory(game.rules)
            if factory is None:
                raise LookupError(self.tr("%1 has no table yet").replace("%1", game.rules.title))
            table = factory(controller.context, None)
        except Exception as error:  # a broken table must not take the window down
            controller.close(keep_autosave=True)
            controller.deleteLater()
            self.prompts.error(self.tr("Cannot open the table"), f"{game.rules.title}: {error}.")
            return
        controller.table = table
        self.controller = controller
        self.records.started(controller, from_here)
        self.page = GamePage(controller, table, self)
        self.pages.addWidget(self.page)
        self.pages.setCurrentWidget(self.page)
        self.log_dock.setWidget(MoveLog(controller.context, self.log_dock))
        self.history_panel = HistoryPanel(controller.context, controller.look_at, self.history_dock)
        self.history_dock.setWidget(self.history_panel)
        if self._side_panel_wanted():
            self.log_dock.show()
            self.history_dock.show()
            self.log_dock.raise_()
            from PySide6.QtCore import Qt

            width = min(round(280 * self.scale.factor), self.width() // 5)
            self.resizeDocks([self.log_dock], [width], Qt.Orientation.Horizontal)
        else:
            self.statusBar().showMessage(self.tr("The move log and the history are in the View menu (Ctrl+L, Ctrl+H)."), 8000)
        controller.context.changed.connect(lambda _event: self._refresh())
        self.status_line.attach(controller.context)
        controller.thinking_changed.connect(self._show_thinking)
        controller.thinking_changed.connect(self.page.seat_panel.set_thinking)
        controller.game_over.connect(self._game_over)
        controller.looking_changed.connect(self._show_looking)
        self.page.banner.step.connect(self._look_step)
        self.page.banner.return_requested.connect(controller.return_to_game)
        self.page.banner.play_from_here.connect(self.play_from_here)
        controller.saved.connect(self._remember_file)
        if file is not None:
            self._remember_file(file)
        self.scale.reapply()  # the page and the docks made for this game take the window's scale
        controller.start()
        table.setFocus()
        self._refresh()

    def maybe_close_game(self) -> bool:
        """Close the current game deliberately, asking first about unsaved changes; False if cancelled."""
        if self.controller is None:
            return True
        if not self._settle_unsaved():
            return False
        self.drop_game(keep_autosave=False)
        return True

    def _settle_unsaved(self, quitting: bool = False) -> bool:
        """Ask about unsaved changes; True when it is all right to go on."""
        assert self.controller is not None
        if not self.controller.modified or self.controller.game.state.is_over():
            return True
        question = save_question(self.controller.file, shown(self.controller.game.rules.title))
        answer = self.prompts.unsaved_changes(question, resumable=quitting)
        if answer == "cancel":
            return False
        if answer == "save":
            return self.save()
        return True

    def drop_game(self, keep_autosave: bool) -> None:
        """Leave the current game without questions and show the launcher."""
        assert self.controller is not None and self.page is not None
        self.controller.close(keep_autosave=keep_autosave)
        self.controller.deleteLater()
        self.pages.removeWidget(self.page)
        self.page.deleteLater()
        for dock in (self.log_dock, self.history_dock):
            old = dock.widget()
            dock.setWidget(QWidget())
            if old is not None:
                old.deleteLater()
            dock.hide()
        self.controller, self.page, self.history_panel = None, None, None
        for action in (self.return_action, self.look_earlier_action, self.look_later_action):
            action.setEnabled(False)
        self._show_thinking(-1)
        self.launcher.refresh()
        self.pages.setCurrentWidget(self.launcher)
        self._refresh()

    def close_game(self) -> None:
        """Game ▸ Close: back to the launcher."""
        if self.reviews.active:
            self.reviews.close()
        else:
            self.maybe_close_game()

    def open_file(self, path: Path | None = None) -> bool:
        """Open a save; a bad file gets an error box and leaves the running game untouched."""
        if path is None:
            path = self.prompts.open_path(saves_dir())
            if path is None:
                return False
        from microgames.engine import saves

        try:
            game = saves.load(path, registry.get)
        except SaveError as error:
            self.prompts.error(self.tr("Cannot open the save"), f"{quote(Path(path).name, 60)}: {error}")
            return False
        if not self.maybe_close_game():
            return False
        self.start_game(game, Path(path))
        return True

    def resume(self) -> bool:
        """Continue the autosaved game."""
        from microgames.engine import saves
        from microgames.ui.play.controller import clear_autosave

        try:
            game = saves.load(autosave_path(), registry.get)
        except SaveError as error:
            self.prompts.error(self.tr("Cannot resume"),
                               self.tr("The last game cannot be resumed: %1").replace("%1", str(error)))
            set_aside(autosave_path(), str(error))
            clear_autosave()
            self.launcher.refresh()
            return False
        store = settings()
        file = check_path(store.value("session/file", ""))
        if file is not None and not saves.same_game(file, game):  # named by another copy of the app, for its game
            file = None
        unsaved = str(store.value("session/modified", "true")) == "true" or file is None
        if not self.maybe_close_game():
            return False
        self.start_game(game, file, unsaved=unsaved)
        return True

    def save(self) -> bool:
        if self.controller is None:
            return False
        if self.controller.file is None:
            return self.save_as()
        return self._save_to(self.controller.file)

    def save_as(self) -> bool:
        if self.controller is None:
            return False
        stamp = datetime.now().strftime("%Y-%m-%d %H.%M")
        suggested = self.controller.file or saves_dir() / f"{self.controller.game.rules.title} {stamp}.microgame"
        path = self.prompts.save_path(suggested)
        return self._save_to(path) if path is not None else False

    def _save_to(self, path: Path) -> bool:
        assert self.controller is not None
        try:
            self.controller.save(path)
        except OSError as error:
            self.prompts.error(self.tr("Cannot save"), f"{path}: {error.strerror or error}.")
            return False
        self._remember_file(path)
        self.statusBar().showMessage(self.tr("Saved %1.").replace("%1", path.name), 4000)
        return True

    def _remember_file(self, path: Path) -> None:
        """A file opened or saved goes to the top of Game ▸ Open Recent (and the launcher's list) at once."""
        add_recent(path)
        fill_recent_menu(self)
        self._refresh()

    # --- edit ------------------------------------------------------------------------------------
    def undo(self) -> None:
        """Edit ▸ Undo, saying in the status bar what was taken back (a refusal says why instead)."""
        if self.controller is not None:
            history = self.controller.game.history
            label = history.steps[history.undo_target()].label if history.index else ""
            if self.controller.undo():
                self.status_line.say(self.tr("Took back: %1.").replace("%1", shown(label)), 4000)

    def redo(self) -> None:
        if self.controller is not None:
            history = self.controller.game.history
            label = history.steps[history.index].label if history.can_redo() else ""
            if self.controller.redo():
                self.status_line.say(self.tr("Played again: %1.").replace("%1", shown(label)), 4000)

    def _side_panel_wanted(self) -> bool:
        """The log and history beside the table: as the person last left them, else only on a wide window."""
        stored = str(settings().value("window/side_panel", ""))
        if stored in ("shown", "hidden"):
            return stored == "shown"
        return self.width() >= SIDE_PANEL_MIN_WIDTH

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Until the person chooses, the side panel follows the window: collapsed when narrow, open when wide."""
        super().resizeEvent(event)
        if self.controller is None or str(settings().value("window/side_panel", "")) in ("shown", "hidden"):
            return
        wanted = self.width() >= SIDE_PANEL_MIN_WIDTH
        if wanted != (self.log_dock.isVisible() or self.history_dock.isVisible()):
            for dock in (self.log_dock, self.history_dock):
                dock.setVisible(wanted)
            if wanted:
                self.log_dock.raise_()

    def _remember_side_panel(self) -> None:
        shown = self.log_dock.isVisible() or self.history_dock.isVisible()
        store = settings()
        store.setValue("window/side_panel", "shown" if shown else "hidden")
        store.sync()

    def keep_game(self) -> None:
        """Autosave the game in progress now (after an unexpected error, so it is never lost)."""
        if self.controller is not None:
            self.controller.autosave()

    # --- looking back ----------------------------------------------------------------------------
    def _show_looking(self, index: int) -> None:
        if self.page is None or self.controller is None:
            return
        history = self.controller.game.history
        self.page.set_looking(index >= 0)
        for action in (self.return_action, self.look_earlier_action, self.look_later_action):
            action.setEnabled(index >= 0)
        if index < 0:
            self.page.banner.hide()
            self.page.table.setFocus()
        else:
            self.page.banner.show_position(index, history.index, len(history.steps))
            self.status_line.say(self.tr("Looking back: press Escape or “Return to the game” to play on."), 6000)

    def _return_to_game(self) -> None:
        if self.controller is not None:
            self.controller.return_to_game()

    def _look_step(self, delta: int) -> None:
        controller = self.controller
        if controller is None or controller.looking_at is None:
            return
        index = controller.looking_at + delta
        if 0 <= index <= len(controller.game.history.steps):
            controller.look_at(index)

    def play_from_here(self) -> None:
        """Take the game to the position on show; asks first when later moves would be dropped."""
        controller = self.controller
        if controller is None or controller.looking_at is None:
            return
        history = controller.game.history
        index = controller.looking_at
        later = len(history.steps) - index
        question = self.tr("Play on from move %1?").replace("%1", str(index)) if index else self.tr(
            "Play on from the start?")
        later_text = self.tr("The %n later move(s) stay available for Redo only until somebody moves.", None, later)
        if later > 0 and not self.prompts.confirm(self.tr("Play from here?"), f"{question} {later_text}",
                                                  self.tr("Play from here")):
            return
        if controller.play_from_here():
            self.records.played_from_here(controller)

    # --- view and help ---------------------------------------------------------------------------
    def _table_call(self, name: str) -> None:
        if self.table is not None:
            getattr(self.table, name)()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def show_rules(self, game_id: str) -> RulesDialog:
        from PySide6.QtCore import Qt

        from microgames.ui.rulesview import RulesDialog

        dialog = RulesDialog(registry.get(game_id), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def edit_preferences(self) -> None:
        from microgames.ui.prefsdialog import PreferencesDialog

        dialog = PreferencesDialog(self.preferences, self)
        if dialog.exec() == PreferencesDialog.DialogCode.Accepted:
            self.set_preferences(dialog.preferences())

    def set_preferences(self, preferences: Preferences) -> None:
        old, self.preferences = self.preferences, preferences
        preferences.store()
        if preferences.language != old.language:  # the window hears of it (changeEvent) and names all again
            language.apply(preferences.language)
        if self.controller is not None:
            self.controller.set_preferences(preferences)
        if self.reviews.page is not None:
            self.reviews.page.set_preferences(preferences)

    # --- reactions -------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        """A new language: everything the window shows is named again, the game kept as it is."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            rename_window(self)

    def _refresh(self) -> None:
        """Title, modified mark and the menu items that depend on the game."""
        controller = self.controller
        has_game = controller is not None
        for action in (self.save_action, self.save_as_action, self.close_action, self.zoom_in_action,
                       self.zoom_out_action, self.zoom_fit_action, self.history_action, self.log_action):
            action.setEnabled(has_game)
        self.close_action.setEnabled(has_game or self.reviews.active)
        if controller is None:
            self.setWindowTitle("Microgames")
            self.setWindowModified(False)
            for action, text in ((self.undo_action, self.tr("&Undo")), (self.redo_action, self.tr("&Redo"))):
                action.setText(text)
                action.setEnabled(False)
            return
        history = controller.game.history
        name = controller.file.stem if controller.file else self.tr("new game")
        self.setWindowTitle(f"{name}[*] — {controller.game.rules.title} — Microgames")
        self.setWindowModified(controller.modified)
        requester = controller.context.viewer
        refusal = history.undo_refusal(requester)
        self.undo_action.setText(shown(history.undo_text(requester)))
        self.undo_action.setEnabled(refusal is None)  # a lesson's history refuses: its steps are not taken back
        self.undo_action.setToolTip(shown(refusal) if refusal else self.undo_action.text().replace("&", ""))
        self.redo_action.setText(shown(history.redo_text()))
        self.redo_action.setEnabled(history.can_redo())

    def _show_thinking(self, seat: int) -> None:
        thinking = seat >= 0 and self.controller is not None
        if thinking:
            assert self.controller is not None
            name = self.controller.game.seats[seat].name
            self.thinking_label.setText(self.tr("%1 is thinking…").replace("%1", name))
        self.thinking_label.setVisible(thinking)
        self.thinking_bar.setVisible(thinking)

    def _game_over(self) -> None:
        if self.controller is None:
            return
        controller, table = self.controller, self.table
        places = table.results_places() if table is not None else None
        self.records.finished(controller, places)
        if table is None:
            self._show_results(controller, places)
        else:  # the table may first show the ending on the board; the game may be gone by then
            table.finale(lambda: self._show_results(controller, places))

    def _show_results(self, controller: GameController, places: list[int] | None) -> None:
        from microgames.ui.newgame import COLOUR_NAMES
        from microgames.ui.play.results import ResultsDialog

        if self.controller is not controller or not controller.game.state.is_over():
            return
        game, table = controller.game, self.table
        details = table.results_details() if table is not None else None
        sides = tuple(name for name in game.rules.seat_names if name not in COLOUR_NAMES.values())  # "Red wins!"
        dialog = ResultsDialog(game.rules.title, game.seats, game.state.scores(), self.preferences.colourblind, self,
                               places=places, details=details, sides=sides)
        dialog.finished.connect(lambda _: self._results_closed(dialog))
        self.results_dialog = dialog
        dialog.open()

    def _results_closed(self, dialog: ResultsDialog) -> None:
        if dialog.wants_new_game:
            self.new_game()
        elif dialog.wants_review:
            self.reviews.review_current()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Quitting asks about unsaved changes, then keeps the autosave so the game can be resumed."""
        if self.controller is not None:
            if not self._settle_unsaved(quitting=True):
                event.ignore()
                return
            self.controller.close(keep_autosave=not self.controller.game.state.is_over())
        store = settings()
        store.setValue("window/geometry", self.saveGeometry())
        store.sync()
        event.accept()
