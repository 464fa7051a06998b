"""The Remediate table's keyboard: arrows move the focus frame, Enter or Space click, letters press buttons.

A letter for a final choice (R redraw, H resist) only asks the question; Enter
answers it, Escape drops it, so no single key does anything irreversible.

A part the table owns (``RemediateTable.keys``); the table owns the items and the
focus, the gestures what a click means; kept apart so each module holds one thing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent

from microgames.games.remediate import cards as C
from microgames.games.remediate.table.controls import ControlBar
from microgames.games.remediate.table.gestures import Gestures
from microgames.games.remediate.table.items import PictureItem, Target
from microgames.games.remediate.table.panels import SeatPanels
from microgames.games.remediate.table.text import TableWords
from microgames.ui.tablekit.context import TableContext
from microgames.ui.tablekit.sceneparts import FocusFrame, nearest_towards


class Keyed(Protocol):
    """What the keys ask of the table: the game, the picked card and the focus, what is where, and a redraw."""

    context: TableContext
    selected: int | None
    focus: Target  # what the focus frame is on
    focus_frame: FocusFrame
    controls: ControlBar
    panels: SeatPanels
    gestures: Gestures

    def clickables(self) -> Iterator[tuple[PictureItem, Target]]: ...

    def me(self) -> int | None: ...

    def sync(self) -> None: ...


class Keys:
    """Keys for everything a click does (see the ``view`` module docstring for the letters)."""

    def __init__(self, table: Keyed) -> None:
        self.table = table
        self.context = table.context

    _LETTERS = {Qt.Key.Key_D: "draw", Qt.Key.Key_R: "redraw", Qt.Key.Key_C: "clone", Qt.Key.Key_S: "skip",
                Qt.Key.Key_M: "remediate", Qt.Key.Key_P: "pass", Qt.Key.Key_H: "resist"}

    def press(self, event: QKeyEvent) -> bool:
        """Do what ``event``'s key means; False when it means nothing here."""
        t, gestures, controls = self.table, self.table.gestures, self.table.controls
        key = event.key()
        arrows = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if gestures.question is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape):
            gestures.answer(key != Qt.Key.Key_Escape)  # a final choice asked: Enter does it, Escape does not
        elif key in arrows:
            self.move_focus(*arrows[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if t.focus is None:
                self.context.status(TableWords.tr("Use the arrow keys to pick a card, a pile or a microbe first."))
            else:
                gestures.act_on(t.focus, bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        elif key in self._LETTERS:
            button = controls.buttons[self._LETTERS[key]]
            if button.isVisibleTo(controls) and button.isEnabled():
                button.click()
            else:
                self.context.status(TableWords.tr("%1 is not offered now.").arg(button.text()) if t.me() is not None
                                    else TableWords.tr("Only bots play at this table."))
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Minus) and controls.amount.isVisibleTo(controls):
            controls.amount.stepBy(-1 if key == Qt.Key.Key_Minus else 1)
        elif key == Qt.Key.Key_Escape and t.selected is not None:
            t.selected = None
            t.sync()
        else:
            return False
        return True

    def focus_spots(self) -> list[tuple[Target, QRectF]]:
        """Everything the focus frame may stand on, with its place on the table."""
        spots = [(target, item.mapRectToScene(item.rect)) for item, target in self.table.clickables()
                 if target is not None and target[0] != "seat"]  # a microbe is framed whole, by its panel
        spots += [(("seat", seat), panel.rect) for seat, panel in enumerate(self.table.panels.frames)]
        return spots

    def move_focus(self, dx: int, dy: int) -> None:
        spots = self.focus_spots()
        t = self.table
        here = next((rect for target, rect in spots if target == t.focus), None)
        if here is None:
            t.focus = min(spots, key=lambda s: (s[1].top(), s[1].left()))[0] if spots else None
        else:
            centres = [(target, rect.center()) for target, rect in spots if target != t.focus]
            t.focus = nearest_towards(here.center(), centres, dx, dy, 1.0) or t.focus
        self.sync_focus()
        if t.focus is not None:
            self.context.tell(self._focus_text(t.focus))

    def _focus_text(self, target: Target) -> str:
        """What the focus frame is on, for the status bar (the keyboard's tooltip)."""
        assert target is not None
        kind = target[0]
        if kind in ("hand", "cloned"):
            return C.card_name(int(target[-1]))  # type: ignore[call-overload]
        if kind == "seat":
            return TableWords.tr("%1's microbe").arg(self.context.seats[int(target[1])].name)  # type: ignore[call-overload]
        return {"pool": TableWords.tr("The gene pool"), "pile": TableWords.tr("A recycle pile"),
                "slot": TableWords.tr("An empty gene slot")}.get(str(kind), "")

    def sync_focus(self) -> None:
        """Frame what the focus is on (it is dropped when that is gone from the table)."""
        t = self.table
        rect = next((rect for target, rect in self.focus_spots() if target == t.focus), None)
        if rect is None:
            t.focus = None
            t.focus_frame.setVisible(False)
        else:
            t.focus_frame.place(rect)
