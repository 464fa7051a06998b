"""Microchip's entry in the game registry."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from microgames.engine.game import Bot, GameRules, OptionSpec
from microgames.engine.seats import Seat
from microgames.games.microchip.boards import boards
from microgames.games.microchip.commands import COMMANDS
from microgames.games.microchip.events import describe_events, log_run
from microgames.games.microchip.state import boards_problem, new_state
from microgames.games.microchip.words import ChipWords

LETTERS = "".join(boards())


def make_bot(level: str, seat: int, seed: int) -> Bot:
    from microgames.games.microchip.bots import make_bot as build

    return build(level, seat, seed)


def setup_problems(options: Mapping[str, Any], seats: Sequence[Seat]) -> dict[str, str]:
    """The boards typed must give each seat in play its own board."""
    return {"boards": boards_problem(str(options.get("boards", "random")), len(seats))}


RULES = GameRules(
    id="microchip",
    title=ChipWords.tr("Microchip"),
    pitch=ChipWords.tr("Draft circuit tiles and wire the best closed microchip on your 5×5 board."),
    min_seats=2,
    max_seats=5,
    play_time=ChipWords.tr("15–25 min"),
    options=(
        OptionSpec("improve", ChipWords.tr("Improve after others finish"), "bool", True,
                   help=ChipWords.tr("A player below a higher posted score gets the Finish button back, or may concede.")),
        OptionSpec("boards", ChipWords.tr("Boards"), "text", "random",
                   help=ChipWords.tr("Empty: drawn at random. Or one board letter per seat in seat order (%1–%2), "
                                     "e.g. CAE").arg(LETTERS[0], LETTERS[-1]),
                   pattern=f"random|[{LETTERS}]{{0,{len(LETTERS)}}}", empty="random"),
    ),
    commands=COMMANDS,
    new_state=new_state,
    make_bot=make_bot,
    setup_problems=setup_problems,
    seat_colours=("#3a78d8", "#d64545", "#3aa655", "#e0b22e", "#d65fa6"),
    view_factory="microgames.games.microchip.table.view:create_table",
    analysis="microgames.games.microchip.analysis",
    lesson="microgames.games.microchip.lesson:position",
    puzzles="microgames.games.microchip.puzzles",
    review_extras="microgames.games.microchip.table.reviewghost:ChipGhosts",
    rules_page="microchip/rules.html",
    art="microchip/art.svg",
    seat_names=(ChipWords.tr("Blue"), ChipWords.tr("Red"), ChipWords.tr("Green"), ChipWords.tr("Yellow"),
                ChipWords.tr("Pink")),
    describe_events=describe_events,
    log_run=log_run,
)
