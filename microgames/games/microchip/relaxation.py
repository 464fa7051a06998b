"""The priced relaxations behind the search's bound, solved as tables over the cells.

A relaxation drops the tile counts and prices each kind instead (Lagrangian): its
table gives, for every frontier state, the best (worth to come − prices of the
tiles used), and adding back the prices of the tiles still owned bounds any
search state from above. ``frontier`` builds the moves of two such relaxations
(plug bits alone, or with component labels) once per board; here they are
indexed for speed, kept to what a seat's kinds reach, and solved.

A relaxation is solved many times with different prices (subgradient steps), so
its moves are laid out to make a solve cheap: per cell, the distinct (kind, gain)
pairs of its moves are priced once, and each state lists its moves as (which
pair, next state); states a seat's kinds never reach are left out.
"""

from __future__ import annotations

from collections.abc import Sequence

NONE = float(-(1 << 60))  # the value of a state with no way to complete a group

Cell = tuple[list[tuple[int, int]], list[list[tuple[int, int]]]]  # per board: (kind, gain) pairs, moves by state
Reached = tuple[list[tuple[int, int]], dict[int, list[tuple[int, int]]], int]  # per seat: pairs, moves, width


def indexed(moves: list[list[list[tuple[int, int, int]]]]) -> list[Cell]:
    """A relaxation's moves ``moves[pos][state]`` (kind or -1 for an empty cell, gain, next state or -1 when
    the group completes) as per cell: the distinct (kind, gain) pairs, and each state's moves as (which
    pair, next state)."""
    found: list[Cell] = []
    for here in moves:
        pairs: dict[tuple[int, int], int] = {}
        states = [[(pairs.setdefault((kind, gain), len(pairs)), after) for kind, gain, after in every]
                  for every in here]
        found.append((list(pairs), states))
    return found


def reached(cells: list[Cell], counts: Sequence[int]) -> list[Reached]:
    """``cells`` kept to the moves of the kinds in ``counts`` and to the states those moves reach from the
    start (state 0 of the first cell): per cell, its pairs, the moves of each state kept, and how
    many states the cell has in all (the width of its table)."""
    found: list[Reached] = []
    states = [0]
    for pairs, moves in cells:
        owned = [kind < 0 or counts[kind] > 0 for kind, _ in pairs]
        kept: dict[int, list[tuple[int, int]]] = {}
        following: set[int] = set()
        for state in states:
            usable = [move for move in moves[state] if owned[move[0]]]
            if usable:
                kept[state] = usable
                following.update([after for _, after in usable])
        following.discard(-1)
        found.append((pairs, kept, len(moves)))
        states = sorted(following)
    return found


def solve(cells: list[Reached], final: list[float], prices: Sequence[float],
          kinds: int) -> tuple[list[list[float]], list[int]]:
    """The relaxation over ``cells`` with tiles of kind ``k`` priced ``prices[k]``, solved backwards from
    the values ``final`` of the states after the last cell (its last entry 0: the group is complete).

    Returns the table, per cell the value of each state (states left out: ``NONE``) and a last entry 0
    for the complete group, and how many tiles of each kind the relaxed optimum uses (followed again
    from the start), for the next subgradient step.
    """
    priced = [*prices, 0.0]  # an empty cell (kind -1) costs nothing
    tables: list[list[float]] = [[] for _ in cells] + [final]
    weights: list[list[float]] = [[] for _ in cells]
    for pos in range(len(cells) - 1, -1, -1):
        pairs, kept, width = cells[pos]
        below, weight = tables[pos + 1], [gain - priced[kind] for kind, gain in pairs]
        here = [NONE] * width + [0.0]
        for state, moves in kept.items():
            best = NONE
            for pair, after in moves:
                value = below[after] + weight[pair]
                if value > best:
                    best = value
            here[state] = best
        tables[pos], weights[pos] = here, weight
    used = [0] * kinds
    state = 0
    for pos, (pairs, kept, _) in enumerate(cells):
        moves = kept.get(state)
        if moves is None:
            break
        below, weight = tables[pos + 1], weights[pos]
        pair, state = max(moves, key=lambda move: below[move[1]] + weight[move[0]])
        if pairs[pair][0] >= 0:
            used[pairs[pair][0]] += 1
        if state < 0:
            break
    return tables, used
