"""Remediate speed and strength figures.

    python benchmarks/remediate.py --random-games 2000 --games 200 --budget 1.0

The strength figures take long; they are run in shards of 50 games with different
seeds, e.g. ``--random-games 0 --playouts 0 --games 50 --seed 51 --against medium
--budget 0.2`` (about 55 whole-game playouts a searched decision); against three
flat players, who all search, four times the work: ``--against flat --budget 0.05``.

1. Random play: complete 4-player games per second on one core, playing on the
   state directly (``cmd.apply(state)``, no history). Target: >= 300.
2. Playouts: whole-game playouts of the hard bot (medium policy for every seat to the
   end, on a sample of a seat's view) per CPU second, from positions all through
   the game and from its start.
3. Strength: seeded 4-player games of one hard bot against three opponents, the
   hard bot's seat rotating, against three medium bots (target: hard win share
   >= 45 %) and against three flat Monte Carlo players (``FlatMonteCarlo`` below,
   the same budget; target: hard win share >= 30 %). A shared win counts as a
   share; parity is 25 %. The 95 % interval is the normal one on the mean share.
   Thinking is counted in playout steps (``STEPS_PER_SECOND`` to a second of budget)
   with the clock cap off, so a busy, shared machine gives the same figures as an
   idle one (``--clocked`` puts the cap back); a reduced ``--budget`` is the same for
   every searching player. Printed with the whole-game playouts the hard bot had
   for each searched decision, and its decision times (p50/p95/max; with the clock
   cap on, the targets are p95 <= 1 s and max <= 2 s at the default 1 s budget).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from microgames.engine.commands import Command
from microgames.engine.rng import Rng
from microgames.engine.seats import Seat
from microgames.games.remediate.bots import (
    CLOCK_SHARE, MIN_STEPS, STEPS_PER_SECOND, HardBot, MediumBot, candidates, determinize, medium_choice, playout,
)
from microgames.games.remediate.commands import legal_commands
from microgames.games.remediate.rules import RULES
from microgames.games.remediate.state import RemediateState

SEATS = [Seat(f"P{i + 1}") for i in range(4)]


class FlatMonteCarlo:
    """The reference: every non-dominated move gets the same number of whole-game playouts
    (medium policy for every seat) on the same sampled deals, within the same budget as the hard
    bot; the best mean win share wins. Sharing the deals between the moves (common random
    numbers) keeps its few samples from choosing at random."""

    def __init__(self, level: str, seat: int, seed: int, clocked: bool = True) -> None:
        self.seat, self.rng, self.clocked = seat, Rng(seed), clocked

    def choose(self, view: RemediateState, budget: float) -> Command:
        moves = candidates(view, self.seat)
        if len(moves) == 1:
            return moves[0]
        allowance, work = max(MIN_STEPS, int(budget * STEPS_PER_SECOND)), 0
        deadline = time.perf_counter() + budget * CLOCK_SHARE if self.clocked else math.inf
        totals = [0.0] * len(moves)
        rounds = 0
        while rounds < 2 or (work < allowance and time.perf_counter() < deadline):
            sample = determinize(view, self.seat, self.rng)
            luck = Rng(self.rng.randint(0, 2**62))
            for index, move in enumerate(moves):
                trial = sample.clone()
                move.execute(trial)
                share, steps = playout(trial, self.seat, luck.clone())
                totals[index] += share
                work += steps + 1
            rounds += 1
        return moves[max(range(len(moves)), key=lambda i: (totals[i], -i))]


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


def playout_rate(count: int, seed: int) -> tuple[float, float, float]:
    """(whole-game playouts per CPU second, the same from the game's start, mean steps a playout) of the
    hard bot's playouts: medium policy for every seat to the end of the game, on samples of a seat's view
    taken at every tenth decision of seeded medium games (so early, middle and late positions all count).
    """
    options = RULES.checked_options({})
    positions: list[tuple[RemediateState, int]] = []
    number = 0
    while len(positions) < count:
        state = RULES.new_state(options, SEATS, seed + number)
        decision = 0
        while state.phase != "over" and len(positions) < count:
            if decision % 10 == 0:
                positions.append((state.view(state.turn), state.turn))
            medium_choice(state, state.turn).apply(state)
            decision += 1
        number += 1
    rng = Rng(seed)
    cpu, steps = time.process_time(), 0
    for view, seat in positions:
        steps += playout(determinize(view, seat, rng), seat, rng)[1]
    rate = count / (time.process_time() - cpu)
    starts = [RULES.new_state(options, SEATS, seed + n) for n in range(max(1, count // 4))]
    cpu = time.process_time()
    for start in starts:
        playout(start, 0, rng)
    return rate, len(starts) / (time.process_time() - cpu), steps / count


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def strength(opponent: str, games: int, seed: int, budget: float, verbose: bool, clocked: bool) -> None:
    """Hard against three ``opponent`` players ("medium" or "flat")."""
    options = RULES.checked_options({})
    shares: list[float] = []
    decisions: list[float] = []
    playouts: list[int] = []  # whole-game playouts of each of the hard bot's searched decisions
    start = time.perf_counter()
    for number in range(games):
        game_seed = seed + number
        hard_seat = number % 4
        bots = [HardBot("hard", seat, game_seed * 31 + seat, clocked) if seat == hard_seat
                else FlatMonteCarlo("flat", seat, game_seed * 31 + seat, clocked) if opponent == "flat"
                else MediumBot("medium", seat, game_seed * 31 + seat) for seat in range(4)]
        state = RULES.new_state(options, SEATS, game_seed)
        while state.phase != "over":
            seat = state.turn
            began = time.perf_counter()
            command = bots[seat].choose(state.view(seat), budget)
            if seat == hard_seat:
                decisions.append(time.perf_counter() - began)
                if bots[seat].playouts:
                    playouts.append(bots[seat].playouts)
            command.apply(state)
        shares.append(1.0 / len(state.winners) if hard_seat in state.winners else 0.0)
        if verbose:
            print(f"game {len(shares):3}: seed {game_seed}, hard in seat {hard_seat + 1}, scores {state.scores()}, "
                  f"running share {statistics.fmean(shares):.1%}", flush=True)
    mean = statistics.fmean(shares)
    half = 1.96 * statistics.pstdev(shares) / math.sqrt(len(shares))
    target = "45%" if opponent == "medium" else "30%"
    counted = "clock cap on" if clocked else f"{max(MIN_STEPS, int(budget * STEPS_PER_SECOND))} playout steps"
    print(f"hard vs 3 {opponent}: {games} games (seeds {seed}-{seed + games - 1}), budget {budget} s ({counted}), "
          f"{time.perf_counter() - start:.0f} s")
    print(f"  hard win share: {mean:.1%} ± {half:.1%} (95%; target >= {target}, parity 25%)")
    print(f"  hard decisions: {len(decisions)}, p50 {statistics.median(decisions):.3f} s, "
          f"p95 {percentile(decisions, 0.95):.3f} s, max {max(decisions):.3f} s "
          + ("(target p95 <= 1 s, max <= 2 s)" if clocked
             else "(no clock cap: benchmarks/bot_times.py times the app's)"))
    print(f"  searched decisions: {len(playouts)}, whole-game playouts each: median {statistics.median(playouts):.0f}, "
          f"mean {statistics.fmean(playouts):.0f}, fewest {min(playouts)}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--random-games", type=int, default=1000, help="random games to time (0 to skip)")
    parser.add_argument("--playouts", type=int, default=2000, help="hard bot playouts to time (0 to skip)")
    parser.add_argument("--games", type=int, default=200, help="games against each opponent (0 to skip)")
    parser.add_argument("--budget", type=float, default=1.0, help="seconds a searching player may think per decision")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against", choices=["medium", "flat", "both"], default="both")
    parser.add_argument("--verbose", action="store_true", help="print every strength game")
    parser.add_argument("--clocked", action="store_true", help="cut searches by the clock too, as in the app")
    args = parser.parse_args()
    if args.random_games:
        rate, cpu_rate, length = random_games(args.random_games, args.seed)
        print(f"random play: {args.random_games} 4-player games, {cpu_rate:.0f} games per CPU second on one core "
              f"(target >= 300; {rate:.0f} games per wall-clock second), {length:.0f} commands a game")
    if args.playouts:
        rate, from_start, length = playout_rate(args.playouts, args.seed)
        print(f"hard bot playouts: {args.playouts} whole-game playouts from positions all through the game, "
              f"{rate:.0f} per CPU second ({length:.0f} steps each); {from_start:.0f} per CPU second from the start",
              flush=True)
    if args.games:
        for opponent in (["medium", "flat"] if args.against == "both" else [args.against]):
            strength(opponent, args.games, args.seed, args.budget, args.verbose, args.clocked)


if __name__ == "__main__":
    main()
