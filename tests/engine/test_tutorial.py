"""Lesson scripts: the shipped one plays through; a broken one is refused with a sentence naming the problem."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from microgames.engine.errors import UndoRefused
from microgames.engine.tutorial import ScriptError, load_script, parse_script
from microgames.games.microchip import diagram
from microgames.games.microchip.commands import Draft, Place, Rotate
from microgames.games.microchip.rules import RULES
from microgames.resources import read_text


def _data() -> dict[str, Any]:
    return json.loads(read_text("microchip/lessons/01-basics.json"))  # type: ignore[no-any-return]


def test_the_microchip_lesson_plays_through_to_a_posted_ten() -> None:
    script = load_script(RULES)
    assert script.learner == 0
    game = script.resume(RULES, len(script.steps))
    assert game.state.scores() == (10, 0)
    assert game.state.status == ["finished", "building"]
    assert diagram.draw(game.state, 0).splitlines()[2:5] == [
        "1  B┌ R┐ g. y. p.", "2  R└ G┤ y. p. b.", "3  g. Y╵ p. b. r."]


def test_the_lesson_history_takes_nothing_back() -> None:
    game = load_script(RULES).resume(RULES, 3)
    assert not game.history.can_undo(0)
    with pytest.raises(UndoRefused, match="cannot be taken back"):
        game.history.undo(0)


def test_a_step_accepts_its_move_and_the_alternatives_it_names() -> None:
    data = _data()
    data["steps"][2]["expect"] = {"any": [data["steps"][2]["expect"], {"type": "Rotate", "seat": 0, "cell": 1}]}
    step = parse_script(data, RULES).steps[2]
    assert step.accepts([Rotate(0, 1, 1)]) and step.accepts([Rotate(0, 1, -1)])
    assert not step.accepts([Rotate(0, 0, 1)])
    assert not step.accepts([Rotate(0, 1, 1), Rotate(0, 1, 1)])  # a macro is not the single move
    plain = parse_script(_data(), RULES)
    assert not plain.steps[2].accepts([Rotate(0, 1, -1)])
    assert plain.steps[4].accepts([Draft(0, 25)]) and not plain.steps[4].accepts([Draft(0, 6)])
    assert not plain.steps[5].accepts([Draft(0, 25), Place(0, 25, 6, 1)])


def _broken(change) -> str:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(_data())
    change(data)
    with pytest.raises(ScriptError) as refused:
        parse_script(data, RULES)
    return str(refused.value)


@pytest.mark.parametrize("change, words", [
    (lambda d: d.pop("steps"), "has no 'steps'"),
    (lambda d: d.update(colour="red"), "field 'colour'"),
    (lambda d: d["steps"][0].pop("say"), "Step 1's 'say' should be a sentence"),
    (lambda d: d["steps"][2].pop("hint"), "Step 3's 'hint' should be a sentence"),
    (lambda d: d["steps"][2]["expect"].update(type="Jump"), "type 'Jump' that this game does not have"),
    (lambda d: d["steps"][2]["expect"].update(turns="one"), "'turns' that should be a whole number"),
    (lambda d: d["steps"][4]["expect"].update(tile=44), "Step 5's expected move is refused: Take a tile from column 2"),
    (lambda d: d["steps"][4]["reply"][0].update(seat=0), "Step 5's reply is refused"),
    (lambda d: d["seats"][1].update(kind="person"), "exactly one person seat"),
    (lambda d: d["position"].__setitem__(2, "1  Y╵ Q┬ .. .. .."), "position cannot be read: pool: 'Q┬' is not a tile"),
    (lambda d: d.update(options={"improve": "yes"}), "option 'improve' should be true or false"),
])
def test_a_broken_script_is_refused_with_a_clear_sentence(change, words: str) -> None:  # type: ignore[no-untyped-def]
    assert words in _broken(change)
