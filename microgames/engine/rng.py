"""Seeded randomness that lives inside a game state.

Keeping the generator in the state means that a snapshot taken for undo also
restores the generator, and a game replays exactly from its seed and log.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

MAX_SEED = 2**63 - 1


class Rng:
    """A small wrapper around :class:`random.Random` that can be copied and compared."""

    __slots__ = ("_random", "draws")

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)
        self.draws = 0  # how many random decisions were made; History uses it to spot draws

    def clone(self) -> Rng:
        """An independent generator in exactly the same state."""
        other = Rng.__new__(Rng)
        other._random = random.Random.__new__(random.Random)  # no seeding from the OS: setstate fills it
        other._random.setstate(self._random.getstate())
        other.draws = self.draws
        return other

    def randint(self, low: int, high: int) -> int:
        """A random integer in ``[low, high]``."""
        self.draws += 1
        return self._random.randint(low, high)

    def random(self) -> float:
        """A random float in ``[0, 1)``."""
        self.draws += 1
        return self._random.random()

    def choice(self, items: Sequence[T]) -> T:
        """One random element of a non-empty sequence."""
        self.draws += 1
        return self._random.choice(items)

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """``k`` distinct random elements."""
        self.draws += 1
        return self._random.sample(list(items), k)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place."""
        self.draws += 1
        self._random.shuffle(items)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and self._random.getstate() == other._random.getstate()

    def __hash__(self) -> int:  # pragma: no cover - generators are not used as keys
        raise TypeError("Rng is mutable and unhashable")

    def __repr__(self) -> str:
        return f"Rng(draws={self.draws})"
