"""What keeping the better moves' commands costs a review: the stored analysis's size, reading it back (every
better move checked to be legal where it was made), and building the position a Show puts on the board.

    python benchmarks/review_show.py [--seed N] [--effort 0.05] [--only microchip,microworld,remediate]

Plays one game per game with seeded medium bots (small budget), analyses it at
``--effort`` on one core, stores the analysis and then, for each game, prints:
the moves judged and those with a better move to show, the stored file's bytes
(and the bytes the commands add), the median time of reading it back
(``load_analysis``, ten reads) and of building a Show's position (``better_step``,
over every move with a better move). Targets: a read well under the review's
opening (100 ms), a Show's position under 5 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.analysis import finished_game  # noqa: E402
from microgames.engine.analysis import unparse_moves  # noqa: E402
from microgames.engine.review import analyse, better_step, load_analysis, store_analysis  # noqa: E402
from microgames.engine.saves import save  # noqa: E402

SEATS = {"microchip": 2, "microworld": 2, "remediate": 4}


def median_ms(action, times: int) -> float:  # type: ignore[no-untyped-def]
    took = []
    for _ in range(times):
        start = time.perf_counter()
        action()
        took.append((time.perf_counter() - start) * 1000)
    return statistics.median(took)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--effort", type=float, default=0.05)
    parser.add_argument("--only", default=",".join(SEATS))
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp())
    for game_id in args.only.split(","):
        game = finished_game(game_id, SEATS[game_id], args.seed)
        found = analyse(game, lambda: False, lambda done, total: None, args.effort)
        assert found is not None
        path = folder / f"{game_id}.microgame"
        save(game, path)
        stored = store_analysis(game, path, found)
        assert stored is not None
        shown = [value for value in found.moves if value.better_move]
        without = len(json.dumps([entry[:8] for entry in unparse_moves(found.moves)], indent=1))
        with_commands = len(json.dumps(unparse_moves(found.moves), indent=1))
        read = median_ms(lambda: load_analysis(game, path), 10)
        show = statistics.median(median_ms(lambda value=value: better_step(game, value), 3) for value in shown) \
            if shown else 0.0
        print(f"{game_id:<11} {len(found.moves):>4} judged, {len(shown):>3} with a better move · "
              f"file {stored.stat().st_size:>7} bytes (commands add {with_commands - without}) · "
              f"read {read:6.1f} ms · a Show's position {show:5.2f} ms")


if __name__ == "__main__":
    main()
