"""How long Microgames takes to show its launcher, beside a bare PySide6 window with a menu bar.

    python benchmarks/startup.py [--runs N]

(A single run, as in the test suite's smoke test, skips the warm-up and so measures a cold start.)

Each run is a fresh ``python`` process on the offscreen platform, timed from its
start to the first paint of its main window (the launcher for the app). The app
and the bare window alternate, so a busy machine slows both alike. Prints the
medians and the ratios; the app should stay within 1.5 times the bare window.
The app starts two ways: on a first start (empty settings and data folders, so
the launcher draws its art and shadows) and on a later start (the data folder
of an earlier run that stayed open long enough to keep them). Both run with
compiled bytecode, as an installed app has (kept in a scratch folder, so the
source tree stays clean whatever PYTHONDONTWRITEBYTECODE says).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

ROOT = Path(__file__).resolve().parent.parent
PAINTED = "painted"


HIGH_EVENT_PRIORITY = 1  # Qt.EventPriority.HighEventPriority (naming it would make the Qt namespace's enums)


def _exit_on_first_paint(window: QMainWindow) -> None:
    """Print a line and leave as soon as ``window`` has painted (its menu bar is painted with the rest).

    Only the menu bar is watched: a filter on the whole application would see every event
    and slow a window of many widgets more than a bare one. The leaving is posted with a high
    priority, so it comes right after the whole window's paint pass, before whatever the window
    queued while painting to do once it shows.
    """
    from PySide6.QtCore import QCoreApplication, QEvent, QObject

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                QCoreApplication.postEvent(self, QEvent(QEvent.Type.User), HIGH_EVENT_PRIORITY)
            return False

        def event(self, event: QEvent) -> bool:
            if event.type() == QEvent.Type.User:
                print(PAINTED, flush=True)
                os._exit(0)
            return super().event(event)

    window.menuBar().installEventFilter(FirstPaint(window))


def _child_app(settle: bool) -> None:
    """Start the app the way ``python -m microgames`` does, leaving at its first paint.

    With ``settle``, stay until the launcher has kept what it drew for the next start, then leave.
    """
    sys.path.insert(0, str(ROOT))
    from microgames.ui.app import make_application

    make_application()  # the one the app's own start-up then reuses
    from PySide6.QtCore import QTimer

    from microgames.ui.art import SAVE_DELAY_MS
    from microgames.ui.mainwindow import MainWindow

    show = MainWindow.show

    def settled() -> None:
        print(PAINTED, flush=True)
        os._exit(0)

    def watched_show(window: MainWindow) -> None:
        if settle:
            QTimer.singleShot(SAVE_DELAY_MS + 1000, settled)
        else:
            _exit_on_first_paint(window)
        show(window)

    MainWindow.show = watched_show  # type: ignore[method-assign]
    from microgames.cli import main

    main([])


def _child_bare() -> None:
    """A bare main window with a menu bar, a status bar and a label, shown the same way."""
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication([sys.argv[0]])
    window = QMainWindow()
    for title in ("&Game", "&Edit", "&View", "&Help"):
        window.menuBar().addMenu(title).addAction("Item")
    window.setCentralWidget(QLabel("Hello"))
    window.statusBar().showMessage("Ready")
    window.resize(1180, 800)
    _exit_on_first_paint(window)
    window.show()
    app.exec()


def time_child(kind: str, home: Path, bytecode: Path) -> tuple[float, float]:
    """Seconds from starting a fresh process of ``kind`` to its first painted window, and its CPU seconds.

    The CPU time (user and system, of the process and its threads) hardly changes
    when other programs load the machine, where the wall-clock time does.
    """
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), MICROGAMES_DATA_DIR=str(home / "data" / "microgames"),
               PYTHONPYCACHEPREFIX=str(bytecode))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, __file__, "--child", kind], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    assert process.stdout is not None
    line = process.stdout.readline().strip()
    elapsed = time.perf_counter() - started
    _, errors = process.communicate(timeout=60)
    if line != PAINTED:
        raise RuntimeError(f"the {kind} process never painted: {errors.strip()[-2000:]}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return elapsed, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--child", choices=("app", "settle", "bare"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child in ("app", "settle"):
        _child_app(settle=args.child == "settle")
        return 1  # only reached when the window never painted
    if args.child == "bare":
        _child_bare()
        return 1
    kinds = ("first", "later", "bare")
    timings: dict[str, list[float]] = {kind: [] for kind in kinds}
    cpu: dict[str, list[float]] = {kind: [] for kind in kinds}
    with tempfile.TemporaryDirectory() as folder:
        bytecode = Path(folder) / "bytecode"
        later = Path(folder) / "later"  # the data of a player who has started the app before
        later.mkdir()
        time_child("settle", later, bytecode)  # also compiles the bytecode
        for kind in ("bare", "app") if args.runs > 1 else ():  # warm the disk cache
            with tempfile.TemporaryDirectory(dir=folder) as home:
                time_child(kind, Path(home), bytecode)
        for _ in range(args.runs):
            for kind in kinds:
                with tempfile.TemporaryDirectory(dir=folder) as home:  # a first start: empty folders
                    wall, used = time_child("bare" if kind == "bare" else "app",
                                            later if kind == "later" else Path(home), bytecode)
                timings[kind].append(wall)
                cpu[kind].append(used)
    wall = {kind: statistics.median(timings[kind]) for kind in kinds}
    used = {kind: statistics.median(cpu[kind]) for kind in kinds}
    for kind, what in (("first", "launcher painted, first start"), ("later", "launcher painted, later start"),
                       ("bare", "bare window painted")):
        print(f"{what + ':':31} median {wall[kind] * 1000:.0f} ms ({used[kind] * 1000:.0f} ms CPU), {args.runs} runs")
    for kind in ("first", "later"):
        print(f"ratio, {kind} start: {wall[kind] / wall['bare']:.2f} (CPU {used[kind] / used['bare']:.2f};"
              " target 1.5 or less)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
