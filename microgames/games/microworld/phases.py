"""The turn's phases and the marker values shared by the state, the commands and the scoring.

They live apart from the state class so that the commands need the state only for type hints: the state
calls the commands (legal moves, the end of a turn) and the scoring (the final count), never the reverse.
"""

from __future__ import annotations

from microgames.games.microworld.options import PAWNS

# pawn id = seat * PAWNS + k
TOTAL_TURNS = 2 * PAWNS
NONE = -1  # no token / no cell
HIDDEN = -2  # a face-down token the viewer cannot know

MUTATION, FIRST, BEFORE, AFTER, STEAL, OVER = range(6)
PHASE_NAMES = ("mutation", "first", "before", "after", "steal", "over")
