"""What the Microworld side panel says at each sync: whose turn and what to do, the buttons offered, the
scores, the player's gene tokens, and at the end every token turned face up.

The panel's widgets are built once (:mod:`panel`); this fills them from the state as the viewer sees it.
"""

from __future__ import annotations

from microgames.engine.commands import Command
from microgames.games.microworld.commands import UseGene, power_of
from microgames.games.microworld.genes import GENE_NAMES, MUTATION_NAMES, MUTATION_TEXT
from microgames.games.microworld.options import FACTIONS
from microgames.games.microworld.scoring import places
from microgames.games.microworld.state import AFTER, BEFORE, FIRST, HIDDEN, MUTATION, NONE, STEAL, MicroworldState
from microgames.games.microworld.table.finale import FinalWalk
from microgames.games.microworld.table.panel import SidePanel, setup_text
from microgames.resources import load_json
from microgames.ui.tablekit.context import TableContext

LOOKING_BACK = "You are looking back at an earlier move: return to the game to play."
#: the mutations whose power is a click on a cell after placing
CELL_MUTATIONS = frozenset(("blocker", "exchange", "shift"))
_GENE_TEXT = tuple(g["text"] for g in load_json("microworld/genes.json")["genes"])


class PanelFill:
    """Fills the side panel; see the module docstring."""

    def __init__(self, panel: SidePanel, context: TableContext, walk: FinalWalk) -> None:
        self.panel, self.context, self.walk = panel, context, walk

    def fill(self, state: MicroworldState, legal: list[Command], choosing: int | None) -> None:
        """``state`` as the viewer sees it, ``legal`` what they may do, ``choosing`` a token awaiting its cell."""
        panel, context = self.panel, self.context
        acting = context.acting_seat()
        waiting = state.awaiting()
        who = FACTIONS[waiting[0]] if waiting else ""
        looking = context.looking_at
        if context.reviewing:
            panel.headline.setText(review_headline(context.state, who))
        elif looking is not None:
            panel.headline.setText(f"Looking back: after move {looking}" if looking else "Looking back: the start")
        elif self.walk.text():
            panel.headline.setText("Final scoring")
        elif state.is_over():
            best = places(context.state)
            winners = [s for s in (0, 1) if best[s] == 1]
            panel.headline.setText(f"{FACTIONS[winners[0]]} win!" if len(winners) == 1 else "A draw")
        else:
            panel.headline.setText(f"{who}' turn" if acting is None else f"Your turn, {who}")
        panel.instruction.setText(self.instruction(state, acting, choosing))
        for key in ("offer0", "offer1", "steal", "let", "end", "cancel"):
            panel.show_choice(key, None)
        if acting is not None:
            self._choices(state, acting, choosing)
        counted = self.walk.counted()  # while the final scoring walks, the panel counts along with it
        scores = counted if counted is not None else state.scores()
        for seat in (0, 1):
            colour = context.seat_colour(seat).name()
            mark = "●" if not context.colourblind else {0: "●", 1: "▲"}[seat]
            panel.score_marks[seat].setText(f"<span style='color:{colour}; font-size:18px'>{mark}</span>")
            held = len(state.hand[seat])
            extra = f"{held} gene token{'s' if held != 1 else ''} held, {len(state.used[seat])} used"
            if state.is_over():
                extra = f"{state.points[seat]} in play + {scores[seat] - state.points[seat]} from tissues"
            name = context.seats[seat].name
            title = f"<b>{FACTIONS[seat]}</b>" + ("" if name == FACTIONS[seat] else f" · {name}")
            panel.score_names[seat].setText(f"{title}<br><span style='color:gray'>{extra}</span>")
            panel.score_points[seat].setText(f"<span style='font-size:20px; font-weight:700'>{scores[seat]}</span>")
        self._hand(state, legal, acting)
        panel.setup_text.setText(setup_text(state))

    def _choices(self, state: MicroworldState, acting: int, choosing: int | None) -> None:
        panel = self.panel
        if state.phase == MUTATION:
            for k, key in enumerate(state.offers[acting]):
                panel.show_choice(f"offer{k}", f"Keep {MUTATION_NAMES[key]}", MUTATION_TEXT[key])
        elif state.phase == STEAL:
            token = state.pending[0] if state.pending else NONE
            name = GENE_NAMES[token] if token >= 0 else "the token"
            panel.show_choice("steal", f"Steal {name}", "Discard your mutation token: the token is cancelled "
                              "and goes to your hand")
            panel.show_choice("let", f"Let {name} work")
        elif state.phase == AFTER:
            panel.show_choice("end", "End turn", "Keep your unused tokens for later turns")
        if choosing is not None:
            panel.show_choice("cancel", f"Cancel {GENE_NAMES[power_of(state, choosing)]}")

    def _hand(self, state: MicroworldState, legal: list[Command], acting: int | None) -> None:
        panel = self.panel
        viewer = self.context.viewer
        shown = viewer if viewer is not None else state.active
        tokens = [t for t in state.hand[shown] if t != HIDDEN]
        usable = {c.token for c in legal if isinstance(c, UseGene)}
        panel.hand_title.setText(f"<b>{'Your' if viewer is not None else FACTIONS[shown] + chr(39)} gene tokens</b>"
                                 + ("" if tokens else " — none"))
        for k, row in enumerate(panel.token_rows):
            if k < len(tokens):
                token = tokens[k]
                row.show_token(token, state.arrow, token in usable, acting == shown and not state.is_over(),
                               token in state.locked)
                row.use.setVisible(not self.context.reviewing)  # nothing is used in a review
                power = power_of(state, token)
                row.name.setToolTip(_GENE_TEXT[power if power >= 0 else token])
            else:
                row.setVisible(False)
        other = 1 - shown
        if state.is_over():  # every token face up: say what the other side kept
            kept = ", ".join(GENE_NAMES[t] for t in state.hand[other]) or "no token"
            panel.hand_note.setText(f"{FACTIONS[other]} kept {kept}.")
            return
        if self.context.viewer is None or state.face_up():  # everything on show: the other side's tokens by name too
            held = ", ".join(GENE_NAMES[t] for t in state.hand[other]) or "no token"
            panel.hand_note.setText(f"{FACTIONS[other]} hold {held}.")
            return
        hidden = sum(1 for t in state.hand[other] if t == HIDDEN)
        known = [GENE_NAMES[t] for t in state.hand[other] if t != HIDDEN]
        note = f"{FACTIONS[other]} hold {hidden} face-down token{'s' if hidden != 1 else ''}"
        if known:
            note += f" and {', '.join(known)} (stolen, known)"
        panel.hand_note.setText(note + ".")

    def instruction(self, state: MicroworldState, acting: int | None, choosing: int | None) -> str:
        if self.context.reviewing:
            return review_line(state)
        if self.context.looking_at is not None:
            return LOOKING_BACK
        if self.walk.text():
            return self.walk.text()
        if state.is_over():
            return ("The tissues have been scored: the results list them, tissue by tissue. Every token now lies "
                    "face up where it was.")
        waiting = FACTIONS[state.awaiting()[0]]
        if acting is None:
            return f"Waiting for the {waiting}…"
        if choosing is not None:
            return f"Choose a lit cell for {GENE_NAMES[power_of(state, choosing)]}, or cancel."
        return {
            MUTATION: "Keep one of your two mutation tiles.",
            FIRST: "Open the game: click a lit gene space to place your first pawn.",
            BEFORE: "Click a lit cell to place a pawn next to the opponent's last pawn (ringed). "
                    "A before-placing token may be used first.",
            AFTER: "Use an after-placing token" + (", click a lit cell for your mutation," if
                                                   state.mutation[acting] in CELL_MUTATIONS else "")
                   + " or end the turn.",
            STEAL: f"The {FACTIONS[state.active]} used a gene token: steal it with your mutation token, or let it work.",
        }.get(state.phase, "")


#: What the side to play is about to do, by phase: a review's words (nobody acts in a review).
REVIEW_PHASE = {
    MUTATION: "keep one of their two mutation tiles",
    FIRST: "open the game with a first pawn",
    BEFORE: "place a pawn next to the opponent's last pawn",
    AFTER: "use an after-placing token or end the turn",
    STEAL: "steal the token just used, or let it work",
}


def review_headline(state: MicroworldState, who: str) -> str:
    """A review's headline: the winner at the end, else whose turn it is."""
    if state.is_over():
        best = places(state)
        winners = [s for s in (0, 1) if best[s] == 1]
        return f"{FACTIONS[winners[0]]} win" if len(winners) == 1 else "A draw"
    return f"{who}' turn"


def review_line(state: MicroworldState) -> str:
    """A review's explanation: what the position is, never what to do."""
    if state.is_over():
        return "The tissues have been scored; every token lies face up where it was."
    waiting = state.awaiting()
    return f"The {FACTIONS[waiting[0]]} to {REVIEW_PHASE.get(state.phase, 'play')}." if waiting else ""
