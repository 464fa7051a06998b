"""The move log wraps a long line onto as many lines as it needs: its row is tall enough for the wrapped text
at every width of the panel, with the style sheet's item padding (a line that only just fits was cut to one)."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import QObject, QRect, Qt, Signal
from PySide6.QtWidgets import QApplication

from microgames.ui.play.movelog import MoveLog


class FakeContext(QObject):
    """Just what the log reads: a history of labelled steps and a change signal."""

    changed = Signal(str)

    def __init__(self, labels: list[str]) -> None:
        super().__init__()
        steps = [SimpleNamespace(label=label, seat=0, events=(), run=None) for label in labels]
        self.history = SimpleNamespace(applied=lambda: steps)


def text_room(log: MoveLog, row: int) -> tuple[int, int]:
    """The height the row gives its text, and the height that text needs wrapped in the width it is drawn in."""
    rect = log.visualRect(log.model().index(row, 0))
    assert rect.left() >= 0 and rect.right() <= log.viewport().rect().right(), "the row is wider than the log"
    text = log.itemDelegate().text_rect(rect)
    wrapped = log.fontMetrics().boundingRect(QRect(0, 0, text.width(), 100000), int(Qt.TextFlag.TextWordWrap),
                                             log.item(row).text())
    return text.height(), wrapped.height()


def test_a_long_line_gets_a_row_tall_enough_for_its_wrapped_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.app import make_application

    make_application()  # the app's style sheet, with its item padding
    labels = [f"Blue drafts a red cross from column {k % 10 + 1}" for k in range(40)]  # more than the log shows
    log = MoveLog(FakeContext(labels))  # type: ignore[arg-type]
    qtbot.addWidget(log)
    log.show()
    line = log.fontMetrics().height()
    wrapped_rows = 0
    for width in range(250, 300, 2):  # every width near the one where "… column 1" only just fits
        log.resize(width, 300)
        QApplication.processEvents()
        assert log.verticalScrollBar().isVisible()
        for row in range(0, log.count(), 3):
            room, needed = text_room(log, row)
            assert room >= needed, f"row {row} at width {width}: {room} px for {needed} px of text"
            wrapped_rows += needed > 1.5 * line
    assert wrapped_rows, "no line needed a second line: the test would prove nothing"
