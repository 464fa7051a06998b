"""What nobody chose reaches the move log: the environment changing (with the genes it discards), the gene
pool reshuffled from the discard, an attack's outcome, the end of the game. Each is said under the step that
brought it about, and a reopened save says it again."""

from __future__ import annotations

from microgames.engine.history import Step
from microgames.games.remediate.commands import Draw, Redraw, Remediate
from tests.support.random_play import logged_events, new_game, play_until, reopened


def _said(step: Step, text: str) -> list[str]:
    return [event for event in step.events if text in event]


def test_the_environment_change_is_said_under_the_remediation_that_empties_it_and_again_after_loading() -> None:
    game = new_game("remediate", 3, seed=5)
    step = play_until(game, lambda s: bool(_said(s, "is clean.")), seed=1)
    assert isinstance(step.commands[0], Remediate)
    assert step.events[0] == "Laboratory is clean."
    assert any(event.startswith("The next environment is ") and event.endswith(" plastic.") for event in step.events)
    assert not any("remediates" in e and "Laboratory" in e for e in step.events)  # the chosen part: the label's
    assert logged_events(reopened(game)) == logged_events(game)


def test_the_genes_discarded_with_the_change_are_named_after_the_clean_environment() -> None:
    game = new_game("remediate", 3, seed=5)
    step = play_until(game, lambda s: bool(_said(s, "(discard on environment change)")), seed=1)
    clean = next(k for k, e in enumerate(step.events) if e.endswith(" is clean."))
    discards = [k for k, e in enumerate(step.events) if e.endswith("(discard on environment change).")]
    assert discards and min(discards) > clean
    assert logged_events(reopened(game)) == logged_events(game)


def test_the_gene_pool_reshuffled_from_the_discard_is_said_under_the_draw_that_ran_it_out() -> None:
    game = new_game("remediate", 3, seed=5)
    step = play_until(game, lambda s: bool(_said(s, "shuffled into a new pool")), seed=1)
    assert isinstance(step.commands[0], (Draw, Redraw))
    assert _said(step, "The gene pool is empty: the ")  # how many genes, never which
    assert logged_events(reopened(game)) == logged_events(game)


def test_a_blocked_attack_and_the_end_of_the_game_are_events_too() -> None:
    game = new_game("remediate", 3, seed=5)
    play_until(game, lambda s: bool(_said(s, "is blocked by")), seed=1)
    last = play_until(game, lambda s: game.state.is_over(), seed=2)
    assert last.events[-1].startswith("Game over: ")
    assert logged_events(reopened(game)) == logged_events(game)


def test_what_a_player_chose_is_not_repeated_as_an_event() -> None:
    game = new_game("remediate", 2, seed=3)
    step = play_until(game, lambda s: isinstance(s.commands[0], Draw), seed=1)
    assert not any(" draws " in event for event in step.events)  # the label says it
