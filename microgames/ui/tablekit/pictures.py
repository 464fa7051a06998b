"""Still pictures drawn by the tables' own painters (rules pages, card galleries), crisp on high-DPI screens."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

SCALE = 2  # drawn at twice the size shown


def canvas(width: float, height: float) -> tuple[QImage, QPainter]:
    """A transparent image of ``width`` × ``height`` points and a painter on it (end the painter when done)."""
    image = QImage(int(width * SCALE), int(height * SCALE), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(SCALE, SCALE)
    return image, painter


def spoken_name(name: str, code: str) -> str:
    """The file of a picture's words in language ``code``: "rules-tiles.png" → "rules-tiles.de.png" (English: the
    name itself)."""
    stem, dot, suffix = name.rpartition(".")
    return name if code == "en" else f"{stem}.{code}{dot}{suffix}"


def draw_pictures(pictures: Mapping[str, Callable[[], QImage]], worded: Collection[str], folder: Path) -> list[Path]:
    """Draw every picture into ``folder``; one with words (``worded``) once per language the app speaks, each
    file named by :func:`spoken_name`, so a rules page shows its pictures in the reader's language."""
    from microgames.ui import language

    written = []
    try:
        for code in language.LANGUAGES:
            language.speak(code)
            for name, draw in pictures.items():
                if code == "en" or name in worded:
                    path = folder / spoken_name(name, code)
                    if not draw().save(str(path)):
                        raise OSError(f"could not write {path}")
                    written.append(path)
    finally:
        language.speak("en")
    return written
