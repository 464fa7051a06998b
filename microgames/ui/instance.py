"""One app per data folder, and one autosave per running app.

The first copy of the app started on a data folder holds ``instance.lock`` there
and listens on a local socket named after the folder. A second copy (a double
click on a save while the app runs) finds the lock taken, hands its file to the
first over the socket, which comes to the front and opens it, and leaves. A
different data folder has another name, so two folders (and the tests, each with
its own) never meet.

Should two copies run anyway (another user session on a shared folder, a first
copy that does not answer), neither overwrites the other's game: each holds a
lock on its own autosave slot (``autosave.microgame``, ``autosave-2.microgame``…)
and writes only there. A copy takes the newest autosave nobody holds, so Resume
offers the game of a copy that crashed. Locks left by a crash are seen as stale
(their process is gone) and taken over.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Callable
from pathlib import Path

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QLockFile, QObject, Signal

if TYPE_CHECKING:  # the network module loads after the first paint (or in a second copy, to hand over)
    from PySide6.QtNetwork import QLocalServer, QLocalSocket
    from PySide6.QtWidgets import QWidget

from microgames.engine.paths import AUTOSAVE_NAME, SAVE_SUFFIX, use_autosave

LOCK_NAME = "instance.lock"
MAX_SLOTS = 9
HAND_OVER_MS = 8000  # how long a second copy tries to reach the first (which may itself be starting)
_ANSWER = b"ok\n"

log = logging.getLogger(__name__)


def server_name(folder: Path) -> str:
    """The local socket's name: the same for one data folder, different for another."""
    digest = hashlib.sha256(str(folder.resolve()).encode("utf-8", "surrogatepass")).hexdigest()[:20]
    return f"microgames-{digest}"


def _lock(path: Path) -> QLockFile | None:
    """``path`` locked for this process, or None if a live process holds it."""
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # never stale by age: only when the process that took it is gone
    return lock if lock.tryLock(0) else None


def _slot(number: int) -> str:
    return AUTOSAVE_NAME if number == 1 else f"{AUTOSAVE_NAME}-{number}"


def claim_autosave(folder: Path) -> QLockFile | None:
    """Take the newest autosave no running copy holds (else the first free slot) and write there from now on.

    Returns the slot's lock, to be kept while the app runs (None: every slot is
    held, and this copy writes an autosave of its own, unlocked).
    """
    saved = sorted(((path.stat().st_mtime, number) for number in range(1, MAX_SLOTS + 1)
                    if (path := folder / f"{_slot(number)}{SAVE_SUFFIX}").is_file()), reverse=True)
    for number in [n for _, n in saved] + [n for n in range(1, MAX_SLOTS + 1) if n not in {m for _, m in saved}]:
        lock = _lock(folder / f"{_slot(number)}.lock")
        if lock is not None:
            use_autosave(_slot(number))
            return lock
    use_autosave(f"{AUTOSAVE_NAME}-{QCoreApplication.applicationPid()}")
    return None


def hand_over(folder: Path, file: Path | None, wait_ms: int = HAND_OVER_MS) -> bool:
    """Ask the copy running on ``folder`` to come to the front (and open ``file``); True if it said yes."""
    from PySide6.QtNetwork import QLocalSocket

    message = json.dumps({"open": str(file.resolve()) if file is not None else None}).encode() + b"\n"
    deadline = time.monotonic() + wait_ms / 1000
    while time.monotonic() < deadline:
        socket = QLocalSocket()
        socket.connectToServer(server_name(folder))
        if socket.waitForConnected(500):
            socket.write(QByteArray(message))
            socket.waitForBytesWritten(1000)
            answer = b""
            while _ANSWER not in answer and socket.waitForReadyRead(max(1, int((deadline - time.monotonic()) * 1000))):
                answer += bytes(socket.readAll().data())
            socket.disconnectFromServer()
            if _ANSWER in answer:
                return True
        time.sleep(0.1)  # the first copy holds the lock but is not listening yet
    return False


class Instance(QObject):
    """This copy's place on its data folder: the first copy's lock and socket, and its autosave slot.

    Signal: ``open_requested(path or None)`` when a second copy handed over.
    """

    open_requested = Signal(object)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self._lock: QLockFile | None = None
        self._server: QLocalServer | None = None
        self._autosave_lock: QLockFile | None = None

    @property
    def first(self) -> bool:
        """Whether this copy holds the data folder (and answers later copies)."""
        return self._lock is not None

    def claim(self) -> bool:
        """Hold the data folder; False if a running copy holds it."""
        self._lock = _lock(self.folder / LOCK_NAME)
        return self._lock is not None

    def listen(self) -> None:
        """Answer later copies (once the window is up: the network module is not loaded before)."""
        from PySide6.QtNetwork import QLocalServer

        if self._lock is None or self._server is not None:
            return
        name = server_name(self.folder)
        QLocalServer.removeServer(name)  # a socket file left by a crash (the lock says no copy runs)
        server = QLocalServer(self)
        server.newConnection.connect(self._accept)
        if not server.listen(name):
            log.warning("Cannot listen for other copies of the app on %s: %s", name, server.errorString())
        self._server = server

    def claim_autosave(self) -> None:
        self._autosave_lock = claim_autosave(self.folder)

    def release(self) -> None:
        """Let go of the folder and the autosave slot (at quit)."""
        if self._server is not None:
            self._server.close()
        for lock in (self._lock, self._autosave_lock):
            if lock is not None:
                lock.unlock()

    def _accept(self) -> None:
        assert self._server is not None
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.setParent(self)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() > 64 * 1024:  # not one of ours
                socket.abort()
            return
        try:
            data = json.loads(bytes(socket.readLine().data()))
            wanted = data.get("open") if isinstance(data, dict) else None
            path = Path(wanted) if isinstance(wanted, str) and wanted else None
        except (ValueError, UnicodeDecodeError):
            socket.abort()
            return
        socket.write(QByteArray(_ANSWER))
        socket.flush()
        self.open_requested.emit(path)


def bring_to_front(window: QWidget, open_file: Callable[[Path], object], path: Path | None) -> None:
    """What a second copy asked of this one: show the window on top, and open its file there."""
    try:
        if window.isMinimized():
            window.showNormal()
        window.show()
        window.raise_()
        window.activateWindow()
        if path is not None:
            open_file(path)
    except Exception:  # a handler of the event loop: log, never let it out
        log.exception("Could not take over a second copy's request")
