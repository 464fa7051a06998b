"""What the Microworld side panel says at each sync: whose turn and what to do, the buttons offered, the
scores, the player's gene tokens, and at the end every token turned face up.

The panel's widgets are built once (:mod:`panel`); this fills them from the state as the viewer sees it.
"""

from __future__ import annotations

import html

from microgames.engine.commands import Command
from microgames.engine.words import shown
from microgames.games.microworld.commands import UseGene, power_of
from microgames.games.microworld.genes import GENE_NAMES, GENE_TEXT, MUTATION_NAMES, MUTATION_TEXT
from microgames.games.microworld.options import FACTIONS
from microgames.games.microworld.scoring import places
from microgames.games.microworld.speech import MicroworldWords
from microgames.games.microworld.state import AFTER, BEFORE, FIRST, HIDDEN, MUTATION, NONE, STEAL, MicroworldState
from microgames.games.microworld.table.finale import FinalWalk
from microgames.games.microworld.table.panel import SidePanel, setup_text
from microgames.ui.language import translate
from microgames.ui.tablekit.context import TableContext

#: the mutations whose power is a click on a cell after placing
CELL_MUTATIONS = frozenset(("blocker", "exchange", "shift"))


def looking_back() -> str:
    """What the panel and the status line say while the player looks back at an earlier move."""
    return translate("MicroworldTable", "You are looking back at an earlier move: return to the game to play.")


def _names(tokens: list[int]) -> str:
    """Gene tokens by name, each quoted (a name such as "Place on occupied cell" reads as an order otherwise), as a
    list in the language of the moment."""
    quoted = translate("MicroworldTable", "“%1”", "a gene token's name quoted")
    return translate("MicroworldTable", ", ", "between the names of a list").join(
        quoted.replace("%1", shown(GENE_NAMES[t])) for t in tokens)


class PanelFill:
    """Fills the side panel; see the module docstring."""

    def __init__(self, panel: SidePanel, context: TableContext, walk: FinalWalk) -> None:
        self.panel, self.context, self.walk = panel, context, walk

    def fill(self, state: MicroworldState, legal: list[Command], choosing: int | None) -> None:
        """``state`` as the viewer sees it, ``legal`` what they may do, ``choosing`` a token awaiting its cell."""
        panel, context = self.panel, self.context
        acting = context.acting_seat()
        waiting = state.awaiting()
        who = shown(FACTIONS[waiting[0]]) if waiting else ""
        looking = context.looking_at
        if context.reviewing:
            panel.headline.setText(review_headline(context.state, who))
        elif looking is not None:
            panel.headline.setText(translate("MicroworldTable", "Looking back: after move %1").replace(
                "%1", str(looking)) if looking else translate("MicroworldTable", "Looking back: the start"))
        elif self.walk.text():
            panel.headline.setText(translate("MicroworldTable", "Final scoring"))
        elif state.is_over():
            best = places(context.state)
            winners = [s for s in (0, 1) if best[s] == 1]
            panel.headline.setText(translate("MicroworldTable", "%1 win!").replace("%1", shown(FACTIONS[winners[0]]))
                                   if len(winners) == 1 else translate("MicroworldTable", "A draw"))
        elif acting is None:
            panel.headline.setText(translate("MicroworldTable", "%1' turn").replace("%1", who))
        else:
            panel.headline.setText(translate("MicroworldTable", "Your turn, %1").replace("%1", who))
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
            extra = shown(MicroworldWords.tr("%n gene token(s) held, %1 used", None, held).arg(len(state.used[seat])))
            if state.is_over():
                extra = translate("MicroworldTable", "%1 in play + %2 from tissues").replace(
                    "%1", str(state.points[seat])).replace("%2", str(scores[seat] - state.points[seat]))
            side, name = shown(FACTIONS[seat]), shown(context.seats[seat].name)
            title = f"<b>{html.escape(side)}</b>" + ("" if name.casefold() == side.casefold()
                                                     else f" · {html.escape(name)}")  # a side named as itself once
            panel.score_names[seat].setText(f"{title}<br><span style='color:gray'>{extra}</span>")
            panel.score_points[seat].setText(f"<span style='font-size:20px; font-weight:700'>{scores[seat]}</span>")
        self._hand(state, legal, acting)
        panel.setup_text.setText(setup_text(state))

    def _choices(self, state: MicroworldState, acting: int, choosing: int | None) -> None:
        panel = self.panel
        if state.phase == MUTATION:
            for k, key in enumerate(state.offers[acting]):
                panel.show_choice(f"offer{k}", translate("MicroworldTable", "Keep %1").replace(
                    "%1", shown(MUTATION_NAMES[key])), shown(MUTATION_TEXT[key]))
        elif state.phase == STEAL:
            token = state.pending[0] if state.pending else NONE
            name = shown(GENE_NAMES[token]) if token >= 0 else translate("MicroworldTable", "the token")
            panel.show_choice("steal", translate("MicroworldTable", "Steal %1").replace("%1", name),
                              translate("MicroworldTable", "Discard your mutation token: the token is cancelled "
                                                           "and goes to your hand"))
            panel.show_choice("let", translate("MicroworldTable", "Let %1 work").replace("%1", name))
        elif state.phase == AFTER:
            panel.show_choice("end", translate("MicroworldTable", "End turn"),
                              translate("MicroworldTable", "Keep your unused tokens for later turns"))
        if choosing is not None:
            panel.show_choice("cancel", translate("MicroworldTable", "Cancel %1").replace(
                "%1", shown(GENE_NAMES[power_of(state, choosing)])))

    def _hand(self, state: MicroworldState, legal: list[Command], acting: int | None) -> None:
        panel = self.panel
        viewer = self.context.viewer
        seen = viewer if viewer is not None else state.active
        tokens = [t for t in state.hand[seen] if t != HIDDEN]
        usable = {c.token for c in legal if isinstance(c, UseGene)}
        if viewer is not None:
            title = (translate("MicroworldTable", "Your gene tokens") if tokens
                     else translate("MicroworldTable", "Your gene tokens — none"))
        else:
            title = (translate("MicroworldTable", "%1' gene tokens") if tokens
                     else translate("MicroworldTable", "%1' gene tokens — none")).replace("%1", shown(FACTIONS[seen]))
        panel.hand_title.setText(f"<b>{title}</b>")
        for k, row in enumerate(panel.token_rows):
            if k < len(tokens):
                token = tokens[k]
                row.show_token(token, state.arrow, token in usable, acting == seen and not state.is_over(),
                               token in state.locked)
                row.use.setVisible(not self.context.reviewing)  # nothing is used in a review
                power = power_of(state, token)
                row.name.setToolTip(shown(GENE_TEXT[power if power >= 0 else token]))
            else:
                row.setVisible(False)
        other = 1 - seen
        side = shown(FACTIONS[other])
        if state.is_over() or self.context.viewer is None or state.face_up():  # the other side's tokens by name
            held = _names(state.hand[other])
            if state.is_over():  # every token face up at the end
                said = (translate("MicroworldTable", "%1 kept %2.") if held
                        else translate("MicroworldTable", "%1 kept no token."))
            else:
                said = (translate("MicroworldTable", "%1 hold %2.") if held
                        else translate("MicroworldTable", "%1 hold no token."))
            panel.hand_note.setText(said.replace("%1", side, 1).replace("%2", held, 1))
            return
        hidden = sum(1 for t in state.hand[other] if t == HIDDEN)
        known = [t for t in state.hand[other] if t != HIDDEN]
        if known:
            note = shown(MicroworldWords.tr("%1 hold %n face-down token(s) and %2 (stolen, known).", None, hidden)
                         .arg(FACTIONS[other], _names(known)))
        else:
            note = shown(MicroworldWords.tr("%1 hold %n face-down token(s).", None, hidden).arg(FACTIONS[other]))
        panel.hand_note.setText(note)

    def instruction(self, state: MicroworldState, acting: int | None, choosing: int | None) -> str:
        if self.context.reviewing:
            return review_line(state)
        if self.context.looking_at is not None:
            return looking_back()
        if self.walk.text():
            return self.walk.text()
        if state.is_over():
            return translate("MicroworldTable", "The tissues have been scored: the results list them, tissue by "
                                                "tissue. Every token now lies face up where it was.")
        waiting = shown(FACTIONS[state.awaiting()[0]])
        if acting is None:
            return translate("MicroworldTable", "Waiting for the %1…").replace("%1", waiting)
        if choosing is not None:
            return translate("MicroworldTable", "Choose a lit cell for %1, or cancel.").replace(
                "%1", shown(GENE_NAMES[power_of(state, choosing)]))
        if state.phase == AFTER and state.mutation[acting] in CELL_MUTATIONS:
            return translate("MicroworldTable", "Use an after-placing token, click a lit cell for your mutation, "
                                                "or end the turn.")
        return {
            MUTATION: translate("MicroworldTable", "Keep one of your two mutation tiles."),
            FIRST: translate("MicroworldTable", "Open the game: click a lit gene space to place your first pawn."),
            BEFORE: translate("MicroworldTable", "Click a lit cell to place a pawn next to the opponent's last pawn "
                                                 "(ringed). A before-placing token may be used first."),
            AFTER: translate("MicroworldTable", "Use an after-placing token or end the turn."),
            STEAL: translate("MicroworldTable", "The %1 used a gene token: steal it with your mutation token, or let "
                                                "it work.").replace("%1", shown(FACTIONS[state.active])),
        }.get(state.phase, "")


def review_headline(state: MicroworldState, who: str) -> str:
    """A review's headline: the winner at the end, else whose turn it is."""
    if state.is_over():
        best = places(state)
        winners = [s for s in (0, 1) if best[s] == 1]
        if len(winners) == 1:
            return translate("MicroworldTable", "%1 win").replace("%1", shown(FACTIONS[winners[0]]))
        return translate("MicroworldTable", "A draw")
    return translate("MicroworldTable", "%1' turn").replace("%1", who)


def review_line(state: MicroworldState) -> str:
    """A review's explanation: what the position is, never what to do (nobody acts in a review)."""
    if state.is_over():
        return translate("MicroworldTable", "The tissues have been scored; every token lies face up where it was.")
    waiting = state.awaiting()
    if not waiting:
        return ""
    said = {
        MUTATION: translate("MicroworldTable", "The %1 to keep one of their two mutation tiles."),
        FIRST: translate("MicroworldTable", "The %1 to open the game with a first pawn."),
        BEFORE: translate("MicroworldTable", "The %1 to place a pawn next to the opponent's last pawn."),
        AFTER: translate("MicroworldTable", "The %1 to use an after-placing token or end the turn."),
        STEAL: translate("MicroworldTable", "The %1 to steal the token just used, or let it work."),
    }.get(state.phase, translate("MicroworldTable", "The %1 to play."))
    return said.replace("%1", shown(FACTIONS[waiting[0]]))
