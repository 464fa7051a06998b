"""How long each game's table takes to open from the launcher, offscreen.

    python benchmarks/table_open.py [--runs N]

In one app, with the launcher shown: for each game, Play on its card, then the
time from Start in the New Game dialog as it comes (the default setup) until the
table's first paint; then back to the launcher. The first opening of a game
also imports it (what a player waits for the first time); the median is over
all runs. Target: 150 ms or less. Beside the wall-clock time it prints the main
thread's CPU time, which other programs loading the machine hardly change.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from microgames.games import registry  # noqa: E402
from microgames.ui.app import make_application  # noqa: E402
from microgames.ui.preferences import Preferences  # noqa: E402


class FirstPaint(QObject):
    """Notes the first paint of the widget it watches."""

    def __init__(self) -> None:
        super().__init__()
        self.painted = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted = True
        return False


def open_once(app: QApplication, window, game_id: str) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """Seconds from Start in the New Game dialog to the table's first paint (wall clock, main thread's CPU).

    The dialog is opened first and not timed: the player reads it before pressing Start.
    """
    window.launcher.cards[game_id].button.click()
    for _ in range(5):
        app.processEvents()
    watcher = FirstPaint()
    cpu = time.thread_time()
    started = time.perf_counter()
    window.new_game_dialog.start_button.click()  # builds the table at once; it paints from the event loop
    window.table.graphics_view.viewport().installEventFilter(watcher)
    while not watcher.painted:
        app.processEvents()
        if time.perf_counter() - started > 30:
            raise RuntimeError(f"the {game_id} table never painted")
    elapsed, used = time.perf_counter() - started, time.thread_time() - cpu
    window.drop_game(keep_autosave=False)  # back to the launcher
    for _ in range(5):
        app.processEvents()
    return elapsed, used


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ["MICROGAMES_DATA_DIR"] = folder  # a first start: no remembered setups or autosave
        app = make_application()
        from microgames.ui.mainwindow import MainWindow

        window = MainWindow(Preferences())
        window.resize(1280, 800)
        window.show()
        for _ in range(5):
            app.processEvents()
        for entry in registry.all_games():
            runs = [open_once(app, window, entry.id) for _ in range(args.runs)]
            wall, cpu = statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)
            print(f"{entry.title:<11} first {runs[0][0] * 1000:4.0f} ms ({runs[0][1] * 1000:.0f} ms CPU), median {wall * 1000:4.0f} ms "
                  f"({cpu * 1000:.0f} ms CPU), {args.runs} runs; target 150 ms or less")
        window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
