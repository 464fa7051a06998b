"""Exact answers about a fully known end position: who wins, which moves keep the win, the best defence.

Everything here runs the endgame's exact search (``endgame.Search``) on a state whose every token is
known, so each answer is proven, not sampled. A win counts the tie-break (more unused gene tokens), as
the final count does. The choices are deterministic, so a puzzle's stored answer, its hints and the
other side's replies always agree:

- the winner's move: the first move in :func:`preference` order that keeps the win (ending the turn
  first, then placing, then the rest: a token is kept unless spending it is needed);
- the defence: the reply that loses by the least (the final margin, then the tie-break), the first in
  the legal order among equals.

A *turn* here is a run of commands by one seat (the other side's steal answer interrupts it), so a
solution tree branches on whole defences, not on their single commands.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from microgames.engine.commands import Command
from microgames.games.microworld.commands import EndTurn, Place
from microgames.games.microworld.endgame import WIN, Search
from microgames.games.microworld.state import MicroworldState

WORK = 50_000_000  # positions one question may visit: far beyond any puzzle, a guard against a runaway


def search() -> Search:
    """A search for one question; one may also be passed along several, to count their work together."""
    return Search(WORK)


def after(state: MicroworldState, move: Command) -> MicroworldState:
    """The state once ``move`` is played (``state`` is kept)."""
    trial = state.clone()
    move.apply(trial)
    return trial


def wins(state: MicroworldState, seat: int, finder: Search | None = None) -> bool:
    """Whether ``seat`` wins from here against any defence (a null-window search: yes or no, quickly)."""
    finder = finder or search()
    if seat == 0:
        return finder.value(state, 0, 1) > 0
    return finder.value(state, -1, 0) < 0


def value(state: MicroworldState) -> int:
    """The exact result from here, in the search's units (seat 0's margin, then the tie-break)."""
    return search().value(state, -WIN, WIN)


def preference(moves: list[Command]) -> list[Command]:
    """The moves in the order a winning line prefers them: end the turn, place, then spend tokens."""
    return sorted(moves, key=lambda m: 0 if isinstance(m, EndTurn) else 1 if isinstance(m, Place) else 2)


def mover(state: MicroworldState) -> int:
    """The seat the game waits for."""
    return state.awaiting()[0]


def winning_moves(state: MicroworldState, seat: int, finder: Search | None = None) -> list[Command]:
    """Every move of ``seat`` (to move now) that keeps its win, in preference order."""
    finder = finder or search()
    return [m for m in preference(state.legal_commands(seat)) if wins(after(state, m), seat, finder)]


def winning_move(state: MicroworldState, seat: int, finder: Search | None = None) -> Command | None:
    """The first move in preference order that keeps ``seat``'s win; None when none does."""
    finder = finder or search()
    for move in preference(state.legal_commands(seat)):
        if wins(after(state, move), seat, finder):
            return move
    return None


def defence(state: MicroworldState, finder: Search | None = None) -> Command:
    """The reply of the seat to move that loses by the least: the best exact result for it, first among equals.

    A root alpha-beta: each reply is searched only for whether it beats the best so far, which gives the
    exact best and keeps the first of equal replies."""
    seat = mover(state)
    moves = state.legal_commands(seat)
    best, best_value = moves[0], None
    finder = finder or search()
    for move in moves:
        trial = after(state, move)
        if best_value is None:
            found = finder.value(trial, -WIN, WIN)
        elif seat == 0:
            found = finder.value(trial, best_value, WIN)
            if found <= best_value:
                continue
        else:
            found = finder.value(trial, -WIN, best_value)
            if found >= best_value:
                continue
        best, best_value = move, found
    return best


def main_line(state: MicroworldState, seat: int, finder: Search | None = None) -> list[Command]:
    """The winning line from here: ``seat``'s preferred winning moves against the best defence, to the end.

    ValueError when ``seat`` does not win from ``state``."""
    finder = finder or search()
    line: list[Command] = []
    state = state.clone()
    while not state.is_over():
        move = winning_move(state, seat, finder) if mover(state) == seat else defence(state, finder)
        if move is None:
            raise ValueError("the position is not a win")
        move.apply(state)
        line.append(move)
    return line


def own_turn(state: MicroworldState, seat: int, finder: Search) -> tuple[list[Command], MicroworldState]:
    """``seat``'s preferred winning commands until the other seat must act (or the game ends)."""
    state = state.clone()
    commands: list[Command] = []
    while not state.is_over() and mover(state) == seat:
        move = winning_move(state, seat, finder)
        if move is None:
            raise ValueError("the position is not a win")
        move.apply(state)
        commands.append(move)
    return commands, state


def defences(state: MicroworldState) -> Iterator[tuple[list[Command], MicroworldState]]:
    """Every way the seat to move can play its turn (every run of its commands until the other seat acts)."""
    seat = mover(state)
    for move in state.legal_commands(seat):
        trial = after(state, move)
        if trial.is_over() or mover(trial) != seat:
            yield [move], trial
        else:
            for rest, end in defences(trial):
                yield [move, *rest], end


def solution(state: MicroworldState, seat: int, finder: Search | None = None) -> dict[str, Any]:
    """The whole proven answer as plain data: ``seat``'s winning turn, then for every defence that leaves
    something to play, the winning answer to it (a tree; commands in their save form)."""
    finder = finder or search()
    commands, state = own_turn(state, seat, finder)
    tree: dict[str, Any] = {"play": [c.to_dict() for c in commands]}
    replies = []
    if not state.is_over():
        for defended, reached in defences(state):
            if not reached.is_over():
                replies.append({"defence": [c.to_dict() for c in defended], "then": solution(reached, seat, finder)})
    if replies:
        tree["replies"] = replies
    return tree
