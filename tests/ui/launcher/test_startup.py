"""First contact: the launcher comes up before any game is imported, and every rules page says what its game is about."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from microgames.games import registry
from microgames.games.registry import GameEntry
from microgames.resources import load_json, read_text

ROOT = Path(__file__).resolve().parents[3]
SHIPPED = [game["id"] for game in load_json("manifest.json")["games"]]

#: Shows the main window offscreen, then prints the game modules imported by then, a line, and those after a get.
LAUNCHER_ONLY = """
import sys
from microgames.ui.app import make_application
from microgames.ui.mainwindow import MainWindow
from microgames.games import registry
make_application()
window = MainWindow()
window.show()
def games():
    return sorted(m for m in sys.modules if m.startswith("microgames.games.") and m != "microgames.games.registry")
print(games())
print(list(window.launcher.cards))
registry.get("microworld")
print(games())
"""

#: Shows the launcher, stays until it has kept its pictures, then prints what it loaded and the kept files.
LAUNCHER_LOADS = """
import sys
from PySide6.QtCore import QTimer
from microgames.ui.app import make_application
from microgames.ui.art import CACHE_FOLDER, SAVE_DELAY_MS
from microgames.ui.mainwindow import MainWindow
from microgames.engine.paths import data_dir
app = make_application()
window = MainWindow()
window.show()
QTimer.singleShot(SAVE_DELAY_MS + 300, app.quit)
app.exec()
heavy = ("attrs", "sqlite3", "hashlib", "PySide6.QtSvg", "microgames.engine.history", "microgames.engine.records")
print(sorted(m for m in heavy if m in sys.modules))
print(sorted(p.suffix for p in (data_dir() / CACHE_FOLDER).iterdir()))
"""


def _fresh_python(code: str, data: Path) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MICROGAMES_DATA_DIR=str(data))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()


def test_the_launcher_shows_every_game_before_any_game_is_imported(tmp_path: Path) -> None:
    before, cards, after = _fresh_python(LAUNCHER_ONLY, tmp_path)
    assert before == "[]"
    assert cards == repr(SHIPPED)
    assert "'microgames.games.microworld.rules'" in after and "microchip" not in after and "remediate" not in after


def test_the_launcher_loads_no_records_history_attrs_or_svg(tmp_path: Path) -> None:
    first, kept = _fresh_python(LAUNCHER_LOADS, tmp_path)
    assert first == "[]"  # the art of a first start is shipped as pictures...
    assert kept == repr([".argb32"] * 4)  # ...and kept as raw pixels: three games' art and the logo...
    later, _ = _fresh_python(LAUNCHER_LOADS, tmp_path)
    assert later == "[]"  # ...which a later start only reads


#: Shows the launcher as the app does, notes what its first paint had made and loaded, then what followed.
NO_QT_NAMESPACE = """
import sys
import PySide6.QtCore as core
from microgames.ui.app import finish_start_up, make_application
from microgames.ui.mainwindow import MainWindow
app = make_application()
window = MainWindow()
made = []
def svg_loaded():
    with open("/proc/self/maps") as maps:
        return "libQt6Svg" in maps.read()
class FirstPaint(core.QObject):
    def eventFilter(self, watched, event):
        if event.type() == core.QEvent.Type.Paint and not made:
            made.append(("Qt" in core.__dict__, svg_loaded()))
        return False
window.menuBar().installEventFilter(FirstPaint(window))
window.launcher.first_shown.connect(lambda: finish_start_up(app))
window.launcher.first_shown.connect(lambda: core.QTimer.singleShot(0, app.quit))
window.show()
app.exec()
Qt = core.Qt
print(made[0])
print(not app.windowIcon().isNull() and not window.windowIcon().isNull())
print({b.cursor().shape() == Qt.CursorShape.PointingHandCursor for b in window.launcher.findChildren(core.QObject)
       if b.metaObject().className() == "QPushButton"})
print(window.dockWidgetArea(window.log_dock) == Qt.DockWidgetArea.RightDockWidgetArea)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the libraries loaded from /proc")
def test_the_launcher_paints_before_the_qt_namespace_and_the_svg_libraries_are_loaded(tmp_path: Path) -> None:
    """The namespace's hundred-odd enum types cost about a tenth of the start, the icon's SVG engine its libraries'
    loading: both come just after the first paint."""
    made, icon, cursors, docked = _fresh_python(NO_QT_NAMESPACE, tmp_path)
    assert made == "(False, False)"
    assert icon == "True"  # the windows' icon is set just after
    assert cursors == "{True}" and docked == "True"  # the buttons point and the docks are in place just after


def test_high_dpi_scale_factors_pass_through_as_qt_has_them_by_default(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    policy = QGuiApplication.highDpiScaleFactorRoundingPolicy()
    assert policy == Qt.HighDpiScaleFactorRoundingPolicy.PassThrough  # crisp drawing at 125 % or 150 %


def test_the_preferences_know_every_undo_policy() -> None:
    from microgames.engine.history import UndoPolicy
    from microgames.ui.preferences import UNDO_POLICIES, Preferences

    assert UNDO_POLICIES == tuple(policy.value for policy in UndoPolicy)
    strict = Preferences(undo_policy=UndoPolicy.STRICT)
    assert strict.undo_policy is UndoPolicy.STRICT and strict == Preferences(undo_policy="strict") != Preferences()
    assert Preferences().undo_policy is UndoPolicy.CASUAL


@pytest.mark.parametrize("game_id", SHIPPED)
def test_each_manifest_entry_says_what_its_rules_say(game_id: str) -> None:
    entry = registry.entry(game_id)
    rules = registry.get(game_id)
    assert entry._replace(rules="") == GameEntry.of(rules)
    assert registry.get(game_id) is rules  # imported once


def test_a_game_registered_already_loaded_replaces_the_shipped_entry(pebbles) -> None:  # type: ignore[no-untyped-def]
    assert registry.get("pebbles") is pebbles
    assert registry.entry("pebbles").title == pebbles.title
    with pytest.raises(KeyError):
        registry.get("no such game")


@pytest.mark.parametrize("game_id", SHIPPED)
def test_each_rules_page_opens_with_what_the_game_is_about(game_id: str) -> None:
    page = read_text(registry.entry(game_id).rules_page)
    opening = re.search(r"<h1>[^<]+</h1>\s*<h2>What this game is about</h2>\s*<p id=\"about\"[^>]*>(.*?)</p>\s*<h2>",
                        page, re.S)
    assert opening is not None, "the page must open with its 'What this game is about' paragraph"
    words = re.sub(r"<[^>]+>", "", opening.group(1))
    assert 60 <= len(words.split()) <= 140  # one paragraph, in plain words
    assert "point" in words and "win" in words  # how you score and who wins


def test_the_startup_benchmark_prints_both_medians_and_the_ratio() -> None:
    done = subprocess.run([sys.executable, "benchmarks/startup.py", "--runs", "1"], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert re.fullmatch(r"launcher painted, first start: +median \d+ ms \(\d+ ms CPU\), 1 runs", lines[0])
    assert re.fullmatch(r"launcher painted, later start: +median \d+ ms \(\d+ ms CPU\), 1 runs", lines[1])
    assert re.fullmatch(r"bare window painted: +median \d+ ms \(\d+ ms CPU\), 1 runs", lines[2])
    assert re.fullmatch(r"ratio, first start: \d+\.\d\d \(CPU \d+\.\d\d; target 1\.5 or less\)", lines[3])
    assert re.fullmatch(r"ratio, later start: \d+\.\d\d \(CPU \d+\.\d\d; target 1\.5 or less\)", lines[4])
