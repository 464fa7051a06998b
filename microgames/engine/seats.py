"""Who sits at the table: a person with a name, or a bot with a level."""

from __future__ import annotations

from typing import Literal

import attrs

SeatKind = Literal["person", "bot"]
MIN_SEATS = 2
MAX_SEATS = 6


@attrs.frozen
class Seat:
    """One place at the table."""

    name: str
    kind: SeatKind = "person"
    level: str | None = None  # the bot level, e.g. "easy", "medium", "hard"
    colour: str = "#4a7bd0"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def __attrs_post_init__(self) -> None:
        if self.kind not in ("person", "bot"):
            raise ValueError(f"A seat is a person or a bot, not {self.kind!r}.")
        if self.kind == "bot" and not self.level:
            raise ValueError("A bot seat needs a level.")


def parse_seats(spec: str, colours: tuple[str, ...] = ()) -> list[Seat]:
    """Seats from a command-line spec such as ``bot:hard,bot:easy,person:Ana``."""
    seats: list[Seat] = []
    for index, part in enumerate(p.strip() for p in spec.split(",") if p.strip()):
        kind, _, value = part.partition(":")
        colour = colours[index % len(colours)] if colours else "#4a7bd0"
        if kind == "bot":
            level = value or "medium"
            seats.append(Seat(name=f"{level.capitalize()} bot {index + 1}", kind="bot", level=level, colour=colour))
        elif kind == "person":
            seats.append(Seat(name=value or f"Player {index + 1}", colour=colour))
        else:
            raise ValueError(f"Seat {part!r} should look like bot:LEVEL or person:NAME.")
    return seats
