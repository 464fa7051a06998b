"""Microchip solver speed on end-of-draft inventories dealt as the game deals them.

    python benchmarks/microchip_solver.py [--count 50] [--players 2,3,4,5] [--every-seat] [--slowest 3]

For each player count (25, 20, 15 and 12 tiles each) it sets up ``count`` seeded
tables (the pool filled and, for two, trimmed as ``new_state`` does), drafts
them to the end with random picks from the active column, cycling the first
seat's board through A–E, and solves that seat's inventory (every seat's with
``--every-seat``). Prints per player count the median, p95 and max seconds, on
the clock and in processor time (the clock counts what other programs take on
a busy machine, processor time does not), the search states, the slowest
inventories (to look at them again), and whether every result was proven
optimal (the search is exhaustive, so it always is).
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
from microgames.games.microchip.state import MicrochipState, new_state  # noqa: E402

LETTERS = "ABCDE"


def end_of_draft(players: int, number: int) -> MicrochipState:
    """A drafted table: seat 0 sits at board A–E in turn, every seat picks at random."""
    letters = "".join(LETTERS[(number + i) % 5] for i in range(players))
    state = new_state({"improve": True, "boards": letters}, [Seat(f"S{i}") for i in range(players)], 1000 + number)
    rng = Rng(number)
    while state.phase == "drafting":
        column = state.active_column()
        assert column is not None
        Draft(state.turn, rng.choice(state.column(column))).apply(state)
    return state


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def figures(values: list[float]) -> str:
    return f"median {statistics.median(values):.3f} s, p95 {percentile(values, 0.95):.3f} s, max {max(values):.3f} s"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=50, help="tables per player count")
    parser.add_argument("--players", default="2,3,4,5", help="player counts to run, e.g. 2,3")
    parser.add_argument("--every-seat", action="store_true", help="solve every seat's inventory, not only the first")
    parser.add_argument("--first", type=int, default=0, help="the first table's number")
    parser.add_argument("--slowest", type=int, default=3, help="slowest inventories to print per player count")
    args = parser.parse_args()
    clock_all: list[float] = []
    cpu_all: list[float] = []
    proven = True
    for players in (int(p) for p in args.players.split(",")):
        clock, cpu, scores, states, cases = [], [], [], [], []
        for number in range(args.first, args.first + args.count):
            state = end_of_draft(players, number)
            for seat in range(players if args.every_seat else 1):
                began, began_cpu = time.perf_counter(), time.process_time()
                best = best_arrangement(state.board(seat), state.owned(seat))
                cpu.append(time.process_time() - began_cpu)
                clock.append(time.perf_counter() - began)
                scores.append(best.score)
                states.append(best.states)
                cases.append((cpu[-1], state.board(seat).letter, sorted(state.owned(seat))))
                proven = proven and best.proven
        clock_all += clock
        cpu_all += cpu
        print(f"{players} players, {len(state.owned(0))} tiles, {len(clock)} inventories: clock {figures(clock)}; "
              f"processor {figures(cpu)}; search states median {int(statistics.median(states))}, max {max(states)}",
              flush=True)
        print(f"  optimal scores: {scores}")
        for seconds, letter, tiles in sorted(cases, reverse=True)[: args.slowest]:
            print(f"  slow: {seconds:.3f} s, board {letter}, tiles {tiles}")
    print(f"all {len(clock_all)}: clock {figures(clock_all)}; processor {figures(cpu_all)}; "
          f"every result proven optimal: {proven}")


if __name__ == "__main__":
    main()
