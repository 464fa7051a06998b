"""How long the worker thread searches for Microworld's puzzle replies and hints, over every winning path.

    python benchmarks/microworld_puzzle_replies.py [--first N] [--positions N]

The screen searches the other side's reply and a hint on a worker thread (``ui.puzzles.search``), so the
window never freezes; the person still waits for them. For every puzzle (or the first N) this walks
every position the person can reach while keeping the win, not only the stored answer: each of their
winning moves (``proof.winning_moves``), then the proven defence. At each of their decisions it times a
hint and the verdict after every legal move (winning or not: the screen judges any move at once, on its
own thread), at each of the other side's decisions a reply. At most ``--positions`` positions a puzzle
are walked (breadth first).
Prints per puzzle the positions walked, the slowest call of each kind and the slowest position's
diagram id, then the slowest of all, in processor seconds (the clock counts what other programs take on
a busy machine; processor time does not).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from microgames.engine.puzzles import Puzzle, load_puzzles  # noqa: E402
from microgames.games.microworld import diagram, proof, puzzles  # noqa: E402
from microgames.games.microworld.endgame import placements_left  # noqa: E402
from microgames.games.microworld.rules import RULES  # noqa: E402
from microgames.games.microworld.state import MicroworldState  # noqa: E402

T = TypeVar("T")
KINDS = ("reply", "hint", "verdict")


def timed(slowest: dict[str, float], kind: str, call: Callable[[], T]) -> T:
    started = time.process_time()
    result = call()
    slowest[kind] = max(slowest[kind], time.process_time() - started)
    return result


def walk(puzzle: Puzzle, limit: int) -> tuple[int, dict[str, float]]:
    """The positions walked and the slowest reply, hint and verdict among them."""
    seat = puzzles.person(puzzle)
    slowest = dict.fromkeys(KINDS, 0.0)
    queue: deque[MicroworldState] = deque([puzzles.start(puzzle).state])
    seen: set[str] = set()
    walked = 0
    while queue and walked < limit:
        state = queue.popleft()
        key = diagram.diagram(state)
        if key in seen or state.is_over():
            continue
        seen.add(key)
        walked += 1
        if proof.mover(state) == seat:
            timed(slowest, "hint", lambda: puzzles.hint(puzzle, state))
            for move in state.legal_commands(seat):  # any move the person may try is judged at once
                tried = proof.after(state, move)
                timed(slowest, "verdict", lambda: puzzles.verdict(puzzle, tried))
            following = [proof.after(state, move) for move in proof.winning_moves(state, seat)]
        else:
            move = timed(slowest, "reply", lambda: puzzles.reply(puzzle, state))
            following = [proof.after(state, move)] if move is not None else []
        queue.extend(following)
    return walked, slowest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--first", type=int, default=0, help="only the first N puzzles (0: all)")
    parser.add_argument("--positions", type=int, default=300, help="positions walked per puzzle at most")
    args = parser.parse_args()
    chosen = load_puzzles(RULES)
    chosen = chosen[: args.first] if args.first else chosen
    print("puzzle  left  positions  reply s  hint s  verdict s")
    overall = dict.fromkeys(KINDS, (0.0, ""))
    total = 0
    started = time.process_time()
    for puzzle in chosen:
        walked, slowest = walk(puzzle, args.positions)
        total += walked
        for kind in KINDS:
            if slowest[kind] > overall[kind][0]:
                overall[kind] = (slowest[kind], puzzle.id)
        left = placements_left(diagram.parse(puzzle.position))
        print(f"{puzzle.id}  {left:>4}  {walked:>9}  {slowest['reply']:7.3f}  {slowest['hint']:6.3f}"
              f"  {slowest['verdict']:9.3f}")
    print(f"{len(chosen)} puzzles, {total} positions in {time.process_time() - started:.1f} s")
    print("slowest: " + ", ".join(f"{kind} {seconds:.3f} s ({where})" for kind, (seconds, where) in overall.items()))


if __name__ == "__main__":
    main()
