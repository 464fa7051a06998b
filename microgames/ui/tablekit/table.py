"""The contract between the shell and a game's Qt table.

The shell builds one :class:`TableContext` per game in progress and passes it to
the game's view factory (``GameRules.view_factory = "module:callable"``), which
returns a :class:`GameTable`::

    def MyTable(context: TableContext, parent: QWidget | None = None) -> GameTable

The table reads the game through the context, turns gestures into commands and
hands them to :meth:`TableContext.submit`; it never changes the state itself.
After every history event the context emits ``changed`` and the table re-syncs
(the base class connects that to :meth:`GameTable.sync`).

A game's table, in short:

- subclass :class:`GraphicsTable` (zoom built in) or :class:`GameTable`; build the
  items once, and in ``sync()`` update them from ``context.view()`` (what the
  person at the screen may see). Don't rebuild items: sync runs inside their
  own mouse handlers.
- act for ``context.acting_seat()`` (None: nobody at the screen may act now) and
  hand commands to ``context.submit`` / ``submit_macro``; on False, snap the
  dragged item back (the reason is already in the status bar).
- draw seats with ``context.seat_colour(seat)`` and, when ``context.colourblind``,
  their symbol too (``seatstyle.paint_marker`` / ``symbol_path``); time movements
  with ``context.animation_ms`` or ``animation.slide``.
- override ``needs_handoff`` only if comparing the two seats' views is wrong for
  the game (e.g. a view that differs in something harmless).
- launcher art: ``GameRules.art`` is an SVG resource, drawn filling a 304×176
  card top (wider art is cropped at the sides); ``rules_page`` is an HTML resource.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QVBoxLayout, QWidget

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.engine.game import GameRules
from microgames.engine.history import History
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.ui.preferences import Preferences
from microgames.ui.tablekit.seatstyle import symbol_name

ZOOM_STEP = 1.25


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
    """

    changed = Signal(str)
    preferences_changed = Signal()
    input_blocked_changed = Signal(bool)
    status_message = Signal(str, int)
    refused = Signal(str)
    scores_shown = Signal()

    def __init__(self, game: Game, preferences: Preferences, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._preferences = preferences
        self._input_blocked = False
        self._viewer: int | None = None
        self._shown_scores: tuple[int, ...] | None = None
        self._looking: int | None = None  # the step looked back at, or None for the game as it is
        self._looked: Any = None
        #: Looks at each person's submission first (a lesson's script): a sentence refuses it quietly (the
        #: guard shows its own hint; nothing goes to the status bar), None lets it through.
        self.guard: Callable[[Sequence[Command]], str | None] | None = None
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
            return "You are looking back at an earlier move: return to the game to play."
        if self._input_blocked:
            return "Please wait: it is not your turn yet."
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
        self.status_message.emit(text, timeout_ms)
        self.refused.emit(text)

    def tell(self, text: str, timeout_ms: int = 6000) -> None:
        """Show a line that guides or informs (what to do next, a hint, news): not a refusal."""
        self.status_message.emit(text, timeout_ms)

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

    def set_input_blocked(self, blocked: bool) -> None:
        if blocked != self._input_blocked:
            self._input_blocked = blocked
            self.input_blocked_changed.emit(blocked)

    def set_viewer(self, seat: int | None) -> None:
        if seat != self._viewer:
            self._viewer = seat
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
        self.changed.emit(event)

    def detach(self) -> None:
        """Stop listening to the history (the game is being closed)."""
        self._unsubscribe()


class GameTable(QWidget):
    """The base of every game's table widget; the shell talks to tables only through these methods."""

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        context.changed.connect(self._on_changed)
        context.preferences_changed.connect(self.sync)
        context.input_blocked_changed.connect(self._on_input_blocked)

    def _on_changed(self, event: str) -> None:
        self.sync()

    def _on_input_blocked(self, blocked: bool) -> None:
        # What may be lit, pressed or keyed depends on whether input is blocked, so a table
        # that synced while blocked (after a hand-off, a bot's move, an undo) re-syncs now.
        self.set_input_blocked(blocked)
        self.sync()

    def sync(self) -> None:
        """Re-draw everything from ``context.view()``; called after every change. Override."""

    def zoom_in(self) -> None:
        """View ▸ Zoom In. Override (GraphicsTable implements all three)."""

    def zoom_out(self) -> None:
        """View ▸ Zoom Out."""

    def zoom_fit(self) -> None:
        """View ▸ Fit to Window."""

    def needs_handoff(self, previous: int, following: int) -> bool:
        """Whether the screen must be hidden when person ``previous`` hands over to person ``following``.

        The default compares the two seats' views: if they differ, something private
        would be seen. Override when a game knows better.
        """
        state = self.context.state
        return bool(state.view(previous) != state.view(following))

    def finale(self, done: Callable[[], None]) -> None:
        """Show how the game ended on the table itself, then call ``done`` (which opens the results).

        The default has nothing to show and calls ``done`` at once. A table that walks through a final
        scoring calls it when the walk ends (or is skipped), and never when the game it was for is gone
        (closed, undone): the shell's ``done`` must still check that its game is current.
        """
        done()

    def results_places(self) -> list[int] | None:
        """Each seat's final place (1 = winner) when the game breaks ties; None ranks by score alone."""
        return None

    def results_details(self, parent: QWidget | None = None) -> QWidget | None:
        """An extra widget for the results dialog (e.g. every seat's final board), or None."""
        return None

    def set_input_blocked(self, blocked: bool) -> None:
        """While a bot thinks, mouse input to the table is ignored (the table still repaints)."""
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, blocked)


class GraphicsTable(GameTable):
    """A table drawn in a ``QGraphicsScene`` (vector, crisp at any size) with zoom built in.

    Subclasses fill ``self.scene`` once and move/recolour items in :meth:`sync`.
    The view fits the scene whenever its viewport is resized, until the player zooms.
    """

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.scene = QGraphicsScene(self)
        self.graphics_view = QGraphicsView(self.scene, self)
        self.graphics_view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.graphics_view.setFrameShape(QFrame.Shape.NoFrame)
        self.graphics_view.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.graphics_view)
        self._auto_fit = True
        # The view's room changes with the window and also with what shares the table's widget (a side
        # panel, rows of buttons): fit again whenever the viewport itself is resized.
        self.graphics_view.viewport().installEventFilter(self)

    def zoom_in(self) -> None:
        self._auto_fit = False
        self.graphics_view.scale(ZOOM_STEP, ZOOM_STEP)

    def zoom_out(self) -> None:
        self._auto_fit = False
        self.graphics_view.scale(1 / ZOOM_STEP, 1 / ZOOM_STEP)

    def zoom_fit(self) -> None:
        self._auto_fit = True
        rect = self.scene.itemsBoundingRect().adjusted(-12, -12, 12, 12)
        if not rect.isEmpty():
            self.graphics_view.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def zoom_factor(self) -> float:
        return self.graphics_view.transform().m11()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.graphics_view.viewport() and event.type() == QEvent.Type.Resize and self._auto_fit:
            self.zoom_fit()
        return super().eventFilter(watched, event)

    def set_input_blocked(self, blocked: bool) -> None:
        self.graphics_view.viewport().setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, blocked)
        super().set_input_blocked(blocked)


TableFactory = Callable[[TableContext, QWidget | None], GameTable]


def table_factory(rules: GameRules) -> TableFactory | None:
    """The game's view factory imported from ``rules.view_factory``, or None if it has no table."""
    if not rules.view_factory:
        return None
    module_name, _, attribute = rules.view_factory.partition(":")
    module = importlib.import_module(module_name)
    factory: TableFactory = getattr(module, attribute)
    return factory
