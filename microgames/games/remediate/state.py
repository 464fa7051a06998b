"""The state of one game of Remediate: plain lists of small ints, cheap to copy.

The turn is a small state machine held in ``phase``:

- ``draw``     draw, or redraw the whole hand (which ends the turn)
- ``clone``    clone a gene from the hand, or skip (``clones_left`` counts what is allowed)
- ``target``   choose the opponent an attack hits (``choices`` lists who may be chosen)
- ``toxin``    choose which of the target's cloned genes Toxin Secretion removes
- ``mimic``    choose the gene a newly cloned Quorum Sensing mimics
- ``act``      remediate, recycle or pass
- ``discard``  discard down to the hand limit, one card at a time
- ``over``     the last environment is clean

``pending`` is the card being resolved in ``target``, ``toxin`` and ``mimic``.
Hidden information: the hands, the order of the gene pool and the face-down
environment stack; :meth:`RemediateState.view` masks them with ``HIDDEN``.
"""

from __future__ import annotations

import attrs

from microgames.engine.commands import Command
from microgames.engine.rng import Rng
from microgames.games.remediate import cards as C
from microgames.games.remediate import commands as _commands

HIDDEN = -1
PHASES = ("draw", "clone", "target", "toxin", "mimic", "act", "discard", "over")


@attrs.define(eq=True, slots=True)
class RemediateState:
    """Everything on (and under) the table; see the module doc for the phases."""

    rng: Rng
    microbes: list[int]
    hands: list[list[int]]
    cloned: list[list[int]]  # per seat, the cloned gene cards (an Attack card here is a Terephthalate Sensitivity)
    mimic: dict[int, int]  # Quorum Sensing card -> the kind it acts as
    pool: list[int]  # the gene pool, top card last
    discard: list[int]  # the face-up gene discard, newest last
    env: int  # the current environment, or -1 when all are clean
    env_plastic: int  # plastic left in the current environment
    envs: list[int]  # the face-down environment stack, next one last
    past_envs: list[int]  # environments already cleaned, in order (open information)
    supply: int  # face-down plastic (the rest and the recycled or returned plastic)
    stash: list[int]
    recycled: list[list[int]]  # per seat, cards owned from each recycle pile
    piles: list[int]  # recycle cards left in each pile
    resistance_pick: list[int]  # Bacillus subtilis' chosen hazard, or -1
    turn: int
    phase: str
    clones_left: int = 0
    pending: int = -1
    target: int = -1
    choices: list[int] = attrs.field(factory=list)
    draw_off: bool = False
    winners: list[int] = attrs.field(factory=list)  # set when the game ends
    events: list[str] = attrs.field(factory=list)
    turns: int = 0
    automatic: list[int] = attrs.field(factory=list)  # which of the events followed by themselves (see effects)

    # --- copying ---------------------------------------------------------------------------------
    def clone(self) -> RemediateState:
        """A deep copy: the lists are copied, the ints shared."""
        return RemediateState(
            self.rng.clone(), self.microbes[:], [h[:] for h in self.hands], [c[:] for c in self.cloned],
            dict(self.mimic), self.pool[:], self.discard[:], self.env, self.env_plastic, self.envs[:], self.past_envs[:],
            self.supply, self.stash[:], [r[:] for r in self.recycled], self.piles[:], self.resistance_pick[:],
            self.turn, self.phase, self.clones_left, self.pending, self.target, self.choices[:],
            self.draw_off, self.winners[:], self.events[:], self.turns, self.automatic[:],
        )

    def events_since(self, before: RemediateState) -> list[str]:
        """The events that followed by themselves since ``before`` (an earlier moment of this game); all
        events are open information, so the move log may show every one of them."""
        return [self.events[k] for k in self.automatic[len(before.automatic):]]

    def view(self, seat: int) -> RemediateState:
        """The table as ``seat`` knows it: other hands, the pool order and the environment stack hidden."""
        seen = self.clone()
        seen.rng = Rng(0)
        seen.hands = [h[:] if i == seat else [HIDDEN] * len(h) for i, h in enumerate(self.hands)]
        seen.pool = [HIDDEN] * len(self.pool)
        seen.envs = [HIDDEN] * len(self.envs)
        return seen

    # --- the engine's protocol -------------------------------------------------------------------
    @property
    def seats(self) -> int:
        return len(self.microbes)

    def is_over(self) -> bool:
        return self.phase == "over"

    def active_seats(self) -> tuple[int, ...]:
        return () if self.phase == "over" else (self.turn,)

    def awaiting(self) -> tuple[int, ...]:
        return self.active_seats()

    def scores(self) -> tuple[int, ...]:
        """Recycle points plus unrecycled plastic, live."""
        return tuple(
            sum(n * p for n, p in zip(r, C.RECYCLE_POINTS)) + s * C.PLASTIC_POINTS
            for r, s in zip(self.recycled, self.stash)
        )

    def legal_commands(self, seat: int) -> list[Command]:
        return _commands.legal_commands(self, seat)

    def card_total(self) -> tuple[int, int, int]:
        """(genes, plastic, recycle cards) over every place they can be: constant through a game."""
        genes = len(self.pool) + len(self.discard) + sum(map(len, self.hands)) + sum(map(len, self.cloned))
        genes += self.pending >= 0 and self.phase in ("target", "toxin")
        plastic = self.env_plastic + self.supply + sum(self.stash)  # recycled plastic goes back to the supply
        recycle = sum(self.piles) + sum(map(sum, self.recycled))
        return genes, plastic, recycle

