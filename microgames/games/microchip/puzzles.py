"""Microchip's puzzles: build the best chip you can from these tiles on this board.

A puzzle's position is one seat's diagram (see ``diagram``): a board, usually
empty, and the tiles to place in the tray. The person arranges them with the
game's own commands (place, turn, move, remove); the proven best score the tiles
allow is the file's ``"best"``, and the puzzle is solved when the chip scores it.

The table has one seat: the person's. The pool the tiles came from is empty and
out of sight, its size only room for the tray (the table sizes a tray to a seat's
share of the pool).

The hint names one tile of a best arrangement that the board does not have right
yet, taking of the best arrangements known (the solver's, and its turns, mirror
images and shifts that still fit the board and the tiles) the one closest to the
board, so a good start is built on rather than torn down.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence

from microgames.engine.commands import Command
from microgames.engine.game import GameRules
from microgames.engine.history import History, UndoPolicy
from microgames.engine.puzzles import Puzzle, PuzzleError, Verdict
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games.microchip import diagram
from microgames.games.microchip.boards import CELLS, SIZE, Board, cell_name
from microgames.games.microchip.commands import Move, Place, ReturnToTray, Rotate
from microgames.games.microchip.solver import best_arrangement, commands_for
from microgames.games.microchip.state import EMPTY, MicrochipState
from microgames.games.microchip.tiles import tile, tileset
from microgames.games.microchip.words import ChipWords, points_said

PERSON = 0
NAME = ChipWords.tr("Player")  # the log speaks of the seat by name: "Player places …" (never "You places …")
POOL_ROWS = 5
Masks = dict[int, int]  # cell -> the wires a tile there shows


def _rules() -> GameRules:
    from microgames.games.microchip.rules import RULES  # the rules name this module: imported when first needed

    return RULES


def position(puzzle: Puzzle) -> MicrochipState:
    """The puzzle's board and tray as a building-phase state of one seat; PuzzleError names a bad diagram."""
    try:
        state = diagram.table([puzzle.position], [NAME])
    except ValueError as error:
        raise PuzzleError(f"Puzzle {puzzle.number}'s position cannot be read: {error}.") from None
    owned = len(state.owned(PERSON))
    state.pool = [[EMPTY] * max(1, -(-owned // POOL_ROWS)) for _ in range(POOL_ROWS)]
    return state


def best(puzzle: Puzzle) -> int:
    """The proven best score the file claims."""
    claim = puzzle.data.get("best")
    if isinstance(claim, bool) or not isinstance(claim, int):
        raise PuzzleError(f"Puzzle {puzzle.number} has no best score.")
    return claim


def start(puzzle: Puzzle) -> Game:
    """A fresh game on the puzzle's position, the person arranging."""
    rules = _rules()
    seats = (Seat(NAME, colour=rules.seat_colours[0]),)
    options = rules.checked_options({})
    return Game(rules, options, 0, seats, History(position(puzzle), seats, UndoPolicy.CASUAL, rules.narrate))


def person(puzzle: Puzzle) -> int:
    return PERSON


def reply(puzzle: Puzzle, state: MicrochipState) -> Command | None:
    """Nobody else plays: the board is the person's alone."""
    return None


def verdict(puzzle: Puzzle, state: MicrochipState) -> Verdict:
    points, top = state.score(PERSON).points, best(puzzle)
    if points >= top:
        return Verdict(True, True, ChipWords.tr("Your chip: %1, the best there is. Solved!").arg(
            points_said(points, typographic=True)), points)
    return Verdict(False, False, ChipWords.tr("Your chip: %1; the best is %2.").arg(
        points_said(points, typographic=True), top), points)


# --- the best arrangements known, and the closest ---------------------------------------------------
def _masks(placements: dict[int, tuple[int, int]]) -> Masks:
    return {cell: tile(t).mask(rotation) for cell, (t, rotation) in placements.items()}


def _turned(mask: int, turn: int, mirror: bool) -> int:
    """A tile's wires (N 1, E 2, S 4, W 8) after a mirror image left to right, then quarter turns clockwise."""
    if mirror:
        mask = (mask & 5) | (2 if mask & 8 else 0) | (8 if mask & 2 else 0)
    for _ in range(turn):
        mask = ((mask << 1) | (mask >> 3)) & 15
    return mask


def _turned_cell(row: int, col: int, turn: int, mirror: bool) -> tuple[int, int]:
    if mirror:
        col = SIZE - 1 - col
    for _ in range(turn):
        row, col = col, SIZE - 1 - row
    return row, col


def _variants(masks: Masks) -> Iterator[Masks]:
    """The arrangement's turns and mirror images, each slid to every place on the board it fits in."""
    for mirror in (False, True):
        for turn in range(4):
            cells = {_turned_cell(c // SIZE, c % SIZE, turn, mirror): _turned(m, turn, mirror) for c, m in masks.items()}
            rows, cols = [r for r, _ in cells], [c for _, c in cells]
            for dr in range(-min(rows), SIZE - max(rows)):
                for dc in range(-min(cols), SIZE - max(cols)):
                    yield {(r + dr) * SIZE + c + dc: m for (r, c), m in cells.items()}


def _fits(masks: Masks, board: Board, owned: Counter[tuple[str, str]]) -> bool:
    """Whether the tiles owned can show these wires on these cells (each on a space of its colour)."""
    needed: Counter[tuple[str, str]] = Counter()
    for cell, mask in masks.items():
        shape = tileset().shape_of_mask(mask)
        assert shape is not None
        needed[(board.colour(cell), shape.key)] += 1
    return all(owned[kind] >= count for kind, count in needed.items())


def _board_masks(state: MicrochipState) -> Masks:
    return _masks(state.placed(PERSON))


def _agreement(masks: Masks, board: Masks) -> int:
    return sum(1 for cell, mask in masks.items() if board.get(cell) == mask)


def closest_best(state: MicrochipState) -> Masks:
    """Of the best arrangements known for the seat's tiles, the one sharing most tiles with its board."""
    board = state.board(PERSON)
    owned = Counter(tile(t).kind for t in state.owned(PERSON))
    found = _masks(best_arrangement(board, state.owned(PERSON)).placements)
    here = _board_masks(state)
    closest, agree = found, _agreement(found, here)
    for variant in _variants(found):
        score = _agreement(variant, here)
        if score > agree and _fits(variant, board, owned):
            closest, agree = variant, score
    return closest


# --- hint and answer ------------------------------------------------------------------------------
def _wanted_kind(state: MicrochipState, cell: int, mask: int) -> tuple[str, str]:
    shape = tileset().shape_of_mask(mask)
    assert shape is not None
    return state.board(PERSON).colour(cell), shape.key


def _one_tile(state: MicrochipState, target: Masks, cell: int) -> list[Command]:
    """Commands that put the right tile, turned right, on ``cell`` and change nothing else that is right."""
    mask = target[cell]
    kind = _wanted_kind(state, cell, mask)
    cells = state.cells[PERSON]
    found: list[Command] = []
    here = cells[cell]
    if here is None or tile(here[0]).kind != kind:
        spare = [c for c, p in enumerate(cells) if p is not None and tile(p[0]).kind == kind
                 and target.get(c) != tile(p[0]).mask(p[1])]
        tray = [t for t in state.trays[PERSON] if tile(t).kind == kind]
        if tray:
            if here is not None:
                found.append(ReturnToTray(PERSON, cell))
            shape = tile(tray[0]).shape
            rotation = shape.rotation_of(mask)
            assert rotation is not None
            return [*found, Place(PERSON, tray[0], cell, rotation)]
        found.append(Move(PERSON, spare[0], cell))  # a swap when the cell holds a tile
        here = cells[spare[0]]
    assert here is not None
    shape = tile(here[0]).shape
    wanted = shape.rotation_of(mask)
    assert wanted is not None
    turns = (wanted - here[1]) % shape.rotations
    return found + ([Rotate(PERSON, cell, -1)] if turns == 3 else [Rotate(PERSON, cell, 1)] * turns)


def _next_cell(target: Masks, board: Masks) -> int | None:
    """The cell to fix first: one beside a tile already right, else the first in reading order."""
    wrong = [cell for cell in sorted(target) if board.get(cell) != target[cell]]
    right = {cell for cell in target if board.get(cell) == target[cell]}
    for cell in wrong:
        row, col = divmod(cell, SIZE)
        near = {(row + dr) * SIZE + col + dc for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                if 0 <= row + dr < SIZE and 0 <= col + dc < SIZE}
        if near & right:
            return cell
    return wrong[0] if wrong else None


def hint(puzzle: Puzzle, state: MicrochipState) -> tuple[str, Sequence[Command]]:
    """One tile of the closest best arrangement that the board lacks, in words and commands."""
    if verdict(puzzle, state).solved:
        return ChipWords.tr("Your chip is already the best: nothing is left to do."), []
    target = closest_best(state)
    cell = _next_cell(target, _board_masks(state))
    if cell is None:  # the best chip stands, but a tile outside it still costs: take the strays back
        strays = [c for c in range(CELLS) if state.cells[PERSON][c] is not None and c not in target]
        return (ChipWords.tr("Your best chip is built: take the tiles outside it back to the tray."),
                [ReturnToTray(PERSON, c) for c in strays])
    commands = _one_tile(state, target, cell)
    colour, shape_key = _wanted_kind(state, cell, target[cell])
    placed = state.cells[PERSON][cell]
    if placed is not None and tile(placed[0]).kind == (colour, shape_key):
        return ChipWords.tr("The tile on %1 belongs in a best chip, turned another way.").arg(cell_name(cell)), commands
    return ChipWords.tr("A best chip has %1 on %2.").arg(tileset().shape(shape_key).a[colour], cell_name(cell)), commands

def answer(puzzle: Puzzle) -> Sequence[Command]:
    """The commands that build the solver's best arrangement from the start."""
    state = position(puzzle)
    return commands_for(state, PERSON, best_arrangement(state.board(PERSON), state.owned(PERSON)).placements)


def hint_marks(puzzle: Puzzle, state: MicrochipState, commands: Sequence[Command]) -> tuple[str, ...]:
    """The table's anchors a hint's commands touch, to light them: the cells and the tray tiles."""
    marks: list[str] = []
    for command in commands:
        if isinstance(command, Place):
            marks.append(f"tray:{PERSON}:{state.trays[PERSON].index(command.tile)}")
            marks.append(f"board:{PERSON}:{cell_name(command.cell)}")
        elif isinstance(command, Move):
            marks += [f"board:{PERSON}:{cell_name(command.source)}", f"board:{PERSON}:{cell_name(command.target)}"]
        elif isinstance(command, (Rotate, ReturnToTray)):
            marks.append(f"board:{PERSON}:{cell_name(command.cell)}")
    return tuple(dict.fromkeys(marks))
