"""What a lesson's bubble and glow cost, offscreen: at every step of every shipped lesson, at two window sizes.

    python benchmarks/lesson_bubble.py [--runs N]

For each step (put on the table as a lesson left there resumes): the bubble's
placement worked out anew (every candidate place, the usual width then the
narrower one), the lit things' outlines with their glow, and the lesson's
``follow`` when nothing moved (what its timer does every 60 ms). Each figure is
the median over the steps of each step's best of N runs, with the slowest step;
the main thread's CPU time, which other programs loading the machine hardly change.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from microgames.engine.lessons import lesson_series, save_step  # noqa: E402
from microgames.games import registry  # noqa: E402
from microgames.ui.app import make_application  # noqa: E402
from microgames.ui.preferences import Preferences  # noqa: E402

SIZES = ((1024, 700), (1920, 1080))


def best_ms(action: Callable[[], object], runs: int) -> float:
    """The fastest of ``runs`` runs of ``action``, in milliseconds of the main thread's CPU time."""
    times = []
    for _ in range(runs):
        started = time.thread_time()
        action()
        times.append(time.thread_time() - started)
    return min(times) * 1000


def settle(app: QApplication, table) -> None:  # type: ignore[no-untyped-def]
    """Let the table lay itself out and finish any movement."""
    started = time.perf_counter()
    while not table.is_still() and time.perf_counter() - started < 10:
        app.processEvents()
    for _ in range(5):
        app.processEvents()


def measure(app: QApplication, window, game: str, name: str, runs: int) -> list[tuple[float, float, float]]:  # type: ignore[no-untyped-def]
    """Per step and size: (placement, outlines, follow) in milliseconds."""
    from microgames.ui.tablekit.anchors import find_anchor, find_shape
    from microgames.ui.tutorial.bubble import glow_path
    from microgames.ui.tutorial.placement import choose_place
    from microgames.ui.tutorial.runner import start_lesson

    figures = []
    steps = next(info.steps for info in lesson_series(game) if info.name == name)
    for width, height in SIZES:
        window.resize(width, height)
        for index in range(steps):
            save_step(f"{game}/{name}", index)
            lesson = start_lesson(window, game, name)
            assert lesson is not None
            settle(app, lesson.table)
            table, step, bubble = lesson.table, lesson.step, lesson.bubble
            lesson.follow()

            def place() -> object:
                found = [find_anchor(table, n) for n in (*step.light, *step.clear)]
                sizes = [(float(w), float(bubble.height_for(w))) for w in bubble.widths()]
                return choose_place(find_anchor(table, step.point), sizes, QRectF(table.rect()),
                                    [r for r in found if r is not None])

            def outlines() -> object:
                return [glow_path(s) for s in (find_shape(table, n) for n in step.light) if s is not None]

            figures.append((best_ms(place, runs), best_ms(outlines, runs), best_ms(lesson.follow, runs)))
    window.drop_game(keep_autosave=True)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ["MICROGAMES_DATA_DIR"] = folder
        app = make_application()
        from microgames.ui.mainwindow import MainWindow

        window = MainWindow(Preferences())
        window.show()
        for entry in registry.all_games():
            for info in lesson_series(entry.id):
                figures = measure(app, window, entry.id, info.name, args.runs)
                columns = list(zip(*figures))
                line = ", ".join(f"{label} median {statistics.median(c):5.2f} ms, slowest {max(c):5.2f} ms"
                                 for label, c in zip(("placement", "outlines", "follow"), columns))
                print(f"{entry.title:<11} {info.title:<24} {len(figures):3} step views: {line}")
        window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
