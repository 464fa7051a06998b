"""What the other microbes did since the person last acted stays on their panels until the person acts:
a line in the ability's place and a "new" tag on each gene they cloned; undo recomputes, and in hot seat
the next person sees it after the screen is passed."""

from __future__ import annotations

import random
from typing import Any

from microgames.games.remediate import cards as C
from microgames.games.remediate.commands import ChooseTarget, Clone, Recycle, Remediate
from tests.support.remediate_window import close_window, open_window, wait
from tests.support.window import hand_over


def tagged(window: Any) -> set[int]:
    """The cloned genes whose slot carries the "new" tag."""
    return {item.key[1] for item in window.table.cards.shown()
            if item.target is not None and item.target[0] == "cloned" and item.key[-1] is True}


def news(window: Any) -> dict[int, str]:
    return {seat: line.text() for seat, line in enumerate(window.table.panels.news) if line.isVisible()}


def since(window: Any, viewer: int) -> tuple[set[int], dict[int, list[str]]]:
    """The genes others cloned (still cloned) and the words for each seat's moves, read from the history."""
    game = window.controller.game
    steps = game.history.applied()
    last = max((i for i, s in enumerate(steps) if s.seat == viewer), default=-1)
    cloned: set[int] = set()
    words: dict[int, list[str]] = {}
    for step in steps[last + 1:]:
        for c in step.commands:
            if isinstance(c, Clone):
                cloned.add(c.card)
                words.setdefault(step.seat, []).append(f"cloned {C.card_name(c.card)}")
            elif isinstance(c, ChooseTarget):
                words.setdefault(step.seat, []).append(f"attacked {game.seats[c.target].name}")
            elif isinstance(c, Remediate):
                words.setdefault(step.seat, []).append(f"remediated {c.amount}")
            elif isinstance(c, Recycle):
                words.setdefault(step.seat, []).append(f"recycled {C.RECYCLE_NAME[c.pile]}")
    state = game.state
    return cloned & {card for seat in range(state.seats) for card in state.cloned[seat]}, words


def check(window: Any, viewer: int) -> tuple[set[int], dict[int, list[str]]]:
    cloned, words = since(window, viewer)
    assert tagged(window) == cloned
    shown = news(window)
    assert set(shown) == set(words)
    for seat, what in words.items():
        full = f"{window.controller.game.seats[seat].name}: {', '.join(what)}"
        assert full.startswith(shown[seat].replace("\n", " ").rstrip(" …"))
    return cloned, words


def play(window: Any, rng: random.Random) -> None:
    """The person at the screen makes one legal move (as a gesture would, through the table's context)."""
    context = window.table.context
    seat = context.acting_seat()
    legal = context.state.legal_commands(seat)
    clones = [c for c in legal if isinstance(c, Clone)]
    assert context.submit(rng.choice(clones or legal))


def test_the_bots_moves_are_marked_until_the_person_acts_and_undo_recomputes(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person", "bot"), 3, {}, level="easy")
    try:
        rng, history = random.Random(1), window.controller.game.history
        seen_clone = False
        for _ in range(80):
            wait(qtbot, window)
            if window.controller.game.state.is_over():
                break
            if history.applied() and history.applied()[-1].seat == 1:  # the bot's turn is over
                cloned, words = check(window, 0)
                assert words, "the bot's turn is on its panel"
                seen_clone = seen_clone or bool(cloned)
                play(window, rng)
                assert not tagged(window) and not news(window), "the person acted: the marks go"
                if seen_clone:
                    break
            else:
                play(window, rng)
        assert seen_clone, "the bot cloned a gene in these turns"
        wait(qtbot, window)
        window.undo()
        wait(qtbot, window)
        check(window, 0)
    finally:
        close_window(window)


def test_in_hot_seat_the_next_person_reads_what_the_other_did(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, ("person", "person"), 3, {})
    try:
        rng, controller = random.Random(2), window.controller
        told = 0
        for _ in range(200):
            wait(qtbot, window)
            if controller.handoff_pending is None:
                play(window, rng)
                continue
            hand_over(qtbot, window)
            wait(qtbot, window)
            viewer = window.table.context.viewer
            _cloned, words = check(window, viewer)
            assert set(words) <= {1 - viewer}
            told += bool(words)
            if told >= 2:
                break
        assert told >= 2, "each passing of the screen shows what the other person did"
    finally:
        close_window(window)
