"""The table's window on its game: what a table may know and do (see :mod:`microgames.ui.tablekit.table`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.engine.game import GameRules
from microgames.engine.history import History, Step
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.engine.words import shown
from microgames.ui.preferences import Preferences
from microgames.ui.tablekit.seatstyle import symbol_name


class TableContext(QObject):
    """What a table may know and do: the game, the preferences, and a way to submit commands.

    Signals:
        changed(event): after every history event ("executed", "undone", "redone",
            "jumped", "clean") and "viewer" when the seat looking at the screen changes.
        preferences_changed(): colourblind mode, animation speed or undo policy changed.
        input_blocked_changed(blocked): a bot is thinking (True) or the people may act (False).
        status_message(text, timeout_ms): a line for the status bar (the shell shows it).
        refused(text): a gesture or a move was refused (``status``), as opposed to a line
            that only guides or informs (``tell``); a lesson answers refusals with its hint.
        scores_shown(): the scores a table is counting out on show changed (``show_scores``).
        moment_passed(): the game on show is at a new moment (a move, an undo, another viewer, the
            input blocked or freed, looking back or returning): lines said about the last one are stale.
    """

    changed = Signal(str)
    preferences_changed = Signal()
    input_blocked_changed = Signal(bool)
    status_message = Signal(str, int)
    refused = Signal(str)
    scores_shown = Signal()
    moment_passed = Signal()

    def __init__(self, game: Game, preferences: Preferences, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._preferences = preferences
        self._input_blocked = False
        self._viewer: int | None = None
        self._shown_scores: tuple[int, ...] | None = None
        self._looking: int | None = None  # the step looked back at, or None for the game as it is
        self._looked: Any = None
        self._instead: Step | None = None  # a step shown in place of the one played (a review's better move)
        #: Looks at each person's submission first (a lesson's script): a sentence refuses it quietly (the
        #: guard shows its own hint; nothing goes to the status bar), None lets it through.
        self.guard: Callable[[Sequence[Command]], str | None] | None = None
        #: The shell's part of a history event, in two halves around the one ``changed`` the tables hear:
        #: ``settle(event)`` decides the viewer and the input block first (quietly, so a table draws once),
        #: ``follow(event)`` acts after the tables have drawn (a bot asked, the end announced).
        self.settle: Callable[[str], None] | None = None
        self.follow: Callable[[str], None] | None = None
        self._settling = False
        #: A review's table: it shows what each position is, never asks anyone to act (set by the review).
        self.reviewing = False
        self._unsubscribe = game.history.subscribe(self._on_history)
        self._viewer = self.next_viewer()  # the shell moves it on after each change (see GameController)

    # --- the game --------------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self._game

    @property
    def rules(self) -> GameRules:
        return self._game.rules

    @property
    def history(self) -> History:
        return self._game.history

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._game.seats

    @property
    def state(self) -> Any:
        """The full state on show: the game as it is, or the earlier position looked back at.

        Never keep it: undo replaces the object.
        """
        return self._looked if self._looking is not None else self._game.history.state

    @property
    def looking_at(self) -> int | None:
        """The number of steps of the earlier position on show (read-only), or None for the game now."""
        return self._looking

    @property
    def instead(self) -> Step | None:
        """The step whose outcome is on show in place of the step played last (see ``show_instead``), or None."""
        return self._instead

    @property
    def shown_scores(self) -> tuple[int, ...] | None:
        """The scores counted so far while a table walks through the final scoring, else None."""
        return self._shown_scores

    def show_scores(self, scores: Sequence[int] | None) -> None:
        """A table counting the final scoring out: the seat cards show these, not the totals yet."""
        shown = None if scores is None else tuple(scores)
        if shown != self._shown_scores:
            self._shown_scores = shown
            self.scores_shown.emit()

    @property
    def viewer(self) -> int | None:
        """The person seat whose eyes are on the screen now, or None when only bots play."""
        return self._viewer

    def view(self) -> Any:
        """What the screen may show: the viewer's view of the state (the full state if only bots play)."""
        state = self.state
        return state if self._viewer is None else state.view(self._viewer)

    def person_seats(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if not s.is_bot)

    def is_person(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and not self.seats[seat].is_bot

    @property
    def input_blocked(self) -> bool:
        """True while a bot thinks (or the hand-off screen hides the table)."""
        return self._input_blocked

    def can_act(self, seat: int) -> bool:
        """Whether a gesture for ``seat`` may become a command now."""
        return not self._input_blocked and self._looking is None and self.is_person(seat) and seat in self.state.awaiting()

    def can_take_part(self, seat: int) -> bool:
        """Whether a gesture for ``seat`` that needs no turn may become a command now.

        Some games let a person act outside their turn (in Microchip everyone
        arranges their own board at any time): the seat only has to be a person
        among ``state.active_seats()``. The command's own validation still decides.
        """
        return (not self._input_blocked and self._looking is None and self.is_person(seat)
                and seat in self.state.active_seats())

    def acting_seat(self) -> int | None:
        """The seat the table's gestures act for now (the viewer when it may act), else None."""
        return self._viewer if self._viewer is not None and self.can_act(self._viewer) else None

    # --- doing -----------------------------------------------------------------------------------
    def _refusal(self) -> str | None:
        if self._looking is not None:
            return self.tr("You are looking back at an earlier move: return to the game to play.")
        if self._input_blocked:
            return self.tr("Please wait: it is not your turn yet.")
        return None

    def submit(self, command: Command) -> bool:
        """Run a command through the history; on refusal show the reason and return False."""
        refusal = self._refusal()
        if refusal:
            self.status(refusal)
            return False
        if self.guard is not None and self.guard([command]) is not None:
            return False
        try:
            self.history.execute(command)
        except IllegalMove as error:
            self.status(error.reason)
            return False
        return True

    def submit_macro(self, label: str, commands: Sequence[Command]) -> bool:
        """Run several commands as one undo step (all or nothing); False with the reason shown on refusal."""
        refusal = self._refusal()
        if refusal:
            self.status(refusal)
            return False
        if self.guard is not None and self.guard(commands) is not None:
            return False
        try:
            self.history.execute_macro(label, commands)
        except IllegalMove as error:
            self.status(error.reason)
            return False
        return True

    def status(self, text: str, timeout_ms: int = 6000) -> None:
        """Say in the status bar why a gesture or a move was refused."""
        self.status_message.emit(shown(text), timeout_ms)
        self.refused.emit(shown(text))

    def tell(self, text: str, timeout_ms: int = 6000) -> None:
        """Show a line that guides or informs (what to do next, a hint, news): not a refusal."""
        self.status_message.emit(shown(text), timeout_ms)

    # --- preferences -----------------------------------------------------------------------------
    @property
    def preferences(self) -> Preferences:
        return self._preferences

    @property
    def colourblind(self) -> bool:
        """Draw each seat's symbol as well as its colour (see :mod:`microgames.ui.tablekit.seatstyle`)."""
        return self._preferences.colourblind

    def animation_ms(self, normal_ms: int) -> int:
        """How long an animation of normal length ``normal_ms`` should take now; 0 means instant."""
        return self._preferences.animation_ms(normal_ms)

    def seat_colour(self, seat: int) -> QColor:
        return QColor(self.seats[seat].colour)

    def seat_symbol(self, seat: int) -> str:
        """The seat's colourblind symbol name (draw it with ``seatstyle.paint_marker``)."""
        return symbol_name(seat)

    # --- used by the shell -----------------------------------------------------------------------
    def set_preferences(self, preferences: Preferences) -> None:
        if preferences != self._preferences:
            self._preferences = preferences
            self.preferences_changed.emit()

    @property
    def settling(self) -> bool:
        """True while the shell settles a history event: the ``changed`` that follows redraws everything."""
        return self._settling

    def set_input_blocked(self, blocked: bool) -> None:
        if blocked != self._input_blocked:
            self._input_blocked = blocked
            self.moment_passed.emit()
            self.input_blocked_changed.emit(blocked)

    def set_viewer(self, seat: int | None) -> None:
        """Pass the screen to ``seat``; while settling a history event, its ``changed`` tells the tables."""
        if seat != self._viewer:
            self._viewer = seat
            self.moment_passed.emit()
            if not self._settling:
                self.changed.emit("viewer")

    def set_looking(self, index: int | None) -> None:
        """Show the position after ``index`` steps read-only (None: back to the game as it is)."""
        if index is None:
            if self._looking is None:
                return
            self._looking, self._looked = None, None
        else:
            self._looked = self.history.state_at(index)
            self._looking = index
        self._instead = None
        self.moment_passed.emit()
        self.changed.emit("looking")

    def show_instead(self, index: int, step: Step, state: Any) -> None:
        """Show ``state``, reached by ``step`` in place of the game's step number ``index``, read-only like looking
        back at that step: a review's better move. Its tables mark ``step`` as the last move; ``set_looking``
        returns to the game as played."""
        self._looked, self._looking, self._instead = state, index, step
        self.moment_passed.emit()
        self.changed.emit("looking")

    def next_viewer(self) -> int | None:
        """Who should look at the screen now: an awaited person (the current one first), else whoever looked last."""
        people = self.person_seats()
        if not people:
            return None
        awaited = [s for s in self.history.state.awaiting() if s in people]
        if awaited:
            return self._viewer if self._viewer in awaited else awaited[0]
        return self._viewer if self._viewer is not None else people[0]

    def _on_history(self, event: str, history: History) -> None:
        """One history event, one ``changed``: the viewer and the input block are settled before it."""
        if event != "clean":
            self.moment_passed.emit()
        if self.settle is not None:
            self.settled(event, lambda: self.settle(event) if self.settle is not None else None)
        else:
            self.changed.emit(event)
        if self.follow is not None:
            self.follow(event)

    def settled(self, event: str, action: Callable[[], object]) -> None:
        """Run ``action`` (which may pass the screen on and block or free input) and then tell the tables
        once, with ``changed(event)``, so they draw the outcome in one go."""
        was = self._settling
        self._settling = True
        try:
            action()
        finally:
            self._settling = was
        if not was:
            self.changed.emit(event)

    def detach(self) -> None:
        """Stop listening to the history (the game is being closed)."""
        self._unsubscribe()
