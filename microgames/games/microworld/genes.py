"""Gene tokens, mutation tiles and target tiles: their names and texts come from the data files, in every
language (each a :class:`~microgames.engine.words.Local`: English as stored, translated when shown).

Token ``i`` is the ``i``-th entry of ``genes.json``; the rules refer to powers by key.
"""

from __future__ import annotations

from microgames.engine.words import local
from microgames.resources import load_json

_GENES = load_json("microworld/genes.json")["genes"]
GENE_KEYS: tuple[str, ...] = tuple(g["key"] for g in _GENES)
GENE_NAMES: tuple[str, ...] = tuple(local(g["name"]) for g in _GENES)
GENE_LETTERS: str = "".join(g["letter"] for g in _GENES)
GENE_TIMING: tuple[str, ...] = tuple(g["timing"] for g in _GENES)
GENE_TEXT: tuple[str, ...] = tuple(local(g["text"]) for g in _GENES)
TOKEN_COUNT = len(_GENES)

FLIP, ANYWHERE, DOUBLE, OPPONENT, BLOCK, OCCUPIED, MOVE, RADIATION, COPY = (
    GENE_KEYS.index(k) for k in ("flip", "anywhere", "double", "opponent", "block", "occupied", "move", "radiation", "copy")
)
BEFORE_POWERS = frozenset(i for i, t in enumerate(GENE_TIMING) if t == "before")
AFTER_POWERS = frozenset(i for i, t in enumerate(GENE_TIMING) if t == "after")
#: Powers that change nothing when already in effect this turn (using them twice is refused).
ONCE_PER_TURN = frozenset((ANYWHERE, OCCUPIED, DOUBLE, OPPONENT, BLOCK))
#: Powers that need a target cell.
TARGETED = frozenset((FLIP, MOVE))

_MUTATIONS = load_json("microworld/mutations.json")["mutations"]
MUTATION_KEYS: tuple[str, ...] = tuple(m["key"] for m in _MUTATIONS)
MUTATION_NAMES: dict[str, str] = {m["key"]: local(m["name"]) for m in _MUTATIONS}
MUTATION_TEXT: dict[str, str] = {m["key"]: local(m["text"]) for m in _MUTATIONS}
MUTATION_SHORT: dict[str, str] = {m["key"]: local(m["short"]) for m in _MUTATIONS}  # on the tile drawn
MUTATION_TOKENS: dict[str, int] = {m["key"]: int(m["tokens"]) for m in _MUTATIONS}

_TARGETS = load_json("microworld/targets.json")["targets"]
TARGET_KEYS: tuple[str, ...] = tuple(t["key"] for t in _TARGETS)
TARGET_NAMES: dict[str, str] = {t["key"]: local(t["name"]) for t in _TARGETS}
TARGET_SHORT: dict[str, str] = {t["key"]: local(t["short"]) for t in _TARGETS}  # on the tile
TARGET_TEXT: dict[str, str] = {t["key"]: local(t["text"]) for t in _TARGETS}
TARGET_POINTS: dict[str, int] = {t["key"]: int(t["points"]) for t in _TARGETS}
TARGET_COUNT: dict[str, int] = {t["key"]: int(t["count"]) for t in _TARGETS}

assert len(GENE_KEYS) == 9 and len(MUTATION_KEYS) == 6 and len(TARGET_KEYS) == 4, "incomplete Microworld data"


def power_name(power: int) -> str:
    return GENE_NAMES[power]
