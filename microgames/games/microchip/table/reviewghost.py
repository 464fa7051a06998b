"""Microchip in review: each seat's best possible arrangement, shown in place of its final board (a toggle).

Faint tiles drawn over the real ones showed double images wherever the two differ. The best arrangement is
a board of its own instead (the live hint's :class:`HintBoard`, every space that differs from the board played
outlined), opaque over the seat's board space, so one board shows at a time: the review's "Show the best
arrangements" box switches between the two. It lies on the Microchip table's own scene, over the board spaces
of a seat card as the table builds every card (``table.card``, at the origin), and is shown only on the final
position. The table puts each card in place by moving and
scaling its holder item; the ghost stays above every tile, so it cannot be a child of
the holder: a follower inside the holder moves it along instead. Its caption covers
the card's other header lines across the card's width (nothing of it peeks out).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from microgames.games.microchip.boards import CELLS
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.table.hintboard import HintBoard, HintPicture, hint_picture
from microgames.games.microchip.table.layout import SeatGeometry
from microgames.games.microchip.words import ChipWords
from microgames.ui.tablekit.animation import alive
from microgames.engine.review import SeatAnalysis
from microgames.engine.words import shown
from microgames.ui.tablekit.sceneparts import label_font
from microgames.ui.tablekit.table import GameTable

GHOST_Z = 40  # above tiles and their slides
NAME_LINE = 38.0  # the card's first header line (name and score) where its labels cannot be read
MIN_POINTS = 9.0  # the smallest caption on screen, as the table's own labels at 1024×700


def best_picture(final: MicrochipState, analysis: SeatAnalysis) -> HintPicture:
    """The seat's board laid out as the analysis's best arrangement, with what differs from the final board."""
    best = final.clone()
    best.cells[analysis.seat] = [analysis.placements.get(cell) for cell in range(CELLS)]
    return hint_picture(final, best, analysis.seat)


class GhostBoard(QGraphicsItem):
    """One seat's best arrangement as a board of its own over the seat's board space, and a caption."""

    def __init__(self, geometry: SeatGeometry, analysis: SeatAnalysis, colourblind: bool,
                 header: Sequence[QGraphicsItem] = (), final: MicrochipState | None = None) -> None:
        super().__init__()
        self.header = list(header)  # the card's name (kept in sight) and the line under it (covered): holder children
        self.geometry = geometry
        self.analysis = analysis
        self.colourblind = colourblind
        self.setZValue(GHOST_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.board = HintBoard()  # opaque: the real tiles under it do not show through
        self.board.setParentItem(self)
        if final is not None:
            self.board.set_picture(best_picture(final, analysis), geometry.board, colourblind)

    def caption(self) -> str:
        """The best score and the seat's, on two lines, in the language of the moment."""
        best, scored = self.analysis.best, self.analysis.scored
        if best == scored:
            return shown(ChipWords.tr("Best possible with your tiles: %1\nyou made it").arg(best))
        return shown(ChipWords.tr("Best possible with your tiles: %1\nyou scored %2").arg(best, scored))

    def short_caption(self) -> str:
        """The caption of a card drawn small, where the whole sentence would be too small to read."""
        best, scored = self.analysis.best, self.analysis.scored
        if best == scored:
            return shown(ChipWords.tr("Best %1 · made it").arg(best))
        return shown(ChipWords.tr("Best %1 · scored %2").arg(best, scored))

    def caption_fit(self, screen_scale: float) -> tuple[QFont, str]:
        """The font and words of the caption: the sentence where it fits at a readable size on screen,
        else the short form (shrunk to the strip only where even that does not fit)."""
        strip = self.strip()
        room_w, room_h = strip.width() - 8, strip.height()
        size = max(10.0, MIN_POINTS / max(screen_scale, 1e-3))
        for text in (self.caption(), self.short_caption()):
            metrics = QFontMetricsF(label_font(size, True))
            lines = text.split("\n")
            if (max(metrics.horizontalAdvance(line) for line in lines) <= room_w
                    and metrics.lineSpacing() * len(lines) <= room_h):
                return label_font(size, True), text
        text = self.short_caption()
        metrics = QFontMetricsF(label_font(size, True))
        shrink = min(1.0, room_w / metrics.horizontalAdvance(text), room_h / metrics.lineSpacing())
        return label_font(size * shrink, True), text

    def strip(self) -> QRectF:
        """Where the caption lies: from the line under the name down to the board, across the card's inner width.

        The table sizes its labels for the screen (larger on a small card), so their bottom is read as drawn.
        """
        panel, board = self.geometry.panel, self.geometry.board
        name, kind = (self.header + [None, None])[:2]
        edges = [edge(item.mapRectToParent(item.boundingRect())) for item, edge in
                 ((name, QRectF.bottom), (kind, QRectF.top)) if item is not None and alive(item) and item.isVisible()]
        top = min(max(edges, default=panel.top() + NAME_LINE), board.top() - 16)
        return QRectF(panel.left() + 6, top, panel.width() - 12, board.top() - 4 - top)

    def boundingRect(self) -> QRectF:
        panel = self.geometry.panel  # the most the caption may take, whatever the labels' size
        return self.geometry.board.united(QRectF(panel.left(), panel.top(), panel.width(), 1))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        strip = self.strip()
        painter.setBrush(QColor(20, 30, 40))  # opaque: the header lines under it must not show through
        painter.drawRoundedRect(strip, 6, 6)
        painter.setPen(QColor("#ffffff"))
        world = painter.worldTransform()
        font, text = self.caption_fit(math.hypot(world.m11(), world.m12()))
        painter.setFont(font)
        painter.drawText(strip, Qt.AlignmentFlag.AlignCenter, text)


class _Follower(QGraphicsItem):
    """An invisible child of a seat card's holder that moves and sizes the ghost wherever the holder goes."""

    def __init__(self, holder: QGraphicsItem, ghost: GhostBoard) -> None:
        super().__init__(holder)
        self.ghost = ghost
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsScenePositionChanges)
        self.follow()

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Nothing to draw: it only follows."""

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        if change == QGraphicsItem.GraphicsItemChange.ItemScenePositionHasChanged:
            self.follow()
        return super().itemChange(change, value)

    def follow(self) -> None:
        """The holder's place and size (a seat card may be drawn larger than it was built)."""
        holder = self.parentItem()
        self.ghost.setPos(holder.scenePos())
        self.ghost.setScale(holder.scale())


class ChipGhosts:
    """The ghosts of every seat on one Microchip table; shown or hidden as the review asks."""

    def __init__(self, table: GameTable, found: list[SeatAnalysis], colourblind: bool) -> None:
        card = getattr(table, "card", None)  # every seat's card as built, at its holder's origin
        holders = getattr(table, "seat_holders", None)
        scene = getattr(table, "scene", None)
        self.items: list[GhostBoard] = []
        self._followers: list[_Follower] = []
        if not isinstance(card, SeatGeometry) or scene is None or holders is None or len(holders) < len(found):
            return  # not the Microchip table this was written for: no ghosts rather than an error
        for analysis in found:
            header = [labels[analysis.seat] for labels in (getattr(table, "names", []), getattr(table, "kinds", []))
                      if analysis.seat < len(labels)]
            item = GhostBoard(card, analysis, colourblind, header, table.context.history.state)
            item.setVisible(False)
            scene.addItem(item)
            self.items.append(item)
            self._followers.append(_Follower(holders[analysis.seat], item))
        # A holder's new size alone sends its children no notice: catch up once the scene has changed.
        scene.changed.connect(self._follow_all)

    def _follow_all(self, *_: object) -> None:
        for follower in self._followers:
            if alive(follower) and alive(follower.ghost) and follower.parentItem() is not None:
                follower.follow()

    def show(self, visible: bool) -> None:
        for item in self.items:
            item.setVisible(visible)

    @property
    def visible(self) -> bool:
        return any(item.isVisible() for item in self.items)

