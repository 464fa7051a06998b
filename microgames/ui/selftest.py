"""``microgames --self-test``: open every game's table offscreen and load every resource.

Packaging runs it on the frozen app, so it checks exactly what a player's copy
would need: the data files, the SVG art, the rules pages, each table, and the language
(``MICROGAMES_LANGUAGE``, else English): the app's words, Qt's and ICU's, which the
Linux build trims to the app's languages.
"""

from __future__ import annotations

import json
import os
import traceback
from collections.abc import Callable

from microgames import __version__


def _check_resources() -> tuple[int, list[str]]:
    from PySide6.QtSvg import QSvgRenderer

    from microgames.resources import all_resources, read_text, resource_path

    problems: list[str] = []
    files = all_resources()
    for name in files:
        try:
            if name.endswith(".json"):
                json.loads(read_text(name))
            elif name.endswith(".svg"):
                if not QSvgRenderer(str(resource_path(name))).isValid():
                    problems.append(f"{name}: not a valid SVG")
            elif name.endswith((".html", ".txt", ".md", ".css")):
                read_text(name)
            else:
                resource_path(name).read_bytes()
        except Exception as error:  # report every broken file, not just the first
            problems.append(f"{name}: {type(error).__name__}: {error}")
    return len(files), problems


#: Words the language report translates: one of the app's, one of Qt's own (qtbase), a time zone's name (ICU).
APP_WORD = ("MainWindow", "History")
QT_WORD = ("QPlatformTheme", "Cancel")
ZONE = b"Europe/Berlin"


def _check_language() -> tuple[dict[str, str], list[str]]:
    """Speak the chosen language (the window is then built in it) and say what its words come out as."""
    from PySide6.QtCore import QLocale, QTimeZone

    from microgames.ui import language

    code = language.speak(language.resolve("en"))
    zone = QTimeZone(ZONE)
    said = {"code": code, "app": language.translate(*APP_WORD), "qt": language.translate(*QT_WORD),
            "zone": zone.displayName(QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName, QLocale(code))}
    problems = []
    if code in language.LANGUAGES and code != "en":
        problems += [f"{code}: {word!r} is not translated" for word, kind in ((APP_WORD[1], "app"), (QT_WORD[1], "qt"))
                     if said[kind] == word]
    return said, problems


def _check_local_socket() -> None:
    """The local socket that hands a file to the copy already running (ui/instance.py imports it late)."""
    from PySide6.QtNetwork import QLocalServer

    server = QLocalServer()
    if not server.listen(f"microgames-self-test-{os.getpid()}"):
        raise RuntimeError(server.errorString())
    server.close()


def _check_game(rules_id: str) -> str:
    """Build a game, its table and the shell around it; return a one-line description."""
    from PySide6.QtWidgets import QApplication

    from microgames.engine.seats import Seat
    from microgames.engine.session import Game
    from microgames.games import registry
    from microgames.resources import resource_path
    from microgames.ui.art import renderer_for
    from microgames.ui.play.controller import GameController
    from microgames.ui.newgame import NewGameDialog
    from microgames.ui.preferences import Preferences
    from microgames.ui.rulesview import RulesDialog
    from microgames.ui.play.seatpanel import SeatPanel
    from microgames.ui.tablekit.table import table_factory

    rules = registry.get(rules_id)
    if rules.art:
        resource_path(rules.art)  # declared art must ship (a game without art gets the fallback tile)
    parts = [f"art {'ok' if renderer_for(registry.entry(rules_id)) else 'fallback'}"]
    NewGameDialog(rules).deleteLater()
    if rules.rules_page:
        resource_path(rules.rules_page)  # a declared page must ship
        RulesDialog(rules).deleteLater()
        parts.append("rules page ok")
    factory = table_factory(rules)
    if factory is None:
        return ", ".join(parts + ["no table yet"])
    seats = [Seat(f"Player {n + 1}", colour=rules.seat_colours[n % len(rules.seat_colours)])
             for n in range(rules.min_seats)]
    game = Game.new(rules, seats, 1)
    controller = GameController(game, Preferences(animation_speed="off"))
    table = factory(controller.context, None)
    controller.table = table
    panel = SeatPanel(controller.context)
    controller.start()
    table.resize(1000, 700)
    table.show()
    QApplication.processEvents()
    table.sync()
    table.zoom_fit()
    if table.grab().isNull():
        raise RuntimeError("the table did not paint")
    for widget in (table, panel):
        widget.close()
        widget.deleteLater()
    controller.close(keep_autosave=True)
    return ", ".join(parts + [f"table {type(table).__name__} ok"])


def run_self_test(report: Callable[[str], None] = print) -> int:
    """0 when everything loads and every table opens; 1 otherwise (the problems are printed)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from microgames.games import registry
    from microgames.ui.app import make_application

    make_application()
    failures = 0
    report(f"Microgames {__version__} self-test")
    said, problems = _check_language()
    report(f"  language: {json.dumps(said)}")  # ASCII, for any console; packaging/check_frozen.py reads it
    for problem in problems:
        report(f"    {problem}")
    failures += len(problems)
    count, problems = _check_resources()
    report(f"  resources: {count} files, {len(problems)} problems")
    for problem in problems:
        report(f"    {problem}")
    failures += len(problems)
    games = registry.all_games()
    if not games:
        report("  games: none registered")
    for rules in games:
        try:
            report(f"  {rules.id}: {_check_game(rules.id)}")
        except FileNotFoundError as error:
            failures += 1
            report(f"  {rules.id}: FAILED: {error}")
        except Exception:
            failures += 1
            report(f"  {rules.id}: FAILED")
            report("    " + traceback.format_exc().replace("\n", "\n    "))
    try:
        _check_local_socket()
        report("  local socket (one copy per data folder): ok")
    except Exception:
        failures += 1
        report("  local socket: FAILED\n    " + traceback.format_exc().replace("\n", "\n    "))
    try:
        from microgames.ui.mainwindow import MainWindow

        window = MainWindow()
        window.close()
        window.deleteLater()
        report("  main window and launcher: ok")
    except Exception:
        failures += 1
        report("  main window: FAILED\n    " + traceback.format_exc().replace("\n", "\n    "))
    report("OK" if failures == 0 else f"FAILED ({failures} problems)")
    return 0 if failures == 0 else 1
