"""The two ways a request can be refused: an illegal move, or a bad save file."""

from __future__ import annotations


class IllegalMove(Exception):
    """A command the rules refuse; ``reason`` is a sentence a player understands."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class UndoRefused(IllegalMove):
    """The undo policy forbids going back (or forward) here."""


class SaveError(Exception):
    """A save file that cannot be read; the message names the problem."""
