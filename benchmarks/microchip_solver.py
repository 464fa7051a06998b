"""Microchip solver speed on seeded end-of-draft inventories.

    python benchmarks/microchip_solver.py [--count 50] [--players 2,3,5]

For 2, 3 and 5 players (25, 20 and 12 tiles each) it plays ``count`` drafts
with random picks from the active column, cycling the first seat's board
through A–E, and solves that seat's inventory. Prints the median, p95 and max
seconds per player count and overall, the optimal scores, and whether every
result was proven optimal (the search is exhaustive, so it always is).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from microgames.engine.rng import Rng  # noqa: E402
from microgames.engine.seats import Seat  # noqa: E402
from microgames.games.microchip.commands import Draft  # noqa: E402
from microgames.games.microchip.solver import best_arrangement  # noqa: E402
from microgames.games.microchip.state import new_state  # noqa: E402

LETTERS = "ABCDE"


def end_of_draft(players: int, number: int):
    """A drafted table: seat 0 sits at board A–E in turn, every seat picks at random."""
    letters = "".join(LETTERS[(number + i) % 5] for i in range(players))
    state = new_state({"improve": True, "boards": letters}, [Seat(f"S{i}") for i in range(players)], 1000 + number)
    rng = Rng(number)
    while state.phase == "drafting":
        Draft(state.turn, rng.choice(state.column(state.active_column()))).apply(state)
    return state


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=50, help="inventories per player count")
    parser.add_argument("--players", default="2,3,5", help="player counts to run, e.g. 2,3")
    args = parser.parse_args()
    every: list[float] = []
    proven = True
    for players in (int(p) for p in args.players.split(",")):
        times, scores, states = [], [], []
        for number in range(args.count):
            state = end_of_draft(players, number)
            began = time.perf_counter()
            best = best_arrangement(state.board(0), state.owned(0))
            times.append(time.perf_counter() - began)
            scores.append(best.score)
            states.append(best.states)
            proven = proven and best.proven
        every += times
        tiles = len(state.owned(0))
        print(f"{players} players, {tiles} tiles, {args.count} inventories: median {statistics.median(times):.3f} s, "
              f"p95 {percentile(times, 0.95):.3f} s, max {max(times):.3f} s; search states median "
              f"{int(statistics.median(states))}, max {max(states)}")
        print(f"  optimal scores: {scores}")
    print(f"all {len(every)}: median {statistics.median(every):.3f} s, p95 {percentile(every, 0.95):.3f} s, "
          f"max {max(every):.3f} s; every result proven optimal: {proven}")


if __name__ == "__main__":
    main()
