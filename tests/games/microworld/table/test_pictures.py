"""The rules page's pictures are drawn by the table's own painters, one for each gene power's example."""

from __future__ import annotations

import html
import re

from PySide6.QtGui import QColor

from microgames.games import registry
from microgames.games.microworld.genes import GENE_KEYS, GENE_NAMES
from microgames.games.microworld.table.pictures import PICTURES
from microgames.resources import read_text


def test_every_picture_of_the_page_is_painted_and_every_gene_power_has_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = html.unescape(read_text(registry.get("microworld").rules_page))
    assert set(re.findall(r'<img src="([^"]+)"', page)) == set(PICTURES)
    entries = dict(re.findall(r"<dt>(.*?)</dt>\s*<dd>(.*?)</dd>", page.split("<h2>Gene powers</h2>", 1)[1], re.S))
    for key, name in zip(GENE_KEYS, GENE_NAMES):
        entry = next(text for term, text in entries.items() if term.startswith(name))
        assert f'<img src="rules-{key}.png"' in entry, f"{name}'s example has no picture"
    image = PICTURES["rules-double.png"]()  # drawn at twice its size on the page, for sharp screens
    seen = {image.pixelColor(x, y).name() for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}
    assert QColor("#2f6fb5").name() in seen and len(seen) > 20  # a board with the Anticorps' pawns, not a blank
