"""In the pseudo-language no shell text of the wings is left in plain English: the records, every game's puzzle
chooser and puzzle bar, and every game's results, table page and review of a finished game against a bot.

What a game says itself (its title, seat names, move labels, puzzle titles, its table and its analysis's
sentences) is the game's to translate and is allowed here; every other word must come bracketed from the
pseudo-language, so a string left unmarked shows up."""

from __future__ import annotations

import html
import random
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import attrs
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton, QComboBox, QGroupBox, QLabel, QListWidget, QTableWidget, QWidget,
)

from microgames.engine import review as reviewanalysis
from microgames.engine.analysis import MoveValue
from microgames.engine.puzzles import load_puzzles
from microgames.engine.records import GameRecord, SeatResult, open_records
from microgames.engine.saves import save
from microgames.engine.session import Game
from microgames.engine.words import shown
from microgames.games import registry
from microgames.ui import language
from tests.support.table_harness import seats_for

GAMES = ("microworld", "remediate", "microchip")
NAMES = ("Ana", "Bot")


@pytest.fixture
def pseudo(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The app speaks the pseudo-language for one test, English again after."""
    from microgames.ui.app import make_application

    make_application()
    monkeypatch.setenv(language.ENVIRONMENT, language.PSEUDO)
    assert language.apply("system") == language.PSEUDO
    monkeypatch.setattr(reviewanalysis, "EFFORT", 0.01)  # a review's analysis ends in moments
    yield
    monkeypatch.delenv(language.ENVIRONMENT, raising=False)
    language.apply("en")


def finished_game(game_id: str, seed: int = 3) -> Game:
    """A game of a person against a bot, played to its end by random legal moves."""
    rules = registry.get(game_id)
    game = Game.new(rules, seats_for(rules, ("person", "bot"), NAMES), seed)
    rng = random.Random(seed)
    while not game.state.is_over():
        seat = rng.choice(game.state.awaiting())
        game.history.execute(rng.choice(game.state.legal_commands(seat)))
    return game


def texts(widget: QWidget, skip: Iterable[QWidget | None] = ()) -> Iterator[tuple[str, str]]:
    """Every text a person can see in ``widget`` and its visible children, but for the ``skip`` widgets' own:
    labels, buttons, group boxes, combo boxes, list and table items, tooltips and window titles."""
    skipped = [w for w in skip if w is not None]
    for child in [widget, *widget.findChildren(QWidget)]:
        if child is not widget and not child.isVisibleTo(widget):
            continue
        if any(child is s or s.isAncestorOf(child) for s in skipped):
            continue
        name = f"{type(child).__name__} {child.objectName()}"
        if isinstance(child, (QLabel, QAbstractButton)):  # a label cut short has its whole text in its tool tip
            cut = child.text().endswith("…") and child.toolTip().startswith(child.text()[:-1])
            yield name, child.toolTip() if cut else child.text()
        if isinstance(child, QGroupBox):
            yield name, child.title()
        if isinstance(child, QComboBox):
            yield from ((name, child.itemText(i)) for i in range(child.count()))
        if isinstance(child, QListWidget):
            for row in range(child.count()):
                item = child.item(row)
                yield from ((name, item.text()), (name, item.toolTip()))
        if isinstance(child, QTableWidget):
            for column in range(child.columnCount()):
                header = child.horizontalHeaderItem(column)
                yield name, header.text() if header is not None else ""
                for row in range(child.rowCount()):
                    cell = child.item(row, column)
                    yield name, cell.text() if cell is not None else ""
        yield name, child.toolTip()
        if child.isWindow():
            yield name, child.windowTitle()


def plain_english(found: Iterable[tuple[str, str]], allowed: Iterable[str]) -> list[tuple[str, str]]:
    """The texts with a word neither made by the pseudo-language (bracketed) nor one of the ``allowed`` texts."""
    kept = sorted({text for text in allowed if text}, key=len, reverse=True)  # the longest first: "Ana wins" …
    left = []
    for where, text in found:
        rest = html.unescape(re.sub(r"<[^>]*>", " ", text))
        while (inner := re.sub(r"\[[^\[\]]*\]", " ", rest)) != rest:  # a translated text inside another
            rest = inner
        for part in kept:
            rest = rest.replace(part, " ")
        if re.search(r"[A-Za-z]{2,}", rest):
            left.append((where, text))
    return left


def game_words(game: Game) -> set[str]:
    """What a game says itself: every game's title and pitch, the seats, the moves and what followed them."""
    said = {"Microgames", *NAMES, *(seat.name for seat in game.seats)}
    said |= {text for name in game.rules.seat_names for text in (str(name), shown(name))}
    for entry in registry.all_games():
        said |= {shown(entry.title), shown(entry.pitch)}
    for step in game.history.applied():
        said.add(shown(step.label))
        said |= {shown(event) for event in step.events}
    return said


def test_the_records_page_speaks_the_pseudo_language(qtbot: Any, make_window: Any, pseudo: None,
                                                      tmp_path: Path) -> None:
    path = tmp_path / "last.microgame"
    save(finished_game("microworld"), path)
    records = open_records()
    for number, (mine, level, file) in enumerate([(30, "easy", ""), (44, "hard", str(path))]):
        records.record(GameRecord(f"g{number}", "microworld", f"2026-03-0{number + 1}T12:00:00", {}, (
            SeatResult("Ana", "person", None, mine, mine > 20), SeatResult("Bot", "bot", level, 20, False)),
            600.0, file))
    records.close()
    window = make_window()
    window.records_action.trigger()
    dialog = window.records.dialog
    assert dialog is not None and dialog.isVisible() and dialog.game_buttons
    # the date and time as the language writes them (the pseudo-language's are English: "3/2/26 12:00 PM")
    found = plain_english(texts(dialog), game_words(finished_game("microworld")) | {"AM", "PM"})
    assert found == []


@pytest.mark.parametrize("game_id", [entry.id for entry in registry.all_games() if entry.puzzles])
def test_every_puzzle_chooser_and_puzzle_bar_speak_the_pseudo_language(
        qtbot: Any, make_window: Any, pseudo: None, game_id: str) -> None:
    from microgames.ui.puzzles.chooser import current_chooser
    from microgames.ui.puzzles.menu import open_puzzles
    from microgames.ui.puzzles.session import current_puzzle

    window = make_window()
    rules = registry.get(game_id)
    puzzles = load_puzzles(rules)
    allowed = {"Microgames", shown(rules.title), *(shown(p.title) for p in puzzles)}
    open_puzzles(window, game_id)
    chooser = current_chooser(window)
    assert chooser is not None and window.pages.currentWidget() is chooser
    assert plain_english(texts(chooser), allowed) == []
    menu = [("menu", window.puzzles_menu.title())]
    assert plain_english(menu, allowed) == []
    qtbot.mouseClick(chooser.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: current_puzzle(window) is not None, timeout=10000)
    session = current_puzzle(window)
    assert session is not None
    qtbot.waitUntil(window.table.is_still, timeout=10000)
    qtbot.waitUntil(lambda: session.phase == "play", timeout=10000)
    session.bar.say("")
    allowed |= game_words(session.controller.game) | {shown(session.verdict.text)}
    assert plain_english(texts(session.bar), allowed) == []
    assert plain_english(texts(window.page, [window.table]), allowed) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_games_results_page_and_review_speak_the_pseudo_language(
        qtbot: Any, make_window: Any, pseudo: None, game_id: str) -> None:
    game = finished_game(game_id)
    allowed = game_words(game)
    window = make_window()
    window.start_game(game, None)
    assert window.controller is not None and window.page is not None
    qtbot.waitUntil(window.table.is_still, timeout=10000)
    assert plain_english(texts(window.page, [window.table]), allowed) == []
    assert plain_english(texts(window.history_panel), allowed) == []
    window._show_results(window.controller, window.table.results_places())
    dialog = window.results_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=10000)
    assert plain_english(texts(dialog, [dialog.details]), allowed | {"Close"}) == []  # Close: Qt's own word
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.reviews.page is not None, timeout=10000)
    page = window.reviews.page
    qtbot.waitUntil(lambda: page.analysis is not None, timeout=60000)
    qtbot.waitUntil(page.table.is_still, timeout=10000)
    for index in (0, 1, page.session.total):
        page.session.go(index)
        found = plain_english(texts(page, [page.table]), allowed)
        assert found == [], index
    assert plain_english([("window", window.windowTitle())], allowed) == []
    marked = marked_analysis(page)
    page.session.go(marked.step)  # a marked move: its mark, measure, values and better move in the bar and list
    assert page.moves.legend.isVisible() and marked.step in page.moves.showable
    assert plain_english(texts(page, [page.table]), allowed) == []
    ghosts = page._ghosts.items if page._ghosts is not None else []  # Microchip's best arrangements
    assert plain_english([("ghost", said) for item in ghosts for said in (item.caption(), item.short_caption())],
                         allowed) == []
    page.show_better(marked.step)
    assert page.banner.isVisible() and page.banner.label.text()
    assert plain_english(texts(page.banner), allowed) == []


def marked_analysis(page: Any) -> MoveValue:
    """The review's analysis with one of its moves that has a better move made a clear blunder (a test's small
    effort marks few moves, if any), shown again; that move's value."""
    found = page.analysis
    value = next(v for v in found.moves if v.better_move)
    marked = attrs.evolve(value, before=value.after + 100.0, error=0.0)
    page._analysed(attrs.evolve(found, moves=tuple(marked if v is value else v for v in found.moves)))
    assert page.analysis.mark(marked)
    return marked


def test_the_crash_dialog_speaks_the_pseudo_language(qtbot: Any, make_window: Any, pseudo: None,
                                                      tmp_path: Path) -> None:
    from microgames.ui.crash import CrashHandler

    window = make_window()
    handler = CrashHandler(lambda: window, lambda: None)
    handler._tell(tmp_path / "crash.log")
    box = handler.showing
    assert box is not None
    qtbot.waitUntil(box.isVisible, timeout=10000)
    found = plain_english(texts(box), {"OK", str(tmp_path / "crash.log")})  # OK: Qt's own word
    box.close()
    assert found == []


def test_a_change_of_language_names_the_chooser_the_puzzle_and_the_review_again(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from microgames.ui.preferences import Preferences
    from microgames.ui.puzzles.chooser import current_chooser
    from microgames.ui.puzzles.menu import open_puzzles
    from microgames.ui.puzzles.session import current_puzzle

    monkeypatch.delenv(language.ENVIRONMENT, raising=False)
    monkeypatch.setattr(reviewanalysis, "EFFORT", 0.01)
    window = make_window()
    try:
        open_puzzles(window, "microchip")
        chooser = current_chooser(window)
        assert chooser is not None and chooser.play_button.text() == "Play"
        window.set_preferences(Preferences(language="de"))
        qtbot.waitUntil(lambda: chooser.play_button.text() == "Spielen", timeout=10000)
        assert chooser.heading.text() == "Rätsel: Microchip" and window.puzzles_menu.title() == "&Rätsel"
        qtbot.mouseClick(chooser.play_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: current_puzzle(window) is not None, timeout=10000)
        session = current_puzzle(window)
        assert session is not None and session.bar.buttons["hint"].text() == "Tipp"
        window.set_preferences(Preferences(language="en"))
        qtbot.waitUntil(lambda: session.bar.buttons["hint"].text() == "Hint", timeout=10000)
        assert session.bar.title.text().startswith("Puzzle 1 of ")
        window.reviews.review_game(finished_game("microworld"), None)
        page = window.reviews.page
        assert page is not None
        qtbot.waitUntil(lambda: page.analysis is not None, timeout=60000)
        page.session.go(1)
        window.set_preferences(Preferences(language="fr"))
        qtbot.waitUntil(lambda: page.bar.close_button.text() == "Fermer la revue", timeout=10000)
        assert page.bar.label.text().startswith("<b>Coup 1 sur ")
        assert page.moves.text(0) == "Début de la partie" and page.bar.eyes.itemText(1) == "Vu par Ana"
        assert "Les valeurs de chaque coup reposent sur" in page.moves.legend.text()
    finally:
        language.apply("en")
