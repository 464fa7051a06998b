"""The table's layout for every seat count, and the app's self-test opening the Remediate table."""

from __future__ import annotations

import itertools

import pytest

from microgames.games.remediate import cards as C
from microgames.games.remediate.table.layout import (
    C_HAND_H, CARD_W, CHIP_H, COMPACT_PT, TableGeometry, best_columns, column_choices, compact_geometry,
    fitted_geometry, table_geometry,
)
from tests.support.remediate_table import Harness, seats


@pytest.mark.parametrize("count", range(2, 7))
def test_panels_do_not_overlap_and_fit_the_table(count: int) -> None:
    for cols in column_choices(count):
        check_geometry(table_geometry(count, cols))
    for cols in column_choices(count, compact=True):
        check_geometry(compact_geometry(count, cols))
        check_geometry(compact_geometry(count, cols, 300.0))  # grown into spare height
        check_geometry(compact_geometry(count, cols, wider=300.0))  # and spare width
    assert best_columns(6, 1600, 880) == 3 and best_columns(6, 910, 600) == 2  # wide: 3 columns; squarer: 2


def test_the_window_decides_between_cards_and_chips() -> None:
    assert not fitted_geometry(2, 2400, 1300).compact  # room enough for every gene as a readable card
    six = fitted_geometry(6, 900, 590)  # the table's part of a 1180×800 window
    assert six.compact and six.columns == 2 and min(900 / six.width, 590 / six.height) * COMPACT_PT >= 9.0
    assert fitted_geometry(2, 900, 590).seats[0].tiles  # one column: tiles in a row, not chips
    wide = fitted_geometry(6, 1600, 880)  # wider than the compact table: it takes the width too
    assert wide.compact and abs(wide.width / wide.height - 1600 / 880) < 0.01


def test_height_the_window_leaves_spare_goes_to_the_hand() -> None:
    base = compact_geometry(3, 1)
    tall = fitted_geometry(3, 900, 900)  # a squarer view than the table: height to spare
    assert tall.compact and tall.hand_card.height() > C_HAND_H and tall.height > base.height
    five = [tall.hand_pos(k, 5).x() for k in range(5)]
    assert min(b - a for a, b in zip(five, five[1:])) >= tall.hand_card.width()  # apart: every amount in sight
    assert five[-1] + tall.hand_card.width() <= tall.hand.right()
    assert tall.seats[0].tile_h > base.seats[0].tile_h  # what the hand cannot take makes the tiles taller
    wide = fitted_geometry(3, 2000, 500)  # a wide view: nothing to spare, the cards keep their size
    assert wide.hand_card.height() == C_HAND_H and wide.height == compact_geometry(3, wide.columns).height


@pytest.mark.parametrize(("count", "width", "height"), [(4, 904, 599), (2, 990, 499), (6, 988, 599)])
def test_the_compact_table_fills_the_view_s_height(count: int, width: int, height: int) -> None:
    g = fitted_geometry(count, width, height)  # the table's part of 1180×800 with the log open, and of 1024×700
    assert g.compact and g.columns > 1
    assert abs(g.width / g.height - width / height) < 0.02  # no empty band above or below it, nor at the sides
    assert g.seats[0].panel.height() >= compact_geometry(count, g.columns).seats[0].panel.height()


def test_every_microbe_s_chips_fit_their_rows(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Any genes of each type (a Quorum Sensing acting as any gene), or empty slots, in any mix: the chips stay
    inside the panel's rows."""
    from microgames.games.remediate.table.tiles import chip_width, slot_chip_width
    from microgames.ui.app import make_application

    make_application()
    seat = compact_geometry(6, 2).seats[0]
    widths = {t: sorted({chip_width(c, CHIP_H) for c in range(C.GENE_COUNT) if C.CARD_TYPE[c] == t})
              + [slot_chip_width(t, CHIP_H)] for t in range(len(C.TYPE_NAMES))}
    quorum = next(c for c in range(C.GENE_COUNT) if C.card_name(c) == "Quorum Sensing")
    laccase = next(c for c in range(C.GENE_COUNT) if C.card_name(c) == "Laccase")
    assert chip_width(quorum, CHIP_H, C.CARD_KIND[laccase]) == chip_width(laccase, CHIP_H)  # it reads as Laccase
    widths[C.SUPPORT] = sorted(set(widths[C.SUPPORT]) | {chip_width(quorum, CHIP_H, k) for k in range(len(C.KIND_NAME))})
    for supports in (1, 2):
        types = [C.REMEDIATION] + [C.SUPPORT] * supports + [C.ATTACK, C.DEFENCE, C.RESISTANCE]
        for mix in itertools.product(*(widths[t] for t in types)):
            rects = seat.slot_rects(mix)
            assert rects[-1].bottom() <= seat.panel.bottom() and max(r.right() for r in rects) <= seat.panel.right(), mix


def check_geometry(g: TableGeometry) -> None:
    assert g.height == max(r.bottom() for r in (g.hand, g.log, *(s.panel for s in g.seats)))
    rects = [g.environment, g.genes, g.recycle, g.hand, g.log, *(s.panel for s in g.seats)]
    for i, a in enumerate(rects):
        assert 0 <= a.left() and a.right() <= g.width + 0.5
        for b in rects[i + 1:]:
            assert not a.intersects(b)
    for seat in g.seats:  # six slots fit inside each microbe's panel
        if not seat.compact or seat.tiles:
            assert seat.panel.contains(seat.slot_rects([CARD_W] * 6)[-1])
        assert seat.panel.contains(seat.holdings)


@pytest.mark.parametrize("count", [2, 6])
def test_every_seat_shows_its_slots_and_only_the_viewers_hand(qtbot, count: int) -> None:  # type: ignore[no-untyped-def]
    from microgames.engine.session import Game
    from microgames.games.remediate.rules import RULES
    from microgames.ui.app import make_application

    make_application()
    game = Game.new(RULES, seats(("person",) * count), 8, {})
    harness = Harness(qtbot, game)
    targets = [t for _item, t in harness.table.clickables()]
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


@pytest.mark.parametrize("count", range(2, 7))
def test_the_arrangement_holds_near_its_threshold(count: int) -> None:
    """Where the best arrangement changes with the view's width, the one shown stays within a band around it:
    a window nudged a little either way (or a panel beside the table a few pixels wider) never flips the table."""
    from microgames.games.remediate.table.layout import HYSTERESIS, arrangement

    height = 700.0
    widths = [600.0 + 4 * k for k in range(600)]
    chosen = [arrangement(count, width, height) for width in widths]
    for k in range(1, len(widths)):
        if chosen[k] == chosen[k - 1]:
            continue
        before, after, width = chosen[k - 1], chosen[k], widths[k]
        nudged = [width * (1 - HYSTERESIS / 3), width * (1 + HYSTERESIS / 3)]
        assert all(arrangement(count, w, height, before) == before for w in nudged), (count, width, before)
        assert all(arrangement(count, w, height, after) == after for w in nudged), (count, width, after)
        far = width * (1 + 3 * HYSTERESIS)  # well past the band the shown arrangement gives way
        assert arrangement(count, far, height, before) == arrangement(count, far, height), (count, width, before)
