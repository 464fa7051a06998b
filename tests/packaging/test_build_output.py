"""The frozen app and PyInstaller's work files never end up in the repository."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_gitignore_names_the_build_folders() -> None:
    lines = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert "build/" in lines and "dist/" in lines


def _git(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, timeout=60)


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_no_build_output_is_tracked() -> None:
    if _git("rev-parse", "--is-inside-work-tree").stdout.strip() != "true":
        pytest.skip("not a git checkout")
    assert _git("ls-files", "--", "build", "dist").stdout == ""
    assert _git("check-ignore", "-q", "dist/Microgames/Microgames").returncode == 0
    assert _git("check-ignore", "-q", "build/icons/microgames.icns").returncode == 0
