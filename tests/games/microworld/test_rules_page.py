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


def test_the_additional_rules_read_as_a_list_of_tiles() -> None:
    page = html.unescape(" ".join(read_text(registry.get("microworld").rules_page).split()))
    section = page.split("<h2>Additional rules</h2>", 1)[1].split("<h2>", 1)[0]
    assert "<dt>" not in section  # no bare letter on a line of its own
    tiles = re.findall(r'<span style="font-size: x-large; font-weight: 700;">([A-H])</span>', section)
    assert tiles == list("ABCDEFGH")
    for letter in "ABCDEFGH":
        assert f"<b>Rule {letter}: " in section  # each tile beside its name and its text


def test_score_opponent_pawns_is_stated_as_the_rule_text_has_it() -> None:
    page = html.unescape(" ".join(read_text(registry.get("microworld").rules_page).split()))
    entry = page.split("<dt>Score opponent pawns (after)</dt>", 1)[1].split("</dd>", 1)[0]
    assert "instead of your own pawns, even when that gives fewer points" in entry
    assert "use it anyway?" in entry and "never takes points away" not in page
