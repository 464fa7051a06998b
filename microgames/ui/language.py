"""The language the app speaks: Qt's translators for the app and for Qt's own words, and the rules' words.

The app's translations are ``resources/translations/<domain>_<code>.qm``, one for the shell and engine
(``microgames``) and one per game (built from the ``.ts`` sources by ``scripts/translations.py``); Qt's own (standard buttons, file dialogs) are the ``qtbase_<code>.qm`` that
PySide6 ships. Installing or removing a translator sends every widget a ``LanguageChange`` event, on which
the window names its menus again and re-syncs its page (see ``MainWindow.changeEvent``).

``MICROGAMES_LANGUAGE`` in the environment overrides the preference: e.g. ``en_XA``, the pseudo-language,
whose every string is bracketed, accented and longer, so a string left unmarked stands out in plain English.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from microgames.engine import words
from microgames.resources import languages, resources_dir

#: The languages offered in Preferences, each named in itself ("system" follows the computer's).
LANGUAGES: dict[str, str] = languages()
PSEUDO = "en_XA"  # the pseudo-language: chosen by the environment variable only
ENVIRONMENT = "MICROGAMES_LANGUAGE"

_installed: list[QTranslator] = []  # kept referenced: Qt does not own an installed translator
_current = "en"


def translations_dir() -> str:
    return str(resources_dir() / "translations")


def resolve(preference: str) -> str:
    """The language to speak for a preference ("system" or a code), the environment's choice first."""
    wanted = os.environ.get(ENVIRONMENT, "") or preference
    if wanted == PSEUDO or wanted in LANGUAGES:
        return wanted
    for name in QLocale.system().uiLanguages():  # e.g. "de-CH", "fr", "en-US": the first one the app speaks
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def current() -> str:
    """The language installed now."""
    return _current


def _qt_words(code: str) -> str | None:
    """The folder of Qt's own translations: the one Qt was built with, else PySide6's (a frozen app's)."""
    import PySide6

    for folder in (QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
                   str(Path(PySide6.__file__).parent / "Qt" / "translations")):
        if (Path(folder) / f"qtbase_{code}.qm").is_file():
            return folder
    return None


def apply(preference: str) -> str:
    """Speak the language of ``preference`` from now on; returns its code. Every widget hears of a change."""
    return speak(resolve(preference))


def speak(code: str) -> str:
    """Speak the language ``code`` (of ``LANGUAGES``, or ``PSEUDO``) from now on."""
    global _current
    app = QCoreApplication.instance()
    if app is None or code == _current and _installed:
        return code
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    loaded = [(path.stem, translations_dir()) for path in sorted(Path(translations_dir()).glob(f"*_{code}.qm"))]
    qt_folder = _qt_words(code) if code != PSEUDO else None
    if qt_folder is not None:
        loaded.append(("qtbase_" + code, qt_folder))
    for name, folder in loaded:
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
    _current = code
    QLocale.setDefault(QLocale(code if code != PSEUDO else "en"))
    words.install(None if code == "en" else translate, code)
    return code


def level_word(level: str) -> str:
    """A bot level's name in a sentence ("vs easy"), as a word of the language."""
    words_of = {"easy": translate("Levels", "easy"), "medium": translate("Levels", "medium"),
                "hard": translate("Levels", "hard")}
    return words_of.get(level, level)


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Qt's translation of ``source`` (``pyside6-lupdate`` reads ``translate("Context", "text")`` calls; for a
    plural with a variable count it needs ``self.tr(text, None, n)`` in a Qt class)."""
    return QCoreApplication.translate(context, source, disambiguation, n)
