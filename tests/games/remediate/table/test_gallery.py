"""The rules page's pictures: every gene drawn by the table's painters, the environments, and a turn."""

from __future__ import annotations

from PySide6.QtGui import QImage

from microgames.games.remediate import cards as C
from microgames.resources import read_text, resource_path


def test_the_rules_page_shows_every_card_as_the_table_draws_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.games.remediate.table.gallery import draw_genes, draw_turn, draw_world, gene_kinds
    from microgames.ui.app import make_application

    make_application()
    assert sorted(gene_kinds()) == list(range(len(C.KIND_NAME)))  # every kind once
    assert [C.KIND_TYPE[k] for k in gene_kinds()] == sorted(C.KIND_TYPE)  # by type
    page = read_text("remediate/rules.html")
    for name, draw in (("rules-genes.png", draw_genes), ("rules-world.png", draw_world), ("rules-turn.png", draw_turn)):
        assert f'src="{name}"' in page
        shipped = QImage(str(resource_path(f"remediate/{name}")))
        drawn = draw()
        assert shipped.size() == drawn.size(), name  # drawn by today's painters (regenerate with the gallery module)
        inked = sum(shipped.pixelColor(x, y).alpha() > 0 for x in range(0, shipped.width(), 16)
                    for y in range(0, shipped.height(), 16))
        assert inked > shipped.width() * shipped.height() / 256 / 4, name  # not blank
