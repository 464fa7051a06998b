"""What the Microchip move log says beyond each step's label.

Events: the draft running out (building begins), a finished player sent back to
building by a higher posted score (Improve after others finish), the end of the
game. Nothing in Microchip is hidden, so the lines may name anything.

A Finish that comes back at once (its player is already below a higher posted
score) says so in its own label (``commands.Finish.label``), not here: the states
around a second Finish at the same score are equal, so no event could tell it.

Runs: arranging one's own board is many small steps (each its own undo), which the
log gathers into one line per spell, "Ana arranges the board (5 changes, …)".
"""

from __future__ import annotations

from collections.abc import Sequence

from microgames.engine.commands import Command
from microgames.engine.movelog import Run
from microgames.games.microchip.commands import ChipCommand, ClearBoard, Move, Place, Rearrange, ReturnToTray, Rotate
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.words import ChipWords, names_and, points_said

ARRANGING = (Place, Rotate, Move, ReturnToTray, ClearBoard, Rearrange)


def _winners(state: MicrochipState) -> str:
    places = state.standings()
    best = [state.names[seat] for seat, place in enumerate(places) if place == 1]
    said = points_said(state.score(places.index(1)).points)
    if len(best) == 1:
        return ChipWords.tr("The game is over: %1 wins with %2.").arg(best[0], said)
    return ChipWords.tr("The game is over: %1 share the win with %2.").arg(names_and(best), said)


def describe_events(before: MicrochipState, after: MicrochipState) -> list[str]:
    """What followed a step by itself, from the states around it (the game's ``describe_events``)."""
    lines: list[str] = []
    if before.phase == "drafting" and after.phase != "drafting":
        lines.append(ChipWords.tr("The pool is empty: the draft is over. Everyone finishes their board."))
    for seat in range(after.seat_count):
        sent_back = (before.status[seat] == "finished" and after.status[seat] == "building"
                     and after.posted[seat] is not None)  # Resume building withdraws the score: that is chosen
        if sent_back:
            lines.append(ChipWords.tr("%1 scored %2, below %3: %1 may improve and finish again, or concede.").arg(
                after.names[seat], after.posted[seat], after.best_posted_other(seat)))
    if after.phase == "over" and before.phase != "over":
        lines.append(_winners(after))
    return lines


def log_run(before: MicrochipState, commands: Sequence[Command]) -> Run | None:
    """A step that only arranges its seat's board belongs to that seat's spell of arranging."""
    if not all(isinstance(command, ARRANGING) for command in commands):
        return None
    seat = commands[0].seat
    name = before.names[seat] if 0 <= seat < before.seat_count else ChipWords.tr("Seat %1").arg(seat + 1)
    first = commands[0]
    change = first.change(before) if isinstance(first, ChipCommand) else first.label(before)
    return Run(ChipWords.tr("%1 arranges the board").arg(name), change)
