"""The history of a game: every change goes through it, so every change can be undone.

Each step keeps a snapshot of the state from before it ran (the generator
included), so undo is exact. Redo re-runs the step's commands on that snapshot,
which gives back the same state because the randomness lives in it.

A step also keeps what the move log says beyond its label (see ``movelog``): the
events that followed by themselves and the run it belongs to, worked out by the
game's narrator from the states around the step whenever the step is run, so a
replayed save tells the same story as the game it came from.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

import attrs

from microgames.engine.errors import IllegalMove, UndoRefused
from microgames.engine.words import Words

if TYPE_CHECKING:  # names for the hints only: the app's preferences import the undo policy before any game
    from microgames.engine.commands import Command
    from microgames.engine.game import GameState
    from microgames.engine.movelog import Run
    from microgames.engine.seats import Seat

#: ``(state before, state after, commands) -> (events, run)``: what the log says about a step beyond its label.
Narrator = Callable[["GameState", "GameState", "Sequence[Command]"], "tuple[tuple[str, ...], Run | None]"]


class HistoryWords(Words):
    """The history's sentences: refusals to go back or forward, the Undo and Redo entries."""


class UndoPolicy(enum.Enum):
    """What may be taken back."""

    CASUAL = "casual"  # anything; against bots, back to the person's last decision
    STRICT = "strict"  # never past a random draw or a reveal, never another seat's move


@attrs.define
class Step:
    """One undo step: a single command, or a macro of several for one gesture."""

    label: str
    seat: int
    commands: tuple[Command, ...]
    before: GameState | None  # snapshot from before the step; None while undone-and-not-redone
    barrier: bool  # drew randomness or revealed hidden information
    by_bot: bool
    events: tuple[str, ...] = ()  # what followed by itself, in the order it happened
    run: Run | None = None  # the run of small steps the log gathers this one into, if any


Listener = Callable[[str, "History"], None]


class History:
    """Executes commands against a state and can take them back.

    Events sent to listeners: ``"executed"``, ``"undone"``, ``"redone"``, ``"jumped"``, ``"clean"``.
    """

    def __init__(self, state: GameState, seats: Sequence[Seat], policy: UndoPolicy = UndoPolicy.CASUAL,
                 narrator: Narrator | None = None) -> None:
        self._state = state
        self._narrator = narrator
        self.seats = tuple(seats)
        self.policy = policy
        self._steps: list[Step] = []
        self._index = 0  # number of applied steps
        self._clean_index: int | None = 0
        self._listeners: list[Listener] = []
        self._macro: list[Command] | None = None
        self._macro_label = ""
        self._silent = 0

    # --- reading ---------------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The current state. Never keep it: undo replaces the object."""
        return self._state

    @property
    def index(self) -> int:
        return self._index

    @property
    def steps(self) -> tuple[Step, ...]:
        """All steps, applied ones first; those at ``index`` and after form the redo tail."""
        return tuple(self._steps)

    def applied(self) -> tuple[Step, ...]:
        return tuple(self._steps[: self._index])

    def labels(self) -> list[str]:
        return [s.label for s in self._steps]

    def state_at(self, index: int) -> GameState:
        """A copy of the position after ``index`` steps (redo tail included), leaving the history as it is.

        Looking back at an earlier move uses this: it must never travel, so bots and
        the people's later moves are untouched.
        """
        if not 0 <= index <= len(self._steps):
            raise UndoRefused(HistoryWords.tr("There is no step %1.").arg(index))
        if index < self._index:
            before = self._steps[index].before
            assert before is not None  # applied steps keep their snapshot
            return before.clone()
        state = self._state.clone()
        for step in self._steps[self._index : index]:
            for command in step.commands:
                command.apply(state)
        return state

    # --- listeners -------------------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(event, history)`` after every change; returns an unsubscribe function."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _emit(self, event: str) -> None:
        if self._silent:
            return
        for listener in list(self._listeners):
            listener(event, self)

    # --- doing -----------------------------------------------------------------------------------
    def execute(self, command: Command) -> Step | None:
        """Validate and run one command as a step (or as part of the open macro).

        A refused command raises :class:`IllegalMove` and changes nothing.
        """
        if self._macro is not None:
            command.apply(self._state)  # the macro's snapshot restores everything on failure
            self._macro.append(command)
            return None
        return self._run([command], command.label(self._state), command.seat)

    def execute_macro(self, label: str, commands: Sequence[Command]) -> Step:
        """Run several commands as one undo step; if any is refused, none of them happen."""
        if not commands:
            raise IllegalMove(HistoryWords.tr("There is nothing to do."))
        step = self._run(list(commands), label, commands[0].seat)
        assert step is not None
        return step

    @contextmanager
    def macro(self, label: str) -> Iterator[None]:
        """Group the commands executed inside the block into one undo step (all or nothing)."""
        if self._macro is not None:
            raise RuntimeError("macros do not nest")
        before = self._state.clone()
        draws = self._state.rng.draws
        self._macro, self._macro_label = [], label
        try:
            yield
        except BaseException:
            self._state = before
            self._macro = None
            raise
        commands, self._macro = self._macro, None
        if not commands:
            return
        barrier = self._state.rng.draws != draws or any(c.reveals(before) for c in commands)
        self._push(self._step(label, commands[0].seat, commands, before, barrier))

    def _run(self, commands: list[Command], label: str, seat: int) -> Step:
        before = self._state.clone()
        draws = self._state.rng.draws
        working = self._state
        barrier = False
        try:
            for command in commands:
                barrier = barrier or command.reveals(working)
                command.apply(working)
        except BaseException:
            self._state = before
            raise
        barrier = barrier or working.rng.draws != draws
        step = self._step(label, seat, commands, before, barrier)
        self._push(step)
        return step

    def _step(self, label: str, seat: int, commands: list[Command], before: GameState, barrier: bool) -> Step:
        """A step just run from ``before`` to the current state, with what the narrator says about it."""
        events, run = self._narrator(before, self._state, commands) if self._narrator else ((), None)
        return Step(label, seat, tuple(commands), before, barrier, self._is_bot(seat), events, run)

    def _push(self, step: Step) -> None:
        del self._steps[self._index :]  # a new command clears redo
        if self._clean_index is not None and self._clean_index > self._index:
            self._clean_index = None  # the saved position is gone for good
        self._steps.append(step)
        self._index += 1
        self._emit("executed")

    def _is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].is_bot

    # --- undo / redo -----------------------------------------------------------------------------
    def undo_refusal(self, requester: int | None = None) -> str | None:
        """Why one step back is not allowed now, or None when it is."""
        if self._index == 0:
            return HistoryWords.tr("There is nothing to undo.")
        if self.policy is UndoPolicy.CASUAL:
            return None
        step = self._steps[self._index - 1]
        if step.barrier:
            return HistoryWords.tr("Strict undo: “%1” drew or revealed something and cannot be taken back.").arg(
                step.label)
        if (requester is not None and requester != step.seat) or step.by_bot:
            return HistoryWords.tr("Strict undo: “%1” was %2's move.").arg(step.label, self._seat_name(step.seat))
        if step.seat not in self._state.active_seats():
            return HistoryWords.tr("Strict undo: %1's turn is over.").arg(self._seat_name(step.seat))
        return None

    def can_undo(self, requester: int | None = None) -> bool:
        return self.undo_refusal(requester) is None

    def can_redo(self) -> bool:
        return self._index < len(self._steps)

    def undo_target(self) -> int:
        """Where a casual undo lands: against bots, just before the person's last decision."""
        index = self._index
        if self.policy is UndoPolicy.CASUAL and any(not s.is_bot for s in self.seats):
            while index > 0 and self._steps[index - 1].by_bot:
                index -= 1
            if index == 0:  # only bot steps so far: take back one of them
                return self._index - 1
        return index - 1

    def redo_target(self) -> int:
        """Where redo lands: one step, plus the bot replies that followed it."""
        index = min(len(self._steps), self._index + 1)
        if self.policy is UndoPolicy.CASUAL:
            while index < len(self._steps) and self._steps[index].by_bot:
                index += 1
        return index

    def undo(self, requester: int | None = None) -> None:
        """Take back the last decision (see :meth:`undo_target`), within the policy."""
        reason = self.undo_refusal(requester)
        if reason:
            raise UndoRefused(reason)
        target = self.undo_target()
        while self._index > target:
            self._undo_one()
        self._emit("undone")

    def redo(self) -> None:
        if not self.can_redo():
            raise UndoRefused(HistoryWords.tr("There is nothing to redo."))
        target = self.redo_target()
        while self._index < target:
            self._redo_one()
        self._emit("redone")

    def jump(self, index: int, requester: int | None = None) -> None:
        """Go to the position after ``index`` steps, undoing or redoing as needed, within the policy."""
        if not 0 <= index <= len(self._steps):
            raise UndoRefused(HistoryWords.tr("There is no step %1.").arg(index))
        start = self._index
        try:
            while self._index > index:
                reason = self.undo_refusal(requester)
                if reason:
                    raise UndoRefused(reason)
                self._undo_one()
        except UndoRefused:
            while self._index < start:
                self._redo_one()
            raise
        while self._index < index:
            self._redo_one()
        self._emit("jumped")

    def _undo_one(self) -> None:
        step = self._steps[self._index - 1]
        assert step.before is not None
        self._state, step.before = step.before, None
        self._index -= 1

    def _redo_one(self) -> None:
        step = self._steps[self._index]
        step.before = self._state.clone()
        for command in step.commands:
            command.apply(self._state)
        self._index += 1

    def undo_text(self, requester: int | None = None) -> str:
        """The Undo menu entry: named after what undo would take back, plain "Undo" when it would refuse."""
        if self.undo_refusal(requester) is not None:
            return HistoryWords.tr("Undo")
        return HistoryWords.tr("Undo %1").arg(self._steps[self.undo_target()].label)

    def redo_text(self) -> str:
        if not self.can_redo():
            return HistoryWords.tr("Redo")
        return HistoryWords.tr("Redo %1").arg(self._steps[self._index].label)

    # --- clean mark ------------------------------------------------------------------------------
    def mark_clean(self) -> None:
        """Remember the current position as saved."""
        self._clean_index = self._index
        self._emit("clean")

    @property
    def is_clean(self) -> bool:
        return self._clean_index == self._index

    # --- helpers ---------------------------------------------------------------------------------
    def _seat_name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else HistoryWords.tr("seat %1").arg(seat + 1)

    def command_log(self) -> list[list[Command]]:
        """The applied steps' commands, in order (what a save file records)."""
        return [list(s.commands) for s in self._steps[: self._index]]

    def replay(self, steps: Sequence[tuple[str, Sequence[Command]]]) -> None:
        """Run recorded steps without telling listeners (used when loading a save)."""
        self._silent += 1
        try:
            for label, commands in steps:
                self._run(list(commands), label, commands[0].seat)
        finally:
            self._silent -= 1
