"""Build the frozen app for the OS this runs on, with one command.

    python packaging/build.py

renders the icons (``packaging/icons.py``), runs PyInstaller on ``packaging/microgames.spec``
and prints where the app is and how big it is: ``dist/Microgames/`` everywhere, plus
``dist/Microgames.app`` on macOS. The installers are built from that folder afterwards
(``packaging/windows/microgames.iss``, ``packaging/macos/make_dmg.py``).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from icons import build_icons  # noqa: E402

ROOT = HERE.parent
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
APP_NAME = "Microgames"
SIZE_TARGET_MB = 110  # with every translation; ICU data trimmed, see icu_data.py


def folder_bytes(folder: Path) -> int:
    """Bytes of every file under ``folder``, symbolic links counted as links, not twice."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() or p.is_symlink())


def app_folders() -> list[Path]:
    """What the build produced: the onedir folder, and the .app bundle on macOS."""
    folders = [DIST / APP_NAME]
    if sys.platform == "darwin":
        folders.append(DIST / f"{APP_NAME}.app")
    return folders


def executable() -> Path:
    """The frozen program to run: inside the bundle on macOS, in the onedir folder elsewhere."""
    if sys.platform == "darwin":
        return DIST / f"{APP_NAME}.app" / "Contents" / "MacOS" / APP_NAME
    return DIST / APP_NAME / (f"{APP_NAME}.exe" if sys.platform == "win32" else APP_NAME)


def report_size() -> float:
    """Print each output's size; returns the onedir size in MB (10^6 bytes)."""
    sizes = {}
    for folder in app_folders():
        sizes[folder] = folder_bytes(folder) / 1e6
        print(f"size: {folder.relative_to(ROOT)}  {sizes[folder]:.1f} MB (target <= {SIZE_TARGET_MB} MB)")
    return sizes[DIST / APP_NAME]


def build(clean: bool) -> None:
    """Icons first (the spec embeds them), then PyInstaller with the project's spec."""
    for path in build_icons(ROOT / "build" / "icons"):
        print(f"icon: {path.relative_to(ROOT)}")
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(DIST), "--workpath", str(WORK), str(HERE / "microgames.spec")]
    if clean:
        command.insert(3, "--clean")
    started = time.perf_counter()
    subprocess.run(command, check=True, cwd=ROOT)
    print(f"built: {executable().relative_to(ROOT)} in {time.perf_counter() - started:.0f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="drop PyInstaller's cache first")
    args = parser.parse_args()
    build(args.clean)
    report_size()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
