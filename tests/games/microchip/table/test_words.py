"""Microchip speaks the player's language: in the pseudo-language no word of the table, its bars, its results or
the move log is left in plain English through a whole bot game, and what the rules say is stored in English (saves,
logs) but shown in the language of the moment."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QLabel, QWidget

from microgames.engine.errors import IllegalMove
from microgames.engine.movelog import log_entries
from microgames.engine.saves import save
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.engine.words import shown
from microgames.games.microchip.commands import Draft
from microgames.games.microchip.rules import RULES
from microgames.games.microchip.table.items import LegendItem, PillItem
from microgames.ui import language
from microgames.ui.play.movelog import MoveLog
from microgames.ui.preferences import Preferences
from tests.support.microchip_table import settle

NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli")  # proper names: the same in every language


def _without_pseudo(text: str) -> str:
    """``text`` with every bracketed (pseudo-language) part taken out, innermost first, and the names."""
    for name in NAMES:
        text = text.replace(name, "")
    text = re.sub(r"\[[^\]]*…$", "", text)  # cut short with "…" where its bar is narrow: no closing bracket
    while True:
        fewer = re.sub(r"\[[^\[\]]*\]", "", text)
        if fewer == text:
            return fewer
        text = fewer


def _plain_english(texts: Iterator[tuple[str, str]]) -> list[tuple[str, str]]:
    """The texts with a word left that the pseudo-language did not make (a cell name such as "C3" is no word)."""
    return [(where, text) for where, text in texts if re.search(r"[A-Za-z]{2,}", _without_pseudo(text))]


def _widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    for child in [widget, *widget.findChildren(QWidget)]:
        if child.isVisibleTo(widget) or child is widget:
            if isinstance(child, (QLabel, QAbstractButton)):
                yield f"{type(child).__name__} {child.objectName()}", child.text()
                yield f"{type(child).__name__} {child.objectName()} tip", child.toolTip()


def _table_texts(window: Any) -> Iterator[tuple[str, str]]:
    """Every text the Microchip table shows now: its scene's words, its bars, and the move log's lines."""
    table = window.table
    for item in table.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, QGraphicsSimpleTextItem):
            yield "scene text", item.text()
        elif isinstance(item, PillItem):
            yield "pill", item.text
        elif isinstance(item, LegendItem):
            yield from (("legend", text) for text in item._texts)
    for bar in table.bars.values():
        yield from _widget_texts(bar)
    log = window.findChild(MoveLog)
    assert log is not None
    for row in range(log.count()):
        yield "move log", log.item(row).text()
        yield "move log tip", log.item(row).toolTip()


def _open_window(qtbot: Any, seats: int) -> Any:
    from microgames.ui.mainwindow import MainWindow
    from tests.support.window import FakePrompts

    window = MainWindow(Preferences())
    window.prompts = FakePrompts()  # type: ignore[assignment]
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    chosen = tuple(Seat(NAMES[i], "bot", "easy", RULES.seat_colours[i]) for i in range(seats))
    window.start_game(Game.new(RULES, chosen, 7, {"improve": True}), None)
    window.controller.bot_budget = 0.05
    return window


@pytest.mark.parametrize("seats", [RULES.max_seats])  # the most seats: every seat's texts at once
def test_a_whole_bot_game_in_the_pseudo_language_shows_no_plain_english(
        qtbot: Any, speak: Any, monkeypatch: pytest.MonkeyPatch, seats: int) -> None:
    monkeypatch.setenv(language.ENVIRONMENT, language.PSEUDO)
    assert speak(language.PSEUDO) == language.PSEUDO
    window = _open_window(qtbot, seats)
    try:
        looked, phases = 0, set()
        while True:
            game = window.controller.game
            steps = len(game.history.steps)
            qtbot.waitUntil(lambda: game.state.is_over() or len(game.history.steps) >= steps + seats, timeout=60000)
            settle(qtbot, window.table)
            phases.add(window.table.context.state.phase)
            found = _plain_english(_table_texts(window))
            assert found == [], (window.table.context.state.phase, found[:5])
            looked += 1
            if game.state.is_over():
                break
        assert {"drafting", "building", "over"} <= phases and looked > 10
        qtbot.waitUntil(lambda: window.results_dialog is not None, timeout=10000)
        from microgames.games.microchip.table.results import ResultsBoards

        boards = window.results_dialog.findChild(ResultsBoards)
        assert boards is not None
        assert _plain_english(_widget_texts(boards)) == []
        window.results_dialog.reject()
    finally:
        if window.controller is not None:
            window.controller.close(keep_autosave=True)
            window.controller = None
        window.close()
        window.deleteLater()


def test_the_bars_the_hint_and_the_lines_a_person_reads_are_translated_too(
        make_table: Any, speak: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """People's bars (their notes, buttons and tool tips), the hint's lines and the status lines, from the draft
    to the end: the bot game above has no person's bar."""
    from microgames.games.microchip.commands import Finish

    monkeypatch.setenv(language.ENVIRONMENT, language.PSEUDO)
    speak(language.PSEUDO)
    h = make_table(("person", "person"))
    table = h.table

    def look(when: str) -> None:
        settle(h.qtbot, table)
        texts = [("scene text", item.text()) for item in table.scene.items()
                 if item.isVisible() and isinstance(item, QGraphicsSimpleTextItem)]
        texts += [text for bar in table.bars.values() for text in _widget_texts(bar)]
        texts += [("status", message) for message in h.messages]
        assert _plain_english(iter(texts)) == [], (when, _plain_english(iter(texts))[:5])

    look("drafting")
    h.context.submit(Draft(1, h.active_tiles()[0]))  # not Blue's turn: refused with a reason
    assert h.messages and h.messages[-1].startswith("[")
    while h.state.phase == "drafting":
        h.context.submit(Draft(h.state.turn, h.active_tiles()[0]))
    table.controls.show_hint(0)
    look("building, a hint shown")
    table.controls.apply_hint()
    h.context.submit(Finish(0))
    look("building, one finished")
    table.controls.finish(1)
    if h.state.phase != "over":
        h.context.submit(Finish(0))
    look(h.state.phase)


def test_a_refusal_and_a_log_line_read_in_german_but_are_saved_in_english(speak: Any, tmp_path: Path) -> None:
    seats = (Seat("Ana"), Seat("Ben"))
    game = Game.new(RULES, seats, 3, {"improve": True})
    state = game.state
    first = state.column(state.active_column())[0]
    with pytest.raises(IllegalMove) as refused:
        game.history.execute(Draft(1, first))
    assert refused.value.reason == "It is Ana's turn to draft."
    game.history.execute(Draft(0, first))
    label = game.history.steps[-1].label
    assert label.startswith("Ana drafts a") and " from column " in label
    speak("de")
    assert shown(refused.value.reason) == "Ana ist am Zug."
    german = shown(log_entries(game.history.steps)[0].text)
    assert german.startswith("Ana nimmt ") and " aus Spalte " in german, german
    path = tmp_path / "game.microgame"
    save(game, path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert [step["label"] for step in saved["log"]] == [label]  # the English words, as played
    assert "nimmt" not in path.read_text(encoding="utf-8")
    speak("en")
    assert shown(refused.value.reason) == "It is Ana's turn to draft."
