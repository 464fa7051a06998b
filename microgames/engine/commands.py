"""The base class of every player action.

A command is a small frozen value. It is checked against a state (``validate``
raises :class:`IllegalMove` with a reason and changes nothing) and then applied
(``execute`` mutates the state). Undo is exact because the history keeps a
snapshot of the state from before each step, generator included.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import attrs

from microgames.engine.words import Words

if TYPE_CHECKING:
    from microgames.engine.game import GameState


class CommandWords(Words):
    """The words every game's commands share."""


@attrs.frozen
class Command:
    """One player action by ``seat``. Subclasses add their own fields."""

    seat: int

    #: The name used for this command type in save files; defaults to the class name.
    type_name: ClassVar[str] = ""

    @classmethod
    def save_name(cls) -> str:
        return cls.type_name or cls.__name__

    def label(self, state: GameState) -> str:
        """A sentence for the history panel and move log, e.g. "Pink drafts a T-junction from column 7".

        It is computed from the state *before* the command runs.
        """
        return type(self).__name__

    @classmethod
    def step_label(cls, state: GameState, commands: Sequence[Command]) -> str:
        """The label of one step made of ``commands`` (the first of this type), from the state before it.

        The one wording of a step, live and when a save is replayed, so a review reads what the game read.
        A game words its compound steps by overriding this on its commands.
        """
        first = commands[0].label(state)
        rest = len(commands) - 1
        return first if not rest else CommandWords.tr("%1 and %n more move(s)", None, rest).arg(first)

    def validate(self, state: GameState) -> None:
        """Raise :class:`~microgames.engine.errors.IllegalMove` when the rules refuse this command."""

    def execute(self, state: GameState) -> None:
        """Apply the command to ``state``; only called after ``validate`` passed."""
        raise NotImplementedError

    def reveals(self, state: GameState) -> bool:
        """True when running this shows someone hidden information (a strict-undo barrier).

        ``state`` is the state before the command. Random draws are detected by the
        history on its own, through the state's generator.
        """
        return False

    def apply(self, state: GameState) -> None:
        """Validate, then execute: the one way rules code and bots should run a command."""
        self.validate(state)
        self.execute(state)

    def to_dict(self) -> dict[str, Any]:
        """The command as plain JSON data, tagged with its type."""
        from microgames.engine.codec import converter

        data = converter.unstructure(self)
        data["type"] = self.save_name()
        return data


def command_from_dict(data: Any, types: dict[str, type[Command]]) -> Command:
    """Rebuild a command from save data; a refusal raises :class:`~microgames.engine.codec.Wrong` with a phrase
    about the move. (The codec is imported here, not at the top: the launcher loads commands without cattrs.)"""
    from microgames.engine.codec import Wrong, converter, first_error, problem
    from microgames.engine.filecheck import quote

    if not isinstance(data, dict):
        raise Wrong("should be a group of named values")
    fields = dict(data)
    name = fields.pop("type", None)
    if not isinstance(name, str):
        raise Wrong("has no type")
    if name not in types:
        raise Wrong(f"is of a type {quote(name)} that this game does not have")
    try:
        return converter.structure(fields, types[name])
    except Exception as error:  # cattrs' validation errors, whatever their leaf
        path, leaf = first_error(error)
        if path and isinstance(leaf, KeyError):
            raise Wrong(f"has no {quote(path[0])}") from None
        if path:
            raise Wrong(f"has a {quote(path[0])} that {problem(leaf)}") from None
        raise Wrong(problem(leaf)) from None
