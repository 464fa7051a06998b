"""The main window's side of the records: every finished game is recorded once, with a copy to review.

A game is known by its setup and the moment this window put it on the table, so
finishing it again after an undo updates its record instead of adding one. A game
that was already over when it was opened is not recorded again. The finished game
is copied into the data folder so the records can always open it in review,
whatever becomes of the player's own save.
"""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject

from microgames.engine.paths import data_dir, records_path

if TYPE_CHECKING:  # the rest is imported when first needed, so the launcher shows sooner
    from microgames.ui.play.controller import GameController
    from microgames.ui.mainwindow import MainWindow
    from microgames.ui.records.page import RecordsDialog


class _Started(NamedTuple):
    controller: GameController
    id: str
    clock: float
    over: bool  # already over when it was opened


def finished_dir() -> Path:
    path = data_dir() / "finished"
    path.mkdir(parents=True, exist_ok=True)
    return path


class RecordsHost(QObject):
    """Records the window's finished games and opens the Records dialog."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: RecordsDialog | None = None
        self._current: _Started | None = None
        if os.path.lexists(records_path()):  # a broken file is set aside now, so the launcher can say so at once
            from microgames.engine.records import open_records  # (the records module is loaded when first used)

            open_records().close()

    def started(self, controller: GameController) -> None:
        """A game was put on the table (new, opened, resumed or played on from a review)."""
        from microgames.engine.records import game_id

        game = controller.game
        stamp = datetime.now().isoformat(timespec="seconds")
        self._current = _Started(controller, game_id(game.rules.id, game.seed, game.seats, game.options, stamp),
                                 time.monotonic(), game.state.is_over())

    def finished(self, controller: GameController, places: Sequence[int] | None) -> None:
        """The game on the table has just ended: record it (or update its record)."""
        from microgames.engine import saves
        from microgames.engine.records import GameRecord, SeatResult, open_records, take_notice
        from microgames.ui.play.results import ranking

        current = self._current
        if current is None or current.controller is not controller or current.over:
            return
        game = controller.game
        scores = game.state.scores()
        winners = {seat for place, seat in ranking(scores, places) if place == 1}
        copy = finished_dir() / f"{game.rules.id}-{current.id[:12]}.microgame"
        try:
            saves.save(game, copy)
            records = open_records()
            try:
                records.record(GameRecord(
                    current.id, game.rules.id, datetime.now().isoformat(timespec="seconds"), dict(game.options),
                    tuple(SeatResult(s.name, s.kind, s.level, scores[n], n in winners) for n, s in enumerate(game.seats)),
                    round(time.monotonic() - current.clock, 1), str(copy)))
            finally:
                records.close()
        except Exception as error:  # the records are a bonus: never let them spoil the end of a game
            self.window.statusBar().showMessage(f"This game could not be recorded: {error}.", 8000)
            return
        notice = take_notice()
        if notice:
            self.window.statusBar().showMessage(notice, 12000)

    def show(self) -> RecordsDialog:
        """Game ▸ Records… and the launcher's Records button."""
        from microgames.ui.records.page import RecordsDialog

        if self.dialog is None:
            self.dialog = RecordsDialog(self.window)
            self.dialog.review.connect(self._review)
            self.dialog.reset.connect(self._reset)
        self.dialog.refresh()
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog

    def _review(self, path: Path) -> None:
        if self.window.reviews.review_file(path) and self.dialog is not None:
            self.dialog.hide()

    def _reset(self, name: str) -> None:
        import sqlite3  # loaded with the records, not at start-up

        from microgames.engine.records import open_records

        if not self.window.prompts.confirm(
                "Reset records?", f"Forget every result of {name}? This cannot be undone.", "Reset records"):
            return
        records = open_records()
        try:
            count = records.reset_person(name)
        except sqlite3.Error as error:  # e.g. another window held the file too long
            self.window.prompts.error("Cannot reset records", f"The records could not be changed: {error}.")
            return
        finally:
            records.close()
        self.window.statusBar().showMessage(f"Forgot {count} game{'s' if count != 1 else ''} of {name}.", 6000)
        if self.dialog is not None:
            self.dialog.refresh()
