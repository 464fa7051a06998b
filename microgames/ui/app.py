"""Starting the app: the QApplication, the look, the main window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from microgames import __version__
from microgames.ui import theme
from microgames.ui.art import app_icon
from microgames.ui.preferences import APPLICATION, ORGANISATION


def make_application(qt_args: list[str] | None = None) -> QApplication:
    """The one QApplication, set up for crisp high-DPI drawing and the system colour scheme."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing  # e.g. made by a test runner: style it all the same
    else:
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication([sys.argv[0] if sys.argv else "microgames", *(qt_args or [])])
    if app.property("microgames_ready"):
        return app
    app.setProperty("microgames_ready", True)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("microgames")
    app.setWindowIcon(app_icon())
    theme.apply(app)
    return app


def run(file: Path | None, qt_args: list[str]) -> int:
    """Show the main window (opening ``file`` if given) and run until it closes."""
    app = make_application(qt_args)
    from microgames.ui.mainwindow import MainWindow

    window = MainWindow()
    window.show()
    if file is not None:
        window.open_file(file)
    return app.exec()
