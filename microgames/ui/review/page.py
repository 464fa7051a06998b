"""Reviewing a game: any position of it, read-only, with a move list and controls.

A review reuses the table's "looking back" mode and never leaves it: its own
:class:`TableContext` always shows the position after some step (input blocked,
no bots asked, nothing saved), so the reviewed game and its file never change.
"Play from here" builds a new game from the same setup and the first moves.
Whose eyes: with no viewer the context shows the full state ("Show everything",
the default for a finished game); choosing a seat shows only that seat's view.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QVBoxLayout, QWidget

from microgames.engine.errors import IllegalMove
from microgames.engine.game import GameRules, load_hook
from microgames.engine.review import (
    Analysis, SeatAnalysis, better_step, can_analyse, load_analysis, store_analysis,
)
from microgames.engine.session import Game
from microgames.engine.words import fill, shown
from microgames.ui.preferences import Preferences
from microgames.engine.analysis import MoveValue, scale_for
from microgames.ui.review.bar import EVERYTHING, AnalysisStrip, ReviewBar
from microgames.ui.review.better import BetterBanner
from microgames.ui.review.graph import EvaluationGraph
from microgames.ui.review.moves import MoveList
from microgames.ui.review.worker import AnalysisRunner
from microgames.ui.play.seatpanel import SeatPanel
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.table import GameTable, table_factory



class ReviewExtras(Protocol):
    """What a game draws on its own table from the review's findings (``GameRules.review_extras``)."""

    visible: bool

    def show(self, shown: bool) -> None: ...


def review_extras(rules: GameRules, table: GameTable, seats: list[SeatAnalysis],
                  colourblind: bool) -> ReviewExtras | None:
    """The game's review extras on ``table``, or None for a game that has none."""
    if not rules.review_extras:
        return None
    extras: ReviewExtras = load_hook(rules.review_extras)(table, seats, colourblind)
    return extras

STEP_MS = 1200  # one move per this long when playing at normal animation speed
MIN_STEP_MS = 450  # with animations off, still slow enough to follow


def game_from(game: Game, index: int) -> Game:
    """A new game with ``game``'s setup and its first ``index`` steps (``game`` is left as it is)."""
    copy = Game.new(game.rules, game.seats, game.seed, game.options, game.history.policy)
    copy.history.replay([(step.label, step.commands) for step in game.history.steps[:index]])
    return copy


class ReviewSession(QObject):
    """Which position of the game is on show, and through whose eyes."""

    moved = Signal(int)

    def __init__(self, game: Game, preferences: Preferences, file: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.file = file
        self.total = game.history.index
        self.labels = [step.label for step in game.history.applied()]
        self.context = TableContext(game, preferences, self)
        self.context.reviewing = True
        self.context.set_input_blocked(True)
        people = self.context.person_seats()
        # A finished game hides nothing; a game in progress keeps its secrets unless asked.
        self.seen_by: int | None = None if game.state.is_over() or not people else people[0]
        self.context.set_viewer(self.seen_by)
        self.index = self.total
        self.showing: MoveValue | None = None  # the move whose better move is on show in its place
        self.context.set_looking(self.index)

    def go(self, index: int) -> None:
        """Show the position after ``index`` steps of the game as played (a better move on show gives way)."""
        index = max(0, min(self.total, index))
        if index != self.index or self.showing is not None:
            self.index = index
            self.showing = None
            self.context.set_looking(index)
        self.moved.emit(index)

    def show_better(self, value: MoveValue) -> str | None:
        """Show the position ``value``'s better move reaches, in place of the move played (the review stays at
        that move); the reason, changing nothing, if it cannot be shown."""
        if not value.better_move:
            return self.tr("the analysis does not say which commands make it (analyse the game again).")
        try:
            step, state = better_step(self.game, value)
        except IllegalMove as error:
            return error.reason
        self.index, self.showing = value.step, value
        self.context.show_instead(value.step, step, state)
        self.moved.emit(value.step)
        return None

    def step(self, delta: int) -> None:
        self.go(self.index + delta)

    def see_as(self, seat: int | None) -> None:
        """Show the position as ``seat`` knows it (None: everything)."""
        self.seen_by = seat
        self.context.set_viewer(seat)

    def describe(self) -> str:
        if self.index == 0:
            return self.tr("<b>Start of the game</b> — %n move(s) in all", None, self.total)
        said = (self.tr("<b>Move %1 of %2 (the end):</b> %3") if self.index == self.total
                else self.tr("<b>Move %1 of %2:</b> %3"))
        return fill(said, (self.index, self.total, shown(self.labels[self.index - 1])))

    def close(self) -> None:
        self.context.detach()


class ReviewPage(QWidget):
    """The seats, the table, the move list and the review bar; arrows, Home, End and Space step through.

    Signals: ``play_from(index)`` (the window starts a new game), ``closed()``.
    ``effort`` scales the analysis's sampling (1: the full analysis; None: the default, ``reviewanalysis.EFFORT``).
    """

    play_from = Signal(int)
    closed = Signal()

    def __init__(self, game: Game, preferences: Preferences, file: Path | None = None,
                 parent: QWidget | None = None, effort: float | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPage")
        self.effort = effort
        self.session = ReviewSession(game, preferences, file, self)
        factory = table_factory(game.rules)
        if factory is None:
            raise LookupError(fill(self.tr("%1 has no table yet"), (game.rules.title,)))
        self.table: GameTable = factory(self.session.context, None)
        self.seat_panel = SeatPanel(self.session.context, parent=self)
        self.moves = MoveList(self.session.labels, self, [step.events for step in game.history.applied()])
        self.moves.picked.connect(lambda row: self._by_hand(self.session.go, row))
        self.moves.show_better.connect(self.show_better)
        self.banner = BetterBanner(self)
        self.banner.back.connect(self.back_to_played)
        self.bar = ReviewBar([s.name for s in game.seats], self.session.total, self)
        self.bar.set_eyes(EVERYTHING if self.session.seen_by is None else self.session.seen_by)
        self.timer = QTimer(self)
        self.timer.setInterval(max(MIN_STEP_MS, preferences.animation_ms(STEP_MS)))
        self.timer.timeout.connect(self._tick)
        self.strip = AnalysisStrip(self)
        context = self.session.context
        self.graph = EvaluationGraph(self.session.total, [context.seat_colour(s) for s in range(len(game.seats))],
                                     [s.name for s in game.seats], self)
        self.graph.picked.connect(lambda step: self._by_hand(self.session.go, step))
        scale = scale_for(game.rules) if can_analyse(game) else None
        if scale is not None:
            self.graph.set_scale(scale)
        else:
            self.graph.hide()
        self.analysis: Analysis | None = None
        self.runner: AnalysisRunner | None = None
        self._ghosts: ReviewExtras | None = None  # e.g. Microchip's best arrangements, once analysed
        self._layout()
        self.bar.go.connect(self.session.go)
        self.bar.step.connect(self.session.step)
        self.bar.play_toggled.connect(self.set_playing)
        self.bar.seen_by.connect(lambda seat: self.session.see_as(None if seat == EVERYTHING else seat))
        self.bar.play_from_here.connect(lambda: self.play_from.emit(self.session.index))
        self.bar.close_requested.connect(self.closed)
        self.bar.show_better.connect(lambda: self.show_better(self.session.index))
        self.session.moved.connect(self._show_position)
        for key, action in ((Qt.Key.Key_Left, lambda: self._by_hand(self.session.step, -1)),
                            (Qt.Key.Key_Right, lambda: self._by_hand(self.session.step, 1)),
                            (Qt.Key.Key_Home, lambda: self._by_hand(self.session.go, 0)),
                            (Qt.Key.Key_End, lambda: self._by_hand(self.session.go, self.session.total)),
                            (Qt.Key.Key_Space, lambda: self.set_playing(not self.timer.isActive())),
                            (Qt.Key.Key_Escape, self.back_to_played)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(action)
        self._show_position(self.session.index)
        if can_analyse(game):
            self.strip.cancel.connect(self.cancel_analysis)
            self.strip.restart.connect(self.start_analysis)
            self.strip.show_best.connect(lambda _shown: self._show_ghosts())
            stored = load_analysis(game, file)
            if stored is not None:
                self._analysed(stored)
            else:
                self.start_analysis()

    def _layout(self) -> None:
        frame = QFrame(self)
        frame.setObjectName("tableFrame")
        frame.setProperty("looking", "true")  # framed like looking back: nothing here can be played
        framed = QVBoxLayout(frame)
        framed.setContentsMargins(3, 3, 3, 3)
        framed.addWidget(self.banner)
        framed.addWidget(self.table, 1)
        middle = QHBoxLayout()
        middle.addWidget(frame, 1)
        middle.addWidget(self.moves)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 6)
        layout.setSpacing(8)
        layout.addWidget(self.seat_panel)
        layout.addLayout(middle, 1)
        layout.addWidget(self.bar)
        layout.addWidget(self.graph)
        layout.addWidget(self.strip)

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the position on show said again (the bar, list and strip name their own words)."""
        if event.type() == QEvent.Type.LanguageChange:
            self._show_position(self.session.index)
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.moves.fit_to(event.size().width())
        super().resizeEvent(event)

    def set_preferences(self, preferences: Preferences) -> None:
        """New colours, symbols or animation speed: the table redraws, playing keeps its new pace."""
        self.session.context.set_preferences(preferences)
        self.timer.setInterval(max(MIN_STEP_MS, preferences.animation_ms(STEP_MS)))

    @property
    def index(self) -> int:
        return self.session.index

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def set_playing(self, playing: bool) -> None:
        """Play the moves one by one at the animation speed (from the start if at the end), or pause."""
        if playing:
            if self.session.index >= self.session.total:
                self.session.go(0)
            self.timer.start()
        else:
            self.timer.stop()
        self.bar.set_playing(playing)

    def _tick(self) -> None:
        self.session.step(1)
        if self.session.index >= self.session.total:
            self.set_playing(False)

    def _by_hand(self, move, value: int) -> None:  # type: ignore[no-untyped-def]
        self.set_playing(False)
        move(value)

    def _show_position(self, index: int) -> None:
        self.bar.show_position(index, self.session.total, self._judged(index, self.session.describe()))
        self.bar.set_showable(self.showable(index) is not None and self.session.showing is None)
        self.moves.show_row(index)
        self.graph.show_step(index)
        self._show_ghosts()
        if self.session.showing is None:
            self.banner.hide()

    def showable(self, step: int) -> MoveValue | None:
        """The value of move ``step`` if it is marked and its better move can be played in its place."""
        found = self.analysis
        value = found.by_step().get(step) if found is not None else None
        return value if found is not None and value is not None and found.mark(value) and value.better_move else None

    @property
    def showing_better(self) -> bool:
        return self.session.showing is not None

    def show_better(self, step: int) -> None:
        """Show marked move ``step``'s better move on the board in its place (Back, Esc or any step returns)."""
        self.set_playing(False)
        value = self.showable(step)
        found = self.analysis
        if value is None or found is None or found.scale is None:
            return
        refusal = self.session.show_better(value)
        if refusal is not None:
            self.banner.refused(refusal)
            return
        self.banner.showing(value.advice(found.scale), value.step)

    def back_to_played(self) -> None:
        """The board back to the game as played, at the same move (the banner goes)."""
        if self.session.showing is not None or self.banner.isVisible():
            self.session.go(self.session.index)

    def _judged(self, index: int, move: str) -> str:
        """The move on show (``move``, its description) with what the analysis says of it: its mark, its values
        and the better move, one sentence of the language."""
        found = self.analysis
        value = found.by_step().get(index) if found is not None else None
        if found is None or value is None or found.scale is None:
            return move
        mark = found.mark(value)
        advice = value.advice(found.scale)
        measure, values = found.scale.measure, value.describe(found.scale)
        if not mark:
            return fill(self.tr("%1 — %2: %3", "a move — what the values measure: its values"),
                        (move, measure, values))
        if not advice:
            return fill(self.tr("%1 %2 — %3: %4", "a move, its mark — what the values measure: its values"),
                        (move, mark, measure, values))
        return fill(self.tr("%1 %2 — %3: %4 — %5",
                            "a move, its mark — what the values measure: its values — the better move"),
                    (move, mark, measure, values, advice))

    # --- analysis (in the background, stored beside the game) -------------------------------------
    def start_analysis(self) -> None:
        self.cancel_analysis(quietly=True)
        runner = AnalysisRunner(self.session.game, self.effort, self)
        self.graph.clear()
        runner.progress.connect(self.strip.running)
        runner.found.connect(lambda value: self.graph.add(value) if runner is self.runner else None)
        runner.done.connect(lambda found: self._analysed(found) if runner is self.runner else None)
        runner.failed.connect(lambda reason: self.strip.failed(reason) if runner is self.runner else None)
        self.runner = runner
        self.strip.running(0, self.session.total)
        runner.start()

    def cancel_analysis(self, quietly: bool = False) -> None:
        if self.runner is not None:
            self.runner.cancel()
            self.runner = None
            if not quietly:
                self.strip.cancelled()

    def _analysed(self, found: Analysis) -> None:
        self.runner = None
        self.analysis = found
        store_analysis(self.session.game, self.session.file, found)  # here, so that a Cancel before this stores nothing
        names = [s.name for s in self.session.game.seats]
        self.strip.found(found.summary(names), bool(found.seats))
        if found.scale is not None:
            self.moves.show_analysis(found.moves, found.scale)
            self.moves.set_showable({m.step for m in found.moves if self.showable(m.step) is not None})
            self.graph.set_values(found.moves, found.scale)
        if found.seats and self._ghosts is None:
            self._ghosts = review_extras(self.session.game.rules, self.table, list(found.seats),
                                         self.session.context.colourblind)
        if self.session.showing is not None:  # it came from the analysis before: back to the game as played
            self.session.go(self.session.index)
        else:
            self._show_position(self.session.index)

    @property
    def ghosts_shown(self) -> bool:
        return self._ghosts is not None and self._ghosts.visible

    def _show_ghosts(self) -> None:
        if self._ghosts is not None:
            self._ghosts.show(self.session.index == self.session.total and self.strip.best_box.isChecked()
                              and self.session.showing is None)

    def shutdown(self) -> None:
        """Stop playing and analysing, and let go of the game (the page is being closed)."""
        self.timer.stop()
        self.cancel_analysis(quietly=True)
        self.session.close()
