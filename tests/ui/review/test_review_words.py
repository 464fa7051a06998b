"""A review's own words: no live prompt or action on its table, Show everything shows every hidden thing,
and Microchip's best arrangement is a board of its own, never faint tiles over the real ones."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton, QCheckBox, QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView, QLabel,
)

from microgames.engine.bots import play_out
from microgames.engine.session import Game
from microgames.games import registry
from microgames.games.microchip.table.items import TileItem
from microgames.games.microworld.genes import GENE_NAMES
from microgames.games.remediate import cards as C
from microgames.ui.review.page import ReviewPage
from tests.support.table_harness import seats_for
from tests.ui.review.test_review import open_page

#: Words that ask someone at the screen to act, or say that someone is acting now: never in a review.
LIVE_WORDS = ("is playing", "is choosing", "is thinking", "drag ", "your turn", "return to the game", "take from",
              "then press", "waiting for", "you cannot", "click a lit", "press finish")


def finished(game_id: str, players: int, seed: int = 3) -> Game:
    """A game the easy bots played to its end (the first seat a person, as in a game someone reviews)."""
    rules = registry.get(game_id)
    names = ("Ana", "Bot", "Cy", "Di")[:players]
    game = Game.new(rules, seats_for(rules, ("person",) + ("bot",) * (players - 1), names), seed)
    play_out(game, {seat: rules.make_bot("easy", seat, seed + seat) for seat in range(players)}, 0.05)
    assert game.state.is_over()
    return game


def table_words(page: ReviewPage) -> list[str]:
    """Every text on show on the review's table: its widgets' labels and buttons, and its scene's texts."""
    table = page.table
    words = [label.text() for label in table.findChildren(QLabel) if label.isVisible()]
    words += [button.text() for button in table.findChildren(QAbstractButton) if button.isVisible()]
    for view in table.findChildren(QGraphicsView):
        for item in view.scene().items():
            if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible():
                words.append(item.text())
            elif isinstance(item, QGraphicsTextItem) and item.isVisible():
                words.append(item.toPlainText())
    return words


@pytest.mark.parametrize("game_id, players", [("microchip", 2), ("remediate", 3), ("microworld", 2)])
def test_a_review_table_never_prompts_and_offers_nothing_to_do(qtbot, game_id: str, players: int) -> None:  # type: ignore[no-untyped-def]
    page = open_page(qtbot, finished(game_id, players))
    total = page.session.total
    for index in sorted({0, 1, 2, total // 3, total // 2, total - 1, total}):
        page.session.go(index)
        qtbot.wait(10)  # the table syncs; nothing may raise
        words = table_words(page)
        for text in words:
            assert not any(word in text.lower() for word in LIVE_WORDS), f"after move {index}: {text!r}"
        buttons = [b for b in page.table.findChildren(QAbstractButton) if b.isVisible()]
        assert all(isinstance(b, QCheckBox) for b in buttons), [b.text() for b in buttons]  # only ways to look
    page.shutdown()


def test_show_everything_in_a_remediate_review_shows_every_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = finished("remediate", 3)
    page = open_page(qtbot, game)
    page.session.go(page.session.total // 2)
    assert page.session.seen_by is None
    qtbot.waitUntil(lambda: page.table.every_hand.text.isVisible(), timeout=10000)
    listed = page.table.every_hand.text.toPlainText()
    state = page.session.context.state
    assert all(any(card >= 0 for card in hand) for hand in state.hands if hand)
    for seat, hand in enumerate(state.hands):
        line = next(line for line in listed.splitlines() if game.seats[seat].name in line)
        for card in hand:
            assert C.card_name(card) in line
    assert not any(item.isVisible() for item in page.table.hand_items.values())
    page.session.see_as(1)  # one seat's eyes: its own hand in the fan, the others hidden
    qtbot.waitUntil(lambda: not page.table.every_hand.text.isVisible(), timeout=10000)
    shown = {card for card, item in page.table.hand_items.items() if item.isVisible()}
    assert shown == set(state.hands[1])
    page.shutdown()


def test_show_everything_in_a_microworld_review_names_every_token(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = finished("microworld", 2)
    page = open_page(qtbot, game)
    history = game.history.applied()
    replay = Game.new(game.rules, game.seats, game.seed, game.options)
    index = None
    for number, step in enumerate(history, start=1):  # a position where the side not to play holds tokens
        replay.history.replay([(step.label, step.commands)])
        state = replay.state
        if state.hand[1 - state.active] and not state.is_over():
            index = number
            break
    assert index is not None
    page.session.go(index)
    qtbot.wait(10)
    state = page.session.context.state
    panel = page.table.panel
    shown = state.active
    rows = [row.name.text() for row in panel.token_rows if row.isVisible()]
    assert len(rows) == len(state.hand[shown])
    for token in state.hand[shown]:
        assert any(GENE_NAMES[token] in row for row in rows)
    for token in state.hand[1 - shown]:
        assert f"“{GENE_NAMES[token]}”" in panel.hand_note.text()  # quoted: a name such as "Place on …" is no order
    assert "face-down" not in panel.hand_note.text()
    tableau = page.table.tableau  # the tokens out of play, face up too
    out_of_play = [item.token for item in [tableau.set_aside, *tableau.leftovers] if item is not None]
    assert out_of_play and all(token >= 0 for token in out_of_play)
    page.shutdown()


def board_picture(page: ReviewPage, rect: QRectF) -> QImage:
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    page.table.scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def test_the_best_arrangement_is_drawn_instead_of_the_board_never_over_its_tiles(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = finished("microchip", 2, seed=7)
    page = open_page(qtbot, game)
    qtbot.waitUntil(lambda: page.analysis is not None, timeout=90000)
    qtbot.waitUntil(lambda: page.ghosts_shown, timeout=10000)
    tiles = [item for item in page.table.scene.items() if isinstance(item, TileItem) and item.isVisible()]
    for ghost in page._ghosts.items:
        board = ghost.board.mapRectToScene(ghost.board.rect)
        assert ghost.board.isVisible() and ghost.board.picture is not None
        placed = {cell: tile for cell, tile in enumerate(ghost.board.picture.cells) if tile is not None}
        assert placed == ghost.analysis.placements  # the best arrangement, tile for tile
        on_board = [t for t in tiles if board.intersects(t.sceneBoundingRect())]
        assert on_board and all(t.zValue() < ghost.zValue() for t in on_board)
        with_tiles = board_picture(page, board)
        for t in on_board:
            t.setVisible(False)
        without = board_picture(page, board)
        for t in on_board:
            t.setVisible(True)
        assert with_tiles == without, "a real tile shows through the best arrangement"
    page.strip.best_box.setChecked(False)  # the toggle: the real boards again, and nothing over them
    assert not page.ghosts_shown
    page.shutdown()
