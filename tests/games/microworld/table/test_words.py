"""Microworld speaks the player's language: a whole game against a bot in the pseudo-language leaves no plain
English on the table (panel, tiles, captions, hover texts), in the move log or in the results; and a refusal and a
move-log line read in German when shown while the save keeps them in English."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import (QAbstractButton, QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel, QListWidget,
                               QWidget)

from microgames.engine import saves
from microgames.engine.errors import IllegalMove
from microgames.engine.session import Game
from microgames.engine.words import shown
from microgames.games.microworld.commands import Place
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.table.components import Caption, GeneSummary, TileItem
from microgames.games.microworld.table.results import FinalBreakdown
from microgames.games.microworld.table.view import MicroworldTable
from microgames.ui import language
from tests.support.microworld_people import Person, see_the_results, settle
from tests.support.microworld_table import seats
from tests.support.table_harness import seats_for

#: What may stay as it is in every language: the game's name (a proper name).
PROPER = ("Microworld",)
WORD = re.compile(r"[^\W\d_]{2,}")
#: The letters the pseudo-language always accents: an English word keeps some of them plain.
ACCENTED = set("aeiouycnsAEIOUYCN")


@pytest.fixture
def pseudo(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The app in the pseudo-language (every translated text bracketed), English again after."""
    from microgames.ui.app import make_application

    make_application()
    monkeypatch.setenv(language.ENVIRONMENT, language.PSEUDO)
    language.speak(language.PSEUDO)
    yield
    monkeypatch.delenv(language.ENVIRONMENT)
    language.speak("en")


def plain_english(text: str) -> bool:
    """Whether ``text`` has a word the pseudo-language did not make: a word of plain letters, one of which it
    would have accented (tags, numbers, cell names such as Q1·6 and rule letters aside), even when it stands
    inside a translated sentence as one of its arguments."""
    rest = re.sub(r"<[^>]*>|&[a-z]+;", " ", text)
    words = [word for word in WORD.findall(rest) if word not in PROPER]
    return any(word.isascii() and ACCENTED & set(word) for word in words)


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """The texts a person can see in ``root`` and its shown children: labels, buttons, tool tips, list lines."""
    for child in [root, *root.findChildren(QWidget)]:
        if not child.isVisibleTo(root) and child is not root:
            continue
        where = f"{type(child).__name__} {child.objectName()}"
        if isinstance(child, (QLabel, QAbstractButton)):
            yield where, child.text()
        if isinstance(child, QListWidget):
            yield from ((where, child.item(row).text()) for row in range(child.count()))
        yield f"{where} (tip)", child.toolTip()


def scene_texts(table: MicroworldTable) -> Iterator[tuple[str, str]]:
    """The texts drawn on the board and beside it, and every hover text of its items."""
    for item in table.scene.items():
        if not item.isVisible():
            continue
        where = type(item).__name__
        if isinstance(item, QGraphicsSimpleTextItem):
            yield where, item.text()
        elif isinstance(item, QGraphicsTextItem):
            yield where, item.toPlainText()
        elif isinstance(item, TileItem):
            yield where, f"{item.title} {item.text}"
        elif isinstance(item, Caption):
            yield where, item.text
        elif isinstance(item, GeneSummary):
            yield where, item.caption()
        yield f"{where} (tip)", item.toolTip()


def log_texts(window: Any) -> Iterator[tuple[str, str]]:
    log = window.log_dock.widget()
    yield from (("move log", log.item(row).text()) for row in range(log.count()))


def english_left(window: Any) -> list[tuple[str, str]]:
    """Every text on the table, in the move log and on the status line that is still plain English."""
    table: MicroworldTable = window.table
    texts = [*widget_texts(table), *scene_texts(table), *log_texts(window),
             ("status line", window.statusBar().currentMessage())]
    return [(where, text) for where, text in texts if plain_english(text)]


@pytest.mark.parametrize("options", [{"rule_a": True, "rule_b": True, "rule_c": True, "rule_d": True,
                                      "rule_e": True, "rule_f": True, "rule_h": True}],
                         ids=["two seats (the most Microworld seats) with every additional rule"])
def test_a_whole_game_against_a_bot_in_the_pseudo_language_shows_no_plain_english(
        qtbot: Any, window: Any, pseudo: None, options: dict[str, bool]) -> None:
    game = Game.new(RULES, seats(("person", "bot")), 21, options)
    window.start_game(game, None)
    person = Person(qtbot, window, seed=5)
    found: dict[str, str] = {}
    looks = 0
    for _ in range(400):
        settle(qtbot, window)
        qtbot.waitUntil(window.table.is_still, timeout=20000)
        found.update(english_left(window))
        looks += 1
        if game.state.is_over():
            break
        person.act()
    assert game.state.is_over() and looks > 20
    see_the_results(qtbot, window)
    breakdown = window.results_dialog.findChild(FinalBreakdown)
    assert breakdown is not None
    breakdown.list.setCurrentRow(0)  # a tissue picked: its reason shown
    found.update((where, text) for where, text in widget_texts(breakdown) if plain_english(text))
    window.results_dialog.reject()
    assert found == {}, found


def test_a_refusal_and_a_move_log_line_read_in_german_and_are_saved_in_english(
        qtbot: Any, window: Any, tmp_path: Path) -> None:
    game = Game.new(RULES, seats(("person", "person")), 3, {})
    window.start_game(game, None)
    state = game.state
    blank = next(cell for cell in range(len(state.token_at)) if state.token_at[cell] < 0)
    with pytest.raises(IllegalMove) as refused:
        Place(0, blank).validate(state)
    refusal = refused.value.args[0]
    opening = next(cell for cell in range(len(state.token_at)) if state.token_at[cell] >= 0)
    assert window.table.context.submit(Place(0, opening))
    label = game.history.steps[-1].label
    assert refusal == "On the first turn the Viruses place on a cell that holds a gene token."
    assert label.startswith("Viruses open on Q")
    try:
        language.speak("de")
        assert shown(refusal) == "Im ersten Zug setzen die Viren auf eine Zelle mit Genplättchen."
        assert shown(label).startswith("Viren eröffnen auf Q")
        window.table.sync()
        log = window.log_dock.widget()
        qtbot.waitUntil(lambda: "Viren eröffnen auf Q" in log.item(log.count() - 1).text(), timeout=10000)
        path = tmp_path / "game.microgame"
        saves.save(game, path)
        saved = path.read_text(encoding="utf-8")
        assert "Viruses open on Q" in saved and "Viren" not in saved and "eröffnen" not in saved
        assert json.loads(saved)
    finally:
        language.speak("en")


def test_a_change_of_language_mid_game_names_the_table_again(qtbot: Any, window: Any) -> None:
    game = Game.new(RULES, seats(("person", "person")), 3, {"rule_c": True})
    window.start_game(game, None)
    settle(qtbot, window)
    panel = window.table.panel
    assert panel.cell_names.text() == "Show cell names"
    try:
        language.speak("de")
        qtbot.waitUntil(lambda: panel.cell_names.text() == "Zellnamen zeigen", timeout=10000)
        qtbot.waitUntil(lambda: panel.headline.text().startswith("Sie sind am Zug"), timeout=10000)
        tiles = {item.title: item for item in window.table.scene.items() if isinstance(item, TileItem)}
        assert "Mutationsplättchen" in tiles  # the other side's offers, face down
        offered = [tile for tile in tiles.values() if tile.text.endswith("· zum Behalten anklicken")]
        assert len(offered) == 2 and all(tile.toolTip().startswith(f"{tile.title}: ") for tile in offered)
        assert tiles["C"].toolTip().startswith("Regel C: Jeder Spieler zieht 2 Mutationsplättchen")
    finally:
        language.speak("en")
    qtbot.waitUntil(lambda: panel.cell_names.text() == "Show cell names", timeout=10000)


def test_a_side_named_as_itself_is_named_once_and_a_name_is_shown_as_typed(
        qtbot: Any, window: Any, speak: Any) -> None:
    speak("de")
    game = Game.new(RULES, seats_for(RULES, ("person", "person"), ("Viren", "Ana <b>")), 3, {})
    window.start_game(game, None)
    settle(qtbot, window)
    names = window.table.panel.score_names
    assert names[0].text().startswith("<b>Viren</b><br>")  # the German default, not "Viren · Viren"
    assert names[1].text().startswith("<b>Antikörper</b> · Ana &lt;b&gt;<br>")
    panel, scroll = window.table.panel, window.table.panel_scroll
    panel.hand_title.setText("<b>Genplättchen der Antikörper — keine</b>")  # the title a review shows at the end
    panel.layout().activate()
    assert panel.minimumSizeHint().width() <= scroll.viewport().width()  # wrapped, never cut at the right
