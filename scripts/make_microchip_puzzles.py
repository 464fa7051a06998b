"""Make Microchip's puzzles, ``resources/microchip/puzzles.json``: tiles dealt as the game deals them.

    python scripts/make_microchip_puzzles.py [--check]

Two puzzles for each inventory size from 6 tiles to a full 25, in rising order. Each
comes from a seeded two-player table (``new_state``) drafted with seeded random picks
until the first seat holds that many tiles; the board cycles A–E. A deal is kept only
when it is interesting: the best chip uses at least half the tiles (and four) and
scores above nothing, and a quick arrangement by eye (``sketch``, one try) does not
already reach it. ``"best"`` is the
solver's proven optimum. The same run always writes the same file; ``--check`` only
says whether the file is up to date. Prints the solver's time to prove every puzzle.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
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

TARGET = ROOT / "resources" / "microchip" / "puzzles.json"
SIZES = [size for size in range(6, 26) for _ in range(2)]
LETTERS = "ABCDE"
LEAST_CHIP = 4
TRIES = 200  # deals tried for one puzzle before the sketch test is let go
NUMBERS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
           "seventeen eighteen nineteen twenty twenty-one twenty-two twenty-three twenty-four twenty-five").split()


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


def interesting(letter: str, tiles: list[int], best: Arrangement, strict: bool) -> bool:
    """A chip of at least half the tiles (and four), scoring above nothing, that one quick try by eye misses."""
    large = best.tiles >= max(LEAST_CHIP, len(tiles) / 2) and best.score > 0
    return large and (not strict or by_eye(letter, tiles) < best.score)


def choose(number: int, size: int) -> tuple[str, list[int], Arrangement]:
    """The first interesting deal of ``size`` tiles for puzzle ``number``."""
    letter = LETTERS[number % len(LETTERS)]
    for strict in (True, False):
        for attempt in range(TRIES):
            seed = 1000 * number + attempt
            tiles = deal(size, letter, seed)
            best = best_arrangement(board(letter), tiles)
            if interesting(letter, tiles, best, strict):
                return letter, tiles, best
    raise SystemExit(f"no interesting deal of {size} tiles for puzzle {number + 1}")


def title(size: int, letter: str) -> str:
    return f"{NUMBERS[size].capitalize()} tiles on board {letter}"


def puzzles() -> tuple[list[dict[str, object]], float, float]:
    """Every puzzle, and the solver's seconds to prove them all (on the clock, and of processor time)."""
    found: list[dict[str, object]] = []
    for number, size in enumerate(SIZES):
        letter, tiles, _best = choose(number, size)
        found.append({
            "id": f"mc-{number + 1:02d}",
            "title": title(size, letter),
            "position": draw_layout(letter, [None] * CELLS, tiles).splitlines(),
            "tiles": size,
        })
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
    print(f"{len(found)} puzzles, {SIZES[0]} to {SIZES[-1]} tiles; best scores "
          f"{[entry['best'] for entry in found]}; proving them all took {seconds:.2f} s on the clock, "
          f"{processor:.2f} s of processor time")
    if arguments.check:
        current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
        print("up to date" if current == text else "out of date: run without --check")
        raise SystemExit(0 if current == text else 1)
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
