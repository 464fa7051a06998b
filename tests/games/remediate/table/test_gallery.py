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


def test_the_rules_page_shows_each_picture_at_its_own_pixels(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A picture drawn at twice its size is scaled, smoothly, to the page's size times the window's scale (never
    left to the text browser's rough shrinking, which blurs a card's small print)."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    from microgames.games.remediate.rules import RULES
    from microgames.ui.app import make_application
    from microgames.ui.rulesview import RulesDialog, scaled_page

    make_application()
    page, sizes = scaled_page('<img src="a.png" width="660" height="893"> <img src="b.png" width="10" height="4">', 1.5)
    assert sizes == {"a.png": (990, 1340), "b.png": (15, 6)} and 'width="990" height="1340"' in page
    dialog = RulesDialog(RULES)
    qtbot.addWidget(dialog)
    browser = dialog.browser
    assert browser.sizes["rules-genes.png"] == (660, 893)
    image = browser.loadResource(int(QTextDocument.ResourceType.ImageResource.value), QUrl("rules-genes.png"))
    ratio = browser.devicePixelRatioF()
    assert isinstance(image, QImage) and (image.width(), image.height()) == (round(660 * ratio), round(893 * ratio))
    shipped = QImage(str(resource_path("remediate/rules-genes.png")))
    assert shipped.width() >= image.width()  # drawn with pixels to spare: scaled down, never up, at ratio 1
