"""Small builders for Microworld positions used across the tests."""

from __future__ import annotations

from microgames.games.microworld.genes import GENE_KEYS
from microgames.games.microworld.options import PAWNS
from microgames.games.microworld.rules import new_state
from microgames.games.microworld.state import BEFORE, NONE, MicroworldState

BOARD = "1A-2A-3A-4A"  # kinds: Q1 MMNMONUUON  Q2 NUNUUMOOMM  Q3 OOUONUMNNU  Q4 UMUMOUNNOO
V, A = 0, 1


def make(rules: str = "", board: str = BOARD, seed: int = 0, target: str | None = None, clear: bool = True,
         **options: object) -> MicroworldState:
    """A new game; with ``clear`` the gene tokens are taken off the board so tests place them by hand."""
    opts: dict[str, object] = {"board": board, **{f"rule_{letter.lower()}": True for letter in rules}, **options}
    if target:
        opts["target"] = target
    state = new_state(opts, (), seed)
    if clear:
        state.token_at = [NONE] * len(state.token_at)
    return state


def token(key: str) -> int:
    return GENE_KEYS.index(key)


def put(state: MicroworldState, seat: int, cell: int, last: bool = True) -> int:
    """A pawn placed in an earlier turn."""
    pawn = seat * PAWNS + state.placed[seat]
    state.placed[seat] += 1
    state.turn += 1
    state.add_pawn(pawn, cell)
    if last:
        state.last_pawn[seat] = pawn
    return pawn


def give(state: MicroworldState, seat: int, key: str) -> int:
    """Move a gene token into ``seat``'s hand from wherever it lies."""
    t = token(key)
    for hand in state.hand:
        if t in hand:
            hand.remove(t)
    if t in state.leftovers:
        state.leftovers.remove(t)
    state.token_at = [NONE if x == t else x for x in state.token_at]
    state.hand[seat].append(t)
    return t


def turn_of(state: MicroworldState, seat: int) -> MicroworldState:
    """Make it ``seat``'s turn, before placing."""
    state.phase, state.active = BEFORE, seat
    return state
