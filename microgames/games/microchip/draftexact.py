"""The end of a Microchip draft searched exactly: what a seat can guarantee with each tile it may take.

With few tiles left in the pool (``EXACT_POOL``) the rest of the draft is small
enough to search whole: the seat takes each kind the active column offers, every
other seat then takes whatever leaves it the least (the worst case, so the value
is guaranteed whatever they do), the seat answers with its best, and so on until
the pool is empty; each final inventory is valued by the solver's proven best
arrangement (``solver.best_arrangement``). A draft's exact value is the best
final score the seat can guarantee after it; copies of a kind are interchangeable,
and positions met twice (the same tiles left, the same picks) are searched once.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from microgames.games.microchip.boards import board
from microgames.games.microchip.solver import best_arrangement
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.tiles import EMPTY, tile, tileset

EXACT_POOL = 8  # tiles left in the pool (the one being taken included) from which the draft is searched exactly

Kind = tuple[str, str]
INFINITE = 10_000  # beyond any score


def pool_size(state: MicrochipState) -> int:
    return sum(1 for row in state.pool for t in row if t != EMPTY)


def guaranteed(state: MicrochipState, seat: int, played: int) -> dict[int, int]:
    """For the kinds the active column offers ``seat`` (one tile id standing for its kind): the final score it
    can guarantee by taking each, with its best drafting and arranging after, whatever the others take.

    Exact for ``played``'s kind and for the best kind; another kind may be given only as a bound no better
    than the best (a cut-off of the search), which is all a judgement of ``played`` needs.
    """
    columns = tuple(tuple(sorted(tile(t).kind for t in state.column(c))) for c in range(len(state.pool[0])))
    columns = tuple(c for c in columns if c)  # the active column is the last one left
    owned = tuple(sorted(tile(t).kind for t in state.owned(seat)))
    search = _Search(state.board_letters[seat], seat, state.seat_count)
    active = state.active_column()
    assert active is not None, "the draft is over"
    offered = {tile(t).kind: t for t in state.column(active)}
    first = tile(played).kind
    after = (state.turn + 1) % state.seat_count
    best = search.value(_without(columns, first), after, _with(owned, first), -INFINITE, INFINITE)
    found = {offered[first]: best}
    for kind, tile_id in offered.items():
        if kind != first:
            value = search.value(_without(columns, kind), after, _with(owned, kind), best, INFINITE)
            found[tile_id] = value if value > best else min(value, best - 1)  # a bound: below the best known
            best = max(best, value)
    return found


def _without(columns: tuple[tuple[Kind, ...], ...], kind: Kind) -> tuple[tuple[Kind, ...], ...]:
    """The pool after a tile of ``kind`` is taken from the active (last) column."""
    last = list(columns[-1])
    last.remove(kind)
    return columns[:-1] + ((tuple(last),) if last else ())


def _with(kinds: tuple[Kind, ...], kind: Kind) -> tuple[Kind, ...]:
    return tuple(sorted((*kinds, kind)))


class _Search:
    """Alpha-beta: max for the seat, min for every other seat, over the distinct kinds of the active column.

    A value found inside its window is exact; outside it, only a bound (at most alpha, or at least beta).
    The memo keeps each position's proven lower and upper bounds, so a position met again is not searched again.
    """

    def __init__(self, letter: str, seat: int, seats: int) -> None:
        self.letter, self.seat, self.seats = letter, seat, seats
        self.memo: dict[tuple[object, ...], tuple[int, int]] = {}

    def value(self, columns: tuple[tuple[Kind, ...], ...], turn: int, owned: tuple[Kind, ...],
              alpha: int, beta: int) -> int:
        if not columns:
            return final_score(self.letter, owned)
        key = (columns, turn, owned)
        low, high = self.memo.get(key, (-INFINITE, INFINITE))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        after = (turn + 1) % self.seats
        kinds = sorted(set(columns[-1]), key=_wires, reverse=True)  # likely best first: the most cut-offs
        if turn == self.seat:
            found, bound = -INFINITE, alpha
            for kind in kinds:
                found = max(found, self.value(_without(columns, kind), after, _with(owned, kind), bound, beta))
                bound = max(bound, found)
                if found >= beta:
                    break
        else:
            found, bound = INFINITE, beta
            for kind in kinds:
                found = min(found, self.value(_without(columns, kind), after, owned, alpha, bound))
                bound = min(bound, found)
                if found <= alpha:
                    break
        if found <= alpha:
            self.memo[key] = (low, found)
        elif found >= beta:
            self.memo[key] = (found, high)
        else:
            self.memo[key] = (found, found)
        return found


def _wires(kind: Kind) -> tuple[int, Kind]:
    return (tileset().shape(kind[1]).connections, kind)


@lru_cache(maxsize=20_000)
def final_score(letter: str, kinds: tuple[Kind, ...]) -> int:
    """The proven best score of tiles of these kinds on board ``letter`` (the score depends on the kinds only)."""
    return best_arrangement(board(letter), _ids(kinds)).score


def _ids(kinds: tuple[Kind, ...]) -> list[int]:
    ids: list[int] = []
    for (colour, shape), count in Counter(kinds).items():
        ids += tileset().ids_of_kind(colour, shape)[:count]
    return ids
