"""Microchip bot strength and speed: seeded two-player games per pairing, seats alternating.

    python benchmarks/microchip_bots.py [--games 200] [--pairings hard-medium,hard-easy,medium-easy]

Prints, per pairing, the first bot's wins, ties and losses (by the game's
standings, tie-break included), the mean scores, and the bots' decision times:
all decisions (most are single arranging steps) and draft decisions alone.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from microgames.engine.bots import bots_for  # noqa: E402
from microgames.engine.seats import Seat  # noqa: E402
from microgames.engine.session import Game  # noqa: E402
from microgames.games import registry  # noqa: E402
from microgames.games.microchip.commands import Draft  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def play(first: str, second: str, seed: int, swap: bool) -> tuple[list[int], list[int], list[float], list[float]]:
    levels = [second, first] if swap else [first, second]
    seats = [Seat(f"{level.capitalize()} bot {i + 1}", "bot", level) for i, level in enumerate(levels)]
    game = Game.new(registry.get("microchip"), seats, seed)
    bots = bots_for(game, seed)
    every, drafts = [], []
    while not game.state.is_over():
        seat = game.state.awaiting()[0]
        began = time.perf_counter()
        command = bots[seat].choose(game.state.view(seat), 1.0)
        spent = time.perf_counter() - began
        every.append(spent)
        if isinstance(command, Draft):
            drafts.append(spent)
        game.history.execute(command)
    order = [1, 0] if swap else [0, 1]
    places = game.state.standings()
    scores = game.state.scores()
    return [places[i] for i in order], [scores[i] for i in order], every, drafts


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200, help="games per pairing")
    parser.add_argument("--pairings", default="hard-medium,hard-easy,medium-easy")
    parser.add_argument("--progress", action="store_true", help="print every game's scores as it ends")
    args = parser.parse_args()
    for pairing in args.pairings.split(","):
        first, second = pairing.split("-")
        wins = ties = losses = 0
        totals = [0, 0]
        every: list[float] = []
        drafts: list[float] = []
        began = time.perf_counter()
        for number in range(args.games):
            places, scores, times, draft_times = play(first, second, 5000 + number, swap=number % 2 == 1)
            wins += places[0] < places[1]
            ties += places[0] == places[1]
            losses += places[0] > places[1]
            totals = [totals[0] + scores[0], totals[1] + scores[1]]
            if args.progress:
                print(f"  game {number + 1}: {first} {scores[0]}, {second} {scores[1]}", flush=True)
            every += times
            drafts += draft_times
        games = args.games
        print(f"{first} vs {second}, {games} games: {first} wins {wins} ({100 * wins / games:.1f}%), ties {ties}, "
              f"losses {losses}; mean scores {totals[0] / games:.1f} to {totals[1] / games:.1f}; "
              f"{time.perf_counter() - began:.0f} s", flush=True)
        print(f"  decisions: {len(every)}, median {statistics.median(every):.4f} s, p95 {percentile(every, 0.95):.3f} s, "
              f"max {max(every):.3f} s; draft decisions: median {statistics.median(drafts):.3f} s, "
              f"p95 {percentile(drafts, 0.95):.3f} s, max {max(drafts):.3f} s", flush=True)


if __name__ == "__main__":
    main()
