"""Which steps the last-move marks show: the other seats' since the viewer's own last step."""

from __future__ import annotations

from microgames.engine.history import Step
from microgames.ui.tablekit.lastmoves import others_since


def steps(*seats: int) -> list[Step]:
    return [Step(f"step {n}", seat, (), None, False, False) for n, seat in enumerate(seats)]


def test_the_others_steps_since_the_viewers_last_one() -> None:
    played = steps(0, 1, 1, 0, 1, 2, 1)
    assert [s.label for s in others_since(played, 0)] == ["step 4", "step 5", "step 6"]
    assert [s.label for s in others_since(played, 1)] == []  # the viewer acted last: nothing to mark
    assert [s.label for s in others_since(played, 2)] == ["step 6"]
    assert [s.label for s in others_since(played, 3)] == [s.label for s in played]  # never acted: all of it


def test_with_nobody_at_the_screen_the_last_turn_is_marked() -> None:
    assert [s.label for s in others_since(steps(0, 1, 1), None)] == ["step 1", "step 2"]
    assert others_since([], None) == () and others_since([], 0) == ()
