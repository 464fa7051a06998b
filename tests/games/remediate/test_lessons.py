"""Remediate's lesson series: each script plays through, says what the game does, and together they teach every
rule a player meets (every move, every gene, microbe, hazard and recycle card)."""

from __future__ import annotations

import re

import pytest

from microgames.engine.tutorial import Script
from microgames.games.remediate import cards as C
from microgames.games.remediate import effects as E
from microgames.games.remediate.commands import COMMANDS, Clone
from microgames.games.remediate.rules import RULES
from microgames.games.remediate.state import RemediateState
from tests.support.remediate_lessons import LESSONS, lesson_script


def _script(name: str) -> Script:
    return lesson_script(name)  # refused with a sentence if any step were illegal where it comes


def _shown(script: Script, step: int) -> RemediateState:
    """The table as step ``step`` (from 0) is shown."""
    return script.resume(RULES, step).state  # type: ignore[no-any-return]


def _played(script: Script) -> list[object]:
    return [c for step in script.steps for c in (*step.played, *step.reply)]


def _sentences(script: Script) -> str:
    return " ".join([*(s.say for s in script.steps), *(s.after for s in script.steps), script.end])


@pytest.mark.parametrize("name", LESSONS)
def test_each_lesson_plays_through_in_8_to_20_steps_and_every_move_has_a_hint_and_a_consequence(name: str) -> None:
    script = _script(name)
    assert script.learner == 0 and 8 <= len(script.steps) <= 20
    for step in script.steps:
        assert step.point, step.say  # every step shows what it talks about
        assert not step.waits_for_move or (step.hint and step.after), step.say
        assert not step.reply or step.after, step.say  # what the others did is said
    assert len(script.title) <= 29  # the bubble's counter line holds the title and "step 10 of 16"


def test_the_series_plays_every_move_of_the_game() -> None:
    played = {type(c) for name in LESSONS for c in _played(_script(name))}
    assert played == set(COMMANDS)


def test_every_gene_that_acts_as_it_is_cloned_is_cloned_in_the_series() -> None:
    at_once = {k for k in range(len(C.KIND_NAME))
               if C.KIND_TYPE[k] == C.ATTACK or C.KIND_EFFECT[k] in ("extra_clone", "mimic")}
    cloned = {C.CARD_KIND[c.card] for name in LESSONS for c in _played(_script(name)) if isinstance(c, Clone)}
    assert at_once <= cloned, [C.KIND_NAME[k] for k in at_once - cloned]


def test_the_series_names_every_gene_microbe_hazard_and_recycle_card() -> None:
    text = " ".join(_sentences(_script(name)) for name in LESSONS)
    for word in (*C.KIND_NAME, *C.MICROBE_NAME, *C.HAZARDS, *C.RECYCLE_NAME, "hand limit", "discard on environment "
                 "change", "Redraw", "Skip cloning", "tie", "Remediate up to 1", "shuffled"):
        assert re.search(re.escape(word), text, re.IGNORECASE), word


def test_the_basics_say_what_the_game_does() -> None:
    script = _script("01-basics.json")
    assert "Toxin Secretion" not in " ".join(C.card_name(c) for c in _shown(script, 0).hands[0])  # nothing unused
    hot = _shown(script, 7)  # 2 plastic from the Laboratory, the third from the Hot Spring
    assert hot.stash[0] == 7 and hot.env == C.ENV_BY_NAME["Hot Spring"] and hot.env_plastic == 24
    assert E.remediation_amount(hot, 0) == 1 and E.remediation_amount(_shown(script, 13), 0) == 3


def test_attack_and_defence_say_what_the_game_does() -> None:
    script = _script("02-attack-and-defence.json")
    hit = _shown(script, 5)  # Toxin Secretion at the Tutor, its LC-Cutinase chosen
    assert "LC-Cutinase" not in [C.card_name(c) for c in hit.cloned[1]] and E.remediation_amount(hit, 1) == 0
    sensitive = _shown(script, 7)
    assert "Terephthalate Sensitivity" in [C.card_name(c) for c in sensitive.cloned[0]]
    assert E.remediation_amount(sensitive, 0) == 1 and E.cap_reason(sensitive, 0).startswith("Capped at 1")
    blocked = _shown(script, 9)  # the Rival's Chemotaxis against the richest, blocked by Storage Granule
    assert blocked.stash[0] == 9 and "Storage Granule" not in [C.card_name(c) for c in blocked.cloned[0]]
    tie = _shown(script, 12)
    assert tie.phase == "target" and tie.choices == [1, 2] and tie.stash[1] == tie.stash[2]
    assert _shown(script, 13).stash[0] == 12 and _shown(script, 15).stash[0] == 11  # stolen 3, then Bacteriocin


def test_the_hand_and_support_say_what_the_game_does() -> None:
    script = _script("03-support-and-hand.json")
    over = _shown(script, 4)
    assert over.phase == "discard" and len(over.hands[0]) == E.hand_limit(over, 0) + 1
    redrawn = _shown(script, 7)
    assert redrawn.turn == 1 and len(redrawn.hands[0]) == 4 and redrawn.stash[0] == _shown(script, 6).stash[0]
    transposed = _shown(script, 11)
    assert transposed.phase == "clone" and transposed.clones_left == 1
    mimicking = _shown(script, 17)
    assert mimicking.mimic and E.remediation_amount(mimicking, 0) == 5  # FAST-PETase 4, and Ideonella's 1


def test_hazards_and_microbes_say_what_the_game_does() -> None:
    script = _script("04-hazards-and-microbes.json")
    capped = _shown(script, 0)
    assert E.remediation_amount(capped, 0) == 1 and E.cap_reason(capped, 0).startswith("Capped at 1: Compost Heap")
    picked = _shown(script, 7)
    assert picked.resistance_pick[0] == C.HAZARDS.index("heat") and E.remediation_amount(picked, 0) == 3
    after_all = _shown(script, 13)
    assert len(after_all.hands[3]) == 5 and after_all.recycled[4] == [1, 0, 0]  # Deinococcus keeps 5; Rhodococcus
    assert after_all.stash[4] == 2  # recycled a Drink Bottle for 2 plastic
