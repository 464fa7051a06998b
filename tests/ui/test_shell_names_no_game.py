"""The shell names no game: every game hook is found on its GameRules, never by import or by id."""

from __future__ import annotations

import ast
from pathlib import Path

from microgames.games import registry

UI = Path(__file__).resolve().parents[2] / "microgames" / "ui"


def test_no_shell_module_imports_a_game_or_names_one() -> None:
    ids = {entry.id for entry in registry.all_games()}
    assert ids == {"microworld", "remediate", "microchip"}
    found = []
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in ids:
                found.append(f"{path.relative_to(UI)}:{node.lineno} names {node.value!r}")
            found += [f"{path.relative_to(UI)}:{node.lineno} imports {n}" for n in names
                      if n.startswith("microgames.games.") and not n.startswith("microgames.games.registry")]
    assert not found, found
