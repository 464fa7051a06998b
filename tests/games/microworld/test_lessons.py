"""Microworld's lessons together teach every rule a player meets: each file plays through, and every gene power,
additional rule, target and mutation is played in some step or named by one (the steps say it)."""

from __future__ import annotations

import re

import pytest

from microgames.engine.commands import Command
from microgames.engine.tutorial import Script, load_script
from microgames.games import registry
from microgames.games.microworld.commands import AnswerSteal, ChooseMutation, PlaceBlocker, Place, UseGene, power_of
from microgames.games.microworld.genes import GENE_KEYS, MUTATION_NAMES, TARGET_NAMES
from microgames.games.microworld.options import RULE_LETTERS
from microgames.games.microworld.state import FIRST, MicroworldState
from microgames.resources import resource_path

NAMES = sorted(path.name for path in resource_path("microworld/lessons").glob("[0-9][0-9]-*.json"))


def _script(name: str) -> Script:
    return load_script(registry.get("microworld"), f"microworld/lessons/{name}")


def _played(script: Script) -> list[tuple[MicroworldState, Command]]:
    """Every move of the lesson (the learner's and the Tutor's), with the state it is played in."""
    rules = registry.get("microworld")
    game = script.start(rules)
    moves = []
    for step in script.steps:
        for command in (*step.played, *step.reply):
            state = game.state
            assert isinstance(state, MicroworldState)
            moves.append((state.clone(), command))
            game.history.execute(command)
    return moves


def _said(scripts: list[Script]) -> str:
    return " ".join(text for s in scripts for step in s.steps for text in (step.say, step.after))


def test_the_series_is_the_four_lessons_in_file_order() -> None:
    assert NAMES == ["01-basics.json", "02-genes.json", "03-rules.json", "04-mutations.json"]


@pytest.mark.parametrize("name", NAMES)
def test_each_lesson_plays_through_in_eight_to_twenty_steps(name: str) -> None:
    script = _script(name)  # load_script rehearses every move: a refused one would raise
    assert 8 <= len(script.steps) <= 20
    for step in script.steps:
        assert not step.waits_for_move or (step.hint and step.after), step.say  # a gesture: a hint, a consequence


def test_the_first_lesson_opens_the_game_on_a_gene_space() -> None:
    (state, command), *_ = _played(_script(NAMES[0]))
    assert state.phase == FIRST and isinstance(command, Place) and state.token_at[command.cell] >= 0


def test_every_gene_power_is_used_and_the_arrow_pointed_at() -> None:
    scripts = [_script(name) for name in NAMES]
    uses = [(state, c) for s in scripts for state, c in _played(s) if isinstance(c, UseGene)]
    assert {GENE_KEYS[c.token] for _, c in uses} == set(GENE_KEYS)  # each by the player or the Tutor
    copy = GENE_KEYS.index("copy")
    assert all(power_of(state, c.token) == state.arrow != copy for state, c in uses if c.token == copy)
    rules = registry.get("microworld")
    arrow = [(s, i) for s in scripts for i, step in enumerate(s.steps) if (step.point or "").startswith("summary:")]
    pointed = [(s.resume(rules, i).state.arrow, s.steps[i].point) for s, i in arrow]
    assert any(power >= 0 and point == f"summary:{GENE_KEYS[power]}" for power, point in pointed)


def test_every_additional_rule_is_in_play_in_some_lesson_and_named() -> None:
    scripts = [_script(name) for name in NAMES]
    rules = registry.get("microworld")
    in_play = {letter for s in scripts for letter in s.start(rules).state.setup.rules}
    assert in_play == set(RULE_LETTERS)
    said = _said(scripts)
    assert all(re.search(rf"\brule {letter}\b", said, re.IGNORECASE) for letter in RULE_LETTERS)


def test_the_scoring_rules_score_in_play() -> None:
    rules = registry.get("microworld")
    script = _script("03-rules.json")
    state = script.resume(rules, len(script.steps)).state
    reasons = {why for seat, _points, why in state.scored if seat == script.learner}
    assert {"nervous (E)", "last cell (F)", "10 points (D)", TARGET_NAMES["bone"]} <= reasons
    assert state.target_winner == script.learner and state.bonus_ten_done


def test_every_target_and_mutation_is_named() -> None:
    said = _said([_script(name) for name in NAMES])
    assert all(name in said for name in TARGET_NAMES.values())
    assert all(name in said for name in MUTATION_NAMES.values())


def test_a_mutation_is_kept_and_a_steal_answered_by_the_learner_and_a_barrier_laid_by_the_tutor() -> None:
    script = _script("04-mutations.json")
    moves = [c for _, c in _played(script)]
    assert isinstance(moves[0], ChooseMutation) and moves[0].seat == script.learner  # the lesson starts there
    assert any(isinstance(c, AnswerSteal) and c.steal and c.seat == script.learner for c in moves)
    assert any(isinstance(c, PlaceBlocker) and c.seat != script.learner for c in moves)
