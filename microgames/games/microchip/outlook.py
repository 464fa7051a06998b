"""How the rest of a draft might go: a cheap model the hard bot imagines futures with.

Every seat is imagined to pick, from each column in turn, the tile its board has
the most use for: a tile of a colour with cells still free for it is worth its
wires plus the 2 it saves by not lying outside; one without such a cell costs 2.
Noise per tile (the same for every candidate pick, so candidates are compared in
the same futures) stands for what the model does not know: shapes that fit
badly, and the other seats' own plans.
"""

from __future__ import annotations

from collections import Counter

from microgames.engine.rng import Rng
from microgames.games.microchip.state import EMPTY, MicrochipState
from microgames.games.microchip.tiles import tile
from microgames.games.microchip.scoring import OUTSIDE_PENALTY

SPREAD = 2.0  # how far a tile's imagined appeal strays from the model (in points)


def noise(state: MicrochipState, rng: Rng) -> dict[int, float]:
    """One future's random leanings, for every tile still in the pool."""
    return {t: rng.random() * SPREAD for row in state.pool for t in row if t != EMPTY}


def picks_left(state: MicrochipState, seat: int) -> bool:
    """Whether ``seat`` drafts again after the pick it is making now."""
    left = sum(1 for row in state.pool for t in row if t != EMPTY) - 1
    return left >= (seat - state.turn - 1) % state.seat_count + 1


def haul(state: MicrochipState, seat: int, first: int, leaning: dict[int, float]) -> list[int]:
    """The tiles ``seat`` would draft after taking ``first``, in one imagined future."""
    count = state.seat_count
    room = []
    for other in range(count):
        free = Counter(state.board(other).colours)
        free.subtract(tile(t).colour.key for t in state.owned(other))
        room.append(free)
    room[seat][tile(first).colour.key] -= 1
    mine: list[int] = []
    turn = (state.turn + 1) % count
    for index in range(len(state.pool[0]) - 1, -1, -1):
        column = [row[index] for row in state.pool if row[index] not in (EMPTY, first)]
        while column:
            free = room[turn]
            pick = max(column, key=lambda t: _appeal(free, t) + leaning[t])
            column.remove(pick)
            free[tile(pick).colour.key] -= 1
            if turn == seat:
                mine.append(pick)
            turn = (turn + 1) % count
    return mine


def _appeal(free: Counter, tile_id: int) -> float:
    found = tile(tile_id)
    if free[found.colour.key] > 0:
        return found.shape.connections + OUTSIDE_PENALTY
    return -OUTSIDE_PENALTY
