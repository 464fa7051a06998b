"""Table options and the fixed setup they resolve to (scenario, additional rules, target, board)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from microgames.engine.game import OptionSpec
from microgames.games.microworld.board import Board
from microgames.engine.words import local
from microgames.games.microworld.genes import TARGET_KEYS, TARGET_NAMES
from microgames.games.microworld.speech import MicroworldWords
from microgames.resources import load_json

_SCENARIOS = load_json("microworld/scenarios.json")
RULE_TEXT: dict[str, str] = {letter: local(text) for letter, text in _SCENARIOS["rules"].items()}
RULE_SHORT: dict[str, str] = {letter: local(text) for letter, text in _SCENARIOS["short"].items()}  # for the New Game form, beside a board to assemble
SCENARIO_RULES: dict[str, str] = {str(s["number"]): s["rules"] for s in _SCENARIOS["scenarios"]}
RULE_LETTERS = "ABCDEFGH"
#: Seat 0 plays the viruses and always starts; seat 1 the anticorps.
FACTIONS: tuple[str, str] = (MicroworldWords.tr("Viruses"), MicroworldWords.tr("Anticorps"))
PAWNS = 14  # per seat


def _scenario_label(number: str, rules: str) -> str:
    if len(rules) == 1:
        return MicroworldWords.tr("Scenario %1: rule %2").arg(number, rules)
    return MicroworldWords.tr("Scenario %1: rules %2").arg(number, " + ".join(rules))


OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("scenario", MicroworldWords.tr("Scenario"), "choice", "free",
               choices=(("free", MicroworldWords.tr("Free combination (the rule switches below)")),)
               + tuple((n, _scenario_label(n, r)) for n, r in SCENARIO_RULES.items()),
               help=MicroworldWords.tr("A built-in scenario sets the additional rules and overrides the switches "
                                       "below.")),
    *(OptionSpec(f"rule_{letter.lower()}", MicroworldWords.tr("Rule %1: %2").arg(letter, RULE_SHORT[letter]),
                 "bool", False, help=RULE_TEXT[letter]) for letter in RULE_LETTERS),
    OptionSpec("target", MicroworldWords.tr("Target tile (rule B)"), "choice", "random",
               choices=(("random", MicroworldWords.tr("Drawn at random")),)
               + tuple((k, TARGET_NAMES[k]) for k in TARGET_KEYS)),
    OptionSpec("board", MicroworldWords.tr("Board"), "text", "random",
               help=MicroworldWords.tr("Empty: drawn at random. Or an element code such as 1A-3B-2A-4B, or a "
                                       "custom layout; or assemble it on the picture."), empty="random"),
    OptionSpec("face_up", MicroworldWords.tr("Every token face up"), "bool", False,
               help=MicroworldWords.tr("Both sides see every gene token: on the board, in the hands, set aside and "
                                       "left over. Puzzles are played this way; it is also a way to learn the "
                                       "powers.")),
)


def rules_from_options(options: Mapping[str, Any]) -> str:
    """The additional rule letters in play, e.g. "ABCH"."""
    scenario = options.get("scenario", "free")
    if scenario != "free":
        return SCENARIO_RULES[scenario]
    return "".join(letter for letter in RULE_LETTERS if options.get(f"rule_{letter.lower()}", False))


@attrs.frozen
class Setup:
    """Everything fixed at the start of a game; shared (never copied) by every state of it."""

    board: Board
    rules: str = ""  # additional rule letters
    target: str = ""  # target key with rule B, else ""
    face_up: bool = False  # every token open to both sides (a puzzle's promise), not only at the end

    def __attrs_post_init__(self) -> None:
        for letter in RULE_LETTERS:
            object.__setattr__(self, "rule_" + letter.lower(), letter in self.rules)

    # set in __attrs_post_init__ (attrs frozen classes keep them out of eq/repr)
    rule_a: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    rule_b: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    rule_c: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    rule_d: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    rule_e: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    rule_f: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    rule_g: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    rule_h: bool = attrs.field(init=False, default=False, eq=False, repr=False)

    @property
    def token_limit(self) -> int:
        """Gene tokens a player may use in one turn."""
        return 2 if self.rule_a else 1
