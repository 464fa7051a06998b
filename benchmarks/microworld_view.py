"""How fast the Microworld table re-syncs after a command, offscreen, over whole random games.

    python benchmarks/microworld_view.py [--games N]

Prints the median and 90th percentile of the re-sync (scene and side panel) that
follows each command, and of the paint of the whole table.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication  # noqa: E402

from microgames.engine.rng import Rng  # noqa: E402
from microgames.engine.seats import Seat  # noqa: E402
from microgames.engine.session import Game  # noqa: E402
from microgames.games.microworld.rules import RULES  # noqa: E402
from microgames.ui.preferences import Preferences  # noqa: E402
from microgames.ui.tablekit.context import TableContext  # noqa: E402


def figures(samples: list[float]) -> str:
    ordered = sorted(samples)
    p90 = ordered[int(len(ordered) * 0.9)]
    return f"median {statistics.median(samples) * 1000:.2f} ms, p90 {p90 * 1000:.2f} ms ({len(samples)} samples)"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    from microgames.games.microworld.table.view import create_table

    seats = tuple(Seat(RULES.seat_names[i], "person", None, RULES.seat_colours[i]) for i in range(2))
    syncs: list[float] = []
    paints: list[float] = []
    for number in range(args.games):
        game = Game.new(RULES, seats, number, {"scenario": "10"})
        context = TableContext(game, Preferences(animation_speed="off"))
        table = create_table(context, None)
        table.resize(1200, 800)
        table.show()
        app.processEvents()
        context.changed.disconnect(table._on_changed)  # timed by hand below
        rng = Rng(number)
        while not game.state.is_over():
            state = game.state
            game.history.execute(rng.choice(state.legal_commands(state.awaiting()[0])))
            context.set_viewer(context.next_viewer())
            start = time.perf_counter()
            table.sync()
            syncs.append(time.perf_counter() - start)
            start = time.perf_counter()
            table.grab()
            paints.append(time.perf_counter() - start)
        table.close()
    print(f"re-sync after a command: {figures(syncs)}")
    print(f"paint of the whole table: {figures(paints)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
