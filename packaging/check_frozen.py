"""Check the frozen app that ``packaging/build.py`` made, the way a fresh user install runs it.

    python packaging/check_frozen.py [--enforce-time]

Runs the frozen program offscreen, with an empty home folder and from an empty working folder:

- ``--version`` names the package version;
- ``--self-test`` passes (every game opens, every resource loads), timed;
- in each of the app's languages (``MICROGAMES_LANGUAGE``) the self-test passes and its words come out as
  the source tree's translations say: the app's, Qt's own and, on Linux, ICU's (whose data the build trims);
- ``selfplay`` plays a seeded bot game of every registered game;
- ``replay`` reads a save written by the source tree and finds the same scores;
- nothing is written next to the program or into the working folder; the per-user data folder
  that the app makes is the system's own (``~/.local/share/microgames`` on Linux,
  ``%APPDATA%\\Microgames`` on Windows, ``~/Library/Application Support/Microgames`` on macOS);
- the app's size.

Prints one line per check and the two figures with their targets (Linux onedir <= 110 MB,
``--self-test`` <= 3 s); exits 1 when a check fails or the Linux app is too big. A slow self-test
fails only with ``--enforce-time``: on a busy shared machine the time says more about the
machine than about the app.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

from build import DIST, SIZE_TARGET_MB, APP_NAME, executable, report_size  # noqa: E402

SELF_TEST_TARGET_S = 3.0
# Where engine/paths.py keeps saves, relative to the home folder, on each system.
USER_DATA = {"linux": ".local/share/microgames", "win32": "AppData/Roaming/Microgames",
             "darwin": "Library/Application Support/Microgames"}
# A windowed Windows program may have no console to print to; its exit status still counts.
SILENT_OK = sys.platform == "win32"


class Checks:
    """Runs the frozen program in a throwaway user account and collects the verdicts."""

    def __init__(self, program: Path, home: Path, scratch: Path) -> None:
        self.program, self.home, self.scratch = program, home, scratch
        self.cwd = scratch / "cwd"  # outside home, so the home listing shows only what the app wrote
        self.cwd.mkdir(parents=True)
        home.mkdir()
        self.failures: list[str] = []
        self.env = {k: v for k, v in os.environ.items() if k != "MICROGAMES_DATA_DIR"}
        self.env.update({
            "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "USERPROFILE": str(home),
            "XDG_DATA_HOME": str(home / ".local" / "share"), "XDG_CONFIG_HOME": str(home / ".config"),
            "APPDATA": str(home / "AppData" / "Roaming"), "LOCALAPPDATA": str(home / "AppData" / "Local"),
        })

    def run(self, *args: str, timeout: float = 120,
            extra_env: dict[str, str] | None = None) -> tuple[subprocess.CompletedProcess[str], float]:
        started = time.perf_counter()
        result = subprocess.run([str(self.program), *args], capture_output=True, text=True,
                                env={**self.env, **(extra_env or {})}, cwd=self.cwd, timeout=timeout)
        return result, time.perf_counter() - started

    def verdict(self, name: str, ok: bool, detail: str) -> bool:
        print(f"{'ok  ' if ok else 'FAIL'} {name}: {detail}")
        if not ok:
            self.failures.append(name)
        return ok

    def output(self, result: subprocess.CompletedProcess[str]) -> str:
        return (result.stdout + result.stderr).strip()

    def json_of(self, name: str, result: subprocess.CompletedProcess[str], check: Callable[[dict], str]) -> None:
        """Judge a command that prints JSON: exit 0, then ``check`` returns a problem or ''."""
        if result.returncode != 0:
            self.verdict(name, False, f"exit {result.returncode}: {self.output(result)[-800:]}")
        elif not result.stdout.strip() and SILENT_OK:
            self.verdict(name, True, "exit 0 (windowed program, no console output to read)")
        else:
            try:
                data = json.loads(result.stdout)
            except json.JSONDecodeError:
                self.verdict(name, False, f"not JSON: {self.output(result)[-800:]}")
                return
            problem = check(data)
            self.verdict(name, not problem, problem or json.dumps(data)[:300])


def version_check(checks: Checks) -> None:
    import microgames

    result, seconds = checks.run("--version")
    expected = f"Microgames {microgames.__version__}"
    shown = result.stdout.strip() or result.stderr.strip()
    ok = result.returncode == 0 and (shown == expected or (SILENT_OK and not shown))
    checks.verdict("--version", ok, f"{shown or '(no console)'} in {seconds:.2f} s")


def self_test_check(checks: Checks) -> float | None:
    """Two runs: the first pays for a cold disk cache, the second is what a returning user sees."""
    if not (ROOT / "microgames" / "ui" / "selftest.py").is_file():
        print("skip --self-test: the app shell (microgames/ui/selftest.py) has not landed yet")
        return None
    times = []
    for _ in range(2):
        result, seconds = checks.run("--self-test")
        times.append(seconds)
        if result.returncode != 0:
            checks.verdict("--self-test", False, f"exit {result.returncode} in {seconds:.2f} s; it said:\n"
                           + checks.output(result))
            if source_run("--self-test").returncode != 0:
                print("     (the self-test fails from the source tree too: the app, not the packaging)")
            return None
    checks.verdict("--self-test", True, f"passed in {times[0]:.2f} s, then {times[1]:.2f} s")
    return min(times)


def source_run(*args: str) -> subprocess.CompletedProcess[str]:
    """The same command from the source tree, to tell packaging faults from the app's own."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "microgames", *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=300)


def expected_words(code: str) -> dict[str, str]:
    """What the self-test's language line should say in ``code``, from the source tree's own Qt (full ICU)."""
    import PySide6
    from PySide6.QtCore import QLocale, QTimeZone, QTranslator

    from microgames.ui.selftest import APP_WORD, QT_WORD, ZONE

    words = {"code": code}
    for kind, (name, folder), (context, source) in (
            ("app", (f"microgames_{code}", ROOT / "resources" / "translations"), APP_WORD),
            ("qt", (f"qtbase_{code}", Path(PySide6.__file__).parent / "Qt" / "translations"), QT_WORD)):
        translator = QTranslator()
        words[kind] = (translator.translate(context, source) or source) if translator.load(name, str(folder)) else "?"
    words["zone"] = QTimeZone(ZONE).displayName(QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName,
                                                QLocale(code))
    return words


def language_checks(checks: Checks) -> None:
    """The frozen app speaks every language it offers, with Qt's words and, on Linux, ICU's trimmed data."""
    if not (ROOT / "microgames" / "ui" / "language.py").is_file():
        return
    from microgames.ui.language import LANGUAGES

    for code in [code for code in LANGUAGES if code != "en"]:
        result, seconds = checks.run("--self-test", extra_env={"MICROGAMES_LANGUAGE": code})
        name = f"language {code} ({seconds:.1f} s)"
        lines = [line.split("language: ", 1)[1] for line in result.stdout.splitlines() if "language: " in line]
        if result.returncode != 0:
            checks.verdict(name, False, f"exit {result.returncode}: {checks.output(result)[-800:]}")
        elif not lines and SILENT_OK:
            checks.verdict(name, True, "exit 0 (windowed program, no console output to read)")
        elif not lines:
            checks.verdict(name, False, f"no language line in: {checks.output(result)[-800:]}")
        else:
            said, expected = json.loads(lines[0]), expected_words(code)
            if not sys.platform.startswith("linux"):  # ICU is trimmed on Linux only; elsewhere the OS names zones
                expected["zone"] = said.get("zone")
            checks.verdict(name, said == expected, json.dumps(said, ensure_ascii=False) if said == expected
                           else f"expected {expected}, got {said}")


def selfplay_checks(checks: Checks) -> None:
    """Every game the source registers must play a short seeded bot game in the frozen app."""
    from microgames.games import registry

    games = [registry.get(entry.id) for entry in registry.all_games()]
    if not games:
        result, _ = checks.run("selfplay", "no-such-game")
        said = checks.output(result)
        checks.verdict("selfplay", result.returncode == 2 and ("Unknown game" in said or SILENT_OK),
                       f"no game registered yet; the engine answers: {said or '(no console)'}")
        return
    for rules in games:
        level = rules.bot_levels[0]
        seats = ",".join([f"bot:{level}"] * rules.min_seats)
        args = ("selfplay", rules.id, "--seats", seats, "--seed", "7", "--games", "1", "--budget", "0.05")
        result, seconds = checks.run(*args, timeout=300)
        if result.returncode != 0 and source_run(*args).returncode != 0:
            print(f"     (selfplay {rules.id} fails from the source tree too: the game, not the packaging)")

        def problem(data: dict, rules=rules) -> str:
            played = data.get("games", [])
            if data.get("game") != rules.id or len(played) != 1:
                return f"unexpected answer {data}"
            if len(played[0]["scores"]) != rules.min_seats or played[0]["moves"] < 1:
                return f"no real game was played: {played[0]}"
            return ""

        checks.json_of(f"selfplay {rules.id} ({seats}, {seconds:.1f} s)", result, problem)


def partly_played(rules, seed: int, steps: int):
    """A game a few bot moves in, built from the source tree (not over, so the save has a future)."""
    from microgames.engine.bots import bots_for
    from microgames.engine.seats import parse_seats
    from microgames.engine.session import Game

    seats = parse_seats(",".join([f"bot:{rules.bot_levels[0]}"] * rules.min_seats), rules.seat_colours)
    game = Game.new(rules, seats, seed, {})
    bots = bots_for(game, seed)
    for _ in range(steps):
        if game.state.is_over() or not game.state.awaiting():
            break
        seat = game.state.awaiting()[0]
        game.history.execute(bots[seat].choose(game.state.view(seat), 0.05))
    return game


def replay_checks(checks: Checks) -> None:
    """A save written by the source tree loads in the frozen app with the same scores."""
    from microgames.engine.saves import save
    from microgames.games import registry

    for rules in [registry.get(entry.id) for entry in registry.all_games()]:
        try:
            game = partly_played(rules, 11, 12)
        except Exception as error:  # the game itself is broken: say so, and go on with the others
            checks.verdict(f"replay {rules.id}", False, f"the source tree cannot play it: {type(error).__name__}: {error}")
            continue
        path = checks.scratch / f"{rules.id}.microgame"
        save(game, path)
        expected = {"ok": True, "game": rules.id, "moves": game.history.index, "scores": list(game.state.scores())}
        result, _ = checks.run("replay", str(path))
        checks.json_of(f"replay {rules.id} ({expected['moves']} moves)", result, lambda data, expected=expected: "" if all(
            data.get(k) == v for k, v in expected.items()) else f"expected {expected}, got {data}")


def snapshot(folder: Path) -> dict[str, float]:
    return {str(p.relative_to(folder)): p.lstat().st_mtime for p in folder.rglob("*")}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--enforce-time", action="store_true", help="fail when --self-test takes over 3 s")
    args = parser.parse_args()
    program = executable()
    if not program.is_file():
        print(f"FAIL no frozen app at {program}; run python packaging/build.py first")
        return 1
    bundle = DIST / (f"{APP_NAME}.app" if sys.platform == "darwin" else APP_NAME)
    before = snapshot(bundle)
    with tempfile.TemporaryDirectory(prefix="microgames-frozen-") as tmp:
        home = Path(tmp) / "home"
        checks = Checks(program, home, Path(tmp))
        version_check(checks)
        self_test_seconds = self_test_check(checks)
        language_checks(checks)
        selfplay_checks(checks)
        replay_checks(checks)
        written = sorted(p.relative_to(home).as_posix() + ("/" if p.is_dir() else "") for p in home.rglob("*"))
        changed = sorted(set(snapshot(bundle).items()) ^ set(before.items()))
        checks.verdict("nothing written next to the program", not changed, f"{len(changed)} changes in {bundle.name}")
        checks.verdict("nothing written to the working folder", not any(checks.cwd.iterdir()), str(checks.cwd))
        print(f"     what the app made under the user's home: {', '.join(written) or 'nothing'}")
        if (ROOT / "microgames" / "ui" / "selftest.py").is_file():  # the launcher looks for the autosave there
            data = home / USER_DATA.get(sys.platform, USER_DATA["linux"])
            checks.verdict("user data folder", data.is_dir(), f"{data.relative_to(home)} made by the app")
    size_mb = report_size()
    if sys.platform.startswith("linux"):  # the size target is set for the Linux build
        checks.verdict("target onedir size", size_mb <= SIZE_TARGET_MB, f"{size_mb:.1f} MB <= {SIZE_TARGET_MB} MB")
    if self_test_seconds is not None:
        met = self_test_seconds <= SELF_TEST_TARGET_S
        detail = f"{self_test_seconds:.2f} s <= {SELF_TEST_TARGET_S:.0f} s (faster of two runs)"
        if args.enforce_time or met:
            checks.verdict("target --self-test time", met, detail)
        else:
            print(f"SLOW target --self-test time: {detail} (not enforced)")
    if checks.failures:
        print(f"FAILED: {', '.join(checks.failures)}")
        return 1
    print("frozen app checks passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
