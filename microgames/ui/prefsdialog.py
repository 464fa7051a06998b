"""Game ▸ Preferences: language, colourblind mode, animation speed, strict or casual undo, hiding the table."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from microgames.engine.history import UndoPolicy
from microgames.ui.language import LANGUAGES
from microgames.ui.preferences import ANIMATION_SPEEDS, Preferences


class PreferencesDialog(QDialog):
    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.setWindowTitle(self.tr("Preferences"))
        form = QFormLayout(self)
        self.language = QComboBox(self)
        self.language.setObjectName("languageChoice")
        self.language.addItem(self.tr("System"), "system")
        for code, name in LANGUAGES.items():  # each language named in itself, so its speakers find it
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(preferences.language)))
        form.addRow(self.tr("Language:"), self.language)
        self.colourblind = QCheckBox(self.tr("Show symbols as well as colours"), self)
        self.colourblind.setChecked(preferences.colourblind)
        form.addRow(self.tr("Colourblind mode:"), self.colourblind)
        self.speed = QComboBox(self)
        speeds = {"off": self.tr("Off (instant)"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                  "slow": self.tr("Slow")}
        for key in ANIMATION_SPEEDS:
            self.speed.addItem(speeds[key], key)
        self.speed.setCurrentIndex(self.speed.findData(preferences.animation_speed))
        form.addRow(self.tr("Animations:"), self.speed)
        self.undo = QComboBox(self)
        self.undo.addItem(self.tr("Casual: anything may be taken back"), UndoPolicy.CASUAL.value)
        self.undo.addItem(self.tr("Strict: no taking back draws, reveals or others' moves"), UndoPolicy.STRICT.value)
        self.undo.setCurrentIndex(self.undo.findData(preferences.undo_policy.value))
        form.addRow(self.tr("Undo:"), self.undo)
        self.hide_table = QComboBox(self)
        self.hide_table.addItem(self.tr("When secrets are at stake"), "secrets")
        self.hide_table.addItem(self.tr("Always"), "always")
        self.hide_table.setCurrentIndex(self.hide_table.findData(preferences.hide_table))
        self.hide_table.setToolTip(self.tr("In a game of several people at this screen, when the table is covered "
                                           "while it passes from one person to the next."))
        form.addRow(self.tr("Hide the table between people:"), self.hide_table)
        note = QLabel(self.tr("The undo rule applies to games started from now on."), self)
        note.setObjectName("muted")
        form.addRow("", note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def preferences(self) -> Preferences:
        return Preferences(
            colourblind=self.colourblind.isChecked(),
            animation_speed=str(self.speed.currentData()),
            undo_policy=UndoPolicy(str(self.undo.currentData())),
            hide_table=str(self.hide_table.currentData()),
            language=str(self.language.currentData()),
        )
