"""The status bar's lines about the game: each belongs to the moment it was said in.

A prompt ("Move opponent's pawn: click one of the lit cells."), a refusal ("Please
wait: it is not your turn yet.") or a note about looking back describes the game as
it was when it was said. The table's context counts moments (every move, undo,
viewer, input block and look back starts a new one); when the moment passes, its
line goes, so the status bar never describes an earlier position. Lines about the
app itself (a save, the records) are not tied to a moment and keep their time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QStatusBar

if TYPE_CHECKING:
    from microgames.ui.tablekit.context import TableContext


class StatusLine:
    """Shows a game's lines in a status bar and takes each away when its moment has passed."""

    def __init__(self, bar: QStatusBar) -> None:
        self.bar = bar
        self._context: TableContext | None = None
        self._shown: str | None = None  # the moment line on show (None: none, or one the bar replaced)

    def attach(self, context: TableContext) -> None:
        """Follow this game's moments (a new game replaces the last one's)."""
        self._context = context
        self._shown = None
        context.status_message.connect(self.say)
        context.moment_passed.connect(self._passed)

    def say(self, text: str, timeout_ms: int = 6000) -> None:
        """Show a line about the game as it is now: it goes after ``timeout_ms`` or when the moment passes."""
        self._shown = text
        self.bar.showMessage(text, timeout_ms)

    def _passed(self) -> None:
        if self._shown is not None and self.bar.currentMessage() == self._shown:
            self.bar.clearMessage()
        self._shown = None
