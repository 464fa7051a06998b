"""Remediate speed and strength figures.

    python benchmarks/remediate.py --random-games 2000 --games 200 --budget 1.0

1. Random play: complete 4-player games per second on one core, playing on the
   state directly (``cmd.apply(state)``, no history). Target: >= 300.
2. Strength: seeded 4-player games of one hard bot against three medium bots,
   the hard bot's seat rotating. Target: hard win share >= 40% (a shared win
   counts as a share), median hard decision <= 1 s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from microgames.engine.seats import Seat
from microgames.games.remediate.bots import make_bot
from microgames.games.remediate.commands import legal_commands
from microgames.games.remediate.rules import RULES

SEATS = [Seat(f"P{i + 1}") for i in range(4)]
SEARCHED = 0.002  # a decision slower than this was a search, not a single choice or a heuristic step


def random_games(count: int, seed: int) -> tuple[float, float, float]:
    """(games per wall-clock second, per CPU second, mean commands a game) of uniformly random 4-player play.

    The CPU-time figure is what one core does when the machine is shared.
    """
    chooser = random.Random(seed)
    options = RULES.checked_options({})
    commands = 0
    start, cpu = time.perf_counter(), time.process_time()
    for number in range(count):
        state = RULES.new_state(options, SEATS, seed + number)
        while state.phase != "over":
            chooser.choice(legal_commands(state, state.turn)).apply(state)
            commands += 1
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return count / elapsed, count / cpu, commands / count


def strength(games: int, seed: int, budget: float, verbose: bool, minutes: float) -> None:
    """Hard against three medium bots; stops early (and says so) when ``minutes`` have passed."""
    options = RULES.checked_options({})
    share = 0.0
    decisions: list[float] = []
    start = time.perf_counter()
    played = 0
    for number in range(games):
        if minutes and time.perf_counter() - start > minutes * 60:
            break
        game_seed = seed + number
        hard_seat = number % 4
        levels = ["medium"] * 4
        levels[hard_seat] = "hard"
        bots = [make_bot(level, seat, game_seed * 31 + seat) for seat, level in enumerate(levels)]
        state = RULES.new_state(options, SEATS, game_seed)
        while state.phase != "over":
            seat = state.turn
            began = time.perf_counter()
            command = bots[seat].choose(state.view(seat), budget)
            if seat == hard_seat:
                decisions.append(time.perf_counter() - began)
            command.apply(state)
        won = 1.0 / len(state.winners) if hard_seat in state.winners else 0.0
        share += won
        played += 1
        if verbose:
            print(f"game {played:3}: seed {game_seed}, hard in seat {hard_seat + 1}, scores {state.scores()}, "
                  f"hard share {won:.2f}, running win share {share / played:.1%}, "
                  f"median decision {statistics.median(decisions):.3f} s, "
                  f"median search {statistics.median([d for d in decisions if d > SEARCHED] or [0.0]):.3f} s",
                  flush=True)
    elapsed = time.perf_counter() - start
    stopped = f" (stopped by --minutes {minutes:g}; {games} asked)" if played < games else ""
    print(f"strength: {played} games{stopped}, hard vs 3 medium, budget {budget} s a decision, {elapsed:.0f} s")
    print(f"  hard win share: {share / played:.1%} (target >= 40%, parity 25%)")
    searched = [d for d in decisions if d > SEARCHED]
    print(f"  hard decisions: {len(decisions)}, median {statistics.median(decisions):.3f} s, "
          f"mean {statistics.fmean(decisions):.3f} s, max {max(decisions):.3f} s (target median <= 1 s)")
    if searched:
        print(f"  of which searched (over {SEARCHED * 1000:g} ms): {len(searched)}, "
              f"median {statistics.median(searched):.3f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--random-games", type=int, default=1000, help="random games to time (0 to skip)")
    parser.add_argument("--games", type=int, default=200, help="hard-vs-medium games (0 to skip)")
    parser.add_argument("--budget", type=float, default=1.0, help="seconds the hard bot may think per decision")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=0, help="stop the strength run after this long (0: no limit)")
    parser.add_argument("--verbose", action="store_true", help="print every strength game")
    args = parser.parse_args()
    if args.random_games:
        rate, cpu_rate, length = random_games(args.random_games, args.seed)
        print(f"random play: {args.random_games} 4-player games, {cpu_rate:.0f} games per CPU second on one core "
              f"(target >= 300; {rate:.0f} games per wall-clock second), {length:.0f} commands a game")
    if args.games:
        strength(args.games, args.seed, args.budget, args.verbose, args.minutes)


if __name__ == "__main__":
    main()
