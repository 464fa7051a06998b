"""Make Microchip's puzzles, ``resources/microchip/puzzles.json``: tiles dealt as the game deals them.

    python scripts/make_microchip_puzzles.py [--check]

Two puzzles for each inventory size from 6 tiles to a full 25, in rising order. Each
comes from seeded two-player tables (``new_state``) drafted with seeded random picks
until the first seat holds that many tiles; the board cycles A–E. A deal is a real
puzzle only when most of its tiles belong in the best chip (``SHARE``: three in four at
least), the chip scores above nothing and a quick arrangement by eye (``sketch``, one
try) does not already reach it. Of the real puzzles among a puzzle's deals the one
whose best is nearest the ramp (``target``) is kept, its best above every smaller
inventory's and no lower than the one before: the bests rise with the tiles.

``"best"`` is the solver's proven optimum; ``"chip"``, ``"loops"`` and ``"spare"``
(the tiles in the solver's best chip, the loops its wires close and the shapes it
leaves in the tray) describe that arrangement and give the puzzle its title
("Six tiles, one loop", "Two terminals too many"). The same run always writes the
same file; ``--check`` only says whether the file is up to date. Prints the solver's
time to prove every puzzle.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from microgames.engine.rng import Rng  # noqa: E402
from microgames.engine.seats import Seat  # noqa: E402
from microgames.games.microchip.boards import CELLS, board  # noqa: E402
from microgames.games.microchip.commands import Draft  # noqa: E402
from microgames.games.microchip.diagram import draw_layout  # noqa: E402
from microgames.games.microchip.scoring import score  # noqa: E402
from microgames.games.microchip.sketch import sketch  # noqa: E402
from microgames.games.microchip.solver import Arrangement, best_arrangement  # noqa: E402
from microgames.games.microchip.state import new_state  # noqa: E402
from microgames.games.microchip.tiles import tile  # noqa: E402

TARGET = ROOT / "resources" / "microchip" / "puzzles.json"
SIZES = [size for size in range(6, 26) for _ in range(2)]
LETTERS = "ABCDE"
SHARE = 0.75  # of the tiles, at least this many belong in the best chip
TRIES = 600  # deals tried for one puzzle at most
ENOUGH = 12  # real puzzles found for one puzzle: the nearest the ramp of these is kept
NUMBERS = ("no one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
           "seventeen eighteen nineteen twenty twenty-one twenty-two twenty-three twenty-four twenty-five").split()
PLURALS = {"cross": "crosses", "T-junction": "T-junctions", "corner": "corners", "straight": "straights",
           "terminal": "terminals"}


def deal(size: int, letter: str, seed: int) -> list[int]:
    """The first seat's tiles once it has drafted ``size`` of them, at a seeded two-player table."""
    other = LETTERS[(LETTERS.index(letter) + 1) % len(LETTERS)]
    state = new_state({"improve": True, "boards": letter + other}, [Seat("A"), Seat("B")], seed)
    rng = Rng(seed)
    while len(state.trays[0]) < size:
        column = state.active_column()
        assert column is not None
        Draft(state.turn, rng.choice(state.column(column))).apply(state)
    return sorted(state.trays[0])


def by_eye(letter: str, tiles: list[int]) -> int:
    placements = sketch(board(letter), tiles, 1)
    return score([placements.get(cell) for cell in range(CELLS)], len(tiles) - len(placements)).points


def real(letter: str, tiles: list[int], best: Arrangement) -> bool:
    """Most tiles in the best chip, which scores above nothing and which one quick try by eye misses."""
    return best.tiles >= math.ceil(SHARE * len(tiles)) and best.score > 0 and by_eye(letter, tiles) < best.score


def target(size: int) -> int:
    """The ramp the bests follow: about what a good deal of ``size`` tiles scores (6 at six tiles, 44 at 25)."""
    return 2 * (size - 3)


def choose(number: int, size: int, least: int) -> tuple[str, list[int], Arrangement]:
    """Of the first real puzzles of ``size`` tiles for puzzle ``number``, scoring ``least`` or more, the one whose
    best is nearest the ramp (the more tiles in its chip the better, then the first found)."""
    letter = LETTERS[number % len(LETTERS)]
    found: list[tuple[tuple[int, int, int], list[int], Arrangement]] = []
    for attempt in range(TRIES):
        tiles = deal(size, letter, 1000 * number + attempt)
        best = best_arrangement(board(letter), tiles)
        if best.score >= least and real(letter, tiles, best):
            found.append(((abs(best.score - target(size)), -best.tiles, attempt), tiles, best))
            if len(found) >= ENOUGH:
                break
    if not found:
        raise SystemExit(f"no real puzzle of {size} tiles scoring {least} or more for puzzle {number + 1}")
    _, tiles, best = min(found, key=lambda entry: entry[0])
    return letter, tiles, best


def facts(tiles: list[int], best: Arrangement) -> dict[str, object]:
    """What the solver's best chip is: its tiles, the loops its wires close and the shapes it leaves out."""
    used = {tile_id for tile_id, _rotation in best.placements.values()}
    spare = Counter(tile(t).shape.name for t in tiles if t not in used)
    return {"chip": best.tiles, "loops": best.connections // 2 - best.tiles + 1, "spare": dict(sorted(spare.items()))}


def titles(size: int, told: dict[str, object]) -> list[str]:
    """Titles that each tell something of the puzzle, the most telling first."""
    loops, spare = int(told["loops"]), dict(told["spare"])  # type: ignore[call-overload, arg-type]
    tiles = NUMBERS[size].capitalize()
    ring = f"{NUMBERS[loops]} loop{'s' if loops > 1 else ''}"
    left = sum(spare.values())
    found = []
    if left == 0:
        found.append(f"{tiles} tiles, not one to spare")
    if len(spare) == 1:
        (shape, count), = spare.items()
        found.append(f"{NUMBERS[count].capitalize()} {shape if count == 1 else PLURALS[shape]} too many")
    found.append(f"{tiles} tiles, {ring}")
    if left:
        found.append(f"{tiles} tiles, {NUMBERS[left]} left over")
        found.append(f"{tiles} tiles, {ring}, {NUMBERS[left]} spare")
    found.append(f"{tiles} tiles, {ring}: {' and '.join(spare) or 'all in'}")
    return found


def puzzles() -> tuple[list[dict[str, object]], float, float]:
    """Every puzzle, and the solver's seconds to prove them all (on the clock, and of processor time)."""
    found: list[dict[str, object]] = []
    used: set[str] = set()
    least, before = 1, 1  # the least best for the next puzzle; and for a larger inventory
    for number, size in enumerate(SIZES):
        if number and size != SIZES[number - 1]:
            least = before + 1
        letter, tiles, best = choose(number, size, least)
        least = best.score
        before = max(before, best.score)
        told = facts(tiles, best)
        title = next(t for t in [*titles(size, told), f"{NUMBERS[size].capitalize()} tiles on board {letter}"]
                     if t not in used)
        used.add(title)
        found.append({"id": f"mc-{number + 1:02d}", "title": title,
                      "position": draw_layout(letter, [None] * CELLS, tiles).splitlines(), "tiles": size, **told})
        found[-1]["_tiles"] = tiles
        found[-1]["_board"] = letter
    began, processor = time.perf_counter(), time.process_time()
    for entry in found:
        entry["best"] = best_arrangement(board(str(entry.pop("_board"))), entry.pop("_tiles")).score  # type: ignore[arg-type]
    return found, time.perf_counter() - began, time.process_time() - processor


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether the file is up to date")
    arguments = parser.parse_args()
    found, seconds, processor = puzzles()
    text = json.dumps(found, indent=1, ensure_ascii=False) + "\n"
    shares = [f"{entry['chip']}/{entry['tiles']}" for entry in found]
    print(f"{len(found)} puzzles, {SIZES[0]} to {SIZES[-1]} tiles; best scores "
          f"{[entry['best'] for entry in found]}; tiles in the best chip {shares}; proving them all took {seconds:.2f} s "
          f"on the clock, {processor:.2f} s of processor time")
    for entry in found:
        print(f"  {entry['id']}  {entry['title']}")
    if arguments.check:
        current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
        print("up to date" if current == text else "out of date: run without --check")
        raise SystemExit(0 if current == text else 1)
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
