"""Microworld's puzzles: end positions with every token face up, the side to move to find the win.

A puzzle (``resources/microworld/puzzles.json``, made by ``scripts/make_microworld_puzzles.py``) is a
text diagram (``diagram``) with no hidden token, so the endgame's exact search answers every question
about it (``proof``): the person plays the side to move, the other side answers with the defence that
loses by the least, and after every move the verdict says whether the win is still there. Besides the
position a puzzle holds its proven claim, ``"winner"`` (the side to move) and ``"first_move"``, the
main ``"line"`` (every command, replies included) and the whole ``"solution"`` tree (``proof.solution``).
"""

from __future__ import annotations

from collections.abc import Sequence

from microgames.engine.codec import Wrong
from microgames.engine.commands import Command, command_from_dict
from microgames.engine.history import History, UndoPolicy
from microgames.engine.puzzles import Puzzle, PuzzleError, Verdict
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games.microworld import diagram, hints, proof, scoring
from microgames.games.microworld.endgame import placements_left
from microgames.games.microworld.lesson import position
from microgames.games.microworld.options import FACTIONS
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.speech import MicroworldWords
from microgames.games.microworld.state import HIDDEN, MicroworldState

SEED = 1  # the puzzle game's generator; nothing is drawn after the setup, so any seed plays the same


def person(puzzle: Puzzle) -> int:
    """The seat of the side to move, whose win the puzzle claims."""
    winner = puzzle.data.get("winner")
    if winner not in FACTIONS:
        raise PuzzleError(f"Puzzle {puzzle.id} names no winner among {' and '.join(FACTIONS)}.")
    return FACTIONS.index(winner)


def options(puzzle: Puzzle) -> dict[str, object]:
    """The table options of the puzzle's game: its board, its additional rules and target, every token face up."""
    setup = _state(puzzle).setup
    found: dict[str, object] = {"board": setup.board.code, "face_up": True,
                                **{f"rule_{r.lower()}": True for r in setup.rules}}
    if setup.target:
        found["target"] = setup.target
    return found


def _state(puzzle: Puzzle) -> MicroworldState:
    try:
        state = diagram.parse(puzzle.position)
    except ValueError as error:
        raise PuzzleError(f"Puzzle {puzzle.id}'s position cannot be read: {error}.") from None
    hidden = HIDDEN in state.token_at or any(HIDDEN in tokens for tokens in (*state.hand, state.leftovers))
    if hidden or state.set_aside == HIDDEN or state.is_over() or proof.mover(state) != person(puzzle):
        raise PuzzleError(f"Puzzle {puzzle.id} should show every token, its winner to move.")
    return state


def start(puzzle: Puzzle) -> Game:
    """A fresh game on the puzzle's position, the person's side to move (the other seat answers by ``reply``)."""
    seat = person(puzzle)
    checked = RULES.checked_options(options(puzzle))
    seats = tuple(Seat(FACTIONS[s], "person" if s == seat else "bot", None if s == seat else "hard",
                       RULES.seat_colours[s]) for s in range(len(FACTIONS)))
    state = position(puzzle.position, seats, checked, SEED)
    return Game(RULES, checked, SEED, seats, History(state, seats, UndoPolicy.CASUAL, RULES.narrate))


def reply(puzzle: Puzzle, state: MicroworldState) -> Command | None:
    """The other side's best defence when the game waits for it (the reply that loses by the least)."""
    if state.is_over() or proof.mover(state) == person(puzzle):
        return None
    return proof.defence(state)


def verdict(puzzle: Puzzle, state: MicroworldState) -> Verdict:
    """Solved once the game ends won; lost, and over, as soon as a move lets the other side hold."""
    seat = person(puzzle)
    side, other = FACTIONS[seat], FACTIONS[1 - seat]
    if state.is_over():
        scores = state.scores()
        best = scoring.winner(state)
        if best == seat:
            return Verdict(True, True, MicroworldWords.tr("Solved: the %1 win, %2 to %3.").arg(
                side, scores[seat], scores[1 - seat]))
        return Verdict(False, True, _lets(other, best >= 0))
    if diagram.diagram(state) == diagram.diagram(diagram.parse(puzzle.position)):  # proven a win, no search
        return Verdict(False, False, MicroworldWords.tr("%1 to play: win.").arg(side))
    if not proof.wins(state, seat):
        return Verdict(False, True, _lets(other, proof.wins(state, 1 - seat)))
    left = placements_left(state)
    return Verdict(False, False, MicroworldWords.tr("The win is still there: %n pawn(s) left to place.", None, left))


def _lets(other: str, wins: bool) -> str:
    """The verdict on a move that gives the win away: the other side wins, or holds a draw."""
    if wins:
        return MicroworldWords.tr("That lets the %1 win: try again.").arg(other)
    return MicroworldWords.tr("That lets the %1 hold: try again.").arg(other)


def hint(puzzle: Puzzle, state: MicroworldState) -> tuple[str, Sequence[Command]]:
    """The next move of a winning line from here, said as what to do (``hints.advice``)."""
    seat = person(puzzle)
    if state.is_over():
        return MicroworldWords.tr("The game is over."), ()
    if proof.mover(state) != seat:
        return MicroworldWords.tr("The %1 answer first.").arg(FACTIONS[1 - seat]), ()
    move = proof.winning_move(state, seat)
    if move is None:
        return MicroworldWords.tr("No move wins from here: take your move back."), ()
    return MicroworldWords.tr("%1: that keeps the win.").arg(hints.advice(state, move)), (move,)


def hint_marks(puzzle: Puzzle, state: MicroworldState, commands: Sequence[Command]) -> tuple[str, ...]:
    """What the hint's move touches on the table, by anchor name (the cell, the token, the button)."""
    return hints.marks(state, commands[0]) if commands else ()


def answer(puzzle: Puzzle) -> Sequence[Command]:
    """The proven main line stored with the puzzle: the winning moves and the best defence, to the end."""
    types = RULES.command_types()
    try:
        return tuple(command_from_dict(data, types) for data in puzzle.data.get("line", ()))
    except Wrong as error:
        raise PuzzleError(f"Puzzle {puzzle.id}'s answer has a move that {error}.") from None
