"""The hint behind the table's Hint button: commands that turn a seat's board into a better one.

It asks the engine's solver (``solver.hint(state, seat)``) when the game has one;
otherwise it improves the board greedily, one legal arrangement command at a
time, which is quick and never makes the score worse.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.games.microchip.commands import Concede, Draft, Finish, ResumeBuilding, legal_commands
from microgames.games.microchip.state import MicrochipState

MAX_GREEDY_STEPS = 16
_NOT_ARRANGING = (Draft, Finish, ResumeBuilding, Concede)


def hint_commands(state: MicrochipState, seat: int) -> list[Command]:
    """Commands (arranging only) that improve ``seat``'s score; empty when nothing better was found."""
    try:
        solver = importlib.import_module("microgames.games.microchip.solver")
    except ImportError:
        solver = None
    if solver is not None and hasattr(solver, "hint"):
        commands = [c for c in solver.hint(state.clone(), seat) if not isinstance(c, _NOT_ARRANGING)]
        return commands if _gain(state, seat, commands) > 0 or not commands else []
    return _greedy(state, seat)


def outcome(state: MicrochipState, seat: int, commands: Sequence[Command]) -> MicrochipState:
    """The state after ``commands`` (on a copy)."""
    after = state.clone()
    for command in commands:
        command.apply(after)
    return after


def _gain(state: MicrochipState, seat: int, commands: Sequence[Command]) -> int:
    try:
        return outcome(state, seat, commands).score(seat).points - state.score(seat).points
    except IllegalMove:
        return -1


def _promise(state: MicrochipState, seat: int) -> int:
    """How good a board looks on the way to a microchip: the score first, then matched wires less faults."""
    faults = state.faults(seat)
    errors = sum(1 for sides in faults.values() for kind in sides.values() if kind == "error")
    warnings = sum(1 for sides in faults.values() for kind in sides.values() if kind == "warning")
    wires = sum(g.connections for g in state.groups(seat) if g.size > 1)
    placed = len(state.placed(seat))
    return 4 * state.score(seat).points + wires + 3 * placed - 4 * errors - 2 * warnings


def _greedy(state: MicrochipState, seat: int) -> list[Command]:
    current = state.clone()
    chosen: list[Command] = []
    best_points, best_length = state.score(seat).points, 0
    for _ in range(MAX_GREEDY_STEPS):
        base = _promise(current, seat)
        best: tuple[int, Command, MicrochipState] | None = None
        for command in legal_commands(current, seat):
            if isinstance(command, _NOT_ARRANGING):
                continue
            trial = current.clone()
            command.execute(trial)
            key = _promise(trial, seat)
            if key > base and (best is None or key > best[0]):
                best = (key, command, trial)
        if best is None:
            break
        chosen.append(best[1])
        current = best[2]
        points = current.score(seat).points
        if points > best_points:
            best_points, best_length = points, len(chosen)
    return chosen[:best_length]
