"""Remediate as the engine and the shell see it: setup, table options and ``RULES``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from microgames.engine.game import GameRules, OptionSpec
from microgames.engine.rng import Rng
from microgames.engine.seats import MAX_SEATS, Seat
from microgames.games.remediate import cards as C
from microgames.games.remediate.bots import make_bot
from microgames.games.remediate.commands import COMMANDS
from microgames.games.remediate.effects import RulesWords
from microgames.games.remediate.state import RemediateState

RANDOM = "random"

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("environments", RulesWords.tr("Environments (the Laboratory first)"), "int", 3, minimum=1, maximum=5,
               help=RulesWords.tr("About 20 minutes of play per environment.")),
    OptionSpec("draw_off", RulesWords.tr("Break ties with a draw-off"), "bool", False,
               help=RulesWords.tr("Tied players draw genes in turn; the first to draw a Remediation gene wins.")),
) + tuple(
    OptionSpec(f"microbe_{n}", RulesWords.tr("Microbe"), "choice", RANDOM,
               choices=((RANDOM, RulesWords.tr("Random")),) + tuple((name, name) for name in C.MICROBE_NAME))
    for n in range(1, MAX_SEATS + 1)
)


def choose_microbes(options: Mapping[str, Any], count: int, rng: Rng) -> list[int]:
    """The chosen microbes, and random distinct ones for the seats left at "random"."""
    wanted = [options.get(f"microbe_{n}", RANDOM) for n in range(1, count + 1)]
    chosen = [name for name in wanted if name != RANDOM]
    if len(set(chosen)) != len(chosen):
        raise ValueError(RulesWords.tr("Two players cannot play the same microbe."))
    free = [m for m, name in enumerate(C.MICROBE_NAME) if name not in chosen]
    rng.shuffle(free)
    return [C.MICROBE_BY_NAME[name] if name != RANDOM else free.pop() for name in wanted]


def microbe_problems(options: Mapping[str, Any], seats: Sequence[Seat]) -> dict[str, str]:
    """Each microbe is one card, so a microbe chosen by an earlier seat is named beside the later one;
    any number of seats may leave theirs to chance."""
    problems: dict[str, str] = {}
    for n in range(1, len(seats) + 1):
        wanted = options.get(f"microbe_{n}", RANDOM)
        earlier = [k for k in range(1, n) if options.get(f"microbe_{k}", RANDOM) == wanted]
        if wanted != RANDOM and earlier:
            problems[f"microbe_{n}"] = RulesWords.tr("%1 already plays %2: pick another microbe, or Random.").arg(
                seats[earlier[0] - 1].name, wanted)
    return problems


def new_state(options: Mapping[str, Any], seats: Sequence[Seat], seed: int) -> RemediateState:
    """Microbes, a shuffled gene pool, 4 genes each, the environment stack, plastic and recycle piles."""
    count = len(seats)
    rng = Rng(seed)
    microbes = choose_microbes(options, count, rng)
    pool = list(range(C.GENE_COUNT))
    rng.shuffle(pool)
    hands = [[pool.pop() for _ in range(C.STARTING_HAND)] for _ in range(count)]
    others = rng.sample(C.OTHER_ENVS, int(options.get("environments", 3)) - 1)
    env = C.FIRST_ENV
    dealt = min(C.ENV_PLASTIC[env], C.PLASTIC_COUNT)
    return RemediateState(
        rng=rng, microbes=microbes, hands=hands, cloned=[[] for _ in range(count)], mimic={}, pool=pool,
        discard=[], env=env, env_plastic=dealt, envs=others[::-1], past_envs=[], supply=C.PLASTIC_COUNT - dealt,
        stash=[0] * count, recycled=[[0] * len(C.RECYCLE_NAME) for _ in range(count)],
        piles=list(C.RECYCLE_CARDS), resistance_pick=[-1] * count, turn=0, phase="draw",
        draw_off=bool(options.get("draw_off", False)),
    )


RULES = GameRules(
    id="remediate",
    title=RulesWords.tr("Remediate"),
    pitch=RulesWords.tr("Clone genes into your microbe, clean up plastic, recycle it, and sabotage the other microbes."),
    min_seats=2,
    max_seats=6,
    play_time=RulesWords.tr("20 min per environment"),
    options=OPTIONS,
    commands=COMMANDS,
    new_state=new_state,
    make_bot=make_bot,
    setup_problems=microbe_problems,
    analysis="microgames.games.remediate.analysis",
    lesson="microgames.games.remediate.lesson:position",
    rules_page="remediate/rules.html",
    reference="microgames.games.remediate.table.reference:create_reference",
    art="remediate/art.svg",
    view_factory="microgames.games.remediate.table.view:create_table",
    strict_undo=True,  # every draw reveals cards: taking it back would let a player redraw at will
    describe_events=lambda before, after: after.events_since(before),
)
