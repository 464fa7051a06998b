"""The main window's side of the records: every finished game is recorded once, and kept.

A game is known by its setup and the moment this window put it on the table, so
finishing it again after an undo updates its record instead of adding one. A game
that was already over when it was opened is not recorded again. A game played on
from an earlier position (Play from here in a review, or after the end when
looking back) is recorded as such and counts as neither a win nor a loss.

Every finished game is kept in the data folder (``finished/``): the records can
always open it in review, and can be rebuilt from these files. A write that
fails (a full disk, a read-only or vanished folder) loses nothing: the game
waits here and is written with the next one, and the player is told in words.
"""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject

from microgames.engine.paths import FINISHED_NAME, data_dir, finished_dir, records_path
from microgames.engine.words import shown

if TYPE_CHECKING:  # the rest is imported when first needed, so the launcher shows sooner
    from microgames.engine.records import GameRecord
    from microgames.ui.play.controller import GameController
    from microgames.ui.mainwindow import MainWindow
    from microgames.ui.records.page import RecordsDialog


class _Started(NamedTuple):
    controller: GameController
    id: str
    clock: float
    over: bool  # already over when it was opened
    from_here: bool  # played on from an earlier position
    recorded: bool = False  # its ending is in the records (a later Play from here starts another record)


class _Unwritten(NamedTuple):
    """A finished game not yet both kept and recorded."""

    copy: Path
    text: str | None  # the kept file's content, None once it is written
    record: GameRecord


def _reason(error: BaseException) -> str:
    text = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return text.rstrip(".")


class RecordsHost(QObject):
    """Records the window's finished games and opens the Records dialog."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: RecordsDialog | None = None
        self._current: _Started | None = None
        self._unwritten: list[_Unwritten] = []
        if os.path.lexists(records_path()):  # a broken file is set aside now, so the launcher can say so at once
            import sqlite3  # (the records modules are loaded when first used)

            from microgames.engine.records import open_records
            from microgames.engine.recordtypes import unknown_kept

            records = open_records()
            try:
                folder = data_dir() / FINISHED_NAME
                if unknown_kept(folder, records.ids()):  # a game kept while the records could not be written
                    from microgames.engine.finished import rebuild

                    rebuild(records, folder)
            except (OSError, sqlite3.Error):
                pass  # tried again when the next game ends
            finally:
                records.close()

    def started(self, controller: GameController, from_here: bool = False) -> None:
        """A game was put on the table (new, opened, resumed or played on from a review)."""
        from microgames.engine.records import game_id

        game = controller.game
        stamp = datetime.now().isoformat(timespec="microseconds")
        self._current = _Started(controller, game_id(game.rules.id, game.seed, game.seats, game.options, stamp),
                                 time.monotonic(), game.state.is_over(), from_here)

    def played_from_here(self, controller: GameController) -> None:
        """The game on the table went back to an earlier position by Play from here.

        Before its end this is an undo like any other; after its end was recorded, the
        game played on is another game, recorded apart and not counted.
        """
        from microgames.engine.records import game_id

        current = self._current
        if current is None or current.controller is not controller or not (current.recorded or current.over):
            return
        game = controller.game
        stamp = f"{datetime.now().isoformat(timespec='microseconds')} from {current.id}"  # never the game it went on from
        self._current = _Started(controller, game_id(game.rules.id, game.seed, game.seats, game.options, stamp),
                                 time.monotonic(), False, True)

    def finished(self, controller: GameController, places: Sequence[int] | None) -> None:
        """The game on the table has just ended: keep and record it (or update its record)."""
        from microgames.engine.finished import copy_text
        from microgames.engine.records import GameRecord, SeatResult
        from microgames.engine.recordtypes import copy_path
        from microgames.ui.play.results import ranking

        current = self._current
        if current is None or current.controller is not controller or current.over:
            return
        game = controller.game
        scores = game.state.scores()
        winners = {seat for place, seat in ranking(scores, places) if place == 1}
        copy = copy_path(data_dir(create=False) / FINISHED_NAME, game.rules.id, current.id)
        record = GameRecord(
            current.id, game.rules.id, datetime.now().isoformat(timespec="seconds"), dict(game.options),
            tuple(SeatResult(s.name, s.kind, s.level, scores[n], n in winners) for n, s in enumerate(game.seats)),
            round(time.monotonic() - current.clock, 1), str(copy), current.from_here)
        self._current = current._replace(recorded=True)
        self._unwritten = [u for u in self._unwritten if u.record.id != record.id]
        self._unwritten.append(_Unwritten(copy, copy_text(game, record), record))
        self.catch_up()

    def catch_up(self) -> bool:
        """Write what is waiting: the kept files, then the records. True when nothing waits any more."""
        import sqlite3

        from microgames.engine.finished import rebuild
        from microgames.engine.records import open_records, take_notice
        from microgames.engine.saves import write_atomic

        if not self._unwritten:
            return True
        status = self.window.statusBar()
        try:
            folder = finished_dir()
            for number, waiting in enumerate(self._unwritten):
                if waiting.text is not None:
                    write_atomic(folder / waiting.copy.name, waiting.text)
                    self._unwritten[number] = waiting._replace(text=None)
            records = open_records()
            try:
                for waiting in self._unwritten:
                    records.record(waiting.record)
                rebuild(records, folder)  # any game kept while the records could not be written
            finally:
                records.close()
        except (OSError, sqlite3.Error) as error:  # the records are a bonus: never let them spoil the end of a game
            count = len(self._unwritten)
            status.showMessage(self.tr("%n game(s) could not be recorded (%1); Microgames will try again after the "
                                       "next game.", None, count).replace("%1", _reason(error)), 12000)
            return False
        in_memory = records.path is None
        self._unwritten = []
        notice = take_notice()
        if notice:
            status.showMessage(shown(notice), 12000)
        return not in_memory

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

        from microgames.engine.finished import forget
        from microgames.engine.records import name_key, open_records

        if not self.window.prompts.confirm(
                self.tr("Reset records?"),
                self.tr("Forget every result of %1? This cannot be undone.").replace("%1", name),
                self.tr("Reset records")):
            return
        try:
            forget(finished_dir(), name_key(name))  # first, so that a rebuild never brings them back
            records = open_records()
            try:
                count = records.reset_person(name)
            finally:
                records.close()
        except (sqlite3.Error, OSError) as error:  # e.g. another window held the file too long, a full disk
            self.window.prompts.error(self.tr("Cannot reset records"),
                                      self.tr("The records could not be changed: %1.").replace("%1", _reason(error)))
            return
        self.window.statusBar().showMessage(self.tr("Forgot %n game(s) of %1.", None, count).replace("%1", name), 6000)
        if self.dialog is not None:
            self.dialog.refresh()
