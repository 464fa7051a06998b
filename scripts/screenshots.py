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
    from tests.pebbles import RULES

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
    from microgames.ui.recent import add_recent

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


def shot_dark(window: MainWindow) -> QWidget:
    """The launcher in the dark scheme."""
    from PySide6.QtCore import Qt

    theme.restyle(QApplication.instance(), Qt.ColorScheme.Dark)  # as when the system turns dark
    shot_launcher(window)
    settle(window)
    return window


SHOTS: dict[str, Callable[[MainWindow], QWidget]] = {
    "launcher": shot_launcher,
    "new-game": shot_new_game,
    "table": shot_table,
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
        if window.new_game_dialog is not None:
            window.new_game_dialog.reject()
        window.close()
        window.deleteLater()
        theme.restyle(app)  # back to the system scheme for the next shot
        app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
