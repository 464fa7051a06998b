"""Microchip bots: does every seat build a chip, and how strong is each level against another.

    python benchmarks/microchip_bots.py [--tables medium --seats 5 --games 200] [--pairings hard-medium]
    python benchmarks/microchip_bots.py --quick          # 10 games of each, for a first look

Tables: seeded games with every seat a bot of one level, per level and seat
count. Prints the share of seats that end without a microchip and below zero,
the mean and lowest score, the median microchip size, and the seconds per game.
A long run splits into chunks with ``--first`` (the first seed), so that two
chunks run apart add up to one run.

Pairings: seeded two-player games, seats alternating. Prints the first bot's
wins, ties and losses (by the game's standings, tie-break included), the mean
scores, and the bots' decision times: all decisions (most are single arranging
steps) and draft decisions alone.
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

TABLE_SEEDS = 7000  # the first table game's seed (pairings start at 5000)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def play(levels: list[str], seed: int, budget: float) -> tuple[Game, list[float], list[float]]:
    """One game of bots at ``levels`` (seat order); the finished game and the decision times."""
    seats = [Seat(f"{level.capitalize()} bot {i + 1}", "bot", level) for i, level in enumerate(levels)]
    game = Game.new(registry.get("microchip"), seats, seed)
    bots = bots_for(game, seed)
    every, drafts = [], []
    while not game.state.is_over():
        seat = game.state.awaiting()[0]
        began = time.perf_counter()
        command = bots[seat].choose(game.state.view(seat), budget)
        spent = time.perf_counter() - began
        every.append(spent)
        if isinstance(command, Draft):
            drafts.append(spent)
        game.history.execute(command)
    return game, every, drafts


def table(level: str, players: int, games: int, first: int, budget: float, progress: bool) -> None:
    """Every seat a ``level`` bot: how many end without a chip, below zero, and the scores."""
    scores: list[int] = []
    sizes: list[int] = []
    chipless = 0
    began = time.perf_counter()
    for seed in range(first, first + games):
        game, _, _ = play([level] * players, seed, budget)
        found = [game.state.score(seat) for seat in range(players)]
        scores += [s.points for s in found]
        sizes += [s.chip_tiles for s in found]
        chipless += sum(1 for s in found if not s.microchip)
        if progress:
            print(f"  seed {seed}: {[s.points for s in found]}, chips {[s.chip_tiles for s in found]}", flush=True)
    seats = len(scores)
    below = sum(1 for s in scores if s < 0)
    seconds = time.perf_counter() - began
    print(f"{level} x{players}, {games} games (seeds {first}-{first + games - 1}), {seats} seats: "
          f"without a chip {chipless} ({100 * chipless / seats:.1f}%), below zero {below} ({100 * below / seats:.1f}%); "
          f"mean score {statistics.mean(scores):.1f}, lowest {min(scores)}, median chip {statistics.median(sizes):g} tiles; "
          f"{seconds / games:.1f} s a game", flush=True)


def pairing(first: str, second: str, games: int, budget: float, progress: bool) -> None:
    """Two-player games between two levels, seats alternating."""
    wins = ties = losses = 0
    totals = [0, 0]
    every: list[float] = []
    drafts: list[float] = []
    began = time.perf_counter()
    for number in range(games):
        swap = number % 2 == 1
        game, times, draft_times = play([second, first] if swap else [first, second], 5000 + number, budget)
        order = [1, 0] if swap else [0, 1]
        places = [game.state.standings()[i] for i in order]
        scores = [game.state.scores()[i] for i in order]
        wins += places[0] < places[1]
        ties += places[0] == places[1]
        losses += places[0] > places[1]
        totals = [totals[0] + scores[0], totals[1] + scores[1]]
        if progress:
            print(f"  game {number + 1}: {first} {scores[0]}, {second} {scores[1]}", flush=True)
        every += times
        drafts += draft_times
    print(f"{first} vs {second}, {games} games: {first} wins {wins} ({100 * wins / games:.1f}%), ties {ties}, "
          f"losses {losses}; mean scores {totals[0] / games:.1f} to {totals[1] / games:.1f}; "
          f"{time.perf_counter() - began:.0f} s", flush=True)
    print(f"  decisions: {len(every)}, median {statistics.median(every):.4f} s, p95 {percentile(every, 0.95):.3f} s, "
          f"max {max(every):.3f} s; draft decisions: median {statistics.median(drafts):.3f} s, "
          f"p95 {percentile(drafts, 0.95):.3f} s, max {max(drafts):.3f} s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200, help="games per table and per pairing")
    parser.add_argument("--tables", default="easy,medium,hard", help="levels whose tables to play ('' for none)")
    parser.add_argument("--seats", default="5,4,3,2", help="seat counts of the tables")
    parser.add_argument("--first", type=int, default=TABLE_SEEDS, help="the first table seed (to run in chunks)")
    parser.add_argument("--pairings", default="hard-medium,hard-easy,medium-easy", help="'' for none")
    parser.add_argument("--budget", type=float, default=1.0, help="seconds a bot may think per decision")
    parser.add_argument("--quick", action="store_true", help="10 games of each")
    parser.add_argument("--progress", action="store_true", help="print every game's scores as it ends")
    args = parser.parse_args()
    games = 10 if args.quick else args.games
    for level in filter(None, args.tables.split(",")):
        for players in (int(p) for p in args.seats.split(",")):
            table(level, players, games, args.first, args.budget, args.progress)
    for pair in filter(None, args.pairings.split(",")):
        first, second = pair.split("-")
        pairing(first, second, games, args.budget, args.progress)


if __name__ == "__main__":
    main()
