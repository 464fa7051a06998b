"""How long a person waits on Microworld's puzzle functions, which search exactly as the puzzle is played.

    python benchmarks/microworld_puzzles.py [--first N]

For every puzzle (or the first N) the answer is played through as the screen would: the verdict after
every move, the other side's reply when it is theirs, and a hint before each of the person's moves.
Prints per puzzle the slowest single call of each kind and the whole walk, in processor seconds (the
clock counts what other programs take on a busy machine; processor time does not), then the slowest of
all: a call the screen should not wait on in its own thread if it takes more than a blink.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from microgames.engine.puzzles import load_puzzles  # noqa: E402
from microgames.games.microworld import diagram, proof, puzzles  # noqa: E402
from microgames.games.microworld.endgame import placements_left  # noqa: E402
from microgames.games.microworld.rules import RULES  # noqa: E402

T = TypeVar("T")


def timed(times: list[float], call: Callable[[], T]) -> T:
    started = time.process_time()
    result = call()
    times.append(time.process_time() - started)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--first", type=int, default=0, help="only the first N puzzles (0: all)")
    args = parser.parse_args()
    chosen = load_puzzles(RULES)
    chosen = chosen[: args.first] if args.first else chosen
    print("puzzle  left  steps  verdict s  reply s  hint s  walk s")
    slowest = {"verdict": 0.0, "reply": 0.0, "hint": 0.0}
    for puzzle in chosen:
        game, seat = puzzles.start(puzzle), puzzles.person(puzzle)
        verdicts: list[float] = []
        replies: list[float] = []
        hints: list[float] = []
        started = time.process_time()
        timed(verdicts, lambda: puzzles.verdict(puzzle, game.state))
        for move in puzzles.answer(puzzle):
            if proof.mover(game.state) == seat:
                timed(hints, lambda: puzzles.hint(puzzle, game.state))
            else:
                timed(replies, lambda: puzzles.reply(puzzle, game.state))
            game.history.execute(move)
            timed(verdicts, lambda: puzzles.verdict(puzzle, game.state))
        walk = time.process_time() - started
        for name, times in (("verdict", verdicts), ("reply", replies), ("hint", hints)):
            slowest[name] = max(slowest[name], max(times, default=0.0))
        left = placements_left(diagram.parse(puzzle.position))
        print(f"{puzzle.id}  {left:>4}  {len(puzzle.data['line']):>5}  {max(verdicts):9.3f}"
              f"  {max(replies, default=0.0):7.3f}  {max(hints):6.3f}  {walk:6.2f}")
    print("slowest call: " + ", ".join(f"{name} {seconds:.3f} s" for name, seconds in slowest.items()))


if __name__ == "__main__":
    main()
