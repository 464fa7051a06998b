"""How long every bot of every game takes to decide, at the app's default budget.

    python benchmarks/bot_times.py [--games 4] [--budget 1.0] [--only remediate]

For each game and level, seeded games of that level against medium bots (seats as
a table of two to four, the level's seat rotating) are played through the engine
(``Game`` and its history, as the app does), and every decision of the measured
bot is timed. Prints p50/p95/max per game and level, in wall-clock seconds (what a
person waits) and in CPU seconds (what the bot asked of one core: the wall figure
less the machine's other load); the targets at the default 1 s budget are
p95 <= 1 s and max <= 2 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from microgames.engine.bots import DEFAULT_BUDGET  # noqa: E402
from microgames.engine.seats import Seat  # noqa: E402
from microgames.engine.session import Game  # noqa: E402
from microgames.games import registry  # noqa: E402

TABLES = {"microworld": 2, "microchip": 3, "remediate": 4}  # seats a measured game has


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def decisions(game_name: str, level: str, games: int, budget: float) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds of every decision the ``level`` bot made in ``games`` seeded games
    against medium bots."""
    rules = registry.get(game_name)
    seats = TABLES[game_name]
    spent: list[float] = []
    cpu: list[float] = []
    for number in range(games):
        measured = number % seats
        levels = [level if seat == measured else "medium" for seat in range(seats)]
        game = Game.new(rules, [Seat(f"{lv} {i}", "bot", lv) for i, lv in enumerate(levels)], 700 + number)
        bots = [rules.make_bot(lv, seat, 700 + number * 31 + seat) for seat, lv in enumerate(levels)]
        while not game.state.is_over():
            seat = game.state.awaiting()[0]
            began, began_cpu = time.perf_counter(), time.process_time()
            command = bots[seat].choose(game.state.view(seat), budget)
            if seat == measured:
                spent.append(time.perf_counter() - began)
                cpu.append(time.process_time() - began_cpu)
            game.history.execute(command)
    return spent, cpu


def summary(times: list[float]) -> str:
    return f"p50 {statistics.median(times):.3f} s, p95 {percentile(times, 0.95):.3f} s, max {max(times):.3f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=4, help="games per game and level")
    parser.add_argument("--budget", type=float, default=DEFAULT_BUDGET)
    parser.add_argument("--only", choices=sorted(TABLES), help="one game only")
    args = parser.parse_args()
    for game_name in [args.only] if args.only else sorted(TABLES):
        for level in registry.get(game_name).bot_levels:
            wall, cpu = decisions(game_name, level, args.games, args.budget)
            print(f"{game_name:10} {level:6} {len(wall):5} decisions: wall {summary(wall)}; cpu {summary(cpu)}",
                  flush=True)


if __name__ == "__main__":
    main()
