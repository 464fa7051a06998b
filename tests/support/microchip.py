"""Helpers for the Microchip tests: boards drawn as pictures (see ``microchip.diagram``)."""

from __future__ import annotations

from microgames.games.microchip.diagram import table

EMPTY_A = """
Board A
   A  B  C  D  E
1  b. r. g. y. p.
2  r. g. y. p. b.
3  g. y. p. b. r.
4  y. p. b. r. g.
5  p. b. r. g. y.
"""


def board_a(rows: str = "", tray: str = "-") -> str:
    """Board A with some rows replaced, e.g. ``board_a("5  P╶ B╴ r. g. y.")``."""
    lines = EMPTY_A.strip("\n").splitlines()
    for row in rows.strip("\n").splitlines():
        if row.strip():
            number = int(row.split()[0])
            lines[1 + number] = row.strip()
    return "\n".join(lines) + f"\nTray: {tray}\n"


__all__ = ["board_a", "table"]
