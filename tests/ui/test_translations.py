"""The app speaks the player's language: complete translation sources, compiled files that match them, the
rules' words translated when shown, a change of language that keeps the game, and no shell string left
unmarked (the pseudo-language shows one in plain English)."""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QWidget

from microgames.engine.history import History, HistoryWords, UndoPolicy
from microgames.engine.words import shown
from microgames.ui import language
from tests.support.window import play_first_legal, start_pebbles

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "translations"
PLACEHOLDER = re.compile(r"%\d|%n|\{[a-z_]+\}")


def _script() -> Any:
    spec = importlib.util.spec_from_file_location("translations_script", ROOT / "scripts" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sources_and_the_compiled_files_are_what_the_code_makes() -> None:
    assert _script().stale() == []


def test_every_game_has_its_own_translation_domain_beside_the_shells() -> None:
    domains = {path.name.rsplit("_", 1)[0] for path in FOLDER.glob("*_de.ts")}
    games = {p.name for p in (ROOT / "microgames" / "games").iterdir() if (p / "__init__.py").is_file()}
    assert domains == games | {"microgames"}
    assert list(ElementTree.parse(FOLDER / "microgames_de.ts").getroot().iter("message"))


def test_every_language_keeps_a_glossary_of_the_app_and_of_each_game() -> None:
    games = {p.name for p in (ROOT / "microgames" / "games").iterdir() if (p / "__init__.py").is_file()}
    for code in (code for code in language.LANGUAGES if code != "en"):
        for name in [f"glossary_{code}.md", *(f"glossary_{code}_{game}.md" for game in sorted(games))]:
            text = (FOLDER / name).read_text(encoding="utf-8") if (FOLDER / name).is_file() else ""
            assert text.count("\n| ") >= 10, name  # a table of the words, not a stub


@pytest.mark.parametrize("code", ["de", "es", "fr", "it", "en"])
def test_every_marked_string_is_translated_with_its_placeholders(code: str) -> None:
    messages = [message for path in sorted(FOLDER.glob(f"*_{code}.ts"))
                for message in ElementTree.parse(path).getroot().iter("message")]
    for message in messages:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None and translation.get("type") is None, source
        forms = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
        assert all(forms), source
        wanted = set(PLACEHOLDER.findall(source))
        for form in forms:  # a singular may say "one" for %n; every other placeholder in every form
            assert wanted - {"%n"} <= set(PLACEHOLDER.findall(form)), (code, source, form)
        assert "%n" not in wanted or any("%n" in form for form in forms), (code, source)


def test_a_refusal_made_by_the_rules_reads_in_german_when_shown(speak: Any) -> None:
    from microgames.engine.seats import Seat
    from tests.support.pebbles import RULES

    seats = (Seat("Ana"), Seat("Ben"))
    history = History(RULES.new_state(RULES.checked_options({}), seats, 1), seats, UndoPolicy.STRICT)
    refusal = history.undo_refusal()
    assert refusal == "There is nothing to undo."  # what is kept and compared stays English
    speak("de")
    assert shown(refusal) == "Es gibt nichts rückgängig zu machen."
    plural = HistoryWords.tr("Undo %1").arg("Ana")
    assert shown(plural) == "Ana rückgängig" and plural == "Undo Ana"
    speak("en")
    assert shown(refusal) == "There is nothing to undo."


def _texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """Every text a person can see in ``widget`` and its visible children: (where, text)."""
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisibleTo(widget) and child is not widget:
            continue
        name = f"{type(child).__name__} {child.objectName()}"
        if isinstance(child, (QLabel, QAbstractButton)):
            yield name, child.text()
        if isinstance(child, QGroupBox):
            yield name, child.title()
        if isinstance(child, QComboBox):
            yield from ((name, child.itemText(i)) for i in range(child.count()))
        if child.isWindow():
            yield name, child.windowTitle()


def _plain_english(texts: Iterator[tuple[str, str]], allowed: set[str]) -> list[tuple[str, str]]:
    """The texts with words not made by the pseudo-language (bracketed) nor named in ``allowed``."""
    found = []
    for where, text in texts:
        rest = re.sub(r"\[[^\]]*\]", "", re.sub(r"<[^>]*>", "", text))
        for part in allowed:
            rest = rest.replace(part, "")
        if re.search(r"[A-Za-z]{2,}", rest):
            found.append((where, text))
    return found


def test_the_pseudo_language_leaves_no_shell_string_in_plain_english(
        qtbot: Any, make_window: Any, speak: Any, monkeypatch: pytest.MonkeyPatch, pebbles: Any) -> None:
    from microgames.games import registry
    from microgames.ui.prefsdialog import PreferencesDialog

    monkeypatch.setenv(language.ENVIRONMENT, language.PSEUDO)
    assert language.apply("system") == language.PSEUDO  # the environment chooses it
    window = make_window()
    # The games' own words (titles, pitches, options, sides) are theirs to mark; languages name themselves.
    allowed = {"Microgames", *language.LANGUAGES.values(), "Cancel", "OK"}  # Qt's own buttons: qtbase's words
    for entry in registry.all_games():
        allowed |= {entry.title, entry.pitch, entry.play_time}
    allowed |= {spec.label for spec in pebbles.options} | {label for spec in pebbles.options for _, label in spec.choices}
    allowed |= set(pebbles.seat_names)
    assert _plain_english(_texts(window.launcher), allowed) == []
    menus = [a.menu() for a in window.menuBar().actions()]
    others = {window.lessons_menu, window.puzzles_menu}  # the lessons' and puzzles' menus: their own step
    menu_texts = [("menu", a.text()) for m in menus for a in [m.menuAction(), *m.actions()]
                  if m not in others and a.menu() not in others and a.text()]
    assert _plain_english(iter(menu_texts), allowed) == []
    qtbot.mouseClick(window.launcher.cards["pebbles"].button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    assert dialog is not None
    assert _plain_english(_texts(dialog), allowed) == []
    dialog.reject()
    prefs = PreferencesDialog(window.preferences, window)
    qtbot.addWidget(prefs)
    assert _plain_english(_texts(prefs), allowed) == []


def test_a_change_of_language_names_everything_again_and_keeps_the_game(
        qtbot: Any, make_window: Any, speak: Any) -> None:
    from microgames.ui.preferences import Preferences

    window = make_window()
    start_pebbles(qtbot, window)
    play_first_legal(window)
    qtbot.waitUntil(window.table.is_still, timeout=10000)
    game, steps = window.game, len(window.game.history.steps)
    assert window.save_action.text() == "&Save"
    window.set_preferences(Preferences(language="de"))
    qtbot.waitUntil(lambda: window.save_action.text() == "&Speichern", timeout=10000)
    assert window.game is game and len(game.history.steps) == steps  # the game goes on where it was
    assert window.log_dock.windowTitle() == "Zugprotokoll"
    assert window.menuBar().actions()[0].text() == "&Spiel"
    assert window.launcher.findChild(QLabel, "sectionTitle").text() in ("Spiel wählen", "Letzte Partien")
    window.set_preferences(Preferences(language="en"))
    qtbot.waitUntil(lambda: window.save_action.text() == "&Save", timeout=10000)
    assert window.game is game


def test_the_launcher_and_new_game_say_a_games_own_words_in_the_language(make_window, qtbot, speak: Any) -> None:  # type: ignore[no-untyped-def]
    from microgames.games import registry
    from microgames.ui.newgame import NewGameDialog, default_name

    window = make_window()
    speak("de")
    pitch = registry.entry("remediate").pitch
    assert pitch.startswith("Clone genes")  # the data keeps its English as the text's value
    def launcher_says(part: str) -> bool:
        return any(part in label.text() for label in window.launcher.findChildren(QLabel))

    qtbot.waitUntil(lambda: launcher_says("Klonen Sie Gene in Ihre Mikrobe"))  # rebuilt on the change of language
    assert launcher_says("20 Min. pro Umgebung")
    rules = registry.get("microworld")
    dialog = NewGameDialog(rules, window)
    assert default_name(rules, 0) == "Viren"  # the side's name, as the person will be called in this game
    assert "Viruses against" not in " ".join(label.text() for label in dialog.findChildren(QLabel))
    dialog.deleteLater()


def test_the_save_question_is_one_sentence_worded_by_each_language(speak: Any) -> None:
    from microgames.ui.prompts import save_question

    speak("de")
    assert save_question(None, "Microworld") == "Änderungen an dieser Partie Microworld zuerst speichern?"
    assert save_question(Path("/x/Partie.microgame"), "Microworld") == "Änderungen an Partie.microgame zuerst speichern?"
