"""Bots think on a worker thread and talk to the window only through signals.

A bot gets a *copy* (its seat's view) of the state, so the worker never touches
the history. A bot's ``choose`` cannot be interrupted, so cancelling (undo,
closing the game) just forgets the request: its late answer is dropped.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from microgames.engine.commands import Command
from microgames.engine.game import Bot


#: Threads still inside ``choose`` when their runner went away; kept alive until they end
#: (a QThread destroyed while running aborts the process).
_LINGERING: set[QThread] = set()


class _Keeper(QObject):
    """Lets go of lingering threads once they have ended.

    It lives as long as the app, so the news of a thread's end always has somewhere
    to arrive; a lingering thread is never deleted by anyone else (its runner lets
    go of it first), so that news is never dropped with it. Every call looks at all
    of them, so no thread depends on its own signal alone.
    """

    def let_go(self) -> None:
        for thread in [t for t in _LINGERING if t.isFinished()]:
            _LINGERING.discard(thread)


_KEEPER = _Keeper()


class _BotThread(QThread):
    """Runs one ``choose`` call; the result leaves by a queued signal."""

    chosen = Signal(int, int, object)  # request, seat, command
    failed = Signal(int, int, str)  # request, seat, reason

    def __init__(self, request: int, seat: int, bot: Bot, view: Any, budget: float) -> None:
        super().__init__()
        self._request, self._seat = request, seat
        self.bot, self._view, self._budget = bot, view, budget

    def run(self) -> None:
        try:
            command = self.bot.choose(self._view, self._budget)
        except Exception as error:  # a broken bot must not take the app down
            self.failed.emit(self._request, self._seat, f"{type(error).__name__}: {error}")
        else:
            self.chosen.emit(self._request, self._seat, command)


class BotRunner(QObject):
    """Asks one bot at a time for a move on a worker thread.

    Signals: ``thinking(seat)`` when a request starts, ``chosen(seat, command)``
    with the answer (on the GUI thread), ``failed(seat, reason)``, ``idle()``
    when nothing is pending any more (answered or cancelled).
    """

    thinking = Signal(int)
    chosen = Signal(int, object)
    failed = Signal(int, str)
    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._request = 0  # the id of the answer we still want; older answers are dropped
        self._pending_seat: int | None = None
        self._threads: set[_BotThread] = set()

    @property
    def busy(self) -> bool:
        return self._pending_seat is not None

    @property
    def pending_seat(self) -> int | None:
        return self._pending_seat

    def in_use(self, bot: Bot) -> bool:
        """Whether a (possibly cancelled) thread is still inside ``bot.choose``."""
        return any(t.bot is bot and t.isRunning() for t in self._threads)

    def ask(self, bot: Bot, seat: int, view: Any, budget: float) -> None:
        """Start thinking for ``seat``; any earlier request is cancelled."""
        self.cancel(emit_idle=False)
        self._request += 1
        request = self._request
        self._pending_seat = seat
        thread = _BotThread(request, seat, bot, view, budget)
        self._threads.add(thread)
        # Bound slots of this GUI-thread object: Qt queues the calls onto the GUI thread.
        thread.chosen.connect(self._answer)
        thread.failed.connect(self._fail)
        thread.finished.connect(self._reap)
        self.thinking.emit(seat)
        thread.start()

    def cancel(self, emit_idle: bool = True) -> None:
        """Forget the pending request (its thread finishes on its own and is dropped)."""
        was_busy = self.busy
        self._request += 1
        self._pending_seat = None
        if was_busy and emit_idle:
            self.idle.emit()

    def shutdown(self, wait_ms: int = 3000) -> None:
        """Cancel and wait a little for running threads, so none outlives the window."""
        self.cancel()
        for thread in list(self._threads):
            if thread.wait(wait_ms):
                continue
            # The runner lets go of it entirely (its reaping would delete the thread, and with it the
            # queued news of its end), and the keeper holds it until it ends.
            for signal, slot in ((thread.finished, self._reap), (thread.chosen, self._answer),
                                 (thread.failed, self._fail)):
                signal.disconnect(slot)
            self._threads.discard(thread)
            _LINGERING.add(thread)
            thread.finished.connect(_KEEPER.let_go)
        _KEEPER.let_go()  # any that ended meanwhile, before their news could be connected

    def _answer(self, request: int, seat: int, command: Command) -> None:
        if request != self._request:
            return
        self._pending_seat = None
        self.chosen.emit(seat, command)

    def _fail(self, request: int, seat: int, reason: str) -> None:
        if request != self._request:
            return
        self._pending_seat = None
        self.failed.emit(seat, reason)
        self.idle.emit()

    def _reap(self) -> None:
        for thread in [t for t in self._threads if t.isFinished()]:
            self._threads.discard(thread)
            thread.deleteLater()
