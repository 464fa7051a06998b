"""A puzzle's game is played face up (an option, kept with the game), and its hints speak of gestures."""

from __future__ import annotations

from microgames.engine.puzzles import load_puzzles
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games.microworld import hints, puzzles
from microgames.games.microworld.commands import EndTurn, Place, UseGene
from microgames.games.microworld.genes import FLIP, GENE_KEYS
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.state import HIDDEN

PUZZLES = load_puzzles(RULES)


def test_a_puzzle_is_played_face_up_and_the_view_of_either_seat_hides_nothing() -> None:
    for puzzle in PUZZLES:
        game = puzzles.start(puzzle)
        assert game.options["face_up"] is True and game.state.setup.face_up and game.state.face_up()
        for seat in (0, 1):
            seen = game.state.view(seat)
            assert (seen.token_at, seen.hand, seen.leftovers, seen.set_aside) == (
                game.state.token_at, game.state.hand, game.state.leftovers, game.state.set_aside)


def test_a_game_not_face_up_still_hides_the_tokens_until_the_end() -> None:
    game = Game.new(RULES, (Seat("a"), Seat("b")), 5, {"board": "1A-2A-3A-4A", "rule_a": True})
    seen = game.state.view(0)
    assert not game.state.face_up() and not game.options["face_up"]
    assert HIDDEN in seen.token_at and set(seen.hand[1]) == {HIDDEN} and set(seen.leftovers) <= {HIDDEN}
    opened = Game.new(RULES, (Seat("a"), Seat("b")), 5, {"board": "1A-2A-3A-4A", "rule_a": True, "face_up": True})
    assert HIDDEN not in opened.state.view(0).token_at + opened.state.view(0).hand[1]


def test_a_hint_says_the_gesture_and_names_what_it_touches() -> None:
    for puzzle in PUZZLES:
        state, seat = puzzles.start(puzzle).state, puzzles.person(puzzle)
        sentence, moves = puzzles.hint(puzzle, state)
        move = moves[0]
        marks = puzzles.hint_marks(puzzle, state, moves)
        assert sentence == f"{hints.advice(state, move)}: that keeps the win."
        assert "Gene Tokens Used" not in sentence and "+" not in sentence  # not the move log's label
        if isinstance(move, Place):
            assert marks == (f"cell:{move.cell}",) and sentence.startswith("Place your pawn on ")
        elif isinstance(move, UseGene):
            assert marks[0] == f"token:{GENE_KEYS[move.token]}" and sentence.startswith("Use your ")
            assert (move.target >= 0) == (len(marks) == 2)
        elif isinstance(move, EndTurn):
            assert marks == ("button:end",)
        assert move.seat == seat


def test_a_flip_is_said_with_the_pawn_it_turns() -> None:
    found = [(p, puzzles.start(p).state) for p in PUZZLES if p.data["first_move"].get("token") == FLIP]
    for puzzle, state in found:
        sentence, _ = puzzles.hint(puzzle, state)
        assert sentence.startswith("Use your Flip pawn token to flip a pawn of the ")
