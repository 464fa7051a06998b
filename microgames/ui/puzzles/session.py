"""A puzzle on the window's table, with its bar: the title, the verdict, Hint, Show answer and the ways on.

:func:`play_puzzle` puts the puzzle's game (``PuzzleRules.start``) on the table as a
scratch game (no autosave, nothing to save) whose end the puzzle judges itself (no
results, no record as a game), and lays a :class:`PuzzleBar` above the table. The
person plays with the table's own gestures; Undo takes back their last move with the
replies that followed it (the other seat is a bot's, so a casual undo goes back to the
person's decision). After each of their moves the verdict is said again, the other
side's reply (``PuzzleRules.reply``) is searched on a worker thread (``search``) while
the bar says so, and follows at a bot's pace; the result (best score, solved) is kept.
A move that would end the game before the puzzle is over (Microchip's Finish) is
refused with a reason. Hint (searched on the worker too) says the next move of a proven
answer and lights what it touches, when the game's puzzle module offers ``hint_marks``;
Show answer plays the whole answer from the start at the person's animation speed.
Whatever moves the game elsewhere (undo, Start again, Back, Next, closing) drops a
search under way and any move waiting for its pause.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.engine.game import GameRules
from microgames.engine.puzzles import Puzzle, PuzzleError, PuzzleRules, Verdict, puzzle_rules
from microgames.engine.recordtypes import PuzzleResult
from microgames.engine.words import fill, shown
from microgames.ui import theme
from microgames.ui.language import translate
from microgames.ui.play.controller import BOT_PAUSE_MS, GameController
from microgames.ui.puzzles.results import load_results, save_result
from microgames.ui.puzzles.search import SearchRunner
from microgames.ui.tablekit.anchors import find_anchor, find_shape
from microgames.ui.tutorial.bubble import LessonOverlay

if TYPE_CHECKING:
    from microgames.ui.mainwindow import MainWindow

log = logging.getLogger(__name__)

FOLLOW_MS = 60  # how often the hint's glow follows the table (tiles slide, the view refits)
# The bar's sentences (said through ``said``, in the language of the moment)
NO_ENDING = QT_TRANSLATE_NOOP("Puzzles", "In a puzzle your position is judged as it stands: there is nothing to finish.")
WATCH = QT_TRANSLATE_NOOP("Puzzles", "Watch the moves being played first.")
DEFENCE = QT_TRANSLATE_NOOP("Puzzles", "the puzzle's defence")  # the other seat's card, in place of a bot level
THINKING = QT_TRANSLATE_NOOP("Puzzles", "The defence is thinking…")
LOOKING = QT_TRANSLATE_NOOP("Puzzles", "Looking for a winning move…")


def said(sentence: str) -> str:
    """One of the module's sentences in the player's language."""
    return translate("Puzzles", sentence)


class PuzzleBar(QFrame):
    """Above the table: the puzzle's number and title, the verdict, a line for hints, and the buttons."""

    hint_clicked = Signal()
    answer_clicked = Signal()
    restart_clicked = Signal()
    next_clicked = Signal()
    back_clicked = Signal()
    renamed = Signal()  # the language changed: whoever fills the bar says its words again

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("puzzleBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 8, 14, 8)
        words = QVBoxLayout()
        words.setSpacing(2)
        self.title = QLabel("", self)
        self.title.setObjectName("puzzleTitle")
        self.verdict = QLabel("", self)
        self.verdict.setObjectName("puzzleVerdict")
        self.note = QLabel("", self)
        self.note.setObjectName("puzzleNote")
        for label in (self.title, self.verdict, self.note):
            label.setWordWrap(True)  # a long title wraps rather than widen the window
            words.addWidget(label)
        layout.addLayout(words, 1)
        # the note's line is kept when it is empty, so a hint coming and going does not move the board
        self.note.setMinimumHeight(self.note.fontMetrics().lineSpacing())
        policy = self.note.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.note.setSizePolicy(policy)
        self.buttons: dict[str, QPushButton] = {}
        for key, signal in (("hint", self.hint_clicked), ("answer", self.answer_clicked),
                            ("restart", self.restart_clicked), ("next", self.next_clicked),
                            ("back", self.back_clicked)):
            button = QPushButton(self)
            button.setObjectName(f"puzzle_{key}")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keys
            button.clicked.connect(signal)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
            self.buttons[key] = button
        self.name()
        self.say("")
        self.set_solved(False)

    def name(self) -> None:
        """The buttons' words in the language of the moment."""
        for key, text in (("hint", self.tr("Hint")), ("answer", self.tr("Show answer")),
                          ("restart", self.tr("Start again")), ("next", self.tr("Next puzzle")),
                          ("back", self.tr("Back"))):
            self.buttons[key].setText(text)
        self.buttons["back"].setToolTip(self.tr("Back to the list of puzzles"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.name()
            self.renamed.emit()
        super().changeEvent(event)

    def set_solved(self, solved: bool) -> None:
        """Solved: the verdict in the accent colour and Next puzzle the button to press."""
        accent = theme.ACCENT
        self.setStyleSheet(
            f"QFrame#puzzleBar {{ border: 2px solid {accent}; border-radius: 10px; }}"
            " QLabel#puzzleTitle { font-weight: 600; font-size: 15px; }"
            f" QLabel#puzzleVerdict {{ font-size: 15px; {'color: ' + accent + '; font-weight: 600;' if solved else ''} }}"
            f" QLabel#puzzleNote {{ color: {'#f2b25c' if theme.is_dark() else '#b45f06'}; font-weight: 600; }}"
            + (f" QPushButton#puzzle_next {{ background: {accent}; color: white; border-radius: 6px;"
               " padding: 5px 12px; font-weight: 600; }" if solved else ""))

    def say(self, note: str) -> None:
        self.note.setText(note)
        self.note.setVisible(bool(note))


class PuzzleSession(QObject):
    """One puzzle on the table (see the module docstring); it lives as long as the game's controller.

    Back and Next puzzle are asked of whoever put it there (``back_requested``, ``next_requested``)."""

    back_requested = Signal()
    next_requested = Signal()

    def __init__(self, window: MainWindow, controller: GameController, rules: GameRules, module: PuzzleRules,
                 puzzles: Sequence[Puzzle], index: int) -> None:
        super().__init__(controller)
        self.window, self.controller, self.rules, self.module = window, controller, rules, module
        self.puzzles, self.index = tuple(puzzles), index
        self.puzzle = self.puzzles[index]
        self.context = controller.context
        table, page = controller.table, window.page
        assert table is not None and page is not None
        self.table = table
        #: "play" (the person's move), "reply" (the other side's under way), "answer" (being shown)
        self.phase = "play"
        self.shown = False  # the answer was shown: what follows is not the person's own result until Start again
        self.kept = load_results(rules.id).get(self.puzzle.id)
        self.verdict: Verdict = module.verdict(self.puzzle, self.state)
        self.lit: tuple[str, ...] = ()
        #: bumped whenever the game travels or the puzzle is left: a reply or an answer's move waiting for its
        #: pause from before is dropped
        self._epoch = 0
        self.search = SearchRunner(self)
        self.search.answered.connect(self._answered)
        self.search.failed.connect(self._search_failed)
        self.bar = PuzzleBar(page.board)
        page.board.layout().insertWidget(0, self.bar)  # type: ignore[union-attr]
        self.bar.show()  # at once: a layout would show it only once the events are processed
        self.seat_panel = page.seat_panel
        if len(controller.game.seats) == 1:  # the seat panel would only repeat the person's own name
            page.seat_panel.hide()
        self.name()
        self.bar.renamed.connect(self.name)
        self.bar.buttons["next"].setEnabled(index + 1 < len(self.puzzles))
        self.bar.hint_clicked.connect(self.hint)
        self.bar.answer_clicked.connect(self.show_answer)
        self.bar.restart_clicked.connect(self.start_again)
        self.bar.next_clicked.connect(self.next_puzzle)
        self.bar.back_clicked.connect(self.back)
        self.overlay = LessonOverlay(table)
        self.overlay.show()
        table.installEventFilter(self)
        self.context.guard = self.guard
        self.context.changed.connect(self._on_changed)
        self._timer = QTimer(self)
        self._timer.setInterval(FOLLOW_MS)
        self._timer.timeout.connect(self.follow)
        self._show_verdict()
        self._maybe_reply()

    def name(self) -> None:
        """The puzzle's title and the other side's card in the language of the moment."""
        for seat, card in enumerate(self.seat_panel.cards):
            if seat != self.module.person(self.puzzle):
                card.role = said(DEFENCE)
        self.seat_panel.sync()
        self.bar.title.setText(fill(translate("Puzzles", "Puzzle %1 of %2: %3"),
                                    (self.puzzle.number, len(self.puzzles), shown(self.puzzle.title))))
        if self.bar.verdict.text():  # an ending's verdict waits for the table (``_say_verdict``)
            self.bar.verdict.setText(shown(self.verdict.text))

    @property
    def state(self) -> Any:
        return self.controller.game.state

    def _on_table(self) -> bool:
        """Whether the puzzle's game is still the window's (it may have been closed from a menu)."""
        if self.window.controller is self.controller:
            return True
        self._timer.stop()
        self._forget()
        return False

    def _forget(self) -> None:
        """Drop the search under way and any move waiting for its pause."""
        self._epoch += 1
        self.search.cancel()

    def _stop(self) -> None:
        """Drop what is under way (the game moves elsewhere) and say nobody is thinking any more."""
        self._forget()
        self.seat_panel.set_thinking(-1)
        self.bar.buttons["hint"].setEnabled(True)

    # --- the person's moves -------------------------------------------------------------------
    def guard(self, commands: Sequence[Command]) -> str | None:
        """None lets a move through; a move while moves are being shown, or one ending the game early, is not."""
        reason = None
        if self.phase != "play":
            reason = said(WATCH)
        else:
            after = self.state.clone()
            try:
                for command in commands:
                    command.apply(after)
            except IllegalMove:
                return None  # the history refuses it, with its own reason
            if after.is_over() and not self.module.verdict(self.puzzle, after).over:
                reason = said(NO_ENDING)
        if reason:
            self.bar.say(reason)
        return reason

    def _on_changed(self, event: str) -> None:
        if event == "clean" or not self._on_table():
            return
        if event == "language":  # the game did not move: only its words are said again
            self.name()
            return
        try:
            if not (self.phase == "answer" and event == "executed"):  # not the answer's own move
                self._stop()  # a search under way is about a position that is gone
            self._light(())
            if event != "executed" and self.phase != "play":  # taken back or forward meanwhile: the person plays
                self.phase = "play"
            if self.phase == "play":
                self.bar.say("")
            self._show_verdict()
            if self.phase == "play":
                self._maybe_reply()
        except Exception:  # a puzzle's bar must never take the table down
            log.exception("the puzzle could not follow the game")

    def _show_verdict(self) -> None:
        self.verdict = self.module.verdict(self.puzzle, self.state)
        if self.phase == "play" and not self.shown and self.controller.game.history.index:  # a move of their own
            self._keep(PuzzleResult(self.verdict.score, self.verdict.solved))
        if self.verdict.over:  # the table starts its ending on the same change: look once it has
            epoch = self._epoch
            QTimer.singleShot(0, self, lambda: self._say_verdict(epoch))
        else:
            self._say_verdict(self._epoch)

    def _say_verdict(self, epoch: int) -> None:
        """The verdict on the bar; an ending's only once the table is still, so the bar does not give away the
        final scoring the table is counting out. A shown answer's ending is not styled as the person's win."""
        if epoch != self._epoch or not self._on_table():
            return
        if self.verdict.over and not self.table.is_still():
            QTimer.singleShot(FOLLOW_MS, self, lambda: self._say_verdict(epoch))
            return
        self.bar.verdict.setText(shown(self.verdict.text))
        self.bar.set_solved(self.verdict.solved and not self.shown)

    def _keep(self, result: PuzzleResult) -> None:
        """Keep a result that betters the one kept (a shown answer is not the person's)."""
        joined = result.joined(self.kept)
        if joined == self.kept:
            return
        problem = save_result(self.rules.id, self.puzzle.id, joined)
        if problem:
            self.context.tell(problem, 8000)
            return
        self.kept = joined

    def _maybe_reply(self) -> None:
        """When the move is the other side's: search it on the worker, then play it after a bot's pause."""
        state = self.state
        if self.verdict.over or state.is_over() or self.module.person(self.puzzle) in state.awaiting():
            return
        self.phase = "reply"
        self.bar.say(said(THINKING))
        self.seat_panel.set_thinking(state.awaiting()[0] if state.awaiting() else -1)
        module, puzzle, copy = self.module, self.puzzle, state.clone()
        self.search.ask("reply", lambda: module.reply(puzzle, copy))

    def _answered(self, kind: str, result: Any) -> None:
        """A search's answer, still wanted (a stale one never arrives here)."""
        if not self._on_table():
            return
        try:
            if kind == "reply":
                epoch = self._epoch
                QTimer.singleShot(self.context.animation_ms(BOT_PAUSE_MS), self,
                                  lambda: self._play_reply(epoch, result))
            elif kind == "hint" and self.phase == "play":
                self.bar.buttons["hint"].setEnabled(True)
                sentence, commands = result
                self.bar.say(shown(sentence))
                marks = getattr(self.module, "hint_marks", None)
                self._light(tuple(marks(self.puzzle, self.state, commands)) if marks is not None and commands else ())
        except Exception:  # a puzzle's bar must never take the table down
            log.exception("the puzzle could not use a search's answer")

    def _search_failed(self, kind: str, reason: str) -> None:
        log.error("a puzzle's %s search failed: %s", kind, reason)
        if not self._on_table():
            return
        self._stop()
        self.phase = "play"  # the person may take their move back rather than stall
        self.bar.say(fill(translate("Puzzles", "The search failed (%1): take your move back or start again."),
                         (reason,)))

    def _play_reply(self, epoch: int, command: Command | None) -> None:
        if not self._on_table() or epoch != self._epoch or self.phase != "reply":
            return  # the game travelled (undo, Start again) during the pause
        self.seat_panel.set_thinking(-1)
        self.phase = "play"
        self.bar.say("")
        if command is None:
            return
        try:
            self.controller.game.history.execute(command)
        except IllegalMove:  # a proven reply cannot get here; the person plays on rather than stall
            log.exception("a puzzle's reply was refused")

    # --- the bar's buttons --------------------------------------------------------------------
    def hint(self) -> None:
        """Search the next move of a proven answer on the worker; its words and glow follow."""
        if self.phase != "play":
            self.bar.say(said(WATCH))
            return
        if self.search.pending == "hint" or not self._on_table():
            return
        self.bar.say(said(LOOKING))
        self.bar.buttons["hint"].setEnabled(False)
        module, puzzle, copy = self.module, self.puzzle, self.state.clone()
        self.search.ask("hint", lambda: module.hint(puzzle, copy))

    def start_again(self) -> None:
        """Back to the puzzle's start (Redo brings the moves back), whatever is under way."""
        if not self._on_table():
            return
        self._stop()
        self.phase = "play"
        if not self.controller.game.history.index or self.controller.jump(0):
            self.shown = False
        self._show_verdict()
        self.bar.say("")

    def show_answer(self) -> None:
        """From the start, every move of a proven answer, each after a bot's pause."""
        if self.phase != "play" or not self._on_table():
            return
        answer = list(self.module.answer(self.puzzle))
        if self.controller.game.history.index and not self.controller.jump(0):
            return
        self._stop()
        self.phase, self.shown = "answer", True
        self.bar.say(translate("Puzzles", "The answer, move by move."))
        self._answer_step(self._epoch, answer)

    def _answer_step(self, epoch: int, left: list[Command]) -> None:
        if not self._on_table() or epoch != self._epoch:
            return
        if not left:
            self.phase = "play"
            self.bar.say(translate("Puzzles", "That is the answer. Start again to try it yourself."))
            return
        QTimer.singleShot(self.context.animation_ms(BOT_PAUSE_MS), self, lambda: self._play_answer(epoch, left))

    def _play_answer(self, epoch: int, left: list[Command]) -> None:
        if not self._on_table() or epoch != self._epoch:
            return  # stopped meanwhile (undo, Start again)
        try:
            self.controller.game.history.execute(left[0])
        except IllegalMove:  # a proven answer cannot get here; stop showing rather than stall
            log.exception("a puzzle's answer was refused")
            left = [left[0]]
        self._answer_step(epoch, left[1:])

    def next_puzzle(self) -> None:
        if self.index + 1 < len(self.puzzles) and self._on_table():
            self._stop()
            self.next_requested.emit()

    def back(self) -> None:
        """To the chooser, the puzzle just played selected."""
        if self._on_table():
            self._stop()
            self.back_requested.emit()

    # --- the hint's glow ----------------------------------------------------------------------
    def _light(self, marks: tuple[str, ...]) -> None:
        self.lit = marks
        if marks:
            self._timer.start()
        else:
            self._timer.stop()
        self.follow()

    def lit_rects(self) -> list[QRectF]:
        return [r for r in (find_anchor(self.table, name) for name in self.lit) if r is not None]

    def lit_shapes(self) -> list[QPainterPath | QRectF]:
        """What the hint touches, each by its outline where the table knows it (a cell is a sector, not a box)."""
        found: list[QPainterPath | QRectF] = []
        for name in self.lit:
            shape = find_shape(self.table, name)
            rect = find_anchor(self.table, name) if shape is None else None
            if shape is not None:
                found.append(shape)
            elif rect is not None:
                found.append(rect)
        return found

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize:
            self.follow()
        return super().eventFilter(watched, event)

    def follow(self) -> None:
        """The glow on what the hint touches, wherever it is now."""
        if not self._on_table():
            return
        try:
            self.overlay.setGeometry(self.table.rect())
            self.overlay.raise_()
            self.overlay.set_shapes(self.lit_shapes(), None, None, "")
        except Exception:  # the glow must never take the table down
            log.exception("the puzzle's hint could not follow the table")


def current_puzzle(window: MainWindow) -> PuzzleSession | None:
    """The puzzle on the window's table, if the game there is one."""
    controller = window.controller
    return controller.findChild(PuzzleSession) if controller is not None else None


def play_puzzle(window: MainWindow, rules: GameRules, puzzles: Sequence[Puzzle], index: int) -> PuzzleSession | None:
    """Put puzzle ``index`` on the window's table (None if it cannot start)."""
    module = puzzle_rules(rules)
    try:
        if module is None:
            raise PuzzleError(fill(translate("Puzzles", "%1 has no puzzles."), (rules.title,)))
        game = module.start(puzzles[index])
    except PuzzleError as error:
        window.prompts.error(translate("Puzzles", "Cannot start the puzzle"), str(error))
        return None
    if not window.maybe_close_game():
        return None
    window.start_game(game, None)
    controller = window.controller
    if controller is None or controller.game is not game or controller.table is None:
        return None
    controller.scratch = True
    controller.game_over.disconnect()  # the puzzle judges its own end: no results, no record as a game
    for seat, info in enumerate(game.seats):
        if info.is_bot:
            controller.release_seat(seat)
    return PuzzleSession(window, controller, rules, module, puzzles, index)
