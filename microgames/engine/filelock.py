"""An exclusive lock on a small companion file, held by one opener at a time across windows and threads.

Opening the records decides whether the file is sound and, if not, sets it aside and starts a new one.
Two windows doing that at once would each set aside what the other had just started, and the journal of
one could join the database of the other. The lock is the operating system's own (``flock`` on POSIX,
``msvcrt.locking`` on Windows), so it goes with the process that holds it: a crash leaves none behind.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def held(path: Path) -> Iterator[bool]:
    """Hold the lock at ``path`` for the block; yields False (and goes on unlocked) where no lock file can be made."""
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        yield False  # a read-only or missing folder: nothing can be written there to race over either
        return
    try:
        _lock(fd)
        yield True
    finally:
        try:
            _unlock(fd)
        finally:
            os.close(fd)


if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int) -> None:
        while True:
            try:
                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
                return
            except OSError:
                time.sleep(0.05)

    def _unlock(fd: int) -> None:
        try:
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass  # closing the handle lets the lock go as well
else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
