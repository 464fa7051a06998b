"""Points one can see: each point pops up over the pawn that earned it, saying why, and the markers walk."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from microgames.engine.session import Game
from microgames.games.microworld.commands import Place
from microgames.games.microworld.rules import RULES
from microgames.games.microworld.state import AFTER, MicroworldState
from microgames.games.microworld.table.items import ScoreTrackItem
from microgames.games.microworld.table.scoreshow import pop_text
from tests.support.microworld_table import Harness, seats
from tests.support.microworld_people import Person, settle
from tests.support.window import hand_over


def _gain(state: MicroworldState, seat: int, cell: int) -> int:
    trial = state.clone()
    Place(seat, cell).execute(trial)
    return trial.points[seat] - state.points[seat]


def test_points_pop_up_where_they_were_earned_and_the_marker_walks(make_table) -> None:  # type: ignore[no-untyped-def]
    harness: Harness = make_table(options={"board": "1A-2A-3A-4A", "rule_e": True})
    table, qtbot = harness.table, harness.qtbot
    walked: list[tuple[int, int]] = []  # where the markers stood at each repaint of the track
    paint = table.track.update
    table.track.update = lambda *args: (walked.append(table.track.shown), paint(*args))  # type: ignore[method-assign]
    at_sync: list[tuple[int, int]] = []  # where they stood when the table had just synced the move
    show = table.score_show.show
    table.score_show.show = lambda state, counted=None: (  # type: ignore[method-assign]
        show(state, counted), at_sync.append(table.track.shown))
    for _ in range(16):  # each side places where it scores most, by clicks, until a placement scores 2 or more
        state = harness.state
        if state.phase == AFTER:
            harness.press(table.panel.choices["end"])
            continue
        seat = state.awaiting()[0]
        cell = max(sorted(harness.lit()), key=lambda c: _gain(state, seat, c))
        gain, before, walked[:], at_sync[:] = _gain(state, seat, cell), state.scored, [], []
        harness.click_cell(cell)
        new = harness.state.scored[len(before):]
        assert [p.text for p in table.score_show.pops] == [pop_text(n, why) for _, n, why in new]
        if gain >= 2:
            break
        qtbot.waitUntil(lambda: not table.score_show.pops and not table.score_show.walking(), timeout=5000)
    else:
        raise AssertionError("nobody scored 2 points")
    pop = table.score_show.pops[0]
    assert pop.pos().y() < table.cell_point(cell).y()  # over the cell of the pawn that earned it
    assert abs(pop.pos().x() - table.cell_point(cell).x()) < 1
    qtbot.waitUntil(lambda: not table.score_show.walking() and not table.score_show.pops, timeout=5000)
    assert pop.scene() is None  # gone from the board once it has risen and faded
    scores = harness.state.scores()
    assert at_sync[0][seat] == scores[seat] - gain  # the move is in, the marker still on its old space
    steps = [shown[seat] for shown in walked]
    assert steps == sorted(steps) and walked[-1] == scores  # then it walked on to the new one
    assert table.track.shown == table.track.scores == scores
    harness.game.history.undo()  # undo shows the earlier scores at once: nothing pops, no marker walks
    assert not table.score_show.pops and not table.score_show.walking()
    before_move = list(scores)
    before_move[seat] -= gain
    assert table.track.shown == harness.state.scores() == tuple(before_move)
    harness.game.history.redo()  # redo plays the move again, as it was seen
    assert [p.text for p in table.score_show.pops] == [pop_text(n, why) for _, n, why in new]


def test_in_hot_seat_the_person_who_scored_sees_the_points_before_passing_the_screen(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    # rule A: each side holds a hidden token from the start, so the screen is passed after every turn
    game = Game.new(RULES, seats(("person", "person")), 5, {"rule_a": True})
    window.start_game(game, None)
    person = Person(qtbot, window, seed=1)
    table = window.table
    for _ in range(30):  # each side places where it scores most and ends its turn, until a scoring one ends it
        settle(qtbot, window)
        state = game.state
        if state.phase == AFTER:
            person.press(table.panel.choices["end"])
            continue
        qtbot.waitUntil(lambda: not table.score_show.pops, timeout=5000)  # the last points have risen and faded
        seat = state.awaiting()[0]
        cell = max(sorted(table.lit_cells(state.legal_commands(seat))), key=lambda c: _gain(state, seat, c))
        before = state.scored
        person.click_cell(cell)
        new = game.state.scored[len(before):]
        if new:  # the scorer sees the points at once, also when the move ended the turn
            assert [p.text for p in table.score_show.pops] == [pop_text(n, why) for _, n, why in new]
        if new and window.controller.handoff_pending is not None:
            break
    else:
        raise AssertionError("no scoring placement ended a turn")
    gained = sum(points for _, points, _ in new)
    assert window.page.passing.isVisible() and window.table.isVisible()  # the table stays in sight, blocked
    qtbot.mouseClick(window.page.passing.button, Qt.MouseButton.LeftButton)  # then the screen is passed on
    mover = [step.label for step in game.history.applied() if step.seat == seat]
    assert window.page.handoff.played[-1] == mover[-1]  # the hand-off screen says what that move scored
    assert str(gained) in window.page.handoff.played[-1] and window.page.handoff.seat == 1 - seat
    hand_over(qtbot, window)  # the next person is ready
    qtbot.waitUntil(lambda: table.track.shown == game.state.scores(), timeout=5000)  # the marker walks there


def test_a_marker_passing_39_is_turned_over_to_its_plus_40_side(qtbot) -> None:  # type: ignore[no-untyped-def]
    colours = (QColor("#b5322f"), QColor("#2f6fb5"))
    track = ScoreTrackItem(colours.__getitem__)
    track.scores = track.shown = (43, 39)
    scene = QGraphicsScene()
    scene.addItem(track)
    image = QImage(800, 800, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 800, 800), QRectF(-400, -400, 800, 800))
    painter.end()

    def at(seat: int) -> QColor:
        centre = track.marker_centre(seat) + QPointF(400, 400)
        return image.pixelColor(round(centre.x()), round(centre.y()) - 10)  # over the text, inside the disc

    assert track.lapped(0) and not track.lapped(1)
    assert at(0) == colours[0]  # the Viruses' marker lies turned over: a disc of their colour saying "+40"
    assert at(1) != colours[1]  # the Anticorps' one, on 39, is still the pawn-shaped marker
