"""The moves judged on every core give the very values judged one after the other, in the game's order."""

from __future__ import annotations

from microgames.engine.analysis import analyse_moves
from microgames.engine.analysispool import analyse_moves_pooled
from microgames.games import registry
from tests.engine.test_analysis import EFFORT, played


def test_a_pooled_analysis_equals_the_one_after_the_other() -> None:
    game = played("microworld", 2, 12)
    heard = []
    counted = []
    pooled = analyse_moves_pooled(game, registry.get, lambda: False, counted.append, EFFORT, 3, heard.append, 2)
    alone = analyse_moves(game, lambda: False, lambda done: None, EFFORT, 3)
    assert pooled and pooled == alone
    assert sorted(heard, key=lambda value: value.step) == alone and sorted(counted) == list(range(1, 13))
