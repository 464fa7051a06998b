"""The rules' and the data's words: English as stored, the language of the moment when shown."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Iterator

import pytest

from microgames.engine import words
from microgames.engine.words import Local, local, shown


@pytest.fixture
def german() -> Iterator[None]:
    words.install(None, "de")
    yield
    words.install(None, "en")


def test_a_data_text_is_english_as_stored_and_its_language_when_shown(german: None) -> None:
    name = local({"en": "Mutation", "de": "Mutation", "fr": "Mutation", "it": "Mutazione"})
    title = local({"en": "Clean the Laboratory", "de": "Das Labor reinigen"})
    assert title == "Clean the Laboratory" and shown(title) == "Das Labor reinigen"
    words.install(None, "it")
    assert shown(name) == "Mutazione"
    words.install(None, "es")
    assert shown(title) == "Clean the Laboratory"  # a missing language falls back to the English
    words.install(None, "de_CH")
    assert shown(title) == "Das Labor reinigen"


def test_a_data_text_survives_copies_and_pickles(german: None) -> None:
    title = local({"en": "Board", "de": "Brett"})
    for made in (copy.deepcopy(title), pickle.loads(pickle.dumps(title))):
        assert isinstance(made, Local) and shown(made) == "Brett"


def test_the_pseudo_language_marks_a_data_text_and_keeps_its_placeholders() -> None:
    words.install(None, words.PSEUDO)
    try:
        said = shown(local({"en": "Place on %1", "de": "Auf %1 legen"}))
    finally:
        words.install(None, "en")
    assert said.startswith("[") and said.endswith("]") and "%1" in said and "Place" not in said


def test_a_text_without_its_english_is_refused_and_a_plain_name_stays_as_it_is() -> None:
    assert local("E. coli") == "E. coli" and not isinstance(local("E. coli"), Local)
    with pytest.raises(ValueError):
        local({"de": "Brett"})
