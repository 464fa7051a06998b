"""The first colours follow the platform's palette; the system's own scheme, asked once the launcher shows, wins."""

from __future__ import annotations

from PySide6.QtGui import QPalette

from microgames.ui import theme
from microgames.ui.app import make_application


def _window_colour() -> str:
    return make_application().palette().color(QPalette.ColorRole.Window).name()


def test_a_wrong_first_guess_is_put_right_by_the_systems_scheme(qapp) -> None:  # type: ignore[no-untyped-def]
    app = make_application()
    try:
        theme._colour(app, dark=True)  # as if the platform's palette had looked dark on a light system
        assert theme.is_dark() and _window_colour() == theme.DARK["window"]
        theme.confirm_scheme(app)  # the offscreen system says nothing of a dark scheme: light it is
        assert not theme.is_dark() and _window_colour() == theme.LIGHT["window"]
    finally:
        theme.restyle(app)


def test_the_first_guess_is_the_lightness_of_the_platforms_palette(qapp) -> None:  # type: ignore[no-untyped-def]
    app = make_application()
    dark_platform = QPalette()
    dark_platform.setColor(QPalette.ColorRole.Window, theme.DARK["window"])
    dark_platform.setColor(QPalette.ColorRole.WindowText, theme.DARK["text"])
    try:
        app.setPalette(dark_platform)
        assert theme._platform_is_dark()
        app.setPalette(QPalette())  # the default (light) palette
        assert not theme._platform_is_dark()
    finally:
        theme.restyle(app)
