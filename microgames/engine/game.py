"""What a game must provide to plug into the engine and the shell.

Each game module exposes one :class:`GameRules` value; the registry lists them.
The Qt view is named by an import string so the rules never import Qt.
"""

from __future__ import annotations

import re
import importlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal, Protocol, Self

import attrs

from microgames.engine.commands import Command
from microgames.engine.movelog import Run
from microgames.engine.rng import Rng
from microgames.engine.seats import Seat

OptionKind = Literal["bool", "int", "choice", "text"]


def load_hook(path: str) -> Any:
    """The object a hook's "module:name" names, imported only now: hooks stay lazy, and Qt stays out of the rules."""
    module_name, _, name = path.partition(":")
    return getattr(importlib.import_module(module_name), name)


class GameState(Protocol):
    """The mutable truth of one game in progress."""

    rng: Rng

    def clone(self) -> Self:
        """A deep, independent copy (the history keeps these for undo)."""
        ...

    def active_seats(self) -> tuple[int, ...]:
        """Seats that may issue a command now (for strict undo and input routing)."""
        ...

    def awaiting(self) -> tuple[int, ...]:
        """Seats the game waits for before it can go on; empty when it is over."""
        ...

    def is_over(self) -> bool: ...

    def scores(self) -> tuple[int, ...]:
        """The live score of every seat."""
        ...

    def legal_commands(self, seat: int) -> list[Command]:
        """Commands ``seat`` may issue now (for random play; may be a sensible subset)."""
        ...

    def view(self, seat: int) -> Any:
        """A copy of the state as ``seat`` may know it: hidden things are masked."""
        ...


class Bot(Protocol):
    """A computer player: looks only at its view and returns one command."""

    level: str

    def choose(self, view: Any, budget: float) -> Command:
        """Pick a command for the bot's seat within about ``budget`` seconds."""
        ...


@attrs.frozen
class OptionSpec:
    """One table option, rendered by the New Game dialog and checked on load."""

    key: str
    label: str  # a per-seat series (``microbe_1`` … ``microbe_<max seats>``) heads a column of the seats
    kind: OptionKind
    default: Any
    choices: tuple[tuple[str, str], ...] = ()  # (value, label) for "choice"
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""
    #: A "text" option's whole value matches this regular expression, ignoring case; the New Game field
    #: refuses any other key, so a value that can never be valid cannot even be typed.
    pattern: str = ""
    #: The value a "text" option's field stands for when left empty (e.g. "random"): the field shows that value
    #: as empty, with its help as the hint, so a keyword of the saves never reaches the player untranslated.
    empty: str = ""

    def check(self, value: Any) -> Any:
        """The value if it is valid for this option, else ValueError with a reason."""
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"option {self.key!r} should be true or false")
        elif self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"option {self.key!r} should be a whole number")
            if (self.minimum is not None and value < self.minimum) or (
                self.maximum is not None and value > self.maximum
            ):
                raise ValueError(f"option {self.key!r} should be between {self.minimum} and {self.maximum}")
        elif self.kind == "choice":
            if value not in {v for v, _ in self.choices}:
                raise ValueError(f"option {self.key!r} cannot be {value!r}")
        elif not isinstance(value, str):
            raise ValueError(f"option {self.key!r} should be text")
        elif self.pattern and not re.fullmatch(self.pattern, value, re.IGNORECASE):
            raise ValueError(f"option {self.key!r} cannot be {value!r}")
        return value


@attrs.frozen
class GameRules:
    """Everything the engine and the shell need to know about one game."""

    id: str
    title: str
    pitch: str  # one line for the launcher card
    min_seats: int
    max_seats: int
    play_time: str  # e.g. "20–30 min"
    options: tuple[OptionSpec, ...]
    commands: tuple[type[Command], ...]
    new_state: Callable[[Mapping[str, Any], Sequence[Seat], int], GameState]
    make_bot: Callable[[str, int, int], Bot]  # (level, seat, seed) -> bot
    bot_levels: tuple[str, ...] = ("easy", "medium", "hard")
    seat_colours: tuple[str, ...] = ("#d64545", "#3a78d8", "#3aa655", "#e0b22e", "#d65fa6", "#8a5ad6")
    view_factory: str = ""  # "module:callable" building the Qt table; imported lazily
    #: "module:callable(option widgets by key, parent) -> QWidget | None" adding a game's own setup beside the
    #: New Game dialog's options (e.g. a board to assemble). Imported lazily, like the view factory.
    options_panel: str = ""
    #: ``(options, seats) -> {option key: why it cannot start}`` for what one option's own check cannot see
    #: (two seats on one microbe, a board letter per seat): the New Game dialog asks it as the player types,
    #: names each reason beside its option (key "" for the setup as a whole) and holds Start back.
    setup_problems: Callable[[Mapping[str, Any], Sequence[Seat]], Mapping[str, str]] | None = None
    rules_page: str = ""  # resource path of the rules page (HTML)
    #: "module:callable(parent) -> QWidget": a window to leaf through every card of the game with its full text
    #: and how many the box holds (Help ▸ Cards). Imported lazily, like the view factory.
    reference: str = ""
    art: str = ""  # resource path of the launcher art (SVG)
    seat_names: tuple[str, ...] = ()  # default seat names, e.g. faction names
    #: The module whose ``judge`` values each decision for the review (see ``engine.analysis``, with its
    #: ``SCALE``); it may also offer ``seat_best(state, seat) -> engine.review.SeatAnalysis``, the proven best a
    #: seat could have made of its final position. Empty: the game's moves are not judged.
    analysis: str = ""
    #: "module:callable" building a lesson's prepared position (see ``engine.tutorial``); the lessons' scripts
    #: are the resources ``<id>/lessons/<NN>-<name>.json``, a series in the order of their number
    #: (``engine.lessons``).
    lesson: str = ""
    #: The module offering the game's puzzles (``resources/<id>/puzzles.json``): the functions of
    #: ``engine.puzzles.PuzzleRules``. Empty: the game has no puzzles.
    puzzles: str = ""
    #: "module:callable(table, seats, colourblind) -> object with show(bool) and ``visible``" drawing what the
    #: review found on the table itself (Microchip's best arrangements as ghosts). Imported lazily.
    review_extras: str = ""
    #: Cards drawn from a hidden pool make casual undo a peek at the future: such a game's new
    #: games take strict undo whatever the preference says.
    strict_undo: bool = False
    #: ``(state before, state after) -> lines`` saying what followed a step by itself, which its label cannot
    #: (an environment turned over, a target claimed): the move log and the hand-off show them under the step.
    #: Public knowledge only: a card drawn unseen is "a card", never its name.
    describe_events: Callable[[Any, Any], Sequence[str]] | None = None
    #: ``(state before, commands) -> Run | None``: a step that is one small change among many (arranging a
    #: board), which the log gathers with the same seat's neighbouring steps of the same run into one line.
    log_run: Callable[[Any, Sequence[Command]], Run | None] | None = None

    def narrate(self, before: Any, after: Any, commands: Sequence[Command]) -> tuple[tuple[str, ...], Run | None]:
        """What the log says about a step beyond its label (the history's narrator)."""
        events = tuple(self.describe_events(before, after)) if self.describe_events else ()
        return events, self.log_run(before, commands) if self.log_run else None

    def command_types(self) -> dict[str, type[Command]]:
        return {c.save_name(): c for c in self.commands}

    def checked_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults filled in; unknown keys or bad values raise ValueError."""
        specs = {o.key: o for o in self.options}
        unknown = set(options) - set(specs)
        if unknown:
            raise ValueError(f"unknown option {sorted(unknown)[0]!r}")
        return {k: spec.check(options.get(k, spec.default)) for k, spec in specs.items()}

    def check_setup(self, options: Mapping[str, Any], seats: Sequence[Seat]) -> dict[str, str]:
        """Why this setup cannot start, by option key; empty when it can."""
        found = self.setup_problems(options, seats) if self.setup_problems else {}
        return {key: reason for key, reason in found.items() if reason}

    def check_seat_count(self, count: int) -> None:
        if not self.min_seats <= count <= self.max_seats:
            raise ValueError(f"{self.title} is for {self.min_seats} to {self.max_seats} players, not {count}")
