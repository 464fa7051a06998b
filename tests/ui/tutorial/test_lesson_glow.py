"""The lesson's glow follows the outline of what it lights: a Microworld cell's sector, not its bounding box."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from microgames.engine.lessons import save_step
from microgames.engine.tutorial import load_script
from microgames.games import registry
from microgames.games.microworld.geometry import ADJACENT
from microgames.games.microworld.table.anchors import CELL_NUMBERS
from microgames.ui.tablekit.anchors import find_anchor, find_shape
from microgames.ui.tutorial.bubble import GLOW_OFFSET, glow_path
from microgames.ui.tutorial.runner import start_lesson


def test_a_lit_cells_glow_reaches_no_neighbouring_cells_centre(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(1280, 800)
    script = load_script(registry.get("microworld"))
    index = next(i for i, step in enumerate(script.steps) if step.light and step.light[0].startswith("cell:"))
    save_step(script.key, index)
    lesson = start_lesson(window, "microworld")
    assert lesson is not None and lesson.index == index
    table = lesson.table
    qtbot.waitUntil(table.is_still)
    QApplication.processEvents()
    lesson.follow()
    name = lesson.step.light[0]
    cell = CELL_NUMBERS[name.split(":", 1)[1]]

    def centre(number: int) -> QPointF:
        """A cell's centre in the table widget's coordinates (where the overlay draws)."""
        point = table.graphics_view.mapFromScene(table.cell_point(number))
        return QPointF(table.graphics_view.viewport().mapTo(table, point))

    glow = lesson.overlay.glows[0]  # the step's lit cell, as the overlay draws it
    assert glow.contains(centre(cell))
    assert [n for n in ADJACENT[cell] if glow.contains(centre(n))] == []
    reached_by_a_box = []
    for number in range(len(table.cells)):  # and every other cell, were it lit
        shape = find_shape(table, f"cell:{number}")
        assert shape is not None
        glow = glow_path(shape)
        assert glow.contains(centre(number))
        inside = [point for n in ADJACENT[number] for point in _deep_inside(table, n, centre(n))]
        assert [point for point in inside if glow.contains(point)] == [], number
        box = find_anchor(table, f"cell:{number}")
        assert box is not None
        grown = box.adjusted(-GLOW_OFFSET, -GLOW_OFFSET, GLOW_OFFSET, GLOW_OFFSET)
        reached_by_a_box += [point for point in inside if grown.contains(point)]
    assert reached_by_a_box  # a glow along the bounding rectangle would reach well into neighbours


def _deep_inside(table, cell: int, middle: QPointF) -> list[QPointF]:  # type: ignore[no-untyped-def]
    """Points well inside a cell: halfway from its centre to each corner of its outline."""
    shape = find_shape(table, f"cell:{cell}")
    assert shape is not None
    polygon = shape.toFillPolygon()
    return [(middle + polygon.at(i)) / 2 for i in range(polygon.size())]


def test_a_lit_rectangle_glows_along_its_rounded_outline(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QWidget

    from microgames.ui.tutorial.bubble import LessonOverlay

    host = QWidget()
    qtbot.addWidget(host)
    overlay = LessonOverlay(host)
    box = QRectF(100, 100, 80, 40)
    overlay.set_shapes([box], None, None, "")
    overlay.set_shapes([box], None, None, "")  # the same again: only the pulse repaints
    glow = overlay.glows[0]
    assert overlay.lit == [box] and glow.contains(box.center())
    assert glow.contains(QPointF(box.left() - GLOW_OFFSET / 2, box.center().y()))  # a few pixels outside it
    corner = QPointF(box.left() - GLOW_OFFSET + 0.5, box.top() - GLOW_OFFSET + 0.5)
    assert not glow.contains(corner)  # its corners rounded off, where a grown square would reach
