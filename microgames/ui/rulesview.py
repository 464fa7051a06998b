"""Help ▸ Rules: a game's rules page (an HTML resource) in a browser window.

The page's pictures are drawn at twice their size (``tablekit.pictures``); a text browser left to itself
shrinks them without smoothing, and a card's small print turns to grain. Each picture is therefore scaled
here, smoothly, to the very pixels it takes on screen: its ``width`` and ``height`` in the page, times the
window's scale (the page's text grows with it) and the screen's pixel ratio.

A page has a translation beside it for each language, ``rules.<code>.html`` beside ``rules.html``, with the
same pictures and the same ids (so a link into the page reaches the same place in every language); the dialog
shows the one of the language of the moment, the English where a language has none, and changes page when
the language changes. A picture with words has them drawn in each language beside it
(``rules-tiles.<code>.png``); the page keeps the English ``src`` and the browser reads the reader's.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QUrl, Qt
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from microgames.engine import words
from microgames.engine.game import GameRules
from microgames.resources import read_text, resource_path
from microgames.ui.scale import ui_scale
from microgames.ui.tablekit.pictures import spoken_name

_SIZED_IMAGE = re.compile(r'<img\s+src="([^"]+)"\s+width="(\d+)"\s+height="(\d+)"')


def scaled_page(html: str, scale: float) -> tuple[str, dict[str, tuple[int, int]]]:
    """The page with every sized picture's ``width`` and ``height`` times ``scale``, and those sizes by source."""
    sizes: dict[str, tuple[int, int]] = {}

    def grow(match: re.Match[str]) -> str:
        source, width, height = match.group(1), round(int(match.group(2)) * scale), round(int(match.group(3)) * scale)
        sizes[source] = (width, height)
        return f'<img src="{source}" width="{width}" height="{height}"'

    return _SIZED_IMAGE.sub(grow, html), sizes


def spoken_picture(path: Path, code: str) -> Path:
    """The picture at ``path`` with its words in the language ``code`` ("rules-tiles.de.png") where there is one,
    else ``path`` (a picture without words, or English)."""
    spoken = path.with_name(spoken_name(path.name, code.split("_")[0]))
    return spoken if spoken.is_file() else path


def page_in(page: str, code: str) -> str:
    """The resource path of ``page`` in the language ``code`` ("microworld/rules.de.html"), or ``page`` itself
    (the English) when that language has no page of its own; the pseudo-language reads the English."""
    base = code.split("_")[0]
    if base == "en" or not page.endswith(".html"):
        return page
    translated = f"{page.removesuffix('.html')}.{base}.html"
    try:
        resource_path(translated)
    except FileNotFoundError:
        return page
    return translated


class RulesBrowser(QTextBrowser):
    """A text browser that hands the page each picture at the pixels it is shown at (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sizes: dict[str, tuple[int, int]] = {}  # the page's pictures, by source: their size on the page

    def loadResource(self, kind: int, url: QUrl | str) -> Any:
        url = QUrl(url)
        size = self.sizes.get(url.fileName())
        if kind != int(QTextDocument.ResourceType.ImageResource.value):
            return super().loadResource(kind, url)
        file = spoken_picture(Path(self.document().baseUrl().resolved(url).toLocalFile()), words.language())
        if size is None:
            return super().loadResource(kind, QUrl.fromLocalFile(str(file)))
        image = QImage(str(file))
        if image.isNull():
            return super().loadResource(kind, url)
        ratio = self.devicePixelRatioF()
        shown = image.scaled(round(size[0] * ratio), round(size[1] * ratio), Qt.AspectRatioMode.IgnoreAspectRatio,
                             Qt.TransformationMode.SmoothTransformation)
        shown.setDevicePixelRatio(ratio)
        return shown


class RulesDialog(QDialog):
    """Shows ``rules.rules_page`` in the language of the moment; images and links resolve relative to that file."""

    def __init__(self, rules: GameRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.rules = rules
        self.scale = ui_scale(parent) if parent is not None else 1.0  # roomier beside a large window, as its text is
        room = (parent or self).screen().availableGeometry()  # never taller than a small screen (1024×700)
        if parent is not None:  # nor smaller than the window it opens beside (a virtual screen may be)
            room = room.united(parent.window().geometry())
        self.resize(min(round(720 * self.scale), room.width()),
                    min(round(760 * self.scale), round(room.height() * 0.9)))
        self.browser = RulesBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.page = ""  # the resource path of the page shown ("" when it is missing)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self._show_page()

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the title and the page in it (the page kept where it was read, as near as may be)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._show_page()

    def _show_page(self) -> None:
        title = words.shown(self.rules.title)
        self.setWindowTitle(self.tr("How to play %1").replace("%1", title))
        try:
            page = page_in(self.rules.rules_page, words.language())
            path = resource_path(page)
        except FileNotFoundError:
            self.page = ""
            self.browser.setPlainText(self.tr("The rules page of %1 is missing from this installation.").replace(
                "%1", title))
            return
        if page == self.page:
            return
        bar = self.browser.verticalScrollBar()
        read = bar.value() / bar.maximum() if self.page and bar.maximum() > 0 else 0.0
        self.page = page
        self.browser.setSearchPaths([str(path.parent)])
        self.browser.document().setBaseUrl(QUrl.fromLocalFile(str(path)))
        html, self.browser.sizes = scaled_page(read_text(page), self.scale)
        self.browser.document().clear()  # no picture kept from the page of another language
        self.browser.setHtml(html)
        bar.setValue(round(read * bar.maximum()))
