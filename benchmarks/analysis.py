"""How long the review's analysis of a whole game takes, how many marks it gives, and whether they can be trusted.

    python benchmarks/analysis.py [--seed N] [--games N] [--only microchip,microworld,remediate]
                                  [--seeds 5] [--effort 1.0] [--one-core] [--detail] [--keep DIR]

Takes a fixed set of games played by seeded medium bots (small budget), then for each
finished game:

- times the analysis the review runs (the moves judged on every core): wall
  clock, and CPU seconds of this process and its workers (on a shared machine the
  wall clock also counts the others' work);
- counts the marks ("?!", "?", "??");
- analyses it again with ``--seeds`` sample seeds in all (the game's own and
  fresh ones) and reports the stability of the marks: the share of the moves
  marked under any seed that are marked the same way under every seed (target
  at least 90 %);
- for Microchip, values every draft made with 8 or fewer tiles left in the pool
  by a plain minimax over the rest of the draft (every final inventory solved,
  no pruning) and counts the marks that contradict it (target 0).

The games are a fixed set, kept in ``benchmarks/games`` (four of Microchip and
of Microworld, two of Remediate), so a change is measured on the same games
before and after. A game asked for and not kept there is played by the bots
(on a clock, so it differs from run to run on a busy machine) and kept there;
``--keep DIR`` keeps them in another folder.

With ``--detail``, every move marked under some seed but not the same way under
all is listed with its loss, error and samples under each seed (what to look at
when the stability falls short).

Targets: a 2-player Microchip or Microworld game in 10 s, a 4-player Remediate game in 20 s.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from microgames.engine.analysis import MARKS, MoveValue  # noqa: E402
from microgames.engine.bots import bots_for, play_out  # noqa: E402
from microgames.engine.review import Analysis, analyse  # noqa: E402
from microgames.engine.saves import from_bytes, to_data  # noqa: E402
from microgames.engine.seats import Seat  # noqa: E402
from microgames.engine.session import Game  # noqa: E402
from microgames.games import registry  # noqa: E402

TARGETS = {"microchip": (2, 10.0), "microworld": (2, 10.0), "remediate": (4, 20.0)}  # (seats, seconds)
GAMES = {"microchip": 4, "microworld": 4, "remediate": 2}  # the games of each measured unless told
FRESH_SEEDS = (101, 202, 303, 404)  # the seeds after the game's own
KEPT = Path(__file__).resolve().parent / "games"  # the fixed set of finished games


def cpu_seconds() -> float:
    """CPU time of this process and of its finished workers."""
    own, workers = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


def finished_game(game_id: str, seats: int, seed: int, keep: Path | None = None) -> Game:
    """The game the bots play from ``seed``, or the one kept from an earlier run in ``keep``."""
    kept = None if keep is None else keep / f"{game_id}-{seats}-{seed}.microgame"
    if kept is not None and kept.exists():
        return from_bytes(kept.read_bytes(), registry.get)
    rules = registry.get(game_id)
    game = Game.new(rules, [Seat(f"Bot {i + 1}", "bot", "medium", rules.seat_colours[i]) for i in range(seats)], seed)
    play_out(game, bots_for(game, seed), 0.05)
    if kept is not None:
        kept.parent.mkdir(parents=True, exist_ok=True)
        kept.write_text(json.dumps(to_data(game)))
    return game


def run(game: Game, effort: float, seed: int | None, pooled: bool) -> tuple[Analysis, float, float]:
    wall, cpu = time.perf_counter(), cpu_seconds()
    found = analyse(game, lambda: False, lambda done, total: None, effort, seed,
                    registry=registry.get if pooled else None)
    assert found is not None
    return found, time.perf_counter() - wall, cpu_seconds() - cpu


def stability(runs: list[Analysis]) -> tuple[int, int]:
    """(moves marked the same under every run, moves marked under any run)."""
    marks = [{m.step: run.mark(m) for m in run.moves} for run in runs]
    steps = {step for found in marks for step, mark in found.items() if mark}
    same = sum(1 for step in steps if len({found.get(step, "") for found in marks}) == 1)
    return same, len(steps)


def unstable(runs: list[Analysis]) -> list[str]:
    """A line per move marked under some run but not the same way under all: its mark, loss ± error and samples."""
    lines = []
    for step in sorted({m.step for run in runs for m in run.moves if run.mark(m)}):
        values = [run.by_step().get(step) for run in runs]
        marks = {run.mark(value) if value is not None else "" for run, value in zip(runs, values)}
        if len(marks) > 1:
            assert runs[0].scale is not None
            lines.append(f"    move {step}: " + " | ".join(
                "-" if value is None else
                f"{run.mark(value) or '·'} {value.loss:.1f}±{value.error:.1f} n{value.samples}{'=' if value.exact else ''}"
                for run, value in zip(runs, values)))
    return lines


def contradictions(game: Game, found: Analysis) -> tuple[int, int]:
    """(marks on Microchip's last drafts that an exact minimax contradicts, drafts so checked)."""
    from microgames.games.microchip.commands import Draft
    from microgames.games.microchip.draftexact import EXACT_POOL, final_score, pool_size
    from microgames.games.microchip.tiles import tile

    def minimax(state, seat: int) -> int:  # type: ignore[no-untyped-def]
        column = state.active_column()
        if column is None:
            return final_score(state.board_letters[seat], tuple(sorted(tile(t).kind for t in state.owned(seat))))
        values = []
        for tile_id in {tile(t).kind: t for t in state.column(column)}.values():
            after = state.clone()
            Draft(state.turn, tile_id).execute(after)
            values.append(minimax(after, seat))
        return max(values) if state.turn == seat else min(values)

    judged = found.by_step()
    wrong = checked = 0
    assert found.scale is not None
    for index, step in enumerate(game.history.applied()):
        drafts = [c for c in step.commands if isinstance(c, Draft)]
        state = game.history.state_at(index)
        if len(drafts) != 1 or pool_size(state) > EXACT_POOL:
            continue
        offered = {tile(t).kind: t for t in state.column(state.active_column())}
        if len(offered) < 2:
            continue
        values = {}
        for kind, tile_id in offered.items():
            after = state.clone()
            Draft(step.seat, tile_id).execute(after)
            values[kind] = minimax(after, step.seat)
        loss = max(values.values()) - values[tile(drafts[0].tile).kind]
        value: MoveValue | None = judged.get(index + 1)
        checked += 1
        wrong += (found.scale.band(loss) != (found.mark(value) if value is not None else ""))
    return wrong, checked


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=0,
                        help="games of each (0: four of Microchip and of Microworld, two of Remediate)")
    parser.add_argument("--only", default=",".join(TARGETS))
    parser.add_argument("--seeds", type=int, default=5, help="sample seeds the stability is measured over")
    parser.add_argument("--effort", type=float, default=1.0, help="the share of the full sampling")
    parser.add_argument("--one-core", action="store_true", help="judge the moves one after the other")
    parser.add_argument("--detail", action="store_true", help="list the moves whose marks differ between seeds")
    parser.add_argument("--keep", type=Path, default=KEPT, help="the folder the games are kept in and played from")
    args = parser.parse_args()
    for game_id in args.only.split(","):
        count, target = TARGETS[game_id]
        walls: list[float] = []
        cpus: list[float] = []
        tally = dict.fromkeys(MARKS, 0)
        same = marked = wrong = checked = 0
        games = args.games or GAMES[game_id]
        for number in range(games):
            game = finished_game(game_id, count, args.seed + number, args.keep)
            found, wall, cpu = run(game, args.effort, None, not args.one_core)
            walls.append(wall)
            cpus.append(cpu)
            for move in found.moves:
                if found.mark(move):
                    tally[found.mark(move)] += 1
            runs = [found] + [run(game, args.effort, seed, not args.one_core)[0]
                              for seed in FRESH_SEEDS[:args.seeds - 1]]
            stable, any_marked = stability(runs)
            same, marked = same + stable, marked + any_marked
            if game_id == "microchip":
                bad, seen = contradictions(game, found)
                wrong, checked = wrong + bad, checked + seen
            print(f"  {game_id} game {number + 1} (seed {args.seed + number}, {game.history.index} moves): "
                  f"{wall:.1f} s wall, {cpu:.1f} s CPU; marks " + ", ".join(
                      f"{tally_of(found, mark)} {mark}" for mark in MARKS)
                  + f"; stable {stable} of {any_marked}", flush=True)
            if args.detail:
                print("\n".join(unstable(runs)), flush=True)
        verdict = "within" if max(walls) <= target else "OVER"
        line = (f"{game_id}, {count} seats: median {statistics.median(walls):.1f} s, max {max(walls):.1f} s wall "
                f"(CPU {statistics.median(cpus):.1f} s / {max(cpus):.1f} s) per game, target {target:.0f} s: "
                f"{verdict}; marks in {games} games: " + ", ".join(f"{n} {mark}" for mark, n in tally.items())
                + f"; stability over {args.seeds} seeds: {same} of {marked} marked moves"
                f" ({100 * same / marked if marked else 100:.0f} %, target 90 %)")
        if game_id == "microchip":
            line += f"; marks contradicting an exact search of the last 8 drafts: {wrong} of {checked} drafts (target 0)"
        print(line, flush=True)


def tally_of(found: Analysis, mark: str) -> int:
    return sum(1 for move in found.moves if found.mark(move) == mark)


if __name__ == "__main__":
    main()
