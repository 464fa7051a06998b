"""Microchip's sentences, marked for translation without Qt (see ``microgames.engine.words``).

One context for the game's rules code and its table, so a sentence said in both (a refusal the table
makes before the rules would) is translated once.
"""

from __future__ import annotations

from collections.abc import Sequence

from microgames.engine.words import Phrase, Words


class ChipWords(Words):
    """Microchip's sentences: refusals, the move log's labels and events, options, setup problems, the table's."""


def points_said(points: int, typographic: bool = False) -> Phrase:
    """``points`` in words, "8 points", "1 point", "-6 points" (a true minus sign where ``typographic``): a
    plural's count is never negative, so a negative score has its own sentence."""
    if points >= 0:
        return ChipWords.tr("%n point(s)", None, points)
    if typographic:
        return ChipWords.tr("−%n point(s)", None, -points)
    return ChipWords.tr("-%n point(s)", None, -points)


def names_and(names: Sequence[str]) -> str:
    """"Ana", "Ana and Ben", "Ana, Ben and Cy": names listed as the language lists them."""
    if len(names) < 2:
        return "".join(names)
    return ChipWords.tr("%1 and %2").arg(", ".join(names[:-1]), names[-1])
