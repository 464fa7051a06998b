"""The Records page: per person and per game, games, wins, win rate against each bot level, scores, last games."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox, QDialog, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout,
    QWidget,
)

from microgames.engine.records import RECENT_LIMIT, GameRecord, GameStats, name_key, open_records, take_notice
from microgames.games import registry
from microgames.engine.words import fill, shown
from microgames.ui.language import level_word, translate



def title_of(game: str) -> str:
    try:
        return shown(registry.get(game).title)
    except KeyError:
        return game


def number(value: int) -> str:
    """A count or a score as the language writes it (grouped thousands, its minus sign)."""
    return QLocale().toString(value)


def rate(games: int, wins: int) -> str:
    """A win rate in whole percent, written as the language writes a percentage."""
    return translate("Records", "%1%", "a percentage").replace("%1", number(round(100 * wins / games))) if games else "—"


def against_text(stats: GameStats) -> str:
    """ "vs easy 2/3 (67%) · vs hard 0/1 (0%)" """
    said = translate("Records", "vs %1 %2/%3 (%4)")
    ordered = sorted(stats.against.items(), key=lambda item: _rank(stats.game, item[0]))
    return " · ".join(fill(said, (level_word(level), number(wins), number(games), rate(games, wins)))
                      for level, (games, wins) in ordered)


def _rank(game: str, level: str) -> tuple[int, str]:
    """Bot levels in the game's own order (easy, medium, hard), any other after them."""
    try:
        levels = registry.get(game).bot_levels
    except KeyError:
        levels = ()
    return (levels.index(level), level) if level in levels else (len(levels), level)


def describe_game(entry: GameRecord, person: str) -> str:
    """One line of the last games: when, which game, everyone's score, and how it went for ``person``."""
    try:
        when = QLocale().toString(QDateTime(datetime.fromisoformat(entry.finished_at)), QLocale.FormatType.ShortFormat)
    except ValueError:
        when = entry.finished_at
    scores = ", ".join(f"{s.name} {number(s.score)}" for s in entry.seats)
    mine = next((s for s in entry.seats if s.kind == "person" and name_key(s.name) == name_key(person)), None)
    outcome = translate("Records", "won") if mine is not None and mine.winner else translate("Records", "lost")
    if entry.from_here:
        outcome = translate("Records", "played on from an earlier position, not counted")
    return f"{when} · {title_of(entry.game)} · {scores} · {outcome}"


class RecordsDialog(QDialog):
    """Pick a person; see their results per game and their last games (each opens in review).

    Signals: ``review(path)`` and ``reset(name)`` (the window confirms first).
    """

    review = Signal(Path)
    reset = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recordsDialog")
        self.resize(720, 520)
        self.notice = QLabel(self)
        self.notice.setObjectName("muted")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.person = QComboBox(self)
        self.person.setObjectName("recordsPerson")
        self.person.currentTextChanged.connect(lambda _name: self._show_person())
        self.reset_button = QPushButton(self)
        self.reset_button.clicked.connect(lambda: self.reset.emit(self.person.currentText()))
        self.table = QTableWidget(0, 6, self)
        self.table.setObjectName("recordsTable")
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.against = QLabel(self)
        self.against.setObjectName("recordsAgainst")
        self.against.setWordWrap(True)
        self.empty = QLabel(self)
        self.empty.setObjectName("muted")
        self.last_games = QVBoxLayout()
        self.last_games.setSpacing(2)
        self.game_buttons: list[QPushButton] = []
        top = QHBoxLayout()
        self.person_label = QLabel(self)
        top.addWidget(self.person_label)
        top.addWidget(self.person, 1)
        top.addWidget(self.reset_button)
        self.last_title = QLabel(self)
        self.last_title.setObjectName("sectionTitle")
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.hide)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addLayout(top)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.against)
        layout.addWidget(self.last_title)
        layout.addLayout(self.last_games)
        layout.addLayout(bottom)
        self._name()

    def _name(self) -> None:
        """The dialog's own words, in the language of the moment."""
        self.setWindowTitle(self.tr("Records"))
        self.reset_button.setText(self.tr("Reset records…"))
        self.table.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Games"), self.tr("Wins"), self.tr("Win rate"),
                                              self.tr("Best"), self.tr("Average")])
        self.empty.setText(self.tr("Finish a game against someone or a bot and it is recorded here."))
        self.person_label.setText(self.tr("Player:"))
        self.last_title.setText(self.tr("Last games"))
        self.close_button.setText(self.tr("Close"))

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the dialog's words, the games' names, the dates and numbers said again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name()
            self._show_person()

    def refresh(self) -> None:
        """Read the records again (another window may have added games), keeping the person chosen."""
        records = open_records()
        try:
            people = records.people()
        except sqlite3.Error as error:  # another window held the file too long: say so, show nothing
            self._tell(self.tr("The records cannot be read just now (%1).").replace("%1", str(error)))
            people = []
        finally:
            records.close()
        notice = take_notice()
        if notice:
            self._tell(shown(notice))
        chosen = self.person.currentText()
        self.person.blockSignals(True)
        self.person.clear()
        self.person.addItems(people)
        keys = [name_key(p) for p in people]
        self.person.setCurrentIndex(keys.index(name_key(chosen)) if name_key(chosen) in keys else 0)
        self.person.blockSignals(False)
        self._show_person()

    def _tell(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()

    def _show_person(self) -> None:
        name = self.person.currentText()
        stats: list[GameStats] = []
        games: list[GameRecord] = []
        if name:
            records = open_records()
            try:
                stats, games = records.stats(name), records.games_of(name, RECENT_LIMIT)
            except sqlite3.Error as error:
                self._tell(self.tr("The records cannot be read just now (%1).").replace("%1", str(error)))
            finally:
                records.close()
        self.empty.setVisible(not name)
        self.reset_button.setEnabled(bool(name))
        self.table.setRowCount(len(stats))
        for row, entry in enumerate(stats):
            cells = (title_of(entry.game), number(entry.games), number(entry.wins), rate(entry.games, entry.wins),
                     number(entry.best), QLocale().toString(entry.average, "f", 1))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        said = translate("Records", "%1: %2", "a game, then the results against each bot level")
        self.against.setText("\n".join(fill(said, (title_of(s.game), against_text(s))) for s in stats if s.against))
        for button in self.game_buttons:
            self.last_games.removeWidget(button)
            button.deleteLater()
        self.game_buttons = []
        for entry in games:
            button = QPushButton(describe_game(entry, name), self)
            button.setObjectName("linkButton")
            button.setToolTip(self.tr("Review this game"))
            button.setEnabled(Path(entry.save_path).is_file())
            button.clicked.connect(lambda _=False, p=Path(entry.save_path): self.review.emit(p))
            self.last_games.addWidget(button)
            self.game_buttons.append(button)
