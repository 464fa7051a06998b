"""Learn to play: a lesson script (:mod:`microgames.engine.tutorial`) run on the real table.

:func:`start_lesson` puts the lesson's game on the window's table as a scratch
game (no autosave, nothing to save; the person's real autosave is left alone),
releases the other seats' bots (the script plays for them) and lays a
:class:`Lesson` over the table. Each step shows its sentence in a bubble
pointing at its anchor (``microgames.games.<game>.table.anchors``, see
:mod:`microgames.ui.tablekit.anchors`) and lights its other anchors. A step that
expects a move waits for it: the table's submissions pass through
``TableContext.guard``, so any other move is not played and the bubble shows the
step's hint instead (the table's own refusals also bring the hint). Then the
consequence is shown, the scripted replies are played with a bot's pause, and
the next step comes. The step reached is saved after each step, so a lesson
left half-way resumes there; the bubble's Start again goes back to its first
step. At the end the bubble offers the game's next lesson, when there is one,
and a real game against the easy bot.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, QTimer
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QWidget

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.engine.game import GameRules
from microgames.engine.history import UndoPolicy
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.engine.lessons import (FIRST, LessonInfo, following_lesson, lesson_series, restart, save_step,
                                       saved_step)
from microgames.engine.tutorial import Script, ScriptError, Step, load_script
from microgames.games import registry
from microgames.ui.play.controller import BOT_PAUSE_MS, GameController
from microgames.ui.tablekit.anchors import find_anchor, find_shape
from microgames.ui.tutorial.bubble import Bubble, LessonOverlay
from microgames.ui.tutorial.placement import choose_place

if TYPE_CHECKING:
    from microgames.ui.mainwindow import MainWindow

log = logging.getLogger(__name__)

LARGE_TABLE = 1400  # from this width on, the bubble speaks up (larger text, wider card)
FOLLOW_MS = 60  # how often the bubble and the glow follow the table (tiles slide, the view refits)
READ_ON = "Read this, then press Next."
WAIT_REPLY = "Watch the Tutor's move first."
LESSON_OVER = "The lesson is over: play a real game, or go back to the launcher."


class Lesson(QObject):
    """One lesson on the table (see the module docstring); it lives as long as the game's controller."""

    def __init__(self, window: MainWindow, controller: GameController, script: Script, step: int) -> None:
        super().__init__(controller)
        self.window, self.controller, self.script = window, controller, script
        self.context = controller.context
        table = controller.table
        assert table is not None
        self.table = table
        self.index = step
        #: "read" (Next), "wait" (for the move), "replying", "after" (the consequence; Next), "end"
        self.phase = "read"
        self.bubble = Bubble(table)
        self.overlay = LessonOverlay(table)
        self.bubble.next_clicked.connect(self.next)
        self.bubble.leave_clicked.connect(self.leave)
        self.bubble.play_clicked.connect(self.play_real_game)
        self.bubble.again_clicked.connect(self.start_again)
        self.bubble.next_lesson_clicked.connect(self.next_lesson)
        self.following: LessonInfo | None = following_lesson(script.game, script.name)
        self.bubble.show()
        self.overlay.show()
        self.overlay.raise_()
        table.installEventFilter(self)
        self.context.guard = self.guard
        self.context.changed.connect(self._on_changed)
        self.context.refused.connect(self._on_refused)
        self._place_key: tuple[object, ...] = ()
        self._place: tuple[QRectF, str] = (QRectF(), "")
        self._lit_key: tuple[object, ...] = ()
        self._lit: list[QPainterPath] = []
        self._timer = QTimer(self)
        self._timer.setInterval(FOLLOW_MS)
        self._timer.timeout.connect(self.follow)
        self._timer.start()
        self.show_step(step)

    # --- reading the script -------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.script.steps[self.index]

    def _counter(self) -> str:
        return f"{self.script.title}  ·  step {self.index + 1} of {len(self.script.steps)}"

    def show_step(self, index: int) -> None:
        """Show step ``index`` and remember it, so leaving now resumes here."""
        self.index = index
        save_step(self.script.key, index)
        step = self.step
        self.phase = "wait" if step.waits_for_move else "read"
        self.bubble.show_text(self._counter(), step.say, next_shown=not step.waits_for_move)
        self.follow()

    # --- the person's moves -------------------------------------------------------------------
    def guard(self, commands: Sequence[Command]) -> str | None:
        """None lets the submission through (the step's move); otherwise the hint, shown in the bubble."""
        if self.phase == "wait" and self.step.accepts(commands):
            self.phase = "accepted"
            return None
        hint = self._hint()
        self.bubble.show_hint(hint)
        self.follow()
        return hint

    def _hint(self) -> str:
        """What the bubble adds to a gesture the step does not ask for, by where the lesson is."""
        return {"wait": self.step.hint, "replying": WAIT_REPLY, "end": LESSON_OVER}.get(self.phase, READ_ON)

    def _on_refused(self, _text: str) -> None:
        """The table refused a gesture (and said why in the status bar): the bubble adds the step's hint."""
        if self.phase != "accepted":
            self.bubble.show_hint(self._hint())
            self.follow()

    def _on_changed(self, event: str) -> None:
        if event == "executed" and self.phase == "accepted":
            self.phase = "replying"
            if self.step.after and not self.step.reply:  # a consequence of the replies waits for them
                self.bubble.show_text(self._counter(), self.step.after, next_shown=False)
            else:
                self.bubble.show_hint("")
            self._reply(0)

    def _reply(self, number: int) -> None:
        """Play the step's reply ``number`` after a bot's pause; after the last, go on."""
        replies = self.step.reply
        if number >= len(replies):
            self._replied()
            return
        QTimer.singleShot(self.context.animation_ms(BOT_PAUSE_MS), self, lambda: self._play_reply(number))

    def _play_reply(self, number: int) -> None:
        if not self._on_table():
            return
        try:
            self.controller.game.history.execute(self.step.reply[number])
        except IllegalMove:  # a checked script cannot get here; go on rather than stall the lesson
            log.exception("a lesson reply was refused")
        self._reply(number + 1)

    def _replied(self) -> None:
        following = self.index + 1
        save_step(self.script.key, following if following < len(self.script.steps) else None)
        if self.step.after:
            self.phase = "after"
            self.bubble.show_text(self._counter(), self.step.after, next_shown=True)
            self.follow()
        else:
            self._advance()

    # --- the bubble's buttons -----------------------------------------------------------------
    def next(self) -> None:
        if self.phase == "read":
            self.phase = "replying"
            if self.step.reply:  # the Tutor plays: nothing to press meanwhile
                self.bubble.show_text(self._counter(), self.step.say, next_shown=False)
            self._reply(0)
        elif self.phase == "after":
            self._advance()

    def _advance(self) -> None:
        if self.index + 1 < len(self.script.steps):
            self.show_step(self.index + 1)
            return
        self.phase = "end"
        save_step(self.script.key, None)
        self.bubble.show_text(f"{self.script.title}  ·  done", self.script.end or "Well done: you know the game now.",
                              next_shown=False, end=True,
                              next_lesson=self.following.title if self.following is not None else "")
        self.follow()

    def leave(self) -> None:
        """Back to the launcher; the step reached is kept for next time."""
        if self._on_table():
            self.window.drop_game(keep_autosave=True)

    def start_again(self) -> None:
        """The same lesson from its first step, on a fresh table."""
        if self._on_table():
            start_lesson(self.window, self.script.game, self.script.name, again=True)

    def next_lesson(self) -> None:
        """The game's next lesson, where it was left (from its start when new or done)."""
        if self.following is not None and self._on_table():
            start_lesson(self.window, self.script.game, self.following.name)

    def play_real_game(self) -> None:
        """A new game of the same game: the person against the easy bot."""
        rules = self.controller.game.rules
        if self._on_table():
            self.window.drop_game(keep_autosave=True)
        colours = rules.seat_colours
        name = self.script.seats[self.script.learner].name  # the name the lesson called the person
        seats = [Seat(name, colour=colours[0]), Seat("Easy bot", "bot", "easy", colours[1 % len(colours)])]
        policy = UndoPolicy.STRICT if rules.strict_undo else self.window.preferences.undo_policy
        self.window.start_game(Game.new(rules, seats, random.randrange(1, 2**31), {}, policy), None)

    # --- following the table ------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize:
            self.follow()
        return super().eventFilter(watched, event)

    def _on_table(self) -> bool:
        """Whether the lesson's game is still the window's (it may have been closed from a menu)."""
        if self.window.controller is self.controller:
            return True
        self._timer.stop()
        return False

    def _placed(self, target: QRectF | None, area: QRectF, lit: list[QRectF],
                keep: list[QRectF]) -> tuple[QRectF, str]:
        """The bubble's place and width (:func:`choose_place`), worked out again only when something it depends
        on moved or it says something else."""
        key = tuple(_corners(r) for r in (target, area, *lit, None, *keep)) + self.bubble.content()
        if key != self._place_key:
            sizes = [(float(w), float(self.bubble.height_for(w))) for w in self.bubble.widths()]
            place = choose_place(target, sizes, area, lit + keep, self._ways(target, lit))
            self._place_key, self._place = key, place
        rect = self._place[0]
        if self.bubble.width() != round(rect.width()):
            self.bubble.setFixedWidth(round(rect.width()))
            self.bubble.setFixedHeight(round(rect.height()))
        return self._place

    def _offered(self) -> list[str]:
        """What the table lights for the person now (see ``GameTable.offered``), but for the step's own lights."""
        try:
            return [name for name in self.table.offered() if name not in self.step.light]
        except Exception:  # a table that cannot say leaves the bubble where the script alone puts it
            log.exception("the table could not say what it offers")
            return []

    def _ways(self, target: QRectF | None, lit: list[QRectF]) -> list[QRectF]:
        """The lit things a drag may start from: with the pointed thing, on the table's drawing (a click on a
        panel's button and then on the board is no drag)."""
        view = getattr(self.table, "graphics_view", None)
        if target is None or not isinstance(view, QWidget):
            return []
        drawing = QRectF(view.geometry())
        return [r for r in lit if drawing.contains(r.center()) and drawing.contains(target.center())]

    def _lit_shapes(self, names: Sequence[str], rects: list[QRectF]) -> list[QPainterPath]:
        """The lit things' outlines, found again only when one of them moved (a board's outline is many cells)."""
        key = tuple(names), tuple(_corners(r) for r in rects)
        if key != self._lit_key:
            self._lit_key = key
            self._lit = [s for s in (find_shape(self.table, n) for n in names) if s is not None]
        return self._lit

    def follow(self) -> None:
        """Lay the bubble beside its anchor and the glow on the lit anchors, wherever they are now."""
        if not self._on_table():
            return
        try:
            self.bubble.set_large(self.table.width() >= LARGE_TABLE)
            area = QRectF(self.table.rect())
            self.overlay.setGeometry(self.table.rect())
            lit: list[QRectF] = []
            keep: list[QRectF] = []  # what the sentence talks about: the bubble leaves it visible
            target = None
            step = self.step
            if self.phase not in ("after", "end"):
                lit = [r for r in (find_anchor(self.table, n) for n in step.light) if r is not None]
            keep = [r for r in (find_anchor(self.table, n) for n in (*step.clear, *self._offered()))
                    if r is not None]
            if self.phase != "end":  # the consequence too stays beside the step's thing, so the bubble never hides it
                target = find_anchor(self.table, step.point)
            else:  # the closing words point at nothing and leave the last step's things in sight
                keep += [r for r in (find_anchor(self.table, n) for n in (step.point, *step.light)) if r is not None]
            size = (float(self.bubble.width()), float(self.bubble.height()))
            if target is None and self.phase in ("accepted", "replying", "after"):  # its thing is gone (a token
                # used): the bubble stays where it was, over nothing the move changed
                x = min(max(float(self.bubble.x()), area.left()), area.right() - size[0])
                y = min(max(float(self.bubble.y()), area.top()), area.bottom() - size[1])
                rect, side = QRectF(x, y, *size), ""
            else:
                rect, side = self._placed(target, area, lit, keep)
            if self.bubble.pos() != rect.topLeft().toPoint():
                self.bubble.move(rect.topLeft().toPoint())
            shapes = self._lit_shapes(self.step.light if lit else (), lit)
            self.overlay.set_shapes(shapes, target, QRectF(self.bubble.geometry()), side)
        except Exception:  # a lesson's drawing must never take the table down
            log.exception("the lesson could not follow the table")


def _corners(rect: QRectF | None) -> tuple[float, ...]:
    return () if rect is None else (rect.x(), rect.y(), rect.width(), rect.height())


def current_lesson(window: MainWindow) -> Lesson | None:
    """The lesson on the window's table, if the game there is one."""
    controller = window.controller
    return controller.findChild(Lesson) if controller is not None else None


def start_lesson(window: MainWindow, game_id: str, name: str | None = None, again: bool = False) -> Lesson | None:
    """Put one of the game's lessons (``name``, e.g. "02-attack"; by default its first) on the window's table,
    at the step it was left or, ``again``, at its first step (None if it cannot start)."""
    if name is None:
        series = lesson_series(game_id)
        name = series[0].name if series else FIRST
    try:
        rules: GameRules = registry.get(game_id)
        script = load_script(rules, f"{game_id}/lessons/{name}.json")
    except (KeyError, ScriptError) as error:
        window.prompts.error("Cannot start the lesson", str(error))
        return None
    if not window.maybe_close_game():
        return None
    if again:
        restart(script.key)
    step = saved_step(script.key, len(script.steps))
    game = script.resume(rules, step)
    window.start_game(game, None)
    controller = window.controller
    if controller is None or controller.game is not game or controller.table is None:
        return None
    controller.scratch = True
    for seat, info in enumerate(game.seats):
        if info.is_bot:
            controller.release_seat(seat)
    return Lesson(window, controller, script, step)
