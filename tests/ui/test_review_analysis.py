"""Microchip's analysis in review: in the background, cancellable, stored once, a ghost on the final board."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from microgames.cli import main
from microgames.engine.bots import play_out
from microgames.engine.paths import data_dir
from microgames.engine.saves import save
from microgames.engine.session import Game
from microgames.games import registry
from microgames.games.microchip.solver import best_arrangement
from microgames.ui.reviewanalysis import SUFFIX, fingerprint, load_analysis
from tests.table_harness import seats_for
from tests.ui.test_review import open_page


def finished_chip(seed: int = 7) -> Game:
    rules = registry.get("microchip")
    game = Game.new(rules, seats_for(rules, ("person", "bot"), ("Ana", "Bot")), seed)
    bots = {seat: rules.make_bot("easy", seat, seed + seat) for seat in range(2)}
    play_out(game, bots, 0.05)
    assert game.state.is_over()
    return game


@pytest.fixture(scope="module")
def chip_game() -> Game:
    return finished_chip()


def test_the_analysis_runs_in_the_background_and_is_kept(qtbot, chip_game: Game, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "chip.microgame"
    save(chip_game, path)
    page = open_page(qtbot, chip_game, path)
    assert page.runner is not None and page.strip.progress.isVisible()  # not computed yet: it runs
    qtbot.waitUntil(lambda: page.analysis is not None, timeout=20000)
    state = chip_game.state
    for seat, found in enumerate(page.analysis):
        assert found.best == best_arrangement(state.board(seat), state.owned(seat)).score
        assert found.scored == state.scores()[seat] and found.best >= found.scored
    assert page.strip.label.text() == "<br>".join(a.sentence(s.name) for a, s in zip(page.analysis, chip_game.seats))
    assert (tmp_path / f"chip.microgame{SUFFIX}").is_file()
    assert page.ghosts_shown  # on the final position
    captions = [item.caption() for item in page._ghosts.items]
    assert captions[0].startswith(f"Best possible with your tiles: {page.analysis[0].best}")
    page.session.go(0)
    assert not page.ghosts_shown
    page.session.go(page.session.total)
    assert page.ghosts_shown
    table = page.table
    for layout in reversed(table.layouts):  # the window changes shape: each ghost stays on its board
        table.arrange(layout)

        def on_their_boards() -> bool:  # wherever each card is now, at its size
            return all(item.mapRectToScene(item.geometry.board)
                       == table.seat_holders[seat].mapRectToScene(item.geometry.board)
                       for seat, item in enumerate(page._ghosts.items))

        qtbot.waitUntil(on_their_boards, timeout=2000)
    page.strip.best_box.setChecked(False)
    assert not page.ghosts_shown
    page.shutdown()

    again = open_page(qtbot, chip_game, path)  # computed once: read back at once
    assert again.runner is None and again.analysis == page.analysis
    again.shutdown()


def test_the_cli_prints_analysis_marks(chip_game: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from microgames.ui.reviewanalysis import analyse, store_analysis

    path = tmp_path / "chip.microgame"
    save(chip_game, path)
    found = analyse(chip_game, lambda: False, lambda done, total: None)
    assert found is not None and store_analysis(chip_game, path, found) == tmp_path / f"chip.microgame{SUFFIX}"
    assert main(["review", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    at = out.index("Analysis (best arrangement of the final tiles):")
    assert len(out) == at + 3
    for line, entry, seat in zip(out[at + 1:], found, chip_game.seats):
        assert line.startswith("  = " if entry.best == entry.scored else "  ! ") and seat.name in line
        assert str(entry.best) in line


def test_a_game_without_a_file_keeps_its_analysis_in_the_data_folder(qtbot, chip_game: Game) -> None:  # type: ignore[no-untyped-def]
    page = open_page(qtbot, chip_game)
    qtbot.waitUntil(lambda: page.analysis is not None, timeout=20000)
    page.shutdown()
    assert (data_dir() / "analysis" / f"{fingerprint(chip_game)}{SUFFIX}").is_file()
    assert load_analysis(chip_game, None) == page.analysis


def test_cancelling_stops_and_stores_nothing(qtbot, chip_game: Game, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "chip.microgame"
    save(chip_game, path)
    page = open_page(qtbot, chip_game, path)
    runner = page.runner
    assert runner is not None
    qtbot.mouseClick(page.strip.cancel_button, Qt.MouseButton.LeftButton)
    assert page.runner is None and page.strip.label.text() == "Analysis cancelled."
    assert page.strip.restart_button.isVisible()
    qtbot.waitUntil(lambda: runner._thread is None or not runner._thread.is_alive(), timeout=20000)
    qtbot.wait(50)
    assert page.analysis is None and not (tmp_path / f"chip.microgame{SUFFIX}").exists()
    qtbot.mouseClick(page.strip.restart_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.analysis is not None, timeout=20000)
    page.shutdown()


@pytest.mark.parametrize("damage", [
    "[]", "{}", '{"version": 1, "fingerprint": "x", "seats": []}',
    "FOREIGN",
])
def test_a_wrong_stored_analysis_is_ignored(chip_game: Game, tmp_path: Path, damage: str) -> None:
    from microgames.ui.reviewanalysis import analyse, store_analysis

    path = tmp_path / "chip.microgame"
    save(chip_game, path)
    found = analyse(chip_game, lambda: False, lambda done, total: None)
    assert found is not None
    stored = store_analysis(chip_game, path, found)
    assert stored is not None and load_analysis(chip_game, path) == found
    if damage == "FOREIGN":  # a real analysis, but claiming tiles the seat never had
        data = json.loads(stored.read_text())
        data["seats"][0]["placements"] = [[0, 999, 0]]
        damage = json.dumps(data)
    stored.write_text(damage)
    assert load_analysis(chip_game, path) is None
