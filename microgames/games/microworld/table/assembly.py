"""Setting up a Microworld game by hand in the New Game dialog: the board assembled from its four elements,
and the scenario's rules shown ticked.

The rulebook starts with "combine the 4 elements … randomly or freely choose side and position of each
element". :class:`BoardAssembly` draws the four quarters with the element and side in each: drag an element
onto another quarter to swap the two, click one to turn it over, or draw a random board. The picture and the
dialog's own Board code field follow each other both ways, so the code (the table option a save keeps and a
replay rebuilds) is always what the picture shows; "random" leaves the draw to the start of the game. A code
that names no board keeps the last picture: the dialog names the reason beside the field (the rules'
``board_problem``) and holds Start back.

:func:`options_panel` is the hook the New Game dialog calls (``RULES.options_panel``): it builds the
assembly beside the options and makes a chosen scenario tick its rules and lock the A–H boxes ("Free
combination" unlocks them, with the player's own ticks back).
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Mapping

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from microgames.engine.rng import Rng
from microgames.games.microworld import board as boards
from microgames.games.microworld.geometry import CELLS, CELLS_PER_QUARTER, QUARTERS
from microgames.games.microworld.options import RULE_LETTERS, SCENARIO_RULES
from microgames.games.microworld.table.items import RADIUS, CellLook, paint_cell, polar
from microgames.ui.language import translate
from microgames.ui.preferences import Preferences

RANDOM = "random"
START = "1A-2A-3A-4A"  # where hand assembly starts from when the board was to be drawn at random
DRAG_PIXELS = 6  # a press that moves further is a drag, not a click
SWAP_MS = 280  # two elements gliding into each other's place (scaled by the animation preference)


def quarter_at(x: float, y: float) -> int:
    """The quarter under a point of the disc (scene units, y down), -1 outside the disc."""
    if math.hypot(x, y) > RADIUS * 1.03:
        return -1
    angle = math.degrees(math.atan2(-y, x)) % 360
    return min(QUARTERS - 1, int(angle // (360 / QUARTERS)))


def element_parts(code: str) -> list[str] | None:
    """The element and side in each quarter ("3B"), or None for a random or custom board."""
    try:
        board = boards.parse(code)
    except ValueError:
        return None
    return board.code.split("-") if len(board.code) <= 11 else None


class AssemblyPicture(QWidget):
    """The four quarters drawn from the sides' data; emits the quarter pressed and released.

    A dragged element moves with the pointer, over the others; dropped on another quarter, the two glide
    round the disc into each other's place (:meth:`swap_from`), at the player's animation speed.
    """

    clicked = Signal(int)
    dropped = Signal(int, int)  # from quarter, onto quarter

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(230, 230)
        self.setMouseTracking(True)
        self.board: boards.Board | None = None  # None: drawn at random when the game starts
        preferences = Preferences.load()
        self.colourblind = preferences.colourblind
        self._swap_ms = preferences.animation_ms(SWAP_MS)
        self.pressed: int = -1
        self.hovered: int = -1
        self._press_at = QPointF()
        self._pointer = QPointF()
        self.dragging = False
        #: the swap being shown: (quarter the dragged element went to, the other one's new quarter, the drag's
        #: last offset in disc units), with its progress; None when still
        self.swapping: QVariantAnimation | None = None
        self._swap: tuple[int, int, QPointF] = (-1, -1, QPointF())
        self._progress = 1.0

    def _scale(self) -> float:
        return (min(self.width(), self.height()) / 2 - 4) / (RADIUS * 1.04)

    def to_scene(self, point: QPointF) -> QPointF:
        """A widget point in the disc's units."""
        scale = self._scale()
        return QPointF((point.x() - self.width() / 2) / scale, (point.y() - self.height() / 2) / scale)

    def from_scene(self, point: QPointF) -> QPointF:
        """A point of the disc in widget pixels (tests press there)."""
        scale = self._scale()
        return QPointF(point.x() * scale + self.width() / 2, point.y() * scale + self.height() / 2)

    def quarter_centre(self, quarter: int) -> QPointF:
        return self.from_scene(polar(0.6, (quarter + 0.5) * 360 / QUARTERS))

    def drag_offset(self) -> QPointF:
        """How far the dragged element has moved with the pointer, in widget pixels (none when not dragging)."""
        return self._pointer - self._press_at if self.dragging and self.pressed >= 0 else QPointF()

    def dragged_centre(self) -> QPointF | None:
        """Where the middle of the dragged element is drawn now, in widget pixels, or None."""
        if not self.dragging or self.pressed < 0:
            return None
        return self.quarter_centre(self.pressed) + self.drag_offset()

    def swap_from(self, source: int, target: int) -> None:
        """Show the element just dropped on ``target`` gliding there from where it was let go, and the element
        of ``target`` gliding round to ``source``."""
        offset = self.to_scene(self._pointer) - self.to_scene(self._press_at)
        self._swap = (target, source, offset)
        if self.swapping is not None:
            self.swapping.stop()
        if self._swap_ms <= 0:
            self._progress, self.swapping = 1.0, None
            self.update()
            return
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(self._swap_ms)
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        animation.valueChanged.connect(self._step)
        animation.finished.connect(self._swapped)
        self._progress, self.swapping = 0.0, animation
        animation.start()

    def _step(self, value: object) -> None:
        if isinstance(value, float):
            self._progress = value
            self.update()

    def _swapped(self) -> None:
        self._progress, self.swapping = 1.0, None
        self.update()

    def _placement(self, quarter: int) -> tuple[QPointF, float]:
        """How the element in ``quarter`` is drawn away from its place now: a shift (disc units) and a turn
        about the centre (degrees, anticlockwise), for a drag or a swap under way."""
        if self.dragging and quarter == self.pressed:
            return self.to_scene(self._pointer) - self.to_scene(self._press_at), 0.0
        moved, other, offset = self._swap
        rest = 1.0 - self._progress
        if rest > 0 and quarter == moved:
            return offset * rest, (other - moved) * 360 / QUARTERS * rest
        if rest > 0 and quarter == other:
            return QPointF(), (moved - other) * 360 / QUARTERS * rest
        return QPointF(), 0.0

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(self.width() / 2, self.height() / 2)
        scale = self._scale()
        painter.scale(scale, scale)
        painter.setPen(QPen(QColor("#9b8a74"), 3))
        painter.setBrush(QColor("#efe3d2"))
        painter.drawEllipse(QPointF(0, 0), RADIUS * 1.03, RADIUS * 1.03)
        board = self.board
        font = QFont()
        font.setPointSizeF(11 / scale)
        font.setBold(True)
        if board is None:
            painter.setPen(QColor("#6f6656"))
            painter.setFont(font)
            painter.drawText(QRectF(-RADIUS, -RADIUS * 0.3, 2 * RADIUS, RADIUS * 0.6), Qt.AlignmentFlag.AlignCenter,
                             translate("MicroworldTable", "Drawn at random\nwhen the game starts"))
            return
        moving = {q for q in range(QUARTERS) if self._placement(q) != (QPointF(), 0.0)}
        for quarter in sorted(range(QUARTERS), key=lambda q: q in moving):  # what moves is drawn on top
            self._paint_quarter(painter, board, quarter, font)

    def _paint_quarter(self, painter: QPainter, board: boards.Board, quarter: int, font: QFont) -> None:
        """One element with its seams and its label, where it is drawn now (see :meth:`_placement`)."""
        shift, turn = self._placement(quarter)
        painter.save()
        painter.translate(shift)
        painter.rotate(-turn)
        if shift != QPointF() or turn:
            painter.setOpacity(0.92)
        genes = set(board.gene_cells)
        for shape in CELLS[quarter * CELLS_PER_QUARTER:(quarter + 1) * CELLS_PER_QUARTER]:
            look = CellLook(board.kinds[shape.id], gene_space=shape.id in genes,
                            dim=self.dragging and quarter not in (self.pressed, self.hovered))
            paint_cell(painter, shape, look, lambda seat: QColor("#888"), self.colourblind, 0.8)
        painter.setPen(QPen(QColor("#4a4033"), 3))
        for edge in (quarter, quarter + 1):  # the seams between the elements
            painter.drawLine(QPointF(0, 0), polar(1.0, edge * 360 / QUARTERS))
        parts = board.code.split("-") if len(board.code) <= 11 else ["custom"] * QUARTERS
        where = polar(0.6, (quarter + 0.5) * 360 / QUARTERS)
        box = QRectF(where.x() - 44, where.y() - 26, 88, 52)
        painter.setFont(font)
        painter.setPen(QPen(QColor("#4a4033"), 2.5))
        painter.setBrush(QColor(255, 255, 255, 235 if quarter in (self.pressed, self.hovered) else 200))
        painter.drawRoundedRect(box, 12, 12)
        painter.setPen(QColor("#2d261d"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, parts[quarter])
        painter.restore()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        point = self.to_scene(event.position())
        self.pressed = quarter_at(point.x(), point.y()) if event.button() == Qt.MouseButton.LeftButton else -1
        self._press_at = self._pointer = event.position()
        self.dragging = False
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        point = self.to_scene(event.position())
        self.hovered = quarter_at(point.x(), point.y())
        self._pointer = event.position()
        if self.pressed >= 0 and (event.position() - self._press_at).manhattanLength() > DRAG_PIXELS:
            self.dragging = True
        self.setCursor(Qt.CursorShape.ClosedHandCursor if self.dragging else Qt.CursorShape.OpenHandCursor
                       if self.hovered >= 0 else Qt.CursorShape.ArrowCursor)
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        point = self.to_scene(event.position())
        under = quarter_at(point.x(), point.y())
        pressed, dragging = self.pressed, self.dragging
        self._pointer = event.position()
        self.pressed, self.dragging = -1, False
        self.setCursor(Qt.CursorShape.OpenHandCursor if under >= 0 else Qt.CursorShape.ArrowCursor)
        self.update()
        if pressed < 0 or under < 0:
            return
        if dragging and under != pressed:
            self.dropped.emit(pressed, under)
            self.swap_from(pressed, under)
        elif not dragging and under == pressed:
            self.clicked.emit(pressed)


class BoardAssembly(QWidget):
    """The picture, Random and "Draw at start", bound to the dialog's Board code field."""

    def __init__(self, code_field: QLineEdit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.code_field = code_field
        self.lock: ScenarioLock | None = None  # set by options_panel
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.picture = AssemblyPicture(self)
        self.picture.setToolTip(translate("MicroworldTable", "Drag an element onto another quarter to swap them; "
                                                             "click one to turn it over."))
        layout.addWidget(self.picture, 1)
        row = QHBoxLayout()
        self.random_button = QPushButton(translate("MicroworldTable", "Random", "a board"), self)
        self.random_button.setToolTip(translate("MicroworldTable", "Each element to a random quarter, on a random "
                                                                   "side"))
        self.at_start_button = QPushButton(translate("MicroworldTable", "Draw at start"), self)
        self.at_start_button.setToolTip(translate("MicroworldTable", "The board is drawn at random when the game "
                                                                     "starts"))
        row.addWidget(self.random_button)
        row.addWidget(self.at_start_button)
        layout.addLayout(row)
        self.message = QLabel("", self)
        self.message.setWordWrap(True)
        self.message.setMinimumHeight(3 * self.message.fontMetrics().lineSpacing())  # a wrapped label's height
        self.setMinimumHeight(self.picture.minimumHeight() + self.random_button.sizeHint().height()  # is not
                              + self.message.minimumHeight() + 2 * layout.spacing())  # passed up a row layout
        layout.addWidget(self.message)
        self.random_button.clicked.connect(self.draw_random)
        self.at_start_button.clicked.connect(self.code_field.clear)  # empty: drawn at the start
        self.picture.clicked.connect(self.turn_over)
        self.picture.dropped.connect(self.swap)
        code_field.textChanged.connect(self.follow_code)
        self.follow_code(code_field.text())

    def follow_code(self, text: str) -> None:
        """Redraw the picture for the code typed or set; a code that names no board leaves it as it was."""
        code = text.strip()
        try:
            self.picture.board = None if code.lower() in ("", RANDOM) else boards.parse(code)
        except ValueError:
            self.message.setText(translate("MicroworldTable", "The picture follows the Board code once it names a "
                                                              "board."))
            return
        custom = self.picture.board is not None and element_parts(code) is None
        self.message.setText(translate("MicroworldTable", "A custom layout: change it in the code.") if custom else
                             translate("MicroworldTable", "Drag an element onto another quarter to swap them; "
                                                          "click one to turn it over."))
        self.picture.update()

    def _parts(self) -> list[str] | None:
        """The current elements, starting from 1A-2A-3A-4A when the board was to be drawn at random."""
        text = self.code_field.text().strip()
        if text.lower() in ("", RANDOM):
            return START.split("-")
        return element_parts(text)

    def turn_over(self, quarter: int) -> None:
        parts = self._parts()
        if parts is None:
            return
        element = parts[quarter]
        parts[quarter] = element[0] + ("B" if element[1] == "A" else "A")
        self.code_field.setText("-".join(parts))

    def swap(self, source: int, target: int) -> None:
        parts = self._parts()
        if parts is None:
            return
        parts[source], parts[target] = parts[target], parts[source]
        self.code_field.setText("-".join(parts))

    def draw_random(self) -> None:
        self.code_field.setText(boards.random_code(Rng(secrets.randbelow(10**9))))


class ScenarioLock:
    """A chosen scenario ticks its rules and locks the A–H boxes; "free" gives the player's own ticks back."""

    def __init__(self, scenario: QComboBox, boxes: Mapping[str, QCheckBox], target: QWidget | None) -> None:
        self.scenario, self.boxes, self.target = scenario, boxes, target
        self.own = {letter: box.isChecked() for letter, box in boxes.items()}
        self._setting = False
        scenario.currentIndexChanged.connect(self.follow)
        for letter, box in boxes.items():
            box.toggled.connect(lambda checked, letter=letter: self._toggled(letter, checked))
        self.follow()

    def rules(self) -> str | None:
        """The scenario's rule letters, or None for a free combination."""
        key = self.scenario.currentData()
        return None if key == "free" or key not in SCENARIO_RULES else SCENARIO_RULES[key]

    def _toggled(self, letter: str, checked: bool) -> None:
        if self._setting:
            return
        if self.rules() is None:
            self.own[letter] = checked
        self.follow()  # a box set while a scenario holds them (restoring last time's choices) shows the scenario

    def follow(self) -> None:
        rules = self.rules()
        self._setting = True
        try:
            for letter, box in self.boxes.items():
                box.setChecked(self.own[letter] if rules is None else letter in rules)
                box.setEnabled(rules is None)
        finally:
            self._setting = False
        if self.target is not None:
            self.target.setEnabled("B" in (rules if rules is not None else
                                           "".join(k for k, b in self.boxes.items() if b.isChecked())))


def options_panel(widgets: Mapping[str, QWidget], parent: QWidget) -> QWidget | None:
    """The New Game dialog's hook: the board assembly beside the options, and the scenario lock."""
    code, scenario = widgets.get("board"), widgets.get("scenario")
    boxes = {letter: widgets.get(f"rule_{letter.lower()}") for letter in RULE_LETTERS}
    if not isinstance(code, QLineEdit) or not isinstance(scenario, QComboBox):
        return None
    checks = {letter: box for letter, box in boxes.items() if isinstance(box, QCheckBox)}
    assembly = BoardAssembly(code, parent)
    assembly.setObjectName("boardAssembly")
    assembly.lock = ScenarioLock(scenario, checks, widgets.get("target"))
    return assembly
