"""The end turns every face-down token face up where it lies: both hands, the leftovers, the token set aside
at the opening, any still on the board. The move that ends the game shows them, so strict undo stops there."""

from __future__ import annotations

import random

import pytest

from microgames.engine.errors import UndoRefused
from microgames.engine.history import UndoPolicy
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games.microworld import scoring
from microgames.games.microworld.commands import ends_game
from microgames.games.microworld.events import describe_events
from microgames.games.microworld.genes import GENE_NAMES
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.state import HIDDEN, NONE


def _played_to_the_last_move(seed: int, policy: UndoPolicy = UndoPolicy.CASUAL) -> Game:
    game = Game.new(RULES, (Seat("a"), Seat("b")), seed, {"rule_a": True, "rule_d": True}, policy)
    rng = random.Random(seed)
    while True:
        state = game.state
        move = rng.choice(state.legal_commands(state.awaiting()[0]))
        if ends_game(move, state):
            return game
        game.history.execute(move)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_face_down_token_turns_face_up_at_the_end(seed: int) -> None:
    game = _played_to_the_last_move(seed)
    before = game.state.clone()
    assert HIDDEN in before.view(0).hand[1] + before.view(0).leftovers + [before.view(0).set_aside]
    last = next(m for m in before.legal_commands(before.awaiting()[0]) if ends_game(m, before))
    game.history.execute(last)
    state = game.state
    for seat in (0, 1):
        view = state.view(seat)
        assert view.hand == state.hand and view.leftovers == state.leftovers
        assert view.set_aside == state.set_aside != NONE and view.token_at == state.token_at
    listed = dict(scoring.turned_up(state))
    for seat, side in enumerate(("Viruses", "Anticorps")):
        assert listed[f"{side}' hand"] == (", ".join(GENE_NAMES[t] for t in state.hand[seat]) or "none")
    assert listed["Set aside at the opening"] == GENE_NAMES[state.set_aside]
    assert listed["Leftovers"] == (", ".join(GENE_NAMES[t] for t in state.leftovers) or "none")
    said = " ".join(describe_events(before, state))
    assert f"Set aside at the opening: {GENE_NAMES[state.set_aside]}" in said  # the log lists them too


def test_strict_undo_stops_at_the_move_that_turned_the_tokens_face_up() -> None:
    game = _played_to_the_last_move(2, UndoPolicy.STRICT)
    state = game.state
    seat = state.awaiting()[0]
    last = next(m for m in state.legal_commands(seat) if ends_game(m, state))
    game.history.execute(last)
    assert game.history.steps[-1].barrier
    with pytest.raises(UndoRefused):
        game.history.undo(requester=seat)
