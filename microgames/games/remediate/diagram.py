"""A text picture of a table position, for tests that read like the table itself.

    turn: 1 · step: act · turns: 0
    environment: Laboratory 12
    face down: Hot Spring, Salt Marsh
    cleaned: -
    supply: rest
    piles: 12 8 5
    pool: rest
    discard: -
    seat 1: Ideonella sakaiensis | stash 5 | recycled 0 0 0 | resists - | cloned PETase | hand Cutinase
    seat 2: Escherichia coli | stash 0 | recycled 0 0 0 | resists - | cloned - | hand -

Cards are written by name; ``Quorum Sensing=PETase`` is a Quorum Sensing that
mimics PETase. The pool is listed top card first; ``rest`` (alone or last)
stands for every gene not named elsewhere, in card order; ``supply: rest`` is
the plastic not on the table.
:func:`parse` builds the state, :func:`diagram` prints it back the same. When
parsing, missing lines and seat fields take the defaults of a fresh table.
Optional lines for a turn mid-resolution: ``clones left``, ``pending``,
``target``, ``choices``, ``winners``, ``draw-off``.
"""

from __future__ import annotations

from microgames.engine.rng import Rng
from microgames.games.remediate import cards as C
from microgames.games.remediate.state import PHASES, RemediateState

NONE = "-"
DEFAULTS = {"step": "act", "environment": "Laboratory 20", "face down": NONE, "cleaned": NONE, "supply": "rest",
            "pool": "rest", "discard": NONE}  # missing piles: the cards no seat has recycled


def _names(cards: list[int], state: RemediateState | None = None) -> str:
    parts = []
    for card in cards:
        text = C.card_name(card)
        if state is not None and card in state.mimic:
            text += "=" + C.KIND_NAME[state.mimic[card]]
        parts.append(text)
    return ", ".join(parts) or NONE


def _rest_pool(state: RemediateState) -> list[int]:
    used = set(state.discard) | {c for h in state.hands for c in h} | {c for x in state.cloned for c in x}
    if state.pending >= 0:
        used.add(state.pending)
    return [c for c in range(C.GENE_COUNT) if c not in used]


def diagram(state: RemediateState) -> str:
    """The position as text (the events log and the generator are not part of it)."""
    lines = [f"turn: {state.turn + 1} · step: {state.phase} · turns: {state.turns}"]
    lines.append(f"environment: {C.ENV_NAME[state.env]} {state.env_plastic}" if state.env >= 0 else "environment: -")
    lines.append("face down: " + (", ".join(C.ENV_NAME[e] for e in reversed(state.envs)) or NONE))
    lines.append("cleaned: " + (", ".join(C.ENV_NAME[e] for e in state.past_envs) or NONE))
    on_table = state.env_plastic + sum(state.stash)
    lines.append("supply: rest" if state.supply == C.PLASTIC_COUNT - on_table else f"supply: {state.supply}")
    lines.append("piles: " + " ".join(map(str, state.piles)))
    top_first = state.pool[::-1]
    lines.append("pool: rest" if top_first == _rest_pool(state) else f"pool: {_names(top_first)}")
    lines.append(f"discard: {_names(state.discard)}")
    if state.clones_left:
        lines.append(f"clones left: {state.clones_left}")
    if state.pending >= 0:
        lines.append(f"pending: {C.card_name(state.pending)}")
    if state.target >= 0:
        lines.append(f"target: {state.target + 1}")
    if state.choices:
        lines.append("choices: " + " ".join(str(s + 1) for s in state.choices))
    if state.winners:
        lines.append("winners: " + " ".join(str(s + 1) for s in state.winners))
    if state.draw_off:
        lines.append("draw-off: on")
    for seat in range(state.seats):
        pick = state.resistance_pick[seat]
        lines.append(
            f"seat {seat + 1}: {C.MICROBE_NAME[state.microbes[seat]]} | stash {state.stash[seat]}"
            f" | recycled {' '.join(map(str, state.recycled[seat]))}"
            f" | resists {C.HAZARDS[pick] if pick >= 0 else NONE}"
            f" | cloned {_names(state.cloned[seat], state)} | hand {_names(state.hands[seat])}"
        )
    return "\n".join(lines)


class _Cards:
    """Hands out card ids by name: the lowest unused copy of the kind."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def take(self, name: str) -> int:
        kind = C.KIND_BY_NAME.get(name.strip())
        if kind is None:
            raise ValueError(f"unknown gene {name.strip()!r}")
        for card in C.CARDS_OF_KIND[kind]:
            if card not in self.used:
                self.used.add(card)
                return card
        raise ValueError(f"there are only {len(C.CARDS_OF_KIND[kind])} {name.strip()} cards")

    def many(self, text: str) -> list[int]:
        text = text.strip()
        return [] if text == NONE else [self.take(n) for n in text.split(",")]


def parse(text: str, seed: int = 0) -> RemediateState:
    """The state a diagram pictures; ValueError names what is wrong."""
    fields: dict[str, str] = {}
    seats: list[str] = []
    for raw in text.strip().splitlines():
        line = raw.strip()
        if line.startswith("turn:"):
            for part in line.split("·"):
                key, _, value = part.partition(":")
                fields[key.strip()] = value.strip()
        elif line.startswith("seat "):
            seats.append(line.partition(":")[2])
        elif line:
            key, _, value = line.partition(":")
            fields[key.strip()] = value.strip()
    cards = _Cards()
    microbes, stash, recycled, picks, cloned, hands, mimic = [], [], [], [], [], [], {}
    for line in seats:
        name, *parts = [p.strip() for p in line.split("|")]
        values = {"stash": "0", "recycled": " ".join("0" * len(C.RECYCLE_NAME)), "resists": NONE,
                  "cloned": NONE, "hand": NONE}
        for part in parts:
            key, _, value = part.partition(" ")
            if key not in values:
                raise ValueError(f"unknown seat field {key!r}")
            values[key] = value.strip()
        microbes.append(C.MICROBE_BY_NAME[name])
        stash.append(int(values["stash"]))
        recycled.append([int(n) for n in values["recycled"].split()])
        picks.append(-1 if values["resists"] == NONE else C.HAZARDS.index(values["resists"]))
        genes = []
        for entry in values["cloned"].split(","):
            entry = entry.strip()
            if entry == NONE or not entry:
                continue
            gene, _, acts = entry.partition("=")
            card = cards.take(gene)
            if acts:
                mimic[card] = C.KIND_BY_NAME[acts.strip()]
            genes.append(card)
        cloned.append(genes)
        hands.append(cards.many(values["hand"]))
    for key, default in DEFAULTS.items():
        fields.setdefault(key, default)
    phase = fields["step"]
    if phase not in PHASES:
        raise ValueError(f"unknown step {phase!r}")
    turn = int(fields["turn"]) - 1
    pending = -1
    if "pending" in fields:
        name = fields["pending"]
        if phase == "mimic":
            pending = next(c for c in cloned[turn] if C.card_name(c) == name and c not in mimic)
        else:
            pending = cards.take(name)
    discard = cards.many(fields["discard"])
    pool_text = fields["pool"]
    with_rest = pool_text == "rest" or pool_text.endswith(", rest")
    pool = cards.many((pool_text[: -len("rest")].rstrip(", ") if with_rest else pool_text) or NONE)
    if with_rest:
        pool += [c for c in range(C.GENE_COUNT) if c not in cards.used]
    pool.reverse()  # the diagram lists the pool top first; the state draws from the end
    env_text = fields["environment"]
    env, env_plastic = -1, 0
    if env_text != NONE:
        name, _, amount = env_text.rpartition(" ")
        env, env_plastic = C.ENV_BY_NAME[name], int(amount)
    down = fields["face down"]
    envs = [] if down == NONE else [C.ENV_BY_NAME[n.strip()] for n in down.split(",")][::-1]
    cleaned = fields["cleaned"]
    past = [] if cleaned == NONE else [C.ENV_BY_NAME[n.strip()] for n in cleaned.split(",")]
    supply_text = fields["supply"]
    supply = C.PLASTIC_COUNT - env_plastic - sum(stash) if supply_text == "rest" else int(supply_text)

    owned = [sum(r[p] for r in recycled) for p in range(len(C.RECYCLE_NAME))]
    piles = [int(n) for n in fields["piles"].split()] if "piles" in fields else [
        total - n for total, n in zip(C.RECYCLE_CARDS, owned)]

    def seat_list(key: str) -> list[int]:
        return [int(n) - 1 for n in fields[key].split()] if key in fields else []

    return RemediateState(
        rng=Rng(seed), microbes=microbes, hands=hands, cloned=cloned, mimic=mimic, pool=pool, discard=discard,
        env=env, env_plastic=env_plastic, envs=envs, past_envs=past, supply=supply, stash=stash,
        recycled=recycled, piles=piles, resistance_pick=picks, turn=turn,
        phase=phase, clones_left=int(fields.get("clones left", 0)), pending=pending,
        target=int(fields["target"]) - 1 if "target" in fields else -1, choices=seat_list("choices"),
        draw_off=fields.get("draw-off") == "on", winners=seat_list("winners"), turns=int(fields.get("turns", 0)),
    )

