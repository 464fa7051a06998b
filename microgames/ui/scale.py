"""The UI scale: on a large window the whole shell grows with the table, not only the table.

One number, worked out from the main window's size: 1.0 at the default 1180×800 and anything smaller,
about 1.4 at 2560×1440, in steps of ``STEP`` so that dragging the window's edge restyles a few times,
not at every pixel. It is applied once, here, when the window's size changes (a person's resize reaches the
native window before the widgets' layouts; a resize within one step costs nothing more than before):

- the window's font: every widget that inherits it grows (seat names, the move log, the tables' buttons);
- the sizes in the style sheet (:func:`theme.sized_rules`), set on the window (the launcher keeps its own);
- the window's dialogs and menus take its font (``WA_WindowPropagation``).

The screen's own scale (125 %, 200 %) is Qt's device pixel ratio: sizes here are logical pixels, so a
high-DPI screen gets both. Tables read the scale with :func:`ui_scale`; text that is a multiple of its
parent's (a score, a headline) keeps that ratio with :func:`keep_relative_font`.

Nothing here names the ``Qt`` namespace until :meth:`UiScale.start` (after the launcher's first paint).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMainWindow, QWidget

from microgames.ui import theme

#: The window size the app is drawn for at scale 1.0 (the default window).
NATURAL_SIZE = QSize(1180, 800)
#: How much of the window's growth past NATURAL_SIZE the UI follows (the table takes the rest).
SHARE = 0.5
LARGEST = 1.5
STEP = 0.05


def scale_for(width: int, height: int) -> float:
    """The UI scale for a window of ``width``×``height``: never below 1.0, about 1.4 at 2560×1440."""
    growth = min(width / NATURAL_SIZE.width(), height / NATURAL_SIZE.height()) - 1.0
    stepped = round((1.0 + SHARE * max(growth, 0.0)) / STEP) * STEP
    return round(min(LARGEST, max(1.0, stepped)), 2)


def ui_scale(widget: QWidget) -> float:
    """The scale ``widget`` is shown at: its font against the application's (1.0 in a default-sized window).

    A table reads it to size what its font does not (a marker, a margin).
    """
    own, natural = widget.font().pointSizeF(), QApplication.font().pointSizeF()
    return own / natural if own > 0 and natural > 0 else 1.0


class _RelativeFont(QObject):
    """Keeps a widget's text ``ratio`` times its parent's whenever the parent's font changes."""

    def __init__(self, widget: QWidget, ratio: float, bold: bool) -> None:
        super().__init__(widget)
        self.widget, self.ratio, self.bold = widget, ratio, bold
        parent = widget.parentWidget()
        assert parent is not None, "a relative font needs a parent to be relative to"
        parent.installEventFilter(self)
        self.follow(parent)

    def follow(self, parent: QWidget) -> None:
        font = QFont()  # only the size and weight are the widget's own: the family and the rest still follow
        font.setPointSizeF(parent.font().pointSizeF() * self.ratio)
        font.setBold(self.bold)
        self.widget.setFont(font)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FontChange and isinstance(watched, QWidget):
            self.follow(watched)
        return False


def keep_relative_font(widget: QWidget, ratio: float, bold: bool = False) -> None:
    """Give ``widget`` (which has its parent already) text ``ratio`` times its parent's, now and at any scale."""
    _RelativeFont(widget, ratio, bold)


class UiScale(QObject):
    """Follows the main window's size with its font, style sheet sizes, docks and dialogs."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.factor = 1.0
        self.started = False
        window.installEventFilter(self)

    def start(self) -> None:
        """Follow the window from now on (once the launcher has painted), starting from its present size."""
        if self.started:
            return
        self.started = True
        from PySide6.QtCore import Qt

        # Style sheets otherwise keep a widget's font from following its parent's (Qt's default for them).
        QApplication.setAttribute(Qt.ApplicationAttribute.AA_UseStyleSheetPropagationInWidgetStyles)
        handle = self.window.windowHandle()
        if handle is not None:  # it hears of a person's resize before the widgets' layouts do
            handle.installEventFilter(self)
        self.apply(scale_for(self.window.width(), self.window.height()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A person's resize reaches the native window first, so the layouts mostly run once, already scaled; the
        # widget's own Resize (a resize from code) comes after its layout's pass, which then runs again.
        kind = event.type()
        if kind == QEvent.Type.Resize and self.started:
            size = event.size()  # type: ignore[attr-defined]
            self.apply(scale_for(size.width(), size.height()))
        elif watched is self.window and self.started:
            if kind == QEvent.Type.ChildPolished and self.factor != 1.0:  # a dialog, as it is first shown
                child = event.child()  # type: ignore[attr-defined]
                if isinstance(child, QWidget) and child.isWindow():
                    self._propagate(child)
        return False

    def reapply(self) -> None:
        """Bring widgets made since the last step (a game's page, its docks) to the window's scale: Qt hands a
        window's font to such late children only when the font is set again."""
        if self.started and self.factor != 1.0:
            factor, self.factor = self.factor, 1.0
            self.window.setFont(QFont())
            self.apply(factor)

    def apply(self, factor: float) -> None:
        """Show the window at ``factor`` (nothing happens when it already is)."""
        if factor == self.factor:
            return
        self.factor = factor
        font = QFont()  # at 1.0 the window's own font is the application's, as if never set
        if factor != 1.0:
            font.setPointSizeF(QApplication.font().pointSizeF() * factor)
        self.window.setFont(font)
        self.window.setStyleSheet(theme.sized_rules(factor) if factor != 1.0 else "")
        for child in self.window.findChildren(QWidget):
            if child.isWindow():  # dialogs and menus
                self._propagate(child)
            elif isinstance(child, (QAbstractButton, QLabel)) and "font" in child.styleSheet():
                self._refont(child)

    @staticmethod
    def _refont(widget: QWidget) -> None:
        """Give a button or label whose own style sheet sets a font (a weight) the window's new size.

        Qt keeps the size such a widget had when its style sheet's font was applied; its own font holds nothing
        else (the shell and the tables set fonts on their parents), so it is taken from the parent again.
        """
        widget.setFont(QFont())
        widget.style().unpolish(widget)
        widget.style().polish(widget)

    @staticmethod
    def _propagate(child: QWidget) -> None:
        from PySide6.QtCore import Qt

        if not child.testAttribute(Qt.WidgetAttribute.WA_WindowPropagation):
            child.setAttribute(Qt.WidgetAttribute.WA_WindowPropagation)
