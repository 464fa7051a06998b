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
- route the mouse through ``routing.TableScene`` with the game's own ``routing.Gestures``
  (what a press, drag or drop means), rather than handlers on each item.
- say when the table is moving (``is_still``), where a lesson's named things are
  (``anchor_rect``) and, when it is not a rectangle, their outline (``anchor_shape``); ``why_not`` words a refusal with the command's own validation.
- compose the table of parts it owns (mouse, keys, controls, layout), each given
  what it needs, rather than stacking base classes that call their subclasses.
- launcher art: ``GameRules.art`` is an SVG resource, drawn filling a 304×176
  card top (wider art is cropped at the sides); ``rules_page`` is an HTML resource.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QVBoxLayout, QWidget

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.engine.game import GameRules, load_hook
from microgames.ui.tablekit.context import TableContext

ZOOM_STEP = 1.25
ANCHOR_RADIUS = 6.0  # the corners of an anchor's default outline


class GameTable(QWidget):
    """The base of every game's table widget; the shell talks to tables only through these methods."""

    def __init__(self, context: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self._in_change = False  # between hearing of a change and drawing it: redraw() waits for that draw
        context.changed.connect(self._on_changed)
        context.preferences_changed.connect(self.sync)
        context.input_blocked_changed.connect(self._on_input_blocked)

    def _on_changed(self, event: str) -> None:
        self._in_change = True
        try:
            self.before_sync(event)
        finally:
            self._in_change = False
        self.sync()

    def before_sync(self, event: str) -> None:
        """Get ready to draw a change (``event`` as in ``TableContext.changed``): drop what it made stale,
        lay out anew. Whatever asks for a ``redraw()`` meanwhile is drawn by the one sync that follows."""

    def redraw(self) -> None:
        """Sync now, or, while a change is being got ready, by the sync that follows it (one draw per move)."""
        if not self._in_change:
            self.sync()

    def _on_input_blocked(self, blocked: bool) -> None:
        # What may be lit, pressed or keyed depends on whether input is blocked, so a table
        # that synced while blocked (after a hand-off, a bot's move, an undo) re-syncs now;
        # while a history event settles, the ``changed`` that follows redraws instead.
        self.set_input_blocked(blocked)
        if not self.context.settling:
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

    def is_still(self) -> bool:
        """Whether nothing on the table is moving (no animation, walk, flight or drag): what a test, a
        screenshot or a lesson waits for before reading the table. The default has nothing that moves."""
        return True

    def why_not(self, command: Command) -> str | None:
        """The sentence refusing ``command`` in the game as it is now, or None when it is legal; changes nothing.

        It is the command's own validation against ``context.state``, so a table never words a rule twice.
        """
        try:
            command.validate(self.context.state)
        except IllegalMove as error:
            return error.reason
        return None

    def anchor_rect(self, name: str) -> QRectF | None:
        """Where the thing a lesson calls ``name`` is, in this widget's coordinates; None when the table has
        no such thing (the default knows no names)."""
        return None

    def offered(self) -> list[str]:
        """The anchor names of what the table lights for the person to act on now (the cells they may take, the
        column they draft from, the microbes an attack may target): a lesson's bubble leaves them in sight
        where it can, as the sentence is often about them."""
        return []

    def anchor_shape(self, name: str) -> QPainterPath | None:
        """The outline of the thing a lesson calls ``name`` (the lesson's glow follows it), in this widget's
        coordinates; None when the table has no such thing. The default is ``anchor_rect`` with rounded
        corners: a table overrides it for things of another shape (a sector of a circle, a rounded card)."""
        rect = self.anchor_rect(name)
        if rect is None or rect.isEmpty():
            return None
        path = QPainterPath()
        path.addRoundedRect(rect, ANCHOR_RADIUS, ANCHOR_RADIUS)
        return path

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
        self._fitting = False
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

    @property
    def auto_fit(self) -> bool:
        """Whether the view fits the scene as its room changes (until the player zooms)."""
        return self._fitting

    @property
    def _auto_fit(self) -> bool:
        return self._fitting

    @_auto_fit.setter
    def _auto_fit(self, fitting: bool) -> None:
        """A fitted table never shows scroll bars (they would take room from it and come and go as it is laid
        out); a zoomed one has them, to reach what is out of sight."""
        if fitting != self._fitting:
            self._fitting = fitting
            policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fitting else Qt.ScrollBarPolicy.ScrollBarAsNeeded
            self.graphics_view.setHorizontalScrollBarPolicy(policy)
            self.graphics_view.setVerticalScrollBarPolicy(policy)

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
    factory: TableFactory = load_hook(rules.view_factory)
    return factory
