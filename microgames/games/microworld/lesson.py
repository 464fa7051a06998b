"""The prepared position of Microworld's lesson: the game's text diagram (see ``diagram``).

The lesson's options name the same board as the diagram's ``board`` line, so the
game the lesson records and the position on the table cannot disagree; the
lesson's seed becomes the position's generator (the diagram does not hold one).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from microgames.engine.rng import Rng
from microgames.engine.seats import Seat
from microgames.games.microworld import diagram
from microgames.games.microworld.options import FACTIONS, rules_from_options
from microgames.games.microworld.state import MicroworldState


def position(text: str, seats: Sequence[Seat], options: Mapping[str, Any], seed: int) -> MicroworldState:
    """The state the diagram describes (ValueError names a problem, such as another board than the options')."""
    if len(seats) != len(FACTIONS):
        raise ValueError(f"a Microworld lesson has {len(FACTIONS)} seats, not {len(seats)}")
    state = diagram.parse(text)
    code = str(options.get("board", ""))
    if state.setup.board.code != code:
        raise ValueError(f"the diagram's board {state.setup.board.code} is not the options' board {code or '(none)'}")
    if state.setup.rules != rules_from_options(options):
        raise ValueError(f"the diagram's additional rules ({state.setup.rules or 'none'}) are not the options' "
                         f"({rules_from_options(options) or 'none'})")
    state.rng = Rng(seed)
    if options.get("face_up", False):  # not written in the diagram: the options decide, as in a new game
        state.setup = attrs.evolve(state.setup, face_up=True)
    return state
