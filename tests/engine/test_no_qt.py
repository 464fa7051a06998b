"""The model never imports Qt: checked in a fresh interpreter."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import microgames.games

ROOT = Path(__file__).resolve().parents[2]
#: Each game's Qt table lives in its ``table`` subpackage; everything else in the game is its model.
TABLE_PACKAGE = "table"


def rules_modules() -> list[str]:
    names = ["microgames.engine." + m.name for m in pkgutil.iter_modules([str(ROOT / "microgames/engine")])]
    names += ["microgames.cli", "microgames.resources", "microgames.games.registry"]
    for package in pkgutil.iter_modules(microgames.games.__path__):
        if not package.ispkg:
            continue
        folder = ROOT / "microgames" / "games" / package.name
        names.append(f"microgames.games.{package.name}")
        for module in pkgutil.iter_modules([str(folder)]):
            if module.name != TABLE_PACKAGE:
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


def test_every_game_keeps_its_qt_table_in_its_table_package() -> None:
    """Qt code outside ``table/`` would be model code importing Qt; a table elsewhere would dodge the check above."""
    for package in pkgutil.iter_modules(microgames.games.__path__):
        if package.ispkg:
            folder = ROOT / "microgames" / "games" / package.name
            outside = [f.name for f in folder.glob("*.py") if "PySide6" in f.read_text(encoding="utf-8")]
            assert outside == [], f"{package.name}: Qt outside its table package in {outside}"
            assert (folder / TABLE_PACKAGE / "__init__.py").is_file(), f"{package.name} has no table package"
