"""The table says why a number is what it is, and where an attack went: hazard marks on the microbes, the
capped remediation's reason in the prompt, the arrow on the slot it hit, an empty pool as an empty pile, a
Quorum Sensing naming the gene it acts as in every layout."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from microgames.games.remediate import cards as C
from microgames.games.remediate.table.look import paint_gene
from tests.support.remediate_table import clone_from_pool, play_a_blocked_attack


def in_ocean_gyre(state: Any) -> None:
    """Ocean Gyre (salt) in play; seat 0 an E. coli with PETase and no salt resistance, seat 1 resisting salt."""
    state.env = C.ENV_NAME.index("Ocean Gyre")
    state.microbes[:2] = [C.MICROBE_BY_NAME["Escherichia coli"], C.MICROBE_BY_NAME["Rhodococcus ruber"]]
    clone_from_pool(state, 0, "PETase")
    clone_from_pool(state, 1, "Osmoprotectants")


def test_each_microbe_shows_whether_it_resists_and_the_prompt_says_why_it_is_capped(make_table) -> None:  # type: ignore[no-untyped-def]
    harness = make_table(prepare=in_ocean_gyre)
    table = harness.table
    marks = table.panels.hazards
    salt = C.HAZARDS.index("salt")
    assert marks[0].isVisible() and marks[0].key[:3] == ("hazard", salt, False)
    assert marks[1].isVisible() and marks[1].key[:3] == ("hazard", salt, True)
    assert "not resist it without Osmoprotectants" in marks[0].toolTip()
    assert "resists salt" in marks[1].toolTip()
    harness.click(harness.point_of(("pool",)))
    harness.qtbot.mouseClick(table.buttons["skip"], Qt.MouseButton.LeftButton)
    harness.settle()
    assert harness.state.phase == "act"
    assert table.prompt.text().startswith("Capped at 1: Ocean Gyre is salty and you have no Osmoprotectants. "
                                          "Remediate up to 1 plastic")
    assert "Capped at 1: Ocean Gyre is salty" in table.seat_holdings[0].toolTip()


def test_no_hazard_no_mark(make_table) -> None:  # type: ignore[no-untyped-def]
    harness = make_table()
    assert harness.state.env == C.FIRST_ENV  # the Laboratory
    assert not any(mark.isVisible() for mark in harness.table.panels.hazards)


def test_a_blocked_attack_s_arrow_ends_on_the_defence_of_a_microbe_with_two_support_slots(make_table) -> None:  # type: ignore[no-untyped-def]
    harness, picked = play_a_blocked_attack(make_table, "Pseudomonas putida")
    table = harness.table
    assert picked["defence"] in harness.state.discard  # blocked
    flash = table.moments.flash  # the Defence card, flashing where it stood
    start, end = table.moments.arrow_ends
    assert flash.isVisible() and flash.mapRectToScene(flash.rect).contains(end)
    assert table.geometry_.seats[0].panel.contains(start)


def test_an_empty_gene_pool_is_an_empty_pile(make_table) -> None:  # type: ignore[no-untyped-def]
    def prepare(state: Any) -> None:
        state.discard.extend(state.pool[1:])
        del state.pool[1:]

    harness = make_table(prepare=prepare)
    harness.click(harness.point_of(("pool",)))  # the last gene of the pool
    assert harness.state.pool == []
    pool = next(item for item, target in harness.table.clickables() if target == ("pool",))
    assert pool.key == ("pool_empty",) and "empty" in pool.toolTip()


class Recorder(QPainter):
    """A painter that notes every text it draws."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[str] = []

    def drawText(self, *args: Any) -> None:  # type: ignore[override]
        self.texts.append(next(a for a in reversed(args) if isinstance(a, str)).replace("\u200b", ""))
        super().drawText(*args)


def test_a_quorum_sensing_names_what_it_acts_as_on_a_card_and_on_a_tile(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.app import make_application

    make_application()
    quorum = C.CARDS_OF_KIND[C.KIND_BY_NAME["Quorum Sensing"]][0]
    petase = C.KIND_BY_NAME["PETase"]
    for rect in (QRectF(0, 0, 112, 156), QRectF(0, 0, 120, 62)):  # the full layout's card, a compact tile
        image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
        painter = Recorder(image)
        paint_gene(painter, rect, quorum, petase)
        painter.end()
        assert any("PETase" in text for text in painter.texts), painter.texts
