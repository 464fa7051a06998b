"""The words of Microworld's rules, marked for translation: one context for every rules module.

A sentence is made as ``MicroworldWords.tr("… %1 …").arg(x)`` (see :mod:`microgames.engine.words`): English as
stored in saves and logs, translated only when shown, so a translator can reorder its parts.
"""

from __future__ import annotations

from collections.abc import Sequence

from microgames.engine.words import Words


class MicroworldWords(Words):
    """Microworld's sentences: refusals, move-log lines, sides, options, verdicts (the translation context)."""


def listing(items: Sequence[str]) -> str:
    """Items as one list ("a, b, c"), each shown in the language of the moment (a single item as it is, a
    phrase or a data text still); "" for none."""
    if not items:
        return ""
    said = items[0]
    for item in items[1:]:
        said = MicroworldWords.tr("%1, %2", "a list").arg(said, item)
    return said
