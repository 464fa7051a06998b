"""Makes the pictures the launcher ships, so that its first start draws no SVG and no blur.

    python -m microgames.ui.launcher.pictures

draws each game's art and the app icon at the sizes the launcher shows them, at 1× and 2×
(named as :func:`microgames.ui.art.svg_pixmap` looks for them), and the cards' shadow
and backdrop cell (:mod:`microgames.ui.launcher.backdrop`), into ``resources/launcher``. Run it after changing an
SVG, the cards' size or the shadow; a test checks that the shipped pictures still match.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QColor, QImage, QPainter

from microgames.resources import resources_dir
from microgames.ui.art import SHIPPED_FOLDER, cover, svg_name, svg_renderer
from microgames.ui.launcher.backdrop import CELL_PICTURE, MODEL, PICTURES, blurred_shadow, cell_image

RATIOS = (1, 2)


def launcher_pictures() -> dict[str, tuple[int, int]]:
    """Each SVG the launcher shows on a first start and its size there (in the window's units)."""
    from microgames.ui.art import APP_ICON, ArtView
    from microgames.ui.launcher.page import LauncherPage, Logo

    page = LauncherPage()
    page.resize(1180, 800)
    page.show()
    page.widget().layout().activate()
    sizes = {APP_ICON: (logo.width(), logo.height()) for logo in page.findChildren(Logo)}
    for art in page.findChildren(ArtView):
        if art.rules.art:
            sizes[art.rules.art] = (art.width(), art.height())
    page.deleteLater()
    return sizes


def draw_svg(relative: str, width: int, height: int) -> QImage:
    """The SVG drawn as the launcher draws it, over ``width`` × ``height`` device pixels."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    renderer = svg_renderer(relative)
    if renderer is None:
        raise FileNotFoundError(relative)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, cover(QSizeF(renderer.defaultSize()), QRectF(0, 0, width, height)))
    painter.end()
    return image


def main() -> None:
    from microgames.ui.app import make_application

    make_application()
    folder = resources_dir() / SHIPPED_FOLDER
    folder.mkdir(exist_ok=True)
    for old in folder.glob("*.png"):
        old.unlink()
    for relative, (width, height) in launcher_pictures().items():
        name = svg_name(relative)
        for ratio in RATIOS:
            path = folder / f"{name}-{width * ratio}x{height * ratio}.png"
            draw_svg(relative, width * ratio, height * ratio).save(str(path))
            print(path.name, "←", relative)
    for ratio, relative in PICTURES.items():
        blurred_shadow(MODEL, MODEL, ratio).save(str(resources_dir() / relative))
        print(relative)
    cell_image().save(str(resources_dir() / CELL_PICTURE))
    print(CELL_PICTURE)


if __name__ == "__main__":
    main()
