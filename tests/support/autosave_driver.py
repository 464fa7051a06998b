"""Run the app on a game of Pebbles, click the given table buttons, print the state, then keep running.

Used by test_autosave.py, which kills this process with SIGKILL to prove that the autosave survives.
    python tests/support/autosave_driver.py SEED BUTTON...
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from microgames.engine.seats import Seat  # noqa: E402
from microgames.engine.session import Game  # noqa: E402
from microgames.games import registry  # noqa: E402
from tests.support.pebbles import RULES  # noqa: E402


def main() -> int:
    registry.register(RULES)
    from microgames.ui.app import make_application
    from microgames.ui.mainwindow import MainWindow
    from microgames.ui.preferences import Preferences

    app = make_application()
    window = MainWindow(Preferences())  # the player's defaults
    window.show()
    game = Game.new(RULES, [Seat("Ana", colour="#d64545"), Seat("Ben", colour="#3a78d8")], int(sys.argv[1]))
    window.start_game(game, None)
    app.processEvents()
    for name in sys.argv[2:]:
        table = window.table
        view = table.graphics_view
        centre = view.mapFromScene(table.buttons[name].sceneBoundingRect().center())
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(centre.x(), centre.y()))
        if window.controller.handoff_pending is not None:
            window.page.handoff.ready.emit()
    print(json.dumps({"moves": game.history.index, "taken": game.state.taken, "pile": game.state.pile}), flush=True)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
