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
turns on, e.g. "Anticorps to play: win Q3's muscle by blocking", in every language the app speaks (a text
per language, read with ``words.local``). ``--retitle`` only writes the titles again into the file as it is
(the positions and their proofs are kept).
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
from microgames.games.microworld.genes import (ANYWHERE, BLOCK, COPY, DOUBLE, FLIP, MOVE,  # noqa: E402
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


#: A title's words in each language: the side to move, the tissue as a title names it (by kind), how the answer
#: wins (a power, a power copied, a mutation) and a power as a noun after "then"; the whole as ``pattern``.
TITLE_WORDS: dict[str, dict[str, Any]] = {
    "en": {"pattern": "{side} to play: win {quarter}'s {tissue} {how}", "sides": ("Viruses", "Anticorps"),
           "tissues": {"M": "mucosa", "N": "nerve", "O": "bone", "U": "muscle"},
           "powers": {FLIP: "with a flip", ANYWHERE: "placing anywhere", DOUBLE: "with double points",
                      OPPONENT: "by scoring their pawns", BLOCK: "by blocking", OCCUPIED: "on an occupied cell",
                      MOVE: "by moving their pawn", RADIATION: "with radiation"},
           "copied": {FLIP: "a flip", ANYWHERE: "place anywhere", DOUBLE: "double points",
                      OPPONENT: "their pawns' score", BLOCK: "a block", OCCUPIED: "occupied cell", MOVE: "a move",
                      RADIATION: "radiation"},
           "copy": "with Copy as {noun}", "copy_noun": "Copy as {noun}",
           "mutations": {"ShiftPawn": ("with a drift", "drift"), "ExchangePawn": ("with a swap", "swap"),
                         "PlaceBlocker": ("behind a barrier", "barrier")},
           "then": "{how}, then {noun}", "kept": "keeping tokens", "also_kept": "{how}, keeping tokens",
           "pawn_by_pawn": "pawn by pawn"},
    "de": {"pattern": "{side} am Zug: {tissue} in {quarter} gewinnen – {how}", "sides": ("Viren", "Antikörper"),
           "tissues": {"M": "die Schleimhaut", "N": "den Nerv", "O": "den Knochen", "U": "den Muskel"},
           "powers": {FLIP: "mit Umdrehen", ANYWHERE: "mit beliebigem Einsetzen", DOUBLE: "mit doppelten Punkten",
                      OPPONENT: "durch Werten gegnerischer Figuren", BLOCK: "durch Blockieren",
                      OCCUPIED: "auf einer besetzten Zelle", MOVE: "durch Versetzen der gegnerischen Figur",
                      RADIATION: "mit Strahlung"},
           "copied": {FLIP: "Umdrehen", ANYWHERE: "beliebiges Einsetzen", DOUBLE: "doppelte Punkte",
                      OPPONENT: "Werten gegnerischer Figuren", BLOCK: "Blockieren", OCCUPIED: "besetzte Zelle",
                      MOVE: "Versetzen", RADIATION: "Strahlung"},
           "copy": "mit Kopie als {noun}", "copy_noun": "Kopie als {noun}",
           "mutations": {"ShiftPawn": ("mit Drift", "Drift"), "ExchangePawn": ("mit Tausch", "Tausch"),
                         "PlaceBlocker": ("hinter einer Barriere", "Barriere")},
           "then": "{how}, dann {noun}", "kept": "mit behaltenen Plättchen",
           "also_kept": "{how}, Plättchen behalten", "pawn_by_pawn": "Figur um Figur"},
    "es": {"pattern": "Juegan los {side}: gana {tissue} de {quarter} {how}", "sides": ("Virus", "Anticuerpos"),
           "tissues": {"M": "la mucosa", "N": "el nervio", "O": "el hueso", "U": "el músculo"},
           "powers": {FLIP: "con un volteo", ANYWHERE: "colocando en cualquier sitio", DOUBLE: "con puntos dobles",
                      OPPONENT: "puntuando peones rivales", BLOCK: "bloqueando", OCCUPIED: "en una célula ocupada",
                      MOVE: "moviendo el peón rival", RADIATION: "con radiación"},
           "copied": {FLIP: "un volteo", ANYWHERE: "colocar en cualquier sitio", DOUBLE: "puntos dobles",
                      OPPONENT: "puntuar peones rivales", BLOCK: "un bloqueo", OCCUPIED: "célula ocupada",
                      MOVE: "un movimiento", RADIATION: "radiación"},
           "copy": "con Copia como {noun}", "copy_noun": "Copia como {noun}",
           "mutations": {"ShiftPawn": ("con una deriva", "una deriva"),
                         "ExchangePawn": ("con un intercambio", "un intercambio"),
                         "PlaceBlocker": ("tras una barrera", "una barrera")},
           "then": "{how}, luego {noun}", "kept": "guardando fichas", "also_kept": "{how}, guardando fichas",
           "pawn_by_pawn": "peón a peón"},
    "fr": {"pattern": "Les {side} jouent : gagnez {tissue} de {quarter} {how}", "sides": ("Virus", "Anticorps"),
           "tissues": {"M": "la muqueuse", "N": "le nerf", "O": "l’os", "U": "le muscle"},
           "powers": {FLIP: "avec un retournement", ANYWHERE: "en posant n’importe où",
                      DOUBLE: "avec des points doublés", OPPONENT: "en comptant les pions adverses",
                      BLOCK: "en bloquant", OCCUPIED: "sur une cellule occupée", MOVE: "en déplaçant le pion adverse",
                      RADIATION: "avec la radiation"},
           "copied": {FLIP: "un retournement", ANYWHERE: "pose n’importe où", DOUBLE: "points doublés",
                      OPPONENT: "compte des pions adverses", BLOCK: "un blocage", OCCUPIED: "cellule occupée",
                      MOVE: "un déplacement", RADIATION: "radiation"},
           "copy": "avec Copie comme {noun}", "copy_noun": "Copie comme {noun}",
           "mutations": {"ShiftPawn": ("avec une dérive", "une dérive"), "ExchangePawn": ("avec un échange", "un échange"),
                         "PlaceBlocker": ("derrière une barrière", "une barrière")},
           "then": "{how}, puis {noun}", "kept": "en gardant des jetons", "also_kept": "{how}, en gardant des jetons",
           "pawn_by_pawn": "pion par pion"},
    "it": {"pattern": "{side} di turno: vinci {tissue} di {quarter} {how}", "sides": ("Virus", "Anticorpi"),
           "tissues": {"M": "la mucosa", "N": "il nervo", "O": "l’osso", "U": "il muscolo"},
           "powers": {FLIP: "con un capovolgimento", ANYWHERE: "piazzando ovunque", DOUBLE: "con punti doppi",
                      OPPONENT: "contando le pedine avversarie", BLOCK: "bloccando",
                      OCCUPIED: "su una cellula occupata", MOVE: "spostando la pedina avversaria",
                      RADIATION: "con la radiazione"},
           "copied": {FLIP: "capovolgimento", ANYWHERE: "piazzamento ovunque", DOUBLE: "punti doppi",
                      OPPONENT: "conteggio delle pedine avversarie", BLOCK: "blocco", OCCUPIED: "cellula occupata",
                      MOVE: "spostamento", RADIATION: "radiazione"},
           "copy": "con Copia come {noun}", "copy_noun": "Copia come {noun}",
           "mutations": {"ShiftPawn": ("con una deriva", "una deriva"), "ExchangePawn": ("con uno scambio", "uno scambio"),
                         "PlaceBlocker": ("dietro una barriera", "una barriera")},
           "then": "{how}, poi {noun}", "kept": "tenendo i gettoni", "also_kept": "{how}, tenendo i gettoni",
           "pawn_by_pawn": "pedina per pedina"},
}


def title(state: MicroworldState, seat: int, line: list[Command], more: bool = False) -> dict[str, str]:
    """What is at stake, in a few words and in every language: the tissue where the answer places first and the
    power that decides it (``more``: the next power too, or that tokens are kept, to tell apart two titles that
    would read alike)."""
    state = state.clone()
    cells: list[int] = []
    powers: list[tuple[str, int]] = []  # ("power" / "copy" / a mutation command's name, the power)
    kept = False
    for move in line:
        if move.seat == seat:
            if isinstance(move, Place):
                cells.append(move.cell)
            elif isinstance(move, UseGene):
                powers.append(("copy" if move.token == COPY else "power", power_of(state, move.token)))
            elif type(move).__name__ in TITLE_WORDS["en"]["mutations"]:
                powers.append((type(move).__name__, -1))
            elif isinstance(move, EndTurn):
                kept = True
        move.apply(state)
    powers = list(dict.fromkeys(powers))
    cell = cells[0]
    quarter, kind = cell_name(cell).split("·")[0], state.setup.board.kinds[cell]
    said = {}
    for code, words in TITLE_WORDS.items():
        def say(item: tuple[str, int]) -> tuple[str, str]:  # (as the title says it, as a noun after "then")
            what, power = item
            if what == "power":
                return words["powers"][power], words["copied"][power]
            if what == "copy":
                noun = words["copied"][power]
                return words["copy"].format(noun=noun), words["copy_noun"].format(noun=noun)
            return words["mutations"][what]

        how = say(powers[0])[0] if powers else words["kept"] if kept else words["pawn_by_pawn"]
        if more and len(powers) > 1:
            how = words["then"].format(how=how, noun=say(powers[1])[1])
        elif more and powers and kept:
            how = words["also_kept"].format(how=how)
        said[code] = words["pattern"].format(side=words["sides"][seat], quarter=quarter, tissue=words["tissues"][kind],
                                             how=how)
    return said


def titles(found: list[tuple[MicroworldState, int, list[Command]]]) -> list[dict[str, str]]:
    """Every puzzle's title in every language, those that would read alike told apart (by their English)."""
    short = [title(*item)["en"] for item in found]
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
    args.out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(data)} puzzles written to {args.out} ({args.out.stat().st_size // 1024} KiB)")


def retitle(path: Path) -> None:
    """The titles of the puzzles in ``path`` written again (everything else kept as it is)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    types = RULES.command_types()
    found = [(diagram.parse("\n".join(item["position"])), FACTIONS.index(item["winner"]),
              [command_from_dict(c, types) for c in item["line"]]) for item in data]
    for item, text in zip(data, titles(found)):
        item["title"] = text
        print(f"{item['id']}  {text['en']}")
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
