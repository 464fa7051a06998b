"""Microchip's second lesson, "The end of the game": each end-phase rule it teaches happens where it says."""

from __future__ import annotations

from microgames.engine.tutorial import Script, load_script
from microgames.games import registry
from microgames.games.microchip.state import MicrochipState

NAME = "microchip/lessons/02-the-end.json"


def _script() -> Script:
    return load_script(registry.get("microchip"), NAME)


def _states() -> list[MicrochipState]:
    """The state after each step (the person's move, then the Tutor's replies)."""
    script = _script()
    game = script.start(registry.get("microchip"))
    states = []
    for step in script.steps:
        for command in (*step.played, *step.reply):
            game.history.execute(command)
        states.append(game.state.clone())
    return states


def test_the_lesson_plays_finish_resume_a_finish_that_comes_back_and_concede() -> None:
    script = _script()
    kinds = [type(step.played[0]).__name__ if step.played else None for step in script.steps]
    assert [k for k in kinds if k] == ["Draft", "Finish", "ResumeBuilding", "ReturnToTray", "Place", "Rotate", "Place",
                                       "Finish", "Concede"]
    states = _states()
    finished_first = states[kinds.index("Finish")]
    assert finished_first.phase == "building" and finished_first.status == ["finished", "building"]
    assert finished_first.posted[0] == 8  # two tray tiles cost 4: the posted score stands, nobody is higher
    came_back = states[len(kinds) - 1 - kinds[::-1].index("Finish")]
    assert came_back.status == ["building", "finished"] and came_back.posted[1] == 14
    assert came_back.can_concede(0) and came_back.score(0).points == 12


def test_the_lesson_ends_with_the_higher_score_winning_and_the_tie_break_it_names() -> None:
    end = _states()[-1]
    assert end.phase == "over" and end.status == ["conceded", "finished"]
    assert end.scores() == (12, 14) and end.standings() == [2, 1]
    mine, tutors = end.score(0), end.score(1)
    assert (len(mine.microchip), len(tutors.microchip)) == (8, 7)  # the tiles the last step's tie-break counts
    last = _script().steps[-1].say
    assert "8 tiles" in last and "Tutor's 7" in last
