"""What happens in Microworld without anyone choosing it, as lines for the move log.

A step's label already adds up the points its move scores; these lines say the
milestones behind some of them (a target tile claimed, rule D's bonus, the
Overachiever point) and the end of the game, which no one decides. A token drawn
with rule D stays face down: the line says that one was drawn, never which.
"""

from __future__ import annotations

from microgames.games.microworld import scoring
from microgames.games.microworld.genes import MUTATION_NAMES, TARGET_NAMES
from microgames.games.microworld.options import FACTIONS
from microgames.games.microworld.speech import MicroworldWords
from microgames.games.microworld.state import OVER, TEN_POINTS_WHY, MicroworldState

_TARGETS = frozenset(TARGET_NAMES.values())
_BONUS = MUTATION_NAMES["bonus"]


def _milestone(before: MicroworldState, after: MicroworldState, seat: int, points: int, why: str) -> str:
    """The line for points that came by themselves, or "" for the move's own points."""
    who = FACTIONS[seat]
    if why in _TARGETS:
        return MicroworldWords.tr("%1 achieve the target %2: +%3 at once; the tile is turned face down.").arg(
            who, why, points)
    if why == TEN_POINTS_WHY:
        if len(after.leftovers) < len(before.leftovers):
            return MicroworldWords.tr("%1 reach 10 points first (rule D): +%2 and a leftover gene token, "
                                      "face down.").arg(who, points)
        return MicroworldWords.tr("%1 reach 10 points first (rule D): +%2; no leftover token is left to draw.").arg(
            who, points)
    if why == _BONUS:
        return MicroworldWords.tr("%1' %2 mutation: +%3 for scoring 2 or more this turn.").arg(who, why, points)
    return ""


def _ending(state: MicroworldState) -> list[str]:
    """The final count: tissue points, then who wins (the tie-break by unused tokens included)."""
    places = [MicroworldWords.tr("%1: %2", "where a token lies: which").arg(where, which)
              for where, which in scoring.turned_up(state)]
    turned = places[0]
    for place in places[1:]:
        turned = MicroworldWords.tr("%1; %2", "the places of the tokens turned up").arg(turned, place)
    lines = [MicroworldWords.tr("The game ends: the tissues give %1 %2, %3 %4.").arg(
                 FACTIONS[0], state.final[0], FACTIONS[1], state.final[1]),
             MicroworldWords.tr("Every token is turned face up: %1.").arg(turned)]
    best = scoring.winner(state)
    scores = state.scores()
    if best < 0:
        lines.append(MicroworldWords.tr("A draw at %1 points each.").arg(scores[0]))
    elif scores[0] == scores[1]:
        lines.append(MicroworldWords.tr("%1 win on unused gene tokens, tied at %2 points.").arg(FACTIONS[best],
                                                                                              scores[0]))
    else:
        lines.append(MicroworldWords.tr("%1 win %2 to %3.").arg(FACTIONS[best], scores[best], scores[1 - best]))
    return lines


def describe_events(before: MicroworldState, after: MicroworldState) -> list[str]:
    """What followed a step by itself, from the states around it (the game's ``describe_events``)."""
    lines = [_milestone(before, after, seat, points, why) for seat, points, why in after.scored[len(before.scored):]]
    found = [line for line in lines if line]
    if after.phase == OVER and before.phase != OVER:
        found += _ending(after)
    return found
