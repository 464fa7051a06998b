"""The look follows the system scheme; the launcher shows art or a fallback and only playable games."""

from __future__ import annotations

import attrs
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from microgames.games import registry
from microgames.ui import theme


def test_the_palette_follows_the_system_colour_scheme(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.app import make_application

    app = make_application()
    hints = QGuiApplication.styleHints()
    try:
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
        assert app.palette().color(QPalette.ColorRole.Window).name() == theme.DARK["window"]
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
        assert app.palette().color(QPalette.ColorRole.Window).name() == theme.LIGHT["window"]
    finally:
        theme.restyle(app)


def test_launcher_cards_show_art_or_a_fallback_and_only_tables_are_playable(qtbot, make_window, pebbles) -> None:  # type: ignore[no-untyped-def]
    registry.register(attrs.evolve(pebbles, id="sketch", title="Sketch", view_factory="", art="icons/microgames.svg"))
    try:
        window = make_window()
        cards = window.launcher.cards
        assert cards["pebbles"].button.isEnabled() and not cards["pebbles"].art.has_art
        assert not cards["sketch"].button.isEnabled() and cards["sketch"].button.text() == "Coming soon"
        assert cards["sketch"].art.has_art
        image = cards["sketch"].art.grab().toImage()
        centre = image.pixelColor(image.width() // 2, image.height() // 2)
        assert centre.alpha() == 255 and centre != QApplication.palette().color(QPalette.ColorRole.Base)
    finally:
        registry.unregister("sketch")


HIGH_DPI_PROBE = (
    "import sys; sys.path.insert(0, sys.argv[1])\n"
    "from microgames.ui.app import make_application\n"
    "app = make_application()\n"
    "from microgames.ui.mainwindow import MainWindow\n"
    "w = MainWindow(); w.resize(800, 600); w.show(); app.processEvents()\n"
    "p = w.grab(); print(p.devicePixelRatio(), p.width(), p.height())\n"
)


def test_high_dpi_screens_get_full_resolution_drawing(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR="2")
    root = str(Path(__file__).resolve().parents[2])
    result = subprocess.run([sys.executable, "-c", HIGH_DPI_PROBE, root], capture_output=True, text=True,
                            env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    ratio, width, height = result.stdout.split()
    assert float(ratio) == 2.0 and (int(width), int(height)) == (1600, 1200)


def test_the_launcher_fits_a_1024_by_700_window_without_sideways_scrolling(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024)
    launcher = window.launcher
    assert not launcher.horizontalScrollBar().isVisible()
    right = launcher.viewport().width()
    for card in launcher.cards.values():
        assert card.mapTo(launcher.viewport(), card.rect().topRight()).x() <= right
