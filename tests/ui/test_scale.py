"""The whole shell follows a large window: the seats, the move log, the table's buttons and the dialogs grow with it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from microgames.ui.play.results import ResultsDialog
from microgames.ui.scale import scale_for


def test_the_scale_is_one_up_to_the_default_window_and_grows_smoothly_to_about_one_and_a_half() -> None:
    assert scale_for(1180, 800) == scale_for(1024, 700) == scale_for(800, 600) == 1.0
    assert 1.35 <= scale_for(2560, 1440) <= 1.5
    assert 1.0 < scale_for(1920, 1080) < scale_for(2560, 1440)
    steps = [scale_for(1180 + w, 800 + round(w * 0.55)) for w in range(0, 4000, 40)]
    assert steps == sorted(steps) and max(b - a for a, b in zip(steps, steps[1:])) <= 0.05 + 1e-9
    assert steps[-1] == 1.5


def _sizes(window) -> dict[str, float]:  # type: ignore[no-untyped-def]
    card = window.page.seat_panel.cards[0]
    log = window.log_dock.widget()
    button = window.table.findChild(QPushButton, "remediate_draw")
    return {"name": card.name.font().pointSizeF(), "score": card.score.font().pointSizeF(),
            "marker": float(card.marker.width()), "log": log.font().pointSizeF(), "button": button.font().pointSizeF()}


def _results(window) -> ResultsDialog:  # type: ignore[no-untyped-def]
    dialog = ResultsDialog("Remediate", window.game.seats, [5, 3], False, window)
    dialog.show()
    QApplication.processEvents()
    return dialog


def _start(window) -> None:  # type: ignore[no-untyped-def]
    rules = registry.get("remediate")
    seats = (Seat("Ana", "person", "", rules.seat_colours[0]), Seat("Ben", "person", "", rules.seat_colours[1]))
    window.start_game(Game.new(rules, seats, 7), None)
    QApplication.processEvents()


@pytest.mark.parametrize("small", [(1180, 800), (1024, 700)])
def test_at_2560_by_1440_the_seats_log_buttons_and_results_are_a_third_larger_and_come_back(
        qtbot, make_window, small: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(*small)
    _start(window)
    natural = QApplication.font().pointSizeF()
    today = _sizes(window)
    assert today == {"name": natural, "score": natural * 1.6, "marker": 22.0, "log": natural, "button": natural}
    dialog = _results(window)
    headline = dialog.headline.font().pointSizeF()
    assert headline == natural * 1.8
    dialog.close()
    window.resize(2560, 1440)
    QApplication.processEvents()
    large = _sizes(window)
    assert all(large[key] >= 1.3 * today[key] for key in today), large
    dialog = _results(window)
    assert dialog.headline.font().pointSizeF() >= 1.3 * headline
    rows = [label for label in dialog.findChildren(QLabel) if label.text() == "Ana"]
    assert rows and rows[0].font().pointSizeF() >= 1.3 * natural * 1.25
    dialog.close()
    window.resize(*small)
    QApplication.processEvents()
    assert _sizes(window) == today  # nothing stale on the way back
    assert _results(window).headline.font().pointSizeF() == headline


def test_a_dialog_opened_at_a_large_window_size_follows_it(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(2560, 1440)
    QApplication.processEvents()
    window.new_game("remediate")
    dialog = window.new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    natural = QApplication.font().pointSizeF()
    assert dialog.start_button.font().pointSizeF() >= 1.3 * natural
    title = next(label for label in dialog.findChildren(QLabel) if label.objectName() == "cardTitle")
    assert title.font().pointSizeF() >= 1.3 * 17
    dialog.reject()
    rules = window.show_rules("remediate")
    assert rules.font().pointSizeF() >= 1.3 * natural and rules.width() >= 1.3 * 720
    rules.close()


def test_a_resize_within_a_scale_step_fits_the_table_once(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    _start(window)
    window.page.stack.setCurrentWidget(window.page.board)  # past the hand-off cover: the table is on show
    window.resize(2560, 1440)
    QApplication.processEvents()
    fits = []
    table = window.table
    original = table.zoom_fit
    table.zoom_fit = lambda: (fits.append(1), original())[1]  # type: ignore[method-assign]
    for size in ((2500, 1400), (2560, 1440), (1180, 800), (1100, 760)):
        fits.clear()
        window.resize(*size)
        QApplication.processEvents()
        if size != (1180, 800):  # (a new scale step lays the page out again after the font has changed)
            assert len(fits) <= 1, size


def test_a_game_started_in_a_large_window_is_made_at_its_scale(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    small = make_window()
    small.resize(1180, 800)
    QApplication.processEvents()
    _start(small)
    before = _sizes(small)
    window = make_window()
    window.resize(2560, 1440)
    QApplication.processEvents()
    _start(window)  # the page and the docks are made after the window took its scale
    after = _sizes(window)
    assert all(after[key] >= 1.3 * before[key] for key in before), (before, after)


def test_the_launcher_grows_with_a_large_window_and_comes_back(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.launcher.page import ART_HEIGHT, CARD_WIDTH

    window = make_window()
    window.resize(1180, 800)
    QApplication.processEvents()
    natural = QApplication.font().pointSizeF()

    def sizes() -> dict[str, float]:
        card = window.launcher.cards["microworld"]
        labels = {label.objectName(): label for label in card.findChildren(QLabel)}
        return {"card": float(card.width()), "art": float(card.art.height()),
                "pitch": labels["cardPitch"].font().pointSizeF(), "title": labels["cardTitle"].font().pointSizeF(),
                "play": card.button.font().pointSizeF()}

    today = sizes()
    assert today["card"] == CARD_WIDTH and today["art"] == ART_HEIGHT and today["pitch"] == natural
    window.resize(2560, 1440)
    qtbot.waitUntil(lambda: sizes()["card"] > CARD_WIDTH)
    large = sizes()
    assert all(large[key] >= 1.3 * today[key] for key in today), large
    column = window.launcher.widget()
    assert column is not None and window.launcher.cards["microchip"].mapTo(column, QPoint(0, 0)).x() \
        + large["card"] <= window.launcher.viewport().width()  # the three cards still side by side, in view
    window.resize(1180, 800)
    qtbot.waitUntil(lambda: sizes()["card"] == CARD_WIDTH)
    assert sizes() == today  # nothing stale on the way back
