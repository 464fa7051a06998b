"""The rules pages speak the player's language: each game's page has a translation per language with the same
pictures and the same ids as the English, and the rules window shows the page of the language of the moment."""

from __future__ import annotations

from collections.abc import Iterator
from html.parser import HTMLParser
from typing import Any

import pytest
from PySide6.QtCore import Qt

from microgames.games import registry
from microgames.resources import read_text, resource_path
from microgames.ui import language
from microgames.ui.rulesview import RulesDialog, page_in

LANGUAGES = ["de", "es", "fr", "it"]
BLOCKS = {"h1", "h2", "h3", "p", "ul", "ol", "li", "dl", "dt", "dd", "table", "tr", "th", "td", "img", "br"}


class _Shape(HTMLParser):
    """What a translation keeps of its English page: the blocks in order, the pictures, the ids and links, and
    the headings' words (which it changes)."""

    def __init__(self) -> None:
        super().__init__()
        self.blocks: list[str] = []
        self.pictures: list[tuple[str | None, ...]] = []
        self.ids: list[str] = []
        self.links: list[str] = []
        self.headings: list[str] = []
        self._heading = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag in BLOCKS:
            self.blocks.append(tag)
        if tag == "img":
            self.pictures.append((found.get("src"), found.get("width"), found.get("height")))
        if found.get("id"):
            self.ids.append(str(found["id"]))
        if tag == "a" and found.get("href"):
            self.links.append(str(found["href"]))
        if tag == "h2":
            self._heading = True
            self.headings.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == "h2":
            self._heading = False

    def handle_data(self, data: str) -> None:
        if self._heading:
            self.headings[-1] += data


def _shape(page: str) -> _Shape:
    shape = _Shape()
    shape.feed(read_text(page))
    return shape


PAGES = [game.rules_page for game in registry.all_games() if game.rules_page]


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_every_rules_page_has_a_translation_with_the_same_pictures_and_ids(page: str, code: str) -> None:
    translated = page_in(page, code)
    assert translated == page.replace(".html", f".{code}.html")
    assert f'<html lang="{code}">' in read_text(translated)
    english, other = _shape(page), _shape(translated)
    assert other.pictures == english.pictures
    assert other.ids == english.ids and other.links == english.links
    assert other.blocks == english.blocks  # paragraph for paragraph, row for row
    for picture in other.pictures:
        resource_path(f"{page.rsplit('/', 1)[0]}/{picture[0]}")
    assert not set(other.headings) & set(english.headings), "a heading is left in English"


def test_a_language_without_a_page_and_the_pseudo_language_read_the_english() -> None:
    assert page_in("microchip/rules.html", "en") == "microchip/rules.html"
    assert page_in("microchip/rules.html", language.PSEUDO) == "microchip/rules.html"
    assert page_in("microchip/rules.html", "nl") == "microchip/rules.html"  # no Dutch page: the English


@pytest.fixture
def speak(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Switch the app's language for one test (the environment's choice cleared), English again after."""
    monkeypatch.delenv(language.ENVIRONMENT, raising=False)
    yield language.apply
    language.apply("en")


def test_the_rules_window_follows_the_language(qtbot: Any, make_window: Any, speak: Any) -> None:
    from microgames.ui.preferences import Preferences

    window = make_window()
    speak("de")
    dialog = window.show_rules("microworld")
    assert isinstance(dialog, RulesDialog)
    assert dialog.page == "microworld/rules.de.html"
    assert dialog.windowTitle() == "So spielt man Microworld"
    assert "Genkräfte" in dialog.browser.toPlainText()
    bar = dialog.browser.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    window.set_preferences(Preferences(language="en"))
    qtbot.waitUntil(lambda: dialog.page == "microworld/rules.html", timeout=10000)
    qtbot.waitUntil(lambda: dialog.windowTitle() == "How to play Microworld", timeout=10000)
    assert "Gene powers" in dialog.browser.toPlainText()
    assert bar.maximum() // 4 < bar.value() < bar.maximum() * 3 // 4  # still about halfway down the rules
    window.set_preferences(Preferences(language="de"))
    qtbot.waitUntil(lambda: dialog.page == "microworld/rules.de.html", timeout=10000)
    dialog.close()


GAMES = [game.id for game in registry.all_games() if game.rules_page]


def _pictures(game: str) -> tuple[dict[str, Any], set[str]]:
    """A game's rules pictures, each with what draws it, and those of them that hold words (each drawn again in
    every language)."""
    from microgames.games.microchip.table import pictures as chip
    from microgames.games.microworld.table import pictures as world
    from microgames.games.remediate.table import gallery

    module = {"microchip": chip, "microworld": world, "remediate": gallery}[game]
    return dict(module.PICTURES), set(module.WORDED)


def _spoken_pages(game: str) -> set[str]:
    """The languages that have a rules page of ``game`` of their own ("rules.de.html")."""
    folder = resource_path(f"{game}/rules.html").parent
    return {path.name.split(".")[1] for path in folder.glob("rules.*.html")}


@pytest.mark.parametrize("game", GAMES)
def test_every_picture_with_words_is_drawn_in_every_language_at_the_english_size(game: str) -> None:
    from PySide6.QtGui import QImage

    from microgames.ui.tablekit.pictures import spoken_name

    pictures, worded = _pictures(game)
    folder = resource_path(f"{game}/rules.html").parent
    assert worded and worded <= set(pictures)
    codes = _spoken_pages(game)
    assert codes >= set(LANGUAGES)
    assert {path.name.split(".")[1] for path in folder.glob("rules-*.*.png")} <= codes  # none of a language gone
    for code in codes:
        drawn = {path.name for path in folder.glob(f"rules-*.{code}.png")}
        assert drawn == {spoken_name(name, code) for name in worded}, code  # none forgotten, none stale
        for name in worded:
            english, spoken = QImage(str(folder / name)), QImage(str(folder / spoken_name(name, code)))
            assert spoken.size() == english.size() and spoken != english, (code, name)  # the page's layout stays


@pytest.mark.parametrize("game", GAMES)
def test_a_picture_drawn_in_another_language_changes_exactly_when_it_holds_words(game: str, speak: Any) -> None:
    """Drawn again by today's painters in every language of a page: a picture not known to hold words comes out
    the same as the English (a caption left out of ``WORDED`` would leave a language with English words), and
    one with words comes out at its stored picture's size."""
    from PySide6.QtGui import QImage

    from microgames.ui.app import make_application
    from microgames.ui.tablekit.pictures import spoken_name

    make_application()
    pictures, worded = _pictures(game)
    folder = resource_path(f"{game}/rules.html").parent
    speak("en")
    english = {name: draw() for name, draw in pictures.items()}
    for name, image in english.items():
        assert image.size() == QImage(str(folder / name)).size(), name
    for code in sorted(_spoken_pages(game)):
        speak(code)
        for name, draw in pictures.items():
            image = draw()
            if name in worded:
                assert image != english[name], (code, name)
                assert image.size() == QImage(str(folder / spoken_name(name, code))).size(), (code, name)
            else:
                assert image == english[name], f"{name} has words in {code}: add it to WORDED"


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_window_shows_the_pictures_words_in_the_language(game: str, qtbot: Any, speak: Any) -> None:
    """The German page shows the German picture of each picture with words and the English of the others; the
    English page, the English ones; the page's ``src`` is the same."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QImage, QTextDocument

    from microgames.ui.app import make_application
    from microgames.ui.tablekit.pictures import spoken_name

    make_application()
    _, worded = _pictures(game)
    folder = resource_path(f"{game}/rules.html").parent
    sources = [str(picture[0]) for picture in _shape(f"{game}/rules.html").pictures]
    assert worded <= set(sources)
    kind = int(QTextDocument.ResourceType.ImageResource.value)
    shown: dict[str, dict[str, QImage]] = {}
    for code in ("en", "de"):
        speak(code)
        dialog = RulesDialog(registry.get(game))
        qtbot.addWidget(dialog)
        assert dialog.page == (f"{game}/rules.html" if code == "en" else f"{game}/rules.de.html")
        shown[code] = {}
        for source in sources:
            image = dialog.browser.loadResource(kind, QUrl(source))
            assert isinstance(image, QImage) and not image.isNull(), source
            file = spoken_name(source, code) if source in worded else source
            expected = QImage(str(folder / file)).scaled(image.size(), Qt.AspectRatioMode.IgnoreAspectRatio,
                                                         Qt.TransformationMode.SmoothTransformation)
            assert image.convertToFormat(expected.format()) == expected, (code, source)
            shown[code][source] = image
        dialog.close()
    for source in sources:  # the words differ, the pictures without words are the same
        assert (shown["de"][source] != shown["en"][source]) == (source in worded), source
