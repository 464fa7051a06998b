"""Analysis on a worker thread: progress and the result come back as signals, the window never waits.

The moves are judged by a process per core (``engine.analysispool``). Neither the
solver nor a move's sampling is interrupted midway, so cancelling takes effect
between two seats or two moves; a cancelled or abandoned run's late
result is dropped. The page keeps a result (and stores it beside the game) on its own thread, so a Cancel
pressed before the result is taken in stores nothing, however late in the run it comes.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from microgames.engine.session import Game
from microgames.engine.review import analyse
from microgames.games import registry


class AnalysisRunner(QObject):
    """Runs one analysis of a (finished, never changing) game.

    Signals: ``progress(done, total)``, ``found(MoveValue)`` for each move's value as it comes (the graph fills
    in), ``done(Analysis)``, ``failed(reason)``.
    """

    progress = Signal(int, int)
    found = Signal(object)
    done = Signal(object)
    failed = Signal(str)

    def __init__(self, game: Game, effort: float | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game, self._effort = game, effort
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and not self._stop.is_set()

    def start(self) -> None:
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name="analysis", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Stop after the seat or move at hand; nothing more is reported."""
        self._stop.set()

    def _emit(self, signal: Signal, *values: object) -> None:
        if self._stop.is_set():
            return
        try:
            signal.emit(*values)  # queued to the GUI thread
        except RuntimeError:  # the page (and this runner) went away meanwhile
            self._stop.set()

    def _run(self) -> None:
        try:
            found = analyse(self._game, self._stop.is_set, lambda done, total: self._emit(self.progress, done, total),
                            self._effort, found=lambda value: self._emit(self.found, value),
                            registry=registry.get)  # the moves judged on every core
            if found is None:
                return
        except Exception as error:  # a solver or sampling failure is reported, never raised into the app
            self._emit(self.failed, f"{type(error).__name__}: {error}")
            return
        self._emit(self.done, found)

