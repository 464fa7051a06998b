"""The Remediate table's mouse and buttons: clicks, dragging a hand card onto its slot, questions before final choices.

A part the table owns (``RemediateTable.gestures``); the table owns the items, says
what is where (``Board``) and syncs; kept apart so each module holds one thing.

- A press on a hand card (while cloning) picks it and lights the slots it fits;
  dragged, it follows the pointer; dropped on a slot of one's own microbe it is
  cloned there, dropped anywhere else it slides back and the status bar says why.
  Released without moving, a second press on the picked card puts it back.
- A press anywhere else is a click (see the ``view`` module docstring).
- Replacing a cloned gene, redrawing the whole hand and Bacillus subtilis' hazard
  are final: they are asked as a question first (``ControlBar``), answered by its
  buttons, Enter or Escape, and dropped when the game moves on meanwhile.
- A pointer resting on a card (or a press held on it) shows the card enlarged
  beside it with its full text (``zoom``).
"""

from __future__ import annotations

from typing import Protocol

import attrs
from PySide6.QtCore import QPointF

from microgames.engine.commands import Command
from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.commands import (
    ChooseResistance, ChooseTarget, Clone, Discard, Draw, Mimic, Pass, Recycle, Redraw, Remediate, RemoveGene,
    SkipClone,
)
from microgames.games.remediate.table.items import PictureItem, Target
from microgames.games.remediate.state import RemediateState
from microgames.games.remediate.table.controls import ControlBar, redraw_label, replace_label, resist_label
from microgames.games.remediate.table.text import TableWords, say
from microgames.games.remediate.table.zoom import CardZoom
from microgames.ui.tablekit.animation import stop_slide
from microgames.ui.tablekit.context import TableContext

DRAG_START = 8.0  # how far (in pixels on screen) a pressed card moves before it is dragged
DRAG_Z = 60.0  # a dragged card passes over everything


@attrs.frozen
class Question:
    """A final choice waiting for its answer, and the moment of the game it was asked at."""

    command: Command
    text: str
    answer: str  # the label of the button that does it
    stamp: tuple[object, ...]


@attrs.define
class Press:
    """A press on a hand card: the card, where it began, whether it was picked already, and the drag if any."""

    card: int
    start: QPointF
    was_picked: bool
    offset: QPointF | None = None  # the pointer's place on the card once it is dragged


class Board(Protocol):
    """What the gestures ask of the table: the game, the picked card, what is where, and a redraw."""

    context: TableContext
    selected: int | None  # the hand card picked for cloning
    hand_items: dict[int, PictureItem]
    zoom: CardZoom
    controls: ControlBar

    @property
    def state(self) -> RemediateState: ...

    def me(self) -> int | None: ...

    def sync(self) -> None: ...

    def hover_hand(self, point: QPointF) -> None: ...

    def target_at(self, point: QPointF, skip: Target = None) -> Target: ...

    def on_screen(self, vector: QPointF) -> float: ...


class Gestures:
    """What presses, drags, drops, buttons and answers mean (the table builds the items they point at)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.context = board.context
        self.question: Question | None = None
        self.press_: Press | None = None

    def dragged(self) -> int | None:
        """The hand card being dragged, if any."""
        return self.press_.card if self.press_ is not None and self.press_.offset is not None else None

    # --- the mouse ------------------------------------------------------------------------------
    def click(self, point: QPointF, double: bool) -> None:
        """A press (or double-click) on the table: what it means depends on what is under it and on the step."""
        self.board.zoom.hide_card()
        if double:
            self.press_ = None
            self.act_on(self.board.target_at(point), True)
            return
        target = self.board.target_at(point)
        me = self.board.me()
        if (target is not None and target[0] == "hand" and me is not None and self.board.state.phase == "clone"
                and self.context.can_act(me)):
            card = int(target[1])  # type: ignore[call-overload]
            self.press_ = Press(card, point, self.board.selected == card)
            self.board.selected = card  # lights the slots it fits
            self.board.sync()
            self.board.zoom.wait_for(point, pressed=True)
            return
        self.act_on(target, False)

    def move(self, point: QPointF, pressed: bool) -> None:
        """The pointer moved (with the button ``pressed`` or not): drag the pressed card, or hover."""
        press = self.press_
        if press is None or not pressed:
            self.board.hover_hand(point)
            self.board.zoom.wait_for(point, pressed=False)
            return
        item = self.board.hand_items.get(press.card)
        if item is None or not item.isVisible():
            self.press_ = None
            return
        if press.offset is None:
            if self.board.on_screen(point - press.start) < DRAG_START:
                return
            stop_slide(item)
            item.setRotation(0.0)  # out of the fan, upright under the pointer
            press.offset = press.start - item.pos()
            self.board.zoom.hide_card()
        item.setZValue(DRAG_Z)
        item.setPos(point - press.offset)

    def release(self, point: QPointF) -> None:
        """The button came up: drop the dragged card, or put a picked card back when it was pressed twice."""
        press, self.press_ = self.press_, None
        self.board.zoom.hide_card()
        if press is None:
            return
        if press.offset is not None:
            self._drop(press.card, point)
            self.board.sync()  # a card that stays in the hand slides back to its place
        elif press.was_picked and self.board.selected == press.card:
            self.board.selected = None
            self.board.sync()

    def _drop(self, card: int, point: QPointF) -> None:
        me = self.board.me()
        target = self.board.target_at(point, skip=("hand", card))
        if me is None or target is None or target[0] in ("hand", "pool", "pile"):
            if target is None or target[0] != "hand":
                self.context.status(TableWords.tr("%1 goes back to your hand: drop it on a lit slot of your microbe to clone "
                                                   "it.").arg(C.card_name(card)))
            return
        self.board.selected = card
        kind = target[0]
        if kind == "slot":
            self._click_slot(me, int(target[1]), int(target[2]), -1)  # type: ignore[call-overload]
        elif kind == "cloned":
            seat, occupant = int(target[1]), int(target[2])  # type: ignore[call-overload]
            self._click_slot(me, seat, E.slot_of(self.board.state, occupant), occupant)
        elif kind == "seat" and int(target[1]) == me:  # type: ignore[call-overload]
            self.clone_asking(me, card, -1)
        else:
            self.context.status(TableWords.tr("Genes are cloned into your own microbe."))

    # --- what a click means ---------------------------------------------------------------------
    def act_on(self, target: Target, double: bool = False) -> None:
        """A click (or a double-click) on ``target``, by mouse or keyboard."""
        if target is None:
            return
        me = self.board.me()
        if me is None:
            self.context.status(TableWords.tr("Only bots play at this table."))
            return
        state = self.board.state
        kind = target[0]
        if double:  # only a hand card means something twice: clone it at once
            if kind == "hand" and state.phase == "clone":
                self.clone_asking(me, int(target[1]), -1)  # type: ignore[call-overload]
            return
        if kind == "pool":
            self.submit(Draw(me))
        elif kind == "pile":
            self.submit(Recycle(me, int(target[1])))  # type: ignore[call-overload]
        elif kind == "hand":
            self._click_hand(me, int(target[1]))  # type: ignore[call-overload]
        elif kind == "slot":
            self._click_slot(me, int(target[1]), int(target[2]), -1)  # type: ignore[call-overload]
        elif kind == "cloned":
            seat, card = int(target[1]), int(target[2])  # type: ignore[call-overload]
            if state.phase == "toxin":
                self.submit(RemoveGene(me, card))
            elif state.phase == "mimic":
                self.submit(Mimic(me, card))
            elif state.phase == "target":
                self.submit(ChooseTarget(me, seat))
            elif self.board.selected is not None:
                self._click_slot(me, seat, E.slot_of(state, card), card)
        elif kind == "seat":
            seat = int(target[1])  # type: ignore[call-overload]
            if state.phase == "target" or seat != me:
                self.submit(ChooseTarget(me, seat))

    def _click_hand(self, me: int, card: int) -> None:
        state = self.board.state
        if state.phase == "discard":
            self.submit(Discard(me, card))
        elif state.phase == "clone" and self.context.can_act(me):
            self.board.selected = None if self.board.selected == card else card
            self.board.sync()
        else:
            self.submit(Clone(me, card))  # refused with the reason (not your turn, or another step)

    def _click_slot(self, me: int, seat: int, gene_type: int, occupant: int) -> None:
        state = self.board.state
        if self.board.selected is None:
            if state.phase == "clone" and seat == me:
                self.context.status(TableWords.tr("First pick the gene in your hand that you want to clone (or drag it here)."))
            return
        if seat != me:
            self.context.status(TableWords.tr("Genes are cloned into your own microbe."))
            return
        card = self.board.selected
        card_type = C.CARD_TYPE[card]
        if card_type != gene_type and card_type != C.ATTACK:
            self.context.status(TableWords.tr("%1 is a %2 gene: it goes in the %2 slot.").arg(C.card_name(card),
                                                                                    C.TYPE_NAMES[card_type]))
            return
        full = len(E.slot_cards(state, me, gene_type)) >= E.slot_size(state, me, gene_type)
        self.clone_asking(me, card, occupant if full and card_type != C.ATTACK else -1)

    def clone_asking(self, me: int, card: int, replace: int) -> None:
        """Clone ``card``; when it replaces a cloned gene, ask first."""
        state = self.board.state
        card_type = C.CARD_TYPE[card]
        old = -1
        if card_type != C.ATTACK and state.phase == "clone" and self.context.can_act(me):
            held = E.slot_cards(state, me, card_type)
            if len(held) >= E.slot_size(state, me, card_type):
                old = replace if replace >= 0 else (held[0] if len(held) == 1 else -1)
        command = Clone(me, card, replace)
        if old < 0:
            self.submit(command)
            return
        name, gone = C.card_name(card), C.card_name(old)
        self.ask(command, say(TableWords.tr("Replace %1 with %2? %1 goes to the discard."), gone, name), replace_label(gone))

    # --- buttons and questions ------------------------------------------------------------------
    def press_button(self, key: str) -> None:
        me = self.board.me()
        if me is None:
            return
        state = self.board.state
        free = self.context.can_act(me)
        if key in ("confirm", "cancel"):
            self.answer(key == "confirm")
        elif key == "draw":
            self.submit(Draw(me))
        elif key == "redraw":
            count = len(state.hands[me])
            if free and state.phase == "draw":
                self.ask(Redraw(me), say(TableWords.tr("Redraw your whole hand? Your %n gene(s) go to the discard, you draw %n new "
                                             "one(s), and your turn ends.", None, count)), redraw_label(count))
            else:
                self.submit(Redraw(me))
        elif key == "clone" and self.board.selected is not None:
            self.clone_asking(me, self.board.selected, -1)
        elif key == "skip":
            self.submit(SkipClone(me))
        elif key == "remediate":
            self.submit(Remediate(me, self.board.controls.amount.value()))
        elif key.startswith("recycle"):
            self.submit(Recycle(me, int(key[-1])))
        elif key == "pass":
            self.submit(Pass(me))
        elif key == "resist":
            hazard = int(self.board.controls.hazard.currentData())
            name = C.HAZARDS[hazard]
            command = ChooseResistance(me, hazard)
            if free:
                self.ask(command, say(TableWords.tr("%1 resists %2 for the rest of the game? This choice is final."),
                                      C.MICROBE_SHORT[state.microbes[me]], name), resist_label(name))
            else:
                self.submit(command)

    def stamp(self) -> tuple[object, ...]:
        """The moment of the game a question belongs to: it lapses when anything moves on."""
        view = self.board.state
        return (view.turn, view.turns, view.phase, len(view.events), self.context.viewer,
                self.context.input_blocked)

    def ask(self, command: Command, text: str, answer: str) -> None:
        self.press_ = None
        self.question = Question(command, text, answer, self.stamp())
        self.board.sync()

    def answer(self, yes: bool) -> None:
        question, self.question = self.question, None
        if question is None:
            return
        if yes and question.stamp == self.stamp():
            self.submit(question.command)
        else:
            self.board.selected = None  # the card asked about goes back to the hand with the question
            self.context.status(TableWords.tr("Nothing done.") if not yes else TableWords.tr("The game moved on: nothing done."))
        self.board.sync()

    def lapse_question(self) -> None:
        """Drop a question the game has moved past (called at every sync)."""
        if self.question is not None and self.question.stamp != self.stamp():
            self.question = None

    def submit(self, command: Command) -> bool:
        done = self.context.submit(command)
        if done:
            self.board.selected = None
        return done
