"""Make Microworld's puzzles (resources/microworld/puzzles.json) from seeded bot games, each proven exactly.

    python scripts/make_microworld_puzzles.py [--games N] [--out PATH]

Seeded games between the bots, under additional rules drawn from the seed, are played to a few pawns
from the end; there every token is turned face up and the exact search (``microworld.proof``) keeps the
position when the side to move wins and has one winning first move, or two among many (a position
where most moves win is no puzzle), and its proof fits in ``PROOF_WORK`` positions (the tests prove
every puzzle again, in seconds). From the positions kept, a spread is chosen: every number of pawns
left, both sides to move, gene tokens and mutations in play, the additional rules mixed; they are
ordered by the pawns left, then by the work their proof took (the easiest first). Everything is
deterministic: the same run writes the same file (the work is counted in positions searched, not
seconds). Every puzzle's search is printed: the positions its proof and its answer visited, and their
processor seconds (the clock would count what other programs take on a busy machine).

Each title says what is at stake: the tissue where the answer opens and the power (or mutation) it
turns on, e.g. "Anticorps to play: win Q3's muscle by blocking". ``--retitle`` only writes the titles
again into the file as it is (the positions and their proofs are kept).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from microgames.games.microworld import diagram, proof  # noqa: E402
from microgames.games.microworld.bots import make_bot  # noqa: E402
from microgames.engine.commands import Command, command_from_dict  # noqa: E402
from microgames.games.microworld.commands import EndTurn, Place, UseGene, power_of  # noqa: E402
from microgames.games.microworld.geometry import cell_name  # noqa: E402
from microgames.games.microworld.genes import (ANYWHERE, BLOCK, COPY, DOUBLE, FLIP, GENE_NAMES, MOVE,  # noqa: E402
                                               OCCUPIED, OPPONENT, RADIATION)
from microgames.games.microworld.endgame import OutOfWork, Search, placements_left  # noqa: E402
from microgames.games.microworld.options import FACTIONS  # noqa: E402
from microgames.games.microworld.rules import RULES, new_state  # noqa: E402
from microgames.games.microworld.state import BEFORE, MicroworldState  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "resources" / "microworld" / "puzzles.json"
LEFT = range(1, 7)  # pawns left to place: one (the last placement) up to six
PER_LEFT = 5  # puzzles chosen for each number of pawns left
MIN_MOVES = 4  # fewer first moves to choose from and the answer is a guess
PROOF_WORK = 15_000  # positions the proof of one puzzle may visit: all of them are proven in seconds
#: Additional rules of the games played, in turn: none, each alone, and a few of the scenarios' mixes.
RULE_SETS = ("", "A", "C", "D", "E", "AC", "AD", "CD", "ACD", "AE", "CE", "H", "AH", "ACDE", "F", "AG")
TARGETS = ("bone", "genes", "chain", "fifteen")


def play_to(seed: int, left: int) -> MicroworldState:
    """A seeded game between the bots, stopped at the start of the turn with ``left`` pawns to place."""
    chooser = random.Random(seed)
    rules = RULE_SETS[seed % len(RULE_SETS)]
    if chooser.random() < 0.25:
        rules = "".join(sorted(set(rules + "B")))
    options: dict[str, Any] = {"board": "random", **{f"rule_{letter.lower()}": True for letter in rules}}
    if "B" in rules:
        options["target"] = chooser.choice(TARGETS)
    state = new_state(options, (), seed)
    levels = [chooser.choice(("medium", "medium", "easy")) for _ in FACTIONS]
    bots = [make_bot(level, seat, seed * 7 + seat) for seat, level in enumerate(levels)]
    while not (placements_left(state) <= left and state.phase == BEFORE):
        seat = state.awaiting()[0]
        bots[seat].choose(state.view(seat), 0.0).apply(state)
    return state


def examine(state: MicroworldState) -> dict[str, Any] | None:
    """The position as a puzzle when it is one (the side to move wins, by one move or two among many)."""
    text = diagram.diagram(state)
    state = diagram.parse(text)  # every token is known: the diagram shows them face up
    if diagram.diagram(state) != text:
        return None
    seat = proof.mover(state)
    moves = state.legal_commands(seat)
    if len(moves) < MIN_MOVES:
        return None
    started, finder = time.process_time(), Search(PROOF_WORK)
    try:
        if not proof.wins(state, seat, finder):
            return None
        winners = proof.winning_moves(state, seat, finder)
    except OutOfWork:
        return None
    if not winners or len(winners) > (1 if len(moves) < 8 else 2):
        return None
    return {"state": state, "text": text, "seat": seat, "moves": len(moves), "winners": len(winners),
            "first": winners[0], "proof_nodes": finder.nodes, "proof_time": time.process_time() - started}


def flavour(found: dict[str, Any]) -> tuple[str, ...]:
    """What makes a puzzle different from another: its rules, and whether the answer spends tokens."""
    spends = any(not isinstance(c, (Place, EndTurn)) for c in found["line"] if c.seat == found["seat"])
    return (found["state"].setup.rules, "tokens" if spends else "places")


def finish(found: dict[str, Any]) -> None:
    """The main line and the whole solution tree, timed."""
    started, finder = time.process_time(), proof.search()
    found["line"] = proof.main_line(found["state"], found["seat"], finder)
    found["solution"] = proof.solution(found["state"], found["seat"], finder)
    found["answer_nodes"], found["answer_time"] = finder.nodes, time.process_time() - started


def choose(candidates: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A spread of the candidates with one number of pawns left: answers that spend tokens under new rules
    first, then new rules, then any; among them the fewest winning first moves, then the most moves."""
    chosen: list[dict[str, Any]] = []
    seen: set[tuple[str, ...]] = set()
    rules_seen: set[str] = set()
    pool = sorted(candidates, key=lambda c: (c["winners"], -c["moves"], c["proof_nodes"]))
    for wanted in ("tokens", "rules", "any"):
        for found in pool:
            if len(chosen) == PER_LEFT:
                return chosen
            if any(found is other for other in chosen):
                continue
            key = flavour(found)
            if wanted == "tokens" and (key[1] != "tokens" or key in seen):
                continue
            if wanted == "rules" and key[0] in rules_seen:
                continue
            chosen.append(found)
            seen.add(key)
            rules_seen.add(key[0])
    return chosen


TISSUES = {"M": "mucosa", "N": "nerve", "O": "bone", "U": "muscle"}  # a tissue as a title names it, by kind
POWERS = {FLIP: "with a flip", ANYWHERE: "placing anywhere", DOUBLE: "with double points",
          OPPONENT: "by scoring their pawns", BLOCK: "by blocking", OCCUPIED: "on an occupied cell",
          MOVE: "by moving their pawn", RADIATION: "with radiation"}
COPIED = {FLIP: "a flip", ANYWHERE: "place anywhere", DOUBLE: "double points", OPPONENT: "their pawns' score",
          BLOCK: "a block", OCCUPIED: "occupied cell", MOVE: "a move", RADIATION: "radiation"}
MUTATIONS = {"ShiftPawn": "with a drift", "ExchangePawn": "with a swap", "PlaceBlocker": "behind a barrier"}


def title(state: MicroworldState, seat: int, line: list[Command], more: bool = False) -> str:
    """What is at stake, in a few words: the tissue where the answer places first and the power that decides it
    (``more``: the next power too, or that tokens are kept, to tell apart two titles that would read alike)."""
    state = state.clone()
    cells: list[int] = []
    powers: list[tuple[str, str]] = []  # (as the title says it, as a noun after "then")
    kept = False
    for move in line:
        if move.seat == seat:
            if isinstance(move, Place):
                cells.append(move.cell)
            elif isinstance(move, UseGene):
                power = power_of(state, move.token)
                noun = f"Copy as {COPIED[power]}" if move.token == COPY else COPIED[power]
                powers.append((f"with {noun}" if move.token == COPY else POWERS[power], noun))
            elif type(move).__name__ in MUTATIONS:
                phrase = MUTATIONS[type(move).__name__]
                powers.append((phrase, phrase.split(maxsplit=1)[1]))
            elif isinstance(move, EndTurn):
                kept = True
        move.apply(state)
    powers = list(dict.fromkeys(powers))
    how = powers[0][0] if powers else "keeping tokens" if kept else "pawn by pawn"
    if more and len(powers) > 1:
        how += f", then {powers[1][1]}"
    elif more and powers and kept:
        how += ", keeping tokens"
    cell = cells[0]
    quarter, tissue = cell_name(cell).split("·")[0], TISSUES[state.setup.board.kinds[cell]]
    return f"{FACTIONS[seat]} to play: win {quarter}'s {tissue} {how}"


def titles(found: list[tuple[MicroworldState, int, list[Command]]]) -> list[str]:
    """Every puzzle's title, those that would read alike told apart."""
    short = [title(*item) for item in found]
    return [title(*item, more=short.count(text) > 1) for item, text in zip(found, short)]


def entry(number: int, found: dict[str, Any]) -> dict[str, Any]:
    side = FACTIONS[found["seat"]]
    return {
        "id": f"mw-{number:03d}",
        "title": found["title"],
        "position": found["text"].rstrip("\n").split("\n"),
        "winner": side,
        "first_move": found["first"].to_dict(),
        "winning_first_moves": found["winners"],
        "line": [c.to_dict() for c in found["line"]],
        "solution": found["solution"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=800, help="seeded games played for each number of pawns left")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--retitle", action="store_true", help="only write the titles again into --out")
    args = parser.parse_args()
    if args.retitle:
        retitle(args.out)
        return
    puzzles: list[dict[str, Any]] = []
    for left in LEFT:
        candidates, texts = [], set()
        for seed in range(args.games):
            found = examine(play_to(seed * 10 + left, left))
            if found and found["text"] not in texts:
                texts.add(found["text"])
                finish(found)
                candidates.append(found)
        chosen = choose(candidates)
        print(f"{left} pawn(s) left: {len(candidates)} positions kept of {args.games} games, {len(chosen)} chosen")
        puzzles += sorted(chosen, key=lambda c: c["proof_nodes"])
    for found, text in zip(puzzles, titles([(f["state"], f["seat"], f["line"]) for f in puzzles])):
        found["title"] = text
    data = [entry(number, found) for number, found in enumerate(puzzles, start=1)]
    print("puzzle  side       left  moves  winning  rules  proof nodes  cpu s  answer nodes  cpu s  first move")
    for item, found in zip(data, puzzles):
        first = found["first"].label(found["state"]).removeprefix(item["winner"] + " ")
        print(f"{item['id']}  {item['winner']:<9}  {placements_left(found['state']):>4}  {found['moves']:>5}"
              f"  {found['winners']:>7}  {found['state'].setup.rules or '-':<5}  {found['proof_nodes']:>11}"
              f"  {found['proof_time']:5.2f}  {found['answer_nodes']:>12}  {found['answer_time']:5.2f}  {first}")
    total = sum(found["proof_time"] for found in puzzles)
    answers = sum(found["answer_time"] for found in puzzles)
    print(f"processor seconds, the proofs of all {len(puzzles)}: {total:.2f}; their answers: {answers:.2f}")
    args.out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"{len(data)} puzzles written to {args.out} ({args.out.stat().st_size // 1024} KiB)")


def retitle(path: Path) -> None:
    """The titles of the puzzles in ``path`` written again (everything else kept as it is)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    types = RULES.command_types()
    found = [(diagram.parse("\n".join(item["position"])), FACTIONS.index(item["winner"]),
              [command_from_dict(c, types) for c in item["line"]]) for item in data]
    for item, text in zip(data, titles(found)):
        item["title"] = text
        print(f"{item['id']}  {text}")
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
