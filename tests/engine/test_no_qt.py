"""The model never imports Qt: checked in a fresh interpreter."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import microgames.games

ROOT = Path(__file__).resolve().parents[2]
VIEW_WORDS = ("view", "scene", "items", "widgets", "qt")


def rules_modules() -> list[str]:
    names = ["microgames.engine." + m.name for m in pkgutil.iter_modules([str(ROOT / "microgames/engine")])]
    names += ["microgames.cli", "microgames.resources", "microgames.games.registry"]
    for package in pkgutil.iter_modules(microgames.games.__path__):
        if not package.ispkg:
            continue
        folder = ROOT / "microgames" / "games" / package.name
        names.append(f"microgames.games.{package.name}")
        for module in pkgutil.iter_modules([str(folder)]):
            if not any(word in module.name for word in VIEW_WORDS):
                names.append(f"microgames.games.{package.name}.{module.name}")
    return names


def test_engine_and_rules_import_no_pyside() -> None:
    modules = rules_modules()
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", f"Qt was imported: {result.stdout}"
    assert "microgames.engine.history" in modules
