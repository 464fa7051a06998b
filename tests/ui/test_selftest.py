"""``--self-test`` and ``--version`` work, from the command line and in process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from microgames import __version__


ROOT = Path(__file__).resolve().parents[2]
ONLY_PEBBLES = (
    "import sys; sys.path.insert(0, sys.argv[1])\n"
    "from microgames.games import registry\n"
    "for g in registry.all_games(): registry.unregister(g.id)\n"
    "from tests.support.pebbles import RULES; registry.register(RULES)\n"
    "from microgames.cli import main; raise SystemExit(main(sys.argv[2:]))\n"
)


def run_cli(*args: str, only_pebbles: bool = False) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = ["-c", ONLY_PEBBLES, str(ROOT)] if only_pebbles else ["-m", "microgames"]
    return subprocess.run([sys.executable, *command, *args], capture_output=True, text=True, env=env, timeout=120)


def test_version() -> None:
    result = run_cli("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"Microgames {__version__}"


def test_self_test_command_exits_zero() -> None:
    """The command itself, on the shell's test game (each game's own completeness is its team's test)."""
    result = run_cli("--self-test", only_pebbles=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "resources:" in result.stdout and "pebbles: art fallback, table PebblesTable ok" in result.stdout
    assert result.stdout.strip().endswith("OK")


def test_self_test_opens_a_registered_games_table(qtbot, pebbles) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.selftest import run_self_test

    lines: list[str] = []
    run_self_test(lines.append)  # the real games may still lack files; Pebbles must pass
    assert "  pebbles: art fallback, table PebblesTable ok" in lines


def test_self_test_reports_a_broken_table(qtbot, pebbles) -> None:  # type: ignore[no-untyped-def]
    import attrs

    from microgames.games import registry
    from microgames.ui.selftest import run_self_test

    registry.register(attrs.evolve(pebbles, view_factory="tests.support.pebbles_view:NoSuchTable"))
    lines: list[str] = []
    assert run_self_test(lines.append) == 1
    assert "  pebbles: FAILED" in lines and lines[-1].startswith("FAILED")


def test_self_test_reports_missing_declared_resources(qtbot, pebbles) -> None:  # type: ignore[no-untyped-def]
    import attrs

    from microgames.games import registry
    from microgames.ui.selftest import run_self_test

    registry.register(attrs.evolve(pebbles, rules_page="pebbles/rules.html"))
    lines: list[str] = []
    assert run_self_test(lines.append) == 1
    assert any(line.startswith("  pebbles: FAILED: Missing resource 'pebbles/rules.html'") for line in lines)
