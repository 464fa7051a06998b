"""Help ▸ Cards: every card of Remediate to leaf through, as a player of the boxed game would.

The genes by type, the six microbes, the environments and the recycle cards, one
at a time: the card drawn by the table's own painters, its whole text and how
many of it the box holds. A list (with a filter) picks a card; Previous and Next,
or the arrow keys, turn to the neighbouring one. Shown by the shell through
``GameRules.reference``.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton,
    QSizePolicy, QVBoxLayout, QWidget,
)

from microgames.games.remediate import cards as C
from microgames.games.remediate.table.look import CARD_ASPECT, paint_environment, paint_gene, paint_recycle
from microgames.games.remediate.table.text import TableWords, say
from microgames.games.remediate.table.zoom import paint_microbe

Painter = Callable[[QPainter, QRectF], None]


@attrs.frozen
class Entry:
    """One card of the reference: its section, name, picture (and the picture's aspect) and full text."""

    section: str
    name: str
    draw: Painter
    aspect: float
    text: str


def _gene_text(kind: int) -> str:
    copies = len(C.CARDS_OF_KIND[kind])
    lines = [say(TableWords.tr("%1 gene · %2 in the gene pool of %3"), C.TYPE_NAMES[C.KIND_TYPE[kind]], copies, C.GENE_COUNT), "",
             say(C.KIND_TEXT[kind])]
    if C.KIND_DISCARD_ON_CHANGE[kind]:
        lines.append(say(TableWords.tr("Discarded from a microbe when the environment changes.")))
    return "\n".join(lines)


def _environment_text(env: int) -> str:
    hazard = C.ENV_HAZARD[env]
    said = say(TableWords.tr("No hazard.")) if hazard == C.NO_HAZARD else say(
        TableWords.tr("Hazard: %1. A microbe that does not resist it remediates at most 1, its Support boosts off."),
        C.HAZARDS[hazard])
    where = say(TableWords.tr("Always the first environment.")) if env == C.FIRST_ENV else say(
        TableWords.tr("Shuffled with the others; the Laboratory comes first."))
    head = say(TableWords.tr("Environment · 1 card · %1 plastic to remediate"), C.ENV_PLASTIC[env])
    return f"{head}\n\n{said}\n{where}"


def entries() -> list[Entry]:
    """Every card of the box, in the reference's order: genes by type then name, microbes, environments, recycling."""
    found: list[Entry] = []
    for gene_type, type_name in enumerate(C.TYPE_NAMES):
        kinds = sorted((k for k in range(len(C.KIND_NAME)) if C.KIND_TYPE[k] == gene_type), key=C.KIND_NAME.__getitem__)
        for kind in kinds:
            card = C.CARDS_OF_KIND[kind][0]
            found.append(Entry(say(TableWords.tr("%1 genes"), type_name), say(C.KIND_NAME[kind]),
                               lambda p, r, c=card: paint_gene(p, r, c), CARD_ASPECT, _gene_text(kind)))
    for microbe, name in enumerate(C.MICROBE_NAME):
        found.append(Entry(say(TableWords.tr("Microbes")), name, lambda p, r, m=microbe: paint_microbe(p, r, m), 1.1,
                           say(TableWords.tr("Microbe · 1 card (each player plays one of the %1)"), len(C.MICROBE_NAME))
                           + "\n\n" + say(C.MICROBE_TEXT[microbe])))
    for env in (C.FIRST_ENV, *C.OTHER_ENVS):
        found.append(Entry(say(TableWords.tr("Environments")), say(C.ENV_NAME[env]),
                           lambda p, r, e=env: paint_environment(p, r, e, C.ENV_PLASTIC[e]), CARD_ASPECT,
                           _environment_text(env)))
    for pile, name in enumerate(C.RECYCLE_NAME):
        found.append(Entry(say(TableWords.tr("Recycle cards")), say(name),
                           lambda p, r, k=pile: paint_recycle(p, r, k, C.RECYCLE_CARDS[k], C.RECYCLE_COST[k]),
                           CARD_ASPECT,
                           say(TableWords.tr("Recycle card · %1 in its pile"), C.RECYCLE_CARDS[pile]) + "\n\n"
                           + say(TableWords.tr("Costs %1 plastic from a stash (Rhodococcus ruber pays 1 less) and is worth %2 "
                                     "points at the end; it cannot be stolen. %3 plastic cards in all, each unrecycled "
                                     "one worth %4 point."), C.RECYCLE_COST[pile], C.RECYCLE_POINTS[pile],
                                 C.PLASTIC_COUNT, C.PLASTIC_POINTS)))
    return found


class CardPicture(QWidget):
    """One card drawn as large as the widget allows, at its own aspect."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry: Entry | None = None
        self.setMinimumSize(180, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(300, 400)

    def show_entry(self, entry: Entry) -> None:
        self.entry = entry
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.entry is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        room = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        aspect = self.entry.aspect
        width = min(room.width(), room.height() * aspect)
        rect = QRectF(0, 0, width, width / aspect)
        rect.moveCenter(room.center())
        painter.fillRect(self.rect(), QColor(0, 0, 0, 0))
        self.entry.draw(painter, rect)
        painter.end()


class CardReference(QDialog):
    """See the module docstring."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardReference")
        self.setWindowTitle(say(TableWords.tr("Remediate: the cards")))
        self.entries = entries()
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(say(TableWords.tr("Find a card…")))
        self.filter.setClearButtonEnabled(True)
        self.list = QListWidget(self)
        self.list.setMinimumWidth(210)
        self.picture = CardPicture(self)
        self.details = QLabel(self)
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.details.setMinimumWidth(260)
        self.previous = QPushButton(say(TableWords.tr("‹ Previous")), self)
        self.next = QPushButton(say(TableWords.tr("Next ›")), self)
        self._fill()
        left = QVBoxLayout()
        left.addWidget(self.filter)
        left.addWidget(self.list, 1)
        turning = QHBoxLayout()
        turning.addWidget(self.previous)
        turning.addStretch(1)
        turning.addWidget(self.next)
        right = QVBoxLayout()
        right.addWidget(self.picture, 3)
        right.addWidget(self.details, 1)
        right.addLayout(turning)
        body = QHBoxLayout()
        body.addLayout(left)
        body.addLayout(right, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(buttons)
        self.list.currentRowChanged.connect(self._show)
        self.filter.textChanged.connect(self._filtered)
        self.previous.clicked.connect(lambda: self.turn(-1))
        self.next.clicked.connect(lambda: self.turn(1))
        self.resize(760, 620)
        self.list.setCurrentRow(self._rows()[0])

    def _fill(self) -> None:
        """The list: each section's heading (not a card: it cannot be picked), then its cards."""
        section = ""
        self.row_entry: dict[int, Entry] = {}
        for entry in self.entries:
            if entry.section != section:
                section = entry.section
                heading = QListWidgetItem(section, self.list)
                heading.setFlags(Qt.ItemFlag.NoItemFlags)
                font = heading.font()
                font.setBold(True)
                heading.setFont(font)
            item = QListWidgetItem(f"   {entry.name}", self.list)
            self.row_entry[self.list.row(item)] = entry

    def _rows(self) -> list[int]:
        """The rows of the cards shown now (the filter may hide some)."""
        return [row for row in sorted(self.row_entry) if not self.list.item(row).isHidden()]

    def _show(self, row: int) -> None:
        entry = self.row_entry.get(row)
        if entry is None:
            return
        self.picture.show_entry(entry)
        self.details.setText(f"<b>{entry.name}</b><br>" + entry.text.replace("\n", "<br>"))
        rows = self._rows()
        self.previous.setEnabled(bool(rows) and row != rows[0])
        self.next.setEnabled(bool(rows) and row != rows[-1])

    def turn(self, step: int) -> None:
        """To the previous (-1) or next (+1) card shown."""
        rows = self._rows()
        if not rows:
            return
        current = self.list.currentRow()
        index = rows.index(current) + step if current in rows else 0
        self.list.setCurrentRow(rows[max(0, min(len(rows) - 1, index))])

    def _filtered(self, text: str) -> None:
        """Only the cards whose name or text holds ``text`` (and their sections' headings)."""
        wanted = text.strip().lower()
        shown_sections: set[str] = set()
        for row, entry in self.row_entry.items():
            hidden = bool(wanted) and wanted not in entry.name.lower() and wanted not in entry.text.lower()
            self.list.item(row).setHidden(hidden)
            if not hidden:
                shown_sections.add(entry.section)
        for row in range(self.list.count()):
            if row not in self.row_entry:
                self.list.item(row).setHidden(self.list.item(row).text() not in shown_sections)
        rows = self._rows()
        if rows and self.list.currentRow() not in rows:
            self.list.setCurrentRow(rows[0])


def create_reference(parent: QWidget | None = None) -> QWidget:
    """The card reference (the ``GameRules.reference`` hook)."""
    return CardReference(parent)
