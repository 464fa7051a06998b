"""Looks: the Fusion style with a light or dark palette that follows the system scheme.

Start-up never names the ``Qt`` namespace: its first use makes all of its hundred-odd enum types
for Python, about a tenth of the launcher's start. So the first palette follows the lightness of the one
Qt made for the platform, and the system's own word (``Qt.ColorScheme``) is asked once the launcher
has painted (:func:`confirm_scheme`), which restyles in the rare case the two disagree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from PySide6.QtCore import Qt

STYLE = "Fusion"  # the same widgets on every platform, coloured by the palette below
ACCENT = "#2f8f83"  # a teal, the colour of the app icon's dish
BETTER = "#8a5a00"  # an amber, for a board that shows a better move than the one played
CARD_RADIUS = 14  # the launcher cards' corners (their shadows follow them)

LIGHT = {
    "window": "#f4f1ea", "base": "#fffdf8", "alt": "#efe9dd", "text": "#23262b", "muted": "#6d6a63",
    "button": "#ece6da", "card": "#fffdf8", "border": "#ddd5c5", "problem": "#b3261e",
}
DARK = {
    "window": "#1d2024", "base": "#26292e", "alt": "#2d3137", "text": "#e9e6df", "muted": "#9a968e",
    "button": "#31353b", "card": "#272b30", "border": "#3a3f46", "problem": "#f28b82",
}


_dark: bool | None = None  # whether the colours last applied are the dark ones


def _platform_is_dark() -> bool:
    """Whether the palette Qt made for the platform is a dark one (before ours replaces it)."""
    platform = QGuiApplication.palette()
    role = QPalette.ColorRole
    return platform.color(role.Window).lightness() < platform.color(role.WindowText).lightness()


def _scheme_is_dark(scheme: Qt.ColorScheme | None) -> bool:
    """Whether ``scheme`` (default: what the system says now) is the dark one."""
    from PySide6.QtCore import Qt  # makes the Qt namespace's enums: only once the launcher has painted

    if scheme is None:
        scheme = QGuiApplication.styleHints().colorScheme()
    return scheme == Qt.ColorScheme.Dark


def is_dark() -> bool:
    return _dark if _dark is not None else _scheme_is_dark(None)


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
    QLabel#seatTurn {{ color: {ACCENT}; }}
    QFrame#lookBackBanner {{ background: {ACCENT}; border-radius: 8px; }}
    QFrame#lookBackBanner QLabel {{ color: #ffffff; }}
    QFrame#betterBanner {{ background: {BETTER}; border-radius: 8px; }}
    QFrame#betterBanner QLabel {{ color: #ffffff; }}
    QPushButton#showBetter {{
        background: {c['base']}; color: {ACCENT}; border: 1px solid {ACCENT}; border-radius: 6px; padding: 4px 10px;
        font-weight: 600;
    }}
    QPushButton#showBetter:hover {{ background: {c['alt']}; }}
    QPushButton#showBetter:disabled {{ color: {c['muted']}; border: 1px solid {c['border']}; }}
    QFrame#tableFrame[looking="true"] {{ border: 3px solid {ACCENT}; border-radius: 8px; }}
    QFrame#passBar {{ background: {c['card']}; border: 2px solid {ACCENT}; border-radius: 10px; }}
    QFrame#passBar[flash="true"] {{ background: {c['alt']}; border: 3px solid {ACCENT}; }}
    QPushButton#passButton {{
        background: {ACCENT}; color: white; border: none; border-radius: 8px; padding: 7px 18px; font-weight: 600;
    }}
    QPushButton#passButton:hover {{ background: #267a70; }}
    QListWidget#moveLog, QListWidget#historyPanel {{ padding: 4px; }}
    QListWidget#moveLog::item, QListWidget#historyPanel::item {{ padding: 3px 4px; }}
    QLabel#resumeTitle {{ font-size: 14pt; font-weight: 600; }}
    QLabel#cardTitle {{ font-size: 17pt; font-weight: 600; }}
    QLabel#cardMeta, QLabel#muted {{ color: {c['muted']}; }}
    QLabel#fieldProblem {{ color: {c['problem']}; }}
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


def _pt(size: float, scale: float) -> str:
    return f"{size * scale:g}pt"


def _px(size: float, scale: float) -> str:
    return f"{round(size * scale)}px"


def sized_rules(scale: float) -> str:
    """The style sheet's sizes that grow with the UI scale ``scale`` (see ``ui.scale``), for the main window.

    The game page's rounded corners and the dialogs' titles and buttons grow; the launcher sizes its own
    (:func:`launcher_rules`); borders and the lists' item padding (which their delegates count on) stay.
    """
    return f"""
    QFrame#seatCard {{ border-radius: {_px(10, scale)}; }}
    QFrame#lookBackBanner {{ border-radius: {_px(8, scale)}; }}
    QFrame#betterBanner {{ border-radius: {_px(8, scale)}; }}
    QDialog QLabel#cardTitle {{ font-size: {_pt(17, scale)}; }}
    QDialog QPushButton#playButton {{ border-radius: {_px(8, scale)}; padding: {_px(7, scale)} {_px(18, scale)}; }}
    """


def launcher_rules(scale: float) -> str:
    """The launcher's text and button sizes at the UI scale ``scale``: its page's own style sheet, over the
    application's (whose colours stay), so its cards and their words grow together on a large window."""
    return f"""
    QLabel#launcherTitle {{ font-size: {_pt(28, scale)}; }}
    QLabel#launcherTagline {{ font-size: {_pt(12, scale)}; }}
    QLabel#sectionTitle {{ font-size: {_pt(13, scale)}; }}
    QLabel#cardTitle {{ font-size: {_pt(17, scale)}; }}
    QLabel#resumeTitle {{ font-size: {_pt(14, scale)}; }}
    QPushButton#playButton, QPushButton#resumeButton {{
        border-radius: {_px(8, scale)}; padding: {_px(7, scale)} {_px(18, scale)};
    }}
    QPushButton#linkButton {{ padding: {_px(3, scale)} 0; }}
    """


def _colour(app: QApplication, dark: bool) -> None:
    global _dark
    _dark = dark
    app.setPalette(palette())
    app.setStyleSheet(style_sheet())


def restyle(app: QApplication, scheme: Qt.ColorScheme | None = None) -> None:
    """Apply the palette and style sheet for ``scheme`` (default: what the system says now)."""
    _colour(app, _scheme_is_dark(scheme))


def apply(app: QApplication) -> None:
    """Colour the whole app (already in STYLE) as light or dark as the platform's palette, and again whenever
    the system switches (connecting makes no enum: the scheme is only read when it changes)."""
    _colour(app, _platform_is_dark())
    QGuiApplication.styleHints().colorSchemeChanged.connect(lambda scheme: restyle(app, scheme))


def confirm_scheme(app: QApplication) -> None:
    """Ask the system's colour scheme itself (once the launcher shows) and restyle if the first guess was wrong."""
    if _scheme_is_dark(None) != _dark:
        restyle(app)
