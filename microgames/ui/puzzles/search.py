"""A puzzle's exact searches (the other side's reply, a hint) run on a worker thread, so the window never freezes.

The work is handed a copy of the state, so the worker never touches the history. An exact search cannot
be interrupted: cancelling (a move taken back, Start again, the puzzle closed) forgets the request and
its late answer is dropped. Each thread is held here until it has ended, whoever asked for it and
whether or not they are still there (a QThread destroyed while it runs aborts the process), and the
application waits for the last of them before it quits.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal

#: Every search thread not yet seen ended (see the module docstring).
_THREADS: set[_SearchThread] = set()
QUIT_WAIT_MS = 10_000  # the longest search takes well under a second; a quit waits this long at most


class _SearchThread(QThread):
    """Runs one search; the result leaves by a queued signal."""

    done = Signal(int, object)  # request, result
    failed = Signal(int, str)  # request, reason

    def __init__(self, request: int, work: Callable[[], object]) -> None:
        super().__init__()
        self._request, self._work = request, work

    def run(self) -> None:
        try:
            result = self._work()
        except Exception as error:  # a broken search must not take the app down
            self.failed.emit(self._request, f"{type(error).__name__}: {error}")
        else:
            self.done.emit(self._request, result)


class _Keeper(QObject):
    """Lets go of ended threads; it lives as long as the app, so the news of an end always arrives."""

    def let_go(self) -> None:
        for thread in [t for t in _THREADS if t.isFinished()]:
            _THREADS.discard(thread)

    def wait_all(self) -> None:
        for thread in list(_THREADS):
            thread.wait(QUIT_WAIT_MS)
        self.let_go()


_KEEPER = _Keeper()
_quit_hooked = False


def running() -> int:
    """How many search threads are still at work (tests wait for none)."""
    _KEEPER.let_go()
    return sum(1 for thread in _THREADS if not thread.isFinished())


class SearchRunner(QObject):
    """One search at a time for one puzzle; asking again or cancelling drops the answer under way.

    Signals (on the GUI thread): ``answered(kind, result)``, ``failed(kind, reason)``."""

    answered = Signal(str, object)
    failed = Signal(str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._request = 0  # the id of the answer still wanted; older ones are dropped
        self._kind: str | None = None

    @property
    def pending(self) -> str | None:
        """The kind of search under way (e.g. "reply", "hint"), None when none is wanted."""
        return self._kind

    def ask(self, kind: str, work: Callable[[], object]) -> None:
        """Start ``work`` on a worker thread; any earlier request is cancelled."""
        global _quit_hooked
        self._request += 1
        self._kind = kind
        thread = _SearchThread(self._request, work)
        _THREADS.add(thread)
        thread.done.connect(self._done)  # bound slots of this GUI-thread object: queued onto the GUI thread
        thread.failed.connect(self._failed)
        thread.finished.connect(_KEEPER.let_go)
        app = QCoreApplication.instance()
        if not _quit_hooked and app is not None:
            app.aboutToQuit.connect(_KEEPER.wait_all)
            _quit_hooked = True
        thread.start()

    def cancel(self) -> None:
        """Forget the search under way: its answer, when it comes, is dropped."""
        self._request += 1
        self._kind = None

    def _done(self, request: int, result: object) -> None:
        if request != self._request or self._kind is None:
            return
        kind, self._kind = self._kind, None
        self.answered.emit(kind, result)

    def _failed(self, request: int, reason: str) -> None:
        if request != self._request or self._kind is None:
            return
        kind, self._kind = self._kind, None
        self.failed.emit(kind, reason)
