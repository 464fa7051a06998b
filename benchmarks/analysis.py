"""How long the review's Microchip analysis takes: every seat's proven best arrangement of its final tiles.

    python benchmarks/analysis.py [--seed N] [--games N] [--seats 2,3,4,5]

Plays whole games with medium bots (small budget), then times the analysis of
each finished game as the review runs it (seat by seat), and prints per seat
count the median and max seconds per game and the largest gap between the best
possible and the score made. Target: a game's analysis well under 5 s, so the
progress bar is rarely seen for long.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from microgames.engine.bots import bots_for, play_out  # noqa: E402
from microgames.engine.seats import Seat  # noqa: E402
from microgames.engine.session import Game  # noqa: E402
from microgames.games.microchip.rules import RULES  # noqa: E402
from microgames.ui.reviewanalysis import analyse  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seats", default="2,3,4,5")
    args = parser.parse_args()
    for count in (int(c) for c in args.seats.split(",")):
        times: list[float] = []
        gaps: list[int] = []
        for number in range(args.games):
            seed = args.seed + number
            game = Game.new(RULES, [Seat(f"Bot {i + 1}", "bot", "medium") for i in range(count)], seed)
            play_out(game, bots_for(game, seed), 0.05)
            began = time.perf_counter()
            found = analyse(game, lambda: False, lambda done, total: None)
            times.append(time.perf_counter() - began)
            assert found is not None
            gaps += [a.best - a.scored for a in found]
        print(f"{count} seats: analysis median {statistics.median(times):.2f} s, max {max(times):.2f} s per game; "
              f"best minus scored up to {max(gaps)} points")


if __name__ == "__main__":
    main()
