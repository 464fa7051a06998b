"""The New Game dialog: seats, the game's own table options and a seed, checked as the player chooses.

A field refuses keys that can never be valid (the seed's digits, a text option's ``pattern``). What only the
whole setup shows (two seats in one colour; the game's own ``GameRules.check_setup``, such as one microbe for
two seats) is named in a small line beside the choice it is about, and Start waits with the first reason
beside it: nothing closes the dialog on a refusal. A game's per-seat options (``microbe_1`` …) are columns of
the seats table, on the row they belong to. The seed starts empty, a new deal every time; the last deal is
only offered, to repeat on purpose.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

import attrs
from PySide6.QtCore import QEvent, QRegularExpression, SignalInstance
from PySide6.QtGui import QColor, QIcon, QPixmap, QRegularExpressionValidator, QShowEvent
from PySide6.QtWidgets import (
    QApplication, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel,
    QLineEdit, QPushButton, QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from microgames.engine.game import GameRules, OptionSpec, load_hook
from microgames.engine.names import MAX_NAME, clean_name
from microgames.engine.rng import MAX_SEED
from microgames.engine.seats import Seat
from microgames.engine.words import shown
from microgames.ui.language import translate
from microgames.ui.preferences import settings


@attrs.frozen
class NewGameSetup:
    """What the dialog decided: enough for ``Game.new``."""

    rules: GameRules
    seats: tuple[Seat, ...]
    options: dict[str, Any]
    seed: int


def problem_label(parent: QWidget, wrap: bool = True) -> QLabel:
    """The small line that names what is wrong with a choice, hidden while there is nothing to say."""
    label = QLabel("", parent)
    label.setObjectName("fieldProblem")
    label.setWordWrap(wrap)
    label.hide()
    return label


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(18, 18)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


#: The names of the seat colours the games offer: a seat is named after its colour unless the game names its sides.
COLOUR_NAMES = {"#d64545": "Red", "#3a78d8": "Blue", "#3aa655": "Green", "#e0b22e": "Yellow", "#d65fa6": "Pink",
                "#8a5ad6": "Purple", "#b5322f": "Red", "#2f6fb5": "Blue"}


def colour_name(colour: str) -> str | None:
    """The name a seat of ``colour`` gets, in the player's language (None: a colour without a name)."""
    english = COLOUR_NAMES.get(colour.lower())
    said = {"Red": translate("Colours", "Red"), "Blue": translate("Colours", "Blue"),
            "Green": translate("Colours", "Green"), "Yellow": translate("Colours", "Yellow"),
            "Pink": translate("Colours", "Pink"), "Purple": translate("Colours", "Purple")}
    return said[english] if english else None


def level_name(level: str) -> str:
    """What each bot level is like, so that a beginner picks one they can beat."""
    said = {"easy": translate("Levels", "Easy — learning the game"),
            "medium": translate("Levels", "Medium — a casual player"),
            "hard": translate("Levels", "Hard — plays to win")}
    return said.get(level, level.capitalize())


def default_name(rules: GameRules, seat: int, colour: str | None = None) -> str:
    """The game's name for the side (Microworld's factions), else the seat colour's name, as in every game."""
    if seat < len(rules.seat_names):  # in the language of the moment: the name chosen is the person's own
        return shown(rules.seat_names[seat])
    return colour_name(colour or "") or translate("NewGame", "Player %1").replace("%1", str(seat + 1))


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
        # what is wrong with this seat's choices, under its row; one line, as a grid row gives a wrapped label
        # no second line
        self.note = problem_label(parent, wrap=False)
        self.colour = QComboBox(parent)
        for colour in rules.seat_colours:
            self.colour.addItem(_swatch(colour), "", colour)
        self.colour.setCurrentIndex(seat % len(rules.seat_colours))
        self.colour.setToolTip(translate("NewGame", "Colour"))
        self.index = seat
        self.name = QLineEdit(self.default_name(), parent)
        self._named = self.name.text()  # the default the name shows, followed while the player leaves it
        self.colour.currentIndexChanged.connect(self._colour_changed)
        self.name.setMaxLength(MAX_NAME)
        self.kind = QComboBox(parent)
        self.kind.addItem(translate("NewGame", "Person"), "person")
        self.kind.addItem(translate("NewGame", "Computer"), "bot")
        self.level = QComboBox(parent)
        for level in rules.bot_levels:
            self.level.addItem(level_name(level), level)
        self.level.setCurrentIndex(min(1, len(rules.bot_levels) - 1))
        for combo in (self.kind, self.level):  # never narrower than their longest choice ("Mittel – spielt …")
            combo.setSizePolicy(QSizePolicy.Policy.Minimum, combo.sizePolicy().verticalPolicy())
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
        name = clean_name(self.name.text()) or self.default_name()
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
    """The input widget of one table option, set to its default; a text option with a ``pattern`` takes no
    key that leaves the pattern behind."""
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
            combo.addItem(shown(label), value)
        combo.setCurrentIndex(max(0, combo.findData(spec.default)))
        return combo
    line = QLineEdit(parent)
    set_option_value(line, spec.default, spec)
    line.setPlaceholderText(shown(spec.help))
    if spec.pattern:
        pattern = QRegularExpression(spec.pattern, QRegularExpression.PatternOption.CaseInsensitiveOption)
        line.setValidator(QRegularExpressionValidator(pattern, line))
    return line


def option_value(spec: OptionSpec, widget: QWidget) -> Any:
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    if isinstance(widget, QComboBox):
        return widget.currentData()
    assert isinstance(widget, QLineEdit)
    return widget.text() if widget.text().strip() else spec.empty or widget.text()


def set_option_value(widget: QWidget, value: Any, spec: OptionSpec | None = None) -> None:
    """Set an option's widget to ``value`` (a text field shows its option's ``empty`` value as empty)."""
    if isinstance(widget, QCheckBox) and isinstance(value, bool):
        widget.setChecked(value)
    elif isinstance(widget, QSpinBox) and isinstance(value, int):
        widget.setValue(value)
    elif isinstance(widget, QComboBox) and widget.findData(value) >= 0:
        widget.setCurrentIndex(widget.findData(value))
    elif isinstance(widget, QLineEdit) and isinstance(value, str):
        empty = spec is not None and bool(spec.empty) and value.strip().lower() == spec.empty.lower()
        widget.setText("" if empty else value)


def changed_signal(widget: QWidget) -> SignalInstance | None:
    """The signal an option widget sends when the player changes its value."""
    if isinstance(widget, QCheckBox):
        return widget.toggled
    if isinstance(widget, QSpinBox):
        return widget.valueChanged
    if isinstance(widget, QComboBox):
        return widget.currentIndexChanged
    if isinstance(widget, QLineEdit):
        return widget.textChanged
    return None


def _options_panel(rules: GameRules, widgets: dict[str, QWidget], parent: QWidget) -> QWidget | None:
    """The game's own setup beside its options (``rules.options_panel``), or None."""
    if not rules.options_panel:
        return None
    panel = load_hook(rules.options_panel)(widgets, parent)
    return panel if isinstance(panel, QWidget) else None


class NewGameDialog(QDialog):
    """Set up a game of ``rules``. ``setup()`` gives the result after ``accept``."""

    def __init__(self, rules: GameRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.rules = rules
        self.setWindowTitle(self.tr("New game of %1").replace("%1", rules.title))
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 14, 22, 14)
        layout.setSpacing(8)
        title = QLabel(rules.title, self)
        title.setObjectName("cardTitle")
        layout.addWidget(title)
        pitch = QLabel(shown(rules.pitch), self)
        pitch.setObjectName("muted")
        pitch.setWordWrap(True)
        layout.addWidget(pitch)

        self.option_widgets: dict[str, QWidget] = {}
        for spec in rules.options:
            widget = option_widget(spec, self)
            widget.setObjectName(f"option_{spec.key}")
            if spec.help:
                widget.setToolTip(shown(spec.help))
            self.option_widgets[spec.key] = widget
        #: per-seat options (a microbe for each player) by key: the seat whose row shows them
        self.seat_options = {spec.key: seat for spec in rules.options
                             if (seat := option_seat(rules, spec.key)) is not None}
        layout.addWidget(self._seats_box())
        self.option_notes: dict[str, QLabel] = {}  # the line under each table option naming what is wrong
        self.option_form: QFormLayout | None = None
        self.options_panel: QWidget | None = None
        if len(self.seat_options) < len(rules.options):
            layout.addWidget(self._options_box())
        layout.addLayout(self._seed_row())

        bottom = QHBoxLayout()
        self.reason = problem_label(self)  # why Start waits
        bottom.addWidget(self.reason, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = self.buttons.addButton(self.tr("Start"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("playButton")
        self.start_button.style().unpolish(self.start_button)  # the box polished it before it had its name
        self.start_button.style().polish(self.start_button)
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)

        self.count.valueChanged.connect(self._count_changed)
        for row in self.rows:
            row.colour.currentIndexChanged.connect(self._check)
            row.name.textChanged.connect(self._check)  # the reasons name the seats
        for widget in self.option_widgets.values():
            changed = changed_signal(widget)
            if changed is not None:
                changed.connect(self._check)
        self._new_deal = secrets.randbelow(10**9)  # the seed of an empty field: one deal per opening
        self.last_seed: int | None = None
        self.setMinimumWidth(max(self.minimumWidth(), layout.sizeHint().width()))  # every seat row, unsqueezed
        self.count.setValue(rules.min_seats)
        self._restore()
        self._count_changed()

    def _seats_box(self) -> QGroupBox:
        """Number of players, then a row per seat, with the game's per-seat options as further columns."""
        rules = self.rules
        seats_box = QGroupBox(self.tr("Players"), self)
        seats_layout = QVBoxLayout(seats_box)
        count_row = QHBoxLayout()
        count_row.addWidget(QLabel(self.tr("Number of players:"), seats_box))
        self.count = QSpinBox(seats_box)
        self.count.setRange(rules.min_seats, rules.max_seats)
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        seats_layout.addLayout(count_row)
        self.grid = QGridLayout()
        self.grid.setVerticalSpacing(4)
        firsts = [spec for spec in rules.options if self.seat_options.get(spec.key) == 0]
        headers = [self.tr("Colour"), self.tr("Name"), self.tr("Played by"), self.tr("Level")] + [
            shown(spec.label) for spec in firsts]
        for column, text in enumerate(headers):
            header = QLabel(text, seats_box)
            header.setObjectName("muted")
            self.grid.addWidget(header, 0, column)
        self.grid.setColumnStretch(1, 1)
        self.rows = [SeatRow(rules, seat, seats_box) for seat in range(rules.max_seats)]
        for seat, row in enumerate(self.rows):
            for column, widget in enumerate(row.widgets):
                self.grid.addWidget(widget, 2 * seat + 1, column)
            for column, spec in enumerate(firsts, start=len(row.widgets)):
                widget = self.option_widgets[f"{spec.key.rpartition('_')[0]}_{seat + 1}"]
                widget.setParent(seats_box)
                self.grid.addWidget(widget, 2 * seat + 1, column)
            self.grid.addWidget(row.note, 2 * seat + 2, 1, 1, len(headers) - 1)
        seats_layout.addLayout(self.grid)
        return seats_box

    def _options_box(self) -> QGroupBox:
        """The table options, each over its line naming what is wrong, and the game's own panel beside them."""
        options_box = QGroupBox(self.tr("Table options"), self)
        options_row = QHBoxLayout(options_box)
        form = self.option_form = QFormLayout()
        options_row.addLayout(form, 1)
        for spec in self.rules.options:
            if spec.key in self.seat_options:
                continue
            holder = QWidget(options_box)
            column = QVBoxLayout(holder)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(2)
            column.addWidget(self.option_widgets[spec.key])
            self.option_notes[spec.key] = problem_label(holder)
            column.addWidget(self.option_notes[spec.key])
            form.addRow(self.tr("%1:").replace("%1", shown(spec.label)), holder)
        self.options_panel = _options_panel(self.rules, self.option_widgets, options_box)
        if self.options_panel is not None:
            options_row.addWidget(self.options_panel)
            self.setMinimumWidth(self.minimumWidth() + self.options_panel.minimumSizeHint().width())
        return options_box

    def _seed_row(self) -> QHBoxLayout:
        """The seed, empty for a new deal; the last deal is offered to repeat, never filled in by itself."""
        seed_row = QHBoxLayout()
        seed_row.addWidget(QLabel(self.tr("Seed:"), self))
        self.seed = QLineEdit(self)
        self.seed.setPlaceholderText(self.tr("a new deal"))
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,18}"), self.seed))
        self.seed.setToolTip(self.tr("The same seed and the same moves give the same game."))
        seed_row.addWidget(self.seed, 1)
        dice = QPushButton(self.tr("New seed"), self)
        dice.clicked.connect(lambda: self.seed.setText(str(secrets.randbelow(10**9))))
        seed_row.addWidget(dice)
        self.repeat = QCheckBox(self)
        self.repeat.setObjectName("repeatDeal")
        self.repeat.hide()  # shown once there is a last deal to repeat
        self.repeat.toggled.connect(self._repeat_toggled)
        self.seed.textChanged.connect(self._seed_edited)
        seed_row.addWidget(self.repeat)
        return seed_row

    def _repeat_toggled(self, repeat: bool) -> None:
        last = str(self.last_seed)
        if repeat:
            self.seed.setText(last)
        elif self.seed.text() == last:
            self.seed.clear()

    def _seed_edited(self, text: str) -> None:
        """A seed typed over the last one is no longer a repeat."""
        if self.repeat.isChecked() and text != str(self.last_seed):
            self.repeat.setChecked(False)

    def _count_changed(self) -> None:
        """Show the rows, with their per-seat options, of the seats in play only."""
        for seat, row in enumerate(self.rows):
            for widget in row.widgets:
                widget.setVisible(seat < self.count.value())
        for key, seat in self.seat_options.items():
            self.option_widgets[key].setVisible(seat < self.count.value())
        self._check()
        self._fit()

    def _fit(self) -> None:
        """Take the height the rows in play need, no more (fewer players: a shorter dialog); the layouts are
        settled first, so the size follows the rows just shown or hidden rather than the ones before."""
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # the boxes' layouts hear of the rows first
        layout = self.layout()
        layout.activate()
        width = max(self.minimumWidth(), self.width())
        height = self.heightForWidth(width)  # wrapped lines (the pitch) take their height at this width
        self.resize(width, height if height > 0 else layout.sizeHint().height())

    def showEvent(self, event: QShowEvent) -> None:
        """Sized again as it is shown: in a large window it takes the window's larger font only now."""
        super().showEvent(event)
        layout = self.layout()
        self.setMinimumWidth(max(self.minimumWidth(), layout.sizeHint().width()))
        self._fit()

    def _seats(self) -> tuple[Seat, ...]:
        return tuple(row.seat(i) for i, row in enumerate(self.rows[: self.count.value()]))

    def _options(self) -> dict[str, Any]:
        return {spec.key: option_value(spec, self.option_widgets[spec.key]) for spec in self.rules.options}

    def problems(self) -> list[tuple[QLabel | None, str]]:
        """What holds Start back now, each with the line under the choice it is about (None: no one choice)."""
        seats = self._seats()
        found: list[tuple[QLabel | None, str]] = []
        colours = [seat.colour for seat in seats]
        for seat, colour in enumerate(colours):
            first = colours.index(colour)
            if first < seat:  # two seats in one colour could not be told apart on the table
                found.append((self.rows[seat].note, self.tr("The same colour as %1: pick another one.").replace(
                    "%1", seats[first].name)))
        for key, reason in self.rules.check_setup(self._options(), seats).items():
            seat = self.seat_options.get(key)
            found.append((self.rows[seat].note if seat is not None else self.option_notes.get(key), shown(reason)))
        return found

    def _check(self) -> None:
        """Name every problem beside its choice and hold Start back, with the first reason beside it."""
        problems = self.problems()
        for note in [row.note for row in self.rows] + list(self.option_notes.values()):
            reasons = [reason for where, reason in problems if where is note]
            note.setText(" ".join(reasons))
            note.setVisible(bool(reasons))
        self._say([reason for _, reason in problems])
        self.start_button.setEnabled(not problems)

    def _say(self, reasons: list[str]) -> None:
        """Why Start waits: the first reason beside it, all of them in its tooltip."""
        self.reason.setText(reasons[0] if reasons else "")
        self.reason.setVisible(bool(reasons))
        self.start_button.setToolTip("\n".join(reasons))

    def setup(self) -> NewGameSetup:
        text = self.seed.text().strip()
        seed = min(int(text), MAX_SEED) if text else self._new_deal
        return NewGameSetup(self.rules, self._seats(), self._options(), seed)

    def accept(self) -> None:
        """Close only on a setup the game accepts; a last refusal keeps the dialog open, saying why."""
        self._check()
        if not self.start_button.isEnabled():
            return
        setup = self.setup()
        try:
            self.rules.check_seat_count(len(setup.seats))
            self.rules.new_state(self.rules.checked_options(setup.options), setup.seats, setup.seed)
        except ValueError as error:
            reason = shown(error.args[0]) if error.args else str(error)
            self._say([self.tr("Cannot start: %1").replace("%1", reason[:1].lower() + reason[1:])])
            return
        self._remember(setup)
        super().accept()

    # --- remembering -----------------------------------------------------------------------------
    def _key(self) -> str:
        return f"newgame/{self.rules.id}"

    def _remember(self, setup: NewGameSetup) -> None:
        store = settings()
        store.setValue(self._key(), json.dumps({
            "seats": [attrs.asdict(s) for s in setup.seats],
            "options": setup.options,
            "last_seed": setup.seed,  # offered to repeat, never put in the field by itself
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
            specs = {spec.key: spec for spec in self.rules.options}
            for key, value in options.items():
                if key in self.option_widgets and key in specs:
                    set_option_value(self.option_widgets[key], value, specs[key])
        last = data.get("last_seed")
        if isinstance(last, int) and not isinstance(last, bool) and 0 <= last <= MAX_SEED:
            self.last_seed = last
            self.repeat.setText(self.tr("Repeat the last deal (seed %1)").replace("%1", str(last)))
            self.repeat.show()
