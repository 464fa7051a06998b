"""Remediate speaks the player's language: in the pseudo-language a whole bot game shows no plain English on the
table or in the move log, and a refusal and a move-log line read in German while the save keeps them English."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel, QWidget

from microgames.engine import saves
from microgames.engine.errors import IllegalMove
from microgames.engine.seats import MAX_SEATS
from microgames.engine.words import shown
from microgames.games.remediate import cards as C
from microgames.games.remediate.commands import Clone, Draw
from microgames.ui import language
from microgames.ui.play.movelog import MoveLog
from tests.support.remediate_window import close_window, open_window, take_the_table

NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay")
#: What may stay as it is: the people's names and the microbes' Latin names (proper names of the game).
PROPER = sorted({*NAMES, *C.MICROBE_NAME, *C.MICROBE_SHORT}, key=len, reverse=True)


def plain_english(text: str) -> bool:
    """Whether ``text`` has a word that is neither the pseudo-language's (bracketed) nor a proper name."""
    rest = re.sub(r"<[^>]*>", "", text)
    for name in PROPER:
        rest = rest.replace(name, "")
    while re.search(r"\[[^\[\]]*\]", rest):  # the innermost first: a name inside a sentence is bracketed too
        rest = re.sub(r"\[[^\[\]]*\]", "", rest)
    rest = re.sub(r"\[[^\[\]]*(…|$)", "", rest)  # a line clipped to its room ends in "…"
    return re.search(r"[A-Za-z]{2,}", rest) is not None


def table_texts(window: Any) -> Iterator[tuple[str, str]]:
    """Every text the table shows now: its labels and buttons, the scene's text items, and the move log."""
    table = window.table
    for child in table.findChildren(QWidget):
        if not child.isVisibleTo(table):
            continue
        if isinstance(child, (QLabel, QAbstractButton)):
            yield f"{type(child).__name__} {child.objectName()}", child.text()
        if isinstance(child, QComboBox):
            yield from ((child.objectName(), child.itemText(i)) for i in range(child.count()))
    for item in table.scene.items():
        if item.isVisible() and isinstance(item, QGraphicsSimpleTextItem):
            yield "scene text", item.text()
        elif item.isVisible() and isinstance(item, QGraphicsTextItem):
            yield "scene html", item.toPlainText()
    log = window.findChild(MoveLog)
    assert log is not None
    yield from (("move log", log.item(row).text()) for row in range(log.count()))


@pytest.mark.parametrize("people", [MAX_SEATS])  # the most seats: every seat's texts at once
def test_a_whole_bot_game_in_the_pseudo_language_shows_no_plain_english(qtbot: Any, speak: Any, people: int) -> None:
    speak(language.PSEUDO)
    window = open_window(qtbot, ("bot",) * people, 30 + people, {"environments": 1})
    found: dict[str, tuple[str, str]] = {}
    looks = [0]

    def look(_event: str = "") -> None:
        looks[0] += 1
        for where, text in table_texts(window):
            if plain_english(text):
                found.setdefault(text, (where, text))

    try:
        look()
        window.controller.context.changed.connect(look)
        game = window.controller.game
        qtbot.waitUntil(lambda: game.state.is_over() and window.table.settled(), timeout=600000)
        look()
        assert looks[0] > 2 * people and len(game.history.applied()) > 4 * people  # a whole game was looked at
        assert list(found.values()) == [], "\n".join(map(str, found.values()))
        assert shown(game.history.applied()[-1].label).startswith("[")  # the move log's lines were pseudo text
    finally:
        close_window(window)


def test_a_refusal_and_a_move_read_in_german_and_are_saved_in_english(qtbot: Any, speak: Any) -> None:
    speak("de")
    window = open_window(qtbot, ("person", "person"), 7, {"environments": 1})
    try:
        take_the_table(qtbot, window)
        game = window.controller.game
        seat = game.state.turn
        not_held = next(card for card in range(C.GENE_COUNT) if card not in game.state.hands[seat])
        with pytest.raises(IllegalMove) as refused:
            game.history.execute(Clone(seat, not_held))
        reason = refused.value.args[0]
        assert reason == "Not now: first draw a gene (or redraw the hand)."  # kept and compared in English
        assert shown(reason) == "Nicht jetzt: Ziehen Sie zuerst ein Gen (oder ziehen Sie die Hand neu)."
        assert window.table.context.submit(Draw(seat))
        qtbot.waitUntil(window.table.is_still, timeout=15000)
        step = game.history.applied()[-1]
        who = C.MICROBE_SHORT[game.state.microbes[seat]]
        assert re.fullmatch(rf"{re.escape(who)} draws \d genes?", step.label)
        assert re.fullmatch(rf"{re.escape(who)} zieht \d Gene?", shown(step.label))
        log = window.findChild(MoveLog)
        assert log is not None
        qtbot.waitUntil(lambda: log.count() > 0 and "zieht" in log.item(log.count() - 1).text(), timeout=15000)
        saved = json.loads(json.dumps(saves.to_data(game)))
        assert saved["log"][-1]["label"] == str(step.label)
        assert "zieht" not in json.dumps(saved) and "Nicht jetzt" not in json.dumps(saved)
    finally:
        close_window(window)


@pytest.mark.parametrize("code", ["de", "fr", "es", "it"])
def test_the_labels_under_the_piles_keep_to_their_tiles_in_every_language(qtbot: Any, speak: Any, code: str) -> None:
    speak(code)
    window = open_window(qtbot, ("person",) * 4, 7, {}, size=(1024, 700))
    try:
        take_the_table(qtbot, window)
        table = window.table
        assert table.geometry_.compact  # the tight table, where the tiles are narrowest
        row = [table.env_title, table.pool_label, table.discard_label]
        for left, right in zip(row, row[1:]):
            assert left.sceneBoundingRect().right() <= right.sceneBoundingRect().left(), (left.text(), right.text())
        piles = table.pile_labels
        for left, right in zip(piles, piles[1:]):
            assert left.sceneBoundingRect().right() <= right.sceneBoundingRect().left(), (left.text(), right.text())
    finally:
        close_window(window)
