"""A worked end-of-game example, the tie-break on unused tokens, a draw, and diagrams that parse back."""

from __future__ import annotations

import random
import re

import pytest

from microgames.games.microworld import scoring
from microgames.games.microworld.diagram import diagram, parse
from microgames.games.microworld.rules import new_state
from microgames.games.microworld.state import OVER
from tests.support.microworld import A, V

WORKED = """\
board 1A-2A-3A-4A
rules - target - won - ten no
turn 28 Anticorps over
points 10 10
hands D | -
known - | -
used - | R
aside F leftovers WS
arrow R blocked -
mutations - 0 | - 0
now uses 0 effects - fresh - locked - scored 0 placement 0 mutation free pending -
Q1 | MV | MV NV | MA OA^R NA | UA UA O. Na
Q2 | N. | UV N. | UVA U. MA | O. O. MA M.
Q3 | O. | O. U. | O. N. U. | M. N. N. U.
Q4 | U. | M. U. | M. O. U. | N. N. O. O.
"""


def test_worked_final_scoring_tissue_by_tissue() -> None:
    state = parse(WORKED)
    assert state.phase == OVER
    lines = {t.cells: t for t in scoring.final_breakdown(state)}
    assert lines[(0, 1, 3)].winner == V and lines[(0, 1, 3)].points == 3  # mucous, 2 to 1
    nervous = lines[(2, 5, 9)]
    assert nervous.removed == (0, 1) and nervous.pawns == (1, 1) and nervous.winner == -1  # flipped pawn gone
    assert lines[(4, 8)].radiated and lines[(4, 8)].points == 0  # radiation on the Anticorps' pawn
    assert lines[(6, 7)].winner == A and lines[(6, 7)].points == 2
    stacked = lines[(11, 13, 14)]
    assert stacked.pawns == (2, 1) and stacked.winner == V and stacked.points == 3  # the stack counts both
    assert lines[(15, 18, 19, 26)].winner == A and lines[(15, 18, 19, 26)].points == 4
    assert "tied 1 to 1" in nervous.reason and "radiation" in lines[(4, 8)].reason
    assert state.final == [6, 6] and state.scores() == (16, 16)
    assert scoring.winner(state) == V  # tie on points: one unused token against none
    assert scoring.places(state) == (1, 2)


def test_still_tied_is_a_draw() -> None:
    state = parse(WORKED.replace("hands D | -", "hands - | -"))
    assert state.scores() == (16, 16) and scoring.winner(state) == -1 and scoring.places(state) == (1, 1)
    more = parse(WORKED.replace("points 10 10", "points 10 11"))
    assert scoring.winner(more) == A and scoring.places(more) == (2, 1)


def test_worked_diagram_prints_back_the_same() -> None:
    assert diagram(parse(WORKED)) == WORKED


def test_the_mutation_tiles_on_offer_print_back_and_a_wrong_one_is_refused() -> None:
    state = new_state({"rule_c": True}, (), 5)
    text = diagram(state)
    assert f"offers {' '.join(state.offers[0])} | {' '.join(state.offers[1])}" in text
    assert diagram(parse(text)) == text and parse(text).offers == state.offers
    seen = diagram(state.view(V))
    assert "| ? ?\n" in seen and diagram(parse(seen)) == seen  # the other side's tiles face down
    state.offers[0] = ()
    assert "offers - | " in diagram(state)
    with pytest.raises(ValueError, match="offers 'steal fly' should be two mutation tiles"):
        parse(re.sub(r"^offers .*$", "offers steal fly | -", text, flags=re.MULTILINE))


def test_diagrams_of_random_positions_parse_back() -> None:
    rng = random.Random(7)
    everything = {f"rule_{letter}": True for letter in "abcdefgh"}
    for seed in range(30):
        state = new_state(everything if seed % 2 else {}, (), seed)
        for _ in range(rng.randrange(70)):
            if state.is_over():
                break
            rng.choice(state.legal_commands(state.awaiting()[0])).apply(state)
        for text in (diagram(state), diagram(state.view(V))):
            again = parse(text)
            assert diagram(again) == text
            assert again.scores() == state.scores()
            assert again.occ == state.occ and again.count == state.count and again.flipped.bit_count() == state.flipped.bit_count()
        again = parse(diagram(state))
        if not state.is_over():  # the mutation tiles still on offer too
            seat = state.awaiting()[0]
            moves = state.legal_commands(seat)
            assert again.legal_commands(seat) == moves  # the same position: the same choices
            moves[0].apply(again)
