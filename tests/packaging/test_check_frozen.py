"""The frozen check's language expectations match what the self-test says, run from the source tree."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_self_test_speaks_german_as_the_frozen_check_expects(tmp_path: Path) -> None:
    from check_frozen import expected_words

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MICROGAMES_LANGUAGE="de", MICROGAMES_DATA_DIR=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "microgames", "--self-test"], capture_output=True, text=True,
                            env=env, cwd=ROOT, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    line = next(line for line in result.stdout.splitlines() if "language: " in line)
    said = json.loads(line.split("language: ", 1)[1])
    assert said == expected_words("de")
    assert (said["app"], said["qt"]) == ("Verlauf", "Abbrechen")
