"""The hard bot's exact search of the last turns: it finds wins the greedy move throws away, reads only its
view, plays legally and keeps to a tiny budget."""

from __future__ import annotations

import random
import time

import pytest

from microgames.engine.commands import Command
from microgames.games.microworld.bots import ENDGAME_PLACEMENTS, HardBot, determinize, greedy_move
from microgames.games.microworld.commands import UseGene
from microgames.games.microworld.diagram import parse
from microgames.games.microworld.endgame import Search, exact_choice, final_value, placements_left
from microgames.games.microworld.genes import ANYWHERE
from microgames.games.microworld.rules import new_state
from microgames.games.microworld.state import BEFORE, NONE, MicroworldState

EVERYTHING = {f"rule_{letter}": True for letter in "abcdefgh"}

#: Three placements left, the Anticorps to place: N.[P] in Q4 (cell 17) wins the nervous tissue and the
#: game; the greedy move's N. in Q2 (cell 9) scores two adjacency points more and loses.
MAJORITY = """
board 2B-4B-3A-1B
rules - target - won - ten no
turn 25 Anticorps before
points 10 3
hands - | DC
known - | -
used - | R
aside W leftovers MB
arrow R blocked -
mutations - 0 | - 0
now uses 0 effects - fresh - locked - scored 0 placement 0 mutation free pending -
Q1 | UV | UA MV | OV MV MA | OA NV NA O.
Q2 | NA | OV N. | OA* U. N. | OV* M.[F] U. M.
Q3 | OV | OA UA | OV NV UV | MA NV NA^R U.
Q4 | OA | N. OV | N.[P] N. OA | U. M. M.[S] U.
"""

#: Three placements left, the Anticorps hold Place anywhere (W): used before placing it wins, where the
#: greedy placement next to the Viruses' last pawn loses.
ANYWHERE_WINS = """
board 3B-4B-2A-1B
rules - target - won - ten no
turn 25 Anticorps before
points 13 7
hands B | W
known - | -
used PC | -
aside D leftovers FR
arrow P blocked -
mutations - 0 | - 0
now uses 0 effects - fresh - locked - scored 0 placement 0 mutation free pending -
Q1 | MA | NA MV | NV OV MA | NA UA U. M.
Q2 | NA | OA NV | OV UV NA | O. M.[S] U. M.
Q3 | NV | UV* N. | UA* U. M. | O. O.[M] M. M.
Q4 | OV | NA OV | NV NA OA | U. M. MV UV
"""


def _perfect(state: MicroworldState, move: Command, seat: int) -> int:
    """``seat``'s final margin (with the tie-break) after ``move``, both sides then playing perfectly."""
    after = state.clone()
    move.apply(after)
    value = Search(10**7).value(after, -10**9, 10**9) if not after.is_over() else final_value(after)
    return value if seat == 0 else -value


@pytest.mark.parametrize("text", [MAJORITY, ANYWHERE_WINS])
def test_the_exact_search_finds_the_win_the_greedy_move_loses(text: str) -> None:
    state = parse(text)
    seat = state.active
    assert state.phase == BEFORE and placements_left(state) == 3 <= ENDGAME_PLACEMENTS
    greedy = greedy_move(state, seat, random.Random(0))
    chosen = HardBot(seat, 3, iterations=400).choose(state.view(seat), 1.0)
    assert chosen != greedy and chosen in state.legal_commands(seat)
    assert _perfect(state, chosen, seat) > 0 > _perfect(state, greedy, seat)


def test_the_anywhere_token_is_the_winning_move() -> None:
    state = parse(ANYWHERE_WINS)
    assert HardBot(1, 3, iterations=400).choose(state.view(1), 1.0) == UseGene(1, ANYWHERE, NONE)


def test_the_endgame_choice_reads_only_the_view() -> None:
    state = parse(MAJORITY)
    twin = state.clone()
    lying = [c for c, t in enumerate(twin.token_at) if t != NONE]
    twin.token_at[lying[0]], twin.token_at[lying[1]] = twin.token_at[lying[1]], twin.token_at[lying[0]]
    twin.leftovers[0], twin.set_aside = twin.set_aside, twin.leftovers[0]
    assert twin.view(1) == state.view(1) and twin != state
    first = HardBot(1, 8, iterations=400).choose(state.view(1), 1.0)
    second = HardBot(1, 8, iterations=400).choose(twin.view(1), 1.0)
    assert first == second


def _endgame(seed: int, left: int, options: dict) -> MicroworldState:
    state = new_state(options, (), seed)
    rng = random.Random(seed)
    while not state.is_over() and placements_left(state) > left:
        rng.choice(state.legal_commands(state.awaiting()[0])).apply(state)
    return state


@pytest.mark.parametrize("seed", range(6))
def test_endgame_moves_are_legal_to_the_end(seed: int) -> None:
    state = _endgame(seed, ENDGAME_PLACEMENTS, EVERYTHING if seed % 2 else {})
    bot = HardBot(1, seed, iterations=300)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.awaiting()[0]
        move = bot.choose(state.view(1), 0.1) if seat == 1 else rng.choice(state.legal_commands(seat))
        assert move in state.legal_commands(seat)
        move.apply(state)


def test_a_search_that_cannot_finish_gives_no_choice_and_says_what_it_spent() -> None:
    state = _endgame(5, 6, EVERYTHING)
    seat = state.awaiting()[0]
    rng = random.Random(1)
    choice, spent = exact_choice(state.view(seat), seat, lambda: determinize(state.view(seat), seat, rng), 40, None)
    assert choice is None and 0 < spent <= 41


@pytest.mark.parametrize("seed", range(3))
def test_a_tiny_budget_keeps_the_endgame_decision_short(seed: int) -> None:
    state = _endgame(seed, ENDGAME_PLACEMENTS + 1, EVERYTHING)
    seat = state.awaiting()[0]
    began = time.perf_counter()
    move = HardBot(seat, seed).choose(state.view(seat), 0.02)
    assert time.perf_counter() - began < 0.4 and move in state.legal_commands(seat)
