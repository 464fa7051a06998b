"""Render the README's screenshots into docs/screenshots/ (offscreen, with a throw-away data folder).

    python scripts/screenshots.py            # every shot
    python scripts/screenshots.py launcher   # only some

Each shot is one function taking the main window and returning the widget to grab;
add yours to SHOTS (a game team adds its table shots the same way).
Until a game with a table is registered, the shots use the shell's test game, Pebbles.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["MICROGAMES_DATA_DIR"] = tempfile.mkdtemp(prefix="microgames-shots-")
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from microgames.engine.seats import Seat  # noqa: E402
from microgames.engine.session import Game  # noqa: E402
from microgames.games import registry  # noqa: E402
from microgames.ui import theme  # noqa: E402
from microgames.ui.app import make_application  # noqa: E402
from microgames.ui.mainwindow import MainWindow  # noqa: E402
from microgames.ui.preferences import Preferences  # noqa: E402

SIZE = (1280, 820)


def settle(widget: QWidget) -> None:
    for _ in range(5):
        QApplication.processEvents()
    widget.repaint()


def playable_game() -> str:
    """The first registered game with a table; the test game if there is none yet."""
    for rules in registry.all_games():
        if rules.view_factory:
            return rules.id
    from tests.support.pebbles import RULES

    registry.register(RULES)
    return RULES.id


def start(window: MainWindow, game_id: str, seats: list[Seat], seed: int = 3) -> Game:
    game = Game.new(registry.get(game_id), seats, seed)
    window.start_game(game, None)
    settle(window)
    return game


def two_seats(game_id: str) -> list[Seat]:
    rules = registry.get(game_id)
    names = rules.seat_names or ("Ana", "Ben")
    return [Seat(names[0], colour=rules.seat_colours[0]),
            Seat(names[1], "bot", rules.bot_levels[-1], rules.seat_colours[1])]


# --- the shots ---------------------------------------------------------------------------------------
def shot_launcher(window: MainWindow) -> QWidget:
    """The launcher with a game to resume and a recent save."""
    game_id = playable_game()
    game = start(window, game_id, two_seats(game_id))
    command = game.state.legal_commands(game.state.awaiting()[0])[0]
    window.controller.context.submit(command)
    saved = Path(os.environ["MICROGAMES_DATA_DIR"]) / "saves" / "Friday evening.microgame"
    window.controller.save(saved)
    from microgames.ui.launcher.recent import add_recent

    add_recent(saved)
    window.drop_game(keep_autosave=True)  # as after a quit: the launcher offers to resume
    settle(window)
    return window


def shot_new_game(window: MainWindow) -> QWidget:
    """The New Game dialog of the first playable game."""
    window.new_game(playable_game())
    dialog = window.new_game_dialog
    assert dialog is not None
    dialog.count.setValue(min(3, dialog.rules.max_seats))
    settle(dialog)
    return dialog


def shot_table(window: MainWindow) -> QWidget:
    """A game in progress: seats, table, move log."""
    game_id = playable_game()
    game = start(window, game_id, two_seats(game_id))
    for _ in range(2):
        seat = game.state.awaiting()[0]
        window.controller.context.submit(game.state.legal_commands(seat)[0])
        settle(window)
    return window


def shot_handoff(window: MainWindow) -> QWidget:
    """Hot seat with something private: the table hides until the next person is ready.

    Played on the first game with a table whose views hide something; the test game otherwise.
    """
    from tests.support.pebbles import RULES

    candidates = [g.id for g in registry.all_games() if g.view_factory and g.id != RULES.id] + [RULES.id]
    for game_id in candidates:
        if game_id == RULES.id:
            registry.register(RULES)
        rules = registry.get(game_id)
        names = rules.seat_names or ("Ana", "Ben")
        game = start(window, game_id, [Seat(names[0], colour=rules.seat_colours[0]),
                                       Seat(names[1], colour=rules.seat_colours[1])])
        for _ in range(60):
            if window.controller.handoff_pending is not None or game.state.is_over():
                break
            seat = game.state.awaiting()[0]
            window.controller.context.submit(game.state.legal_commands(seat)[-1])
        if window.controller.handoff_pending is not None:
            settle(window)
            return window
        window.drop_game(keep_autosave=False)
    raise RuntimeError("no game needed a hand-off")


def shot_results(window: MainWindow) -> QWidget:
    """The results dialog at the end of a game between bots."""
    game_id = playable_game()
    rules = registry.get(game_id)
    seats = [Seat(f"{level.capitalize()} bot", "bot", level, rules.seat_colours[n])
             for n, level in enumerate(rules.bot_levels[: max(2, min(3, rules.max_seats))])]
    from microgames.engine.bots import bots_for, play_out

    game = Game.new(rules, seats, 5)
    play_out(game, bots_for(game, 5), budget=0.05)
    window.start_game(game, None)
    settle(window)
    assert window.results_dialog is not None
    return window.results_dialog


def shot_dark(window: MainWindow) -> QWidget:
    """The launcher in the dark scheme."""
    from PySide6.QtCore import Qt

    theme.restyle(QApplication.instance(), Qt.ColorScheme.Dark)  # as when the system turns dark
    shot_launcher(window)
    settle(window)
    return window


# --- Microchip -----------------------------------------------------------------------------------
def microchip_mid_game(window: MainWindow, count: int, colourblind: bool) -> QWidget:
    """A Microchip table mid-draft: boards arranged, a scored microchip glowing, badges on open wires."""
    from microgames.games.microchip.commands import Draft, Place
    from microgames.games.microchip.solver import hint
    from microgames.games.microchip.tiles import tile

    rules = registry.get("microchip")
    seats = [Seat(rules.seat_names[0], colour=rules.seat_colours[0])]
    seats += [Seat(rules.seat_names[i], "bot", "medium", rules.seat_colours[i]) for i in range(1, count)]
    window.set_preferences(Preferences(animation_speed="off", colourblind=colourblind))
    window.resize(1500, 900) if count > 2 else window.resize(1440, 760)
    game = Game.new(rules, seats, 12 if count == 2 else 8, {"improve": True})
    history = game.history
    drafts = 30 if count == 2 else 45
    for k in range(drafts):
        state = history.state
        column = state.column(state.active_column())
        history.execute(Draft(state.turn, column[k % len(column)]))
    for seat in range(count):
        commands = hint(history.state, seat)
        if commands:
            history.execute_macro(f"{seats[seat].name} rearranges the board", commands)
    state = history.state
    for tile_id in list(state.trays[0])[:2]:  # two tiles put down but not wired up yet: badges
        free = [c for c in state.board(0).cells_of(tile(tile_id).colour.key) if state.cells[0][c] is None]
        if free:
            history.execute(Place(0, tile_id, free[-1], 1 % tile(tile_id).shape.rotations))
            state = history.state
    window.start_game(game, None)
    window.controller._cancel_bot()  # hold the bots still for the picture
    settle(window)
    window.table.zoom_fit()
    settle(window)
    return window


# --- Microworld ----------------------------------------------------------------------------------
def shot_microworld(window: MainWindow) -> QWidget:
    """A Microworld table mid-game: pawns spreading, tokens in hand with their Use buttons, cells lit to place."""
    from microgames.engine.rng import Rng
    from microgames.games.microworld.commands import EndTurn, UseGene

    rules = registry.get("microworld")
    seats = [Seat(rules.seat_names[0], colour=rules.seat_colours[0]),
             Seat(rules.seat_names[1], "bot", "easy", rules.seat_colours[1])]
    window.set_preferences(Preferences(animation_speed="off"))
    window.resize(1380, 860)
    game = Game.new(rules, seats, 4, {"scenario": "free", "rule_a": True, "rule_b": True, "rule_c": True})
    history, rng = game.history, Rng(1)
    while history.state.turn < 13 or history.state.awaiting() != (0,) or history.state.phase != 2:
        state = history.state
        seat = state.awaiting()[0]
        legal = [c for c in state.legal_commands(seat) if not isinstance(c, (UseGene, EndTurn))]
        history.execute(rng.choice(legal or state.legal_commands(seat)))
    window.start_game(game, None)
    window.controller._cancel_bot()  # hold the bot still for the picture
    settle(window)
    window.table.zoom_fit()
    settle(window)
    return window


# --- Remediate -----------------------------------------------------------------------------------
def shot_remediate(window: MainWindow) -> QWidget:
    """A Remediate table some turns in: genes cloned, plastic stashed, Ana about to clone."""
    rules = registry.get("remediate")
    names = rules.seat_names or ("Ana", "Ben", "Cleo")
    seats = [Seat(names[0], colour=rules.seat_colours[0])]
    seats += [Seat(names[i], "bot", "medium", rules.seat_colours[i]) for i in (1, 2)]
    window.set_preferences(Preferences(animation_speed="off"))
    window.resize(1600, 900)
    game = Game.new(rules, seats, 21, {"microbe_1": "Pseudomonas putida"})
    history = game.history
    bots = [rules.make_bot("medium", seat, 7 + seat) for seat in range(len(seats))]
    while history.state.turns < 16 or not (history.state.turn == 0 and history.state.phase == "draw"):
        state = history.state
        history.execute(bots[state.turn].choose(state.view(state.turn), 0.02))
    from microgames.games.remediate.commands import Draw

    history.execute(Draw(0))
    window.start_game(game, None)
    window.controller._cancel_bot()  # hold the bots still for the picture
    settle(window)
    window.table.zoom_fit()
    settle(window)
    return window


SHOTS: dict[str, Callable[[MainWindow], QWidget]] = {
    "microworld": shot_microworld,
    "microchip-2": lambda window: microchip_mid_game(window, 2, False),
    "microchip-5": lambda window: microchip_mid_game(window, 5, False),
    "microchip-2-colourblind": lambda window: microchip_mid_game(window, 2, True),
    "microchip-5-colourblind": lambda window: microchip_mid_game(window, 5, True),
    "remediate": shot_remediate,
    "launcher": shot_launcher,
    "new-game": shot_new_game,
    "table": shot_table,
    "handoff": shot_handoff,
    "results": shot_results,
    "launcher-dark": shot_dark,
}


def main(names: list[str]) -> int:
    app = make_application()
    OUT.mkdir(parents=True, exist_ok=True)
    for name in names or list(SHOTS):
        window = MainWindow(Preferences(animation_speed="off"))
        window.resize(*SIZE)
        window.show()
        settle(window)
        widget = SHOTS[name](window)
        settle(widget)
        path = OUT / f"{name}.png"
        widget.grab().save(str(path))
        print(f"wrote {path.relative_to(ROOT)}")
        if window.controller is not None:
            window.controller.close(keep_autosave=True)
            window.controller = None
        for dialog in (window.new_game_dialog, window.results_dialog):
            if dialog is not None:
                dialog.reject()
        window.close()
        window.deleteLater()
        theme.restyle(app)  # back to the system scheme for the next shot
        app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
