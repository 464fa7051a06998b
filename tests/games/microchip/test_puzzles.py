"""Microchip's puzzles: the file's claims proven by the solver, and the puzzle rules played through."""

from __future__ import annotations

from collections import Counter

import pytest

from microgames.engine.errors import IllegalMove
from microgames.engine.puzzles import Puzzle, PuzzleError, load_puzzles, puzzle_rules
from microgames.games.microchip import diagram
from microgames.games.microchip import puzzles as chip
from microgames.games.microchip.boards import parse_cell
from microgames.games.microchip.commands import Finish, Place
from microgames.games.microchip.rules import RULES
from microgames.games.microchip.solver import best_arrangement
from microgames.games.microchip.tiles import tile

ALL = load_puzzles(RULES)


def play(puzzle: Puzzle, commands) -> object:  # type: ignore[no-untyped-def]
    game = chip.start(puzzle)
    for command in commands:
        game.history.execute(command)
    return game


def _right(puzzle: Puzzle, state) -> int:  # type: ignore[no-untyped-def]
    """How many tiles of the closest best chip the board has right."""
    return chip._agreement(chip.closest_best(state), chip._board_masks(state))


def test_the_rules_name_the_module() -> None:
    assert puzzle_rules(RULES) is chip


def test_forty_puzzles_in_rising_size_from_six_tiles_to_a_full_inventory() -> None:
    sizes = [len(chip.position(p).owned(0)) for p in ALL]
    assert len(ALL) >= 40
    assert sizes == sorted(sizes) and sizes[0] == 6 and sizes[-1] == 25
    assert len({p.title for p in ALL}) == len(ALL)
    assert all(p.data["tiles"] == size for p, size in zip(ALL, sizes))


def test_every_claim_is_proven_by_the_solver() -> None:
    """The best, and the chip's tiles, loops and spare shapes the title speaks of: all of them, in this one process
    (scripts/make_microchip_puzzles.py says how long that takes)."""
    for puzzle in ALL:
        state = chip.position(puzzle)
        found = best_arrangement(state.board(0), state.owned(0))
        assert found.proven and found.score == puzzle.data["best"], puzzle.id
        assert not state.placed(0)  # every puzzle starts from an empty board
        used = {tile_id for tile_id, _rotation in found.placements.values()}
        spare = Counter(tile(t).shape.name for t in state.owned(0) if t not in used)
        assert puzzle.data["chip"] == found.tiles and puzzle.data["spare"] == dict(spare), puzzle.id
        assert puzzle.data["loops"] == found.connections // 2 - found.tiles + 1, puzzle.id


def test_each_is_a_real_puzzle_and_the_bests_rise() -> None:
    """Three in four tiles at least belong in the best chip; the bests never fall, and rise with every tile more."""
    assert all(4 * p.data["chip"] >= 3 * p.data["tiles"] for p in ALL)
    bests = [p.data["best"] for p in ALL]
    assert bests == sorted(bests) and bests[0] > 0
    by_size = {p.data["tiles"]: p.data["best"] for p in ALL}  # the last of each size
    firsts = {p.data["tiles"]: p.data["best"] for p in reversed(ALL)}
    assert all(firsts[size + 1] > by_size[size] for size in range(6, 25))


def test_titles_tell_something_of_the_puzzle() -> None:
    """No title is only a count and a board; each speaks of the chip: its loops, what is left over or spared."""
    for puzzle in ALL:
        title = puzzle.title
        assert " on board " not in title, title
        assert any(word in title for word in ("loop", "left over", "too many", "spare")), title
        if "too many" in title:
            (shape, count), = puzzle.data["spare"].items()
            assert shape in title or shape + "s" in title or shape + "es" in title


def test_the_answer_reaches_the_best_and_solves() -> None:
    for puzzle in ALL[:6] + ALL[-2:]:
        game = play(puzzle, chip.answer(puzzle))
        verdict = chip.verdict(puzzle, game.state)
        assert verdict.solved and verdict.over and verdict.score == puzzle.data["best"]
        assert verdict.text == f"Your chip: {puzzle.data['best']} points, the best there is. Solved!"


def test_the_verdict_at_the_start_counts_every_tile_outside() -> None:
    puzzle = ALL[0]
    state = chip.start(puzzle).state
    verdict = chip.verdict(puzzle, state)
    assert not verdict.solved and not verdict.over and verdict.score == -12
    assert verdict.text == f"Your chip: −12 points; the best is {puzzle.data['best']}."


def test_hints_alone_build_a_best_chip() -> None:
    """Each hint is a tile of a best chip the board lacks: following hints only, the puzzle is solved."""
    for puzzle in (ALL[0], ALL[9], ALL[-1]):
        game = chip.start(puzzle)
        for _ in range(40):
            if chip.verdict(puzzle, game.state).solved:
                break
            sentence, commands = chip.hint(puzzle, game.state)
            assert commands and sentence.endswith(".")
            right = _right(puzzle, game.state)
            game.history.execute_macro("hint", commands)
            assert _right(puzzle, game.state) > right  # one more tile of a best chip in place
        assert chip.verdict(puzzle, game.state).solved, puzzle.id
        assert chip.hint(puzzle, game.state)[1] == []


def test_a_hint_builds_on_a_good_start() -> None:
    """A best chip's tile already placed, though not where the solver would put it, stays: the hint adds to it."""
    def elsewhere(puzzle: Puzzle) -> list[dict[int, int]]:
        state = chip.position(puzzle)
        owned = Counter(tile(t).kind for t in state.owned(0))
        target = chip.closest_best(state)
        return [v for v in chip._variants(target) if set(v) != set(target) and chip._fits(v, state.board(0), owned)]

    puzzle = next(p for p in ALL if elsewhere(p))  # a best chip that fits elsewhere too
    game = chip.start(puzzle)
    cell, mask = min(set(elsewhere(puzzle)[0].items()) - set(chip.closest_best(chip.position(puzzle)).items()))
    kind = chip._wanted_kind(game.state, cell, mask)
    tile_id = next(t for t in game.state.trays[0] if tile(t).kind == kind)
    game.history.execute(Place(0, tile_id, cell, tile(tile_id).shape.rotation_of(mask)))
    _sentence, commands = chip.hint(puzzle, game.state)
    game.history.execute_macro("hint", commands)
    assert game.state.cells[0][cell] == (tile_id, tile(tile_id).shape.rotation_of(mask))


def test_the_hint_names_the_tile_and_its_space() -> None:
    puzzle = ALL[0]
    state = chip.start(puzzle).state
    sentence, commands = chip.hint(puzzle, state)
    place = commands[-1] if isinstance(commands[-1], Place) else commands[0]
    assert isinstance(place, Place)
    assert sentence.startswith("A best chip has a") and sentence.endswith(f" on {'ABCDE'[place.cell % 5]}"
                                                                           f"{place.cell // 5 + 1}.")
    marks = chip.hint_marks(puzzle, state, commands)
    assert f"board:0:{'ABCDE'[place.cell % 5]}{place.cell // 5 + 1}" in marks and any(m.startswith("tray:0:")
                                                                                      for m in marks)


def test_the_table_is_the_persons_alone_and_room_for_every_tile() -> None:
    game = chip.start(ALL[-1])
    assert [s.name for s in game.seats] == ["Player"] and chip.person(ALL[-1]) == 0
    assert chip.reply(ALL[-1], game.state) is None
    assert len(game.state.pool) * len(game.state.pool[0]) >= 25 and game.state.phase == "building"
    game.history.execute(Finish(0))  # the rules allow it; the puzzle's table keeps it back (see tests/ui/puzzles)
    assert game.state.is_over()


def test_a_bad_position_or_claim_is_named() -> None:
    broken = Puzzle("microchip", "x", "X", "Board Q", 7, {"best": 3})
    with pytest.raises(PuzzleError, match="Puzzle 7's position cannot be read"):
        chip.start(broken)
    no_claim = Puzzle("microchip", "x", "X", ALL[0].position, 3, {})
    with pytest.raises(PuzzleError, match="Puzzle 3 has no best score."):
        chip.verdict(no_claim, chip.position(no_claim))


def test_a_refused_move_changes_nothing() -> None:
    game = chip.start(ALL[0])
    before = diagram.draw(game.state, 0)
    tile_id = game.state.trays[0][0]
    wrong = next(c for c in range(25) if game.state.board(0).colour(c) != tile(tile_id).colour.key)
    with pytest.raises(IllegalMove):
        game.history.execute(Place(0, tile_id, wrong, 0))
    assert diagram.draw(game.state, 0) == before and parse_cell("A1") == 0
