"""Wrap ``dist/Microgames.app`` in a compressed disk image with an Applications link.

    python packaging/macos/make_dmg.py [--sign "Developer ID Application: NAME (TEAMID)"]

writes ``dist/Microgames-<version>.dmg``: opening it shows the app next to a link to
/Applications, so installing is one drag. Uses ``hdiutil``, which every Mac has.
Signing the image is optional here; notarising it is described in docs/releasing.md.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "dist" / "Microgames.app"


def version() -> str:
    """The package version, read from the source so no import is needed."""
    text = (ROOT / "microgames" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'__version__ = "([^"]+)"', text).group(1)


def make_dmg(app: Path, out: Path, volume: str) -> Path:
    """Stage the app and an /Applications link in a folder, then let hdiutil image it."""
    with tempfile.TemporaryDirectory() as tmp:
        stage = Path(tmp) / volume
        stage.mkdir()
        # symlinks=True keeps the frameworks' internal links, which the code signature covers.
        shutil.copytree(app, stage / app.name, symlinks=True)
        os.symlink("/Applications", stage / "Applications")
        out.unlink(missing_ok=True)
        subprocess.run(["hdiutil", "create", "-volname", volume, "-srcfolder", str(stage), "-fs", "HFS+",
                        "-format", "UDZO", "-imagekey", "zlib-level=9", "-ov", str(out)], check=True)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sign", metavar="IDENTITY", help="codesign the image with this Developer ID")
    args = parser.parse_args()
    if sys.platform != "darwin":
        print("make_dmg.py needs macOS (hdiutil).", file=sys.stderr)
        return 2
    if not APP.is_dir():
        print(f"No {APP}; run python packaging/build.py first.", file=sys.stderr)
        return 1
    out = make_dmg(APP, ROOT / "dist" / f"Microgames-{version()}.dmg", f"Microgames {version()}")
    if args.sign:
        subprocess.run(["codesign", "--force", "--timestamp", "--sign", args.sign, str(out)], check=True)
    print(f"disk image: {out.relative_to(ROOT)}  {out.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
