"""Puzzle results kept beside the finished games, so a records rebuild keeps them too.

The records database holds each puzzle's best score and whether it is solved; the
same is written to ``finished/puzzles.json`` (atomically, as every kept file is)::

    {"microchip": {"mc-01": {"best": 4, "solved": true}, ...}, ...}

When the records are rebuilt from the data folder (:func:`microgames.engine.finished.rebuild`),
:func:`restore` puts these back. A damaged file counts as empty: the database still
has them, and the next result writes the file whole again from both.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from microgames.engine.errors import SaveError
from microgames.engine.filecheck import parse_json, read_limited
from microgames.engine.recordtypes import PuzzleResult
from microgames.engine.saves import write_atomic

if TYPE_CHECKING:
    from microgames.engine.records import Records

PUZZLES_NAME = "puzzles.json"
Kept = dict[str, dict[str, PuzzleResult]]  # game -> puzzle id -> result


def _result(value: Any) -> PuzzleResult | None:
    if not isinstance(value, dict):
        return None
    best, solved = value.get("best"), value.get("solved", False)
    if (best is not None and (isinstance(best, bool) or not isinstance(best, int))) or not isinstance(solved, bool):
        return None
    return PuzzleResult(best, solved)


def kept(folder: Path) -> Kept:
    """The results in ``folder``'s puzzle file; what cannot be read is passed over."""
    try:
        data = parse_json(read_limited(folder / PUZZLES_NAME))
    except (SaveError, OSError):
        return {}
    found: Kept = {}
    for game, puzzles in (data.items() if isinstance(data, dict) else ()):
        if isinstance(puzzles, dict):
            results = {p: r for p, value in puzzles.items() if isinstance(p, str) and (r := _result(value)) is not None}
            found[game] = results
    return found


def keep(folder: Path, game: str, puzzle: str, result: PuzzleResult) -> PuzzleResult:
    """Write a result joined with the one kept (the better of both); OSError propagates."""
    results = kept(folder)
    joined = result.joined(results.get(game, {}).get(puzzle))
    results.setdefault(game, {})[puzzle] = joined
    data = {g: {p: {"best": r.best, "solved": r.solved} for p, r in sorted(ps.items())} for g, ps in sorted(results.items())}
    write_atomic(folder / PUZZLES_NAME, json.dumps(data, indent=1, ensure_ascii=False))
    return joined


def restore(records: Records, folder: Path) -> int:
    """Put the kept results into ``records`` (joined with what they hold); how many puzzles."""
    count = 0
    for game, puzzles in kept(folder).items():
        for puzzle, result in puzzles.items():
            records.record_puzzle(game, puzzle, result)
            count += 1
    return count
