"""The better move as commands: legal where the move was made, the seat's own, kept with the analysis in a save,
an older analysis without them still read, a hostile one refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from microgames.engine.analysis import MoveValue, judge_module, parse_moves, play_instead, unparse_moves
from microgames.engine.review import analyse, load_analysis, store_analysis
from microgames.engine.saves import save
from microgames.engine.session import Game
from microgames.engine.words import shown
from microgames.games import registry
from microgames.games.microchip.commands import ClearBoard, Draft, Finish
from tests.ui.review.test_review import MARKING_EFFORT, TEST_EFFORT, random_game
from tests.ui.review.test_review_analysis import finished_chip

FINISHED = {"microchip": finished_chip, "microworld": lambda: random_game("microworld", 3, steps=400),
            "remediate": lambda: random_game("remediate", 4, steps=400)}


@pytest.mark.parametrize("game_id", sorted(FINISHED))
def test_every_better_move_is_legal_before_the_move_and_round_trips_through_a_save(game_id: str, tmp_path: Path,
                                                                                 speak: Any) -> None:
    game = FINISHED[game_id]()
    found = analyse(game, lambda: False, lambda done, total: None, MARKING_EFFORT.get(game_id, TEST_EFFORT))
    assert found is not None
    named = [value for value in found.moves if value.better]
    assert named and any(found.mark(value) for value in named)
    for value in named:
        assert value.better_move and all(command.seat == value.seat for command in value.better_move)
        state = play_instead(game, value.step, value.better_move)  # IllegalMove if the rules refused it
        assert state != game.history.state_at(value.step)  # another move than the one played
    path = tmp_path / "done.microgame"
    save(game, path)
    assert store_analysis(game, path, found) == path.with_name(path.name + ".analysis.json")
    loaded = load_analysis(game, path)
    assert loaded == found and loaded.scale is not None
    stored = path.with_name(path.name + ".analysis.json").read_text()
    speak("de")  # the words read back are made again from the commands: said in the language of the moment
    for value in (value for value in loaded.moves if value.better):
        assert json.dumps(str(value.better))[1:-1] in stored  # kept in English
        assert shown(value.better) != str(value.better), str(value.better)
        if loaded.mark(value):
            assert shown(value.advice(loaded.scale)).startswith("Besser: " + shown(value.better))
    assert shown(loaded.scale.measure) != str(loaded.scale.measure)


@pytest.fixture(scope="module")
def chip() -> Game:
    return finished_chip()


def test_a_microchip_finish_on_a_poor_board_is_shown_the_best_board(chip: Game) -> None:
    game = chip
    index, step = next((i, s) for i, s in enumerate(game.history.steps)
                       if any(isinstance(c, Finish) for c in s.commands))
    state = game.history.state_at(index)
    seat = step.seat
    judge = judge_module(registry.get("microchip")).judge  # type: ignore[union-attr]
    judged = judge(state, seat, (ClearBoard(seat), Finish(seat)), 7, TEST_EFFORT, lambda: False)
    assert judged is not None and judged.before > judged.after and judged.better_move[-1] == Finish(seat)
    after = state.clone()
    for command in judged.better_move:
        command.apply(after)
    assert after.score(seat).points == judged.before


def stored(game: Game) -> list:  # type: ignore[type-arg]
    """A stored entry of the game's second move naming a draft of another kind as better."""
    step = game.history.steps[1]
    state = game.history.state_at(1)
    other = next(t for t in state.column(state.active_column()) if Draft(step.seat, t) not in step.commands)
    value = MoveValue(2, step.seat, 9.0, 1.0, 4, 0.5, "another tile", False, (Draft(step.seat, other),))
    return unparse_moves([value])[0]


def test_an_older_analysis_reads_without_the_better_move_and_a_stored_one_reads_back(chip: Game) -> None:
    game = chip
    entry = stored(game)
    assert parse_moves([entry], game)[0].better_move == (Draft(entry[1], entry[8][0]["tile"]),)
    older = parse_moves([entry[:8]], game)[0]
    assert older.better == "another tile" and older.better_move == ()


@pytest.mark.parametrize("spoil", [
    lambda e: e.__setitem__(8, {"type": "Draft"}),  # not a list
    lambda e: e.__setitem__(8, [{"type": "Bribe", "seat": e[1]}]),  # no such command in the game
    lambda e: e.__setitem__(8, [{"type": "Draft", "seat": e[1], "tile": "x"}]),  # a wrong field
    lambda e: e.__setitem__(8, [{"type": "Draft", "seat": 1 - e[1], "tile": e[8][0]["tile"]}]),  # another seat's
    lambda e: e.__setitem__(8, [{"type": "Draft", "seat": e[1], "tile": 999}]),  # refused by the rules there
    lambda e: e.__setitem__(8, e[8] * 9),  # far too many commands
    lambda e: e.__setitem__(6, ""),  # commands without their words
])
def test_a_hostile_better_move_is_refused(chip: Game, spoil) -> None:  # type: ignore[no-untyped-def]
    game = chip
    entry = stored(game)
    spoil(entry)
    with pytest.raises(ValueError):
        parse_moves([entry], game)
