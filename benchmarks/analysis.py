"""How long the review's analysis of a whole game takes, for each game, against its target.

    python benchmarks/analysis.py [--seed N] [--games N] [--only microchip,microworld,remediate] [--effort 1.0]

Plays whole games with medium bots (small budget), then times the analysis the
review runs of each finished game (Microchip's best arrangements and every
judged move), and prints per game the median and max seconds (wall clock, and
CPU seconds of this process beside it: on a shared machine the wall clock also
counts the others' work), the moves judged, the samples a move rests on and the
marks given. Targets: a 2-player Microchip or Microworld game in 30 s, a
4-player Remediate game in 60 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from microgames.engine.analysis import BLUNDER, DUBIOUS  # noqa: E402
from microgames.engine.bots import bots_for, play_out  # noqa: E402
from microgames.engine.seats import Seat  # noqa: E402
from microgames.engine.session import Game  # noqa: E402
from microgames.games import registry  # noqa: E402
from microgames.engine.review import analyse  # noqa: E402

TARGETS = {"microchip": (2, 30.0), "microworld": (2, 30.0), "remediate": (4, 60.0)}  # (seats, seconds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--only", default=",".join(TARGETS))
    parser.add_argument("--effort", type=float, default=1.0, help="the share of the full sampling")
    args = parser.parse_args()
    for game_id in args.only.split(","):
        count, target = TARGETS[game_id]
        rules = registry.get(game_id)
        walls: list[float] = []
        cpus: list[float] = []
        judged = marks = blunders = 0
        samples: set[int] = set()
        for number in range(args.games):
            seed = args.seed + number
            game = Game.new(rules, [Seat(f"Bot {i + 1}", "bot", "medium") for i in range(count)], seed)
            play_out(game, bots_for(game, seed), 0.05)
            wall, cpu = time.perf_counter(), time.process_time()
            found = analyse(game, lambda: False, lambda done, total: None, args.effort)
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
            assert found is not None
            judged += len(found.moves)
            samples.update(m.samples for m in found.moves)
            marked = [found.mark(m) for m in found.moves]
            marks += marked.count(DUBIOUS)
            blunders += marked.count(BLUNDER)
        verdict = ", ".join(f"{what} {'within' if max(times) <= target else 'OVER'}"
                            for what, times in (("wall clock", walls), ("CPU", cpus)))
        print(f"{game_id}, {count} seats: median {statistics.median(walls):.1f} s, max {max(walls):.1f} s "
              f"(CPU {statistics.median(cpus):.1f} s / {max(cpus):.1f} s) per game, "
              f"target {target:.0f} s: {verdict}; "
              f"{judged / args.games:.0f} moves judged per game on {min(samples)}–{max(samples)} samples, "
              f"{marks} “?” and {blunders} “??” in {args.games} games")


if __name__ == "__main__":
    main()
