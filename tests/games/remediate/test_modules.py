"""Remediate's rules modules: none imports Qt, and the state, the commands and the effects import no circle."""

from __future__ import annotations

import subprocess
import sys

RULES_MODULES = ("cards", "state", "commands", "effects", "rules", "diagram")


def loaded_after(module: str) -> set[str]:
    """The game's modules (and whether Qt) a fresh interpreter has loaded after importing ``module`` alone."""
    code = (f"import sys, microgames.games.remediate.{module}\n"
            "print(' '.join(m for m in sys.modules if m.startswith(('microgames.games.remediate', 'PySide6'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_the_rules_modules_never_import_qt() -> None:
    for module in RULES_MODULES:
        assert not any(m.startswith("PySide6") for m in loaded_after(module)), module


def test_commands_and_effects_do_not_import_the_state() -> None:
    assert "microgames.games.remediate.state" not in loaded_after("effects")
    assert "microgames.games.remediate.state" not in loaded_after("commands")
    assert "microgames.games.remediate.commands" in loaded_after("state")  # the one way round
