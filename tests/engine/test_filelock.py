"""The records' opening lock: one holder at a time, and no lock (not a failure) where none can be made."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from microgames.engine.filelock import held


def test_a_second_holder_waits_for_the_first(tmp_path: Path) -> None:
    lock = tmp_path / "records.sqlite.lock"
    order: list[str] = []
    first_in, let_go = threading.Event(), threading.Event()

    def first() -> None:
        with held(lock):
            order.append("first in")
            first_in.set()
            let_go.wait(30)
            order.append("first out")

    def second() -> None:
        first_in.wait(30)
        with held(lock):
            order.append("second in")

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for thread in threads:
        thread.start()
    first_in.wait(30)
    time.sleep(0.3)  # room for the second to reach the lock (only makes the check stronger; never flaky)
    let_go.set()
    for thread in threads:
        thread.join(30)
    assert order == ["first in", "first out", "second in"]


def test_a_folder_that_is_gone_gives_no_lock_and_no_error(tmp_path: Path) -> None:
    with held(tmp_path / "gone" / "records.sqlite.lock") as locked:
        assert locked is False
