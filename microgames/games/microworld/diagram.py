"""A text picture of a position that parses back to the same position (tests read like boards).

Example (a header of setup and hands, one line per quarter, rings split by ``|``)::

    board 1A-2A-3A-4A
    rules E target - won - ten no
    turn 3 Anticorps before
    points 1 0
    hands D | -
    known - | -
    used - | -
    aside F leftovers ??
    arrow - blocked -
    mutations - 0 | - 0
    now uses 0 effects - fresh - locked - scored 0 placement 0 mutation free pending -
    Q1 | MV* | M. N. | M[?] O. N. | U. U[?] O. N.
    Q2 | ...

With rule C, while the mutation tiles drawn are not all kept, an ``offers`` line follows the
``mutations`` line: each seat's tiles by key (``?`` for one face down), ``-`` once it kept one,
e.g. ``offers steal exchange | blocker shift``.

Each cell is its kind letter, then its pawns bottom first (``V``/``A``; lowercase
when flipped; ``*`` marks a seat's last placed pawn; ``^R`` a radiation token
on that pawn, ``^C`` a Copy used as radiation) or ``.``, then ``[X]`` for a gene
token lying there (its letter, or ``?`` when unknown) and ``#V``/``#A`` for a
seat's blocking mutation token.
"""

from __future__ import annotations

import re

from microgames.games.microworld import scoring
from microgames.games.microworld.genes import GENE_LETTERS, MUTATION_KEYS
from microgames.games.microworld.geometry import CELLS, CELLS_PER_QUARTER, QUARTERS, RING_COUNT
from microgames.games.microworld.options import FACTIONS, PAWNS
from microgames.games.microworld.state import AFTER, HIDDEN, NONE, OVER, PHASE_NAMES, STEAL, MicroworldState

SEAT_LETTERS = "VA"


def _tokens(tokens: list[int]) -> str:
    return "".join("?" if t == HIDDEN else GENE_LETTERS[t] for t in tokens) or "-"


def _parse_tokens(text: str) -> list[int]:
    return [] if text == "-" else [HIDDEN if ch == "?" else GENE_LETTERS.index(ch) for ch in text]


def _cell_text(state: MicroworldState, cell: int) -> str:
    text = state.setup.board.kinds[cell]
    pawns = state.cells[cell]
    if not pawns:
        text += "."
    for pawn in pawns:
        seat = pawn // PAWNS
        letter = SEAT_LETTERS[seat]
        text += letter.lower() if state.flipped >> pawn & 1 else letter
        if state.last_pawn[seat] == pawn:
            text += "*"
        text += "".join(f"^{GENE_LETTERS[t]}" for t, p in state.radiation if p == pawn)
    token = state.token_at[cell]
    if token != NONE:
        text += "[?]" if token == HIDDEN else f"[{GENE_LETTERS[token]}]"
    for seat in (0, 1):
        if state.blocker_cell[seat] == cell:
            text += f"#{SEAT_LETTERS[seat]}"
    return text


def diagram(state: MicroworldState) -> str:
    """The position as text (see the module doc)."""
    setup = state.setup
    lines = [
        f"board {setup.board.code}",
        f"rules {setup.rules or '-'} target {setup.target or '-'} won {_seat_or_dash(state.target_winner)}"
        f" ten {'yes' if state.bonus_ten_done else 'no'}",
        f"turn {state.turn} {FACTIONS[state.active]} {PHASE_NAMES[state.phase]}",
        f"points {state.points[0]} {state.points[1]}",
        f"hands {_tokens(state.hand[0])} | {_tokens(state.hand[1])}",
        f"known {_tokens(state.known[0])} | {_tokens(state.known[1])}",
        f"used {_tokens(state.used[0])} | {_tokens(state.used[1])}",
        f"aside {_tokens([state.set_aside] if state.set_aside != NONE else [])} leftovers {_tokens(state.leftovers)}",
        f"arrow {GENE_LETTERS[state.arrow] if state.arrow >= 0 else '-'}"
        f" blocked {''.join(SEAT_LETTERS[s] for s in (0, 1) if state.blocked[s]) or '-'}",
        f"mutations {state.mutation[0] or '-'} {state.mutation_tokens[0]} | {state.mutation[1] or '-'} {state.mutation_tokens[1]}",
        *([f"offers {_offers(state.offers[0])} | {_offers(state.offers[1])}"] if any(state.offers) else []),
        f"now uses {state.uses} effects {_powers(state.effects)} fresh {_tokens(state.fresh)}"
        f" locked {_tokens(state.locked)} scored {state.turn_points} placement {state.place_points}"
        f" mutation {'used' if state.mutation_used else 'free'} pending {_pending(state.pending)}",
    ]
    for quarter in range(QUARTERS):
        rings = []
        for ring in range(RING_COUNT):
            rings.append(" ".join(_cell_text(state, c.id) for c in CELLS if c.quarter == quarter and c.ring == ring))
        lines.append(f"Q{quarter + 1} | " + " | ".join(rings))
    return "\n".join(lines) + "\n"


def _powers(effects: int) -> str:
    return "".join(letter for power, letter in enumerate(GENE_LETTERS) if effects >> power & 1) or "-"


def _pending(pending: tuple[int, ...]) -> str:
    if not pending:
        return "-"
    token, power, target, resume = pending
    return f"{GENE_LETTERS[token]}{GENE_LETTERS[power]}:{target}:{PHASE_NAMES[resume]}"


def _parse_pending(text: str) -> tuple[int, ...]:
    if text == "-":
        return ()
    letters, target, resume = text.split(":")
    return (GENE_LETTERS.index(letters[0]), GENE_LETTERS.index(letters[1]), int(target), PHASE_NAMES.index(resume))


def _offers(tiles: tuple[str, ...]) -> str:
    return " ".join(key or "?" for key in tiles) or "-"


def _parse_offers(text: str) -> tuple[str, ...]:
    if text == "-":
        return ()
    tiles = tuple("" if key == "?" else key for key in text.split())
    if len(tiles) != 2 or any(key and key not in MUTATION_KEYS for key in tiles):
        raise ValueError(f"offers {text!r} should be two mutation tiles")
    return tiles


def _seat_or_dash(seat: int) -> str:
    return SEAT_LETTERS[seat] if seat >= 0 else "-"


_CELL = re.compile(r"^([MNOU])(\.|(?:[VAva]\*?(?:\^[A-Z])*)+)(?:\[([A-Z?])\])?((?:#[VA])*)$")
_PAWN = re.compile(r"([VAva])(\*?)((?:\^[A-Z])*)")


def parse(text: str) -> MicroworldState:
    """The position a :func:`diagram` describes.

    Pawns are numbered in board order, so ``diagram(parse(t)) == t`` while pawn ids may differ from
    the state that was drawn. Raises ValueError naming the bad line.
    """
    from microgames.games.microworld.rules import new_state

    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    fields = {line.split(" ", 1)[0]: line.split(" ", 1)[1] if " " in line else "" for line in lines}
    try:
        code = fields["board"]
        rules_part = fields["rules"].split()
        letters, target = rules_part[0].replace("-", ""), rules_part[2].replace("-", "")
        options = {"board": code, **{f"rule_{letter.lower()}": True for letter in letters}}
        if target:
            options["target"] = target
        state = new_state(options, (), 0)
        state.target_winner = SEAT_LETTERS.index(rules_part[4]) if rules_part[4] != "-" else NONE
        state.bonus_ten_done = rules_part[6] == "yes"
        turn, faction, phase = fields["turn"].split()
        state.turn, state.active, state.phase = int(turn), FACTIONS.index(faction), PHASE_NAMES.index(phase)
        state.points = [int(p) for p in fields["points"].split()]
        for key, attr in (("hands", "hand"), ("known", "known"), ("used", "used")):
            left, right = fields[key].split(" | ")
            setattr(state, attr, [_parse_tokens(left), _parse_tokens(right)])
        aside = fields["aside"].split()
        state.set_aside = (_parse_tokens(aside[0]) or [NONE])[0]
        state.leftovers = _parse_tokens(aside[2])
        arrow = fields["arrow"].split()
        state.arrow = NONE if arrow[0] == "-" else GENE_LETTERS.index(arrow[0])
        state.blocked = [SEAT_LETTERS[s] in arrow[2] for s in (0, 1)]
        muts = [part.split() for part in fields["mutations"].split(" | ")]
        state.mutation = ["" if m[0] == "-" else m[0] for m in muts]
        state.mutation_tokens = [int(m[1]) for m in muts]
        offers = fields.get("offers", "- | -").split(" | ")
        state.offers = [_parse_offers(offers[0]), _parse_offers(offers[1])]
        now = fields["now"].split()
        state.uses = int(now[1])
        state.effects = sum(1 << GENE_LETTERS.index(ch) for ch in now[3].replace("-", ""))
        state.fresh, state.locked = _parse_tokens(now[5]), _parse_tokens(now[7])
        state.turn_points, state.place_points = int(now[9]), int(now[11])
        state.mutation_used = now[13] == "used"
        state.pending = _parse_pending(now[15])
        state.token_at = [NONE] * len(CELLS)
        for quarter in range(QUARTERS):
            _parse_quarter(state, quarter, fields[f"Q{quarter + 1}"])
    except (KeyError, IndexError, ValueError) as error:
        raise ValueError(f"not a Microworld diagram: {error}") from None
    if state.phase == OVER:
        state.final = list(scoring.final_points(state))
    elif state.phase in (AFTER, STEAL) and state.last_pawn[state.active] != NONE:
        state.placed_pawn = state.last_pawn[state.active]
    return state


def _parse_quarter(state: MicroworldState, quarter: int, text: str) -> None:
    cells = text.replace("|", " ").split()
    if len(cells) != CELLS_PER_QUARTER:
        raise ValueError(f"quarter {quarter + 1} should list {CELLS_PER_QUARTER} cells")
    for local, item in enumerate(cells):
        cell = quarter * CELLS_PER_QUARTER + local
        match = _CELL.match(item)
        if not match or match.group(1) != state.setup.board.kinds[cell]:
            raise ValueError(f"cell {item!r} of quarter {quarter + 1} does not match the board")
        pawns, token, blockers = match.group(2), match.group(3), match.group(4)
        if pawns != ".":
            for letter, last, rays in _PAWN.findall(pawns):
                seat = SEAT_LETTERS.index(letter.upper())
                pawn = seat * PAWNS + state.placed[seat]
                state.placed[seat] += 1
                state.add_pawn(pawn, cell)
                if letter.islower():
                    state.flipped |= 1 << pawn
                if last:
                    state.last_pawn[seat] = pawn
                for ray in rays.split("^")[1:]:
                    state.radiation.append((GENE_LETTERS.index(ray), pawn))
        if token:
            state.token_at[cell] = HIDDEN if token == "?" else GENE_LETTERS.index(token)
        for mark in blockers.split("#")[1:]:
            state.blocker_cell[SEAT_LETTERS.index(mark)] = cell

