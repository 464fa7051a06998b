"""Another seat's move is shown as one gesture the eye can follow: the card flies from its hand to where it went."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from microgames.engine.session import Game
from microgames.games.remediate import cards as C
from microgames.games.remediate.commands import Clone, Draw, Redraw, Remediate
from microgames.games.remediate.rules import RULES
from microgames.ui.preferences import Preferences
from tests.support.remediate_table import Harness, give, seats


def ghosts(harness: Harness) -> list:  # type: ignore[type-arg]
    return [g for g in harness.table.flights._landing if g.isVisible()]


def slot_item(harness: Harness, seat: int, card: int):  # type: ignore[no-untyped-def]
    return next(item for item in harness.table.cards.items if item.target == ("cloned", seat, card))


def other_seat_game(qtbot, preferences: Preferences) -> Harness:  # type: ignore[no-untyped-def]
    """Seat 0 at the screen has redrawn (ending its turn); the bot at seat 1, holding a PETase, is to play."""
    from microgames.ui.app import make_application

    make_application()
    game = Game.new(RULES, seats(("person", "bot")), 5, {})
    give(game.history.state, 1, "PETase")
    game.history.execute(Redraw(0))
    harness = Harness(qtbot, game, preferences)
    assert harness.context.viewer == 0 and harness.state.turn == 1
    return harness


def test_a_clone_by_another_seat_flies_from_its_panel_into_the_slot(qtbot) -> None:  # type: ignore[no-untyped-def]
    harness = other_seat_game(qtbot, Preferences())
    table = harness.table
    harness.game.history.execute(Draw(1))  # as the controller plays a bot's move
    assert [g.key for g in ghosts(harness)] == [("back",)]  # a card back from the pool to seat 1
    harness.settle()
    petase = next(c for c in harness.state.hands[1] if C.CARD_KIND[c] == C.KIND_BY_NAME["PETase"])
    harness.game.history.execute(Clone(1, petase))
    (ghost,) = ghosts(harness)
    start, end = QPointF(ghost.pos()), table.slot_point(1, petase)
    assert ghost.key[:2] == ("gene", petase) and start == table.seat_point(1)
    assert not slot_item(harness, 1, petase).isVisible()  # the slot waits for the card
    assert ghost.rect.size() == slot_item(harness, 1, petase).rect.size()  # it flies as it will lie (a chip, a tile)
    qtbot.waitUntil(lambda: ghost.pos() != start)
    middle = QPointF(ghost.pos())
    assert middle != end and table.flights.busy()  # on its way, not there at once
    harness.settle()
    assert not ghost.isVisible() and slot_item(harness, 1, petase).isVisible()
    assert slot_item(harness, 1, petase).pos() == end
    harness.game.history.execute(Remediate(1, 2))
    assert [g.key for g in ghosts(harness)] == [("plastic", 2)]  # plastic from the environment to the stash
    harness.settle()


def test_animation_off_shows_the_move_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    harness = other_seat_game(qtbot, Preferences(animation_speed="off"))
    harness.game.history.execute(Draw(1))
    petase = next(c for c in harness.state.hands[1] if C.CARD_KIND[c] == C.KIND_BY_NAME["PETase"])
    harness.game.history.execute(Clone(1, petase))
    assert not harness.table.flights.busy() and not ghosts(harness)
    assert slot_item(harness, 1, petase).isVisible()


def test_undo_in_mid_flight_drops_the_flight(qtbot) -> None:  # type: ignore[no-untyped-def]
    harness = other_seat_game(qtbot, Preferences())
    harness.game.history.execute(Draw(1))
    petase = next(c for c in harness.state.hands[1] if C.CARD_KIND[c] == C.KIND_BY_NAME["PETase"])
    harness.game.history.execute(Clone(1, petase))
    assert harness.table.flights.busy()
    harness.game.history.undo()
    QApplication.processEvents()
    assert not harness.table.flights.busy() and not ghosts(harness)
    assert not any(item.target == ("cloned", 1, petase) for item in harness.table.cards.shown())
    harness.settle()


def test_a_bots_moves_land_one_after_the_other() -> None:
    from microgames.games.remediate.table.flights import FLY_MS
    from microgames.ui.play.controller import BOT_PAUSE_MS

    assert Preferences().animation_ms(FLY_MS) < Preferences().animation_ms(BOT_PAUSE_MS)


def test_clicking_hand_cards_while_they_still_slide_in(make_table) -> None:  # type: ignore[no-untyped-def]
    """The reported crash: the first click on a hand card right after drawing, at Normal speed."""
    harness = make_table(prepare=lambda state: give(state, 0, "PETase"))
    petase = harness.state.hands[0][0]
    viewport, left = harness.viewport, Qt.MouseButton.LeftButton
    harness.qtbot.mouseClick(viewport, left, pos=harness.at(harness.point_of(("pool",))))
    drawn = harness.table.hand_items[harness.state.hands[0][-1]]
    assert not harness.table.settled()  # the drawn card is still on its way
    for _ in range(3):  # pick, put back, pick again, each while the cards move
        harness.qtbot.mouseClick(viewport, left, pos=harness.at(harness.point_of(("hand", petase))))
        QApplication.processEvents()
    harness.qtbot.mouseClick(viewport, left, pos=harness.at(harness.point_of(("hand", harness.state.hands[0][-1]))))
    harness.qtbot.mouseDClick(viewport, left, pos=harness.at(harness.point_of(("hand", petase))))
    harness.settle()
    assert harness.state.cloned[0] == [petase]
    assert drawn.pos() == harness.table.geometry_.hand_pos(len(harness.state.hands[0]) - 1, len(harness.state.hands[0]))
