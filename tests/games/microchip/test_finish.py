"""Finish, Resume building and Concede, with "Improve after others finish" on and off."""

from __future__ import annotations

import pytest

from microgames.engine.errors import IllegalMove
from microgames.games.microchip.boards import parse_cell as at
from microgames.games.microchip.commands import Concede, Finish, Move, Place, ResumeBuilding, ReturnToTray
from microgames.games.microchip.state import MicrochipState
from tests.support.microchip import board_a, table
from tests.games.microchip.test_scoring import _board_b

SQUARE = board_a("1  B┌ R┐ g. y. p.\n2  R└ G┘ y. p. b.")  # 8 points
PAIR = _board_b("5  Y╶ P╴ b. r. g.", tray="B│")  # 2 - 2 = 0 points; the straight could extend it


def start(improve: bool) -> MicrochipState:
    return table([SQUARE, PAIR], names=["Ana", "Ben"], improve=improve)


def test_finish_posts_the_score_and_a_lower_finisher_gets_the_button_back() -> None:
    state = start(improve=True)
    assert state.phase == "building" and state.awaiting() == (0, 1)
    Finish(1).apply(state)
    assert state.status == ["building", "finished"] and state.posted == [None, 0]
    assert state.awaiting() == (0,)
    assert Finish(0).label(state) == "Ana finishes with 8 points"
    Finish(0).apply(state)
    assert state.status == ["finished", "building"]  # Ben is below a higher posted score
    assert state.posted == [8, 0] and state.awaiting() == (1,)
    assert state.can_finish(1) and state.can_concede(1) and not state.can_resume(1)
    assert Concede(1).label(state) == "Ben concedes at 0 points"
    Concede(1).apply(state)
    assert state.phase == "over" and state.is_over() and state.awaiting() == ()
    assert state.scores() == (8, 0) and state.standings() == [1, 2]


def test_a_finished_board_is_locked_and_equal_scores_both_stand() -> None:
    state = start(improve=True)
    Finish(0).apply(state)
    Finish(1).apply(state)
    assert state.status == ["finished", "building"]
    with pytest.raises(IllegalMove, match="Resume building"):
        ReturnToTray(0, at("A1")).apply(state)
    better = table([SQUARE, _board_b("5  Y╶ P─ B─ R─ G╴")], names=["Ana", "Ben"], improve=True)
    Finish(0).apply(better)
    Finish(1).apply(better)  # 8 with 5 tiles: equal points, so Ana keeps her finish
    assert better.status == ["finished", "finished"] and better.phase == "over"


def test_a_higher_posted_score_sends_earlier_finishers_back() -> None:
    state = table([board_a("5  P╶ B╴ r. g. y."), _board_b("5  Y╶ P─ B─ R─ G╴")], names=["Ana", "Ben"])
    Finish(0).apply(state)  # 2
    Finish(1).apply(state)  # 8: Ana is now below
    assert state.status == ["building", "finished"] and state.awaiting() == (0,)
    Concede(0).apply(state)
    assert state.status == ["conceded", "finished"] and state.phase == "over"


def test_resume_building_withdraws_the_posted_score() -> None:
    state = start(improve=True)
    Finish(0).apply(state)
    assert state.can_resume(0)
    assert ResumeBuilding(0).label(state) == "Ana resumes building"
    ResumeBuilding(0).apply(state)
    assert state.status == ["building", "building"] and state.posted == [None, None]
    Move(0, at("A2"), at("C5")).apply(state)  # allowed again (A2 and C5 are both red)
    with pytest.raises(IllegalMove, match="only resume building after you have finished"):
        ResumeBuilding(0).apply(state)


def test_concede_is_only_for_a_seat_below_a_posted_score() -> None:
    state = start(improve=True)
    with pytest.raises(IllegalMove, match="press Finish instead"):
        Concede(1).apply(state)
    Finish(0).apply(state)
    with pytest.raises(IllegalMove, match="Resume building"):
        Concede(0).apply(state)
    Concede(1).apply(state)
    assert state.phase == "over"
    for refused in (Place(1, state.trays[1][0], at("C5")), Finish(1), ResumeBuilding(0)):
        with pytest.raises(IllegalMove, match="game is over"):
            refused.apply(state)


def test_with_improve_off_finish_locks_the_score_once() -> None:
    state = start(improve=False)
    Finish(0).apply(state)
    with pytest.raises(IllegalMove, match="locks in your score"):
        ResumeBuilding(0).apply(state)
    with pytest.raises(IllegalMove, match="locked in"):
        ReturnToTray(0, at("A1")).apply(state)
    assert state.active_seats() == (1,)
    with pytest.raises(IllegalMove, match="only used with the Improve"):
        Concede(1).apply(state)
    Finish(1).apply(state)  # lower than Ana, yet the game ends: no button comes back
    assert state.status == ["finished", "finished"] and state.phase == "over"
    assert state.scores() == (8, 0)
