"""The New Game dialog: seats, the game's own table options, and a seed; remembers the last choices."""

from __future__ import annotations

import importlib
import json
import secrets
from typing import Any

import attrs
from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QColor, QIcon, QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel,
    QLineEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from microgames.engine.game import GameRules, OptionSpec
from microgames.engine.rng import MAX_SEED
from microgames.engine.seats import Seat
from microgames.ui.preferences import settings


@attrs.frozen
class NewGameSetup:
    """What the dialog decided: enough for ``Game.new``."""

    rules: GameRules
    seats: tuple[Seat, ...]
    options: dict[str, Any]
    seed: int


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(18, 18)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


#: The names of the seat colours the games offer: a seat is named after its colour unless the game names its sides.
COLOUR_NAMES = {"#d64545": "Red", "#3a78d8": "Blue", "#3aa655": "Green", "#e0b22e": "Yellow", "#d65fa6": "Pink",
                "#8a5ad6": "Purple", "#b5322f": "Red", "#2f6fb5": "Blue"}
#: What each bot level is like, so that a beginner picks one they can beat.
LEVEL_NAMES = {"easy": "Easy — learning the game", "medium": "Medium — a casual player", "hard": "Hard — plays to win"}


def default_name(rules: GameRules, seat: int, colour: str | None = None) -> str:
    """The game's name for the side (Microworld's factions), else the seat colour's name, as in every game."""
    if seat < len(rules.seat_names):
        return rules.seat_names[seat]
    return COLOUR_NAMES.get((colour or "").lower(), f"Player {seat + 1}")


def option_seat(rules: GameRules, key: str) -> int | None:
    """The seat (0-based) an option belongs to, for a per-seat series ``name_1`` … ``name_<max seats>``; else None."""
    stem, _, number = key.rpartition("_")
    if not number.isdigit() or not stem:
        return None
    keys = {spec.key for spec in rules.options}
    if all(f"{stem}_{n}" in keys for n in range(1, rules.max_seats + 1)):
        return int(number) - 1
    return None


class SeatRow:
    """The widgets of one seat: colour, name, person/bot, bot level."""

    def __init__(self, rules: GameRules, seat: int, parent: QWidget) -> None:
        self.rules = rules
        self.colour = QComboBox(parent)
        for colour in rules.seat_colours:
            self.colour.addItem(_swatch(colour), "", colour)
        self.colour.setCurrentIndex(seat % len(rules.seat_colours))
        self.colour.setToolTip("Colour")
        self.index = seat
        self.name = QLineEdit(self.default_name(), parent)
        self._named = self.name.text()  # the default the name shows, followed while the player leaves it
        self.colour.currentIndexChanged.connect(self._colour_changed)
        self.name.setMaxLength(40)
        self.kind = QComboBox(parent)
        self.kind.addItem("Person", "person")
        self.kind.addItem("Computer", "bot")
        self.level = QComboBox(parent)
        for level in rules.bot_levels:
            self.level.addItem(LEVEL_NAMES.get(level, level.capitalize()), level)
        self.level.setCurrentIndex(min(1, len(rules.bot_levels) - 1))
        self.kind.currentIndexChanged.connect(self._kind_changed)
        if seat > 0:
            self.kind.setCurrentIndex(1)
        self._kind_changed()
        self.widgets: tuple[QWidget, ...] = (self.colour, self.name, self.kind, self.level)

    def default_name(self) -> str:
        return default_name(self.rules, self.index, str(self.colour.currentData()))

    def _colour_changed(self) -> None:
        if self.name.text() == self._named:  # not renamed by the player: the name follows the colour
            self.name.setText(self.default_name())
        self._named = self.default_name()

    def _kind_changed(self) -> None:
        self.level.setEnabled(self.kind.currentData() == "bot")

    def seat(self, index: int) -> Seat:
        name = self.name.text().strip() or self.default_name()
        if self.kind.currentData() == "bot":
            return Seat(name, "bot", str(self.level.currentData()), str(self.colour.currentData()))
        return Seat(name, "person", None, str(self.colour.currentData()))

    def load(self, data: dict[str, Any]) -> None:
        self.name.setText(str(data.get("name", self.name.text())))
        for combo, key in ((self.kind, "kind"), (self.level, "level"), (self.colour, "colour")):
            found = combo.findData(data.get(key))
            if found >= 0:
                combo.setCurrentIndex(found)


def option_widget(spec: OptionSpec, parent: QWidget) -> QWidget:
    """The input widget of one table option, set to its default."""
    if spec.kind == "bool":
        box = QCheckBox(parent)
        box.setChecked(bool(spec.default))
        return box
    if spec.kind == "int":
        spin = QSpinBox(parent)
        spin.setRange(spec.minimum if spec.minimum is not None else -10**6,
                      spec.maximum if spec.maximum is not None else 10**6)
        spin.setValue(int(spec.default))
        return spin
    if spec.kind == "choice":
        combo = QComboBox(parent)
        for value, label in spec.choices:
            combo.addItem(label, value)
        combo.setCurrentIndex(max(0, combo.findData(spec.default)))
        return combo
    line = QLineEdit(str(spec.default), parent)
    return line


def option_value(spec: OptionSpec, widget: QWidget) -> Any:
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    if isinstance(widget, QComboBox):
        return widget.currentData()
    assert isinstance(widget, QLineEdit)
    return widget.text()


def set_option_value(widget: QWidget, value: Any) -> None:
    if isinstance(widget, QCheckBox) and isinstance(value, bool):
        widget.setChecked(value)
    elif isinstance(widget, QSpinBox) and isinstance(value, int):
        widget.setValue(value)
    elif isinstance(widget, QComboBox) and widget.findData(value) >= 0:
        widget.setCurrentIndex(widget.findData(value))
    elif isinstance(widget, QLineEdit) and isinstance(value, str):
        widget.setText(value)


def _options_panel(rules: GameRules, widgets: dict[str, QWidget], parent: QWidget) -> QWidget | None:
    """The game's own setup beside its options (``rules.options_panel``), or None."""
    if not rules.options_panel:
        return None
    module_name, _, attribute = rules.options_panel.partition(":")
    build = getattr(importlib.import_module(module_name), attribute)
    panel = build(widgets, parent)
    return panel if isinstance(panel, QWidget) else None


class NewGameDialog(QDialog):
    """Set up a game of ``rules``. ``setup()`` gives the result after ``accept``."""

    def __init__(self, rules: GameRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.rules = rules
        self.setWindowTitle(f"New game of {rules.title}")
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 18)
        layout.setSpacing(12)
        title = QLabel(rules.title, self)
        title.setObjectName("cardTitle")
        layout.addWidget(title)
        pitch = QLabel(rules.pitch, self)
        pitch.setObjectName("muted")
        pitch.setWordWrap(True)
        layout.addWidget(pitch)

        seats_box = QGroupBox("Players", self)
        seats_layout = QVBoxLayout(seats_box)
        count_row = QHBoxLayout()
        count_row.addWidget(QLabel("Number of players:", seats_box))
        self.count = QSpinBox(seats_box)
        self.count.setRange(rules.min_seats, rules.max_seats)
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        seats_layout.addLayout(count_row)
        self.grid = QGridLayout()
        for column, text in enumerate(("Colour", "Name", "Played by", "Level")):
            header = QLabel(text, seats_box)
            header.setObjectName("muted")
            self.grid.addWidget(header, 0, column)
        self.grid.setColumnStretch(1, 1)
        self.rows = [SeatRow(rules, seat, seats_box) for seat in range(rules.max_seats)]
        for seat, row in enumerate(self.rows):
            for column, widget in enumerate(row.widgets):
                self.grid.addWidget(widget, seat + 1, column)
        seats_layout.addLayout(self.grid)
        layout.addWidget(seats_box)

        self.option_widgets: dict[str, QWidget] = {}
        self.option_form: QFormLayout | None = None
        self.options_panel: QWidget | None = None
        if rules.options:
            options_box = QGroupBox("Table options", self)
            options_row = QHBoxLayout(options_box)
            form = self.option_form = QFormLayout()
            options_row.addLayout(form, 1)
            for spec in rules.options:
                widget = option_widget(spec, options_box)
                widget.setObjectName(f"option_{spec.key}")
                if spec.help:
                    widget.setToolTip(spec.help)
                self.option_widgets[spec.key] = widget
                form.addRow(spec.label + ":", widget)  # a seat's "{seat}" is named below
            self.options_panel = _options_panel(rules, self.option_widgets, options_box)
            if self.options_panel is not None:
                options_row.addWidget(self.options_panel)
                self.setMinimumWidth(self.minimumWidth() + self.options_panel.minimumSizeHint().width())
            layout.addWidget(options_box)

        seed_row = QHBoxLayout()
        seed_row.addWidget(QLabel("Seed:", self))
        self.seed = QLineEdit(self)
        self.seed.setPlaceholderText("random")
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,18}"), self.seed))
        self.seed.setToolTip("The same seed and the same moves give the same game.")
        seed_row.addWidget(self.seed, 1)
        dice = QPushButton("New seed", self)
        dice.clicked.connect(lambda: self.seed.setText(str(secrets.randbelow(10**9))))
        seed_row.addWidget(dice)
        layout.addLayout(seed_row)

        self.problem = QLabel("", self)
        self.problem.setObjectName("muted")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = self.buttons.addButton("Start", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("playButton")
        self.start_button.style().unpolish(self.start_button)  # the box polished it before it had its name
        self.start_button.style().polish(self.start_button)
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.count.valueChanged.connect(self._count_changed)
        for row in self.rows:
            row.colour.currentIndexChanged.connect(self._check)
            row.name.textChanged.connect(self._name_seat_options)
        self._refused = False  # Start was refused for the game's own setup: say so until it is mended
        for widget in self.option_widgets.values():
            changed = (widget.toggled if isinstance(widget, QCheckBox) else widget.valueChanged
                       if isinstance(widget, QSpinBox) else widget.currentIndexChanged
                       if isinstance(widget, QComboBox) else widget.textChanged if isinstance(widget, QLineEdit)
                       else None)
            if changed is not None:
                changed.connect(self._check)
        self.count.setValue(rules.min_seats)
        self._restore()
        self._count_changed()
        self._name_seat_options()

    def _name_seat_options(self) -> None:
        """A per-seat option names its seat as the Players box does ("Microbe of Ana"), not by number."""
        if self.option_form is None:
            return
        for spec in self.rules.options:
            seat = option_seat(self.rules, spec.key)
            label = self.option_form.labelForField(self.option_widgets[spec.key])
            if seat is None or not isinstance(label, QLabel):
                continue
            row = self.rows[seat]
            label.setText(spec.label.replace("{seat}", row.name.text().strip() or row.default_name()) + ":")

    def _count_changed(self) -> None:
        """Show the rows and the per-seat options (a microbe for each player) of the seats in play only."""
        for seat, row in enumerate(self.rows):
            for widget in row.widgets:
                widget.setVisible(seat < self.count.value())
        for key, widget in self.option_widgets.items():
            seat = option_seat(self.rules, key)
            if seat is not None and self.option_form is not None:
                self.option_form.setRowVisible(widget, seat < self.count.value())
        self._check()
        self.adjustSize()

    def _check(self) -> None:
        """Two seats in one colour could not be told apart: say so and hold Start back. A refused setup
        (a board code that names no board) is said until it is mended, then the line goes."""
        colours = [row.colour.currentData() for row in self.rows[: self.count.value()]]
        clash = len(set(colours)) < len(colours)
        reason = "Two players have the same colour; pick another one." if clash else ""
        if not reason and self._refused:
            reason = self._setup_problem()
            self._refused = bool(reason)
        self.problem.setText(reason)
        self.problem.setVisible(bool(reason))
        self.start_button.setEnabled(not clash)

    def _setup_problem(self) -> str:
        """Why the game's own setup panel refuses to start, or ""."""
        problem = getattr(self.options_panel, "problem", None)
        return str(problem() or "") if callable(problem) else ""

    def setup(self) -> NewGameSetup:
        seats = tuple(row.seat(i) for i, row in enumerate(self.rows[: self.count.value()]))
        options = {spec.key: option_value(spec, self.option_widgets[spec.key]) for spec in self.rules.options}
        text = self.seed.text().strip()
        seed = min(int(text), MAX_SEED) if text else secrets.randbelow(10**9)
        return NewGameSetup(self.rules, seats, options, seed)

    def accept(self) -> None:
        if self._setup_problem():  # refused here, with the reason, before anything is closed
            self._refused = True
            self._check()
            return
        self._remember()
        super().accept()

    # --- remembering -----------------------------------------------------------------------------
    def _key(self) -> str:
        return f"newgame/{self.rules.id}"

    def _remember(self) -> None:
        setup = self.setup()
        store = settings()
        store.setValue(self._key(), json.dumps({
            "seats": [attrs.asdict(s) for s in setup.seats],
            "options": setup.options,
            "seed": self.seed.text().strip(),
        }))
        store.sync()

    def _restore(self) -> None:
        try:
            data = json.loads(str(settings().value(self._key(), "")))
        except ValueError:
            return
        if not isinstance(data, dict):
            return
        seats = data.get("seats")
        if isinstance(seats, list) and self.rules.min_seats <= len(seats) <= self.rules.max_seats:
            self.count.setValue(len(seats))
            for row, seat in zip(self.rows, seats):
                if isinstance(seat, dict):
                    row.load(seat)
        options = data.get("options")
        if isinstance(options, dict):
            for key, value in options.items():
                if key in self.option_widgets:
                    set_option_value(self.option_widgets[key], value)
        if isinstance(data.get("seed"), str):
            self.seed.setText(data["seed"])
