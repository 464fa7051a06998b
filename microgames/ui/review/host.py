"""The main window's side of reviews: opening one, closing it, and playing on from it.

A review takes the place of the game page; a game in progress is closed first
(asking about unsaved moves as usual).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from microgames.engine.errors import SaveError
from microgames.engine.filecheck import quote
from microgames.engine.paths import saves_dir
from microgames.engine.words import fill
from microgames.games import registry

if TYPE_CHECKING:  # the rest is imported when first needed, so the launcher shows sooner
    from microgames.engine.session import Game
    from microgames.ui.mainwindow import MainWindow
    from microgames.ui.review.page import ReviewPage


class ReviewHost(QObject):
    """Opens and closes the review page of one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.page: ReviewPage | None = None

    @property
    def active(self) -> bool:
        return self.page is not None

    def choose(self) -> bool:
        """Game ▸ Review…: pick a save and review it."""
        path = self.window.prompts.open_path(saves_dir())
        return self.review_file(path) if path is not None else False

    def _load(self, path: Path) -> Game | None:
        from microgames.engine import saves

        try:
            return saves.load(path, registry.get)
        except SaveError as error:
            self.window.prompts.error(self.tr("Cannot open the save"), f"{quote(Path(path).name, 60)}: {error}")
            return None

    def review_file(self, path: Path) -> bool:
        game = self._load(path)
        return self.review_game(game, Path(path)) if game is not None else False

    def open_recent(self, path: Path) -> bool:
        """A recent save from the launcher: a finished game opens in review, any other is played on."""
        game = self._load(path)
        if game is None:
            return False
        if game.state.is_over():
            return self.review_game(game, Path(path))
        return self.window.open_file(path)

    def review_current(self) -> bool:
        """Review the game on the table (the game just ended: "Review this game")."""
        controller = self.window.controller
        if controller is None:
            return False
        return self.review_game(controller.game, controller.file)

    def review_game(self, game: Game, file: Path | None) -> bool:
        """Show ``game`` in review; False if the player kept the game in progress or it has no table."""
        from microgames.ui.review.page import ReviewPage

        window = self.window
        if not window.maybe_close_game():
            return False
        self.close(show_launcher=False)
        try:
            page = ReviewPage(game, window.preferences, file, window)
        except Exception as error:  # a broken table must not take the window down
            window.prompts.error(self.tr("Cannot open the table"), f"{game.rules.title}: {error}.")
            return False
        page.closed.connect(self.close)
        page.play_from.connect(self._play_from)
        self.page = page
        window.pages.addWidget(page)
        window.scale.reapply()
        window.pages.setCurrentWidget(page)
        window.setWindowTitle(fill(self.tr("Review of %1 — %2 — Microgames"), (file.stem, game.rules.title)) if file
                              else fill(self.tr("Review of the last game — %1 — Microgames"), (game.rules.title,)))
        window.close_action.setEnabled(True)
        page.table.setFocus()
        return True

    def close(self, show_launcher: bool = True) -> None:
        """Leave the review (nothing to save: it changed nothing)."""
        page, self.page = self.page, None
        if page is None:
            return
        page.shutdown()
        self.window.pages.removeWidget(page)
        page.deleteLater()
        if show_launcher:
            self.window.launcher.refresh()
            self.window.pages.setCurrentWidget(self.window.launcher)
            self.window.setWindowTitle("Microgames")
            self.window.close_action.setEnabled(False)

    def _play_from(self, index: int) -> None:
        """Start a new, unsaved game from the position on show; the reviewed game stays as it was."""
        from microgames.ui.review.page import game_from

        if self.page is None:
            return
        try:
            game = game_from(self.page.session.game, index)
        except Exception as error:  # the rules refused to replay their own moves: say so, keep the review
            self.window.prompts.error(self.tr("Cannot play from here"), f"{error}.")
            return
        self.close(show_launcher=False)
        self.window.start_game(game, None, from_here=True)
        said = (self.tr("A new game from the start: the reviewed game is unchanged.") if index == 0
                else self.tr("A new game from move %1: the reviewed game is unchanged.").replace("%1", str(index)))
        self.window.statusBar().showMessage(said, 6000)
