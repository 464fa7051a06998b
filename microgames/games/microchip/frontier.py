"""The search behind the solver: the best closed group of a seat's tiles on its board.

The search is a frontier dynamic programme over the 25 cells in reading order
(the "plug" method for connected subgraphs of a grid): the state after a cell is
which frontier cells still owe a wire downwards or to the right, which of those
wires belong to the same component, and the tiles left. A tile's wires towards
N and W are forced by the cells already decided, so each cell offers at most
four choices (its E and S wires) plus "empty". When a component runs out of open
wires it is finished: it is the group if nothing else is open, otherwise the
branch is dropped. Equal states are solved once (memoisation), with the tiles
left capped by the cells of that colour still to come, and colours with no cells
left forgotten.

Branches are cut by upper bounds, each provably no lower than any completion:

- per colour, the best tiles left on the cells of that colour still to come, each
  using at most the sides it can still wire (parity: the wires to come pair up
  with each other or with the ones owed);
- a Lagrangian relaxation: tile counts are dropped and each kind gets a price
  instead (found by subgradient steps), solved by the same frontier programme
  without component labels (cheap), and for hard cases with them (tighter).

The root is solved for falling even targets (worth is always even): "is there a
group worth at least w?", starting from the bound. A try stops at the first
group good enough; a failed one returns a bound that sets the next target and
leaves its memo of bounds (each state keeps the best worth found and the lowest
bound proven) to the next try, so the first success has the best worth. Every
branch is explored, merged with an equal state or cut by a valid bound, so the
score found is the optimum: the proof is the exhaustion itself.

Ties go to more tiles in the microchip (the game's tie-break): at equal worth a
group with fewer cycles has more tiles, so a value is ``worth × TIE − CYCLE × cycles``
and, the best worth found, the search asks for fewer cycles until a try fails or
the group is a tree. A group of t tiles with m matched wires closes m − t + 1
cycles, so that cost is shared out over the tiles (each pays ``CYCLE`` per wire
beyond two, halved: ``tile_gain``) and the group pays ``CYCLE`` once as it
completes: the gain of a tile depends on its wires alone, so every bound above
bounds the cycles too, and the tie-break's proof is cut like the worth's. That
proof of the tie-break gets a share of the work the best worth took
(``TIE_BREAK_SHARE``, at least ``TIE_BREAK_WORK``): past it, the score stays
proven and the microchip is the one with the most tiles found.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cache

import attrs

from microgames.games.microchip.boards import CELLS, SIZE, open_sides
from microgames.games.microchip.relaxation import NONE as RELAXED_NONE
from microgames.games.microchip.relaxation import Cell, Reached, reached
from microgames.games.microchip.relaxation import indexed as indexed_cells
from microgames.games.microchip.relaxation import solve as solve_relaxed
from microgames.games.microchip.scoring import OUTSIDE_PENALTY
from microgames.games.microchip.tiles import E, N, S, W, tileset, wire_count

SHAPE_WIRES = tuple(s.connections for s in tileset().shapes)
HARD_CASE = 1000  # search states after which the labelled relaxation is worth its cost (measured: 1000 beats 5000)
LABELLED_ROUNDS = 20  # subgradient steps on the labelled relaxation
TIE = 64  # worth is kept as worth * TIE - CYCLE * cycles, so ties prefer more tiles (see ``settle``)
CYCLE = 2  # what a cycle costs a value: twice one, so that each tile's share of it is whole
TIE_BREAK_SHARE = 1.0  # of the work the best worth took, what the tie-break may take to prove its answer
TIE_BREAK_WORK = 3000  # the work the tie-break may take however quickly the best worth was found
MOST_CYCLES = 16  # no group on a 5 × 5 grid closes more (40 edges, 25 cells: 40 - 25 + 1); CYCLE × this < TIE
NONE = -(1 << 60)
STOCK_BITS = 3  # a stock packs the tiles left, this many bits a kind: no count passes 5, a colour's cells
COLOUR_BITS = 5 * STOCK_BITS  # a colour's five kinds
COLOUR_MASK = (1 << COLOUR_BITS) - 1
RELAX_WORK = 120  # search states a relaxation counts as in ``work``: what one cost when set; now 30 (plain)
# to 110 (labelled) in time, kept so that the bots' budgets and the tie-break's share stay as they were
_NEXT: dict[tuple[int, tuple[int, ...], int], tuple[int, ...] | None] = {}  # plug transitions, shared by all searches
_MOVES: dict[tuple[int, ...], dict] = {}  # per board (colour by cell): ``Search.moves``, shared by its searches
_FILLED: dict[int, tuple[int, int]] = {}  # see ``_fill``, by the number of its capacities (below) and a colour's stock
_CAPACITIES: list[tuple[int, ...]] = []  # a colour's cells' capacities met so far (see ``capacities``), numbered
_NUMBERS: dict[tuple[int, ...], int] = {}  # capacities -> their number in _CAPACITIES
_LAYERS: dict[tuple[int, ...], _Layers] = {}  # per board: ``Search.layers``, shared by its searches
_PLAIN: dict[tuple[int, ...], list[Cell]] = {}  # per board: ``Search.plain_cells``, shared by its searches


@attrs.frozen
class _Layers:
    """The labelled plug states reachable before each cell (and after the last) on a board, whatever
    the tiles, and their moves for the labelled relaxation (``relaxation.indexed``); ``index[pos]`` finds a
    state's index in ``states[pos]``; ``final`` values the states after the last cell."""

    states: list[list[tuple[int, ...]]]
    index: list[dict[tuple[int, ...], int]]
    cells: list[Cell]
    final: list[float]


class Search:
    """One exhaustive search over a board (colour index per cell) for counts per kind (colour * 5 + shape)."""

    def __init__(self, colours: Sequence[int], counts: Sequence[int]) -> None:
        self.colours = colours
        self.counts = tuple(counts)
        self.kinds = len(counts)
        self.options: list[list[tuple[int, int, int]]] = []  # per cell: (mask, kind, gain), most wires first
        for cell in range(CELLS):
            allowed, colour = open_sides(cell), colours[cell]
            options = [(mask, colour * 5 + shape_index(mask), tile_gain(wire_count(mask)))
                       for mask in range(1, 16) if mask & ~allowed == 0]
            self.options.append(sorted(options, key=lambda o: -o[2]))
        # per kind, the cells from each position on that could hold it (its colour, and the open sides its
        # shape needs: a cross only inside the board): counts above that are capped, so equal states meet
        hosts = [{kind for _, kind, _ in options} for options in self.options]
        self.later = [[sum(1 for c in range(pos, CELLS) if kind in hosts[c]) for kind in range(self.kinds)]
                      for pos in range(CELLS + 1)]
        # per cell: where its colour's counts start in a stock, and the room its colour's kinds have after it,
        # None when no count can pass it
        most = max(self.counts, default=0)
        rooms = [tuple(self.later[pos + 1][colours[pos] * 5:colours[pos] * 5 + 5]) for pos in range(CELLS)]
        self.room = [(colours[pos] * COLOUR_BITS, None if min(rooms[pos]) >= most else rooms[pos])
                     for pos in range(CELLS)]
        self.capped: dict[int, int] = {}  # a colour's part of a stock × CELLS + cell -> capped, see ``advance``
        static = [wire_count(open_sides(cell)) for cell in range(CELLS)]
        # for the bound: the far cells' capacities per colour, and the near cells that depend on the plugs
        self.far = [[sorted((static[q] for q in range(pos + SIZE, CELLS) if colours[q] == col), reverse=True)
                     for col in range(5)] for pos in range(CELLS)]
        self.near = [[(q % SIZE, colours[q], static[q], q >= SIZE, q == pos and q % SIZE > 0)
                      for q in range(pos, min(pos + SIZE, CELLS))] for pos in range(CELLS)]
        self.memo: dict[tuple, tuple[int, int, int]] = {}  # state -> (worth found, its move, upper bound)
        self.expanded = 0  # states searched, a state searched again for a higher need counted again
        self.table: list[list[float]] | None = None
        self.labelled: list[list[float]] | None = None  # the labelled relaxation's table, by ``index``
        self.index: list[dict[tuple[int, ...], int]] = []
        self.prices: list[float] = [0.0] * self.kinds
        self.price_vector: list[float] = [0.0] * self.kinds  # the prices the tables were built with
        self.spent: dict[int, float] = {}  # stock -> the prices of its tiles, by ``price_vector``
        self.part_prices: dict[tuple[int, int], float] = {}  # (colour, its part of a stock) -> ``priced``
        self.bits: dict[tuple[int, ...], int] = {}
        self.caps: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {}
        # (pos, plugs) -> ``moves_from``: they depend on the board alone, so searches on one board share them
        self.moves: dict[tuple[int, tuple[int, ...]], list[tuple[int, int, int, tuple[int, ...]]]]
        self.moves = _MOVES.setdefault(tuple(colours), {})
        self.ordered: dict[tuple[int, tuple[int, ...]], list[tuple[int, int, int, tuple[int, ...]]]] = {}  # ``order``
        self.stop: float = float("inf")  # the work at which the search stops: the limit, or the tie-break's share
        self.upper = 1 << 60  # the best upper bound on the root's worth proven so far
        self.relaxed = 0  # relaxations solved (for the bound), counted as work beside the states

    @property
    def work(self) -> int:
        """The effort so far in search states, a relaxation counted as the states it costs in time."""
        return self.expanded + RELAX_WORK * self.relaxed

    def stock(self, pos: int, counts: Sequence[int]) -> int:
        """Counts by kind packed into one int, ``STOCK_BITS`` a kind, each capped by the cells from ``pos``
        on that could hold it (``later``): a state's key hashes fast and a tile used is a subtraction."""
        later = self.later[pos]
        return sum(min(n, later[k]) << STOCK_BITS * k for k, n in enumerate(counts))

    def priced(self, left: int) -> float:
        """What the tiles of a stock cost at ``price_vector``, colour by colour (each colour's part kept)."""
        total = 0.0
        for colour in range(self.kinds // 5):
            part = left >> colour * COLOUR_BITS & COLOUR_MASK
            found = self.part_prices.get((colour, part))
            if found is None:
                prices = self.price_vector[colour * 5:colour * 5 + 5]
                found = self.part_prices[(colour, part)] = sum(price * (part >> STOCK_BITS * shape & 7)
                                                               for shape, price in enumerate(prices))
            total += found
        return total

    def advance(self, pos: int, left: int, kind: int) -> int:
        """The stock after cell ``pos`` (a tile of ``kind`` used, or none for -1), capped for ``pos + 1``."""
        base, rooms = self.room[pos]
        if kind >= 0:
            left -= 1 << STOCK_BITS * kind
        if rooms is None:  # no count of this colour above the cells to come: only the tile used changes
            return left
        part = left >> base & COLOUR_MASK
        key = part * CELLS + pos
        capped = self.capped.get(key)
        if capped is None:
            capped = self.capped[key] = sum(min(part >> STOCK_BITS * shape & 7, room) << STOCK_BITS * shape
                                            for shape, room in enumerate(rooms))
        return left + ((capped - part) << base)

    def solve(self, pos: int, plugs: tuple[int, ...], left: int, need: int) -> int:
        """A worth from ``pos`` on of at least ``need`` if there is one (the first found, its
        path kept in the memo), else an upper bound below ``need``.

        ``plugs``: the 5 down-wires by column, then the right-wire, each labelled by its component;
        ``left``: the tiles left (a ``stock``).
        The memo keeps for each state the best worth found (with its first move) and the
        lowest upper bound proven, so a later question with another ``need`` reuses both.
        """
        if pos == CELLS:
            return 0 if not any(plugs) else NONE
        key = (pos, plugs, left)
        found = self.memo.get(key)
        if found is not None:
            if found[0] >= need:
                return found[0]
            if found[2] < need:
                return found[2]
        if self.expanded + RELAX_WORK * self.relaxed > self.stop:  # ``work``, inlined: this runs per state
            raise Spent
        self.expanded += 1
        if (self.expanded > HARD_CASE and self.labelled is None and self.table is not None
                and self.work + LABELLED_ROUNDS * RELAX_WORK < self.stop):
            self.price_labelled()  # a hard case with the time for it: a costlier but tighter bound pays for itself
        bound = self.bound(pos, plugs, left, need)
        if bound < need:
            self.memo[key] = (found[0], found[1], bound) if found is not None else (NONE, -1, bound)
            return bound
        moves = self.ordered.get((pos, plugs))
        if moves is None:
            moves = self.ordered[(pos, plugs)] = self.order(pos, plugs)
        upper = NONE
        for mask, kind, gain, after in moves:
            if kind >= 0 and not left >> STOCK_BITS * kind & 7:
                continue
            value = self.solve(pos + 1, after, self.advance(pos, left, kind), need - gain) if after else 0
            if value >= need - gain:
                self.memo[key] = (value + gain, mask, found[2] if found is not None else 1 << 60)
                return value + gain
            if value + gain > upper:
                upper = value + gain
        self.memo[key] = (found[0], found[1], upper) if found is not None else (NONE, -1, upper)
        return upper

    def moves_from(self, pos: int, plugs: tuple[int, ...]) -> list[tuple[int, int, int, tuple[int, ...]]]:
        """What may go on ``pos`` after ``plugs``, most wires first, whatever the tiles left:
        (mask, kind, gain, plugs after, () when the group completes); an empty cell (mask 0,
        kind -1) comes last. The tile that completes the group pays its ``CYCLE`` (see the module's text)."""
        up, west = plugs[pos % SIZE], plugs[SIZE]
        found = []
        for mask, kind, gain in self.options[pos]:
            if bool(mask & N) != bool(up) or bool(mask & W) != bool(west):
                continue
            after = self.next_plugs(pos, plugs, mask)
            if after is not None:
                found.append((mask, kind, gain if after else gain - CYCLE, after))
        if not up and not west:
            found.append((0, -1, 0, plugs[:SIZE] + (0,)))
        return found

    def order(self, pos: int, plugs: tuple[int, ...]) -> list[tuple[int, int, int, tuple[int, ...]]]:
        """The moves from ``plugs`` on ``pos`` (``moves_from``), those the priced relaxation values most
        first: a try stops at its first group good enough, so the likeliest path is tried first."""
        moves = self.moves.get((pos, plugs))
        if moves is None:
            moves = self.moves[(pos, plugs)] = self.moves_from(pos, plugs)
        if self.table is None:
            return moves
        priced = [*self.price_vector, 0.0]  # an empty cell (kind -1) costs nothing

        def value(move: tuple[int, int, int, tuple[int, ...]]) -> float:
            _, kind, gain, after = move
            if not after:
                return gain - priced[kind]
            if self.labelled is None:
                return gain - priced[kind] + self.table[pos + 1][sum(1 << i for i, x in enumerate(after) if x)]
            at = self.index[pos + 1].get(after)
            return gain - priced[kind] + (NONE if at is None else self.labelled[pos + 1][at])

        return sorted(moves, key=value, reverse=True)

    @staticmethod
    def next_plugs(pos: int, plugs: tuple[int, ...], mask: int) -> tuple[int, ...] | None:
        """The plugs after putting ``mask`` on ``pos``; () when that completes the only component, None if it
        completes one while others are still open (they would be separate groups)."""
        key = (pos, plugs, mask)
        if key in _NEXT:
            return _NEXT[key]
        found = _next_plugs(pos, plugs, mask)
        _NEXT[key] = found
        return found

    def bound(self, pos: int, plugs: tuple[int, ...], left: int, need: int) -> int:
        """An upper bound on the worth to come: the smaller of two relaxations.

        The priced relaxation (see :meth:`relax`); and each colour's best tiles on its
        free cells, where a cell may use a side towards an earlier cell only if a wire
        is owed there, with the wires to come matching the owed ones in parity.
        """
        bits = self.bits.get(plugs)
        if bits is None:
            bits = self.bits[plugs] = sum(1 << i for i, x in enumerate(plugs) if x)
        if self.table is not None:
            spent = self.spent.get(left)
            if spent is None:
                spent = self.spent[left] = self.priced(left)
            if self.labelled is not None:
                at = self.index[pos].get(plugs)
                relaxed = (NONE if at is None else self.labelled[pos][at]) + spent
            else:
                relaxed = self.table[pos][bits] + spent
            if relaxed < need:
                return int(relaxed + 1e-6)
        caps = self.caps.get((pos, bits))
        if caps is None:
            caps = self.caps[(pos, bits)] = self.capacities(pos, bits)
        wires = cells = 0
        for shift, have in caps:
            key = have | left >> shift & COLOUR_MASK
            found = _FILLED.get(key)
            if found is None:
                found = _FILLED[key] = _fill(_CAPACITIES[have >> COLOUR_BITS], key & COLOUR_MASK)
            wires += found[0]
            cells += found[1]
        if (wires + bits.bit_count()) % 2:
            wires -= 1
        return wires * (TIE - CYCLE // 2) + cells * BARE_GAIN  # ``tile_gain`` of each, summed

    def capacities(self, pos: int, bits: int) -> tuple[tuple[int, int], ...]:
        """Per colour with free cells from ``pos`` on, the most wires each cell could take (largest
        first), a side towards an earlier cell counting only where a wire is owed (``bits``); as
        (where the colour's part of a stock starts, the capacities' number shifted above that part)."""
        caps = [list(c) for c in self.far[pos]]
        for col, colour, cap, has_up, has_west in self.near[pos]:
            if has_up and not bits >> col & 1:
                cap -= 1
            if has_west and not bits >> SIZE & 1:
                cap -= 1
            if cap:
                caps[colour].append(cap)
        found = []
        for colour, have in enumerate(caps):
            if have:
                capacity = tuple(sorted(have, reverse=True))
                if capacity not in _NUMBERS:
                    _NUMBERS[capacity] = len(_CAPACITIES)
                    _CAPACITIES.append(capacity)
                found.append((colour * COLOUR_BITS, _NUMBERS[capacity] << COLOUR_BITS))
        return tuple(found)

    def plain_moves(self, pos: int, plugs: int) -> list[tuple[int, int, int]]:
        """What may go on ``pos`` after plug bits ``plugs``, whatever the tiles, labels dropped:
        (kind or -1 for an empty cell, gain, plug bits after or -1 when the group completes)."""
        bit = 1 << (pos % SIZE)
        up, west = plugs & bit, plugs & 32
        rest = plugs & ~bit & 31
        found = [(-1, 0, plugs)] if not up and not west else []
        for mask, kind, gain in self.options[pos]:
            if bool(mask & N) != bool(up) or bool(mask & W) != bool(west):
                continue
            after = rest | (bit if mask & S else 0) | (32 if mask & E else 0)
            found.append((kind, gain, after) if after else (kind, gain - CYCLE, -1))
        return found

    def plain_cells(self) -> list[Cell]:
        """The unlabelled relaxation's moves (``plain_moves``) of this board, indexed (``relaxation.indexed``)."""
        key = tuple(self.colours)
        if key not in _PLAIN:
            _PLAIN[key] = indexed_cells([[self.plain_moves(pos, plugs) for plugs in range(64)] for pos in range(CELLS)])
        return _PLAIN[key]

    def relax(self, cells: list[Reached], final: list[float],
              prices: Sequence[float]) -> tuple[list[list[float]], list[int]]:
        """A priced relaxation (``relaxation.solve``), counted as work."""
        self.relaxed += 1
        return solve_relaxed(cells, final, prices, self.kinds)

    def price(self, rounds: int = 25) -> None:
        """Choose tile prices by subgradient steps that lower the relaxed bound at the start; keep the best.

        This relaxation drops the component labels too: only the wires must match, so a state is six
        plug bits (down-wires by column, then the right-wire); as in the search, nothing may start once
        every open wire has been closed (no plugs means "nothing started yet"). ``table[pos][bits]``
        bounds (worth to come − prices of the tiles it uses) for every arrangement."""
        cells = reached(self.plain_cells(), self.counts)
        final = [0.0] + [RELAXED_NONE] * 63 + [0.0]
        prices = [0.0] * self.kinds
        best_bound = float("inf")
        step = 2.0 * TIE
        for _ in range(rounds):
            table, used = self.relax(cells, final, prices)
            bound = table[0][0] + sum(p * c for p, c in zip(prices, self.counts))
            if bound < best_bound:
                best_bound, self.table, self.prices = bound, table, list(prices)
                self.price_vector, self.spent, self.part_prices = list(prices), {}, {}
            else:
                step *= 0.6
            slack = [c - u for c, u in zip(self.counts, used)]
            if all(s >= 0 for s in slack) and all(p == 0 or s == 0 for p, s in zip(prices, slack)):
                break  # the relaxed optimum is feasible and tight: no better bound exists
            prices = [max(0.0, p - step * s) for p, s in zip(prices, slack)]

    def layers(self) -> _Layers:
        """Every labelled plug state reachable at each cell of this board with any tiles, and its moves."""
        key = tuple(self.colours)
        if key not in _LAYERS:
            _LAYERS[key] = self.board_layers()
        return _LAYERS[key]

    def board_layers(self) -> _Layers:
        """See :meth:`layers`."""
        states: list[list[tuple[int, ...]]] = []
        moves: list[list[list[tuple[int, int, tuple[int, ...]]]]] = []
        current = [(0,) * (SIZE + 1)]
        for pos in range(CELLS):
            found, following = [], set()
            for plugs in current:
                every = self.moves.get((pos, plugs))
                if every is None:
                    every = self.moves[(pos, plugs)] = self.moves_from(pos, plugs)
                here = [(kind, gain, after) for _, kind, gain, after in every]
                following.update(after for _, _, after in here if after)
                found.append(here)
            states.append(current)
            moves.append(found)
            current = sorted(following)
        states.append(current)
        index = [{plugs: i for i, plugs in enumerate(layer)} for layer in states]
        indexed = [[[(kind, gain, index[pos + 1][after] if after else -1) for kind, gain, after in here]
                    for here in moves[pos]] for pos in range(CELLS)]
        final = [0.0 if not any(plugs) else float(NONE) for plugs in states[CELLS]]
        return _Layers(states, index, indexed_cells(indexed), final)

    def price_labelled(self, rounds: int = LABELLED_ROUNDS) -> None:
        """Subgradient steps on the labelled relaxation, from the current prices; keep the best. It keeps the
        components (one closed group, as in the search) and relaxes the tile counts alone, so it is tighter."""
        layers = self.layers()
        cells, final = reached(layers.cells, self.counts), [*layers.final, 0.0]
        self.index = layers.index
        prices = list(self.prices)
        best_bound = float("inf")
        step = TIE
        for _ in range(rounds):
            tables, used = self.relax(cells, final, prices)
            bound = tables[0][0] + sum(p * c for p, c in zip(prices, self.counts))
            if bound < best_bound:
                best_bound = bound
                self.labelled = tables
                self.ordered = {}  # ordered by the plain relaxation: order again by this one
                self.price_vector, self.spent, self.part_prices = list(prices), {}, {}
            else:
                step *= 0.8
            slack = [c - u for c, u in zip(self.counts, used)]
            if all(s >= 0 for s in slack) and all(p == 0 or s == 0 for p, s in zip(prices, slack)):
                break
            prices = [max(0.0, p - step * s) for p, s in zip(prices, slack)]

    def settle(self) -> int:
        """Solve from the start: the best worth, then the fewest cycles (most tiles) at that worth.

        A value is ``worth × TIE − CYCLE × cycles``: a connected group of t tiles with m
        matched wires closes m − t + 1 cycles and is worth 2 × (m + t), so at equal worth
        fewer cycles means more tiles (the game's tie-break); the cost of the cycles is
        paid tile by tile (``tile_gain``), where it prunes the search like any other.

        First "is there a group worth at least w?" for falling even w from the bound down
        (worth is always even: two wire ends per matched wire, two per tile). A failed
        try returns an upper bound that sets the next try and leaves its memo of bounds
        to the next; the first success has the best worth, since the try above failed.
        Testing high targets first means the search never wastes time on weak groups.
        Then "is there one of that worth with fewer cycles?" until a try fails or the
        group found is a tree.
        """
        root = (0, (0,) * (SIZE + 1), self.stock(0, self.counts))
        self.upper = self.bound(*root, 1 << 60)
        while True:
            worth = max(0, worth_of(self.upper) // 2 * 2)
            need = worth * TIE - CYCLE * MOST_CYCLES
            value = self.solve(*root, need)
            if value >= need:
                break
            self.upper = value
        self.upper = value
        self.stop = min(self.stop, self.work + max(TIE_BREAK_WORK, self.work * TIE_BREAK_SHARE))
        try:
            while value % TIE:
                better = self.solve(*root, value + 1)
                if better <= value:
                    break
                value = self.upper = better
        except Spent:
            pass  # the best worth is proven; the tie-break keeps the most tiles found in its share
        return value

    def walk(self) -> dict[int, int]:
        """The masks of the best solution, cell by cell, following the memo."""
        masks: dict[int, int] = {}
        pos, plugs, left = 0, (0,) * (SIZE + 1), self.stock(0, self.counts)
        while pos < CELLS:
            choice = self.memo[(pos, plugs, left)][1]
            assert choice >= 0, "the best path found is kept in the memo"
            if choice == 0:
                pos, plugs, left = pos + 1, plugs[:SIZE] + (0,), self.advance(pos, left, -1)
                continue
            masks[pos] = choice
            after = self.next_plugs(pos, plugs, choice)
            assert after is not None
            if not after:
                break
            kind = self.colours[pos] * 5 + shape_index(choice)
            pos, plugs, left = pos + 1, after, self.advance(pos, left, kind)
        return masks


def _fill(caps: tuple[int, ...], part: int) -> tuple[int, int]:
    """The most wires (and the cells they take) one colour's tiles bring (its part of a stock, by
    shape, most wires first) to cells that take at most ``caps`` wires each (largest first): the
    largest tiles on the largest cells, each bringing no more wires than its cell takes."""
    wires = i = 0
    for shape, w in enumerate(SHAPE_WIRES):
        count = part >> STOCK_BITS * shape & 7
        while count and i < len(caps):
            wires += min(w, caps[i])
            i += 1
            count -= 1
    return wires, i


def worth_of(value: int) -> int:
    """The highest worth a search value (or an upper bound on one) allows: ``worth × TIE − CYCLE × cycles``."""
    return (value + CYCLE * MOST_CYCLES) // TIE


def tile_gain(wires: int) -> int:
    """What a tile with ``wires`` adds to a value: its worth (wires + 2) × TIE, less its share of the
    cycles (m − t + 1 = Σ (wires − 2) / 2 + 1 over the group's tiles, the 1 paid as the group completes)."""
    return (wires + OUTSIDE_PENALTY) * TIE - CYCLE * (wires - 2) // 2


BARE_GAIN = tile_gain(0)  # a tile's gain before its wires: ``tile_gain`` is this plus (TIE − CYCLE / 2) a wire


def _next_plugs(pos: int, plugs: tuple[int, ...], mask: int) -> tuple[int, ...] | None:
    """See :meth:`Search.next_plugs`; labels are renumbered in order so equal states meet."""
    col = pos % SIZE
    up, west = plugs[col], plugs[SIZE]
    labels = list(plugs)
    if up and west and up != west:
        labels = [up if x == west else x for x in labels]
    label = up or west or 9
    labels[col] = label if mask & S else 0
    labels[SIZE] = label if mask & E else 0
    if label not in labels:
        return () if not any(labels) else None
    order: dict[int, int] = {}
    return tuple(order.setdefault(x, len(order) + 1) if x else 0 for x in labels)


@cache
def shape_index(mask: int) -> int:
    shape = tileset().shape_of_mask(mask)
    assert shape is not None
    return tileset().shapes.index(shape)


class _Pause:
    """How many searches run (on any thread) and whether the cycle collector was on when the first began."""

    lock = threading.Lock()
    running = 0
    was_on = False


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector paused while a search runs: a search makes tens of thousands of
    tuples and no cycle, and the collector's passes over them (and over the rest of a large heap)
    took a fifth of its time. Counted, so that with searches on several threads it resumes when the last ends."""
    with _Pause.lock:
        if not _Pause.running:
            _Pause.was_on = gc.isenabled()
            gc.disable()
        _Pause.running += 1
    try:
        yield
    finally:
        with _Pause.lock:
            _Pause.running -= 1
            if not _Pause.running and _Pause.was_on:
                gc.enable()


class Spent(Exception):
    """The search ran past its state limit."""
