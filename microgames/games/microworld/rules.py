"""Microworld's entry in the game registry: setup from the table options, bots, seats."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from microgames.engine.game import GameRules
from microgames.engine.rng import Rng
from microgames.engine.seats import Seat
from microgames.games.microworld import board as boards
from microgames.games.microworld.commands import COMMANDS
from microgames.games.microworld.events import describe_events
from microgames.games.microworld.genes import MUTATION_KEYS, TARGET_KEYS, TOKEN_COUNT
from microgames.games.microworld.geometry import CELL_COUNT
from microgames.games.microworld.options import FACTIONS, OPTIONS, PAWNS, Setup, rules_from_options
from microgames.games.microworld.speech import MicroworldWords
from microgames.games.microworld.state import FIRST, MUTATION, NONE, MicroworldState


def new_state(options: Mapping[str, Any], seats: Sequence[Seat] = (), seed: int = 0) -> MicroworldState:
    """Assemble the board, deal the gene tokens and draw the tiles the additional rules ask for."""
    rng = Rng(seed)
    code = str(options.get("board", "random")).strip()
    board = boards.parse(boards.random_code(rng) if code.lower() in ("", "random") else code)
    rules = rules_from_options(options)
    target = ""
    if "B" in rules:
        target = str(options.get("target", "random"))
        if target == "random":
            target = rng.choice(TARGET_KEYS)
    setup = Setup(board, rules, target, bool(options.get("face_up", False)))
    tokens = list(range(TOKEN_COUNT))
    rng.shuffle(tokens)
    token_at = [NONE] * CELL_COUNT
    for cell, token in zip(board.gene_cells, tokens):
        token_at[cell] = token
    leftovers = tokens[len(board.gene_cells):]
    hand: list[list[int]] = [[], []]
    if setup.rule_a:
        for seat in (0, 1):
            hand[seat].append(leftovers.pop())
    offers: list[tuple[str, ...]] = [(), ()]
    if setup.rule_c:
        tiles = list(MUTATION_KEYS)
        rng.shuffle(tiles)
        offers = [tuple(tiles[0:2]), tuple(tiles[2:4])]
    return MicroworldState(
        rng=rng, setup=setup, phase=MUTATION if setup.rule_c else FIRST, active=0, turn=0,
        cells=[()] * CELL_COUNT, pawn_cell=[NONE] * (2 * PAWNS), count=[[0] * CELL_COUNT, [0] * CELL_COUNT],
        mask=[0, 0], occ=0, placed=[0, 0], last_pawn=[NONE, NONE], token_at=token_at, set_aside=NONE,
        leftovers=leftovers, hand=hand, known=[[], []], used=[[], []], points=[0, 0], final=[0, 0], arrow=NONE,
        flipped=0, radiation=[], blocked=[False, False], mutation=["", ""], offers=offers, mutation_tokens=[0, 0],
        blocker_cell=[NONE, NONE], target_winner=NONE, bonus_ten_done=False,
    )


def board_problem(options: Mapping[str, Any], seats: Sequence[Seat]) -> dict[str, str]:
    """A typed board code must name a board (an element code or a custom layout); "random" is drawn at the start."""
    code = str(options.get("board", "random")).strip()
    if code.lower() in ("", "random"):
        return {}
    try:
        boards.parse(code)
    except ValueError as error:
        return {"board": error.args[0]}  # a sentence of the rules' words, translated when shown
    return {}


def make_bot(level: str, seat: int, seed: int) -> Any:
    from microgames.games.microworld.bots import make_bot as build

    return build(level, seat, seed)


RULES = GameRules(
    id="microworld",
    title="Microworld",
    pitch=MicroworldWords.tr("Viruses against anticorps: grow next to each other, win the tissues of the body."),
    min_seats=2,
    max_seats=2,
    play_time="15–20 min",
    options=OPTIONS,
    commands=COMMANDS,
    new_state=new_state,
    make_bot=make_bot,
    setup_problems=board_problem,
    seat_colours=("#b5322f", "#2f6fb5"),
    view_factory="microgames.games.microworld.table.view:create_table",
    options_panel="microgames.games.microworld.table.assembly:options_panel",
    analysis="microgames.games.microworld.analysis",
    lesson="microgames.games.microworld.lesson:position",
    puzzles="microgames.games.microworld.puzzles",
    rules_page="microworld/rules.html",
    art="microworld/art.svg",
    seat_names=FACTIONS,
    describe_events=describe_events,
)
