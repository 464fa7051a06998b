"""The card set, read once from ``resources/remediate/*.json`` into flat tables.

Names and texts are :func:`~microgames.engine.words.local` texts: English as compared and stored, shown
in the player's language. Cards are small ints so that a state copies and compares fast: a gene card is
an index into ``CARD_KIND``; a *kind* (Cutinase, PETase, ...) is an index into
the ``KIND_*`` tables. Effects are named by ``KIND_EFFECT`` and implemented
once in :mod:`effects`, so changing a card means changing the data only.
"""

from __future__ import annotations

from typing import Any

from microgames.engine.words import local
from microgames.resources import load_json

REMEDIATION, SUPPORT, ATTACK, DEFENCE, RESISTANCE = range(5)
ANY = "*"
NO_HAZARD = -1

_genes: dict[str, Any] = load_json("remediate/genes.json")
_microbes: dict[str, Any] = load_json("remediate/microbes.json")
_envs: dict[str, Any] = load_json("remediate/environments.json")
_parts: dict[str, Any] = load_json("remediate/components.json")

TYPE_NAMES: tuple[str, ...] = tuple(local(t) for t in _genes["types"])  # English values, shown translated
assert TYPE_NAMES == ("Remediation", "Support", "Attack", "Defence", "Resistance"), "gene types changed"

HAZARDS: tuple[str, ...] = tuple(local(_envs["hazard_names"][h]) for h in _envs["hazards"])
HAZARD_ADJECTIVE: tuple[str, ...] = tuple(local(_envs["hazard_adjectives"][h]) for h in _envs["hazards"])  # "is salty"

# --- gene kinds ----------------------------------------------------------------------------------
_kinds: list[dict[str, Any]] = _genes["genes"]
KIND_NAME: tuple[str, ...] = tuple(local(k["name"]) for k in _kinds)
KIND_BY_NAME: dict[str, int] = {name: i for i, name in enumerate(KIND_NAME)}
KIND_TYPE: tuple[int, ...] = tuple(TYPE_NAMES.index(k["type"]) for k in _kinds)
KIND_EFFECT: tuple[str, ...] = tuple(k["effect"]["kind"] for k in _kinds)
KIND_AMOUNT: tuple[int, ...] = tuple(int(k["effect"].get("amount", 0)) for k in _kinds)
KIND_TEXT: tuple[str, ...] = tuple(local(k["text"]) for k in _kinds)
KIND_DISCARD_ON_CHANGE: tuple[bool, ...] = tuple(bool(k.get("discard_on_environment_change")) for k in _kinds)


def _attack_set(names: list[str]) -> frozenset[int]:
    if ANY in names:
        return frozenset(i for i, t in enumerate(KIND_TYPE) if t == ATTACK)
    return frozenset(KIND_BY_NAME[n] for n in names)


def _hazard_set(names: list[str]) -> frozenset[int]:
    return frozenset(range(len(HAZARDS))) if ANY in names else frozenset(_envs["hazards"].index(n) for n in names)


KIND_BLOCKS: tuple[frozenset[int], ...] = tuple(_attack_set(k["effect"].get("attacks", [])) for k in _kinds)
KIND_RESISTS: tuple[frozenset[int], ...] = tuple(_hazard_set(k["effect"].get("hazards", [])) for k in _kinds)
ATTACK_KINDS: frozenset[int] = frozenset(i for i, t in enumerate(KIND_TYPE) if t == ATTACK)
REMEDIATION_KINDS: frozenset[int] = frozenset(i for i, t in enumerate(KIND_TYPE) if t == REMEDIATION)

# --- gene cards ----------------------------------------------------------------------------------
CARD_KIND: tuple[int, ...] = tuple(i for i, k in enumerate(_kinds) for _ in range(int(k["copies"])))
CARD_TYPE: tuple[int, ...] = tuple(KIND_TYPE[k] for k in CARD_KIND)
GENE_COUNT = len(CARD_KIND)
CARDS_OF_KIND: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c, k in enumerate(CARD_KIND) if k == kind) for kind in range(len(KIND_NAME))
)


def card_name(card: int) -> str:
    return KIND_NAME[CARD_KIND[card]]


# --- microbes ------------------------------------------------------------------------------------
_mic: list[dict[str, Any]] = _microbes["microbes"]
MICROBE_NAME: tuple[str, ...] = tuple(m["name"] for m in _mic)
MICROBE_SHORT: tuple[str, ...] = tuple(f"{n.split()[0][0]}. {' '.join(n.split()[1:])}" for n in MICROBE_NAME)
MICROBE_TEXT: tuple[str, ...] = tuple(local(m["text"]) for m in _mic)
MICROBE_ABILITY: tuple[str, ...] = tuple(m["ability"]["kind"] for m in _mic)
_hand_limit = int(_parts["hand_limit"])
MICROBE_HAND_LIMIT: tuple[int, ...] = tuple(int(m["ability"].get("hand_limit", _hand_limit)) for m in _mic)
MICROBE_DRAWS: tuple[int, ...] = tuple(
    int(m["ability"]["amount"]) if m["ability"]["kind"] == "draws" else 1 for m in _mic
)
MICROBE_SUPPORT_SLOTS: tuple[int, ...] = tuple(
    int(m["ability"]["amount"]) if m["ability"]["kind"] == "support_slots" else 1 for m in _mic
)
MICROBE_RECYCLE_DISCOUNT: tuple[int, ...] = tuple(
    int(m["ability"]["amount"]) if m["ability"]["kind"] == "recycle_discount" else 0 for m in _mic
)
MICROBE_REMEDIATION_BONUS: tuple[int, ...] = tuple(
    int(m["ability"]["amount"]) if m["ability"]["kind"] == "remediation_bonus" else 0 for m in _mic
)
MICROBE_RESISTS: tuple[frozenset[int], ...] = tuple(_hazard_set(m["ability"].get("hazards", [])) for m in _mic)
MICROBE_PICKS_RESISTANCE: tuple[bool, ...] = tuple(m["ability"]["kind"] == "pick_resistance" for m in _mic)
MICROBE_BY_NAME: dict[str, int] = {name: i for i, name in enumerate(MICROBE_NAME)}

# --- environments, plastic, recycling ------------------------------------------------------------
_env_list: list[dict[str, Any]] = _envs["environments"]
ENV_NAME: tuple[str, ...] = tuple(local(e["name"]) for e in _env_list)
ENV_PLASTIC: tuple[int, ...] = tuple(int(e["plastic"]) for e in _env_list)
ENV_HAZARD: tuple[int, ...] = tuple(NO_HAZARD if e["hazard"] is None else _envs["hazards"].index(e["hazard"])
                                    for e in _env_list)
FIRST_ENV: int = next(i for i, e in enumerate(_env_list) if e.get("first"))
OTHER_ENVS: tuple[int, ...] = tuple(i for i in range(len(_env_list)) if i != FIRST_ENV)
ENV_BY_NAME: dict[str, int] = {name: i for i, name in enumerate(ENV_NAME)}

PLASTIC_COUNT: int = int(_parts["plastic"])
PLASTIC_POINTS: int = int(_parts["plastic_points"])
STARTING_HAND: int = int(_parts["starting_hand"])
RECYCLE_NAME: tuple[str, ...] = tuple(local(r["name"]) for r in _parts["recycle"])
RECYCLE_COST: tuple[int, ...] = tuple(int(r["cost"]) for r in _parts["recycle"])
RECYCLE_POINTS: tuple[int, ...] = tuple(int(r["points"]) for r in _parts["recycle"])
RECYCLE_CARDS: tuple[int, ...] = tuple(int(r["cards"]) for r in _parts["recycle"])
RECYCLE_BY_NAME: dict[str, int] = {name: i for i, name in enumerate(RECYCLE_NAME)}
