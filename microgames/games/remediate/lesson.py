"""The prepared position of Remediate's lesson: the game's own text diagram (see ``diagram``).

Remediate's state keeps no seat names (the table reads them from the seats), so
the position is the diagram as it stands; it only has to draw one microbe per
seat of the lesson. The draw-off table option is honoured like a new game's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from microgames.engine.seats import Seat
from microgames.games.remediate import diagram
from microgames.games.remediate.state import RemediateState


def position(text: str, seats: Sequence[Seat], options: Mapping[str, Any], seed: int) -> RemediateState:
    """The state the diagram pictures, for these seats (ValueError names a problem)."""
    state = diagram.parse(text, seed)
    if state.seats != len(seats):
        raise ValueError(f"the position draws {state.seats} microbes for {len(seats)} seats")
    state.draw_off = state.draw_off or bool(options.get("draw_off", False))
    return state
