"""Help ▸ Cards: every card of Remediate to leaf through, with its whole text and how many the box holds."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from microgames.games.remediate import cards as C
from tests.support.remediate_window import close_window, open_window


def test_every_card_of_the_box_is_in_the_reference_with_its_count(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.games.remediate.table.reference import entries

    from microgames.ui.app import make_application

    make_application()
    found = entries()
    names = [entry.name for entry in found]
    assert sorted(names) == sorted([*C.KIND_NAME, *C.MICROBE_NAME, *C.ENV_NAME, *C.RECYCLE_NAME])
    genes = [entry for entry in found if entry.section.endswith("genes")]
    counts = [int(re.search(r"(\d+) in the gene pool", entry.text).group(1)) for entry in genes]
    assert sum(counts) == C.GENE_COUNT  # the whole gene pool, kind by kind
    for entry in found:
        for kind, text in enumerate(C.KIND_TEXT):
            if entry.name == C.KIND_NAME[kind]:
                assert text in entry.text  # the full text, never cut
        for microbe, text in enumerate(C.MICROBE_TEXT):
            if entry.name == C.MICROBE_NAME[microbe]:
                assert text in entry.text


def test_the_help_menu_opens_the_cards_to_leaf_through(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person", "bot"), 3, {}, size=(1024, 700))
    try:
        help_menu = window.menuBar().actions()[-1].menu()
        cards = next(action.menu() for action in help_menu.actions() if action.text() == "&Cards")
        opening = next(action for action in cards.actions() if action.text() == "The cards of Remediate")
        opening.trigger()
        from microgames.games.remediate.table.reference import CardReference

        qtbot.waitUntil(lambda: window.findChild(CardReference) is not None, timeout=5000)
        reference = window.findChild(CardReference)
        qtbot.waitExposed(reference)
        assert reference.width() <= 1024 and reference.height() <= 700
        assert "Cutinase" in reference.details.text() and "4 in the gene pool" in reference.details.text()
        qtbot.mouseClick(reference.next, Qt.MouseButton.LeftButton)
        assert "FAST-PETase" in reference.details.text()
        qtbot.keyClicks(reference.filter, "salt")
        shown = [reference.row_entry[row].name for row in reference._rows()]
        assert shown == ["Osmoprotectants", "Salt Marsh", "Ocean Gyre"]
        assert "Osmoprotectants" in reference.details.text()
        assert not reference.previous.isEnabled() and reference.next.isEnabled()
        reference.close()
    finally:
        close_window(window)
