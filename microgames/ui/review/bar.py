"""The review's controls: first, previous, play/pause, next, last, a slider, whose eyes, play from here."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFrame, QHBoxLayout, QLabel, QProgressBar, QPushButton, QSlider, QVBoxLayout, QWidget,
)

from microgames.engine.words import shown

EVERYTHING = -1  # the "seen by" choice that shows every seat's secrets


class ReviewBar(QFrame):
    """Buttons and a slider; the signals carry the person's wish, the page moves the position.

    Signals: ``go(index)``, ``step(delta)``, ``play_toggled(playing)``, ``seen_by(seat or EVERYTHING)``,
    ``play_from_here()``, ``close_requested()``, ``show_better()`` (the current move's better move, on the board).
    """

    go = Signal(int)
    step = Signal(int)
    play_toggled = Signal(bool)
    seen_by = Signal(int)
    play_from_here = Signal()
    close_requested = Signal()
    show_better = Signal()

    def __init__(self, names: Sequence[str], total: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewBar")
        self.label = QLabel(self)
        self.label.setObjectName("reviewPosition")
        self.label.setWordWrap(True)
        self.show_button = QPushButton(self)
        self.show_button.setObjectName("showBetterMove")
        self.show_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.show_button.clicked.connect(self.show_better)
        self.show_button.hide()
        self.first_button = self._button("|◀", lambda: self.go.emit(0))
        self.previous_button = self._button("◀", lambda: self.step.emit(-1))
        self.play_button = self._button("", None)
        self.play_button.setCheckable(True)
        self.play_button.toggled.connect(self._toggled)
        self.next_button = self._button("▶", lambda: self.step.emit(1))
        self.last_button = self._button("▶|", lambda: self.go.emit(total))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("reviewSlider")
        self.slider.setRange(0, total)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys belong to the review
        self.slider.valueChanged.connect(self.go)
        self.eyes = QComboBox(self)
        self.eyes.setObjectName("reviewEyes")
        self.eyes.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.names = list(names)
        for seat in [EVERYTHING, *range(len(names))]:
            self.eyes.addItem("", seat)
        self.eyes.currentIndexChanged.connect(lambda _row: self.seen_by.emit(int(self.eyes.currentData())))
        self.play_from_button = QPushButton(self)
        self.play_from_button.setObjectName("playButton")
        self.play_from_button.clicked.connect(self.play_from_here)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close_requested)
        for button in (self.play_from_button, self.close_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        controls = QHBoxLayout()
        controls.setSpacing(6)
        for button in (self.first_button, self.previous_button, self.play_button, self.next_button, self.last_button):
            controls.addWidget(button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.eyes)
        controls.addWidget(self.play_from_button)
        controls.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        top = QHBoxLayout()
        top.addWidget(self.label, 1)
        top.addWidget(self.show_button, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addLayout(top)
        layout.addLayout(controls)
        self.name()

    def name(self) -> None:
        """Every word of the bar in the language of the moment (again on a change of language)."""
        self.show_button.setText(self.tr("Show the better move"))
        self.show_button.setToolTip(self.tr("Play the better move on the board in place of this one (Esc: back)"))
        for button, tip in ((self.first_button, self.tr("The start (Home)")),
                            (self.previous_button, self.tr("One move back (Left)")),
                            (self.play_button, self.tr("Play the moves one by one (Space)")),
                            (self.next_button, self.tr("One move on (Right)")),
                            (self.last_button, self.tr("The end (End)"))):
            button.setToolTip(tip)
        metrics = self.play_button.fontMetrics()  # as wide as the longer of its two words in the language
        self.play_button.setFixedWidth(max(64, 24 + max(metrics.horizontalAdvance(word)
                                                        for word in (self.tr("Play"), self.tr("Pause")))))
        self.play_button.setText(self.tr("Pause") if self.play_button.isChecked() else self.tr("Play"))
        self.eyes.setItemText(0, self.tr("Show everything"))
        for seat, name in enumerate(self.names, 1):
            self.eyes.setItemText(seat, self.tr("As seen by %1").replace("%1", name))
        self.play_from_button.setText(self.tr("Play from here"))
        self.play_from_button.setToolTip(self.tr("Start a new game from the position on show (the reviewed game is kept)"))
        self.close_button.setText(self.tr("Close review"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.name()
        super().changeEvent(event)

    def _button(self, text: str, slot) -> QPushButton:  # type: ignore[no-untyped-def]
        button = QPushButton(text, self)
        button.setFixedWidth(40)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if slot is not None:
            button.clicked.connect(slot)
        return button

    def _toggled(self, playing: bool) -> None:
        self.play_button.setText(self.tr("Pause") if playing else self.tr("Play"))
        self.play_toggled.emit(playing)

    def set_playing(self, playing: bool) -> None:
        """Show play or pause without asking for it again."""
        self.play_button.blockSignals(True)
        self.play_button.setChecked(playing)
        self.play_button.setText(self.tr("Pause") if playing else self.tr("Play"))
        self.play_button.blockSignals(False)

    def set_showable(self, showable: bool) -> None:
        """Offer Show for the move on show: it is marked and its better move is known."""
        self.show_button.setVisible(showable)

    def set_eyes(self, seat: int) -> None:
        self.eyes.blockSignals(True)
        self.eyes.setCurrentIndex(max(0, self.eyes.findData(seat)))
        self.eyes.blockSignals(False)

    def show_position(self, index: int, total: int, text: str) -> None:
        self.label.setText(text)
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self.first_button.setEnabled(index > 0)
        self.previous_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < total)
        self.last_button.setEnabled(index < total)


class AnalysisStrip(QFrame):
    """The analysis under the controls: a progress bar and Cancel while it runs, then what it found.

    Signals: ``cancel()``, ``restart()``, ``show_best(shown)``.
    """

    cancel = Signal()
    restart = Signal()
    show_best = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisStrip")
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setMaximumWidth(220)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancel)
        self.restart_button = QPushButton(self)
        self.restart_button.clicked.connect(self.restart)
        self.best_box = QCheckBox(self)
        self._again: Callable[[], None] | None = None  # says the last news again, in another language
        self.name()
        self.best_box.setChecked(True)
        self.best_box.toggled.connect(self.show_best)
        for widget in (self.cancel_button, self.restart_button, self.best_box):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.addWidget(self.label, 1)
        for widget in (self.progress, self.cancel_button, self.restart_button, self.best_box):
            layout.addWidget(widget)
        self.hide()

    def name(self) -> None:
        """The buttons' words in the language of the moment, and the last news said again."""
        self.cancel_button.setText(self.tr("Cancel"))
        self.restart_button.setText(self.tr("Analyse"))
        self.best_box.setText(self.tr("Show the best arrangements on the final position"))
        if self._again is not None:
            self._again()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.name()
        super().changeEvent(event)

    def running(self, done: int, total: int) -> None:
        self._again = lambda: self.running(done, total)
        self.label.setText(self.tr("Analysing the game… (%1 of %n step(s))", None, total).replace("%1", str(done)))
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self._show(self.progress, self.cancel_button)

    def cancelled(self) -> None:
        self._again = self.cancelled
        self.label.setText(self.tr("Analysis cancelled."))
        self._show(self.restart_button)

    def failed(self, reason: str) -> None:
        self._again = lambda: self.failed(reason)
        self.label.setText(self.tr("The analysis failed: %1").replace("%1", reason))
        self._show(self.restart_button)

    def found(self, lines: list[str], best_arrangements: bool) -> None:
        """What the analysis found; the ghosts' switch only where there are best arrangements to show."""
        self._again = lambda: self.found(lines, best_arrangements)
        self.label.setText("<br>".join(html.escape(shown(line), quote=False) for line in lines))
        self._show(*([self.best_box] if best_arrangements else []))

    def _show(self, *widgets: QWidget) -> None:
        for widget in (self.progress, self.cancel_button, self.restart_button, self.best_box):
            widget.setVisible(widget in widgets)
        self.show()
