"""The Remediate table's keyboard: arrows move the focus frame, Enter or Space click, letters press buttons.

A letter for a final choice (R redraw, H resist) only asks the question; Enter
answers it, Escape drops it, so no single key does anything irreversible.

A base class of :class:`~microgames.games.remediate.table.view.RemediateTable`, which
owns the items, the buttons and what a click means; kept apart so each module
holds one thing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton, QSpinBox

from microgames.games.remediate import cards as C
from microgames.games.remediate.table.items import PictureItem, Target
from microgames.ui.tablekit.sceneparts import FocusFrame, PanelItem, nearest_towards
from microgames.ui.tablekit.table import GraphicsTable


class KeyboardPlay(GraphicsTable):
    """Keys for everything a click does (see the ``view`` module docstring for the letters)."""

    # set up by the table
    buttons: dict[str, QPushButton]
    amount: QSpinBox
    selected: int | None
    focus: Target
    focus_frame: FocusFrame
    seat_panels: list[PanelItem]
    _clickables: Callable[[], Iterator[tuple[PictureItem, Target]]]
    act_on: Callable[[Target, bool], None]
    me: Callable[[], int | None]
    question: object | None
    answer: Callable[[bool], None]

    _LETTERS = {Qt.Key.Key_D: "draw", Qt.Key.Key_R: "redraw", Qt.Key.Key_C: "clone", Qt.Key.Key_S: "skip",
                Qt.Key.Key_M: "remediate", Qt.Key.Key_P: "pass", Qt.Key.Key_H: "resist"}

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        arrows = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if self.question is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape):
            self.answer(key != Qt.Key.Key_Escape)  # a final choice asked: Enter does it, Escape does not
        elif key in arrows:
            self.move_focus(*arrows[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.focus is None:
                self.context.status("Use the arrow keys to pick a card, a pile or a microbe first.")
            else:
                self.act_on(self.focus, bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        elif key in self._LETTERS:
            button = self.buttons[self._LETTERS[key]]
            if button.isVisibleTo(self) and button.isEnabled():
                button.click()
            else:
                self.context.status(f"{button.text()} is not offered now." if self.me() is not None
                                    else "Only bots play at this table.")
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Minus) and self.amount.isVisibleTo(self):
            self.amount.stepBy(-1 if key == Qt.Key.Key_Minus else 1)
        elif key == Qt.Key.Key_Escape and self.selected is not None:
            self.selected = None
            self.sync()
        else:
            super().keyPressEvent(event)

    def focus_spots(self) -> list[tuple[Target, QRectF]]:
        """Everything the focus frame may stand on, with its place on the table."""
        spots = [(target, item.mapRectToScene(item.rect)) for item, target in self._clickables()
                 if target is not None and target[0] != "seat"]  # a microbe is framed whole, by its panel
        spots += [(("seat", seat), panel.rect) for seat, panel in enumerate(self.seat_panels)]
        return spots

    def move_focus(self, dx: int, dy: int) -> None:
        spots = self.focus_spots()
        here = next((rect for target, rect in spots if target == self.focus), None)
        if here is None:
            self.focus = min(spots, key=lambda s: (s[1].top(), s[1].left()))[0] if spots else None
        else:
            centres = [(target, rect.center()) for target, rect in spots if target != self.focus]
            self.focus = nearest_towards(here.center(), centres, dx, dy, 1.0) or self.focus
        self._sync_focus()
        if self.focus is not None:
            self.context.tell(self._focus_text(self.focus))

    def _focus_text(self, target: Target) -> str:
        """What the focus frame is on, for the status bar (the keyboard's tooltip)."""
        assert target is not None
        kind = target[0]
        if kind in ("hand", "cloned"):
            return C.card_name(int(target[-1]))  # type: ignore[call-overload]
        if kind == "seat":
            return f"{self.context.seats[int(target[1])].name}'s microbe"  # type: ignore[call-overload]
        return {"pool": "The gene pool", "pile": "A recycle pile", "slot": "An empty gene slot"}.get(str(kind), "")

    def _sync_focus(self) -> None:
        rect = next((rect for target, rect in self.focus_spots() if target == self.focus), None)
        if rect is None:
            self.focus = None
            self.focus_frame.setVisible(False)
        else:
            self.focus_frame.place(rect)
