"""What the move log says: one entry per step (or per run of small steps), with what followed by itself.

A step's label says what its seat chose. What nobody chose (an environment turned
over, a target claimed, the draft running out) is said by the game's own
``GameRules.describe_events`` from the states around the step, so the history
works it out again on every replay and a reopened game tells the same story.

Some games let a person make many small changes in a row (Microchip's arranging):
each stays its own undo step, but the log gathers a seat's consecutive steps of
one :class:`Run` into one entry, so arranging a board does not flood it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import attrs

from microgames.engine.words import Words

if TYPE_CHECKING:
    from microgames.engine.history import Step


@attrs.frozen
class Run:
    """A step that belongs with its neighbours in the log, e.g. one change in a board being arranged."""

    what: str  # the run as a whole, e.g. "Ana arranges the board"
    change: str  # this step within it, e.g. "rotates the T-junction at B2"


@attrs.frozen
class LogEntry:
    """One line of the log: steps ``first`` to ``last`` (counted from 1), and what followed them by itself."""

    first: int
    last: int
    seat: int
    text: str
    events: tuple[str, ...]

    @property
    def number(self) -> str:
        """The entry's number in the log: its step, or its span of steps ("4–8")."""
        return str(self.first) if self.first == self.last else f"{self.first}–{self.last}"


class MoveLogWords(Words):
    """The move log's own words."""


def _run_text(run: Run, count: int) -> str:
    return MoveLogWords.tr("%1 (%n changes, the last: %2)", None, count).arg(run.what, run.change)


def log_entries(steps: Sequence[Step], start: int = 1) -> list[LogEntry]:
    """The log of ``steps`` (the first of which is step ``start``): a seat's consecutive steps of one run
    gathered into one entry, every other step an entry of its own."""
    entries: list[LogEntry] = []
    run: Run | None = None
    for number, step in enumerate(steps, start=start):
        last = entries[-1] if entries else None
        if (last is not None and run is not None and step.run is not None and step.run.what == run.what
                and step.seat == last.seat):
            count = number - last.first + 1
            entries[-1] = LogEntry(last.first, number, step.seat, _run_text(step.run, count),
                                   last.events + step.events)
        else:
            entries.append(LogEntry(number, number, step.seat, step.label, step.events))
        run = step.run
    return entries
