"""The phase card's explanation never runs under its legend: the least needed sentences go first, and when even
the first does not fit above the legend, the legend gives way."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from microgames.games.microchip.table.captions import set_detail

SENTENCES = ("Arrange your best microchip, then press Finish.", "Still building: Ada, Bob.")


def test_the_last_sentences_go_and_a_first_too_long_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    detail = QGraphicsSimpleTextItem()
    line = detail.boundingRect().height() or 16.0
    assert set_detail(detail, SENTENCES, 2000, 10 * line) and "Still building" in detail.text()
    assert set_detail(detail, SENTENCES, 2000, 1.5 * line) and "Still building" not in detail.text()
    assert not set_detail(detail, SENTENCES, 60, 1.5 * line)  # "… press Finish." would spill: the caller hides the legend
    assert detail.text().endswith("Finish.")  # the sentence itself is kept whole
