"""Bots that always build: a medium bot drafts ends for the wires it holds (even when its decision
is cut short), and every seat of a five-seat table of medium bots ends with a microchip."""

from __future__ import annotations

import pytest

from microgames.engine.bots import bots_for
from microgames.engine.rng import Rng
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games.microchip import bots
from microgames.games.microchip.bots import make_bot
from microgames.games.microchip.commands import Draft
from microgames.games.microchip.rules import RULES
from microgames.games.microchip.solver import best_arrangement
from microgames.games.microchip.state import EMPTY, MicrochipState, new_state
from microgames.games.microchip.tiles import tile, tileset

#: The hand from a real five-seat game where the medium bot drafted nothing but junctions and straights.
JUNCTIONS = ["PT", "GX", "YX", "PI", "RT", "GT", "YT", "BE"]
#: The draw column then: more junctions, one pink terminal.
OFFERED = ["BX", "RX", "BT", "GI", "YT", "RE"]


def places(state: MicrochipState) -> dict[int, tuple[str, int, int]]:
    """Where every tile lies: ("pool", row, column) or ("tray", seat, index)."""
    found = {t: ("pool", r, c) for r, row in enumerate(state.pool) for c, t in enumerate(row) if t != EMPTY}
    found.update({t: ("tray", seat, i) for seat, tray in enumerate(state.trays) for i, t in enumerate(tray)})
    return found


def put(state: MicrochipState, place: tuple[str, int, int], tile_id: int) -> None:
    where, a, b = place
    if where == "pool":
        state.pool[a][b] = tile_id
    else:
        state.trays[a][b] = tile_id


def swap(state: MicrochipState, first: int, second: int) -> None:
    """Two tiles change places (pool or tray), so every tile still lies in one place."""
    here = places(state)
    put(state, here[first], second)
    put(state, here[second], first)


def junctions_table() -> MicrochipState:
    """Five seats eight drafts in (seeded picks), the first holding ``JUNCTIONS`` and to draft
    from a column offering ``OFFERED``: four drafts left each, as in a real game."""
    state = new_state({"boards": "ABCDE"}, [Seat(f"S{i}", "bot", "medium") for i in range(5)], 3)
    rng = Rng(3)
    for _ in range(40):
        column = state.active_column()
        assert column is not None
        Draft(state.turn, rng.choice(state.column(column))).apply(state)
    column = state.active_column()
    assert column is not None and state.turn == 0
    for row in range(len(state.pool)):  # a full column to choose from: tiles from the left fill it
        if state.pool[row][column] == EMPTY:
            source = next((r, c) for c in range(column) for r in range(len(state.pool)) if state.pool[r][c] != EMPTY)
            state.pool[row][column], state.pool[source[0]][source[1]] = state.pool[source[0]][source[1]], EMPTY
    chosen: list[int] = []
    for kinds, slot in ((OFFERED, lambda i: state.pool[i][column]), (JUNCTIONS, lambda i: state.trays[0][i])):
        for index, kind in enumerate(kinds):
            wanted = next(t for t in tileset().ids_of_kind(kind[0], kind[1]) if t not in chosen)
            if wanted != slot(index):
                swap(state, wanted, slot(index))
            chosen.append(wanted)
    return state


def test_a_medium_bot_holding_only_wires_it_cannot_close_takes_the_end_offered() -> None:
    state = junctions_table()
    assert best_arrangement(state.board(0), state.owned(0)).placements == {}  # nothing closes yet
    bot = make_bot("medium", 0, 1)
    command = bot.choose(state.view(0), 1.0)
    assert isinstance(command, Draft)
    assert tile(command.tile).shape.key == "E"


def test_a_medium_bot_cut_at_its_first_candidate_still_takes_the_end() -> None:
    """No budget: the decision stops after weighing one candidate, the likeliest closer, not the most wired."""
    state = junctions_table()
    bot = make_bot("medium", 0, 1)
    command = bot.choose(state.view(0), 0.0)
    assert isinstance(command, Draft)
    assert tile(command.tile).shape.key == "E"
    assert bot.effort > 0  # the budget was spent: no second candidate was weighed


def test_a_cut_decision_weighs_closers_first() -> None:
    state = junctions_table()
    column = state.active_column()
    assert column is not None
    order = bots.closers_first(state, 0, state.column(column))
    assert [tile(t).shape.key for t in order][0] == "E"  # eight junctions and straights in hand: the end first


@pytest.mark.parametrize("seed", [7005, 7012])  # each left a seat without a chip before
def test_every_seat_of_five_medium_bots_ends_with_a_microchip(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Decisions are counted in search states; the clock's safety cap is lifted so that a busy
    machine cannot cut a decision short and change the game."""
    monkeypatch.setattr(bots, "CLOCK_SHARE", 1e6)
    game = Game.new(RULES, [Seat(f"Medium {i + 1}", "bot", "medium") for i in range(5)], seed)
    players = bots_for(game, seed)
    while not game.state.is_over():
        seat = game.state.awaiting()[0]
        game.history.execute(players[seat].choose(game.state.view(seat), 1.0))
    chips = [game.state.score(seat) for seat in range(5)]
    assert all(chip.microchip for chip in chips), [(c.points, c.chip_tiles) for c in chips]
