"""The rules' words, marked for translation without Qt, and translated only when shown.

Rules code never imports Qt, yet its sentences (a refusal, a move's label) reach the player. A sentence
is made as a :class:`Phrase`: a ``str`` whose value is the English text, so saves, logs and tests keep
reading English, that also remembers its source text, its context and its arguments. The shell installs a
translator at start (:func:`install`); whatever shows a sentence asks :func:`shown` for it, which translates
it *then*, in the language of the moment, so a language changed mid-game retranslates the log too, and
nothing translated is ever stored.

How to mark a sentence, so that ``pyside6-lupdate`` finds it (its Python parser reads ``Name.tr(...)`` with
the class name as the context; it does not read helper functions that take further arguments)::

    class HistoryWords(Words):
        \"\"\"The history's sentences (the class name is the translation context).\"\"\"

    HistoryWords.tr("Strict undo: “%1” was %2's move.").arg(label, name)
    HistoryWords.tr("%1 and %n more move(s)", None, rest).arg(first)

A text that comes from the data (a card's name, a lesson's bubble, a puzzle's title) is not in the code for
``pyside6-lupdate`` to read: the data file keeps one language-neutral key and a text per language
(``{"en": "Chemotaxis", "de": "Chemotaxis", ...}``), read with :func:`local`, which makes a :class:`Local`:
again a ``str`` whose value is the English, shown in the language of the moment.

Placeholders are Qt's: ``%1`` … ``%9`` filled by :meth:`Phrase.arg` (a phrase as an argument is translated
with it), ``%n`` the count of a plural. The English of a plural is the source with ``(s)`` kept for more
than one; the English translation file holds the same forms for the Qt side.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

#: ``translator(context, source, disambiguation, n)``: the source's translation, ``%n`` filled in.
Translator = Callable[[str, str, "str | None", int], str]

_translator: Translator | None = None
_language = "en"
PSEUDO = "en_XA"  # the pseudo-language: every text bracketed, accented and longer, so a missed one shows
_PLACE = re.compile(r"%(\d)")


def install(translator: Translator | None, language: str = "en") -> None:
    """Make ``translator`` the one :func:`shown` uses (None: English, as written), and ``language`` (a code
    such as "de", or :data:`PSEUDO`) the one a data text is shown in."""
    global _translator, _language
    _translator, _language = translator, language


def language() -> str:
    """The code of the language texts are shown in now."""
    return _language


_KEPT = re.compile(r"(%\d|%n|%L\d|\{[^}]*\}|<[^>]*>|&[a-z]+;|\n)")  # never accented
_ACCENTS = str.maketrans("aeiouycnAEIOUYCNs", "áéíóúýçñÅÉÍÓÚÝÇÑš")


def pseudo(text: str) -> str:
    """``text`` bracketed, accented and padded to about 140 % of its length; placeholders and tags untouched."""
    parts = _KEPT.split(text)
    said = "".join(part if _KEPT.fullmatch(part) else part.translate(_ACCENTS) for part in parts)
    visible = len(_KEPT.sub("", text))
    return f"[{said}{'·' * max(1, round(visible * 0.4))}]"


def english(source: str, n: int = -1) -> str:
    """The English of ``source``: with ``%n`` the count, and ``(s)`` an "s" for any count but one."""
    if n < 0:
        return source
    return source.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")


def fill(text: str, args: tuple[object, ...]) -> str:
    """``text`` with ``%1`` … ``%9`` replaced by the arguments shown (one pass: an argument's own "%2" stays)."""
    def place(match: re.Match[str]) -> str:
        number = int(match.group(1))
        return shown(args[number - 1]) if 0 < number <= len(args) else match.group(0)

    return _PLACE.sub(place, text)


class Phrase(str):
    """An English sentence that can be said again in the player's language (see the module's note)."""

    context: str
    source: str
    disambiguation: str | None
    n: int
    args: tuple[object, ...]

    def __new__(cls, context: str, source: str, disambiguation: str | None = None, n: int = -1,
                args: tuple[object, ...] = ()) -> Phrase:
        phrase = super().__new__(cls, _english_fill(english(source, n), args))
        phrase.context, phrase.source, phrase.disambiguation, phrase.n, phrase.args = (
            context, source, disambiguation, n, args)
        return phrase

    def arg(self, *values: object) -> Phrase:
        """This phrase with its next placeholders filled by ``values``, as Qt's ``QString.arg``."""
        return Phrase(self.context, self.source, self.disambiguation, self.n, self.args + values)

    def translated(self) -> str:
        """The phrase in the installed translator's language (English without one)."""
        if _translator is None:
            return str(self)
        return fill(_translator(self.context, self.source, self.disambiguation, self.n), self.args)

    def __reduce__(self) -> tuple[object, ...]:  # copies and pickles keep what the phrase is made of
        return Phrase, (self.context, self.source, self.disambiguation, self.n, self.args)


def _english_fill(text: str, args: tuple[object, ...]) -> str:
    return _PLACE.sub(lambda m: str(args[int(m.group(1)) - 1]) if 0 < int(m.group(1)) <= len(args)
                      else m.group(0), text)


class Local(str):
    """A text of the data in every language it was written in; its value is the English."""

    texts: Mapping[str, str]

    def __new__(cls, texts: Mapping[str, str]) -> Local:
        made = super().__new__(cls, texts["en"])
        made.texts = dict(texts)
        return made

    def translated(self) -> str:
        """The text in the language of the moment (the pseudo-language's from the English; English if missing)."""
        if _language == PSEUDO:
            return pseudo(str(self))
        return self.texts.get(_language) or self.texts.get(_language.split("_")[0]) or str(self)

    def __reduce__(self) -> tuple[object, ...]:
        return Local, (self.texts,)


def local(entry: str | Mapping[str, str]) -> str:
    """A data file's text: a mapping of language codes to texts (English required) as a :class:`Local`; a plain
    string (a name that is the same in every language) as it is."""
    if isinstance(entry, str):
        return entry
    if not isinstance(entry, Mapping) or not isinstance(entry.get("en"), str):
        raise ValueError(f"a text needs its English: {entry!r}")
    return Local(entry)


class Joined(str):
    """Sentences said one after another ("use Copy; place a pawn on C3"), each in the language of the moment; its
    value is the English."""

    parts: tuple[object, ...]
    separator: str

    def __new__(cls, parts: tuple[object, ...], separator: str = "; ") -> Joined:
        made = super().__new__(cls, separator.join(str(part) for part in parts))
        made.parts, made.separator = tuple(parts), separator
        return made

    def translated(self) -> str:
        return self.separator.join(shown(part) for part in self.parts)

    def __reduce__(self) -> tuple[object, ...]:
        return Joined, (self.parts, self.separator)


#: The decimal mark of each language that does not write a point, and the languages that set "%" apart.
DECIMAL_MARKS = {"de": ",", "fr": ",", "es": ",", "it": ","}
SPACED_PERCENT = {"de", "fr", "es"}


class Number(str):
    """A number as the language of the moment writes it ("+1.5" in English, "+1,5" in German, "62 %" in French):
    its value is the English, a minus always the minus sign."""

    value: float
    digits: int
    signed: bool
    suffix: str

    def __new__(cls, value: float, digits: int = 0, signed: bool = False, suffix: str = "") -> Number:
        made = super().__new__(cls, _written(value, digits, signed, suffix, "."))
        made.value, made.digits, made.signed, made.suffix = value, digits, signed, suffix
        return made

    def translated(self) -> str:
        code = _language.split("_")[0]
        suffix = "\u00a0" + self.suffix if self.suffix == "%" and code in SPACED_PERCENT else self.suffix
        return _written(self.value, self.digits, self.signed, suffix, DECIMAL_MARKS.get(code, "."))

    def __reduce__(self) -> tuple[object, ...]:
        return Number, (self.value, self.digits, self.signed, self.suffix)


def _written(value: float, digits: int, signed: bool, suffix: str, mark: str) -> str:
    text = f"{value:+.{digits}f}" if signed else f"{value:.{digits}f}"
    return (text.replace(".", mark) + suffix).replace("-", "−")


SPOKEN = (Phrase, Local, Joined, Number)  # the texts said again in each language when shown


def shown(text: object) -> str:
    """``text`` as the player reads it now: a phrase, a data text, a joined or cut sentence or a number in the
    language of the moment; anything else as it is."""
    return text.translated() if isinstance(text, SPOKEN) else str(text)


class Words:
    """A translation context of the rules: ``Subclass.tr(source)`` makes a phrase filed under its class name."""

    @classmethod
    def tr(cls, source: str, disambiguation: str | None = None, n: int = -1) -> Phrase:
        return Phrase(cls.__name__, source, disambiguation, n)
