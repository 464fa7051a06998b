"""Help ▸ Rules: a game's rules page (an HTML resource) in a browser window."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from microgames.engine.game import GameRules
from microgames.resources import read_text, resource_path
from microgames.ui.scale import ui_scale


class RulesDialog(QDialog):
    """Shows ``rules.rules_page``; images and links resolve relative to that file."""

    def __init__(self, rules: GameRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.setWindowTitle(f"How to play {rules.title}")
        s = ui_scale(parent) if parent is not None else 1.0  # roomier beside a large window, as its text is
        self.resize(round(720 * s), round(760 * s))
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        try:
            path = resource_path(rules.rules_page)
        except FileNotFoundError:
            self.browser.setPlainText(f"The rules page of {rules.title} is missing from this installation.")
        else:
            self.browser.setSearchPaths([str(path.parent)])
            self.browser.document().setBaseUrl(QUrl.fromLocalFile(str(path)))
            self.browser.setHtml(read_text(rules.rules_page))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
