"""How long a person waits for a Microchip bot: from the person's draft to their next chance to draft.

    python benchmarks/bot_turns_microchip.py [--seed N] [--games N]

A real main window (offscreen, a real event loop) at the default preferences
(animations at Normal), two seats: a person and a medium bot with the app's
default bot budget. The person drafts the first tile of the lit column each turn;
the wait ends when the table lets them draft again (their turn, input not
blocked) and, as a second figure, when the bot's tiles have also stopped moving.
Prints median, mean and max over every turn of the game(s). Target: median ≤ 2 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEventLoop  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from microgames.engine.seats import Seat  # noqa: E402
from microgames.engine.session import Game  # noqa: E402
from microgames.games.microchip.commands import Draft  # noqa: E402
from microgames.games.microchip.rules import RULES  # noqa: E402
from microgames.ui.preferences import Preferences  # noqa: E402


def wait_for(condition: Callable[[], bool], limit: float = 60.0) -> float:
    """Run the event loop until ``condition`` holds; the seconds it took."""
    start = time.perf_counter()
    while not condition():
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        time.sleep(0.001)
        if time.perf_counter() - start > limit:
            raise TimeoutError("the bot never handed the draft back")
    return time.perf_counter() - start


def play(seed: int) -> tuple[list[float], list[float], int, int]:
    """One game's waits (until the person may draft, until the scene is still), its steps and the bot's."""
    from microgames.ui.mainwindow import MainWindow

    window = MainWindow(Preferences())
    window.resize(1400, 900)
    window.show()
    seats = (Seat("Blue", "person", None, RULES.seat_colours[0]), Seat("Red", "bot", "medium", RULES.seat_colours[1]))
    game = Game.new(RULES, seats, seed, {"improve": True})
    window.start_game(game, None)
    controller, table = window.controller, window.table
    context = table.context
    ready, still = [], []
    try:
        while game.state.phase == "drafting":
            wait_for(lambda: game.state.phase != "drafting" or context.can_act(0))
            if game.state.phase != "drafting":
                break
            state = game.state
            assert context.submit(Draft(0, state.column(state.active_column())[0]))
            if game.state.phase != "drafting":
                break
            start = time.perf_counter()
            wait_for(lambda: game.state.phase != "drafting" or context.can_act(0))
            ready.append(time.perf_counter() - start)
            wait_for(table.is_still)
            still.append(time.perf_counter() - start)
        steps = len(game.history.steps)
        by_bot = sum(1 for step in game.history.steps if step.by_bot)
    finally:
        controller.close(keep_autosave=False)
        window.controller = None
        window.close()
    return ready, still, steps, by_bot


def figures(samples: list[float]) -> str:
    return (f"median {statistics.median(samples):.2f} s, mean {statistics.mean(samples):.2f} s, "
            f"max {max(samples):.2f} s ({len(samples)} turns)")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--games", type=int, default=1)
    args = parser.parse_args()
    from microgames.ui.app import make_application

    make_application()
    ready: list[float] = []
    still: list[float] = []
    for game in range(args.games):
        waits, settled, steps, by_bot = play(args.seed + game)
        ready += waits
        still += settled
        print(f"game {game + 1}: {steps} steps in the draft's history ({by_bot} by the bot)")
    print(f"person drafts -> may draft again: {figures(ready)}")
    print(f"person drafts -> the bot's tiles at rest: {figures(still)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
