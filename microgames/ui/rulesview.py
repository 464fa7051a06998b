"""Help ▸ Rules: a game's rules page (an HTML resource) in a browser window.

The page's pictures are drawn at twice their size (``tablekit.pictures``); a text browser left to itself
shrinks them without smoothing, and a card's small print turns to grain. Each picture is therefore scaled
here, smoothly, to the very pixels it takes on screen: its ``width`` and ``height`` in the page, times the
window's scale (the page's text grows with it) and the screen's pixel ratio.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QUrl, Qt
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from microgames.engine.game import GameRules
from microgames.resources import read_text, resource_path
from microgames.ui.scale import ui_scale

_SIZED_IMAGE = re.compile(r'<img\s+src="([^"]+)"\s+width="(\d+)"\s+height="(\d+)"')


def scaled_page(html: str, scale: float) -> tuple[str, dict[str, tuple[int, int]]]:
    """The page with every sized picture's ``width`` and ``height`` times ``scale``, and those sizes by source."""
    sizes: dict[str, tuple[int, int]] = {}

    def grow(match: re.Match[str]) -> str:
        source, width, height = match.group(1), round(int(match.group(2)) * scale), round(int(match.group(3)) * scale)
        sizes[source] = (width, height)
        return f'<img src="{source}" width="{width}" height="{height}"'

    return _SIZED_IMAGE.sub(grow, html), sizes


class RulesBrowser(QTextBrowser):
    """A text browser that hands the page each picture at the pixels it is shown at (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sizes: dict[str, tuple[int, int]] = {}  # the page's pictures, by source: their size on the page

    def loadResource(self, kind: int, url: QUrl | str) -> Any:
        url = QUrl(url)
        size = self.sizes.get(url.fileName())
        if kind != int(QTextDocument.ResourceType.ImageResource.value) or size is None:
            return super().loadResource(kind, url)
        image = QImage(self.document().baseUrl().resolved(url).toLocalFile())
        if image.isNull():
            return super().loadResource(kind, url)
        ratio = self.devicePixelRatioF()
        shown = image.scaled(round(size[0] * ratio), round(size[1] * ratio), Qt.AspectRatioMode.IgnoreAspectRatio,
                             Qt.TransformationMode.SmoothTransformation)
        shown.setDevicePixelRatio(ratio)
        return shown


class RulesDialog(QDialog):
    """Shows ``rules.rules_page``; images and links resolve relative to that file."""

    def __init__(self, rules: GameRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.setWindowTitle(self.tr("How to play %1").replace("%1", rules.title))
        s = ui_scale(parent) if parent is not None else 1.0  # roomier beside a large window, as its text is
        self.resize(round(720 * s), round(760 * s))
        self.browser = RulesBrowser(self)
        self.browser.setOpenExternalLinks(True)
        try:
            path = resource_path(rules.rules_page)
        except FileNotFoundError:
            self.browser.setPlainText(
                self.tr("The rules page of %1 is missing from this installation.").replace("%1", rules.title))
        else:
            self.browser.setSearchPaths([str(path.parent)])
            self.browser.document().setBaseUrl(QUrl.fromLocalFile(str(path)))
            page, self.browser.sizes = scaled_page(read_text(rules.rules_page), s)
            self.browser.setHtml(page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
