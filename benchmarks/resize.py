"""How long a resize of the main window takes with a game on the table, offscreen.

    python benchmarks/resize.py [--runs N]

For each game, hot seat between two people (the table on show): the time for the window to go from
1180×800 to 2560×1440 (a new UI scale: fonts, style sheet and layout all change), to resize within
2560×1440's scale step (2500×1400 and back: only the layout), and to come back to 1180×800, each until
the posted layout work is done. Medians over the runs, wall clock and the main thread's CPU time.
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
os.environ.setdefault("MICROGAMES_DATA_DIR", tempfile.mkdtemp(prefix="microgames-resize-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication  # noqa: E402

from microgames.engine.seats import Seat  # noqa: E402
from microgames.engine.session import Game  # noqa: E402
from microgames.games import registry  # noqa: E402
from microgames.ui.app import make_application  # noqa: E402
from microgames.ui.mainwindow import MainWindow  # noqa: E402
from microgames.ui.preferences import Preferences  # noqa: E402

GAMES = ("microworld", "remediate", "microchip")
STEPS = (("up to 2560×1440", (2560, 1440)), ("within the step", (2500, 1400)), ("within the step", (2560, 1440)),
         ("back to 1180×800", (1180, 800)))


def timed(window: MainWindow, size: tuple[int, int]) -> tuple[float, float]:
    """Wall and CPU milliseconds for one resize, its posted layout work included."""
    wall, cpu = time.perf_counter(), time.thread_time()
    window.resize(*size)
    QApplication.processEvents()
    return (time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    make_application()
    for game_id in GAMES:
        rules = registry.get(game_id)
        window = MainWindow(Preferences())
        window.show()
        QApplication.processEvents()
        seats = tuple(Seat(name, "person", "", rules.seat_colours[n]) for n, name in enumerate(("Ana", "Ben")))
        window.start_game(Game.new(rules, seats, 11), None)
        assert window.page is not None
        window.page.stack.setCurrentWidget(window.page.board)
        window.resize(1180, 800)
        QApplication.processEvents()
        times: dict[str, list[tuple[float, float]]] = {}
        for _ in range(runs):
            for label, size in STEPS:
                times.setdefault(label, []).append(timed(window, size))
        for label, pairs in times.items():
            wall = statistics.median(p[0] for p in pairs)
            cpu = statistics.median(p[1] for p in pairs)
            print(f"{game_id:<10} {label:<17} median {wall:6.1f} ms ({cpu:6.1f} ms CPU), {len(pairs)} resizes")
        assert window.controller is not None
        window.controller.close(keep_autosave=False)
        window.controller = None
        window.close()


if __name__ == "__main__":
    main()
