"""How long a person waits for a Microworld bot: from the person's move to their next chance to move.

    python benchmarks/bot_turns_microworld.py [--games N] [--level medium] [--budget SECONDS]

A real main window (offscreen), a real event loop, the app's default preferences
(animations at Normal) and the app's default bot budget. The person plays by
clicks on lit cells and panel buttons; each wait is measured from the click that
handed the turn to the bot until the table lets the person act again (the bot's
pauses and slides included). Prints the median, mean and maximum wait.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path
from tempfile import TemporaryDirectory

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from microgames.engine.seats import Seat  # noqa: E402
from microgames.engine.session import Game  # noqa: E402
from microgames.games.microworld.commands import UseGene  # noqa: E402
from microgames.games.microworld.rules import RULES  # noqa: E402
from microgames.games.microworld.state import AFTER, MUTATION, STEAL  # noqa: E402
from microgames.ui.tablekit.animation import is_sliding  # noqa: E402
from microgames.ui.play.controller import BOT_BUDGET_SECONDS  # noqa: E402
from microgames.ui.preferences import Preferences  # noqa: E402

PERSON = 0


def wait_until(condition, timeout: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    """Run the event loop until ``condition()`` holds, checking every few milliseconds."""
    end = time.perf_counter() + timeout
    while not condition():
        if time.perf_counter() > end:
            raise TimeoutError("the table never became ready")
        QTest.qWait(2)


def gesture(window, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    """One click of the person: a panel button or a lit cell (tokens sometimes)."""
    table = window.table
    state = table.context.view()
    panel = table.panel
    if table.choosing is None and state.phase == MUTATION:
        button = panel.choices["offer0"]
    elif table.choosing is None and state.phase == STEAL:
        button = panel.choices["let"]
    else:
        usable = {c.token for c in state.legal_commands(PERSON) if isinstance(c, UseGene)}
        rows = [r for r in panel.token_rows if r.isVisible() and r.token in usable]
        lit = [item.cell for item in table.cells if item.look.lit]
        if table.choosing is None and rows and rng.random() < 0.5:
            button = rng.choice(rows).use
        elif lit and (state.phase != AFTER or rng.random() < 0.5):
            view = table.graphics_view
            point = view.mapFromScene(table.cell_point(rng.choice(lit)))
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))
            return
        else:
            button = panel.choices["end"]
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def play(number: int, level: str, budget: float) -> list[float]:
    """One whole game; the person's waits in seconds."""
    from microgames.ui.mainwindow import MainWindow

    window = MainWindow(Preferences())
    window.resize(1280, 820)
    window.show()
    seats = (Seat(RULES.seat_names[0], "person", None, RULES.seat_colours[0]),
             Seat(RULES.seat_names[1], "bot", level, RULES.seat_colours[1]))
    game = Game.new(RULES, seats, number, {"rule_a": True, "rule_c": True})
    window.start_game(game, None)
    window.controller.bot_budget = budget
    context = window.controller.context
    rng = random.Random(number)

    def ready() -> bool:
        return game.state.is_over() or (context.acting_seat() == PERSON
                                         and not any(is_sliding(p) for p in window.table.pawns))

    waits: list[float] = []
    wait_until(ready)
    while not game.state.is_over():
        gesture(window, rng)
        if PERSON in game.state.awaiting() or game.state.is_over():
            continue  # still the person's turn: nothing to wait for
        start = time.perf_counter()
        wait_until(ready)
        waits.append(time.perf_counter() - start)
    window.controller.close(keep_autosave=True)
    window.controller = None
    window.close()
    return waits


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--budget", type=float, default=BOT_BUDGET_SECONDS)
    args = parser.parse_args()
    with TemporaryDirectory() as home:  # the autosave and settings stay out of the player's own folder
        os.environ["MICROGAMES_DATA_DIR"] = home
        from microgames.ui.app import make_application

        make_application()
        waits: list[float] = []
        for number in range(args.games):
            waits += play(number, args.level, args.budget)
    print(f"{args.level} bot, budget {args.budget:.2f} s, {args.games} game(s), {len(waits)} waits: "
          f"median {statistics.median(waits):.3f} s, mean {statistics.mean(waits):.3f} s, max {max(waits):.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
