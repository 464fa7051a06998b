"""What the Microchip table's buttons do, the picked-up tile and the hint.

Every person has a bar of buttons under their own board (``bars``): the full one under the large board,
a compact one under a small card, so in hot seat each person reaches their own Finish, Resume building and
Concede at any time. This part enables them, keeps each bar on its strip under its card, and acts on a
press. Clear board and Concede ask first (the table's ``confirm``).

A part the table owns (``table.controls``); the selection lives here because the buttons act on it, and the
hint too: it is shown as its own small board (``hintboard``) until the seat's own tiles change, whatever the
other seats do meanwhile (the table's ``before_sync`` compares ``basis``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.engine.words import shown
from microgames.games.microchip.commands import ClearBoard, Concede, Finish, ResumeBuilding, ReturnToTray, step_label
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.table.bars import (
    BUTTONS, SOLO_BUTTONS, SeatBar, bar_text_size, came_back_text, notes,
)
from microgames.games.microchip.table.gestures import ChipGestures
from microgames.games.microchip.table.hint import hint_commands, outcome
from microgames.games.microchip.table.hintboard import HintPicture, hint_picture
from microgames.games.microchip.table.layout import TableGeometry
from microgames.games.microchip.table.moves import Moves, Source, Spot
from microgames.games.microchip.words import ChipWords, points_said
from microgames.ui.tablekit.context import TableContext


class ControlsHost(Protocol):
    """What the buttons need of the table: the game, its other parts' say, the scene and a re-sync."""

    context: TableContext
    moves: Moves
    gestures: ChipGestures
    scene: QGraphicsScene
    graphics_view: QGraphicsView
    confirm: Callable[[str, str], bool]

    @property
    def geometry_(self) -> TableGeometry: ...

    @property
    def focus(self) -> int: ...

    @property
    def focus_spot(self) -> Spot | None: ...

    def zoom_factor(self) -> float: ...

    def sync(self) -> None: ...


class Controls:
    """The rows of buttons under the table, the picked-up tile and the hint."""

    def __init__(self, table: ControlsHost) -> None:
        """A bar for every person at the screen, over the view; ``place_bars`` puts each on its strip.

        A table made to look back at a game (the review, read-only from the start) has no bars: its room goes
        to the boards and what is drawn over them.
        """
        self.table = table
        self.context = table.context
        self.moves = table.moves
        viewport = table.graphics_view.viewport()
        playing = self.context.looking_at is None
        offered = SOLO_BUTTONS if len(self.context.seats) == 1 else tuple(key for key, *_ in BUTTONS)
        self.bars: dict[int, SeatBar] = {seat: SeatBar(seat, self.act, viewport, offered)
                                         for seat in range(len(self.context.seats))
                                         if playing and self.context.is_person(seat)}
        self.selection: Source | None = None
        self.selected_spots: set[Spot] = set()  # lit for the selected tile
        self.hint: list[Command] = []
        self.hint_seat: int | None = None
        self.hint_basis: tuple[object, ...] = ()

    @property
    def state(self) -> MicrochipState:
        return self.moves.state

    def place_bars(self) -> None:
        """Each bar on the strip under its card as the view shows it now: full under the large card."""
        geometry = self.table.geometry_
        view = self.table.graphics_view
        size = bar_text_size(self.table.zoom_factor())
        for seat, bar in self.bars.items():
            strip = geometry.seats[seat].bar
            if strip.isEmpty():
                bar.hide()
                continue
            rect = view.mapFromScene(QRectF(strip)).boundingRect()
            bar.set_text_size(size)
            bar.set_compact(seat != self.table.focus)
            if bar.geometry() != rect:
                bar.setGeometry(rect)
            bar.show()

    def style(self) -> None:
        """The bars' colours for the light or dark scheme now in use."""
        for bar in self.bars.values():
            bar.restyle()

    def act(self, key: str, seat: int) -> None:
        """A button of ``seat``'s bar was pressed."""
        actions: dict[str, Callable[[], None]] = {
            "rotate": self.rotate_selected, "remove": self.remove_selected, "deselect": self.deselect,
            "clear": lambda: self.clear_board(seat), "hint": lambda: self.show_hint(seat),
            "apply_hint": self.apply_hint, "finish": lambda: self.finish(seat),
            "resume": lambda: self.end_command(ResumeBuilding, seat), "concede": lambda: self.concede(seat),
        }
        actions[key]()

    def controls_seat(self) -> int | None:
        """Whose row the keys act for: the selected tile's owner, else the focused seat, else the viewer."""
        if self.selection is not None and self.context.is_person(self.selection.seat):
            return self.selection.seat
        focus_spot = self.table.focus_spot
        if focus_spot is not None and focus_spot.kind in ("cell", "tray"):
            if self.context.is_person(focus_spot.seat):
                return focus_spot.seat
        viewer = self.context.viewer
        return viewer if viewer is not None and self.context.is_person(viewer) else None

    # --- selection and the buttons --------------------------------------------------------------
    def select(self, source: Source) -> None:
        self.clear_selection(update=False)
        self.selection = source
        self.selected_spots = self.moves.legal_spots(source)
        for spot in self.selected_spots:
            self.table.gestures.mark(spot, "legal")
        self.table.sync()

    def clear_selection(self, update: bool = True) -> None:
        for spot in self.selected_spots:
            self.table.gestures.mark(spot, None)
        self.selected_spots = set()
        if self.selection is not None:
            self.selection = None
            if update:
                self.table.sync()

    def deselect(self) -> None:
        self.clear_selection()
        self.clear_hint()

    def selected_board(self) -> Source | None:
        s = self.selection
        return s if s is not None and s.kind == "board" else None

    def rotate_selected(self, turns: int = 1) -> None:
        s = self.selected_board()
        if s is not None and s.cell is not None:
            self.moves.rotate(s.seat, s.cell, turns)

    def remove_selected(self) -> None:
        s = self.selected_board()
        if s is not None and s.cell is not None:
            self.clear_selection()
            self.context.submit(ReturnToTray(s.seat, s.cell))

    def clear_board(self, seat: int | None = None) -> None:
        seat = self.controls_seat() if seat is None else seat
        if seat is None or not self.moves.may_arrange(seat):
            return
        count = len(self.state.placed(seat))
        question = ChipWords.tr("Take all %n tile(s) on %1's board back to the tray?", None, count)
        if count and self.table.confirm(shown(ChipWords.tr("Clear board")),
                                        shown(question.arg(self.state.names[seat]))):
            self.context.submit(ClearBoard(seat))

    def end_command(self, kind: type[Command], seat: int | None = None) -> bool:
        seat = self.controls_seat() if seat is None else seat
        if seat is None:
            return False
        self.clear_selection()
        return self.context.submit(kind(seat))

    def finish(self, seat: int | None = None) -> None:
        """Finish; when it comes back at once (someone posted more), say so where the person looks."""
        seat = self.controls_seat() if seat is None else seat
        if seat is None or not self.end_command(Finish, seat):
            return
        state = self.state
        banner = came_back_text(state, seat) if state.status[seat] == "building" else None
        if banner is not None:  # the bar says it too, for as long as it holds
            self.context.tell(ChipWords.tr("Your Finish came back. %1").arg(banner), 12000)

    def concede(self, seat: int | None = None) -> None:
        seat = self.controls_seat() if seat is None else seat
        if seat is None or not self.state.can_concede(seat):
            return
        points = self.state.score(seat).points
        question = ChipWords.tr("Concede at %1? %2's score is then locked in.").arg(
            points_said(points), self.state.names[seat])
        if self.table.confirm(shown(ChipWords.tr("Concede")), shown(question)):
            self.clear_selection()
            self.context.submit(Concede(seat))  # refused with the reason if play moved on meanwhile

    def update(self) -> None:
        """Enable each bar's buttons, and its notes and look, for the state now."""
        state = self.state
        blocked = self.context.input_blocked
        viewer = self.context.viewer
        selected = self.selected_board()
        for seat, bar in self.bars.items():
            person = self.context.can_take_part(seat)
            arrange = self.moves.may_arrange(seat)
            mine = selected is not None and selected.seat == seat and arrange
            shared = state.seat_count > 1  # a table of one is a puzzle's: it has its own hint, and no ending to press
            enabled = {
                "rotate": mine,
                "remove": mine,
                "deselect": (self.selection is not None and self.selection.seat == seat) or self.hint_seat == seat,
                "clear": arrange and bool(state.placed(seat)),
                "hint": shared and arrange and self.hint_seat != seat and bool(state.owned(seat)),
                "apply_hint": shared and arrange and self.hint_seat == seat and bool(self.hint),
                "finish": shared and person and state.can_finish(seat),
                "resume": person and state.can_resume(seat),
                "concede": person and state.can_concede(seat),
            }
            for key, button in bar.buttons.items():
                button.setEnabled(enabled[key] and not blocked)
            colour = self.context.seat_colour(seat).name()
            bar.set_notes(notes(state, seat))
            bar.set_look(colour, seat == viewer and len(self.bars) > 1, came_back_text(state, seat) is not None)

    # --- the hint --------------------------------------------------------------------------------
    def show_hint(self, seat: int | None = None) -> None:
        seat = self.controls_seat() if seat is None else seat
        if seat is None or not self.moves.may_arrange(seat):
            return
        commands = hint_commands(self.state, seat)
        if not commands:
            self.context.tell(ChipWords.tr("No better arrangement found: your board is as good as it gets for now."))
            return
        self.hint, self.hint_seat = commands, seat
        self.hint_basis = self.basis(seat)
        after = outcome(self.state, seat, commands).score(seat).points
        self.context.tell(ChipWords.tr("Hint: the small board beside yours scores %1 (now %2). Press Apply hint to "
                                       "take it.").arg(after, self.state.score(seat).points), 10000)
        self.table.sync()

    def basis(self, seat: int) -> tuple[object, ...]:
        """What a hint for ``seat`` depends on: its board, its tiles and whether it may still arrange."""
        state = self.state
        return (tuple(state.cells[seat]), tuple(sorted(state.trays[seat])), state.locked(seat))

    def apply_hint(self) -> None:
        if not self.hint or self.hint_seat is None:
            return
        seat, commands = self.hint_seat, self.hint
        after = outcome(self.state, seat, commands).score(seat).points
        self.clear_hint(update=False)
        if self.context.submit_macro(step_label(self.state, commands), commands):  # as a replayed save words it
            self.context.tell(ChipWords.tr("Hint applied: %1 now scores %2.").arg(self.state.names[seat], after), 5000)

    def clear_hint(self, update: bool = True) -> None:
        if self.hint:
            self.hint, self.hint_seat = [], None
            self.context.tell("", 1)  # the hint's line no longer applies
            if update:
                self.table.sync()

    def hint_picture(self) -> HintPicture | None:
        """The hint's board to show, or None (no hint, or one that no longer applies: then it is dropped)."""
        if not self.hint or self.hint_seat is None:
            return None
        try:
            after = outcome(self.state, self.hint_seat, self.hint)
        except IllegalMove:
            self.hint, self.hint_seat = [], None
            return None
        return hint_picture(self.state, after, self.hint_seat)

    def hint_lines(self) -> tuple[str, ...]:
        """What the phase card says over the hint's board."""
        if not self.hint or self.hint_seat is None:
            return ()
        seat = self.hint_seat
        after = outcome(self.state, seat, self.hint).score(seat).points
        return (ChipWords.tr("Hint for %1: %2 (now %3)").arg(self.state.names[seat], after, self.state.score(seat).points),
                ChipWords.tr("Outlined: what would change"))
