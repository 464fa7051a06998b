"""The table's layout for every seat count, and the app's self-test opening the Remediate table."""

from __future__ import annotations

import pytest

from microgames.games.remediate import cards as C
from microgames.games.remediate.table.layout import (
    CARD_W, HAND_H, best_columns, column_choices, fitted_geometry, table_geometry,
)
from tests.remediate_view.conftest import Harness, seats


@pytest.mark.parametrize("count", range(2, 7))
def test_panels_do_not_overlap_and_fit_the_table(count: int) -> None:
    for cols in column_choices(count):
        check_geometry(count, cols)
    assert best_columns(6, 1600, 880) == 3 and best_columns(6, 910, 600) == 2  # wide: 3 columns; squarer: 2


def test_height_the_window_leaves_spare_goes_to_the_hand() -> None:
    base = table_geometry(3, 2)
    tall = fitted_geometry(3, 900, 900)  # a squarer view than the table: height to spare
    assert tall.columns == 2 and tall.hand_card.height() > HAND_H and tall.height > base.height
    five = [tall.hand_pos(k, 5).x() for k in range(5)]
    assert min(b - a for a, b in zip(five, five[1:])) >= 0.9 * tall.hand_card.width() - 0.5  # names stay clear
    assert five[-1] + tall.hand_card.width() <= tall.hand.right()
    wide = fitted_geometry(3, 2000, 700)  # a wide view: nothing to spare, the cards keep their size
    assert wide.hand_card.height() == HAND_H and wide.height == base.height


def check_geometry(count: int, cols: int) -> None:
    g = table_geometry(count, cols)
    assert g.height == max(r.bottom() for r in (g.hand, g.log, *(s.panel for s in g.seats)))
    rects = [g.environment, g.genes, g.recycle, g.hand, g.log, *(s.panel for s in g.seats)]
    for i, a in enumerate(rects):
        assert 0 <= a.left() and a.right() <= g.width + 0.5
        for b in rects[i + 1:]:
            assert not a.intersects(b)
    for seat in g.seats:  # six slots fit inside each microbe's panel
        assert seat.slot_pos(5).x() + CARD_W <= seat.panel.right()


@pytest.mark.parametrize("count", [2, 6])
def test_every_seat_shows_its_slots_and_only_the_viewers_hand(qtbot, count: int) -> None:  # type: ignore[no-untyped-def]
    from microgames.engine.session import Game
    from microgames.games.remediate.rules import RULES
    from microgames.ui.app import make_application

    make_application()
    game = Game.new(RULES, seats(("person",) * count), 8, {})
    harness = Harness(qtbot, game)
    targets = [t for _item, t in harness.table._clickables()]
    for seat in range(count):
        slots = [t for t in targets if t[0] == "slot" and t[1] == seat]
        putida = game.state.microbes[seat] == C.MICROBE_BY_NAME["Pseudomonas putida"]
        assert len(slots) == (6 if putida else 5)
    assert sorted(t[1] for t in targets if t[0] == "hand") == sorted(game.state.hands[0])
    assert len([t for t in targets if t[0] == "pile"]) == 3


def test_the_self_test_opens_the_remediate_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.selftest import run_self_test

    lines: list[str] = []
    assert run_self_test(lines.append) == 0
    assert any(line.strip().startswith("remediate:") and "RemediateTable ok" in line for line in lines)
