"""``--self-test`` and ``--version`` work, from the command line and in process."""

from __future__ import annotations

import os
import subprocess
import sys

from microgames import __version__


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "microgames", *args], capture_output=True, text=True,
                          env=env, timeout=120)


def test_version() -> None:
    result = run_cli("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"Microgames {__version__}"


def test_self_test_command_exits_zero() -> None:
    result = run_cli("--self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "resources:" in result.stdout and result.stdout.strip().endswith("OK")


def test_self_test_opens_a_registered_games_table(qtbot, pebbles) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.selftest import run_self_test

    lines: list[str] = []
    assert run_self_test(lines.append) == 0
    assert "  pebbles: art fallback, table PebblesTable ok" in lines and lines[-1] == "OK"


def test_self_test_reports_a_broken_table(qtbot, pebbles) -> None:  # type: ignore[no-untyped-def]
    import attrs

    from microgames.games import registry
    from microgames.ui.selftest import run_self_test

    registry.register(attrs.evolve(pebbles, view_factory="tests.pebbles_view:NoSuchTable"))
    lines: list[str] = []
    assert run_self_test(lines.append) == 1
    assert "  pebbles: FAILED" in lines and lines[-1].startswith("FAILED")
