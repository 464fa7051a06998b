"""One rule for the names people give their seats, the same when typed, saved and read back.

Any text a person can type is a name: letters of every script, joiners (the zero-width
non-joiner of Persian, the zero-width joiner inside an emoji family), emoji and combining
marks. What is taken out is what cannot be shown on one line: control characters and line
breaks become spaces, runs of spaces become one, and the ends are trimmed. A save is refused
only for a name the app can never have written.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 40  # characters, as the New Game dialog lets a person type
_BREAKS = {"Cc", "Zl", "Zp", "Cs"}  # controls (a tab, a newline), line and paragraph separators, lone surrogates


def clean_name(text: str) -> str:
    """The name as the app keeps it (may be empty: the caller then gives the seat its default name)."""
    spaced = "".join(" " if unicodedata.category(c) in _BREAKS else c for c in text)
    return " ".join(spaced.split())[:MAX_NAME].strip()


def name_problem(text: str) -> str | None:
    """Why a saved name cannot be one the app wrote, or None when it is a name."""
    if not text.strip():
        return "is empty"
    if len(text) > MAX_NAME:
        return f"is longer than {MAX_NAME} characters"
    if clean_name(text) != text:
        return "holds characters that cannot be shown on one line"
    return None
