"""Game ▸ Preferences: colourblind mode, animation speed, strict or casual undo, hiding the table in hot seat."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from microgames.engine.history import UndoPolicy
from microgames.ui.preferences import ANIMATION_SPEEDS, HIDE_TABLE, Preferences


class PreferencesDialog(QDialog):
    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.setWindowTitle("Preferences")
        form = QFormLayout(self)
        self.colourblind = QCheckBox("Show symbols as well as colours", self)
        self.colourblind.setChecked(preferences.colourblind)
        form.addRow("Colourblind mode:", self.colourblind)
        self.speed = QComboBox(self)
        for key in ANIMATION_SPEEDS:
            self.speed.addItem("Off (instant)" if key == "off" else key.capitalize(), key)
        self.speed.setCurrentIndex(self.speed.findData(preferences.animation_speed))
        form.addRow("Animations:", self.speed)
        self.undo = QComboBox(self)
        self.undo.addItem("Casual: anything may be taken back", UndoPolicy.CASUAL.value)
        self.undo.addItem("Strict: no taking back draws, reveals or others' moves", UndoPolicy.STRICT.value)
        self.undo.setCurrentIndex(self.undo.findData(preferences.undo_policy.value))
        form.addRow("Undo:", self.undo)
        self.hide_table = QComboBox(self)
        for key, label in HIDE_TABLE.items():
            self.hide_table.addItem(label, key)
        self.hide_table.setCurrentIndex(self.hide_table.findData(preferences.hide_table))
        self.hide_table.setToolTip("In a game of several people at this screen, when the table is covered "
                                   "while it passes from one person to the next.")
        form.addRow("Hide the table between people:", self.hide_table)
        note = QLabel("The undo rule applies to games started from now on.", self)
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
        )
