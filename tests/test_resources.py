"""Resources load identically from a source checkout, an editable install and an installed wheel."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROBE = (
    "import sys, json; sys.path.insert(0, sys.argv[1]) if sys.argv[1] else None\n"
    "import microgames.resources as r\n"
    "files = r.all_resources()\n"
    "print(json.dumps({'dir': str(r.resources_dir()), 'files': files,"
    " 'sizes': [len((r.resources_dir() / f).read_bytes()) for f in files]}))\n"
)


def probe(path_entry: str, cwd: Path) -> dict:
    result = subprocess.run([sys.executable, "-c", PROBE, path_entry], capture_output=True, text=True, cwd=cwd, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_editable_install_finds_the_checkout_resources(tmp_path: Path) -> None:
    found = probe("", tmp_path)  # the test environment's own (editable) install
    assert Path(found["dir"]) == ROOT / "resources"
    assert "manifest.json" in found["files"]


@pytest.mark.slow
def test_checkout_and_wheel_load_the_same_resources(tmp_path: Path) -> None:
    from_checkout = probe(str(ROOT), tmp_path)
    wheel_dir, site = tmp_path / "wheel", tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheel_dir), str(ROOT)],
                   check=True, capture_output=True, timeout=300)
    wheel = next(wheel_dir.glob("microgames-*.whl"))
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(site), str(wheel)],
                   check=True, capture_output=True, timeout=300)
    from_wheel = probe(str(site), tmp_path)
    assert Path(from_wheel["dir"]) == site / "microgames" / "resources"
    assert from_wheel["files"] == from_checkout["files"]
    assert from_wheel["sizes"] == from_checkout["sizes"]
