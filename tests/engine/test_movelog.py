"""The move log's entries: a seat's consecutive steps of one run gather into one line, anything between them
(another seat's step, a step of no run) ends the spell; events stay with the step they followed."""

from __future__ import annotations

from microgames.engine.history import Step
from microgames.engine.movelog import Run, log_entries


def _step(label: str, seat: int, run: str = "", events: tuple[str, ...] = ()) -> Step:
    change = label.partition(" ")[2]
    return Step(label, seat, (), None, False, False, events, Run(run, change) if run else None)


def test_a_spell_is_one_line_naming_its_last_change_and_keeping_the_events_of_all_its_steps() -> None:
    steps = [_step("Ana drafts a cross", 0, events=("The draft is over.",)),
             _step("Ana places a cross on A1", 0, "Ana arranges the board"),
             _step("Ana rotates the cross at A1", 0, "Ana arranges the board", ("Something happened.",)),
             _step("Ana moves the cross from A1 to B2", 0, "Ana arranges the board"),
             _step("Bo rotates the T at C3", 1, "Bo arranges the board"),
             _step("Ana rotates the cross at B2", 0, "Ana arranges the board"),
             _step("Ana finishes with 3 points", 0)]
    entries = log_entries(steps)
    assert [(e.number, e.text, e.events) for e in entries] == [
        ("1", "Ana drafts a cross", ("The draft is over.",)),
        ("2–4", "Ana arranges the board (3 changes, the last: moves the cross from A1 to B2)",
         ("Something happened.",)),
        ("5", "Bo rotates the T at C3", ()),
        ("6", "Ana rotates the cross at B2", ()),
        ("7", "Ana finishes with 3 points", ()),
    ]
    assert [e.number for e in log_entries(steps[3:], start=4)] == ["4", "5", "6", "7"]
