"""The results details (tie-break, scored microchips), and people arranging freely never hold a bot up."""

from __future__ import annotations

from typing import Any

from microgames.engine.session import Game
from microgames.games.microchip.commands import Draft, Place
from microgames.games.microchip.rules import RULES
from microgames.games.microchip.tiles import tile, tileset
from microgames.games.microchip.table.results import ResultsBoards, tie_break_text
from microgames.ui.preferences import Preferences
from microgames.ui.play.results import ResultsDialog
from tests.support.microchip_table import seats


def kind(colour: str, shape: str, copy: int = 0) -> int:
    return next(t.id for t in tileset().tiles if t.colour.key == colour and t.shape.key == shape and t.copy == copy)


def after_the_draft_with_two_terminals(h: Any) -> tuple[Any, Any]:
    """The draft over, Blue holds two terminals facing each other on A1 and B1: a microchip of 2 links, 2 tiles.
    The state and Blue's board."""
    state = h.game.history.state
    state.pool = [[-1] * len(row) for row in state.pool]
    blue = state.board(0)
    a, b = kind(blue.colour(0), "E", 0), kind(blue.colour(1), "E", 1)
    state.cells[0][0], state.cells[0][1] = (a, 1), (b, 3)
    return state, blue


def test_equal_scores_go_to_the_bigger_microchip_in_the_results(make_table) -> None:  # type: ignore[no-untyped-def]
    h = make_table(seed=3)
    state, blue = after_the_draft_with_two_terminals(h)
    assert state.score(0).points == 2 and state.score(0).chip_tiles == 2
    text = tie_break_text(state)
    assert text == ""  # Red has nothing: no tie
    dialog = ResultsDialog("Microchip", h.game.seats, state.scores(), False, None,
                           places=h.table.results_places(), details=h.table.results_details())
    h.qtbot.addWidget(dialog)
    assert dialog.headline.text() == "Blue wins!"
    assert dialog.findChild(ResultsBoards) is not None


def test_a_tie_is_broken_by_microchip_size() -> None:
    game = Game.new(RULES, seats(("person", "person")), 3, {"improve": True})
    state = game.history.state
    state.pool = [[-1] * len(row) for row in state.pool]
    used: dict[tuple[str, str], int] = {}

    def put(seat: int, cell: int, shape: str, rotation: int) -> None:
        colour = state.board(seat).colour(cell)
        copy = used.get((colour, shape), 0)
        used[(colour, shape)] = copy + 1
        state.cells[seat][cell] = (kind(colour, shape, copy), rotation)

    # Blue: terminal, three straights, terminal along row 1: 8 connections, 5 tiles
    for cell, shape, rotation in ((0, "E", 1), (1, "I", 1), (2, "I", 1), (3, "I", 1), (4, "E", 3)):
        put(0, cell, shape, rotation)
    # Red: a ring of four corners: 8 connections, 4 tiles
    for cell, rotation in ((0, 1), (1, 2), (5, 0), (6, 3)):
        put(1, cell, "L", rotation)
    assert state.scores() == (8, 8) and state.standings() == [1, 2]
    assert tie_break_text(state) == ("Blue and Red tie on 8 points; Blue wins the tie-break with the most tiles "
                                     "in the microchip (Blue 5, Red 4).")


def test_people_arrange_while_a_bot_drafts(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.ui.play.controller import GameController

    game = Game.new(RULES, seats(("bot", "person")), 9, {"improve": True})
    controller = GameController(game, Preferences())
    controller.bot_budget = 0.05
    controller.start()
    try:
        context = controller.context
        assert controller.bot_thinking == 0  # the bot drafts first...
        assert not context.input_blocked  # ...and the person is not locked out meanwhile
        assert context.can_take_part(1) and not context.can_act(1)
        qtbot.waitUntil(lambda: game.state.turn == 1, timeout=10000)
        assert context.can_act(1)
        tile_id = game.state.column(game.state.active_column())[0]
        assert context.submit(Draft(1, tile_id))
        qtbot.waitUntil(lambda: controller.bot_thinking == 0, timeout=5000)  # the bot drafts again
        cell = next(c for c in game.state.board(1).cells_of(tileset().tiles[tile_id].colour.key))
        assert context.submit(Place(1, tile_id, cell, 0))  # arranged while the bot thinks or plays
    finally:
        controller.close(keep_autosave=False)


def test_a_person_turning_a_tile_every_third_of_a_second_does_not_stop_a_medium_bot(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    from microgames.games.microchip.tiles import tile

    window = make_window(("person", "bot"), seed=9)
    table, game = window.table, window.controller.game
    view = table.graphics_view
    state = game.state
    tile_id = next(t for t in state.column(state.active_column()) if tile(t).shape.rotations > 1)
    cell = next(c for c in state.board(0).cells_of(tile(tile_id).colour.key))
    centre = view.mapFromScene(table.geometry_.seats[0].cell_centre(cell))
    start = view.mapFromScene(table.tile_pos(tile_id))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(view.viewport(), pos=(start + centre) / 2)
    qtbot.mouseMove(view.viewport(), pos=centre)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert game.state.turn == 1 and game.state.cells[0][cell][0] == tile_id
    for draft in range(3):  # the bot drafts three times while Blue keeps turning its tile
        drafted = len(game.state.trays[1]) + len(game.state.placed(1))
        turns = 0
        while len(game.state.trays[1]) + len(game.state.placed(1)) == drafted:
            assert turns < 15, f"the bot has not drafted after {turns} turns of Blue's tile (draft {draft + 1})"
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
            turns += 1
            qtbot.wait(300)
        assert any(label.startswith("Blue rotates") for label in game.history.labels()[-turns - 2:])
        if game.state.turn == 0:  # Blue drafts to its tray so that the bot's turn comes round again
            mine = game.state.column(game.state.active_column())[0]
            table.context.submit(Draft(0, mine))


def test_a_bots_draft_and_rearrangement_move_as_one_gesture_each(make_table) -> None:  # type: ignore[no-untyped-def]
    from microgames.games.microchip.commands import Rearrange
    from tests.support.microchip_table import settle

    h = make_table(kinds=("person", "bot"))
    table = h.table
    for _ in range(3):  # three tiles each; the bot's steps are marked as a bot's by the history
        h.context.submit(Draft(0, h.active_tiles()[0]))
        if len(h.state.trays[1]) < 2:
            h.game.history.execute(Draft(1, h.active_tiles()[0]))
    settle(h.qtbot, table)
    tile_id = h.active_tiles()[0]
    start = table.tiles[tile_id].pos()
    h.game.history.execute(Draft(1, tile_id))
    target = table.geometry_.seats[1].tray_slot(2)[0]
    assert table.tile_pos(tile_id) == target and table.tiles[tile_id].pos() == start  # it sets off from the pool
    h.qtbot.waitUntil(lambda: table.tiles[tile_id].pos() not in (start, target))  # seen on its way...
    settle(h.qtbot, table)
    assert table.tiles[tile_id].pos() == target and table.tiles[tile_id].recent  # ...and marked as just moved
    # one Rearrange: every tile slides at once to its space, each marked
    cells: list[int] = []
    for t in h.state.trays[1]:
        cells.append(next(c for c in h.state.board(1).cells_of(tile(t).colour.key) if c not in cells))
    tiles = list(h.state.trays[1])
    h.game.history.execute(Rearrange(1, tuple((t, c, 1) for t, c in zip(tiles, cells))))
    assert set(tiles) <= set(table.motion.slides)
    turning = {t for t in tiles if tile(t).shape.rotations > 1}
    assert turning and turning <= set(table.motion.turns)  # turning as they go
    assert all(table.tile_pos(t) == table.geometry_.seats[1].cell_centre(c) for t, c in zip(tiles, cells))
    settle(h.qtbot, table)
    assert all(table.tiles[t].recent for t in tiles)
    # with animations off the same steps are instant
    h.context.set_preferences(Preferences(animation_speed="off"))
    h.game.history.execute(Rearrange(1, ()))  # everything back to the tray
    assert not table.motion.slides
    assert [table.tiles[t].pos() for t in tiles] == [table.geometry_.seats[1].tray_slot(i)[0] for i in range(3)]


def test_the_results_work_each_score_out_and_count_the_badges_apart(make_table) -> None:  # type: ignore[no-untyped-def]
    from microgames.games.microchip.table.results import badge_note, score_sum

    h = make_table(seed=3)
    state, blue = after_the_draft_with_two_terminals(h)
    lone = kind(blue.colour(12), "E", 2)
    state.cells[0][12] = (lone, 0)  # outside it, an open wire
    state.trays[0] = [kind("P", "X", 0)]  # and a tile left in the tray
    assert state.score(0).points == 2 - 2 * 2
    assert score_sum(state, 0) == "2 links − 2 × 2 outside = -2"
    assert badge_note(state, 0) == "badges: 1 open wire"
    state.trays[1] = [kind("B", "X", 0), kind("R", "X", 0)]
    assert score_sum(state, 1) == "no closed microchip: 0 − 2 × 2 outside = -4" and badge_note(state, 1) == "no badges"
    details = h.table.results_details()
    h.qtbot.addWidget(details)
    assert details.sums.text().splitlines() == ["Blue: 2 links − 2 × 2 outside = -2 (badges: 1 open wire)",
                                               "Red: no closed microchip: 0 − 2 × 2 outside = -4 (no badges)"]
