"""A game's moves judged on every core: the same values as ``analysis.analyse_moves``, sooner (no Qt here).

Each decision is judged on its own (its samples are seeded from the game and the
move's number), so the moves can be shared out among worker processes and the
result is the same as judging them one after the other. Each worker rebuilds the
game once from its save data (``saves.from_bytes``, with the registry the caller
names) and judges the moves it is sent; values come back as they are found, in
whatever order the workers finish, and are put back in the game's order.
"""

from __future__ import annotations

import json
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait

from microgames.engine.analysis import MoveValue, judge_module, judged_value, sample_seed
from microgames.engine.game import GameRules
from microgames.engine.saves import from_bytes, to_data
from microgames.engine.session import Game

_game: Game | None = None  # the worker's copy of the game being analysed


def workers_here() -> int:
    """How many processes the analysis may use: every core this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on every system
        return max(1, os.cpu_count() or 1)


def _start(raw: bytes, registry: Callable[[str], GameRules]) -> None:
    global _game
    _game = from_bytes(raw, registry)


def _judge(index: int, base: int, effort: float) -> MoveValue | None:
    assert _game is not None
    step = _game.history.applied()[index]
    module = judge_module(_game.rules)
    assert module is not None
    judged = module.judge(_game.history.state_at(index), step.seat, step.commands, sample_seed(base, index),
                          effort, lambda: False)
    return None if judged is None else judged_value(index, step.seat, judged)


def analyse_moves_pooled(game: Game, registry: Callable[[str], GameRules], cancelled: Callable[[], bool],
                         progress: Callable[[int], None], effort: float = 1.0, seed: int | None = None,
                         found: Callable[[MoveValue], None] | None = None,
                         workers: int | None = None) -> list[MoveValue] | None:
    """Every decision of ``game`` judged by ``workers`` processes (all cores if None); None once cancelled.

    ``progress(done)`` counts the moves judged so far and ``found(value)`` hears each value as it comes.
    """
    if judge_module(game.rules) is None:
        return []
    raw = json.dumps(to_data(game)).encode()
    base = game.seed if seed is None else seed
    total = game.history.index
    context = multiprocessing.get_context("spawn")  # no copy of a parent's threads (the app's) in a worker
    values: list[MoveValue] = []
    with ProcessPoolExecutor(workers or workers_here(), context, _start, (raw, registry)) as pool:
        waiting: set[Future[MoveValue | None]] = {pool.submit(_judge, index, base, effort) for index in range(total)}
        done = 0
        while waiting:
            if cancelled():
                pool.shutdown(wait=False, cancel_futures=True)
                return None
            finished, waiting = wait(waiting, timeout=0.2, return_when=FIRST_COMPLETED)
            for future in finished:
                value = future.result()
                done += 1
                if value is not None:
                    values.append(value)
                    if found is not None:
                        found(value)
                progress(done)
    return sorted(values, key=lambda value: value.step)
