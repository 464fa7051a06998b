"""A person's bar of buttons under their own board on the Microchip table, and the notes it shows.

The person whose board is drawn large has the full bar: a note on where they stand (a yellow banner when
their Finish came back), then Rotate, Remove, Deselect / Clear board, Hint, Apply hint / Finish, Resume
building, Concede, three to a row. At a table of one (a puzzle's) the bar offers only what arranging needs:
Rotate, Remove, Deselect and Clear board in one row (the puzzle has its own hint, and a board judged as it
stands has nothing to finish, resume or concede). Every other person's small card has the compact bar: a line of note and
their own Finish, Resume building and Concede, labelled where the card is wide enough, else drawn as icons
(each tool tip names the action and its key). So in hot seat everyone reaches their own end-of-game buttons
at any time.

A button that does not apply is greyed out, never hidden or moved: a bar is laid out again only when its
size changes (the window, or the card turning large or small), never when what may be pressed changes.
The bars are widgets over the table's view, on the strips the layout sets aside under the cards
(``SeatGeometry.bar``). Their text is never under 9 pt and grows with the table on a large screen
(``bar_text_size``), so the bars keep their share of it; ``bar_heights`` says how tall that makes them.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QIcon, QPainter, QPainterPath, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QWidget

from microgames.engine.words import shown
from microgames.games.microchip.state import MicrochipState
from microgames.games.microchip.words import ChipWords
from microgames.ui import theme

#: The buttons in reading order (three to a row in the full bar): key, label, shorter label, tool tip (each shown
#: in the language of the moment when the bar is laid out).
BUTTONS = (
    ("rotate", ChipWords.tr("Rotate"), ChipWords.tr("Rotate", "short"),
     ChipWords.tr("Rotate: turn the selected tile clockwise (R)")),
    ("remove", ChipWords.tr("Remove"), ChipWords.tr("Remove", "short"),
     ChipWords.tr("Remove: return the selected tile to the tray (Delete)")),
    ("deselect", ChipWords.tr("Deselect"), ChipWords.tr("Deselect", "short"),
     ChipWords.tr("Deselect: put the selected tile down, or hide the hint (Escape)")),
    ("clear", ChipWords.tr("Clear board"), ChipWords.tr("Clear", "short"),
     ChipWords.tr("Clear board: take every tile on the board back to the tray (no key; asks first)")),
    ("hint", ChipWords.tr("Hint"), ChipWords.tr("Hint", "short"),
     ChipWords.tr("Hint: show a better arrangement as a ghost on your board (no key)")),
    ("apply_hint", ChipWords.tr("Apply hint"), ChipWords.tr("Apply", "short"),
     ChipWords.tr("Apply hint: arrange your board like the ghost, one undo step (no key)")),
    ("finish", ChipWords.tr("Finish"), ChipWords.tr("Finish", "short"), ChipWords.tr("Finish: post your score (no key)")),
    ("resume", ChipWords.tr("Resume building"), ChipWords.tr("Resume", "short"),
     ChipWords.tr("Resume building: take your posted score back and change your board (no key)")),
    ("concede", ChipWords.tr("Concede"), ChipWords.tr("Concede", "short"),
     ChipWords.tr("Concede: stay at your score below a higher posted one (no key; asks first)")),
)
END_BUTTONS = ("finish", "resume", "concede")
SOLO_BUTTONS = ("rotate", "remove", "deselect", "clear")  # a table of one's
#: The buttons drawn in a colour while they may be pressed.
PRIMARY = {"finish": "#2f6fd0", "concede": "#c83a3a", "apply_hint": theme.ACCENT}
SMALLEST_PT = 9.5  # the bars' text, never under 9 pt
LARGEST_PT = 13.0  # nor larger than this, however large the table
NATURAL_SCALE = 0.8  # the table's scale at which the bars' text is at its smallest
PAD = 4  # inside a bar
GAP = 3  # between its rows and buttons
WIDEST = 21  # a full bar's button is never wider than this many times its text's size: they stay together
BANNER = "#f4c542"  # the note when a Finish came back


def came_back_text(state: MicrochipState, seat: int) -> str | None:
    """The banner of a seat below a higher posted score (its Finish came back, or would), else None."""
    if not state.can_concede(seat):
        return None
    said = (ChipWords.tr("%1 has posted %2. Improve your chip and press Finish again, or Concede at %3.")
            if state.posted[seat] is not None
            else ChipWords.tr("%1 has posted %2. Improve your chip and press Finish, or Concede at %3."))
    return said.arg(_leader(state, seat), state.best_posted_other(seat), state.score(seat).points)


def _leader(state: MicrochipState, seat: int) -> str:
    """The name of the seat that posted the highest score of the others."""
    best = state.best_posted_other(seat)
    return next(state.names[o] for o in range(state.seat_count)
                if o != seat and state.status[o] != "building" and state.posted[o] == best)


def seat_note(state: MicrochipState, seat: int) -> str:
    """Where ``seat`` stands now, in a sentence for its bar."""
    phase = state.phase
    if phase == "over":
        return ChipWords.tr("The game is over.")
    if phase == "drafting":
        if seat == state.turn:
            return ChipWords.tr("Your turn: drag a tile from the lit column to your tray or board.")
        return ChipWords.tr("%1 drafts now; arrange your board meanwhile.").arg(state.names[state.turn])
    status = state.status[seat]
    if status == "conceded":
        return ChipWords.tr("Conceded at %1.").arg(state.posted[seat])
    if status == "finished":
        if state.improve:
            return ChipWords.tr("Finished: %1 posted. Resume building to change it.").arg(state.posted[seat])
        return ChipWords.tr("Finished: %1 posted.").arg(state.posted[seat])
    return came_back_text(state, seat) or ChipWords.tr("Arrange your best chip, then press Finish.")


def notes(state: MicrochipState, seat: int) -> tuple[str, ...]:
    """``seat_note`` and shorter ways to say it, longest first, for bars of every width."""
    if state.seat_count == 1 and state.phase == "building":  # a puzzle: the board is judged as it stands
        return (ChipWords.tr("Drag tiles onto your board; click a placed tile to pick it up, again to turn it."),
                ChipWords.tr("arrange your chip"))
    full = seat_note(state, seat)
    if state.phase == "over":
        return full, ChipWords.tr("game over")
    if state.phase == "drafting":
        if seat == state.turn:
            return full, ChipWords.tr("your turn to draft"), ChipWords.tr("your turn")
        return full, ChipWords.tr("%1 drafts").arg(state.names[state.turn]), ChipWords.tr("waiting")
    if came_back_text(state, seat) is not None:
        best, leader = state.best_posted_other(seat), _leader(state, seat)
        shorter = (ChipWords.tr("%1 posted %2: Finish again or Concede") if state.posted[seat] is not None
                   else ChipWords.tr("%1 posted %2: Finish or Concede"))
        return full, shorter.arg(leader, best), ChipWords.tr("Below %1's %2").arg(leader, best)
    status, posted = state.status[seat], state.posted[seat]
    if status == "finished":
        return full, ChipWords.tr("finished · %1").arg(posted)
    if status == "conceded":
        return full, ChipWords.tr("conceded · %1").arg(posted)
    return full, ChipWords.tr("building: Finish when ready")


def _mix(colour: str, other: str, share: float) -> str:
    """``colour`` moved ``share`` of the way towards ``other``, as a style sheet colour."""
    a, b = QColor(colour), QColor(other)
    return QColor(round(a.red() + (b.red() - a.red()) * share), round(a.green() + (b.green() - a.green()) * share),
                  round(a.blue() + (b.blue() - a.blue()) * share)).name()


def bar_text_size(scale: float) -> float:
    """The bars' point size for a table shown at ``scale``: growing with it past ``NATURAL_SCALE``."""
    return min(LARGEST_PT, max(SMALLEST_PT, SMALLEST_PT * scale / NATURAL_SCALE))


def bar_font(size: float) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    return font


def _button_font(key: str, size: float) -> QFont:
    """A button's font: the bar's, in DemiBold for the buttons drawn in a colour."""
    font = bar_font(size)
    if key in PRIMARY:
        font.setWeight(QFont.Weight.DemiBold)
    return font


def _fitted(key: str, text: str, size: float, column: int) -> tuple[str, QFont]:
    """A button's label and font for a column ``column`` pixels wide: a word a little too long for it (another
    language's) is set down to 9 pt, the least the bar's text ever has; one longer still is cut with "…" (its
    tool tip names the action), so no label is ever clipped by the button's edge."""
    room = column - 2 * 6 - 2 * 1  # the style sheet's padding and borders, left and right
    for points in (size, min(size, 9.0)):
        font = _button_font(key, points)
        if QFontMetrics(font).horizontalAdvance(text) <= room:
            return text, font
    return QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, room), font


def _row_height(size: float) -> int:
    """A button's height: a line of text, the style sheet's padding (2 px) and borders (1 + 2 px)."""
    return QFontMetrics(bar_font(size)).height() + 2 * 2 + 3


def _line_height(size: float) -> int:
    return QFontMetrics(bar_font(size)).lineSpacing() + 4  # the note's padding


def bar_heights(size: float, rows: int = 3) -> tuple[int, int]:
    """How tall the full bar (``rows`` rows of buttons) and the compact bar are on screen, in pixels, with text of
    ``size`` points (and a pixel to spare for rounding)."""
    row, line = _row_height(size), _line_height(size)
    return 2 * PAD + line + rows * row + rows * GAP + 1, 2 * PAD + line + row + GAP + 1


def _across(count: int) -> int:
    """Buttons to a row: four or fewer in one, else three."""
    return count if count <= 4 else 3


def _icon_path(key: str, side: float) -> QPainterPath:
    """The compact bar's pictures: a tick (Finish), an arrow turning back (Resume building), a flag (Concede)."""
    path = QPainterPath()
    s = side
    if key == "finish":
        path.moveTo(0.18 * s, 0.52 * s)
        path.lineTo(0.42 * s, 0.76 * s)
        path.lineTo(0.84 * s, 0.26 * s)
    elif key == "resume":
        path.arcMoveTo(QRectF(0.2 * s, 0.2 * s, 0.6 * s, 0.6 * s), 90)
        path.arcTo(QRectF(0.2 * s, 0.2 * s, 0.6 * s, 0.6 * s), 90, -270)
        tip = QPointF(0.5 * s, 0.2 * s)
        path.moveTo(tip + QPointF(0.14 * s, -0.12 * s))
        path.lineTo(tip)
        path.lineTo(tip + QPointF(0.14 * s, 0.12 * s))
    else:
        path.moveTo(0.28 * s, 0.88 * s)
        path.lineTo(0.28 * s, 0.14 * s)
        path.lineTo(0.78 * s, 0.3 * s)
        path.lineTo(0.28 * s, 0.48 * s)
    return path


def _icon(key: str, on: str, off: str, side: int) -> QIcon:
    """The picture for ``key`` in colour ``on``, and greyed out (``off``) for a disabled button."""
    icon = QIcon()
    for colour, mode in ((on, QIcon.Mode.Normal), (off, QIcon.Mode.Disabled)):
        ratio = 2
        pixmap = QPixmap(side * ratio, side * ratio)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(colour), max(1.6, side / 8))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPath(_icon_path(key, side))
        painter.end()
        icon.addPixmap(pixmap, mode)
    return icon


class SeatBar(QFrame):
    """One person's bar: a note on where they stand and their buttons, full or compact (see the module doc)."""

    def __init__(self, seat: int, act: Callable[[str, int], None], parent: QWidget | None = None,
                 offered: tuple[str, ...] = tuple(key for key, *_ in BUTTONS)) -> None:
        super().__init__(parent)
        self.seat = seat
        self.compact = False
        self.text_size = SMALLEST_PT
        self.setObjectName("microchipSeatBar")
        self.setFont(bar_font(self.text_size))
        self.setAutoFillBackground(True)
        self.note = QLabel("", self)
        self.note.setObjectName("microchipNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.notes: tuple[str, ...] = ("",)
        self.buttons: dict[str, QPushButton] = {}
        self.texts: dict[str, tuple[str, str, str]] = {}
        for key, text, short, tip in (b for b in BUTTONS if b[0] in offered):
            button = QPushButton(shown(text), self)
            button.setObjectName(f"microchip_{key}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _checked=False, k=key: act(k, seat))
            self.buttons[key] = button
            self.texts[key] = (text, short, tip)
        self._icons: dict[str, QIcon] = {}
        self._set_fonts()
        self.restyle()

    def _set_fonts(self) -> None:
        """Every text of the bar at its own size, set on each widget: the sizes the bar measures are the sizes
        shown, whatever the window's font or the style sheets around it."""
        self.setFont(bar_font(self.text_size))
        self.note.setFont(bar_font(self.text_size))
        for key, button in self.buttons.items():
            button.setFont(_button_font(key, self.text_size))

    @property
    def rows(self) -> int:
        """The full bar's rows of buttons."""
        return -(-len(self.buttons) // _across(len(self.buttons)))

    # --- its look --------------------------------------------------------------------------------
    def restyle(self) -> None:
        """Quiet buttons for arranging; Finish blue, Concede red and Apply hint teal, as the rule text has them.

        An enabled button is raised (a darker lower edge) and darkens when pressed; a greyed-out one is flat, its
        text faint, never in a colour, so nobody mistakes it for one to press. Every state has the same borders
        and padding, so nothing in the bar moves.
        """
        c = theme.colours()
        faint = _mix(c["muted"], c["window"], 0.45)
        off = (f"QPushButton:disabled {{ background: transparent; color: {faint};"
               f" border: 1px solid {c['border']}; border-bottom: 2px solid {c['border']}; }}")
        plain = (f"QPushButton {{ background: {c['button']}; color: {c['text']}; border: 1px solid {c['border']};"
                 f" border-bottom: 2px solid {_mix(c['border'], '#000000', 0.25)}; border-radius: 6px;"
                 " padding: 2px 6px; }"
                 f"QPushButton:hover {{ border-color: {theme.ACCENT}; }}"
                 f"QPushButton:pressed {{ background: {c['border']}; }}" + off)
        strong = ("QPushButton {{ background: {0}; color: white; border: 1px solid {1}; border-bottom: 2px solid {2};"
                  " border-radius: 6px; padding: 2px 6px; }}"
                  " QPushButton:hover {{ background: {1}; }}"
                  " QPushButton:pressed {{ background: {2}; }}"
                  + off.replace("{", "{{").replace("}", "}}"))
        for key, button in self.buttons.items():
            fill = PRIMARY.get(key)
            button.setStyleSheet(strong.format(fill, _mix(fill, "#000000", 0.12), _mix(fill, "#000000", 0.35))
                                 if fill else plain)
        self._make_icons()

    def _make_icons(self) -> None:
        """The compact bar's pictures, as large as the text and in the scheme's colours."""
        c = theme.colours()
        faint = _mix(c["muted"], c["window"], 0.45)
        side = QFontMetrics(bar_font(self.text_size)).height()
        self._icons = {key: _icon(key, "#ffffff" if key in PRIMARY else c["text"], faint, side)
                       for key in END_BUTTONS}
        self._lay_out()

    def set_look(self, colour: str, here: bool, banner: bool) -> None:
        """The bar's frame (in the seat's colour for the person at the screen) and its note's (yellow: a banner)."""
        c = theme.colours()
        edge = colour if here else c["border"]
        note = (f"#microchipNote {{ background: {BANNER}; color: #1b1e22; border-radius: 5px; padding: 2px 6px;"
                " font-weight: 600; }" if banner else f"#microchipNote {{ color: {c['muted']}; padding: 2px 6px; }}")
        sheet = (f"#microchipSeatBar {{ background: {c['card']}; border: 2px solid {edge}; border-radius: 8px; }}"
                 + note)
        if self.styleSheet() != sheet:
            self.setStyleSheet(sheet)

    # --- what it says ------------------------------------------------------------------------------
    def set_notes(self, notes: tuple[str, ...]) -> None:
        """The note's sentence and shorter ways to say it: the bar shows the longest its width holds (the last
        cut with "…" if none does), the tool tip the sentence."""
        said = tuple(shown(note) for note in notes)
        if said != self.notes:
            self.notes = said
            self.note.setToolTip(said[0])
            self._choose_note()

    def _choose_note(self) -> None:
        room = max(self.note.width() - 12, 0)  # the note's padding
        bold = QFont(self.note.font())
        bold.setWeight(QFont.Weight.DemiBold)  # a banner is bold: measured so, it fits either way
        metrics = QFontMetrics(bold)
        text = next((note for note in self.notes if metrics.horizontalAdvance(note) <= room),
                    metrics.elidedText(self.notes[-1], Qt.TextElideMode.ElideRight, room))
        if self.note.text() != text:
            self.note.setText(text)

    # --- where its parts go ----------------------------------------------------------------------
    def set_compact(self, compact: bool) -> None:
        """Compact under a small card, full under the large one."""
        if compact != self.compact:
            self.compact = compact
            self._lay_out()

    def set_text_size(self, size: float) -> None:
        """The point size of the bar's text (see ``bar_text_size``)."""
        if abs(size - self.text_size) > 1e-3:
            self.text_size = size
            self._set_fonts()
            self._make_icons()

    def changeEvent(self, event: QEvent) -> None:
        """A change of language names the buttons again (their widths are measured in the new words)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._lay_out()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._lay_out()

    def _lay_out(self) -> None:
        """Put the note and the buttons in their places for the bar's size: the same whatever applies now (a strip
        a little taller than the bar, as the layout makes them, leaves its room above and below alike)."""
        row, line = _row_height(self.text_size), _line_height(self.text_size)
        inner = self.width() - 2 * PAD
        visible = tuple(k for k in END_BUTTONS if k in self.buttons) if self.compact else tuple(self.buttons)
        across = _across(len(visible))
        column = min((inner - (across - 1) * GAP) / across, WIDEST * self.text_size)
        needed = bar_heights(self.text_size, self.rows)[1 if self.compact else 0]
        first = PAD + max(0, self.height() - needed) // 2
        self.note.setGeometry(PAD, first, inner, line)
        top = first + line + GAP
        metrics = QFontMetrics(bar_font(self.text_size))
        fits = all(metrics.horizontalAdvance(shown(self.texts[key][1])) + 16 <= column for key in visible)
        for key, button in self.buttons.items():
            button.setVisible(key in visible)
            if key not in visible:
                continue
            k = visible.index(key)
            x = PAD + (k % across) * (column + GAP)
            button.setGeometry(math.floor(x), top + (k // across) * (row + GAP), math.floor(column), row)
            text, short = (shown(said) for said in self.texts[key][:2])
            if button.toolTip() != shown(self.texts[key][2]):
                button.setToolTip(shown(self.texts[key][2]))
            font = _button_font(key, self.text_size)
            width = QFontMetrics(font).horizontalAdvance(text) + 16
            if self.compact and not fits:  # too narrow for words: the pictures, named in the tool tips
                button.setFont(font)
                button.setText("")
                button.setIcon(self._icons.get(key, QIcon()))
                button.setIconSize(QSize(metrics.height(), metrics.height()))
            else:
                button.setIcon(QIcon())
                label, font = _fitted(key, text if width <= column else short, self.text_size, math.floor(column))
                button.setFont(font)
                button.setText(label)
        self._choose_note()
