"""Remediate starts with strict undo whatever the preference: a draw reveals hidden cards."""

from __future__ import annotations

from microgames.engine.history import UndoPolicy
from microgames.games.microchip.rules import RULES as MICROCHIP
from microgames.games.remediate.rules import RULES
from microgames.resources import read_text
from microgames.ui.newgame import NewGameSetup
from microgames.ui.preferences import Preferences
from tests.support.table_harness import seats_for
from tests.support.window import FakePrompts


def test_a_new_remediate_game_takes_strict_undo_while_microchip_follows_the_preference(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.app import make_application
    from microgames.ui.mainwindow import MainWindow

    make_application()
    window = MainWindow(Preferences(undo_policy=UndoPolicy.CASUAL))
    window.prompts = FakePrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    for rules, policy in ((RULES, UndoPolicy.STRICT), (MICROCHIP, UndoPolicy.CASUAL)):
        window._new_game_accepted(NewGameSetup(rules, seats_for(rules, ("person", "person"), ("Ana", "Ben")), {}, 3))
        assert window.game is not None and window.game.history.policy is policy
    window.controller.close(keep_autosave=True)
    window.controller = None
    assert "always starts with <em>strict</em> undo" in read_text(RULES.rules_page)
