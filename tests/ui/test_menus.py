"""Menus with standard shortcuts, zoom, full screen, rules pages."""

from __future__ import annotations

import attrs
from PySide6.QtGui import QKeySequence

from microgames.games import registry
from tests.support.window import click_table_item, start_pebbles


def menu_texts(window) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    return {m.title(): [a.text() for a in m.actions() if not a.isSeparator()]
            for m in (a.menu() for a in window.menuBar().actions())}


def test_menus_hold_the_standard_commands(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    menus = menu_texts(window)
    assert menus["&Game"] == ["&New Game…", "&Open…", "Open &Recent", "&Save", "Save &As…", "&Close Game",
                              "Re&view…", "Recor&ds…", "&Preferences…", "&Quit"]
    assert menus["&Edit"] == ["&Undo", "&Redo"]
    assert menus["&View"] == ["&History Panel", "&Move Log", "Zoom &In", "Zoom &Out", "&Fit to Window",
                              "&Return to the Game", "Look at an &Earlier Move", "Look at a &Later Move", "&Full Screen"]
    assert not window.return_action.isEnabled()  # only while looking back
    assert menus["&Help"] == ["&Rules", "&Cards", "&Learn to Play", "&Puzzles", "&About Microgames"]
    standard = QKeySequence.StandardKey
    for action, key in ((window.new_action, standard.New), (window.open_action, standard.Open),
                        (window.save_action, standard.Save), (window.undo_action, standard.Undo),
                        (window.redo_action, standard.Redo), (window.zoom_in_action, standard.ZoomIn)):
        assert action.shortcuts() == QKeySequence.keyBindings(key)
    assert not window.save_action.isEnabled() and not window.undo_action.isEnabled()  # no game yet


def test_zoom_and_full_screen(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_pebbles(qtbot, window)
    table = window.table
    fitted = table.zoom_factor()
    window.zoom_in_action.trigger()
    assert table.zoom_factor() > fitted
    window.zoom_out_action.trigger()
    window.zoom_out_action.trigger()
    assert table.zoom_factor() < fitted
    window.zoom_fit_action.trigger()
    assert abs(table.zoom_factor() - fitted) < 1e-6
    window.full_screen_action.trigger()
    assert window.isFullScreen() and window.full_screen_action.isChecked()
    window.full_screen_action.trigger()
    assert not window.isFullScreen()


def test_help_shows_each_games_rules_page(qtbot, make_window, pebbles, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import microgames.ui.rulesview as rulesview

    page = tmp_path / "rules.html"
    page.write_text("<h1>How to play Pebbles</h1><p>Take one to three pebbles.</p>", encoding="utf-8")
    monkeypatch.setattr(rulesview, "resource_path", lambda rel: page)
    monkeypatch.setattr(rulesview, "read_text", lambda rel: page.read_text(encoding="utf-8"))
    registry.register(attrs.evolve(pebbles, rules_page="pebbles/rules.html"))
    window = make_window()
    assert "How to play Pebbles" in [a.text() for a in window.rules_menu.actions()]
    window.rules_actions["pebbles"].trigger()
    dialog = window.findChild(rulesview.RulesDialog)
    assert dialog is not None and dialog.isVisible()
    assert "Take one to three pebbles." in dialog.browser.toPlainText()
    dialog.close()


def test_every_shipped_game_has_its_rules_in_the_help_menu(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    texts = [a.text() for a in window.rules_menu.actions()]
    for game in registry.all_games():
        if game.rules_page:
            assert f"How to play {game.title}" in texts


def test_colourblind_mode_draws_symbols_on_the_table(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.preferences import Preferences

    window = make_window()
    start_pebbles(qtbot, window)
    def marker_shapes() -> list[int]:
        return [item.path().elementCount() for item in window.table.scene.items() if item.data(0) is not None]
    plain = marker_shapes()
    window.set_preferences(Preferences(colourblind=True))
    assert marker_shapes() != plain  # a circle and a triangle instead of two discs
    assert all(card.marker.colourblind for card in window.page.seat_panel.cards)
    click_table_item(qtbot, window.table, window.table.buttons["take1"])


def test_without_rules_pages_the_rules_menu_says_so(make_window, pebbles, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(registry, "all_games", lambda: [pebbles])  # Pebbles has no rules page
    window = make_window()
    actions = window.rules_menu.actions()
    assert [a.text() for a in actions] == ["No rules installed"] and not actions[0].isEnabled()
