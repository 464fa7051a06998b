"""The rules page gives every gene power of the game's gene list its rule and a worked example, as the
rulebook does."""

from __future__ import annotations

import html
import re

from microgames.games import registry
from microgames.games.microworld.genes import GENE_NAMES
from microgames.resources import read_text


def test_every_gene_power_has_its_rule_and_an_example() -> None:
    page = html.unescape(" ".join(read_text(registry.get("microworld").rules_page).split()))
    powers = dict(re.findall(r"<dt>(.*?)</dt>\s*<dd>(.*?)</dd>", page.split("<h2>Gene powers</h2>", 1)[1]))
    for name in GENE_NAMES:
        entry = next((text for term, text in powers.items() if re.fullmatch(rf"{re.escape(name)}( \(\w+\))?", term)),
                     None)
        assert entry is not None, f"no entry for {name}"
        rule, _, example = entry.partition("<i>Example:</i>")
        assert len(rule.split()) >= 5 and len(example.split()) >= 15, f"{name} lacks its rule or example"
        assert "point" in example or "token" in example, f"the example of {name} says nothing of points or tokens"
