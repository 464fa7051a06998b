"""The person's puzzle results, read and kept through the records and the file beside the kept games.

A result is written to ``finished/puzzles.json`` first (what a records rebuild reads),
then to the records database. Neither may spoil a puzzle: a failure is one sentence
for the status bar, and the result is tried again with the next move.
"""

from __future__ import annotations

from microgames.engine.paths import finished_dir
from microgames.engine.recordtypes import PuzzleResult
from microgames.engine.words import fill
from microgames.ui.language import translate


def load_results(game: str) -> dict[str, PuzzleResult]:
    """Puzzle id -> the result kept (the records, joined with the file in case the records lag)."""
    import sqlite3

    from microgames.engine.puzzlerecords import kept
    from microgames.engine.records import open_records

    try:
        found = kept(finished_dir()).get(game, {})
    except OSError:
        found = {}
    try:
        records = open_records()
        try:
            stored = records.puzzles(game)
        finally:
            records.close()
    except (OSError, sqlite3.Error):
        stored = {}
    return {p: r.joined(found.get(p)) for p, r in stored.items()} | {p: r for p, r in found.items() if p not in stored}


def save_result(game: str, puzzle: str, result: PuzzleResult) -> str | None:
    """Keep a result (joined with the one kept before); None, or why it could not be kept."""
    import sqlite3

    from microgames.engine.puzzlerecords import keep
    from microgames.engine.records import open_records

    try:
        joined = keep(finished_dir(), game, puzzle, result)
        records = open_records()
        try:
            records.record_puzzle(game, puzzle, joined)
        finally:
            records.close()
    except (OSError, sqlite3.Error) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        return fill(translate("Puzzles", "Your puzzle result could not be kept (%1); it is tried again with your next "
                                         "move."), (reason.rstrip("."),))
    return None


def state_text(result: PuzzleResult | None, top: int | None = None) -> str:
    """What the chooser says of a puzzle: new, the best so far (of ``top``, the best there is, when the puzzle
    claims one), or solved with a tick."""
    if result is None:
        return translate("Puzzles", "new")
    if result.solved:
        return translate("Puzzles", "✓ solved")
    if result.best is None:
        return translate("Puzzles", "tried")
    best = str(result.best).replace("-", "−")
    if top is None:
        return fill(translate("Puzzles", "best so far: %1"), (best,))
    return fill(translate("Puzzles", "best so far: %1 of %2"), (best, str(top).replace("-", "−")))
