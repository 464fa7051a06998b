"""The opponent's turn since the person last acted stays marked until the person acts: every pawn it placed
is ringed, and the gene tokens it used are ringed on the gene summary with a caption naming them."""

from __future__ import annotations

from typing import Any

from microgames.engine.session import Game
from microgames.games.microworld.commands import UseGene
from microgames.games.microworld.genes import GENE_NAMES
from microgames.games.microworld.options import FACTIONS
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.state import NONE
from tests.support.microworld_people import Person, settle
from tests.support.microworld_table import seats


def ringed(window: Any) -> set[int]:
    return {p for p, item in enumerate(window.table.pawns) if item.ringed}


def expected(window: Any, viewer: int) -> tuple[set[int], list[int]]:
    """The pawns the opponent placed and the tokens it used since ``viewer``'s last step, from the history."""
    history = window.controller.game.history
    steps = history.applied()
    last = max((i for i, s in enumerate(steps) if s.seat == viewer), default=-1)
    then, now = history.state_at(last + 1), history.state
    pawns = {p for p, cell in enumerate(now.pawn_cell) if cell != NONE and then.pawn_cell[p] == NONE}
    tokens = [c.token for s in steps[last + 1:] for c in s.commands if isinstance(c, UseGene)]
    return pawns, tokens


def check_marks(window: Any, viewer: int) -> tuple[set[int], list[int]]:
    pawns, tokens = expected(window, viewer)
    state = window.table.context.state
    last = state.last_pawn[1 - state.active]
    assert ringed(window) == pawns | ({last} if last != NONE else set())
    marks = window.table.tableau.summary.marks
    assert list(marks.tokens) == tokens
    if tokens:
        assert marks.caption == f"{FACTIONS[1 - viewer]} used " + ", ".join(GENE_NAMES[t] for t in tokens)
    return pawns, tokens


def test_the_bots_turn_is_marked_until_the_person_acts_and_undo_recomputes(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(Game.new(RULES, seats(("person", "bot")), 7, {}), None)
    window.controller.bot_budget = 0.05
    person, history = Person(qtbot, window, 3), window.controller.game.history
    seen_token = False
    for _ in range(60):
        settle(qtbot, window)
        if window.controller.game.state.is_over():
            break
        if history.applied() and history.applied()[-1].seat == 1:  # the bot has just played its turn
            pawns, tokens = check_marks(window, 0)
            assert pawns, "the bot placed a pawn in its turn"
            seen_token = seen_token or bool(tokens)
            steps = len(history.applied())
            while len(history.applied()) == steps:
                person.act()
            state = window.table.context.state
            assert ringed(window) <= {state.last_pawn[1 - state.active]}, "the person acted: only the rule's ring stays"
            assert not window.table.tableau.summary.marks.tokens and not window.table.tableau.summary.marks.caption
            if seen_token:
                break
        else:
            person.act()
    assert seen_token, "the bot used a gene token in these turns"
    settle(qtbot, window)
    window.undo()
    settle(qtbot, window)
    check_marks(window, 0)


def test_in_hot_seat_the_next_person_sees_the_others_pawns_after_passing_the_screen(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(Game.new(RULES, seats(("person", "person")), 5, {}), None)
    person, controller = Person(qtbot, window, 4), window.controller
    for _ in range(40):
        if controller.handoff_pending is not None:
            break
        person.act()
        qtbot.waitUntil(lambda: controller.handoff_pending is not None or window.table.context.acting_seat() is not None)
    settle(qtbot, window)  # passes the screen to the second person
    assert window.table.context.viewer == 1
    pawns, _ = check_marks(window, 1)
    assert pawns
