"""Microchip's analysis in review: in the background, cancellable, stored once, a ghost on the final board."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from microgames.cli import main
from microgames.engine.analysis import MoveValue, scale_for
from microgames.engine.bots import play_out
from microgames.engine.paths import data_dir
from microgames.engine.saves import save
from microgames.engine.session import Game
from microgames.games import registry
from microgames.games.microchip.solver import best_arrangement
from microgames.engine.review import SUFFIX, Analysis, fingerprint, load_analysis, store_analysis
from microgames.ui.review.moves import TINTS
from tests.support.table_harness import seats_for
from tests.ui.review.test_review import TEST_EFFORT, open_page, random_game, saved_remediate


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


@pytest.fixture(scope="module")
def chip_found(chip_game: Game) -> Analysis:
    """The game's analysis with a test's small effort, computed once for the tests that store it."""
    from microgames.engine.review import analyse

    found = analyse(chip_game, lambda: False, lambda done, total: None, TEST_EFFORT)
    assert found is not None
    return found


def test_the_analysis_runs_in_the_background_and_is_kept(qtbot, chip_game: Game, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                         speak) -> None:
    path = tmp_path / "chip.microgame"
    save(chip_game, path)
    page = open_page(qtbot, chip_game, path)
    assert page.runner is not None and page.strip.progress.isVisible()  # not computed yet: it runs
    qtbot.waitUntil(lambda: page.analysis is not None, timeout=90000)
    state = chip_game.state
    for seat, found in enumerate(page.analysis.seats):
        best = best_arrangement(state.board(seat), state.owned(seat))
        assert found.best == best.score and found.placements == dict(best.placements)
        assert found.scored == state.scores()[seat] and found.best >= found.scored
    sentences = [a.sentence(s.name) for a, s in zip(page.analysis.seats, chip_game.seats)]
    assert page.strip.label.text().split("<br>")[:2] == sentences
    assert (tmp_path / f"chip.microgame{SUFFIX}").is_file()
    assert page.ghosts_shown  # on the final position
    captions = [item.caption() for item in page._ghosts.items]
    assert captions[0].startswith(f"Best possible with your tiles: {page.analysis.seats[0].best}\nyou ")
    speak("de")  # the captions are said in the language of the moment
    assert page._ghosts.items[0].caption().startswith(f"Bestmöglich mit Ihren Plättchen: {page.analysis.seats[0].best}\n")
    assert page._ghosts.items[0].short_caption().startswith(f"Bestwert {page.analysis.seats[0].best} · ")
    speak("en")
    for seat, item in enumerate(page._ghosts.items):  # readable on screen, under the name, not over it
        shown = page.table.graphics_view.transform().m11() * item.scale()
        font, text = item.caption_fit(shown)
        assert font.pointSizeF() * shown >= 8.9 and str(page.analysis.seats[seat].best) in text
        name = page.table.names[seat]
        assert item.strip().top() >= name.mapRectToParent(name.boundingRect()).bottom() - 0.5
    page.session.go(0)
    assert not page.ghosts_shown
    page.session.go(page.session.total)
    assert page.ghosts_shown
    table = page.table
    for layout in reversed(table.layouts):  # the window changes shape: each ghost stays on its board
        table.arrange(layout)

        def on_their_boards() -> bool:  # wherever each card is now, at its size: each ghost cell on its space
            return all((item.mapToScene(item.geometry.cell_rect(cell).center())
                        - table.spaces[seat][cell].sceneBoundingRect().center()).manhattanLength() < 1
                       for seat, item in enumerate(page._ghosts.items) for cell in (0, 24))

        qtbot.waitUntil(on_their_boards, timeout=2000)
    page.strip.best_box.setChecked(False)
    assert not page.ghosts_shown
    page.shutdown()

    again = open_page(qtbot, chip_game, path)  # computed once: read back at once
    assert again.runner is None and again.analysis == page.analysis
    again.shutdown()


def test_the_cli_prints_analysis_marks(chip_game: Game, chip_found: Analysis, tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "chip.microgame"
    save(chip_game, path)
    found = chip_found
    assert store_analysis(chip_game, path, found) == tmp_path / f"chip.microgame{SUFFIX}"
    assert main(["review", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    at = out.index("Analysis (best arrangement of the final tiles):")
    assert out[at + 3].startswith("Marked moves: ")
    for line, entry, seat in zip(out[at + 1:at + 3], found.seats, chip_game.seats):
        assert line.startswith("  = " if entry.best == entry.scored else "  ! ") and seat.name in line
        assert str(entry.best) in line


def test_a_game_without_a_file_keeps_its_analysis_in_the_data_folder(qtbot, chip_game: Game) -> None:  # type: ignore[no-untyped-def]
    page = open_page(qtbot, chip_game)
    qtbot.waitUntil(lambda: page.analysis is not None, timeout=90000)
    page.shutdown()
    assert (data_dir() / "analysis" / f"{fingerprint(chip_game)}{SUFFIX}").is_file()
    assert load_analysis(chip_game, None) == page.analysis


def test_the_same_game_worded_otherwise_finds_its_analysis(chip_game: Game, chip_found: Analysis) -> None:
    """A step read back from a save may be worded otherwise ("follows the hint" as the moves it made): same game."""
    assert store_analysis(chip_game, None, chip_found) is not None
    again = Game.new(chip_game.rules, chip_game.seats, chip_game.seed, chip_game.options)
    again.history.replay([("Someone moves", step.commands) for step in chip_game.history.applied()])
    assert again.history.labels()[0] == "Someone moves" != chip_game.history.labels()[0]
    assert fingerprint(again) == fingerprint(chip_game) and load_analysis(again, None) == chip_found


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
    qtbot.mouseClick(page.strip.restart_button, Qt.MouseButton.LeftButton)  # runs again from the start
    assert page.runner is not None and page.runner is not runner and page.strip.cancel_button.isVisible()
    page.shutdown()


@pytest.mark.parametrize("damage", [
    "[]", "{}", '{"version": 1, "fingerprint": "x", "seats": []}',
    "FOREIGN",
])
def test_a_wrong_stored_analysis_is_ignored(chip_game: Game, chip_found: Analysis, tmp_path: Path,
                                            damage: str) -> None:
    path = tmp_path / "chip.microgame"
    save(chip_game, path)
    found = chip_found
    stored = store_analysis(chip_game, path, found)
    assert stored is not None and load_analysis(chip_game, path) == found
    if damage == "FOREIGN":  # a real analysis, but claiming tiles the seat never had
        data = json.loads(stored.read_text())
        data["seats"][0]["placements"] = [[0, 999, 0]]
        damage = json.dumps(data)
    elif damage == "OLD":  # an analysis of the first version (best arrangements only): computed again
        data = json.loads(stored.read_text())
        data["version"], _ = 1, data.pop("moves")
        damage = json.dumps(data)
    elif damage == "MOVE":  # a judged move claimed for a seat that did not make it
        data = json.loads(stored.read_text())
        data["moves"][0][1] = 1 - data["moves"][0][1]
        damage = json.dumps(data)
    stored.write_text(damage)
    assert load_analysis(chip_game, path) is None


def test_marks_values_and_the_legend_show_in_the_move_list(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    game, path, seats = saved_remediate(tmp_path)
    scale = scale_for(registry.get("remediate"))
    blunder, dubious, fine = (MoveValue(2, seats[1], 90.0, 20.0, 12, 5.0, "clones Chemotaxis"),
                              MoveValue(3, seats[2], 60.0, 40.0, 12, 1.0), MoveValue(5, seats[4], 50.0, 50.0, 12, 9.0))
    assert store_analysis(game, path, Analysis((), (blunder, dubious, fine), scale)) is not None
    page = open_page(qtbot, game, path)
    assert page.runner is None and page.analysis is not None  # read back, not computed
    labels = page.session.labels
    assert page.moves.text(2) == f"2. {labels[1]}  ??\n    90% → 20%\n    Better: clones Chemotaxis, +70%"
    assert page.moves.text(3) == f"3. {labels[2]}  ?\n    60% → 40%"
    assert page.moves.text(5) == f"5. {labels[4]}\n    50% → 50%"
    assert page.moves.text(4) == f"4. {labels[3]}"  # a move not judged (no choice) stays as it was
    assert page.moves.item(2).font().bold() and page.moves.item(2).background().color().name() == TINTS["??"][0]
    assert "12 samples" in page.moves.item(3).toolTip()
    legend = page.moves.legend
    assert legend.isVisible() and "&nbsp;??&nbsp;</span> lost 30% chance to win or more" in legend.text()
    names = [s.name for s in game.seats]
    assert page.strip.label.text() == html.escape(Analysis((), (blunder, dubious, fine), scale).summary(names)[0],
                                                  quote=False)
    assert not page.strip.best_box.isVisible()  # no best arrangements in Remediate
    qtbot.keyClick(page.table, Qt.Key.Key_Home)
    page.session.go(2)
    assert page.bar.label.text().endswith("?? — " + scale.measure + ": 90% → 20% (lost 70% ± 15%, 12 samples)"
                                          " — Better: clones Chemotaxis, +70%")
    page.shutdown()


def test_a_microworld_review_computes_the_marks_of_every_judged_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = random_game("microworld", 3, steps=400)
    page = open_page(qtbot, game)
    qtbot.waitUntil(lambda: page.analysis is not None, timeout=90000)
    found = page.analysis
    assert found.moves and found.scale == scale_for(registry.get("microworld"))
    for value in found.moves:
        mark = found.mark(value)
        head = page.moves.text(value.step).split("\n")[0]
        assert head.endswith(f"  {mark}") if mark else not head.endswith("?")
    assert load_analysis(game, None) == found  # kept in the data folder: computed once
    page.shutdown()
