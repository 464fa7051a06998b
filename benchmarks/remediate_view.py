"""How fast the Remediate table re-syncs, offscreen, with six seats some turns into a game.

    python benchmarks/remediate_view.py [--repeats N]

Prints the median and 90th percentile of (1) a plain re-sync and (2) an undo or redo with the
re-sync it causes (target ≤ 8 ms median).
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

from microgames.engine.seats import Seat  # noqa: E402
from microgames.engine.session import Game  # noqa: E402
from microgames.games.remediate.rules import RULES  # noqa: E402
from microgames.games.remediate.table.view import create_table  # noqa: E402
from microgames.ui.preferences import Preferences  # noqa: E402
from microgames.ui.tablekit.context import TableContext  # noqa: E402


def six_seat_game() -> Game:
    seats = tuple(Seat(f"P{i + 1}", "person", None, RULES.seat_colours[i]) for i in range(6))
    game = Game.new(RULES, seats, 2026, {})
    bots = [RULES.make_bot("easy", seat, seat) for seat in range(6)]
    while game.state.turns < 18:
        state = game.state
        game.history.execute(bots[state.turn].choose(state.view(state.turn), 0.01))
    return game


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=200)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    game = six_seat_game()
    context = TableContext(game, Preferences(animation_speed="off"))
    table = create_table(context, None)
    table.resize(1500, 900)
    table.show()
    app.processEvents()
    times = []
    for _ in range(args.repeats):
        start = time.perf_counter()
        table.sync()
        times.append((time.perf_counter() - start) * 1000)
    report("plain re-sync", times)
    times = []
    for k in range(args.repeats):
        start = time.perf_counter()
        game.history.undo() if k % 2 == 0 else game.history.redo()
        app.processEvents()
        times.append((time.perf_counter() - start) * 1000)
    report("undo/redo + re-sync", times)


def report(what: str, times: list[float]) -> None:
    times.sort()
    print(f"{what}, 6 seats: median {statistics.median(times):.2f} ms, p90 {times[int(len(times) * 0.9)]:.2f} ms")


if __name__ == "__main__":
    main()
