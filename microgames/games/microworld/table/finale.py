"""The end of a Microworld game counted on the board itself, as the rulebook counts it.

Once the last pawn is placed, the flipped pawns are lifted off (they fade: they do not count), then each
tissue in turn is lit, the other cells and their pawns dimmed: the majority's points rise over it and fly to
the track while the markers walk, or a grey label says why nobody scores ("tie 2–2"). The side panel says the
same sentence as :func:`scoring.final_breakdown`. Only when the walk ends does the shell's ``done`` run
(it opens the results), and only for the game it was given for.

It all runs at the player's animation speed (Off: at once), and a click on the board or Escape skips to the
end. The walk is a picture over the state, never part of it: an undo, a redo or a jump cancels it (and
drops ``done``); looking back stops it and returning to the game opens the results at once; a closed game
takes the walk (a child of its table) with it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QPointF, QTimer, QVariantAnimation
from PySide6.QtGui import QColor

from microgames.engine import words
from microgames.games.microworld.board import MUCOUS
from microgames.games.microworld.geometry import CELLS
from microgames.games.microworld.options import FACTIONS
from microgames.games.microworld.scoring import TissueScore, final_breakdown
from microgames.games.microworld.state import MicroworldState
from microgames.games.microworld.table.items import PawnItem, cell_centre
from microgames.ui.language import translate
from microgames.ui.tablekit.animation import alive
from microgames.ui.tablekit.context import TableContext

LEAD_MS = 500  # the last move's pawn and points settle before the count begins
LIFT_MS = 600  # the flipped pawns lifted off
SCORED_MS = 380  # a tissue that scores, plus a little per point (the markers walk)
PER_POINT_MS = 35
QUIET_MS = 300  # a tissue where nobody scores, said by a grey label
EMPTY_MS = 100  # an empty tissue is lit only briefly
TAIL_MS = 400  # the whole board again, before the results open
LIFTED = 0.18  # how much of a lifted pawn still shows
ASIDE = 0.35  # how much of a pawn outside the tissue counted shows
QUIET = QColor("#6f6656")
POP_ABOVE = 26.0  # the label rises from above the tissue's middle, leaving its pawns in sight


def pop_label(line: TissueScore, rule_g: bool) -> str:
    """What rises over a tissue: "+4", "+4 (rule H)", "+4 +1 mutation", "tie 2–2", "radiation: 0"; "" for an
    empty one."""
    if line.winner >= 0:
        said = f"+{line.points}"
        if line.points > len(line.cells):  # muscular tissues score double
            said = translate("MicroworldTable", "%1 (rule H)").replace("%1", said)
        if line.bonus:
            said = translate("MicroworldTable", "%1 +1 mutation").replace("%1", said)
        return said
    if not any(line.pawns):
        return ""
    if line.radiated:
        return translate("MicroworldTable", "radiation: 0")
    if rule_g and line.kind == MUCOUS:
        return translate("MicroworldTable", "mucous: 0")
    return translate("MicroworldTable", "tie %1–%2").replace("%1", str(line.pawns[0])).replace(
        "%2", str(line.pawns[1]))


def tissue_point(line: TissueScore) -> QPointF:
    """The middle of a tissue: the centre of its cell nearest to the mean of its cells' centres."""
    centres = [cell_centre(CELLS[cell]) for cell in line.cells]
    mean = sum(centres, QPointF()) / len(centres)
    return min(centres, key=lambda p: (p - mean).manhattanLength())


class FinalWalk(QObject):
    """Walks the final scoring over the table; see the module docstring.

    ``refresh`` re-syncs the table (which asks :meth:`tissue`, :meth:`counted`, :meth:`pawn_opacity` and
    :meth:`text` what to show); ``pop`` raises a label at a scene point in a colour, flying to a side's marker
    when given the side (-1: none); ``pawns`` are the table's
    pawn items, whose flipped ones fade as they are lifted off.
    """

    def __init__(self, context: TableContext, refresh: Callable[[], None],
                 pop: Callable[[QPointF, str, QColor, int], None], pawns: Sequence[PawnItem], owner: QObject) -> None:
        super().__init__(owner)
        self.context, self.refresh, self.pop, self.pawns = context, refresh, pop, pawns
        self.lines: list[TissueScore] = []
        #: the history step of the ending walked (or walked through), None when there is none
        self.index: int | None = None
        #: -1 before the first tissue, then the tissue shown; len(lines) once all are counted
        self.step = -1
        self.lifted = False
        self.lift = 0.0  # how far the flipped pawns have faded (0 to 1)
        self._fading: QVariantAnimation | None = None
        self.running = False
        self._interrupted = False  # stopped by looking back: the results open on returning
        self._done: Callable[[], None] | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._advance)

    # --- what the table shows -------------------------------------------------------------------------
    def _showing(self) -> bool:
        return self.index is not None and self.context.looking_at is None

    def tissue(self) -> int:
        """The tissue being counted now, or -1."""
        if self._showing() and self.running and 0 <= self.step < len(self.lines):
            return self.lines[self.step].tissue
        return -1

    def counted(self) -> tuple[int, int] | None:
        """The scores counted so far while walking (the track shows them), else None (the state's scores)."""
        if not (self._showing() and self.running):
            return None
        state: MicroworldState = self.context.state
        totals = list(state.points)
        for line in self.lines[: self.step + 1]:
            if line.winner >= 0:
                totals[line.winner] += line.points + line.bonus
        return totals[0], totals[1]

    def pawn_opacity(self, flipped: bool, cell: int) -> float:
        """A flipped pawn lifted off shows faintly; while a tissue is counted, the pawns outside it are dimmed."""
        if not self._showing():
            return 1.0
        if flipped and self.lifted:
            return 1.0 - (1.0 - LIFTED) * self.lift
        shown = self.tissue()
        board = self.context.state.setup.board
        return ASIDE if shown >= 0 and (cell < 0 or board.tissue_of[cell] != shown) else 1.0

    def text(self) -> str:
        """The panel's sentence while walking, or ""."""
        if not (self._showing() and self.running):
            return ""
        if 0 <= self.step < len(self.lines):
            return translate("MicroworldTable", "Tissue %1 of %2: %3").replace("%1", str(self.step + 1)).replace(
                "%2", str(len(self.lines))).replace("%3", words.shown(self.lines[self.step].reason))
        if self.step < 0:
            return translate("MicroworldTable", "The flipped pawns are removed, then each tissue goes to the side "
                                                "with more pawns in it. Click the board or press Escape to skip.")
        final = self.context.state.final
        return translate("MicroworldTable", "Every tissue counted: %1 %2, %3 %4 from tissues.").replace(
            "%1", words.shown(FACTIONS[0])).replace("%2", str(final[0])).replace(
            "%3", words.shown(FACTIONS[1])).replace("%4", str(final[1]))

    # --- driving it -----------------------------------------------------------------------------------
    def request(self, done: Callable[[], None]) -> None:
        """The shell's finale: walk the ending now on the table (unless it is being walked), then ``done``."""
        state: MicroworldState = self.context.state
        if not state.is_over() or self.context.looking_at is not None:
            return  # the shell asks only for a game that is over and shown as it is
        self._done = done
        if self.index != self.context.history.index:
            self.start()
        elif not self.running:
            self._finish()

    def follow(self) -> None:
        """At each sync: start on a game that has just ended, stop on looking back, drop a walk undone."""
        state: MicroworldState = self.context.state
        index = self.context.history.index
        if self.context.looking_at is not None:
            if self.running:
                self.timer.stop()
                self.running, self._interrupted = False, True
            return
        if self.index is not None and (index != self.index or not state.is_over()):
            self.timer.stop()
            self.index, self.running, self._interrupted, self._done = None, False, False, None
            self._stop_fading()
            self.lines, self.step, self.lifted, self.lift = [], -1, False, 0.0
        if state.is_over() and self.index is None:
            self.start(refresh=False)  # the sync calling this draws it
        elif self._interrupted:
            self._interrupted = False
            self._finish(refresh=False)

    def start(self, refresh: bool = True) -> None:
        """Walk the ending now on show from its beginning."""
        state: MicroworldState = self.context.state
        self.index = self.context.history.index
        self.lines = final_breakdown(state)
        self._stop_fading()
        self.step, self.lifted, self.lift, self.running, self._interrupted = -1, False, 0.0, True, False
        if self.context.animation_ms(SCORED_MS) <= 0:
            self._finish(refresh)
            return
        self.timer.start(self.context.animation_ms(LEAD_MS))
        if refresh:
            self.refresh()

    def skip(self) -> bool:
        """A click or Escape: straight to the end. False when nothing was walking."""
        if not (self.running and self._showing()):
            return False
        self._finish()
        return True

    def _advance(self) -> None:
        state: MicroworldState = self.context.state
        if not self.running or not state.is_over():
            return
        if self.step < 0 and not self.lifted and state.flipped:
            self._lift_off(state)
            self.timer.start(self.context.animation_ms(LIFT_MS))
            return
        self.lifted, self.lift = True, 1.0
        self.step += 1
        if self.step > len(self.lines):
            self._finish()
            return
        self.refresh()
        if self.step == len(self.lines):
            self.timer.start(self.context.animation_ms(TAIL_MS))
            return
        line = self.lines[self.step]
        label = pop_label(line, state.setup.rule_g)
        if label:
            colour = self.context.seat_colour(line.winner) if line.winner >= 0 else QUIET
            self.pop(tissue_point(line) + QPointF(0, -POP_ABOVE), label, colour, line.winner)
        pace = (SCORED_MS + PER_POINT_MS * (line.points + line.bonus) if line.winner >= 0
                else QUIET_MS if label else EMPTY_MS)
        self.timer.start(self.context.animation_ms(pace))

    def _lift_off(self, state: MicroworldState) -> None:
        """The flipped pawns fade where they lie, each with a grey "removed" over it."""
        self.lifted, self.lift = True, 0.0
        cells = {cell for pawn, cell in enumerate(state.pawn_cell) if state.flipped >> pawn & 1 and cell >= 0}
        for cell in sorted(cells):
            self.pop(cell_centre(CELLS[cell]) + QPointF(0, -POP_ABOVE), "removed", QUIET, -1)
        fading = QVariantAnimation(self)
        fading.setStartValue(0.0)
        fading.setEndValue(1.0)
        fading.setDuration(self.context.animation_ms(LIFT_MS) * 2 // 3)
        fading.valueChanged.connect(self._fade)
        fading.start()
        self._fading = fading
        self.refresh()

    def _fade(self, value: object) -> None:
        if not isinstance(value, float) or not self._showing():
            return
        self.lift = value
        for item in self.pawns:
            if alive(item) and item.flipped:
                item.setOpacity(self.pawn_opacity(True, -1))

    def _stop_fading(self) -> None:
        fading, self._fading = self._fading, None
        if fading is not None and alive(fading):
            fading.stop()
            fading.deleteLater()

    def _finish(self, refresh: bool = True) -> None:
        """Show the end at once and run ``done`` (from the event loop, and only if this ending still stands)."""
        self.timer.stop()
        self._stop_fading()
        self.running, self.lifted, self.lift, self.step = False, True, 1.0, len(self.lines)
        if refresh:
            self.refresh()
        if self._done is not None:
            QTimer.singleShot(0, self, self._call_done)

    def _call_done(self) -> None:
        done, index = self._done, self.index
        if done is None or index is None or index != self.context.history.index or self.running:
            return
        if self.context.looking_at is not None:
            self._interrupted = True  # the results wait for the return to the game
            return
        self._done = None
        done()
