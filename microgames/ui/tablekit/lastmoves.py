"""What the other seats did since the viewer last acted, for the tables to mark ("last-move marks").

A person who hands the screen on, or waits for bots, comes back to a table that changed while
they were not looking. Each table marks those changes in its own visual language; which steps
count is decided here once, so the three games agree: the marks stay until the viewer acts
(their own next step clears them), and undo, redo, a jump, looking back or another viewer simply
give another answer, because it is computed afresh from the history on every sync.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from microgames.engine.history import Step
from microgames.ui.tablekit.context import TableContext


def steps_on_show(context: TableContext) -> tuple[Step, ...]:
    """The applied steps up to the position on show (the earlier one while looking back or in review; with a
    step shown in place of the last one, that step)."""
    looking = context.looking_at
    if looking is None:
        return context.history.applied()
    if context.instead is not None:
        return (*context.history.steps[:looking - 1], context.instead)
    return context.history.steps[:looking]


def others_since(steps: Sequence[Step], viewer: int | None) -> tuple[Step, ...]:
    """The steps after ``viewer``'s last one, in order (all of them are other seats').

    With no viewer (only bots play, or a review shows everything) there is nobody to come back:
    the last turn is marked, the trailing steps of the seat that moved last.
    """
    if viewer is None:
        if not steps:
            return ()
        last = steps[-1].seat
        start = len(steps)
        while start > 0 and steps[start - 1].seat == last:
            start -= 1
        return tuple(steps[start:])
    start = len(steps)
    while start > 0 and steps[start - 1].seat != viewer:
        start -= 1
    return tuple(steps[start:])


def others_since_my_turn(context: TableContext) -> tuple[Step, ...]:
    """The steps other seats made since the viewer's own last step, in the position on show."""
    return others_since(steps_on_show(context), context.viewer)


def state_before(context: TableContext, marked: Sequence[Step]) -> Any:
    """The full state just before the first marked step (None when nothing is marked), to compare with now.

    A table that marks what changed rather than reading each command compares this with the state on show.
    """
    if not marked:
        return None
    steps = steps_on_show(context)
    return context.history.state_at(len(steps) - len(marked))
