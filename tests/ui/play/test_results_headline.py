"""The results' first line reads as English whoever wins: a person, a side named after a group, or a tie."""

from __future__ import annotations

from microgames.engine.seats import Seat
from microgames.ui.play.results import headline


def test_a_person_wins_a_side_wins_and_a_tie_is_shared() -> None:
    people = (Seat("Ana"), Seat("Ben"))
    assert headline(people, (12, 9)) == "Ana wins!"
    sides = ("Viruses", "Anticorps")
    assert headline((Seat("Viruses"), Seat("Anticorps")), (20, 31), sides=sides) == "The Anticorps win!"
    assert headline((Seat("Ana"), Seat("Anticorps")), (20, 3), sides=sides) == "Ana wins!"
    assert headline(people, (7, 7)) == "A tie between Ana and Ben!"
    assert headline(people, (7, 7), places=(2, 1)) == "Ben wins!"  # a tie broken by the game's own rule
