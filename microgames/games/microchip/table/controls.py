"""The Microchip table's buttons and picked-up tile: Rotate, Remove, Deselect, Clear board, the hint,
Finish, Resume building and Concede (Clear board and Concede ask first).

A base class of :class:`~microgames.games.microchip.table.view.MicrochipTable`; kept
apart so each module holds one thing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

from microgames.engine.commands import Command
from microgames.engine.errors import IllegalMove
from microgames.games.microchip.commands import ClearBoard, Concede, Finish, ResumeBuilding, ReturnToTray
from microgames.games.microchip.table.items import TileItem
from microgames.games.microchip.table.gestures import MouseGestures, Source, Spot
from microgames.games.microchip.table.hint import hint_commands, outcome
from microgames.ui import theme


class ControlsPlay(MouseGestures):
    """The control bar under the table, the picked-up tile and the hint's ghost."""

    # set up by the table
    confirm: Callable[[str, str], bool]
    focus_spot: Spot | None
    hint: list[Command]
    hint_seat: int | None
    ghosts: list[TileItem]
    _hint_basis: tuple[object, ...]
    _selected_spots: set[Spot]

    def _build_controls(self) -> None:
        bar = QWidget(self)
        bar.setObjectName("microchipControls")
        row = QHBoxLayout(bar)
        row.setContentsMargins(10, 4, 10, 6)
        self.controls_label = QLabel("", bar)
        row.addWidget(self.controls_label)
        self.buttons: dict[str, QPushButton] = {}
        for key, text, slot, tip in (
            ("rotate", "Rotate", self.rotate_selected, "Turn the selected tile clockwise (R)"),
            ("remove", "Remove", self.remove_selected, "Return the selected tile to the tray (Delete)"),
            ("deselect", "Deselect", self.deselect, "Put the selected tile down again (Escape)"),
            ("clear", "Clear board", self.clear_board, "Take every tile on the board back to the tray"),
            ("hint", "Hint", self.show_hint, "Show a better arrangement as a ghost on your board"),
            ("apply_hint", "Apply hint", self.apply_hint, "Arrange your board like the ghost (one undo step)"),
            ("finish", "Finish", lambda: self._end_command(Finish), "Post your score"),
            ("resume", "Resume building", lambda: self._end_command(ResumeBuilding), "Take your posted score back"),
            ("concede", "Concede", self.concede, "Stay at your score"),
        ):
            button = QPushButton(text, bar)
            button.setObjectName(f"microchip_{key}")
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _checked=False, act=slot: act())
            row.addWidget(button)
            self.buttons[key] = button
        row.addStretch(1)
        self.layout().addWidget(bar)
        self.controls = bar

    def _style_controls(self) -> None:
        """Quiet buttons for arranging; Finish blue, Concede red and Apply hint teal, as the rule text has them."""
        c = theme.colours()
        plain = (f"QPushButton {{ background: {c['button']}; color: {c['text']}; border: 1px solid {c['border']};"
                 " border-radius: 7px; padding: 5px 14px; }"
                 f"QPushButton:hover {{ border-color: {theme.ACCENT}; }}")
        strong = ("QPushButton {{ background: {0}; color: white; border: none; border-radius: 7px;"
                  " padding: 6px 18px; font-weight: 600; }} QPushButton:hover {{ background: {1}; }}")
        for key, button in self.buttons.items():
            colours = {"finish": ("#2f6fd0", "#2860b8"), "concede": ("#c83a3a", "#b03030"),
                       "apply_hint": (theme.ACCENT, "#267a70")}.get(key)
            button.setStyleSheet(strong.format(*colours) if colours else plain)

    def controls_seat(self) -> int | None:
        """Whose buttons the bar shows: the selected tile's owner, else the focused seat, else the viewer."""
        if self.selection is not None:
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

    def clear_board(self) -> None:
        seat = self.controls_seat()
        if seat is None:
            return
        count = len(self.state.placed(seat))
        if self.confirm("Clear board", f"Take all {count} tiles on {self.state.names[seat]}'s board back to the tray?"):
            self.clear_hint()
            self.context.submit(ClearBoard(seat))

    def _ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def _end_command(self, kind: type[Command]) -> None:
        seat = self.controls_seat()
        if seat is not None:
            self.clear_selection()
            self.clear_hint()
            self.context.submit(kind(seat))

    def concede(self) -> None:
        seat = self.controls_seat()
        if seat is None:
            return
        points = self.state.score(seat).points
        if self.confirm("Concede", f"Concede at {points} point{'s' if abs(points) != 1 else ''}? "
                                   f"{self.state.names[seat]}'s score is then locked in."):
            self.clear_selection()
            self.clear_hint()
            self.context.submit(Concede(seat))  # refused with the reason if play moved on meanwhile

    def _update_controls(self) -> None:
        state = self.state
        seat = self.controls_seat()
        person = seat is not None and self.context.can_take_part(seat)
        arrange = seat is not None and self.may_arrange(seat)
        board_selected = self._selected_board() is not None and arrange
        visible = {
            "rotate": board_selected,
            "remove": board_selected,
            "deselect": self.selection is not None or bool(self.hint),
            "clear": arrange and self.selection is None and len(state.placed(seat)) >= 2,  # type: ignore[arg-type]
            "hint": arrange and not self.hint and bool(state.owned(seat)),  # type: ignore[arg-type]
            "apply_hint": arrange and bool(self.hint) and self.hint_seat == seat,
            "finish": person and state.can_finish(seat),  # type: ignore[arg-type]
            "resume": person and state.can_resume(seat),  # type: ignore[arg-type]
            "concede": person and state.can_concede(seat),  # type: ignore[arg-type]
        }
        for key, button in self.buttons.items():
            button.setVisible(visible[key])
        if seat is None:
            self.controls_label.setText("Watching the bots play." if not state.is_over() else "The game is over.")
        else:
            points = state.score(seat).points
            self.controls_label.setText(f"<b>{state.names[seat]}</b> · {points} point{'s' if abs(points) != 1 else ''}")

    # --- the hint --------------------------------------------------------------------------------
    def show_hint(self) -> None:
        seat = self.controls_seat()
        if seat is None or not self.may_arrange(seat):
            return
        commands = hint_commands(self.state, seat)
        if not commands:
            self.context.status("No better arrangement found: your board is as good as it gets for now.")
            return
        self.hint, self.hint_seat = commands, seat
        self._hint_basis = self._basis(seat)
        after = outcome(self.state, seat, commands).score(seat).points
        self.context.status(f"Hint: this arrangement scores {after} (now {self.state.score(seat).points}). "
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
        self.context.submit_macro(f"{self.state.names[seat]} follows the hint ({after} points)", commands)

    def clear_hint(self, update: bool = True) -> None:
        if self.hint:
            self.hint, self.hint_seat = [], None
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
            ghost.setZValue(6)
            self.scene.addItem(ghost)
            self.ghosts.append(ghost)
