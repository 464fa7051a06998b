"""One game in progress inside the window: bots, autosave, hand-off and undo requests.

The table only sees the :class:`~microgames.ui.tablekit.table.TableContext`; this object
is the shell's side of it. It reacts to every history event: autosaves, asks the
next bot for a move, and decides whether the screen must be handed over.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from microgames.engine import saves
from microgames.engine.bots import bots_for
from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.engine.paths import autosave_path
from microgames.engine.session import Game
from microgames.ui.play.botworker import BotRunner
from microgames.ui.preferences import Preferences, settings
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.table import GameTable

BOT_BUDGET_SECONDS = 1.0
BOT_PAUSE_MS = 350  # a bot's move waits this long (scaled by animation speed) so people can follow


class GameController(QObject):
    """The shell's side of one game: see the module docstring.

    Signals: ``handoff_needed(seat)`` (hide the table until that person is ready; -1 when a
    pending hand-off no longer applies, e.g. after an undo or at the end of the game),
    ``thinking_changed(seat or -1)``, ``game_over()``, ``looking_changed(step or -1)``, ``saved(path)``.
    """

    handoff_needed = Signal(int)
    thinking_changed = Signal(int)
    game_over = Signal()
    looking_changed = Signal(int)  # the step looked back at, or -1 when back at the game
    saved = Signal(object)  # the file the game was just saved to by itself (its ending)

    def __init__(self, game: Game, preferences: Preferences, file: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.file = file
        self.context = TableContext(game, preferences, self)
        self.table: GameTable | None = None
        self.bot_budget = BOT_BUDGET_SECONDS
        self._bots = bots_for(game, game.seed)
        self._runner = BotRunner(self)
        self._runner.thinking.connect(lambda seat: self.thinking_changed.emit(seat))
        self._runner.chosen.connect(self._bot_chose)
        self._runner.failed.connect(self._bot_failed)
        # Bumped whenever the game travels (undo, redo, jump, looking back, closing): a bot's move
        # chosen before that is dropped. A person's own move does not bump it (in Microchip people
        # arrange their boards while a bot drafts); the waiting move is checked again instead.
        self._epoch = 0
        self._waiting_move: tuple[int, int, Command] | None = None  # (epoch, seat, command) in its pause
        self._handoff_to: int | None = None
        self._over_announced = False
        self._closed = False
        #: A resumed autosave had moves that were never saved to a file (until the next save).
        self.unsaved_on_resume = False
        #: A scratch game (a lesson) keeps its own progress: it never autosaves, never asks to be saved and
        #: leaves the autosave of the person's real game alone.
        self.scratch = False
        self.context.settle = self._settle
        self.context.follow = self._follow

    # --- state -----------------------------------------------------------------------------------
    @property
    def modified(self) -> bool:
        return not self.scratch and (self.unsaved_on_resume or not self.game.history.is_clean)

    @property
    def handoff_pending(self) -> int | None:
        return self._handoff_to

    @property
    def bot_thinking(self) -> int | None:
        return self._runner.pending_seat

    def start(self) -> None:
        """Begin play: the first bot move, the first viewer (call once the table exists).

        If the people at the table already hold secrets (a resumed game, dealt hands),
        the screen starts hidden behind the hand-off to the first of them.
        """
        self._after_change(autosave=False)
        viewer = self.context.viewer
        if self.table is None or viewer is None or self._handoff_to is not None:
            return
        others = [p for p in self.context.person_seats() if p != viewer]
        always = self.context.preferences.hide_table == "always"
        if any(always or self.table.needs_handoff(other, viewer) for other in others):
            self._handoff_to = viewer
            self.handoff_needed.emit(viewer)
            self.context.settled("viewer", self._update_block)

    # --- requests from the menus -----------------------------------------------------------------
    def _requester(self) -> int | None:
        return self.context.viewer

    def undo(self) -> bool:
        return self._travel(lambda: self.game.history.undo(self._requester()))

    def redo(self) -> bool:
        return self._travel(self.game.history.redo)

    def jump(self, index: int) -> bool:
        return self._travel(lambda: self.game.history.jump(index, self._requester()))

    # --- looking back (read-only: nothing travels, bots wait) ------------------------------------
    @property
    def looking_at(self) -> int | None:
        return self.context.looking_at

    def look_at(self, index: int) -> bool:
        """Show the position after ``index`` steps without changing the game; the game's own step returns."""
        history = self.game.history
        if not 0 <= index <= len(history.steps):
            return False
        if index == history.index:
            self.return_to_game()
            return True
        self._epoch += 1  # a bot's chosen move is dropped; it thinks again on return
        self._waiting_move = None
        self._cancel_bot()
        self.context.set_looking(index)
        self._update_block()
        self.looking_changed.emit(index)
        return True

    def return_to_game(self) -> None:
        """Leave looking back: the table shows the game as it is and play (bots too) goes on."""
        if self.context.looking_at is None:
            return
        self.context.set_looking(None)
        self.looking_changed.emit(-1)
        if not self._closed:
            self._after_change(autosave=False)

    def play_from_here(self) -> bool:
        """Take the game back (or forward) to the position looked at; the later moves become redo."""
        index = self.context.looking_at
        if index is None:
            return False
        return self.jump(index)

    def _travel(self, action) -> bool:  # type: ignore[no-untyped-def]
        looked = self.context.looking_at is not None
        if looked:
            self.context.set_looking(None)
            self.looking_changed.emit(-1)
        thinking = looked or self._runner.busy or self._waiting_move is not None
        self._epoch += 1
        self._waiting_move = None
        self._cancel_bot()
        try:
            action()
        except IllegalMove as error:
            if thinking:
                self._after_change(autosave=False)
            self.context.status(error.reason)  # said in the moment the game is back at
            return False
        return True

    def save(self, path: Path) -> None:
        """Save to ``path`` (atomically) and mark the game clean; OSError propagates."""
        saves.save(self.game, path)
        self.file = path
        self.game.history.mark_clean()

    def _record_ending(self) -> None:
        """A game with a file of its own is saved there as it ended, so the file never holds a stale middle."""
        if self.file is None or self.scratch or self.game.history.is_clean:
            return
        try:
            self.save(self.file)
        except OSError as error:
            self.context.tell(self.tr("The finished game could not be saved to %1: %2. Use Save As to keep it.")
                              .replace("%1", self.file.name).replace("%2", str(error.strerror or error)), 12000)
            return
        self.context.tell(self.tr("The finished game is saved in %1.").replace("%1", self.file.name), 8000)
        self.saved.emit(self.file)

    def set_preferences(self, preferences: Preferences) -> None:
        self.context.set_preferences(preferences)

    def must_hide(self, seat: int) -> bool:
        """Whether passing the screen to ``seat`` goes behind the hand-off cover (else straight to them)."""
        viewer = self.context.viewer
        if self.context.preferences.hide_table == "always" or viewer is None or self.table is None:
            return True
        return self.table.needs_handoff(viewer, seat)

    def dismiss_handoff(self) -> None:
        """The person the screen was passed to is ready."""
        if self._handoff_to is None:
            return
        seat, self._handoff_to = self._handoff_to, None

        def pass_on() -> None:
            self.context.set_viewer(seat)
            self._update_block()

        self.context.settled("viewer", pass_on)

    def close(self, keep_autosave: bool) -> None:
        """Stop everything; a deliberately closed game (``keep_autosave=False``) is not offered for resuming."""
        if self._closed:
            return
        self._closed = True
        self._epoch += 1
        self._runner.shutdown()
        self.context.detach()
        if not keep_autosave and not self.scratch:
            clear_autosave()

    # --- reacting to changes ---------------------------------------------------------------------
    def _settle(self, event: str) -> None:
        """Before the tables hear of a history event: autosave, pass the screen on, block or free input."""
        if event == "clean":
            self.unsaved_on_resume = False
            if autosave_path().is_file():
                self._remember_session()
            return
        if self._closed or self.context.looking_at is not None:
            return  # nothing moves while someone looks back; return_to_game catches up
        self._autosave()
        self._choose_viewer()
        self._update_block(bot_due=True)

    def _follow(self, event: str) -> None:
        """After the tables have drawn a history event: ask the next bot, or announce the end."""
        if event != "clean" and not self._closed and self.context.looking_at is None:
            self._go_on()

    def _after_change(self, autosave: bool) -> None:
        """Catch up outside a history event (the start, a return from looking back, a bot's stale move)."""
        if self.context.looking_at is not None:
            return
        if autosave:
            self._autosave()

        def settle() -> None:
            self._choose_viewer()
            self._update_block(bot_due=True)

        self.context.settled("viewer", settle)
        self._go_on()

    def _go_on(self) -> None:
        if self.game.state.is_over():
            self._cancel_bot()
            if not self._over_announced:
                self._over_announced = True
                self._record_ending()
                self.game_over.emit()
        else:
            self._over_announced = False
            self._schedule_bot()
        self._update_block()

    def autosave(self) -> None:
        """Write the autosave now (the crash handler calls this so an error never loses the game)."""
        self._autosave()

    def _autosave(self) -> None:
        if self.scratch:
            return
        if self.game.state.is_over():
            clear_autosave()
            return
        try:
            saves.save(self.game, autosave_path())
        except OSError as error:
            self.context.tell(self.tr("Autosave failed: %1.").replace("%1", str(error.strerror or error)))
            return
        self._remember_session()

    def _remember_session(self) -> None:
        """Beside the autosave: which file the game belongs to and whether it has unsaved moves."""
        store = settings()
        store.setValue("session/file", str(self.file) if self.file else "")
        store.setValue("session/modified", "true" if self.modified else "false")
        store.sync()

    def _choose_viewer(self) -> None:
        following = self.context.next_viewer()
        current = self.context.viewer
        if self._handoff_to is not None:
            if following == self._handoff_to:
                return
            self._handoff_to = None
            self.handoff_needed.emit(-1)
        if (following is not None and current is not None and following != current
                and self.context.is_person(current) and self.context.is_person(following)):
            # Between two people the screen is always passed on deliberately (see ui/play/passing.py).
            self._handoff_to = following
            self.handoff_needed.emit(following)
        else:
            self.context.set_viewer(following)

    def _update_block(self, bot_due: bool = False) -> None:
        """Block the table while a bot thinks, the hand-off is up or someone looks back.

        ``bot_due``: a bot is about to be asked (settling a change before it is), so the block it will
        need is set now and the table draws once.
        """
        state = self.game.state
        # a person who may act now (their turn, or a free action such as arranging) is never blocked
        active = set(state.awaiting()) | set(state.active_seats())
        person_may_act = any(self.context.is_person(s) for s in active)
        thinking = self._runner.busy or (
            bot_due and not state.is_over() and any(s in self._bots for s in state.awaiting()))
        blocked = (self._handoff_to is not None or self.context.looking_at is not None
                   or (thinking and not person_may_act))
        self.context.set_input_blocked(blocked)

    # --- bots ------------------------------------------------------------------------------------
    def _schedule_bot(self) -> None:
        awaited_bots = [s for s in self.game.state.awaiting() if s in self._bots]
        if not awaited_bots:
            self._cancel_bot()
            self._waiting_move = None
            return
        if self._runner.pending_seat in awaited_bots:
            return
        if self._waiting_move is not None and self._waiting_move[1] in awaited_bots:
            return  # its move is chosen and waits for its pause
        seat = awaited_bots[0]
        bot = self._bots[seat]
        if self._runner.in_use(bot):  # a cancelled request still runs in it: never share a bot between threads
            level = self.game.seats[seat].level or "medium"
            bot = self._bots[seat] = self.game.rules.make_bot(level, seat, self.game.seed * 31 + seat + self.game.history.index)
        self._runner.ask(bot, seat, self.game.state.view(seat), self.bot_budget)

    def release_seat(self, seat: int) -> None:
        """Never ask this seat's bot again (a lesson's script plays for it); a thought under way is dropped."""
        self._bots.pop(seat, None)
        if self._waiting_move is not None and self._waiting_move[1] == seat:
            self._waiting_move = None
        if self._runner.pending_seat == seat:
            self._cancel_bot()
        self._update_block()

    def _cancel_bot(self) -> None:
        if self._runner.busy:
            self._runner.cancel()
            self.thinking_changed.emit(-1)

    def _bot_chose(self, seat: int, command: Command) -> None:
        epoch = self._epoch
        self._waiting_move = (epoch, seat, command)
        delay = self.context.animation_ms(BOT_PAUSE_MS)
        if delay:
            QTimer.singleShot(delay, self, lambda: self._play_bot(epoch, seat, command))
        else:
            self._play_bot(epoch, seat, command)

    def _play_bot(self, epoch: int, seat: int, command: Command) -> None:
        if (self._waiting_move != (epoch, seat, command) or epoch != self._epoch or self._closed
                or self.context.looking_at is not None):
            return  # the game travelled (undo, looking back) while the bot thought
        self._waiting_move = None
        self.thinking_changed.emit(-1)
        if seat not in self.game.state.awaiting():
            self._after_change(autosave=False)
            return
        try:
            self.game.history.execute(command)
        except IllegalMove:
            # A person's move meanwhile made it stale: think again on the new position.
            self._after_change(autosave=False)

    def _bot_failed(self, seat: int, reason: str) -> None:
        self.thinking_changed.emit(-1)
        self.context.tell(self.tr("%1 could not decide: %2").replace("%1", self.game.seats[seat].name).replace(
            "%2", reason))
        self._update_block()


def clear_autosave() -> None:
    """Forget the autosave, so the launcher no longer offers to resume it."""
    autosave_path().unlink(missing_ok=True)
    store = settings()
    store.remove("session")
    store.sync()
