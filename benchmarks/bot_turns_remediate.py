"""How long a person waits for a medium bot in Remediate, in a real window at the default settings.

    python benchmarks/bot_turns_remediate.py [--turns N] [--seed S]

Offscreen, in a real event loop, animations at Normal and the app's default bot
budget: the wall time from the person's move that ends their turn to their next
chance to act (their turn again, the table settled, nothing in the air). The
person's moves are chosen by an easy bot and handed to the table's context, as
a gesture would. Prints the median, mean and max over the turns.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MICROGAMES_DATA_DIR", tempfile.mkdtemp(prefix="microgames-bench-"))  # autosaves go there
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtTest import QTest  # noqa: E402

from microgames.engine.seats import Seat  # noqa: E402
from microgames.engine.session import Game  # noqa: E402
from microgames.games.remediate.rules import RULES  # noqa: E402
from microgames.ui.app import make_application  # noqa: E402
from microgames.ui.mainwindow import MainWindow  # noqa: E402
from microgames.ui.preferences import Preferences  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=8)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    make_application()
    window = MainWindow(Preferences())
    window.resize(1500, 900)
    window.show()
    seats = (Seat("Ana", "person", None, RULES.seat_colours[0]), Seat("Bot", "bot", "medium", RULES.seat_colours[1]))
    game = Game.new(RULES, seats, args.seed, {})
    window.start_game(game, None)
    controller, table = window.controller, window.table
    person = RULES.make_bot("easy", 0, args.seed)

    def may_act() -> bool:
        return game.state.is_over() or (table.context.acting_seat() == 0 and table.settled())

    def wait_until_person_may_act(limit_s: float = 120.0) -> None:
        deadline = time.perf_counter() + limit_s
        while not may_act():
            if time.perf_counter() > deadline:
                raise SystemExit("the person never got the turn back")
            QTest.qWait(2)

    waits: list[float] = []
    wait_until_person_may_act()
    while len(waits) < args.turns and not game.state.is_over():
        state = game.state
        move = person.choose(state.view(0), 0.01)
        started = time.perf_counter()
        if not table.context.submit(move):
            raise SystemExit(f"the table refused {move}")
        ends_turn = game.state.turn != 0 or game.state.is_over()
        wait_until_person_may_act()
        if ends_turn:
            waits.append(time.perf_counter() - started)
            print(f"turn {len(waits)}: {waits[-1]:.2f} s")
    controller.close(keep_autosave=False)
    window.controller = None
    window.close()
    if waits:
        print(f"medium bot, budget {controller.bot_budget:g} s, animations normal, {len(waits)} turns: "
              f"median {statistics.median(waits):.2f} s, mean {statistics.mean(waits):.2f} s, max {max(waits):.2f} s")


if __name__ == "__main__":
    main()
