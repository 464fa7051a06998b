"""Microworld's puzzles: every claim proven by the exact search, the stored answers checked move by move,
and the puzzle functions (start, reply, verdict, hint, answer) as the shell calls them."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import attrs
import pytest

from microgames.engine.commands import Command, command_from_dict
from microgames.engine.puzzles import Puzzle, PuzzleError, Verdict, load_puzzles, puzzle_rules
from microgames.games.microworld import diagram, proof, scoring
from microgames.games.microworld.endgame import placements_left
from microgames.games.microworld.options import FACTIONS
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.state import HIDDEN, MicroworldState

PUZZLES = load_puzzles(RULES)
MODULE = puzzle_rules(RULES)
TYPES = RULES.command_types()
LOST = re.compile(r"That lets the (Viruses|Anticorps) (hold|win): try again\.")


def command(data: Mapping[str, Any]) -> Command:
    return command_from_dict(data, TYPES)


def first_state(puzzle: Puzzle) -> MicroworldState:
    return diagram.parse(puzzle.position)


def test_the_file_holds_at_least_25_puzzles_in_rising_difficulty() -> None:
    assert MODULE is not None and len(PUZZLES) >= 25
    left = [placements_left(first_state(p)) for p in PUZZLES]
    assert left == sorted(left) and left[0] == 1
    seats = [MODULE.person(p) for p in PUZZLES]
    assert set(seats) == {0, 1}
    for puzzle, seat in zip(PUZZLES, seats):
        state = first_state(puzzle)
        assert diagram.diagram(state).rstrip("\n") == puzzle.position  # the game's own diagram, every token shown
        assert HIDDEN not in state.token_at + state.hand[0] + state.hand[1] + state.leftovers
        assert puzzle.title.startswith(f"{FACTIONS[seat]} to play: win Q")


def test_every_title_tells_its_puzzle_apart_by_the_tissue_and_power_at_stake() -> None:
    """e.g. "Anticorps to play: win Q3's muscle by blocking": a quarter, a tissue, then how."""
    titles = [p.title for p in PUZZLES]
    assert len(set(titles)) == len(titles)
    for title in titles:
        stake = title.split(": win ", 1)[1]
        quarter, _, how = stake.partition(" ")
        assert quarter[:1] == "Q" and quarter.endswith("'s") and how.split()[0] in ("mucosa", "nerve", "bone", "muscle")
        assert len(how.split()) >= 3, title  # something said after the tissue


def test_the_puzzles_mix_rules_gene_tokens_and_mutations() -> None:
    states = [first_state(p) for p in PUZZLES]
    assert len({state.setup.rules for state in states}) >= 8
    assert any(state.mutation[0] or state.mutation[1] for state in states)
    assert any(state.hand[0] or state.hand[1] for state in states)
    kinds = {data["type"] for p in PUZZLES for data in p.data["line"]}
    assert {"Place", "UseGene"} <= kinds
    assert sum(p.data["first_move"]["type"] != "Place" for p in PUZZLES) >= 3


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_the_claim_is_proven_by_the_exact_search(puzzle: Puzzle) -> None:
    state, seat = first_state(puzzle), FACTIONS.index(puzzle.data["winner"])
    assert proof.mover(state) == seat and proof.wins(state, seat)
    first = command(puzzle.data["first_move"])
    moves = state.legal_commands(seat)
    assert first in moves and proof.wins(proof.after(state, first), seat)
    losing = [m for m in moves if not proof.wins(proof.after(state, m), seat)]
    assert losing and len(moves) - len(losing) == puzzle.data["winning_first_moves"] <= 2


def _check_tree(state: MicroworldState, node: Mapping[str, Any], seat: int) -> int:
    """Walk a stored solution: its moves are legal, every defence is answered, every end is a win; the ends."""
    state = state.clone()
    for data in node["play"]:
        command(data).apply(state)
    if state.is_over():
        assert scoring.winner(state) == seat
        return 1
    answered = {tuple(map(command, reply["defence"])): reply["then"] for reply in node.get("replies", ())}
    ends = 0
    for defended, reached in proof.defences(state):
        if reached.is_over():
            assert scoring.winner(reached) == seat
            ends += 1
        else:
            ends += _check_tree(reached, answered.pop(tuple(defended)), seat)
    assert not answered  # nothing answered that cannot be played
    return ends


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_the_stored_solution_wins_against_every_defence(puzzle: Puzzle) -> None:
    seat = MODULE.person(puzzle)
    tree = puzzle.data["solution"]
    assert tree["play"][0] == puzzle.data["first_move"] == puzzle.data["line"][0]
    assert _check_tree(first_state(puzzle), tree, seat) >= 1


def test_start_gives_the_person_the_side_to_move() -> None:
    for puzzle in (PUZZLES[0], PUZZLES[-1]):
        game = MODULE.start(puzzle)
        seat = MODULE.person(puzzle)
        assert game.state.awaiting() == (seat,) and not game.seats[seat].is_bot and game.seats[1 - seat].is_bot
        assert diagram.diagram(game.state).rstrip("\n") == puzzle.position
        assert game.options["board"] == game.state.setup.board.code
        assert MODULE.reply(puzzle, game.state) is None
        assert MODULE.verdict(puzzle, game.state) == Verdict(False, False, f"{FACTIONS[seat]} to play: win.")


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_the_answer_plays_through_with_hints_replies_and_a_solved_verdict(puzzle: Puzzle) -> None:
    game, seat = MODULE.start(puzzle), MODULE.person(puzzle)
    line = list(MODULE.answer(puzzle))
    assert [c.to_dict() for c in line] == puzzle.data["line"]
    for move in line:
        state = game.state
        if proof.mover(state) == seat:
            sentence, hinted = MODULE.hint(puzzle, state)
            assert list(hinted) == [move] and sentence.endswith(": that keeps the win.")
            assert proof.wins(proof.after(state, hinted[0]), seat)
            assert MODULE.reply(puzzle, state) is None
        else:
            assert MODULE.reply(puzzle, state) == move == proof.defence(state)
            assert MODULE.hint(puzzle, state) == (f"The {FACTIONS[1 - seat]} answer first.", ())
        game.history.execute(move)
        verdict = MODULE.verdict(puzzle, game.state)
        assert not verdict.over or verdict.solved
    verdict = MODULE.verdict(puzzle, game.state)
    assert verdict.solved and verdict.over and verdict.text.startswith(f"Solved: the {FACTIONS[seat]} win, ")
    assert MODULE.hint(puzzle, game.state) == ("The game is over.", ())


def test_a_move_that_throws_the_win_away_is_lost_and_can_be_taken_back() -> None:
    for puzzle in (PUZZLES[0], PUZZLES[len(PUZZLES) // 2], PUZZLES[-1]):
        game, seat = MODULE.start(puzzle), MODULE.person(puzzle)
        start = game.state
        wrong = next(m for m in start.legal_commands(seat) if not proof.wins(proof.after(start, m), seat))
        game.history.execute(wrong)
        verdict = MODULE.verdict(puzzle, game.state)
        assert not verdict.solved and verdict.over and LOST.fullmatch(verdict.text), verdict.text
        assert MODULE.hint(puzzle, game.state)[1] == ()
        game.history.undo()
        assert MODULE.verdict(puzzle, game.state).text == f"{FACTIONS[seat]} to play: win."


def test_the_defence_loses_by_the_least() -> None:
    puzzle = next(p for p in PUZZLES if placements_left(first_state(p)) >= 3)
    state, seat = first_state(puzzle), MODULE.person(puzzle)
    command(puzzle.data["first_move"]).apply(state)
    while proof.mover(state) == seat:
        proof.winning_move(state, seat).apply(state)  # type: ignore[union-attr]
    values = [proof.value(proof.after(state, m)) for m in state.legal_commands(1 - seat)]
    best = max(values) if seat == 1 else min(values)  # the defender's best result
    chosen = MODULE.reply(puzzle, state)
    assert chosen == state.legal_commands(1 - seat)[values.index(best)]


def test_a_broken_puzzle_is_refused_with_a_reason() -> None:
    puzzle = PUZZLES[0]
    hidden = re.sub(r"\[[A-Z]\]", "[?]", puzzle.position, count=1)
    if hidden == puzzle.position:
        hidden = puzzle.position.replace("hands ", "hands ?", 1)
    with pytest.raises(PuzzleError, match=r"^Puzzle mw-001 should show every token, its winner to move\.$"):
        MODULE.start(attrs.evolve(puzzle, position=hidden))
    with pytest.raises(PuzzleError, match="names no winner"):
        MODULE.start(attrs.evolve(puzzle, data={**puzzle.data, "winner": "Bacteria"}))
    with pytest.raises(PuzzleError, match="answer has a move that"):
        MODULE.answer(attrs.evolve(puzzle, data={**puzzle.data, "line": [{"type": "Fly", "seat": 0}]}))
