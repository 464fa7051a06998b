"""Shared test setup: offscreen Qt, a private data folder, the Pebbles test game, a language to speak, hypothesis
profile."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile(
    "default", max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("thorough", max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own user data folder, so autosaves and settings never leak."""
    path = tmp_path_factory.mktemp("userdata")
    monkeypatch.setenv("MICROGAMES_DATA_DIR", str(path))
    return path


@pytest.fixture
def pebbles():
    """The test-only game, registered for the duration of one test."""
    from microgames.games import registry
    from tests.support.pebbles import RULES

    registry.register(RULES)
    yield RULES
    registry.unregister(RULES.id)


@pytest.fixture
def speak(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str], str]]:
    """``speak(code)`` switches the app's language for one test (the environment's choice cleared); English again
    after."""
    from microgames.ui import language
    from microgames.ui.app import make_application

    make_application()
    monkeypatch.delenv(language.ENVIRONMENT, raising=False)
    yield language.speak
    monkeypatch.delenv(language.ENVIRONMENT, raising=False)
    language.speak("en")
