"""Microworld is registered with its options, seats and rules page, and strict undo stops at reveals."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from microgames.engine.errors import UndoRefused
from microgames.engine.history import UndoPolicy
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from microgames.games.microworld.commands import Place
from microgames.resources import read_text, resources_dir


def test_microworld_is_registered_for_two_players() -> None:
    rules = registry.get("microworld")
    assert (rules.min_seats, rules.max_seats) == (2, 2) and rules.seat_names == ("Viruses", "Anticorps")
    assert {o.key for o in rules.options} == {"scenario", "target", "board", "face_up",
                                             *(f"rule_{c}" for c in "abcdefgh")}
    assert rules.view_factory == "microgames.games.microworld.table.view:create_table"
    with pytest.raises(ValueError, match="1A-3B-2A-4B"):
        Game.new(rules, (Seat("a"), Seat("b")), 1, {"board": "5A-1A-2A-3A"})


def test_the_rules_page_states_our_rulings() -> None:
    page = " ".join(read_text(registry.get("microworld").rules_page).split())  # lines break anywhere
    for ruling in ("not adjacent to it", "already in effect", "ends by itself", "does not apply",
                   "stays in the cell", "counts as unused", "next turn", "the moment its condition is met",
                   "instead of your own pawns, even when", "act from that new cell", "a target's 5 points",
                   "any other free cell"):
        assert ruling in page


def test_strict_undo_cannot_take_back_picking_up_a_token() -> None:
    game = Game.new(registry.get("microworld"), (Seat("a"), Seat("b")), 3, {"board": "1A-2A-3A-4A"},
                    UndoPolicy.STRICT)
    game.history.execute(Place(0, 4))  # the opening; cell 7 next to it holds a token
    assert not game.history.steps[0].barrier  # the set-aside token stays unseen
    game.history.execute(Place(1, 7))
    assert game.history.steps[1].barrier
    with pytest.raises(UndoRefused, match="revealed"):
        game.history.undo(requester=1)


def test_the_rules_modules_need_no_qt_and_the_commands_do_not_need_the_state() -> None:
    probe = ("import sys\n"
             "import microgames.games.microworld.commands, microgames.games.microworld.scoring\n"
             "assert 'microgames.games.microworld.state' not in sys.modules, 'commands or scoring import the state'\n"
             "import microgames.games.microworld.rules, microgames.games.microworld.bots\n"
             "assert not [m for m in sys.modules if m.startswith('PySide6')], 'a rules module imports Qt'\n")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_the_rules_page_pictures_are_there() -> None:
    page = read_text(registry.get("microworld").rules_page)
    pictures = re.findall(r'<img src="([^"]+)"', page)
    powers = ["flip", "anywhere", "double", "opponent", "block", "occupied", "move", "radiation", "copy"]
    assert pictures == ["rules-board.png", "rules-pieces.png", *(f"rules-{key}.png" for key in powers),
                        "rules-tissue.png", "rules-tiles.png"]  # each gene power's example has its picture
    for name in pictures:
        data = (resources_dir() / "microworld" / name).read_bytes()
        assert data.startswith(b"\x89PNG")
