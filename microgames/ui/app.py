"""Starting the app: the QApplication, the look, the main window."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from pathlib import Path

#: The Qt-free modules the launcher needs, imported before PySide6: PySide6's import hook reads the
#: source of every module imported after it, to see whether it uses PySide6 (a frozen app has no hook).
QT_FREE_MODULES = ("datetime", "microgames.engine.filecheck", "microgames.games.registry")
for _module in QT_FREE_MODULES:
    importlib.import_module(_module)

from PySide6.QtCore import QEvent, QObject, QTimer  # noqa: E402
from PySide6.QtGui import QFileOpenEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from microgames import __version__  # noqa: E402
from microgames.ui import theme  # noqa: E402
from microgames.ui.art import app_icon  # noqa: E402
from microgames.ui.crash import install as install_crash_handler  # noqa: E402
from microgames.ui.preferences import APPLICATION, ORGANISATION  # noqa: E402


def make_application(qt_args: list[str] | None = None) -> QApplication:
    """The one QApplication, set up for the system colour scheme.

    High-DPI drawing is crisp at any scale as it is: Qt 6 passes fractional scale factors through by default.
    """
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing  # e.g. made by a test runner: style it all the same
        if not app.property("microgames_ready"):
            app.setStyle(theme.STYLE)
    else:
        # The style named at construction: setStyle would hand Python a QStyle, whose many enums take time to make.
        app = QApplication([sys.argv[0] if sys.argv else "microgames", "-style", theme.STYLE, *(qt_args or [])])
    if app.property("microgames_ready"):
        return app
    app.setProperty("microgames_ready", True)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("microgames")
    theme.apply(app)
    from microgames.ui import language

    language.speak("en")  # English's plural forms; ``run`` then speaks the player's language
    return app


def finish_start_up(app: QApplication) -> None:
    """What the launcher's first paint need not wait for: the windows' icon (from an SVG, whose icon engine
    loads the QtSvg libraries) and the system's own colour scheme (made by the Qt namespace's enums)."""
    app.setWindowIcon(app_icon())
    theme.confirm_scheme(app)


#: A second copy started meanwhile waits for the first copy's answer up to ``instance.HAND_OVER_MS``.
LISTEN_LATEST_MS = 1500


class FileOpenForwarder(QObject):
    """Opens the save that macOS hands over when a ``.microgame`` file is double-clicked.

    macOS sends a QFileOpenEvent to the application instead of a command-line argument.
    """

    def __init__(self, open_file: Callable[[Path], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._open_file = open_file

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            self._open_file(Path(event.file()))
            return True
        return super().eventFilter(watched, event)


def run(file: Path | None, qt_args: list[str]) -> int:
    """Show the main window (opening ``file`` if given) and run until it closes."""
    app = make_application(qt_args)
    from microgames.engine.paths import data_dir
    from microgames.ui import language
    from microgames.ui.preferences import Preferences

    language.apply(Preferences.load().language)  # before any window: it is built in the player's language
    from microgames.ui.instance import Instance, bring_to_front, hand_over

    instance = Instance(data_dir(), app)
    if not instance.claim() and hand_over(instance.folder, file):
        return 0  # the copy already running took the file, and came to the front
    instance.claim_autosave()  # a copy that runs anyway never writes over another's game
    from microgames.ui.mainwindow import MainWindow

    window = MainWindow()
    # After the socket's handler has returned: opening the file may ask a question in a dialog of its own.
    instance.open_requested.connect(
        lambda path: QTimer.singleShot(0, lambda: bring_to_front(window, window.open_file, path)))
    app.aboutToQuit.connect(instance.release)
    window.launcher.first_shown.connect(instance.listen)
    QTimer.singleShot(LISTEN_LATEST_MS, instance.listen)  # a window that opened a game at once shows no launcher
    install_crash_handler(lambda: window, window.keep_game)
    if sys.platform == "darwin":  # only macOS hands files over this way; a filter sees every event of the app
        app.installEventFilter(FileOpenForwarder(window.open_file, app))
    window.launcher.first_shown.connect(lambda: finish_start_up(app))
    window.show()
    if file is not None:
        window.open_file(file)
    return app.exec()
