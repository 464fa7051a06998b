"""Every question the main window asks the player, in one replaceable object (tests swap it)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from PySide6.QtWidgets import QWidget

from microgames.engine.paths import SAVE_SUFFIX
from microgames.ui.language import translate

Answer = Literal["save", "discard", "cancel"]



def file_filter() -> str:
    """The file dialogs' choice of files: the app's saves, or any file."""
    return translate("Prompts", "Microgames saves (*%1);;All files (*)").replace("%1", SAVE_SUFFIX)


def save_question(file: Path | None, title: str) -> str:
    """Whether to save first, the game named by its file or, never saved, by its game: one whole sentence each, so
    every language words it in its own grammar ("an dieser Partie")."""
    if file is not None:
        return translate("Prompts", "Save the changes to %1 first?").replace("%1", file.name)
    return translate("Prompts", "Save the changes to this game of %1 first?").replace("%1", title)


class Prompts:
    """Modal questions: unsaved changes, file names, errors."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def unsaved_changes(self, question: str, resumable: bool = False) -> Answer:
        """Save, discard or cancel ``question`` (a whole sentence, so each language words it in its own grammar);
        ``resumable`` when the autosave will keep the game (quitting)."""
        from PySide6.QtWidgets import QMessageBox  # the dialogs' types are made for Python when first used

        box = QMessageBox(QMessageBox.Icon.Question, translate("Prompts", "Unsaved changes"),
                          question, parent=self.parent)
        box.setObjectName("unsavedBox")
        box.setInformativeText(
            translate("Prompts", "If you don't, you can still resume it from the launcher next time.") if resumable
            else translate("Prompts", "If you don't, the moves since the last save are lost."))
        box.setStandardButtons(QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                               | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return "save"
        if answer == QMessageBox.StandardButton.Discard:
            return "discard"
        return "cancel"

    def open_path(self, folder: Path) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getOpenFileName(self.parent, translate("Prompts", "Open a saved game"), str(folder),
                                              file_filter())
        return Path(name) if name else None

    def save_path(self, suggested: Path) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getSaveFileName(self.parent, translate("Prompts", "Save the game"), str(suggested),
                                              file_filter())
        if not name:
            return None
        path = Path(name)
        return path if path.suffix else path.with_suffix(SAVE_SUFFIX)

    def confirm(self, title: str, text: str, action: str) -> bool:
        """Ask before something that cannot simply be taken back; ``action`` names the button that goes ahead."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self.parent)
        box.setObjectName("confirmBox")
        go = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.exec()
        return box.clickedButton() is go

    def error(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self.parent)
        box.setObjectName("errorBox")
        box.exec()
