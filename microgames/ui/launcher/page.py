"""The launcher: the games as cards, "Resume last game", and recent saves.

It is built and painted without naming the ``Qt`` namespace, whose first use makes all of its
hundred-odd enum types for Python (about a tenth of the whole start): layouts place things without
alignment flags, and what only matters under the pointer (the buttons' hand cursor) is set just
after the first paint, when :attr:`LauncherPage.first_shown` also lets the window finish its set-up.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QRectF, QSize, QTimer, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget,
)

from microgames.games import registry
from microgames.engine.words import Words, shown
from microgames.games.registry import GameEntry
from microgames.ui.art import APP_ICON, ArtView, paint_svg
from microgames.ui.launcher.backdrop import paint_card_shadow, paint_cells
from microgames.ui.launcher.recent import SaveSummary, autosave_summary, peek, recent_files, take_notice
from microgames.ui.language import translate
from microgames.ui.scale import ui_scale
from microgames.ui.theme import launcher_rules
from microgames.ui.tutorial.menu import has_lesson

COLUMNS = 3
CARD_WIDTH = 304  # three cards and their margins fit a 1024-pixel-wide window (at the UI scale 1.0)
ART_HEIGHT = 176
SPACING = 20
COLUMN_WIDTH = COLUMNS * CARD_WIDTH + (COLUMNS - 1) * SPACING


def scaled(size: int, scale: float) -> int:
    """A size in pixels at the UI scale ``scale``."""
    return round(size * scale)


def records_notice() -> str | None:
    """A message about a records file set aside, once; records not opened this run have none (nor are loaded for it)."""
    records = sys.modules.get("microgames.engine.records")
    return records.take_notice() if records is not None else None


class LauncherWords(Words):
    """The launcher's words that count."""


def players_text(rules: GameEntry) -> str:
    if rules.min_seats == rules.max_seats:
        return shown(LauncherWords.tr("%n player(s)", None, rules.min_seats))
    return translate("Launcher", "%1–%2 players").replace("%1", str(rules.min_seats)).replace(
        "%2", str(rules.max_seats))


def _link(text: str, parent: QWidget) -> QPushButton:
    """A borderless button that reads as a link (its hand cursor is set once the launcher shows)."""
    button = QPushButton(text, parent)
    button.setObjectName("linkButton")
    return button


def _label(text: str, name: str = "", parent: QWidget | None = None, wrap: bool = False) -> QLabel:
    label = QLabel(text, parent)
    if name:
        label.setObjectName(name)
    label.setWordWrap(wrap)
    return label


class GameCard(QFrame):
    """One game: art, title, pitch, players and play time, and a Play button."""

    play = Signal(str)
    learn = Signal(str)  # a game id: start its lesson
    puzzles = Signal(str)  # a game id: choose one of its puzzles

    def __init__(self, rules: GameEntry, playable: bool, parent: QWidget | None = None, scale: float = 1.0) -> None:
        super().__init__(parent)
        self.setObjectName("gameCard")
        self.rules = rules

        def px(size: int) -> int:
            return scaled(size, scale)

        self.art = ArtView(rules, self, height=px(ART_HEIGHT))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, px(16))
        layout.setSpacing(px(6))
        layout.addWidget(self.art)
        body = QVBoxLayout()
        body.setContentsMargins(px(18), px(8), px(18), 0)
        body.setSpacing(px(6))
        body.addWidget(_label(rules.title, "cardTitle", self))
        pitch_box = QWidget(self)  # at least three lines high, the pitch at its top: the cards' rows line up
        pitch_column = QVBoxLayout(pitch_box)
        pitch_column.setContentsMargins(0, 0, 0, 0)
        pitch = _label(shown(rules.pitch), "cardPitch", pitch_box, wrap=True)
        pitch_column.addWidget(pitch)
        pitch_column.addStretch(1)
        pitch_box.setMinimumHeight(round(pitch.fontMetrics().lineSpacing() * 3 * scale))  # its font comes later
        body.addWidget(pitch_box, 1)
        links = QHBoxLayout()  # the ways to learn, on a line of their own so the players and time stay on one
        links.setSpacing(px(14))
        self.learn_button: QPushButton | None = None
        if playable and has_lesson(rules.id):
            self.learn_button = _link(self.tr("Learn to play"), self)
            self.learn_button.clicked.connect(lambda: self.learn.emit(rules.id))
            links.addWidget(self.learn_button)
        self.puzzles_button: QPushButton | None = None
        if playable and rules.puzzles:
            self.puzzles_button = _link(self.tr("Puzzles"), self)
            self.puzzles_button.clicked.connect(lambda: self.puzzles.emit(rules.id))
            links.addWidget(self.puzzles_button)
        links.addStretch(1)
        body.addLayout(links)
        row = QHBoxLayout()
        row.addWidget(_label(f"{players_text(rules)}  ·  {shown(rules.play_time)}", "cardMeta", self, wrap=True), 1)
        self.button = QPushButton(self.tr("Play") if playable else self.tr("Coming soon"), self)
        self.button.setObjectName("playButton")
        self.button.setEnabled(playable)
        self.button.clicked.connect(lambda: self.play.emit(rules.id))
        row.addWidget(self.button)
        body.addLayout(row)
        layout.addLayout(body)
        self.setFixedWidth(px(CARD_WIDTH))  # which makes the width's size policy Fixed; the height's stays Preferred


class Backdrop(QWidget):
    """The launcher's background: a few large, faint cells drifting at the edges, and the cards' shadows."""

    painted = Signal()  # once, just after the first paint

    def __init__(self) -> None:
        super().__init__()
        self.shadowed: list[QWidget] = []  # cards (descendants) that cast a shadow on the backdrop
        self._painted = False

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self, self.painted.emit)  # after the whole window's paint pass
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_cells(painter, self.width(), self.height())
        ratio = self.devicePixelRatioF()
        for widget in self.shadowed:
            if widget.isVisible():
                corner = widget.mapTo(self, QPoint(0, 0))
                paint_card_shadow(painter, QRectF(corner.x(), corner.y(), widget.width(), widget.height()), ratio)


class Logo(QWidget):
    """The app icon drawn from its SVG, crisp at any scale."""

    def __init__(self, side: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(QSize(side, side))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_svg(painter, self, APP_ICON)
        painter.end()


class LauncherPage(QScrollArea):
    """The first page of the window. Signals ask the window to act.

    On a large window it grows with the rest of the shell: it takes the window's font (``ui.scale``), and at each
    step of the scale its style sheet's sizes (``theme.launcher_rules``) and its cards, pictures and spacing.
    """

    play = Signal(str)  # a game id: open the New Game dialog for it
    learn = Signal(str)  # a game id: start its lesson
    puzzles = Signal(str)  # a game id: choose one of its puzzles
    resume = Signal()
    open_file = Signal(Path)
    open_other = Signal()
    records = Signal()
    first_shown = Signal()  # once, just after the launcher's first paint

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("launcher")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.cards: dict[str, GameCard] = {}
        self.resume_button: QPushButton | None = None
        self.recent_buttons: list[QPushButton] = []
        self._shown = False
        self.factor = 1.0  # the UI scale the page is built at
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the window's scale stepped (``ui.scale.UiScale``)
            factor = round(ui_scale(self), 2)
            if factor != self.factor:
                self.factor = factor
                self.setStyleSheet(launcher_rules(factor) if factor != 1.0 else "")
                self.refresh()

    def _px(self, size: int) -> int:
        return scaled(size, self.factor)

    def refresh(self) -> None:
        """Rebuild from the registry, the autosave and the recent files."""
        content = Backdrop()
        content.painted.connect(self._painted)
        outer = QHBoxLayout(content)
        outer.addStretch(1)
        px = self._px
        holder = QWidget(content)
        holder.setFixedWidth(px(COLUMN_WIDTH + 32))
        column = QVBoxLayout(holder)
        column.setContentsMargins(px(16), px(28), px(16), px(28))
        column.setSpacing(px(18))
        outer.addWidget(holder)
        outer.addStretch(1)

        header = QHBoxLayout()
        header.setSpacing(px(16))
        header.addWidget(Logo(px(72), content))
        titles = QVBoxLayout()
        titles.setSpacing(2)
        titles.addWidget(_label("Microgames", "launcherTitle", content))
        titles.addWidget(_label(self.tr("Small tabletop games about the microscopic world, for one table and one "
                                        "screen."), "launcherTagline", content))
        header.addLayout(titles, 1)
        records = _link(self.tr("Records"), content)
        records.clicked.connect(self.records)
        corner = QVBoxLayout()  # the link at the top of the header
        corner.addWidget(records)
        corner.addStretch(1)
        header.addLayout(corner)
        column.addLayout(header)

        resume = self._resume_card(content)
        if resume is not None:
            column.addWidget(resume)

        column.addWidget(_label(self.tr("Choose a game"), "sectionTitle", content))
        grid = QGridLayout()
        grid.setHorizontalSpacing(px(SPACING))
        grid.setVerticalSpacing(px(SPACING))
        self.cards = {}
        games = registry.all_games()
        for index, rules in enumerate(games):
            card = GameCard(rules, bool(rules.view_factory), content, self.factor)
            card.play.connect(self.play)
            card.learn.connect(self.learn)
            card.puzzles.connect(self.puzzles)
            self.cards[rules.id] = card
            content.shadowed.append(card)
            grid.addWidget(card, index // COLUMNS, index % COLUMNS)  # a card is its column's width; rows share a height
        for spare in range(len(games), COLUMNS):  # keep the columns in place with fewer games
            grid.setColumnMinimumWidth(spare, px(CARD_WIDTH))
        if not games:
            grid.addWidget(_label(self.tr("No games are installed."), "muted", content), 0, 0)
        column.addLayout(grid)
        column.addSpacing(px(6))

        column.addWidget(self._recent_card(content))
        column.addStretch(1)
        content.setFont(self.font())  # set once its words are made: Qt hands a font set earlier to no later child
        self.setWidget(content)

    def _painted(self) -> None:
        """Just after a paint of a freshly built page: the buttons get their hand cursor, the window its rest."""
        from PySide6.QtCore import Qt  # the Qt namespace's enums are made now, once the launcher shows

        content = self.widget()
        for button in content.findChildren(QPushButton) if content is not None else ():
            button.setCursor(Qt.CursorShape.PointingHandCursor)
        if not self._shown:
            self._shown = True
            self.first_shown.emit()

    def _resume_card(self, parent: Backdrop) -> QWidget | None:
        self.resume_button = None
        summary = autosave_summary()
        if summary is None:
            notice = take_notice() or records_notice()  # shown once: a refused autosave or records file set aside
            return _label(shown(notice), "muted", parent, wrap=True) if notice else None
        card = QFrame(parent)
        card.setObjectName("resumeCard")
        row = QHBoxLayout(card)
        px = self._px
        row.setContentsMargins(px(18), px(14), px(18), px(14))
        row.setSpacing(px(16))
        try:
            row.addWidget(ArtView(registry.entry(summary.game), card, height=px(48), width=px(84)))
        except KeyError:
            row.addWidget(Logo(px(48), card))
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(_label(self.tr("Resume your last game"), "resumeTitle", card))
        text.addWidget(_label(self._describe(summary), "muted", card))
        row.addLayout(text, 1)
        self.resume_button = QPushButton(self.tr("Resume"), card)
        self.resume_button.setObjectName("resumeButton")
        self.resume_button.clicked.connect(self.resume)
        row.addWidget(self.resume_button)
        parent.shadowed.append(card)
        return card

    @staticmethod
    def _describe(summary: SaveSummary) -> str:
        try:
            title = registry.entry(summary.game).title
        except KeyError:
            title = summary.game
        return summary.describe(title)

    def _recent_card(self, parent: Backdrop) -> QFrame:
        card = QFrame(parent)
        card.setObjectName("recentCard")
        layout = QVBoxLayout(card)
        layout.setContentsMargins(self._px(18), self._px(14), self._px(18), self._px(14))
        layout.setSpacing(self._px(4))
        head = QHBoxLayout()
        head.addWidget(_label(self.tr("Recent games"), "sectionTitle", card))
        head.addStretch(1)
        other = _link(self.tr("Open a saved game…"), card)
        other.clicked.connect(self.open_other)
        head.addWidget(other)
        layout.addLayout(head)
        self.recent_buttons = []
        files = recent_files()
        for path in files:
            summary = peek(path)
            text = f"{path.stem}   —   {self._describe(summary)}" if summary else path.name
            button = _link(text, card)
            button.setToolTip(str(path))
            button.clicked.connect(lambda _=False, p=path: self.open_file.emit(p))
            layout.addWidget(button)
            self.recent_buttons.append(button)
        if not files:
            layout.addWidget(_label(self.tr("Games you save appear here."), "muted", card))
        parent.shadowed.append(card)
        return card
