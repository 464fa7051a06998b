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


def test_a_step_shown_instead_of_the_last_one_is_the_one_marked() -> None:
    """A review's better move: the steps on show are the game's up to it, then the better move's step."""
    from microgames.engine.analysis import play_instead
    from microgames.ui.app import make_application
    from microgames.ui.preferences import Preferences
    from microgames.ui.tablekit.context import TableContext
    from microgames.ui.tablekit.lastmoves import steps_on_show
    from tests.ui.review.test_review import random_game

    make_application()
    game = random_game("microworld", 3, steps=6)
    context = TableContext(game, Preferences())
    index, other = next((i, c) for i, step in enumerate(game.history.steps)
                        for c in game.history.state_at(i).legal_commands(step.seat) if (c,) != step.commands)
    instead = Step("another move", other.seat, (other,), game.history.state_at(index), False, False)
    context.show_instead(index + 1, instead, play_instead(game, index + 1, (other,)))
    assert steps_on_show(context) == (*game.history.steps[:index], instead) and context.looking_at == index + 1
    assert context.state == play_instead(game, index + 1, (other,)) != game.history.state_at(index + 1)
    context.set_looking(index + 1)
    assert context.instead is None and steps_on_show(context) == tuple(game.history.steps[:index + 1])
    context.detach()
