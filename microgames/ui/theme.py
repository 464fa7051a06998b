"""Looks: the Fusion style with a light or dark palette that follows the system scheme."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

STYLE = "Fusion"  # the same widgets on every platform, coloured by the palette below
ACCENT = "#2f8f83"  # a teal, the colour of the app icon's dish
CARD_RADIUS = 14  # the launcher cards' corners (their shadows follow them)

LIGHT = {
    "window": "#f4f1ea", "base": "#fffdf8", "alt": "#efe9dd", "text": "#23262b", "muted": "#6d6a63",
    "button": "#ece6da", "card": "#fffdf8", "border": "#ddd5c5",
}
DARK = {
    "window": "#1d2024", "base": "#26292e", "alt": "#2d3137", "text": "#e9e6df", "muted": "#9a968e",
    "button": "#31353b", "card": "#272b30", "border": "#3a3f46",
}


_scheme: Qt.ColorScheme | None = None  # the scheme last applied, as the system reported it


def is_dark() -> bool:
    scheme = _scheme if _scheme is not None else QGuiApplication.styleHints().colorScheme()
    return scheme == Qt.ColorScheme.Dark


def colours() -> dict[str, str]:
    return DARK if is_dark() else LIGHT


def palette() -> QPalette:
    c = colours()
    pal = QPalette()
    role = QPalette.ColorRole
    pal.setColor(role.Window, QColor(c["window"]))
    pal.setColor(role.WindowText, QColor(c["text"]))
    pal.setColor(role.Base, QColor(c["base"]))
    pal.setColor(role.AlternateBase, QColor(c["alt"]))
    pal.setColor(role.Text, QColor(c["text"]))
    pal.setColor(role.Button, QColor(c["button"]))
    pal.setColor(role.ButtonText, QColor(c["text"]))
    pal.setColor(role.ToolTipBase, QColor(c["base"]))
    pal.setColor(role.ToolTipText, QColor(c["text"]))
    pal.setColor(role.PlaceholderText, QColor(c["muted"]))
    pal.setColor(role.Highlight, QColor(ACCENT))
    pal.setColor(role.HighlightedText, QColor("#ffffff"))
    pal.setColor(role.Link, QColor(ACCENT))
    for group_role in (role.Text, role.WindowText, role.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, group_role, QColor(c["muted"]))
    return pal


def style_sheet() -> str:
    c = colours()
    return f"""
    QFrame#gameCard, QFrame#resumeCard, QFrame#recentCard {{
        background: {c['card']}; border: 1px solid {c['border']}; border-radius: {CARD_RADIUS}px;
    }}
    QFrame#gameCard:hover {{ border: 1px solid {ACCENT}; }}
    QFrame#resumeCard {{ border: 1px solid {ACCENT}; }}
    QFrame#seatCard {{ background: {c['card']}; border: 1px solid {c['border']}; border-radius: 10px; }}
    QFrame#seatCard[active="true"] {{ border: 2px solid {ACCENT}; background: {c['alt']}; }}
    QLabel#seatTurn {{ color: {ACCENT}; font-weight: 600; }}
    QFrame#lookBackBanner {{ background: {ACCENT}; border-radius: 8px; }}
    QFrame#lookBackBanner QLabel {{ color: #ffffff; }}
    QFrame#tableFrame[looking="true"] {{ border: 3px solid {ACCENT}; border-radius: 8px; }}
    QListWidget#moveLog, QListWidget#historyPanel {{ padding: 4px; }}
    QListWidget#moveLog::item, QListWidget#historyPanel::item {{ padding: 3px 4px; }}
    QLabel#resumeTitle {{ font-size: 14pt; font-weight: 600; }}
    QLabel#cardTitle {{ font-size: 17pt; font-weight: 600; }}
    QLabel#cardMeta, QLabel#muted {{ color: {c['muted']}; }}
    QLabel#launcherTitle {{ font-size: 28pt; font-weight: 700; }}
    QLabel#launcherTagline {{ font-size: 12pt; color: {c['muted']}; }}
    QLabel#sectionTitle {{ font-size: 13pt; font-weight: 600; color: {c['muted']}; }}
    QPushButton#playButton, QPushButton#resumeButton {{
        background: {ACCENT}; color: white; border: none; border-radius: 8px;
        padding: 7px 18px; font-weight: 600;
    }}
    QPushButton#playButton:hover, QPushButton#resumeButton:hover {{ background: #267a70; }}
    QPushButton#playButton:disabled {{ background: {c['border']}; color: {c['muted']}; }}
    QPushButton#linkButton {{
        background: transparent; border: none; color: {ACCENT}; text-align: left; padding: 3px 0;
    }}
    QPushButton#linkButton:hover {{ text-decoration: underline; }}
    """


def restyle(app: QApplication, scheme: Qt.ColorScheme | None = None) -> None:
    """Apply the palette and style sheet for ``scheme`` (default: what the system says now)."""
    global _scheme
    _scheme = scheme if scheme is not None else QGuiApplication.styleHints().colorScheme()
    app.setPalette(palette())
    app.setStyleSheet(style_sheet())


def apply(app: QApplication) -> None:
    """Colour the whole app (already in STYLE) now and again whenever the system switches light/dark."""
    restyle(app)
    QGuiApplication.styleHints().colorSchemeChanged.connect(lambda scheme: restyle(app, scheme))
