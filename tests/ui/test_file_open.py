"""A save handed over by the system (a double-click on macOS) opens in the app."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from microgames.ui.app import FileOpenForwarder


def test_a_file_open_event_opens_the_save(qapp: QApplication, tmp_path: Path) -> None:
    opened: list[Path] = []
    forwarder = FileOpenForwarder(opened.append)
    qapp.installEventFilter(forwarder)
    try:
        save = tmp_path / "evening.microgame"
        QApplication.sendEvent(qapp, QFileOpenEvent(QUrl.fromLocalFile(str(save))))
    finally:
        qapp.removeEventFilter(forwarder)
    assert opened == [save]
