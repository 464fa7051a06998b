"""The moments on the Remediate table: a cleaned environment turning over the next with its news, an attack's arrow."""

from __future__ import annotations

from PySide6.QtCore import Qt

from microgames.games.remediate import cards as C
from tests.support.remediate_table import clone_from_pool, play_a_blocked_attack


def test_a_cleaned_environment_turns_the_next_over_and_says_what_it_means(make_table) -> None:  # type: ignore[no-untyped-def]
    def prepare(state) -> None:  # type: ignore[no-untyped-def]
        clone_from_pool(state, 0, "Cutinase")
        state.supply += state.env_plastic - 1
        state.env_plastic = 1
        state.envs[-1] = C.ENV_NAME.index("Arctic Sea Ice")

    harness = make_table(prepare=prepare)
    table, qtbot = harness.table, harness.qtbot
    harness.click(harness.point_of(("pool",)))
    qtbot.mouseClick(table.buttons["skip"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.buttons["remediate"], Qt.MouseButton.LeftButton)
    assert harness.state.env == C.ENV_NAME.index("Arctic Sea Ice")
    moments = table.moments
    assert moments.turning.isVisible() and not table.env_card.isVisible()  # the next card is turning over
    assert moments.leaving.isVisible()  # the cleaned one flies off
    assert moments.dealt.isVisible() and moments.dealt.key == ("plastic", harness.state.env_plastic)
    news = "Arctic Sea Ice: cold. Your remediation is capped at 1 without Cold Shock Proteins."
    assert moments.news == news and moments.banner.isVisible() and moments.banner.text == news
    assert harness.messages[-1] == news
    harness.settle()
    assert table.env_card.isVisible() and not moments.turning.isVisible()
    assert table.env_card.key == ("env", harness.state.env, harness.state.env_plastic)


def test_a_blocked_attack_shows_its_arrow_and_the_defence_flashing(make_table) -> None:  # type: ignore[no-untyped-def]
    harness, picked = play_a_blocked_attack(make_table)
    table = harness.table
    assert picked["defence"] in harness.state.discard and harness.state.stash[1] == 3  # blocked
    arrow, flash = table.moments.arrow, table.moments.flash
    assert arrow.isVisible() and flash.isVisible() and flash.key[:2] == ("gene", picked["defence"])
    start, end = table.moments.arrow_ends
    assert table.geometry_.seats[0].panel.contains(start) and table.geometry_.seats[1].panel.contains(end)
    harness.qtbot.waitUntil(lambda: not arrow.isVisible() and not flash.isVisible(), timeout=4000)
