"""One place for errors nobody caught: log the traceback, keep the game, tell the player calmly.

PySide hands an exception that escapes a Qt virtual (an event handler, a slot, a
timer, a table's ``sync``) to ``sys.excepthook``; by default that prints and
may leave a scene half-updated or, in some builds, abort. The app installs
:func:`install` once at start-up, so the player sees one calm dialog, the game
is autosaved and the details go to a log file in the data folder.
"""

from __future__ import annotations

import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QThread, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from microgames import __version__
from microgames.engine.paths import data_dir
from microgames.ui.language import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

LOG_NAME = "errors.log"
MAX_LOG_BYTES = 512 * 1024  # older entries are dropped beyond this: the log is for the latest trouble


def log_path() -> Path:
    return data_dir() / LOG_NAME


def write_log(text: str) -> Path:
    """Append ``text`` to the error log, keeping the file small; returns the log's path."""
    path = log_path()
    try:
        old = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
        entry = f"--- {time.strftime('%Y-%m-%d %H:%M:%S')} · Microgames {__version__}\n{text}\n"
        combined = (old + entry)[-MAX_LOG_BYTES:]
        path.write_text(combined, encoding="utf-8")
    except OSError:
        pass  # a full or read-only disk must not turn one error into two
    return path


class CrashHandler:
    """Installed as ``sys.excepthook``: logs, saves the game (``keep_game``), shows one calm dialog."""

    def __init__(self, parent: Callable[[], QWidget | None], keep_game: Callable[[], None]) -> None:
        self._parent = parent
        self._keep_game = keep_game
        self._box: QMessageBox | None = None
        self.count = 0  # errors seen since start (the dialog shows once at a time)

    def __call__(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        self.count += 1
        path = write_log("".join(traceback.format_exception(kind, error, trace)))
        app = QApplication.instance()
        if app is None or QThread.currentThread() is not app.thread():
            return  # off the GUI thread: logged; the window hears of it through its own signals
        try:
            self._keep_game()
        except Exception as failure:  # saving is best effort here; the log says why it failed
            write_log(f"Saving after the error failed: {failure!r}")
        if self._box is None:
            QTimer.singleShot(0, lambda: self._tell(path))

    def _tell(self, path: Path) -> None:
        from PySide6.QtWidgets import QMessageBox  # its type is made for Python when first needed, not at start-up

        box = QMessageBox(QMessageBox.Icon.Warning, translate("Crash", "Something went wrong"),
                          translate("Crash", "Something went wrong — your game is saved."), parent=self._parent())
        box.setObjectName("crashBox")
        box.setInformativeText(translate("Crash", "You can play on. The details are in %1.").replace("%1", str(path)))
        box.finished.connect(self._closed)
        self._box = box
        box.open()

    def _closed(self) -> None:
        if self._box is not None:
            self._box.deleteLater()
        self._box = None

    @property
    def showing(self) -> QMessageBox | None:
        return self._box

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        self(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback)


def install(parent: Callable[[], QWidget | None], keep_game: Callable[[], None]) -> CrashHandler:
    """Make ``CrashHandler`` the process's last word on uncaught errors."""
    handler = CrashHandler(parent, keep_game)
    sys.excepthook = handler
    threading.excepthook = handler.thread_hook
    return handler
