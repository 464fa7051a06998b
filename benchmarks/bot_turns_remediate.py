"""How long a person waits for a medium bot in Remediate, in a real window at the default settings.

    python benchmarks/bot_turns_remediate.py [--turns N] [--seed S] [--bots N] [--budget S]

Offscreen, in a real event loop, animations at Normal and the app's default bot
budget: the wall time from the person's move that ends their turn to their next
chance to act (their turn again, the table settled, nothing in the air). The
person's moves are chosen by an easy bot and handed to the table's context, as
a gesture would. Prints the median, mean and max over the turns, and for each
bot's turn how long it took on screen and the gaps between its moves (a person
should follow each bot: about a second a turn, each move a visible motion).
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
    parser.add_argument("--bots", type=int, default=1)
    parser.add_argument("--budget", type=float, default=None, help="the bots' thinking budget (default: the app's)")
    args = parser.parse_args()
    make_application()
    window = MainWindow(Preferences())
    window.resize(1500, 900)
    window.show()
    seats = (Seat("Ana", "person", None, RULES.seat_colours[0]),
             *(Seat(f"Bot {k + 1}", "bot", "medium", RULES.seat_colours[k + 1]) for k in range(args.bots)))
    game = Game.new(RULES, seats, args.seed, {})
    window.start_game(game, None)
    controller, table = window.controller, window.table
    if args.budget is not None:
        controller.bot_budget = args.budget
    moves: list[tuple[float, int]] = []  # (when, seat) of every bot move executed
    controller.context.changed.connect(
        lambda event: moves.append((time.perf_counter(), game.history.applied()[-1].seat))
        if event == "executed" and game.history.applied()[-1].seat != 0 else None)
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
    turns: list[float] = []
    gaps: list[float] = []
    for (when, seat), (later, next_seat) in zip(moves, moves[1:]):
        (gaps if seat == next_seat else turns).append(later - when)
    if gaps:
        print(f"between one bot's moves: median {statistics.median(gaps):.2f} s, min {min(gaps):.2f} s, "
              f"max {max(gaps):.2f} s; from one bot's last move to the next bot's first: "
              f"median {statistics.median(turns) if turns else 0:.2f} s")
        per_turn = []
        start = moves[0]
        for (when, seat), following in zip(moves, [*moves[1:], None]):
            if following is None or following[1] != seat:
                per_turn.append(when - start[0])
                if following is not None:
                    start = following
        print(f"a bot's turn from its first move to its last: median {statistics.median(per_turn):.2f} s, "
              f"max {max(per_turn):.2f} s over {len(per_turn)} turns")
    if waits:
        print(f"medium bot, budget {controller.bot_budget:g} s, animations normal, {len(waits)} turns: "
              f"median {statistics.median(waits):.2f} s, mean {statistics.mean(waits):.2f} s, max {max(waits):.2f} s")


if __name__ == "__main__":
    main()
