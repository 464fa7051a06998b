"""A stored analysis reads in the language of the moment (its measure, values, legend, the better move and the
banner that shows it) while its file keeps English, so it reads in any language again."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

from microgames.engine.analysis import MoveValue, scale_for
from microgames.engine.review import SUFFIX, Analysis, store_analysis
from microgames.engine.saves import save
from microgames.engine.words import shown
from microgames.games.microworld.analysis import better_words
from tests.ui.review.test_review import open_page, random_game

#: Words of the analysis's English that no German sentence of it may keep.
ENGLISH = ("lost", "sample", "exact", "Better", "expected", "margin", "Values", "beyond doubt", "shown instead")


def stored_blunder(path: Path) -> tuple[Any, MoveValue]:
    """A finished Microworld game saved at ``path`` with one stored blunder: its first move with a choice, whose
    better move is another legal move (its commands and English words kept with the analysis)."""
    game = random_game("microworld", 3, steps=400)
    save(game, path)
    for number, step in enumerate(game.history.steps, 1):
        before = game.history.state_at(number - 1)
        others = [move for move in before.legal_commands(step.seat) if (move,) != tuple(step.commands)]
        if others:
            words = better_words(before, step.seat, (others[0],), 0.0)
            value = MoveValue(number, step.seat, 6.0, -4.0, 24, 0.5, words, False, (others[0],))
            assert store_analysis(game, path, Analysis((), (value,), scale_for(game.rules))) is not None
            return game, value
    raise AssertionError("no move with a choice")


def test_a_stored_analysis_reads_in_german_and_its_file_keeps_english(qtbot: Any, tmp_path: Path,
                                                                     speak: Any) -> None:
    path = tmp_path / "done.microgame"
    game, value = stored_blunder(path)
    stored = path.with_name(path.name + SUFFIX).read_text(encoding="utf-8")
    english = str(value.better)
    assert json.dumps(english)[1:-1] in stored
    speak("de")
    german = shown(value.better)
    assert german != english and json.dumps(german)[1:-1] not in stored and "Besser" not in stored
    page = open_page(qtbot, game, path)
    assert page.runner is None and page.analysis is not None  # read back, not computed
    read = page.analysis.by_step()[value.step]
    assert read.better_move == value.better_move and shown(read.better) == german  # made again from the commands
    page.session.go(value.step)
    said = page.bar.label.text()
    assert said.endswith(f" ?? — erwarteter Endvorsprung (Punkte Vorsprung am Ende): +6,0 → −4,0 "
                         f"(10,0 ± 1,5 verloren, 24 Stichproben) — Besser: {german}, +10,0")
    row, tip = page.moves.text(value.step), page.moves.item(value.step).toolTip()
    assert row.endswith(f"??\n    +6,0 → −4,0\n    Besser: {german}, +10,0")
    assert tip.startswith("erwarteter Endvorsprung (Punkte Vorsprung am Ende): +6,0 → −4,0")
    legend = html.unescape(re.sub(r"<[^>]*>", " ", page.moves.legend.text()))
    assert "8,0 Punkte oder mehr verloren, zweifelsfrei" in legend and "Werte: erwarteter Endvorsprung" in legend
    page.show_better(value.step)
    banner = page.banner.label.text()
    assert banner == f"<b>{html.escape(f'Besser: {german}, +10,0', quote=False)}</b> — anstelle des gespielten Zugs gezeigt"
    for text in (said, row, tip, legend, banner):
        assert english not in text and not [word for word in ENGLISH if word in text], text
    speak("fr")  # a new language on the open review: every sentence said again, the better move too
    french = shown(value.better)
    qtbot.waitUntil(lambda: f"Meilleur coup : {html.escape(french, quote=False)}, +10,0" in page.banner.label.text(),
                    timeout=5000)
    page.back_to_played()
    qtbot.waitUntil(lambda: page.bar.label.text().endswith(f"— Meilleur coup : {french}, +10,0"), timeout=5000)
    assert "(perte de 10,0 ± 1,5, 24 échantillons)" in page.bar.label.text()
    assert path.with_name(path.name + SUFFIX).read_text(encoding="utf-8") == stored  # showing it changed nothing
    page.shutdown()
