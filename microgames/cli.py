"""The ``microgames`` command: the app by default, plus headless tools.

    microgames                      start the app
    microgames --version
    microgames --self-test          open every game offscreen and load every resource
    microgames selfplay GAME --seats bot:hard,bot:easy --seed N --games K
    microgames replay FILE          check a save and print its scores (a refused file: exit code 2)
    microgames review FILE          print a save's move list, the analysis's marks, better moves, a graph and
                                    the final scores
    microgames review --fresh --seed N FILE
                                    analyse again with samples drawn from seed N (the stored analysis untouched)
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from microgames import __version__

if TYPE_CHECKING:
    from microgames.engine.session import Game
    from microgames.engine.review import Analysis


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="microgames")
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("selfplay", help="play bot games without a window and print JSON")
    play.add_argument("game")
    play.add_argument("--seats", default="bot:medium,bot:medium", help="e.g. bot:hard,bot:easy")
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--games", type=int, default=1)
    play.add_argument("--budget", type=float, default=1.0, help="seconds a bot may think per decision")
    play.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a table option (JSON value)")
    replay = sub.add_parser("replay", help="validate a save file and print the scores")
    replay.add_argument("file", type=Path)
    review = sub.add_parser("review", help="print a save's move list with the analysis's marks")
    review.add_argument("file", type=Path)
    review.add_argument("--no-analysis", action="store_true",
                        help="print only the moves (a finished game not analysed yet is analysed and kept by default)")
    review.add_argument("--fresh", action="store_true",
                        help="analyse again, without reading or keeping the stored analysis (to see how stable it is)")
    review.add_argument("--seed", type=int, default=None,
                        help="with --fresh: draw the analysis's samples from this seed instead of the game's")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # the installed app: a worker of the analysis pool starts here too
        import multiprocessing

        multiprocessing.freeze_support()
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list and args_list[0] in ("selfplay", "replay", "review"):
        parser = _parser()
        args = parser.parse_args(args_list)
        if args.command == "review":
            if args.seed is not None and not args.fresh:
                parser.error("--seed needs --fresh: the stored analysis is drawn from the game's own seed")
            return _review(args.file, not args.no_analysis, args.fresh, args.seed)
        return _selfplay(args) if args.command == "selfplay" else _replay(args.file)
    parser = argparse.ArgumentParser(prog="microgames", description="Microworld, Remediate and Microchip.",
                                     epilog="Headless tools: microgames selfplay --help, microgames replay --help, "
                                            "microgames review --help")
    parser.add_argument("--version", action="version", version=f"Microgames {__version__}")
    parser.add_argument("--self-test", action="store_true", help="open every game offscreen, load every resource, exit")
    parser.add_argument("file", nargs="?", type=Path, help="a save file to open")
    args, qt_args = parser.parse_known_args(args_list)
    if args.self_test:
        from microgames.ui.selftest import run_self_test

        return run_self_test()
    from microgames.ui.app import run

    return run(args.file, qt_args)


def _parse_options(pairs: list[str]) -> dict[str, object]:
    options: dict[str, object] = {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        try:
            options[key] = json.loads(value)
        except json.JSONDecodeError:
            options[key] = value
    return options


def _selfplay(args: argparse.Namespace) -> int:
    from microgames.engine.bots import bots_for, play_out
    from microgames.engine.seats import parse_seats
    from microgames.engine.session import Game
    from microgames.games import registry

    try:
        rules = registry.get(args.game)
    except KeyError:
        names = ", ".join(g.id for g in registry.all_games())
        print(f"Unknown game {args.game!r}; choose one of: {names}.", file=sys.stderr)
        return 2
    try:
        seats = parse_seats(args.seats, rules.seat_colours)
        options = _parse_options(args.option)
        results = []
        started = time.perf_counter()
        for number in range(args.games):
            seed = args.seed + number
            rotation = number % len(seats)  # alternate who sits first
            ordered = seats[rotation:] + seats[:rotation]
            game = Game.new(rules, ordered, seed, options)
            record = play_out(game, bots_for(game, seed), args.budget)
            results.append({
                "seed": seed,
                "seats": [f"{s.kind}:{s.level or s.name}" for s in ordered],
                "scores": list(record.scores),
                "moves": record.steps,
                "seconds": round(record.seconds, 3),
            })
    except ValueError as error:
        print(f"Cannot start: {error}.", file=sys.stderr)
        return 2
    print(json.dumps({"game": rules.id, "games": results, "seconds": round(time.perf_counter() - started, 3)}, indent=1))
    return 0


def _load_or_refuse(path: Path) -> Game | None:
    """The checked and replayed save, or None after printing the one-line refusal on stderr."""
    from microgames.engine.errors import SaveError
    from microgames.engine.filecheck import quote
    from microgames.engine.saves import load
    from microgames.games import registry

    try:
        return load(path, registry.get)
    except SaveError as error:
        print(f"Refused {quote(path.name, 60)}: {error}", file=sys.stderr)
        return None


def _replay(path: Path) -> int:
    """Check a save; a refused file prints one line on stderr and exits with 2."""
    game = _load_or_refuse(path)
    if game is None:
        return 2
    print(json.dumps({
        "file": str(path),
        "ok": True,
        "game": game.rules.id,
        "moves": game.history.index,
        "over": game.state.is_over(),
        "seats": [s.name for s in game.seats],
        "scores": list(game.state.scores()),
    }, ensure_ascii=False))
    return 0


def _review(path: Path, analyse: bool = True, fresh: bool = False, seed: int | None = None) -> int:
    """Print a save's move list (with the analysis's marks, values and better moves), a graph and the scores;
    a refused file prints one line on stderr and exits with 2. A finished game not analysed yet is analysed
    first (progress on stderr) and kept; ``fresh`` analyses again with samples from ``seed`` and keeps nothing."""
    from microgames.engine.review import can_analyse, load_analysis  # no Qt: the analysis kept beside the game

    game = _load_or_refuse(path)
    if game is None:
        return 2
    found = load_analysis(game, path) if analyse and not fresh else None
    if analyse and found is None and can_analyse(game):
        found = _analyse(game, path, keep=not fresh, seed=seed)
    seats = ", ".join(f"{s.name} ({s.level} bot)" if s.is_bot else s.name for s in game.seats)
    steps = game.history.applied()
    status = "finished" if game.state.is_over() else "in progress"
    lines = [f"{game.rules.title}: {seats}", f"seed {game.seed} · {len(steps)} moves · {status}"]
    width = len(str(len(steps)))
    judged = found.by_step() if found is not None else {}
    for number, step in enumerate(steps, start=1):
        line = f"{number:>{width}}. {step.label}"
        value = judged.get(number)
        if value is not None and found is not None and found.scale is not None:
            mark = found.mark(value)
            line += f"  {mark}" if mark else ""
            line += f"  [{value.describe(found.scale)}]"
            advice = value.advice(found.scale)
            line += f"  {advice}" if advice else ""
        lines.append(line)
    scores = game.state.scores()
    lines.append("Scores: " + ", ".join(f"{s.name} {score}" for s, score in zip(game.seats, scores)))
    if found is not None:
        names = [s.name for s in game.seats]
        lines += found.text_graph(names)
        if found.seats:
            lines.append("Analysis (best arrangement of the final tiles):")
            lines += [f"  {'=' if a.best == a.scored else '!'} {a.sentence(names[a.seat])}" for a in found.seats]
        if found.scale is not None:
            lines.append("Marked moves: " + found.summary(names)[-1])
            lines += [f"  {line}" for line in found.scale.legend()]
    print("\n".join(lines))
    return 0


def _analyse(game: Game, path: Path, keep: bool = True, seed: int | None = None) -> Analysis | None:
    """The game's analysis, computed now with its progress on stderr, and kept beside the save if ``keep``."""
    from microgames.engine.review import analyse, store_analysis
    from microgames.games import registry

    def progress(done: int, total: int) -> None:
        print(f"\rAnalysing… {done} of {total}", end="" if done < total else "\n", file=sys.stderr, flush=True)

    found = analyse(game, lambda: False, progress, seed=seed, registry=registry.get)  # on every core
    if found is not None and keep:
        store_analysis(game, path, found)
    return found
