"""The Microchip table's buttons and picked-up tile: one row of buttons per person at the screen (Rotate,
Remove, Deselect, Clear board, Hint, Apply hint, then Finish, Resume building and Concede at its right end),
the note beside them that says where that person stands, and the hint's ghost.

Every person keeps their own row, its buttons always in the same place: a button that does not apply is
greyed out, never hidden, so nothing moves under the pointer and in hot seat each person reaches their own
Finish, Resume building and Concede at any time. Clear board and Concede ask first.

A base class of :class:`~microgames.games.microchip.table.view.MicrochipTable`; kept
apart so each module holds one thing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMessageBox, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.games.microchip.commands import ClearBoard, Concede, Finish, ResumeBuilding, ReturnToTray
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.table.gestures import MouseGestures, Source, Spot
from microgames.games.microchip.table.hint import hint_commands, outcome
from microgames.games.microchip.table.items import TileItem
from microgames.ui import theme

#: The buttons of a row, left to right, with their tool tips; the end-of-game three sit apart at the right.
BUTTONS = (
    ("rotate", "Rotate", "Turn the selected tile clockwise (R)"),
    ("remove", "Remove", "Return the selected tile to the tray (Delete)"),
    ("deselect", "Deselect", "Put the selected tile down again, or hide the hint (Escape)"),
    ("clear", "Clear board", "Take every tile on the board back to the tray"),
    ("hint", "Hint", "Show a better arrangement as a ghost on your board"),
    ("apply_hint", "Apply hint", "Arrange your board like the ghost (one undo step)"),
    ("finish", "Finish", "Post your score"),
    ("resume", "Resume building", "Take your posted score back and change your board"),
    ("concede", "Concede", "Stay at your score below a higher posted one (asks first)"),
)
END_BUTTONS = ("finish", "resume", "concede")
#: The buttons drawn in a colour while they may be pressed.
PRIMARY = {"finish": "#2f6fd0", "concede": "#c83a3a", "apply_hint": theme.ACCENT}


def _mix(colour: str, other: str, share: float) -> str:
    """``colour`` moved ``share`` of the way towards ``other``, as a style sheet colour."""
    a, b = QColor(colour), QColor(other)
    return QColor(round(a.red() + (b.red() - a.red()) * share), round(a.green() + (b.green() - a.green()) * share),
                  round(a.blue() + (b.blue() - a.blue()) * share)).name()


def points_text(points: int) -> str:
    return f"{points} point{'s' if abs(points) != 1 else ''}"


def came_back_text(state: MicrochipState, seat: int) -> str | None:
    """The banner of a seat below a higher posted score (its Finish came back, or would), else None."""
    if not state.can_concede(seat):
        return None
    best = state.best_posted_other(seat)
    leader = next(o for o in range(state.seat_count)
                  if o != seat and state.status[o] != "building" and state.posted[o] == best)
    again = " again" if state.posted[seat] is not None else ""
    return (f"{state.names[leader]} has posted {best}. Improve your chip and press Finish{again}, "
            f"or Concede at {state.score(seat).points}.")


def seat_note(state: MicrochipState, seat: int) -> str:
    """Where ``seat`` stands now, in a line for its row of buttons."""
    phase = state.phase
    if phase == "over":
        return "The game is over."
    if phase == "drafting":
        if seat == state.turn:
            return "Your turn: drag a tile from the lit column to your tray or board."
        return f"{state.names[state.turn]} drafts now; arrange your board meanwhile."
    status = state.status[seat]
    if status == "conceded":
        return f"Conceded at {state.posted[seat]}."
    if status == "finished":
        resume = " Resume building to change it." if state.improve else ""
        return f"Finished: {state.posted[seat]} posted.{resume}"
    return came_back_text(state, seat) or "Arrange your best chip, then press Finish."


def short_note(state: MicrochipState, seat: int) -> str:
    """``seat_note`` in a few words, for a row shared with the buttons."""
    if state.phase == "over":
        return "game over"
    if state.phase == "drafting":
        return "your turn to draft" if seat == state.turn else ""
    if came_back_text(state, seat) is not None:  # the whole banner is the note's tool tip
        return f"{state.best_posted_other(seat)} posted: you are below"
    status = state.status[seat]
    return f"{status} · {state.posted[seat]}" if status != "building" else "building"


class NoteLabel(QLabel):
    """A row's note: the whole sentence when the row has room for it, else its few words, with "…" if even they
    do not fit (the tool tip says all)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.full = self.short = ""

    def set_texts(self, full: str, short: str) -> None:
        self.full, self.short = full, short
        self._choose()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._choose()

    def _choose(self) -> None:
        room = self.width() - 16  # the note's padding in the style sheet
        metrics = self.fontMetrics()
        text = self.full if metrics.horizontalAdvance(self.full) <= room else metrics.elidedText(
            self.short, Qt.TextElideMode.ElideRight, max(room, 0))  # never cut mid-letter by the frame
        if self.text() != text:
            self.setText(text)


class SeatBar(QFrame):
    """One person's row: their name and score, a note on where they stand, and their buttons."""

    def __init__(self, seat: int, act: Callable[[str, int], None], compact: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.compact = compact  # three people or more: the note shares the buttons' line, in short if narrow
        self.setObjectName("microchipSeatBar")
        lines = QVBoxLayout(self)
        lines.setContentsMargins(6, 0 if compact else 2, 6, 0 if compact else 2)
        lines.setSpacing(1)
        row = QHBoxLayout()
        row.setSpacing(3)
        lines.addLayout(row)
        self.label = QLabel("", self)
        row.addWidget(self.label)
        self.note = NoteLabel(self)  # under the buttons, or beside them: it never pushes them about
        self.note.setObjectName("microchipNote")
        self.note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        if compact:
            row.addWidget(self.note, 1)
        else:
            row.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        for key, text, tip in BUTTONS:
            if key == END_BUTTONS[0]:
                row.addSpacing(8)
            button = QPushButton(text, self)
            button.setObjectName(f"microchip_{key}")
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _checked=False, k=key: act(k, seat))
            row.addWidget(button)
            self.buttons[key] = button
        if not compact:
            lines.addWidget(self.note)


class ControlsPlay(MouseGestures):
    """The rows of buttons under the table, the picked-up tile and the hint's ghost."""

    # set up by the table
    confirm: Callable[[str, str], bool]
    focus_spot: Spot | None
    hint: list[Command]
    hint_seat: int | None
    ghosts: list[TileItem]
    _hint_basis: tuple[object, ...]
    _selected_spots: set[Spot]

    def _build_controls(self) -> None:
        box = QWidget(self)
        box.setObjectName("microchipControls")
        rows = QVBoxLayout(box)
        rows.setContentsMargins(6, 2, 6, 4)
        rows.setSpacing(0)
        people = [seat for seat in range(len(self.context.seats)) if self.context.is_person(seat)]
        self.bars: dict[int, SeatBar] = {}
        for seat in people:
            bar = SeatBar(seat, self._act, len(people) >= 3, box)
            rows.addWidget(bar)
            self.bars[seat] = bar
        self.controls_label = QLabel("Watching the bots play.", box)  # shown only when nobody plays here
        self.controls_label.setVisible(not people)
        rows.addWidget(self.controls_label)
        self.layout().addWidget(box)
        self.controls = box

    def _act(self, key: str, seat: int) -> None:
        """A button of ``seat``'s row was pressed."""
        actions: dict[str, Callable[[], None]] = {
            "rotate": self.rotate_selected, "remove": self.remove_selected, "deselect": self.deselect,
            "clear": lambda: self.clear_board(seat), "hint": lambda: self.show_hint(seat),
            "apply_hint": self.apply_hint, "finish": lambda: self.finish(seat),
            "resume": lambda: self._end_command(ResumeBuilding, seat), "concede": lambda: self.concede(seat),
        }
        actions[key]()

    @property
    def buttons(self) -> dict[str, QPushButton]:
        """The buttons of the row the keys act for (see ``controls_seat``); empty when only bots play."""
        seat = self.controls_seat()
        bar = self.bars.get(seat) if seat is not None else None
        if bar is None and self.bars:
            bar = next(iter(self.bars.values()))
        return bar.buttons if bar is not None else {}

    def _style_controls(self) -> None:
        """Quiet buttons for arranging; Finish blue, Concede red and Apply hint teal, as the rule text has them.

        An enabled button is raised (a darker lower edge) and darkens when pressed; a greyed-out one is flat, its text
        faint and plain, never in a colour, so nobody mistakes it for one to press. It keeps its place and
        shape (every state has the same borders), so the row never moves.
        """
        c = theme.colours()
        faint = _mix(c["muted"], c["window"], 0.45)
        off = (f"QPushButton:disabled {{ background: transparent; color: {faint};"
               f" border: 1px solid {c['border']}; border-bottom: 2px solid {c['border']}; }}")
        plain = (f"QPushButton {{ background: {c['button']}; color: {c['text']}; border: 1px solid {c['border']};"
                 f" border-bottom: 2px solid {_mix(c['border'], '#000000', 0.25)}; border-radius: 7px;"
                 " padding: 3px 7px; }"
                 f"QPushButton:hover {{ border-color: {theme.ACCENT}; }}"
                 f"QPushButton:pressed {{ background: {c['border']}; }}" + off)
        strong = ("QPushButton {{ background: {0}; color: white; border: 1px solid {1}; border-bottom: 2px solid {2};"
                  " border-radius: 7px; padding: 3px 8px; font-weight: 600; }}"
                  " QPushButton:hover {{ background: {1}; }}"
                  " QPushButton:pressed {{ background: {2}; }}"
                  + off.replace("{", "{{").replace("}", "}}"))
        for bar in self.bars.values():
            squeeze = (lambda text: text.replace("padding: 3px", "padding: 1px")) if bar.compact else str
            for key, button in bar.buttons.items():
                fill = PRIMARY.get(key)
                look = (strong.format(fill, _mix(fill, "#000000", 0.12), _mix(fill, "#000000", 0.35)) if fill
                        else plain)
                button.setStyleSheet(squeeze(look))

    def controls_seat(self) -> int | None:
        """Whose row the keys act for: the selected tile's owner, else the focused seat, else the viewer."""
        if self.selection is not None and self.context.is_person(self.selection.seat):
            return self.selection.seat
        if self.focus_spot is not None and self.focus_spot.kind in ("cell", "tray"):
            if self.context.is_person(self.focus_spot.seat):
                return self.focus_spot.seat
        viewer = self.context.viewer
        return viewer if viewer is not None and self.context.is_person(viewer) else None

    # --- selection and the buttons --------------------------------------------------------------
    def select(self, source: Source) -> None:
        self.clear_selection(update=False)
        self.selection = source
        self._selected_spots = self.legal_spots(source)
        for spot in self._selected_spots:
            self._mark(spot, "legal")
        self.sync()

    def clear_selection(self, update: bool = True) -> None:
        for spot in self._selected_spots:
            self._mark(spot, None)
        self._selected_spots = set()
        if self.selection is not None:
            self.selection = None
            if update:
                self.sync()

    def deselect(self) -> None:
        self.clear_selection()
        self.clear_hint()

    def _selected_board(self) -> Source | None:
        s = self.selection
        return s if s is not None and s.kind == "board" else None

    def rotate_selected(self, turns: int = 1) -> None:
        s = self._selected_board()
        if s is not None and s.cell is not None:
            self.rotate(s.seat, s.cell, turns)

    def remove_selected(self) -> None:
        s = self._selected_board()
        if s is not None and s.cell is not None:
            self.clear_selection()
            self.clear_hint()
            self.context.submit(ReturnToTray(s.seat, s.cell))

    def clear_board(self, seat: int | None = None) -> None:
        seat = self.controls_seat() if seat is None else seat
        if seat is None or not self.may_arrange(seat):
            return
        count = len(self.state.placed(seat))
        if count and self.confirm("Clear board",
                                  f"Take all {count} tiles on {self.state.names[seat]}'s board back to the tray?"):
            self.clear_hint()
            self.context.submit(ClearBoard(seat))

    def _ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def _end_command(self, kind: type[Command], seat: int | None = None) -> bool:
        seat = self.controls_seat() if seat is None else seat
        if seat is None:
            return False
        self.clear_selection()
        self.clear_hint()
        return self.context.submit(kind(seat))

    def finish(self, seat: int | None = None) -> None:
        """Finish; when it comes back at once (someone posted more), say so where the person looks."""
        seat = self.controls_seat() if seat is None else seat
        if seat is None or not self._end_command(Finish, seat):
            return
        state = self.state
        banner = came_back_text(state, seat) if state.status[seat] == "building" else None
        if banner is not None:
            self.context.tell(f"Your Finish came back. {banner}", 12000)
            bar = self.bars.get(seat)
            if bar is not None:
                bar.note.set_texts(banner, short_note(state, seat) if bar.compact else banner)

    def concede(self, seat: int | None = None) -> None:
        seat = self.controls_seat() if seat is None else seat
        if seat is None or not self.state.can_concede(seat):
            return
        points = self.state.score(seat).points
        if self.confirm("Concede", f"Concede at {points_text(points)}? "
                                   f"{self.state.names[seat]}'s score is then locked in."):
            self.clear_selection()
            self.clear_hint()
            self.context.submit(Concede(seat))  # refused with the reason if play moved on meanwhile

    def _update_controls(self) -> None:
        state = self.state
        blocked = self.context.input_blocked
        viewer = self.context.viewer
        selected = self._selected_board()
        for seat, bar in self.bars.items():
            person = self.context.can_take_part(seat)
            arrange = self.may_arrange(seat)
            mine = selected is not None and selected.seat == seat and arrange
            enabled = {
                "rotate": mine,
                "remove": mine,
                "deselect": (self.selection is not None and self.selection.seat == seat) or self.hint_seat == seat,
                "clear": arrange and bool(state.placed(seat)),
                "hint": arrange and self.hint_seat != seat and bool(state.owned(seat)),
                "apply_hint": arrange and self.hint_seat == seat and bool(self.hint),
                "finish": person and state.can_finish(seat),
                "resume": person and state.can_resume(seat),
                "concede": person and state.can_concede(seat),
            }
            for key, button in bar.buttons.items():
                button.setEnabled(enabled[key] and not blocked)
            points = points_text(state.score(seat).points)
            colour = self.context.seat_colour(seat).name()
            self.set_text(bar.label, f"<span style='color:{colour}'>●</span> <b>{state.names[seat]}</b> · {points}")
            banner = came_back_text(state, seat)
            full = seat_note(state, seat)
            bar.note.set_texts(full, short_note(state, seat) if bar.compact else full)
            bar.note.setToolTip(seat_note(state, seat))
            c = theme.colours()
            look = ("#microchipNote { background: #f4c542; color: #1b1e22; border-radius: 5px; padding: 2px 6px; }"
                    if banner else f"#microchipNote {{ color: {c['muted']}; padding: 2px 6px; }}")
            here = seat == viewer and len(self.bars) > 1
            frame = (f"#microchipSeatBar {{ border: 2px solid {colour}; border-radius: 8px; }}" if here
                     else "#microchipSeatBar { border: 2px solid transparent; }")
            if bar.styleSheet() != frame + look:
                bar.setStyleSheet(frame + look)
        if not self.bars:
            self.set_text(self.controls_label,
                          "The game is over." if state.is_over() else "Watching the bots play.")

    @staticmethod
    def set_text(label: QLabel, text: str) -> None:
        if label.text() != text:
            label.setText(text)

    # --- the hint --------------------------------------------------------------------------------
    def show_hint(self, seat: int | None = None) -> None:
        seat = self.controls_seat() if seat is None else seat
        if seat is None or not self.may_arrange(seat):
            return
        commands = hint_commands(self.state, seat)
        if not commands:
            self.context.tell("No better arrangement found: your board is as good as it gets for now.")
            return
        self.hint, self.hint_seat = commands, seat
        self._hint_basis = self._basis(seat)
        after = outcome(self.state, seat, commands).score(seat).points
        self.context.tell(f"Hint: this arrangement scores {after} (now {self.state.score(seat).points}). "
                            "Press Apply hint to take it.", 10000)
        self.sync()

    def _basis(self, seat: int) -> tuple[object, ...]:
        """What a hint for ``seat`` depends on: its board, its tiles and whether it may still arrange."""
        state = self.state
        return (tuple(state.cells[seat]), tuple(sorted(state.trays[seat])), state.locked(seat))

    def apply_hint(self) -> None:
        if not self.hint or self.hint_seat is None:
            return
        seat, commands = self.hint_seat, self.hint
        after = outcome(self.state, seat, commands).score(seat).points
        self.clear_hint(update=False)
        if self.context.submit_macro(f"{self.state.names[seat]} follows the hint ({after} points)", commands):
            self.context.tell(f"Hint applied: {self.state.names[seat]} now scores {after}.", 5000)

    def clear_hint(self, update: bool = True) -> None:
        if self.hint:
            self.hint, self.hint_seat = [], None
            self.context.tell("", 1)  # the hint's line no longer applies
            if update:
                self.sync()

    def _sync_ghosts(self) -> None:
        for ghost in self.ghosts:
            self.scene.removeItem(ghost)
        self.ghosts = []
        if not self.hint or self.hint_seat is None:
            return
        seat = self.hint_seat
        try:
            after = outcome(self.state, seat, self.hint)
        except IllegalMove:
            self.hint, self.hint_seat = [], None
            return
        sg = self.geometry_.seats[seat]
        faults = after.faults(seat)
        for cell, placed in enumerate(after.cells[seat]):
            if placed is None or self.state.cells[seat][cell] == placed:
                continue
            ghost = TileItem(placed[0])
            ghost.ghost = True
            ghost.show(placed[1], faults.get(cell, {}), None, self.context.colourblind)
            ghost.setPos(sg.cell_centre(cell))
            ghost.setScale(sg.zoom)
            ghost.setZValue(6)
            self.scene.addItem(ghost)
            self.ghosts.append(ghost)
