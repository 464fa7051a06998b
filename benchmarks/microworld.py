"""Microworld speed and strength: random games per second, then bot pairings.

    python benchmarks/microworld.py                    # everything, 200 games per pairing
    python benchmarks/microworld.py --games 20 --budget 0.5 --pairings hard-medium
    python benchmarks/microworld.py --pairings hard-medium:100,medium-easy:200   # games per pairing
    python benchmarks/microworld.py --speed-only

Random games play directly on state objects (``cmd.apply(state)``), without the history.
Pairings alternate sides; each game is seeded (``--seed`` is the first game's number), so a
run can be repeated and split into chunks. The hard bot's thinking is counted in search
iterations (``ITERATIONS_PER_SECOND`` to a second of budget; in the last turns its exact
search counts ``NODES_PER_ITERATION`` positions to an iteration) with the clock cap off, so a
busy, shared machine gives the same figures as an idle one (``--clocked`` puts the cap back).
A draw counts as half a win; the 95 % interval is the normal one on the share.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from microgames.games.microworld import scoring
from microgames.games.microworld.bots import ITERATIONS_PER_SECOND, MIN_ITERATIONS, HardBot, make_bot
from microgames.games.microworld.rules import new_state

ALL_RULES = {f"rule_{letter}": True for letter in "abcdefgh"}


def random_games_per_second(options: dict, seconds: float) -> tuple[float, int]:
    rng = random.Random(1)
    games, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = new_state(options, (), games)
        while not state.is_over():
            rng.choice(state.legal_commands(state.awaiting()[0])).apply(state)
        games += 1
    return games / (time.perf_counter() - started), games


def play_pairing(first: str, second: str, games: int, budget: float, options: dict, seed: int = 0,
                 clocked: bool = False) -> dict:
    """``first`` against ``second``, sides alternating; returns wins, draws and decision times."""
    wins = {first: 0, second: 0, "draw": 0}
    times: dict[str, list[float]] = {first: [], second: []}
    margin = 0
    for number in range(seed, seed + games):
        levels = (first, second) if number % 2 == 0 else (second, first)
        bots = [make_bot(levels[s], s, 1000 * number + s) for s in (0, 1)]
        for bot in bots:
            if isinstance(bot, HardBot) and not clocked:
                bot.iterations = max(MIN_ITERATIONS, int(budget * ITERATIONS_PER_SECOND))
        state = new_state(options, (), number)
        while not state.is_over():
            seat = state.awaiting()[0]
            began = time.perf_counter()
            command = bots[seat].choose(state.view(seat), budget)
            times[levels[seat]].append(time.perf_counter() - began)
            command.apply(state)
        winner = scoring.winner(state)
        wins[levels[winner] if winner >= 0 else "draw"] += 1
        scores = state.scores()
        margin += (scores[0] - scores[1]) * (1 if levels[0] == first else -1)
    return {"wins": wins, "times": times, "margin": margin / max(1, games)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per pairing")
    parser.add_argument("--budget", type=float, default=1.0, help="seconds per bot decision")
    parser.add_argument("--seconds", type=float, default=5.0, help="duration of each speed measurement")
    parser.add_argument("--pairings", default="hard-medium,medium-easy,hard-easy",
                        help="comma-separated FIRST-SECOND[:GAMES]")
    parser.add_argument("--all-rules", action="store_true", help="play the pairings with rules A-H on")
    parser.add_argument("--speed-only", action="store_true")
    parser.add_argument("--seed", type=int, default=0, help="number of the first game (its seed)")
    parser.add_argument("--clocked", action="store_true", help="cut searches by the clock too, as in the app")
    args = parser.parse_args()
    for name, options in (("basic rules", {}), ("all rules A-H", ALL_RULES)):
        rate, games = random_games_per_second(options, args.seconds)
        print(f"random games, {name}: {rate:,.0f} games/s on one core ({games} games)")
    if args.speed_only:
        return
    for pairing in args.pairings.split(","):
        names, _, count = pairing.partition(":")
        first, second = names.split("-")
        played = int(count) if count else args.games
        started = time.perf_counter()
        result = play_pairing(first, second, played, args.budget, ALL_RULES if args.all_rules else {}, args.seed,
                              args.clocked)
        wins, times = result["wins"], result["times"]
        share = (wins[first] + wins["draw"] / 2) / played
        half = 1.96 * math.sqrt(share * (1 - share) / played)
        print(f"{first} vs {second}: {played} games (seeds {args.seed}-{args.seed + played - 1}), budget {args.budget}s"
              f"{'' if args.clocked else ' counted'}, {time.perf_counter() - started:.0f}s: "
              f"{first} {wins[first]}, {second} {wins[second]}, draws {wins['draw']}: {first} share {share:.1%} "
              f"± {half:.1%} (95%); mean margin {result['margin']:+.1f}", flush=True)
        for level in (first, second):
            if times[level]:
                ordered = sorted(times[level])
                p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
                print(f"  {level} decisions: p50 {statistics.median(ordered):.3f}s, p95 {p95:.3f}s, "
                      f"max {ordered[-1]:.3f}s, {len(ordered)} decisions")


if __name__ == "__main__":
    main()
